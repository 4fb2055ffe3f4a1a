// How the search reads a solved set's value (solver/solver.h): the solver's
// score as a search score, and a proven search score as PawnKing's verdict.
// The recognizer (recognizer.h) and the search's discrete value of a line
// (search.h) use these, and so does everything else that shows a solved
// value as a discrete one, so all of them say the same.
#pragma once

#include <optional>

#include "chess/types.h"

#include "eval/discretevalue.h"

#include "solver/solverscore.h"

namespace rampart {

struct SolverValue;

// A decided or drawn solver score in the search's units (searchscore.h),
// side to move's view: mate distances counted from the root, the position
// being ply plies below it.
int solvedSearchScore(score::Score s, int ply);
// A proven search score (a mate score, or a known draw) as PawnKing's
// verdict from White's view: decisive for the side that mates, else equality.
Verdict provenVerdict(int score, Color sideToMove);
// A solved value as PawnKing's value pair from White's view: exact when the
// two runs agree on win, draw or loss, else the band between them ("= .. +-"
// for a draw or a win for White). Nothing for an invalid value.
std::optional<DiscreteValue> solvedDiscreteValue(const SolverValue &value);

} // namespace rampart
