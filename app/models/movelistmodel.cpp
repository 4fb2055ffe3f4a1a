#include "movelistmodel.h"

#include "chess/fen.h"
#include "chess/notation.h"

#include <QFont>

namespace rampart {

MoveListModel::MoveListModel(QObject *parent)
    : QAbstractListModel(parent)
    , m_positions{Position()} {}

int MoveListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_moves.size());
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Position &before = m_positions[row];
    const bool white = before.sideToMove() == White;
    const int number = before.fullmoveNumber();
    switch (role) {
    case Qt::DisplayRole:
        // "1. e4", then "e5"; a line starting with Black's move shows "1... e5".
        if (white) return tr("%1. %2").arg(number).arg(m_sans[row]);
        if (row == 0) return tr("%1... %2").arg(number).arg(m_sans[row]);
        return m_sans[row];
    case Qt::FontRole: {
        if (row + 1 != m_currentPly) return {};
        QFont font;
        font.setBold(true);
        return font;
    }
    case SanRole:
        return m_sans[row];
    case UciRole:
        return QString::fromStdString(m_moves[row].uci());
    case PlyRole:
        return row + 1;
    case MoveNumberRole:
        return number;
    case IsWhiteMoveRole:
        return white;
    case FenAfterRole:
        return QString::fromStdString(toFen(m_positions[row + 1]));
    case IsCurrentRole:
        return row + 1 == m_currentPly;
    default:
        return {};
    }
}

QHash<int, QByteArray> MoveListModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(SanRole, "san");
    names.insert(UciRole, "uci");
    names.insert(PlyRole, "ply");
    names.insert(MoveNumberRole, "moveNumber");
    names.insert(IsWhiteMoveRole, "isWhiteMove");
    names.insert(FenAfterRole, "fenAfter");
    names.insert(IsCurrentRole, "isCurrent");
    return names;
}

void MoveListModel::setLine(const Position &start, const std::vector<Move> &moves, int currentPly) {
    beginResetModel();
    m_moves.clear();
    m_sans.clear();
    m_positions.assign(1, start);
    Position pos = start;
    for (Move m : moves) {
        // A line that stops being legal ends there (callers pass legal lines).
        if (!pos.isLegalMove(m)) break;
        m_sans.push_back(QString::fromStdString(toSan(pos, m)));
        pos.makeMove(m);
        m_moves.push_back(m);
        m_positions.push_back(pos);
    }
    m_currentPly = qBound(0, currentPly, int(m_moves.size()));
    endResetModel();
    emit currentPlyChanged(m_currentPly);
}

void MoveListModel::setCurrentPly(int ply) {
    ply = qBound(0, ply, int(m_moves.size()));
    if (ply == m_currentPly) return;
    const int old = m_currentPly;
    m_currentPly = ply;
    const QList<int> roles{Qt::FontRole, IsCurrentRole};
    if (old > 0) emit dataChanged(index(old - 1), index(old - 1), roles);
    if (ply > 0) emit dataChanged(index(ply - 1), index(ply - 1), roles);
    emit currentPlyChanged(ply);
}

const Position &MoveListModel::positionAt(int ply) const {
    return m_positions[qBound(0, ply, int(m_moves.size()))];
}

Move MoveListModel::moveAt(int ply) const {
    if (ply < 1 || ply > int(m_moves.size())) return Move::none();
    return m_moves[ply - 1];
}

QModelIndex MoveListModel::indexForPly(int ply) const {
    if (ply < 1 || ply > int(m_moves.size())) return {};
    return index(ply - 1);
}

} // namespace rampart
