#include "staticvalue.h"

#include "chess/legality.h"

#include "tables/tableregistry.h"

#include "eval/evaluation.h"

#include "tablebasevalue.h"

namespace rampart {

std::optional<StaticAssessment> StaticValue::of(const Position &pos) {
    if (!checkLegality(pos).empty()) return std::nullopt;
    StaticAssessment assessment;
    // KQK and KRK are outside the evaluation's domain; their tables are exact.
    if (const auto table = TablebaseValue::value(pos)) {
        assessment.source = StaticAssessment::Source::Tables;
        assessment.value = *table;
        assessment.exact = true;
        return assessment;
    }
    static const Evaluator evaluator(&TableRegistry::threeManOnly());
    const Evaluation evaluation = evaluator.evaluate(pos, EvalDetail::Fast);
    assessment.value = evaluation.value;
    assessment.scoreCentipawns = evaluation.score;
    assessment.exact = evaluation.exact;
    assessment.source =
        evaluation.exact ? StaticAssessment::Source::Tables : StaticAssessment::Source::Evaluation;
    return assessment;
}

} // namespace rampart
