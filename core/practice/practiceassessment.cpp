#include "practice/practiceassessment.h"

#include <algorithm>

#include "practice/practicereply.h"

namespace rampart {

MoveAssessment assessMove(const std::vector<PracticeMove> &moves, Move played) {
    MoveAssessment a;
    const auto it = std::find_if(moves.begin(), moves.end(),
                                 [&](const PracticeMove &m) { return m.move == played; });
    if (it == moves.end()) return a;
    a.after = it->value;
    const std::optional<PracticeOutcome> outcome = provenOutcome(moves);
    if (!outcome) return a;
    a.before = moves.front().value;
    a.best = moves.front().move;
    if (!a.after) return a;
    if (a.after->best.outcome < *outcome)
        a.verdict = MoveVerdict::ThrownAway;
    else if (a.after->worst.outcome < *outcome)
        a.verdict = MoveVerdict::Unknown; // it may have dropped: not proven either way
    else if (a.before->isExact() && a.after->isExact() && practiceBetter(*a.before, *a.after))
        a.verdict = MoveVerdict::KeptSlower; // (an interval cannot tell: kept)
    else
        a.verdict = MoveVerdict::Kept;
    return a;
}

PracticeEnd practiceEnd(const Position &pos) {
    if (!pos.hasLegalMove()) return pos.inCheck() ? PracticeEnd::Checkmate : PracticeEnd::Stalemate;
    if (pos.hasInsufficientMaterial()) return PracticeEnd::InsufficientMaterial;
    if (pos.repetitionCount() >= 2) return PracticeEnd::Repetition;
    return PracticeEnd::None;
}

} // namespace rampart
