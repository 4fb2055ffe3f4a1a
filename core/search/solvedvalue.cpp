#include "search/solvedvalue.h"

#include "solver/solver.h"

#include "search/searchscore.h"

namespace rampart {

int solvedSearchScore(score::Score s, int ply) {
    if (score::isWin(s)) return mateIn(ply + score::plies(s));
    if (score::isLoss(s)) return matedIn(ply + score::plies(s));
    return DrawScore;
}

Verdict provenVerdict(int score, Color sideToMove) {
    if (!isMateScore(score)) return Verdict::Equal;
    const bool whiteWins = (score > 0) == (sideToMove == White);
    return whiteWins ? Verdict::WhiteDecisive : Verdict::BlackDecisive;
}

std::optional<DiscreteValue> solvedDiscreteValue(const SolverValue &value) {
    if (!value.isValid()) return std::nullopt;
    // The side to move's worst and best case; a DTM the runs disagree on
    // still gives one verdict.
    const auto verdict = [&value](score::Score s) {
        return provenVerdict(solvedSearchScore(s, 0), value.sideToMove);
    };
    return DiscreteValue::band(verdict(value.lower()), verdict(value.upper()));
}

} // namespace rampart
