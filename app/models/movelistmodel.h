// The game tree as players read it, one row per move or comment in PGN
// order: "1. e4", "e5", "(1... c5", "2. Nf3)", "2. Nf3", ... Variations
// follow the move they replace, their parentheses glued to their first and
// last rows; NAGs are shown as their symbols ("!?", "±"); a comment is a row
// of its own. Also keeps which node is shown (bold).
//
// PositionDocument sets the tree (setGame) whenever it changes and the shown
// node (setCurrentNode) while the user steps through it; the model keeps a
// copy of the tree. Views navigate by asking the document to go to a node.
#pragma once

#include <vector>

#include <QAbstractListModel>
#include <QString>

#include "chess/move.h"
#include "chess/position.h"

#include "games/gametree.h"

namespace rampart {

class MoveListModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        SanRole = Qt::UserRole + 1, // QString: "Kd2", "e8=Q+" (empty for a comment row)
        UciRole,                    // QString: "e7e8q"
        PlyRole,                    // int: 1 for the first move of the game
        MoveNumberRole,             // int: the FEN move number of the move
        IsWhiteMoveRole,            // bool
        FenAfterRole,               // QString: FEN of the position after the move
        IsCurrentRole,              // bool: the shown position is the one after this move
        NodeRole,                   // int: the GameTree node of the row
        IsCommentRole,              // bool: the row shows a comment (of NodeRole's move)
        VariationDepthRole,         // int: 0 on the main line, 1 in a variation, ...
        NagsRole                    // QString: the NAGs as symbols ("!? ±")
    };

    explicit MoveListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // Replaces the tree (the moves must be legal in turn) and the shown node.
    void setGame(const GameTree &tree, NodeId current);
    void setCurrentNode(NodeId node);

    const GameTree &tree() const { return m_tree; }
    NodeId currentNode() const { return m_current; }
    // The row of a node's move, invalid for the root or an unknown node.
    QModelIndex indexForNode(NodeId node) const;

    // The symbol players write for a NAG ("!", "?!", "±", ...), "$n" when
    // there is none.
    static QString nagSymbol(std::uint8_t nag);

signals:
    void currentNodeChanged(NodeId node);

private:
    struct Row {
        NodeId node = NoNode;
        bool comment = false;
        QString text; // as displayed, parentheses and number included
        QString san;
        Move move;
        int moveNumber = 0;
        bool white = true;
        int depth = 0;
        Position after; // the position after the move (moves only)
    };
    void buildRows(NodeId first, Position pos, int depth, bool forceNumber);
    void addComment(NodeId node, const std::string &text, int depth);
    void closeRow();

    GameTree m_tree;
    std::vector<Row> m_rows;
    int m_pendingOpen = 0; // "(" to glue to the next row
    NodeId m_current = GameTree::root();
};

} // namespace rampart
