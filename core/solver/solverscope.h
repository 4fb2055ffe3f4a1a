// Which scopes a solve tries: the widest first when the widest does not fit
// the memory limit (the CLI's benchmark), and the steps of an automatic
// solve (the solve command without --pieces, the GUI's Solve; below).
//
// The order: slices with up to two pieces (every promotion solved), one
// piece, queen bounds (each side's lower bound over the pawn slices and its
// own queen slices; Solver::Options::queenBounds), pawn slices only. Each
// step needs less memory and leaves more values resting on an assumption,
// except queen bounds, which can still prove what pawn slices leave as an
// interval (Fine #70: pawn slices give "draw or win for White", queen
// bounds the win). Queen bounds are tried only for a position they take:
// no piece, or one queen and no other piece. A scope with fewer pieces than
// the position holds cannot take it and is not tried.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "solver/solver.h"

namespace rampart {

class Position;
class TableRegistry;

struct SolverScope {
    bool queenBounds = false;
    int slicePieces = 2; // ignored with queenBounds

    // Sets the scope's fields of options (the others stay).
    void applyTo(Solver::Options &options) const;
    // "pieces 2", "pieces 1", "queen bounds", "pieces 0" (as the CLI's
    // --pieces option spells them).
    std::string name() const;
    bool operator==(const SolverScope &) const = default;
};

// Queen bounds can solve pos: no piece besides kings and pawns, or a lone queen.
bool queenBoundsTake(const Position &pos);

// The scopes to try for pos, widest first (see above).
std::vector<SolverScope> scopesToTry(const Position &pos);

// One scope's solve, as the caller runs it (tables, progress, Cancel): the
// report, and the solver that holds the set when it is solved.
struct ScopeAttempt {
    SolveReport report;
    std::unique_ptr<Solver> solver;
};

// A widest scope with at most this many positions is solved at once; a
// larger one only after queen bounds and their DTM search (at most
// Options::dtmSearchNodes positions, one to three minutes) leave something on an
// assumption. One piece a slice solves some 4-5 M positions a second on two
// cores, so up to here it costs no more than that search.
constexpr std::uint64_t CheapWiderScopePositions = 400'000'000;

// What an automatic solve needs from its caller.
struct AutomaticSolveSteps {
    // Solves pos with these options (the base options with a scope set),
    // with the caller's tables, progress and Cancel.
    std::function<ScopeAttempt(const Solver::Options &options)> solveIn;
    std::uint64_t cheapWiderPositions = CheapWiderScopePositions;
    // The caller's Cancel, for the estimates made before any scope is
    // solved (solveIn passes it to each solve): set during them, the
    // result is a Cancelled report and nothing is solved.
    const std::atomic<bool> *cancel = nullptr;
};

// An automatic solve's result.
struct AutomaticSolve {
    // The report of the scope whose solver is kept, its value narrowed by
    // every scope solved (SolverValue::narrowedBy(): each scope's runs are
    // sound bounds) and its seconds those of every attempt. When nothing
    // was solved: the last attempt's report (TooLarge: every scope over the
    // limit; Cancelled, Failed, ...).
    SolveReport report;
    std::unique_ptr<Solver> solver;  // Solved: the set's values and moves
    SolverScope scope;               // whose solver is kept (or the last tried)
    std::vector<SolverScope> solved; // the scopes solved, in order
    // The widest scope that was over the memory limit, by its estimate or
    // during its solve, and its estimate (a smaller scope was used).
    std::optional<SolverEstimate> refused;
    SolverScope refusedScope;
    // A wider scope that was started after a solved one and did not finish
    // (Cancel, a failure): the narrower result stands; this says which and
    // why.
    struct StoppedScope {
        SolverScope scope;
        SolveReason reason;
    };
    std::optional<StoppedScope> widerStopped;
};

// Solves pos in the steps an automatic solve takes (the solve command
// without --pieces, the GUI's Solve); options: everything but the scope,
// registry: for the estimates.
//   1. The widest scope with pieces that fits the memory limit (two pieces
//      a slice, else one), at once when it is small (cheapWiderPositions).
//   2. Otherwise queen bounds first, when they take pos, with their DTM
//      search: they prove most pawn endings at a fraction of the cost (Fine
//      #70, win and DTM, in about a minute, where one piece a slice fits
//      the default limit with its slices on disk and takes an hour). Then
//      the wider scope only when they leave the value or its DTM on an
//      assumption, its value narrowed by theirs.
//   3. Pawn slices only, when nothing before fits.
// Stops at a status other than Solved or TooLarge (Cancel, a failure).
AutomaticSolve solveAutomatically(const Position &pos, TableRegistry &registry,
                                  const Solver::Options &options, const AutomaticSolveSteps &steps);

} // namespace rampart
