// A small stand-in evaluation used by the search until the pattern-based
// Evaluator (evaluation.h) is available: material, passed pawns by rank,
// king proximity to passed pawns, the rule of the square for lone passers,
// and driving a bare king to the edge. Scores in centipawns from White's
// point of view; the discrete value is derived from the score by fixed
// thresholds (it is exact: this evaluator knows no optimistic/pessimistic
// spread).
#pragma once

#include "discretevalue.h"
#include "position.h"

namespace rampart {

class MaterialEvaluator {
public:
    struct Result {
        int score = 0; // centipawns, White's view
        DiscreteValue value;
    };

    Result evaluate(const Position &pos) const;

    // The verdict thresholds used for the discrete value (centipawns).
    static Verdict verdictForScore(int whiteScore);
};

} // namespace rampart
