#include "recognizer.h"

#include "searchscore.h"

namespace rampart {

Recognition Recognizer::recognize(const Position &pos, int ply) const {
    using Kind = Recognition::Kind;
    using Reason = Recognition::Reason;

    // A checkmate given with the 100th ply still counts (FIDE 9.3), so a
    // position in check is only a fifty-move draw when it is no mate.
    if (pos.halfmoveClock() >= 100 && (!pos.inCheck() || !pos.legalMoves().empty()))
        return {Kind::Exact, DrawScore, Reason::FiftyMoves};
    if (pos.hasInsufficientMaterial()) return {Kind::Exact, DrawScore, Reason::Material};
    if (ply > 0 && pos.repetitionCount() > 0) return {Kind::Exact, DrawScore, Reason::Repetition};
    return {};
}

} // namespace rampart
