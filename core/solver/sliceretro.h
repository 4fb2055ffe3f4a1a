// Retrograde analysis of one slice under one assumption.
//
// Every position's moves are generated forward once: moves that leave the
// slice are valued at once (the caller's exitScore, from slices solved before
// or the tables), moves inside it are counted. Then values spread backwards
// level by level (plies to mate), exits entering at their own level: a
// position whose move reaches a position lost in p plies is won in p + 1; a
// position whose internal moves all reach won positions and whose best exit
// is no better is lost in one ply more than its best defence. What is never
// reached is a draw. This is the classic retrograde scheme of the tables
// (tablegenerator.h) with exits as extra seeds, as in FinalGen (Müller and
// Haworth, "FinalGen revisited", ICGA Journal 41(1), 2019).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "solver/slicemoves.h"
#include "solver/solverscore.h"

namespace rampart {

class SliceRetro {
public:
    // The value of a move's result for the side to move there (exits only).
    using ExitScore = std::function<score::Score(const SliceChild &)>;

    enum class Result { Solved, Cancelled, ExitUnknown };
    // Fills values (one score per index of key, score::None for illegal
    // placements). threads > 1 share the forward pass. Cancelled: values
    // incomplete. ExitUnknown: exitScore gave score::None for some move (a
    // successor not solved: a bug in the caller's order). positionsDone grows
    // as positions are done (the caller reports progress from it).
    static Result solve(const SliceKey &key, const ExitScore &exitScore, int threads,
                        const std::atomic<bool> *cancel, std::vector<score::Score> &values,
                        std::atomic<std::uint64_t> *positionsDone = nullptr);
};

} // namespace rampart
