// Move ordering for the search, after PawnKing (Horacek): the hash move,
// promotions, captures, moves that protect a hanging pawn or move it away,
// killer moves, then quiet moves by the history heuristic and, among equal
// history, by plan priority (from the evaluation: plan classification,
// sensitive value and goal distance, Evaluator::planPriority) when the caller
// supplies it.
//
// Owned by one search; killers and history are cleared by clear() so that a
// new search is deterministic.
#pragma once

#include <array>
#include <cstdint>

#include "chess/position.h"

#include "search/searchscore.h"

namespace rampart {

class MoveOrderer {
public:
    // Ordering keys, highest first. Quiet moves: history in the high bits
    // (below KillerKey), plan priority in the low PlanShift bits.
    using Key = std::int64_t;
    static constexpr Key HashMoveKey = Key(1) << 62;
    static constexpr Key PromotionKey = Key(1) << 61;
    static constexpr Key CaptureKey = Key(1) << 60;
    static constexpr Key HangingPawnKey = Key(1) << 59;
    static constexpr Key KillerKey = Key(1) << 58;
    static constexpr int PlanShift = 24;
    static constexpr int HistoryMax = 1 << 20;

    MoveOrderer() { clear(); }
    void clear();

    // Sorts moves best first. planPriority, when not null, holds one
    // non-negative priority per move in the list's current order (0 = the
    // move belongs to no plan).
    void order(const Position &pos, MoveList &moves, int ply, Move hashMove,
               const int *planPriority) const;
    // Captures and promotions first (for the quiescence search, where the
    // list already holds only those moves and evasions).
    void orderTactical(const Position &pos, MoveList &moves) const;

    // A quiet move caused a beta cutoff at ply with remaining depth.
    void recordCutoff(const Position &pos, Move move, int ply, int depth);
    // Quiet moves tried before the cutoff move lose history.
    void recordFailure(const Position &pos, Move move, int depth);

    // Own pawns attacked by the opponent and not defended (hanging).
    static Bitboard hangingPawns(const Position &pos, Color us);

private:
    int historyOf(const Position &pos, Move m) const {
        return m_history[pos.sideToMove()][m.from()][m.to()];
    }
    static void sortByKeys(MoveList &moves, Key *keys);

    std::array<std::array<Move, 2>, MaxSearchPly + 1> m_killers;
    std::array<std::array<std::array<int, 64>, 64>, 2> m_history;
};

} // namespace rampart
