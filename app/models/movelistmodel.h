// The line of moves played from a start position, one row per move (ply),
// shown in SAN with move numbers ("1. e4", "1... e5"). Also keeps which ply
// is shown: 0 is the start position, n the position after the n-th move.
//
// The model holds a copy of the line; PositionDocument sets it (setLine) and
// keeps it in step with the undo stack. Views navigate by asking the document
// to go to a ply.
#pragma once

#include "chess/move.h"
#include "chess/position.h"

#include <QAbstractListModel>
#include <QString>

#include <vector>

namespace rampart {

class MoveListModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        SanRole = Qt::UserRole + 1, // QString: "Kd2", "e8=Q+"
        UciRole,                    // QString: "e7e8q"
        PlyRole,                    // int: 1 for the first move of the line
        MoveNumberRole,             // int: the FEN move number of the move
        IsWhiteMoveRole,            // bool
        FenAfterRole,               // QString: FEN of the position after the move
        IsCurrentRole               // bool: the shown position is the one after this move
    };

    explicit MoveListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the line. The moves must be legal in turn from start;
    // currentPly is clamped to 0..moves.size().
    void setLine(const Position &start, const std::vector<Move> &moves, int currentPly);
    void setCurrentPly(int ply);

    int currentPly() const { return m_currentPly; }
    int plyCount() const { return int(m_moves.size()); }
    const std::vector<Move> &moves() const { return m_moves; }
    const Position &startPosition() const { return m_positions.front(); }
    // Position after `ply` moves (0 = start), clamped.
    const Position &positionAt(int ply) const;
    const Position &currentPosition() const { return positionAt(m_currentPly); }
    // The move that led to ply (1-based), none for 0.
    Move moveAt(int ply) const;
    // The row showing a ply (ply - 1); invalid index for ply 0.
    QModelIndex indexForPly(int ply) const;

signals:
    void currentPlyChanged(int ply);

private:
    std::vector<Move> m_moves;
    std::vector<Position> m_positions; // m_positions[i] after i moves; size moves + 1
    std::vector<QString> m_sans;
    int m_currentPly = 0;
};

} // namespace rampart
