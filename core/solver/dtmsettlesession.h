// The DTM searches (dtmsettler.h) that settle what a solved set leaves on
// an assumption, over one search table: for one position its DTM, the DTM
// of each of its moves and its DTM line (Solver::settleDtm()), or the DTMs
// of several positions (Solver::settleDtms()). A node budget is shared
// out: the position first with all of it, then each open move or position
// with an equal share of what is left, round after round, so that one hard
// position does not starve the others. What the searches settle is added
// to the set's SettledDtms, which value() and moves() narrow by.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "chess/position.h"

#include "solver/settleddtms.h"
#include "solver/solvedruns.h"
#include "solver/solvereport.h"

namespace rampart {

class TableRegistry;

class DtmSettleSession {
public:
    // set: the solved set; settled: where what the searches settle goes (the
    // set's own); tableBytes and threads: the search's (DtmSettler).
    DtmSettleSession(const SolvedRuns &set, SettledDtms &settled, const TableRegistry &registry,
                     std::size_t tableBytes, int threads);

    // pos's DTM, its moves' and its DTM line (Solver::settleDtm()).
    SolveReport::DtmSearchTally settle(const Position &pos, std::uint64_t maxNodes,
                                       const std::atomic<bool> *cancel,
                                       const std::function<void(std::uint64_t)> &progress);
    // The DTMs of positions, no moves, no lines (Solver::settleDtms()).
    SolveReport::DtmSearchTally settleEach(const std::vector<Position> &positions,
                                           std::uint64_t maxNodes, const std::atomic<bool> *cancel,
                                           const std::function<void(std::uint64_t)> &progress);
    // Whether settle() could still narrow something about pos (Solver::dtmOpen()).
    bool isOpen(const Position &pos) const;

private:
    // A position's moves whose win/draw/loss is proven and DTM is not, with
    // the positions they lead to.
    std::vector<std::pair<Position, SolverValue>>
    openMoves(const Position &pos, const std::vector<SolverMoveValue> &moveValues) const;
    // A proven win or loss whose runs disagree and whose DTM line is not known.
    bool wantsLine(const Position &pos, const SolverValue &value) const;

    const SolvedRuns &m_set;
    SettledDtms &m_settled;
    const TableRegistry &m_registry;
    std::size_t m_tableBytes = 0;
    int m_threads = 1;
};

} // namespace rampart
