// One solve as the programs run it in the background: the GUI's Solve and
// its automatic solve beside an analysis (app/workers/solveservice.h), and
// the automatic solve of `rampart-cli analyze` and `uci` (autosolve.h).
//
// The steps of solveAutomatically() (solverscope.h), each scope first
// estimated and refused over the memory limit (queen bounds: only once the
// solve knows the sides worth proving, since their estimate counts both),
// then the four-man tables its exits need loaded or built (with progress of
// their own), then its slices. Cancel is polled throughout; the cache keeps
// only whole slices and whole tables. The result is the solved set
// (solvedset.h) or why there is none, with the figures.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

#include "chess/position.h"

#include "solver/solvedset.h"
#include "solver/solver.h"
#include "solver/solverscope.h"

namespace rampart {

class TableRegistry;

// Where a running solve is.
struct SolveProgress {
    enum class Stage { Estimating, Tables, Slices };
    Stage stage = Stage::Estimating;
    int tablesDone = 0, tablesTotal = 0; // Tables
    SolverProgress solver;               // Slices
    SolverScope scope;                   // the scope being solved
};

// How a solve ended.
struct SolveOutcome {
    Position position;
    SolveReport report; // report.status Solved: set is the result
    std::shared_ptr<const SolvedSet> set;
    std::uint64_t limitBytes = 0; // the memory limit it ran under
    SolverScope scope;            // the scope whose set is kept (or the last one tried)
    // A wider scope started after a solved one that did not finish (Cancel
    // during it, a failure): which and why; the narrower set stands.
    std::optional<AutomaticSolve::StoppedScope> widerStopped;
    // A larger scope was refused for memory: its estimate and scope.
    std::optional<SolverEstimate> refused;
    SolverScope refusedScope;
};

// Progress during the slices reaches the caller at most this often (the
// last report of a stage always does).
constexpr auto SolveProgressInterval = std::chrono::milliseconds(100);

// Solves pos on the calling thread with options (every field but the scope,
// which the steps choose; the four-man tables are built when
// options.buildTables, else only loaded from options.cacheDirectory).
// registry: the tables the set's exits are answered from, kept by the set.
// report is called on this thread.
SolveOutcome runSolveJob(const Position &pos, const std::shared_ptr<TableRegistry> &registry,
                         const Solver::Options &options,
                         const std::function<void(const SolveProgress &)> &report,
                         const std::atomic<bool> *cancel);

} // namespace rampart
