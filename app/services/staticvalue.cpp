#include "staticvalue.h"

#include "tables/tableregistry.h"

#include "eval/evaluation.h"

#include "tablebasevalue.h"

namespace rampart {

std::optional<StaticAssessment> StaticValue::of(const Position &pos) {
    const std::optional<LegalPosition> legal = LegalPosition::of(pos);
    if (!legal) return std::nullopt;
    return of(*legal);
}

StaticAssessment StaticValue::of(const LegalPosition &legal) {
    StaticAssessment assessment;
    // KQK and KRK are outside the evaluation's domain; their tables are exact.
    if (const auto table = TablebaseValue::value(legal)) {
        assessment.source = StaticAssessment::Source::Tables;
        assessment.value = *table;
        assessment.exact = true;
        return assessment;
    }
    static const Evaluator evaluator(&TableRegistry::threeManOnly());
    const Evaluation evaluation = evaluator.evaluate(legal.position(), EvalDetail::Fast);
    assessment.value = evaluation.value;
    assessment.scoreCentipawns = evaluation.score;
    assessment.exact = evaluation.exact;
    assessment.source =
        evaluation.exact ? StaticAssessment::Source::Tables : StaticAssessment::Source::Evaluation;
    return assessment;
}

} // namespace rampart
