#include "models/squaremapmodel.h"

#include <QBrush>

#include "common/tablebasetext.h"

namespace rampart {

SquareMapModel::SquareMapModel(const TableRegistry &tables, QObject *parent)
    : QAbstractTableModel(parent)
    , m_tables(tables) {}

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
        return TablebaseText::shortText(p);
    case Qt::ToolTipRole:
        return tr("%1\n%2").arg(TablebaseText::positionValue(p, sideToMove()),
                                TablebaseText::positionValue(other, ~sideToMove()));
    case Qt::BackgroundRole: {
        const QColor c = TablebaseText::resultColor(p, m_maxDtm);
        return c.isValid() ? QVariant(QBrush(c)) : QVariant();
    }
    case SquareRole:
        return int(s);
    case KindRole:
        return int(p.kind);
    case DtmMovesRole:
        return p.isDecided() ? p.dtmMoves : 0;
    case OtherKindRole:
        return int(other.kind);
    case OtherDtmMovesRole:
        return other.isDecided() ? other.dtmMoves : 0;
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

QHash<int, QByteArray> SquareMapModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(SquareRole, "square");
    names.insert(KindRole, "kind");
    names.insert(DtmMovesRole, "dtmMoves");
    names.insert(OtherKindRole, "otherKind");
    names.insert(OtherDtmMovesRole, "otherDtmMoves");
    names.insert(DependsOnMoverRole, "dependsOnMover");
    names.insert(MutualZugzwangRole, "mutualZugzwang");
    names.insert(ShortTextRole, "shortText");
    return names;
}

void SquareMapModel::setPosition(const Position &pos, Square pieceSquare) {
    m_position = pos;
    m_pieceSquare = pieceSquare;
    m_maxDtm = 0;
    for (Color c : {White, Black}) {
        if (pieceSquare == NoSquare || pos.isEmpty(pieceSquare)) {
            m_map[c].fill(TableProbe{TableProbe::Kind::Illegal, 0, {}});
            continue;
        }
        m_map[c] = m_tables.squareMap(pos, pieceSquare, c);
        for (const TableProbe &p : m_map[c])
            if (p.isDecided()) m_maxDtm = std::max(m_maxDtm, p.dtmMoves);
    }
    emit dataChanged(index(0, 0), index(7, 7));
}

int SquareMapModel::whiteScore(const TableProbe &probe, Color sideToMove) {
    const int score = probe.kind == TableProbe::Kind::Win    ? 1
                      : probe.kind == TableProbe::Kind::Loss ? -1
                                                             : 0;
    return sideToMove == White ? score : -score;
}

bool SquareMapModel::dependsOnMover(Square s) const {
    const TableProbe &w = m_map[White][s], &b = m_map[Black][s];
    return w.isValid() && b.isValid() && whiteScore(w, White) != whiteScore(b, Black);
}

bool SquareMapModel::isMutualZugzwang(Square s) const {
    // White to move does worse than Black to move, seen from White; then
    // Black to move also does worse than White to move, seen from Black.
    const TableProbe &w = m_map[White][s], &b = m_map[Black][s];
    return w.isValid() && b.isValid() && whiteScore(w, White) < whiteScore(b, Black);
}

} // namespace rampart
