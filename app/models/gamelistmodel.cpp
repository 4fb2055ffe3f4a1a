#include "gamelistmodel.h"

#include <QColor>
#include <QStringList>

namespace rampart {

namespace {
// The move number of a ply: ply 1 and 2 are move 1.
int moveOfPly(int ply) {
    return (ply + 1) / 2;
}
} // namespace

GameListModel::GameListModel(QObject *parent)
    : QAbstractTableModel(parent) {}

int GameListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_games.size());
}

int GameListModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameListModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const GameSummary &g = m_games[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NumberColumn:
            return g.index + 1;
        case WhiteColumn:
            return g.white;
        case BlackColumn:
            return g.black;
        case ResultColumn:
            return g.result;
        case DateColumn:
            return g.date;
        case EventColumn:
            return g.event;
        case MovesColumn:
            if (!g.error.isEmpty()) return tr("error");
            if (!g.partial.isEmpty()) return tr("%1, partial").arg(moveOfPly(g.plies));
            return moveOfPly(g.plies);
        case PawnEndingColumn:
            if (!g.error.isEmpty() || g.pawnEndingPly < 0) return QStringLiteral("–");
            return g.pawnEndingPly == 0 ? tr("start") : tr("ply %1").arg(g.pawnEndingPly);
        }
        return {};
    case Qt::ToolTipRole: {
        if (!g.error.isEmpty()) return g.error;
        QStringList lines;
        if (!g.partial.isEmpty()) lines << tr("partial: %1").arg(g.partial);
        if (g.warningCount > 0)
            lines
                << tr("%n warning(s), the first: %1", nullptr, g.warningCount).arg(g.firstWarning);
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    case Qt::ForegroundRole:
        if (!g.error.isEmpty()) return QColor(0xb0, 0x20, 0x20);
        if (!g.partial.isEmpty()) return QColor(0xa0, 0x60, 0x00);
        return {};
    case SortRole:
        switch (index.column()) {
        case NumberColumn:
            return g.index;
        case MovesColumn:
            return g.error.isEmpty() ? g.plies : -1;
        case PawnEndingColumn:
            return g.error.isEmpty() && g.pawnEndingPly >= 0 ? g.pawnEndingPly : 1 << 30;
        default:
            return data(index, Qt::DisplayRole);
        }
    case GameIndexRole:
        return g.index;
    case PliesRole:
        return g.plies;
    case PawnEndingPlyRole:
        return g.error.isEmpty() ? g.pawnEndingPly : -1;
    case ErrorRole:
        return g.error;
    case PartialRole:
        return g.partial;
    case WarningCountRole:
        return g.warningCount;
    default:
        return {};
    }
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case NumberColumn:
        return tr("#");
    case WhiteColumn:
        return tr("White");
    case BlackColumn:
        return tr("Black");
    case ResultColumn:
        return tr("Result");
    case DateColumn:
        return tr("Date");
    case EventColumn:
        return tr("Event");
    case MovesColumn:
        return tr("Moves");
    case PawnEndingColumn:
        return tr("Pawn ending");
    default:
        return {};
    }
}

void GameListModel::setGames(QVector<GameSummary> games) {
    beginResetModel();
    m_games = std::move(games);
    endResetModel();
}

void GameListModel::clear() {
    setGames({});
}

int GameListModel::brokenCount() const {
    int n = 0;
    for (const GameSummary &g : m_games) n += g.error.isEmpty() ? 0 : 1;
    return n;
}

int GameListModel::partialCount() const {
    int n = 0;
    for (const GameSummary &g : m_games) n += g.partial.isEmpty() ? 0 : 1;
    return n;
}

int GameListModel::pawnEndingCount() const {
    int n = 0;
    for (const GameSummary &g : m_games) n += g.error.isEmpty() && g.pawnEndingPly >= 0 ? 1 : 0;
    return n;
}

} // namespace rampart
