// What is known about a position without a search: the exact value when the
// endgame tables cover it, otherwise PawnKing's static evaluation
// (eval/evaluation.h: a centipawn score and an optimistic–pessimistic pair,
// tables for KPK and the blockage cap included). GUI thread only (one
// evaluator shared by the callers).
#pragma once

#include <optional>

#include "chess/legality.h"
#include "chess/position.h"

#include "eval/discretevalue.h"

namespace rampart {

struct StaticAssessment {
    enum class Source { Tables, Evaluation };
    Source source = Source::Evaluation;
    DiscreteValue value;     // White's view
    int scoreCentipawns = 0; // White's view; 0 for table results
    bool exact = false;      // proven (tables), not estimated
};

class StaticValue {
public:
    // Nothing for an illegal position (checked here, once).
    static std::optional<StaticAssessment> of(const Position &pos);
    // The same for a position already checked: the tables and the
    // evaluation take it as it is.
    static StaticAssessment of(const LegalPosition &pos);
};

} // namespace rampart
