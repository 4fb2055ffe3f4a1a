#include "models/solvedmovemodel.h"

#include <QBrush>

#include "chess/legality.h"
#include "chess/notation.h"

#include "text/solvertext.h"
#include "text/tablebasetext.h"

#include "models/browsermovemodel.h"

namespace rampart {

SolvedMoveModel::SolvedMoveModel(QObject *parent)
    : QAbstractTableModel(parent) {}

int SolvedMoveModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_moves.size());
}

int SolvedMoveModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SolvedMoveModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const std::size_t row = std::size_t(index.row());
    return cellData(m_moves[row], m_sans[row], index.column(), role);
}

QVariant SolvedMoveModel::cellData(const SolverMoveValue &m, const QString &san, int column,
                                   int role) {
    const TableProbe probe = SolverText::toTableProbe(m.value);
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case MoveColumn:
            return san;
        case ResultColumn:
            return SolverText::shortValue(m.value);
        case MovesColumn:
            return probe.isDecided() ? QVariant(probe.distance) : QVariant(QStringLiteral("–"));
        case PliesColumn:
            return probe.isDecided() ? QVariant(probe.plies()) : QVariant(QStringLiteral("–"));
        }
        return {};
    case Qt::TextAlignmentRole:
        return column >= MovesColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                     : QVariant();
    case Qt::ToolTipRole:
        return SolverText::valueText(m.value);
    case Qt::BackgroundRole:
        // The browser's colours for a proven value; an interval stays plain.
        if (column != ResultColumn || !probe.found()) return {};
        return QBrush(TablebaseText::resultColor(probe, 0));
    case MoveRole:
        return m.move.raw();
    case KindRole:
        return int(probe.kind);
    case DtmMovesRole:
        return probe.isDecided() ? probe.distance : 0;
    case DtmPliesRole:
        return probe.plies();
    case SanRole:
        return san;
    case UciRole:
        return QString::fromStdString(m.move.uci());
    case ProvenRole:
        return m.value.isProven();
    case ValueTextRole:
        return SolverText::valueText(m.value);
    default:
        return {};
    }
}

QVariant SolvedMoveModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == ResultColumn && role == Qt::ToolTipRole)
        return tr("The value after the move for the side that makes it; an interval when it "
                  "rests on an assumption");
    // The browser's move list has the same first columns.
    return section < ColumnCount ? BrowserMoveModel::columnHeader(section, role) : QVariant();
}

void SolvedMoveModel::setSolvedSet(std::shared_ptr<const SolvedSet> set) {
    m_set = std::move(set);
    refresh();
}

void SolvedMoveModel::setPosition(const Position &pos) {
    m_position = pos;
    refresh();
}

void SolvedMoveModel::refresh() {
    beginResetModel();
    const std::optional<LegalPosition> legal = m_set ? LegalPosition::of(m_position) : std::nullopt;
    m_value = legal ? m_set->value(*legal) : std::nullopt;
    m_moves = m_value ? m_set->moves(*legal) : std::vector<SolverMoveValue>();
    m_sans.clear();
    for (const SolverMoveValue &m : m_moves)
        m_sans.push_back(QString::fromStdString(toSan(m_position, m.move)));
    endResetModel();
}

Move SolvedMoveModel::moveAt(int row) const {
    return row >= 0 && row < int(m_moves.size()) ? m_moves[std::size_t(row)].move : Move::none();
}

} // namespace rampart
