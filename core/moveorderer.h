// Move ordering for the search, after PawnKing (seed 004): the hash move,
// promotions, captures, moves that protect a hanging pawn or move it away,
// killer moves, then quiet moves by plan priority (from the evaluation: plan
// classification, sensitive value and goal distance, condensed into a
// per-square bonus by the caller) and the history heuristic.
//
// Owned by one search; killers and history are cleared by clear() so that a
// new search is deterministic.
#pragma once

#include "position.h"
#include "searchscore.h"

#include <array>
#include <cstdint>

namespace rampart {

// Per-square priority of quiet moves that the evaluation's plans suggest; a
// move gets the larger of its from- and to-square entries. 0 = no plan.
// Values are small (0..PlanBonusMax).
struct PlanHints {
    static constexpr int PlanBonusMax = 1000;
    std::array<std::int16_t, 64> bonus{};
    bool any = false;
};

class MoveOrderer {
public:
    // Ordering keys, highest first.
    static constexpr int HashMoveKey = 1 << 30;
    static constexpr int PromotionKey = 1 << 29;
    static constexpr int CaptureKey = 1 << 28;
    static constexpr int HangingPawnKey = 1 << 27;
    static constexpr int KillerKey = 1 << 26;
    static constexpr int PlanKey = 1 << 22; // times PlanHints bonus must stay below KillerKey
    static constexpr int HistoryMax = 1 << 20;

    MoveOrderer() { clear(); }
    void clear();

    // Sorts moves best first. plan may be null.
    void order(const Position &pos, MoveList &moves, int ply, Move hashMove,
               const PlanHints *plan) const;
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
    static void sortByKeys(MoveList &moves, int *keys);

    std::array<std::array<Move, 2>, MaxSearchPly + 1> m_killers;
    std::array<std::array<std::array<int, 64>, 64>, 2> m_history;
};

} // namespace rampart
