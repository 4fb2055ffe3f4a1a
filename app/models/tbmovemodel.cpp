#include "models/tbmovemodel.h"

#include <QBrush>

#include "common/tablebasetext.h"
#include "chess/notation.h"

namespace rampart {

TbMoveModel::TbMoveModel(const TableRegistry &tables, QObject *parent)
    : QAbstractTableModel(parent)
    , m_tables(tables) {}

int TbMoveModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_moves.size());
}

int TbMoveModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TbMoveModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MoveProbe &m = m_moves[std::size_t(index.row())];
    const TableProbe &r = m.result;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case MoveColumn:
            return m_sans[std::size_t(index.row())];
        case ResultColumn:
            return r.kind == TableProbe::Kind::Loss && r.dtmMoves == 0
                       ? tr("Loss (mated)")
                       : TablebaseText::kindName(r.kind);
        case MovesColumn:
            return r.isDecided() ? QVariant(r.dtmMoves) : QVariant(QStringLiteral("–"));
        case PliesColumn:
            return r.isDecided() ? QVariant(r.plies()) : QVariant(QStringLiteral("–"));
        }
        return {};
    case Qt::ToolTipRole:
        return TablebaseText::resultText(r);
    case Qt::BackgroundRole:
        if (index.column() != ResultColumn) return {};
        return QBrush(TablebaseText::resultColor(r, 0));
    case Qt::TextAlignmentRole:
        return index.column() >= MovesColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                             : QVariant();
    case MoveRole:
        return m.move.raw();
    case KindRole:
        return int(r.kind);
    case DtmMovesRole:
        return r.isDecided() ? r.dtmMoves : 0;
    case DtmPliesRole:
        return r.plies();
    case SanRole:
        return m_sans[std::size_t(index.row())];
    case UciRole:
        return QString::fromStdString(m.move.uci());
    default:
        return {};
    }
}

QVariant TbMoveModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        if (section == MovesColumn) return tr("Distance to mate in moves");
        if (section == PliesColumn) return tr("Distance to mate in plies (half-moves)");
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
    }
    return {};
}

QHash<int, QByteArray> TbMoveModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(MoveRole, "move");
    names.insert(KindRole, "kind");
    names.insert(DtmMovesRole, "dtmMoves");
    names.insert(DtmPliesRole, "dtmPlies");
    names.insert(SanRole, "san");
    names.insert(UciRole, "uci");
    return names;
}

void TbMoveModel::setPosition(const Position &pos) {
    beginResetModel();
    m_position = pos;
    m_probe = m_tables.probe(pos).result;
    m_moves = m_probe.isValid() ? m_tables.probeMoves(pos) : std::vector<MoveProbe>();
    m_sans.clear();
    for (const MoveProbe &m : m_moves) m_sans.push_back(QString::fromStdString(toSan(pos, m.move)));
    endResetModel();
}

QString TbMoveModel::positionValueText() const {
    return TablebaseText::positionValue(m_probe, m_position.sideToMove());
}

Move TbMoveModel::moveAt(int row) const {
    return row >= 0 && row < int(m_moves.size()) ? m_moves[std::size_t(row)].move : Move::none();
}

} // namespace rampart
