// Proof without asking: the automatic solve beside an analysis. When an
// analysis starts (the GUI's F5, `rampart-cli analyze`, a UCI `go`) on a
// position the solver takes, the solve the GUI's Solve runs (solvejob.h,
// with the same slice cache) runs in the background beside the search, and
// the search restarts on its set when it lands: exact scores from the first
// depth, the DTM line as the main line (withDtmLine()).
//
// The budget is the automatic solve's memory limit, compared as Solve
// compares its own: each scope's estimate (Solver::estimate(): the solved
// values held plus the work space of one slice a thread, and here also the
// four-man tables the solve loads, Options::tablesInLimit) must fit it, or
// that scope is refused and the next narrower one tried (queen bounds:
// their set for the sides worth proving, known after a pawn-slice solve,
// since their estimate counts both sides). The solve runs under the smaller
// of the budget and the solver's own limit (half the machine's memory
// unless set), and never keeps slices on disk: that turns minutes into an
// hour. When every scope is refused, nothing is solved and the estimate
// says why. Counting a large set stops once it passes the budget, so the
// estimate of an out-of-budget ending costs at most about a second.
//
// The default budget, DefaultAutoSolveBudgetMB (1 GB, or half the
// machine's memory when that is less), covers Fine #70 on a machine with 2
// cores and 8 GB: its pieces scopes are over any such budget (one piece a
// slice: 19.2 GB) and refused at once, and the scope that proves it, queen
// bounds, is estimated at 516 MB for both sides' queen slices and its four
// tables (White's alone: 412 M positions, peak 690-730 MB of the whole
// process, tables included).
//
// Threads, decided here for every front end: the automatic solve gets every
// core but one (autoSolveThreads(), at least one); while any solve runs (the
// automatic one or Solve's, which takes every core), the search gets what
// the user allows it but at most the cores the solve leaves, at least one
// (searchThreadsBeside(): max(1, cores - solve threads)); on two cores one
// each. When no solve runs the search has all it is allowed again (from its
// next start: the search restarts when the proof lands). The GUI thread
// waits on neither (the solve runs on the solve service's pool, the search
// on the analysis thread).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "chess/move.h"
#include "chess/position.h"

#include "solver/solver.h"

namespace rampart {

class SolvedSet;

constexpr std::uint64_t DefaultAutoSolveBudgetMB = 1024;

// The default budget in bytes: DefaultAutoSolveBudgetMB, or half the
// machine's memory when that is less.
std::uint64_t defaultAutoSolveBudget();
// The solve's threads beside a search: every core but one, at least one.
// cores 0: the machine's.
int autoSolveThreads(int cores = 0);
// The search's threads beside a solve on solveThreads threads (0: none
// runs): wanted (what the user allows), at most max(1, cores - solveThreads).
// cores 0: the machine's.
int searchThreadsBeside(int wanted, int solveThreads, int cores = 0);
// base (the cache, table building) with the automatic solve's limit (the
// smaller of budgetBytes and base's own limit), no slices on disk, and
// autoSolveThreads().
Solver::Options autoSolveOptions(Solver::Options base, std::uint64_t budgetBytes);

// What an analysis of a position does about solving it.
struct AutoSolveDecision {
    enum class Kind {
        Start,       // start the automatic solve of the position
        Off,         // automatic solving is switched off
        Tables,      // at most four men: the tables answer it
        OutOfScope,  // the solver cannot take it (reason says why)
        InSolvedSet, // the solved set holds it: no new solve
        BeingSolved, // the running solve's set may hold it: let it run
        Busy         // a solve the user started runs on another position
    };
    Kind kind = Kind::Off;
    SolveReason reason; // OutOfScope
    // Start: a running automatic solve whose set cannot hold the position
    // no longer matters; cancel it first.
    bool cancelRunning = false;
};

// The running solve, for decideAutoSolve().
struct RunningSolve {
    Position root;
    bool automatic = false;
};

// The rule: off, out of scope (legality, castling rights, a second piece),
// at most four men, inside the solved set (reached by playing on), inside
// the running solve's reach, a solve the user started elsewhere; else start
// one (cancelling an automatic solve that no longer matters).
AutoSolveDecision decideAutoSolve(const Position &pos, bool on, const SolvedSet *set,
                                  const std::optional<RunningSolve> &running);

// A quick test whether pos can be one of the positions reachable from root
// (false is certain, true may not be): no side has more men, and each of
// its pawns stands on or ahead of one of root's pawns of its colour, no
// more files away than the ranks it went and the captures it could make.
bool mayBeReachedFrom(const Position &root, const Position &pos);

// pv (legal moves from root) followed by the set's DTM line from where it
// ends, when the set proves that position a win or a loss (SolvedSet::
// bestLine()); pv alone otherwise.
std::vector<Move> withDtmLine(const SolvedSet &set, const Position &root, std::vector<Move> pv);

// Whether the set proves pos and every move from it (win, draw or loss with
// the DTM): a search of pos can add nothing after its first depth.
bool settlesEveryMove(const SolvedSet &set, const Position &pos);

} // namespace rampart
