// Which scopes a solve tries, widest first, when the widest does not fit
// the memory limit: one list for the CLI's benchmark and the GUI's Solve.
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

#include <string>
#include <vector>

#include "solver/solver.h"

namespace rampart {

class Position;

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

} // namespace rampart
