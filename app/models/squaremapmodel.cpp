#include "models/squaremapmodel.h"

#include <QBrush>
#include <QtConcurrent>

#include "chess/fen.h"
#include "chess/manplacement.h"

#include "tables/tableregistry.h"

#include "tbfiles/tbsources.h"

#include "solver/solvedset.h"

#include "text/solvertext.h"
#include "text/tablebasetext.h"

namespace rampart {

namespace {
// A square the map does not value (occupied, or no man chosen).
TableProbe noCell() {
    TableProbe p;
    p.kind = TableProbe::Kind::Illegal;
    return p;
}
} // namespace

SquareMapModel::SquareMapModel(const TableRegistry &tables, QObject *parent)
    : QAbstractTableModel(parent)
    , m_tables(tables) {
    connect(&m_watcher, &QFutureWatcher<Cell>::resultReadyAt, this, &SquareMapModel::onCellReady);
}

SquareMapModel::~SquareMapModel() {
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

int SquareMapModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : 8;
}

int SquareMapModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : 8;
}

QVariant SquareMapModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Square s = squareAt(index.row(), index.column());
    const TableProbe &p = probe(s);
    const TableProbe &other = probe(s, ~sideToMove());
    switch (role) {
    case Qt::DisplayRole:
    case ShortTextRole:
        if (isOpen(s)) return QStringLiteral("?");
        if (p.found() && !p.hasMateDistance()) {
            // A draw, or a Syzygy cell: the outcome's letter, no number.
            return p.isWin() ? tr("W") : p.isLoss() ? tr("L") : tr("D");
        }
        return TablebaseText::shortText(p);
    case Qt::ToolTipRole: {
        // Both sides to move; file cells name their source, and a cell the
        // solved set leaves open says what is proven.
        const bool fromFiles = p.source != TbSource::Rampart;
        const auto line = [&](Color c) {
            const TableProbe &r = probe(s, c);
            const QString side = c == White ? tr("White to move") : tr("Black to move");
            if (fromFiles)
                return tr("%1: %2 (%3)")
                    .arg(side, TablebaseText::resultText(r), TablebaseText::sourceName(r.source));
            if (!m_openValue[c][s].isEmpty()) return tr("%1: %2").arg(side, m_openValue[c][s]);
            return TablebaseText::positionValue(r, c);
        };
        return tr("%1\n%2").arg(line(sideToMove()), line(~sideToMove()));
    }
    case Qt::BackgroundRole: {
        const QColor c = TablebaseText::resultColor(p, m_maxDtm);
        return c.isValid() ? QVariant(QBrush(c)) : QVariant();
    }
    case SquareRole:
        return int(s);
    case KindRole:
        return int(p.kind);
    case DtmMovesRole:
        return p.hasMateDistance() ? p.distance : 0;
    case OtherKindRole:
        return int(other.kind);
    case OtherDtmMovesRole:
        return other.hasMateDistance() ? other.distance : 0;
    case DependsOnMoverRole:
        return dependsOnMover(s);
    case MutualZugzwangRole:
        return isMutualZugzwang(s);
    default:
        return {};
    }
}

QVariant SquareMapModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || section < 0 || section > 7) return {};
    // Files a..h across, ranks 8..1 down, as the board is drawn.
    return orientation == Qt::Horizontal ? QString(QLatin1Char(fileChar(section)))
                                         : QString(QLatin1Char(rankChar(7 - section)));
}

void SquareMapModel::setPosition(const Position &pos, Square pieceSquare) {
    // A background map still filling in belongs to the old position.
    ++m_generation;
    m_watcher.cancel();
    m_position = pos;
    m_pieceSquare = pieceSquare;
    m_maxDtm = 0;
    for (auto &side : m_openValue) side.fill(QString());
    const bool mapped = pieceSquare != NoSquare && !pos.isEmpty(pieceSquare);
    // Rampart's own tables when the material's table is built, else the files.
    const bool ownTable = popCount(pos.pieces()) <= Material::MaxMen &&
                          m_tables.contains(Material::of(pos).canonical());
    m_fromSolvedSet = mapped && !ownTable && m_solved && m_solved->contains(pos);
    if (m_fromSolvedSet) {
        mapSolvedSet(pos, pieceSquare);
        emit dataChanged(index(0, 0), index(7, 7));
        return;
    }
    if (mapped && (m_preferFiles || !ownTable)) {
        startFileMap(pos, pieceSquare);
        emit dataChanged(index(0, 0), index(7, 7));
        return;
    }
    for (Color c : {White, Black}) {
        if (!mapped) {
            m_map[c].fill(noCell());
            continue;
        }
        m_map[c] = m_tables.squareMap(pos, pieceSquare, c);
        for (const TableProbe &p : m_map[c])
            if (p.hasMateDistance()) m_maxDtm = std::max(m_maxDtm, p.distance);
    }
    emit dataChanged(index(0, 0), index(7, 7));
}

void SquareMapModel::setSolvedSet(std::shared_ptr<const SolvedSet> set) {
    m_solved = std::move(set);
}

void SquareMapModel::mapSolvedSet(const Position &pos, Square pieceSquare) {
    for (Color c : {White, Black}) {
        const auto values = m_solved->squareMap(pos, pieceSquare, c);
        for (int sq = 0; sq < SquareCount; ++sq) {
            const auto &v = values[std::size_t(sq)];
            TableProbe p{TableProbe::Kind::Illegal, 0, {}};
            if (v) p = SolverText::toTableProbe(*v); // not found for an interval
            if (v && !v->isProven()) m_openValue[c][sq] = SolverText::valueText(*v);
            m_map[c][sq] = p;
            if (p.hasMateDistance()) m_maxDtm = std::max(m_maxDtm, p.distance);
        }
    }
}

void SquareMapModel::startFileMap(const Position &pos, Square pieceSquare) {
    for (Color c : {White, Black}) m_map[c].fill(noCell());
    const int generation = m_generation;
    const TableRegistry *tables = &m_tables;
    const bool filesOnly = m_preferFiles;
    // The position's own side to move first, so the visible map fills first.
    m_watcher.setFuture(QtConcurrent::run(
        [pos, pieceSquare, generation, tables, filesOnly](QPromise<Cell> &promise) {
            const TbSources sources(*tables);
            for (const Color side : {pos.sideToMove(), ~pos.sideToMove()}) {
                // Once cancelled, the squares left are passed over.
                forEachManSquare(pos, pieceSquare, side, [&](Square sq, const Position &p) {
                    if (promise.isCanceled() || !checkLegality(p).empty()) return;
                    const TableProbe r = filesOnly ? sources.probeFiles(p) : sources.probe(p);
                    promise.addResult(Cell{generation, side, sq, r});
                });
            }
        }));
}

void SquareMapModel::onCellReady(int index) {
    const Cell cell = m_watcher.resultAt(index);
    if (cell.generation != m_generation) return; // an older position's map
    m_map[cell.sideToMove][cell.square] = cell.result;
    if (cell.result.hasMateDistance()) m_maxDtm = std::max(m_maxDtm, cell.result.distance);
    const QModelIndex at = indexOf(cell.square);
    emit dataChanged(at, at);
    emit cellsUpdated();
}

bool SquareMapModel::hasMateDistance(Square s) const {
    return probe(s).hasMateDistance();
}

int SquareMapModel::whiteScore(const TableProbe &probe, Color sideToMove) {
    const int score = probe.kind == TableProbe::Kind::Win    ? 1
                      : probe.kind == TableProbe::Kind::Loss ? -1
                                                             : 0;
    return sideToMove == White ? score : -score;
}

bool SquareMapModel::dependsOnMover(Square s) const {
    const TableProbe &w = m_map[White][s], &b = m_map[Black][s];
    return w.found() && b.found() && whiteScore(w, White) != whiteScore(b, Black);
}

bool SquareMapModel::isMutualZugzwang(Square s) const {
    // White to move does worse than Black to move, seen from White; then
    // Black to move also does worse than White to move, seen from Black.
    const TableProbe &w = m_map[White][s], &b = m_map[Black][s];
    return w.found() && b.found() && whiteScore(w, White) < whiteScore(b, Black);
}

} // namespace rampart
