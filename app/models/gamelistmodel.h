// The games of a PGN file as a table: number, White, Black, result, date,
// event, moves (full moves of the main line), and where the game reaches a
// pawn ending (its ply, "start" for a game set up as one, "–" when it never
// does). A game that could
// not be read shows why in the moves column (and in ErrorRole); a game read
// only up to an error is marked "partial" there (PartialRole), and a game
// read past flaws tells its warnings in the tooltip (WarningCountRole).
//
// Filled in one go by setGames() from summaries built off the GUI thread
// (PgnLoadWorker); the model itself never reads the file.
#pragma once

#include <QAbstractTableModel>
#include <QMetaType>
#include <QString>
#include <QVector>

#include "io/gamesummary.h"

namespace rampart {

class GameListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        NumberColumn,
        WhiteColumn,
        BlackColumn,
        ResultColumn,
        DateColumn,
        EventColumn,
        MovesColumn,
        PawnEndingColumn,
        ColumnCount
    };
    enum Role {
        GameIndexRole = Qt::UserRole + 1, // int: 0-based game number in the file
        PliesRole,                        // int: plies of the main line
        PawnEndingPlyRole,                // int: first pawn-ending ply, -1 for none
        ErrorRole,                        // QString: why the game could not be read
        SortRole,                         // QVariant: the column's value for sorting
        PartialRole,                      // QString: where and why reading stopped, or empty
        WarningCountRole                  // int: flaws read past
    };

    explicit GameListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void setGames(QVector<GameSummary> games);
    void clear();
    const GameSummary &game(int row) const { return m_games[row]; }
    int brokenCount() const;
    int partialCount() const;
    int pawnEndingCount() const;

private:
    QVector<GameSummary> m_games;
};

} // namespace rampart
