// The position being explored: a start position, the line of moves played
// from it and the ply shown. Everything that changes the start position or
// the line goes through the undo stack (board edits, FEN input, moves played,
// take-backs); stepping through the line does not.
//
// The start position may be illegal while the user edits it. Then problems()
// lists every problem the core found, isLegal() is false and no move can be
// played; the position is kept as it is, never thrown away.
//
// Owns its QUndoStack and MoveListModel. GUI thread only.
#pragma once

#include "eval/blockage.h"
#include "eval/discretevalue.h"
#include "chess/fen.h"
#include "chess/move.h"
#include "chess/position.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <optional>
#include <vector>

class QUndoStack;

namespace rampart {

class MoveListModel;

// What an undo step restores.
struct DocumentState {
    Position start;
    std::vector<Move> moves;
    int ply = 0;
};

class PositionDocument : public QObject {
    Q_OBJECT

public:
    explicit PositionDocument(QObject *parent = nullptr);
    ~PositionDocument() override;

    // The shown position (start position plus the moves up to the shown ply).
    const Position &position() const;
    // Legality problems of the shown position (empty when legal).
    const std::vector<FenProblem> &problems() const { return m_problems; }
    bool isLegal() const { return m_problems.empty(); }
    // The blockage verdict of the shown position, computed once whenever the
    // position changes (empty while it is illegal). The board overlay and the
    // analysis panel both read it rather than detecting it again.
    const std::optional<BlockageResult> &blockage() const { return m_blockage; }
    QString fen() const;
    // The move that led to the shown position, none at the start of the line.
    Move lastMove() const;
    DocumentState state() const;

    QUndoStack *undoStack() const { return m_undoStack; }
    MoveListModel *moveList() const { return m_moveList; }

    // Replaces the position (and drops the line), undoable; `text` names the
    // step in the Undo menu. Does nothing when pos equals the shown position
    // with an empty line.
    void setPosition(const Position &pos, const QString &text);
    // Plays m in the shown position; later moves of the line are dropped.
    // Returns false (and changes nothing) when m is not legal there.
    bool playMove(Move m);
    // Removes the last move of the line (undoable); false on an empty line.
    bool takeBack();
    // Shows the position after `ply` moves (clamped); not undoable.
    void goToPly(int ply);
    int currentPly() const;
    int plyCount() const;

    // Discrete evaluations known for positions (by Zobrist key), e.g. from the
    // analysis; used for PGN export NAGs.
    void setEvaluation(Key key, const DiscreteValue &value);
    const QHash<Key, DiscreteValue> &evaluations() const { return m_evaluations; }

    // Used by the undo commands: sets the state without recording it.
    void restoreState(const DocumentState &state);

signals:
    // The shown position, the line or the shown ply changed.
    void positionChanged();
    // isLegal() changed.
    void legalityChanged(bool legal);

private:
    void pushState(const DocumentState &after, const QString &text);
    // Recomputes what follows from the shown position: problems, blockage.
    void updateFacts();

    QUndoStack *m_undoStack;
    MoveListModel *m_moveList;
    std::vector<FenProblem> m_problems;
    std::optional<BlockageResult> m_blockage;
    QHash<Key, DiscreteValue> m_evaluations;
};

} // namespace rampart
