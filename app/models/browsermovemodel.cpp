#include "models/browsermovemodel.h"

#include <QBrush>

#include "chess/legality.h"
#include "chess/notation.h"

#include "tables/tableregistry.h"

#include "tbfiles/tbsources.h"

#include "solver/solvedset.h"

#include "text/solvertext.h"
#include "text/tablebasetext.h"

#include "models/solvedmovemodel.h"

namespace rampart {

namespace {

TableProbe drawn() {
    TableProbe p;
    p.kind = TableProbe::Kind::Draw;
    return p;
}

// KindRole speaks the own tables' kinds: the fifty-move cases count as
// draws, a move without an answer as not in the tables.
TableProbe::Kind ownKind(const TableProbe &r) {
    if (!r.found()) return TableProbe::Kind::Unsupported;
    return r.isDecided() ? r.kind : TableProbe::Kind::Draw;
}

} // namespace

BrowserMoveModel::BrowserMoveModel(const TableRegistry &tables, QObject *parent)
    : QAbstractTableModel(parent)
    , m_tables(tables) {}

BrowserMoveModel::~BrowserMoveModel() = default;

void BrowserMoveModel::setSolvedSet(std::shared_ptr<const SolvedSet> set) {
    m_solved = std::move(set);
}

int BrowserMoveModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_results.size());
}

int BrowserMoveModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BrowserMoveModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MoveProbe &tb = m_results[std::size_t(index.row())];
    switch (role) {
    case SourceRole:
        return int(tb.result.source);
    case OutcomeRole:
        return int(tb.result.kind);
    case DtzRole:
        return tb.result.metric == TbMetric::Dtz ? tb.result.distance : 0;
    // The move itself, whichever source valued it.
    case Qt::DisplayRole:
        if (index.column() == MoveColumn) return m_sans[std::size_t(index.row())];
        break;
    case Qt::TextAlignmentRole:
        return index.column() >= MovesColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                             : QVariant();
    case MoveRole:
        return tb.move.raw();
    case SanRole:
        return m_sans[std::size_t(index.row())];
    case UciRole:
        return QString::fromStdString(tb.move.uci());
    default:
        break;
    }
    if (m_solvedValue) {
        if (index.column() == DtzColumn)
            return role == Qt::DisplayRole ? QVariant(QStringLiteral("–")) : QVariant();
        const std::size_t row = std::size_t(index.row());
        return SolvedMoveModel::cellData(m_solvedMoves[row], m_sans[row], index.column(), role);
    }
    if (m_moves.empty()) return fileData(index, role);
    const TableProbe &r = m_moves[std::size_t(index.row())].result;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ResultColumn:
            return r.kind == TableProbe::Kind::Loss && r.distance == 0
                       ? tr("Loss (mated)")
                       : TablebaseText::kindName(r.kind);
        case MovesColumn:
            return r.isDecided() ? QVariant(r.distance) : QVariant(QStringLiteral("–"));
        case PliesColumn:
            return r.isDecided() ? QVariant(r.plies()) : QVariant(QStringLiteral("–"));
        case DtzColumn:
            return QStringLiteral("–");
        }
        return {};
    case Qt::ToolTipRole:
        return TablebaseText::resultText(r);
    case Qt::BackgroundRole:
        if (index.column() != ResultColumn) return {};
        return QBrush(TablebaseText::resultColor(r, 0));
    case KindRole:
        return int(r.kind);
    case DtmMovesRole:
        return r.isDecided() ? r.distance : 0;
    case DtmPliesRole:
        return r.plies();
    default:
        return {};
    }
}

QVariant BrowserMoveModel::fileData(const QModelIndex &index, int role) const {
    const TableProbe &r = m_results[std::size_t(index.row())].result;
    const QString none = QStringLiteral("–");
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ResultColumn:
            return r.hasMateDistance() && r.isLoss() && r.distance == 0
                       ? tr("Loss (mated)")
                       : TablebaseText::kindName(r.kind);
        case MovesColumn:
            return r.hasMateDistance() ? QVariant(r.distance) : QVariant(none);
        case PliesColumn:
            return r.hasMateDistance() ? QVariant(r.plies()) : QVariant(none);
        case DtzColumn:
            return r.metric == TbMetric::Dtz ? QVariant(r.distance) : QVariant(none);
        }
        return {};
    case Qt::ToolTipRole:
        return tr("%1 (%2)").arg(TablebaseText::resultText(r), TablebaseText::sourceName(r.source));
    case Qt::BackgroundRole: {
        if (index.column() != ResultColumn) return {};
        // The own tables' colours: a decided result as win/loss, the fifty-
        // move cases as draws.
        // A move the source could not answer as a draw.
        return QBrush(TablebaseText::resultColor(r.found() ? r : drawn(), 0));
    }
    case KindRole:
        return int(ownKind(r));
    case DtmMovesRole:
        return r.hasMateDistance() ? r.distance : 0;
    case DtmPliesRole:
        return r.plies();
    default:
        return {};
    }
}

QVariant BrowserMoveModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    return columnHeader(section, role);
}

QVariant BrowserMoveModel::columnHeader(int section, int role) {
    if (role == Qt::ToolTipRole) {
        if (section == MovesColumn) return tr("Distance to mate in moves");
        if (section == PliesColumn) return tr("Distance to mate in plies (half-moves)");
        if (section == DtzColumn) return TablebaseText::dtzLegend();
        return {};
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case MoveColumn:
        return tr("Move");
    case ResultColumn:
        return tr("Result");
    case MovesColumn:
        return tr("DTM (moves)");
    case PliesColumn:
        return tr("DTM (plies)");
    case DtzColumn:
        return tr("DTZ (plies)");
    }
    return {};
}

void BrowserMoveModel::setPosition(const Position &pos) {
    beginResetModel();
    m_position = pos;
    m_probe = m_tables.probe(pos).result;
    m_moves = m_probe.found() ? m_tables.probeMoves(pos) : std::vector<MoveProbe>();
    m_results.clear();
    if (m_probe.found()) {
        m_positionResult = m_probe;
        m_results = m_moves;
    } else {
        // Not in Rampart's own tables: the tablebase files, if any covers it.
        const TbSources sources(m_tables);
        m_positionResult = sources.probe(pos);
        if (m_positionResult.found()) m_results = sources.probeMoves(pos);
    }
    // Neither covers it: the solved set, if it holds the position.
    m_solvedValue.reset();
    m_solvedMoves.clear();
    const std::optional<LegalPosition> legal =
        !m_probe.found() && !m_positionResult.found() && m_solved ? LegalPosition::of(pos)
                                                                  : std::nullopt;
    if (legal) {
        if (const std::optional<SolverValue> v = m_solved->value(*legal)) {
            m_solvedValue = std::make_unique<SolverValue>(*v);
            m_solvedMoves = m_solved->moves(*legal);
            for (const SolverMoveValue &m : m_solvedMoves) m_results.push_back({m.move, {}});
        }
    }
    m_sans.clear();
    for (const MoveProbe &m : m_results)
        m_sans.push_back(QString::fromStdString(toSan(pos, m.move)));
    endResetModel();
}

QString BrowserMoveModel::positionValueText() const {
    if (m_solvedValue) return SolverText::positionValue(*m_solvedValue);
    if (m_probe.found() || !m_positionResult.found())
        return TablebaseText::positionValue(m_probe, m_position.sideToMove());
    const QString side =
        m_position.sideToMove() == White ? tr("White to move") : tr("Black to move");
    return tr("%1: %2 (%3)")
        .arg(side, TablebaseText::resultText(m_positionResult),
             TablebaseText::sourceName(m_positionResult.source));
}

QString BrowserMoveModel::sourceText() const {
    if (m_solvedValue) return tr("Rampart's solver: the solved set (distance to mate)");
    return m_positionResult.found() ? TablebaseText::sourceDescription(m_positionResult.source)
                                    : QString();
}

Move BrowserMoveModel::moveAt(int row) const {
    return row >= 0 && row < int(m_results.size()) ? m_results[std::size_t(row)].move
                                                   : Move::none();
}

} // namespace rampart
