// The game being explored: a start position and the tree of moves played
// from it (variations, comments, NAGs; see GameTree), the node shown, and
// the PGN tags of a game loaded from a file. Everything that changes the
// tree, its annotations or the start position goes through the undo stack
// (board edits, FEN input, moves that create a node, take-backs, variation
// and annotation edits, loading a game); stepping through the game does not.
//
// The "current line" is the path from the start to the shown node, continued
// by the main continuation of each node after it; currentPly(), plyCount()
// and goToPly() walk that line. Playing a move that is already the next one
// (or a variation there) just steps into it; any other move adds a node: the
// main continuation at the end of a line, a variation elsewhere. Nothing is
// deleted except by an explicit take-back or delete.
//
// The start position may be illegal while the user edits it. Then problems()
// lists every problem the core found, isLegal() is false and no move can be
// played; the position is kept as it is, never thrown away.
//
// Owns its QUndoStack and MoveListModel. GUI thread only.
#pragma once

#include <optional>
#include <vector>

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include "chess/fen.h"
#include "chess/move.h"
#include "chess/position.h"

#include "games/pgngame.h"

#include "eval/blockage.h"
#include "eval/discretevalue.h"

class QUndoStack;

namespace rampart {

class MoveListModel;

// What an undo step restores: the whole game (small) and the shown node.
struct DocumentState {
    PgnGame game;
    NodeId current = GameTree::root();
};

class PositionDocument : public QObject {
    Q_OBJECT

public:
    explicit PositionDocument(QObject *parent = nullptr);
    ~PositionDocument() override;

    // The shown position (start position plus the moves to the shown node).
    const Position &position() const { return m_position; }
    // Legality problems of the shown position (empty when legal).
    const std::vector<FenProblem> &problems() const { return m_problems; }
    bool isLegal() const { return m_problems.empty(); }
    // The blockage verdict of the shown position, computed once whenever the
    // position changes (empty while it is illegal). The board overlay and the
    // analysis panel both read it rather than detecting it again.
    const std::optional<BlockageResult> &blockage() const { return m_blockage; }
    QString fen() const;
    // The move that led to the shown position, none at the start.
    Move lastMove() const;
    DocumentState state() const { return m_state; }

    const PgnGame &game() const { return m_state.game; }
    const GameTree &tree() const { return m_state.game.tree; }
    NodeId currentNode() const { return m_state.current; }
    // The nodes of the current line (see above), first move first.
    const std::vector<NodeId> &line() const { return m_line; }

    QUndoStack *undoStack() const { return m_undoStack; }
    MoveListModel *moveList() const { return m_moveList; }

    // Replaces the position (and drops the game), undoable; `text` names the
    // step in the Undo menu. Does nothing when pos equals the shown position
    // with no moves.
    void setPosition(const Position &pos, const QString &text);
    // Replaces the game by one read from PGN (tags kept for export), undoable.
    void loadGame(const PgnGame &game, const QString &text);
    // Plays m in the shown position (see above). Returns false (and changes
    // nothing) when m is not legal there.
    bool playMove(Move m);
    // Adds a line of moves after the shown node as a variation (or the main
    // continuation where there is none); the shown node stays. False, and
    // nothing changes, when a move is not legal in turn or the line is empty.
    // commentsAfter[i] (when given and not empty) becomes the comment after
    // moves[i] where that move is new to the game or has none: a comment the
    // user wrote is never replaced. One undo step.
    bool addVariation(const std::vector<Move> &moves, const QStringList &commentsAfter = {});
    // Removes the last move of the current line (undoable); false when the
    // line is empty.
    bool takeBack();

    // Variation edits on the variation that `node` lies in (its first node
    // is GameTree::variationStart()); false when node is on the main line or
    // the variation cannot move. Undoable.
    bool promoteVariation(NodeId node);
    bool demoteVariation(NodeId node);
    bool deleteVariation(NodeId node);
    // Deletes node and every move after it (undoable); false for the root.
    bool deleteFrom(NodeId node);
    // Annotations of a move (or of the start, for the root's comment).
    bool setComment(NodeId node, const QString &text);
    bool setNags(NodeId node, const std::vector<std::uint8_t> &nags);

    // Navigation (not undoable).
    void goToNode(NodeId node);
    void goToPly(int ply);
    int currentPly() const;
    int plyCount() const { return int(m_line.size()); }
    // The first ply of the current line whose position has only kings and
    // pawns (0 = the start), -1 when there is none.
    int firstPawnEndingPly() const;

    // Discrete evaluations known for positions (by Zobrist key), e.g. from the
    // analysis; used for PGN export NAGs.
    void setEvaluation(Key key, const DiscreteValue &value);
    const QHash<Key, DiscreteValue> &evaluations() const { return m_evaluations; }

    // Used by the undo commands: sets the state without recording it.
    void restoreState(const DocumentState &state);

signals:
    // The shown position, the game or the shown node changed.
    void positionChanged();
    // isLegal() changed.
    void legalityChanged(bool legal);

private:
    void pushState(const DocumentState &after, const QString &text);
    void updateShown(bool treeChanged);
    // Recomputes what follows from the shown position: problems, blockage.
    void updateFacts();

    QUndoStack *m_undoStack;
    MoveListModel *m_moveList;
    DocumentState m_state;
    Position m_position;
    std::vector<NodeId> m_line;
    std::vector<FenProblem> m_problems;
    std::optional<BlockageResult> m_blockage;
    QHash<Key, DiscreteValue> m_evaluations;
};

} // namespace rampart
