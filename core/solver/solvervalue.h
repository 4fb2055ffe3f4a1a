// A value of the solver (solver.h): the two runs' scores of one position,
// and a legal move with the value it leads to.
#pragma once

#include <string>

#include "chess/move.h"
#include "chess/types.h"

#include "solver/solverscore.h"

namespace rampart {

// A solved value: the runs with out-of-scope exits valued for White and for
// Black, both from the side to move's view.
struct SolverValue {
    score::Score whiteRun = score::None, blackRun = score::None;
    Color sideToMove = White;

    // The value with the side to move's worst and best case.
    static SolverValue between(Color sideToMove, score::Score lower, score::Score upper) {
        return sideToMove == White ? SolverValue{upper, lower, White}
                                   : SolverValue{lower, upper, Black};
    }
    bool isValid() const { return whiteRun != score::None && blackRun != score::None; }
    // Both runs agree: value and DTM do not rest on an assumption.
    bool isProven() const { return whiteRun == blackRun; }
    // Win/draw/loss agree, the DTM may not.
    bool isWdlProven() const;
    // The side to move's worst and best case.
    score::Score lower() const { return sideToMove == White ? blackRun : whiteRun; }
    score::Score upper() const { return sideToMove == White ? whiteRun : blackRun; }
    // The bounds of two solves of the same position in different scopes,
    // combined: each scope's runs are sound bounds, so the true value lies
    // in both intervals and in their intersection (a queen-bounds DTM
    // interval narrowed by a one-piece solve).
    SolverValue narrowedBy(const SolverValue &other) const;
    // "proven win 12" (moves; plies with inPlies), "proven draw",
    // "proven loss 3", "win 12 to 15 (DTM rests on an assumption)", or the
    // interval in colours: "draw or win for White".
    std::string toString(bool inPlies = false) const;
};

struct SolverMoveValue {
    Move move;
    SolverValue value; // from the mover's view
};

} // namespace rampart
