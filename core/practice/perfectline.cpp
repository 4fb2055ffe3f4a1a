#include "practice/perfectline.h"

#include <limits>

#include "tables/bestline.h"

#include "practice/practicereply.h"

namespace rampart {

namespace {
// The seeded choice among equal replies (practicereply.h) with one fixed
// seed: the same line every time it is asked for.
constexpr std::uint64_t LineSeed = 0;
} // namespace

PerfectLine perfectLine(const PracticeKnowledge &knowledge, const Position &start,
                        std::optional<Move> first, int maxPlies) {
    PerfectLine line;
    // The line's own repetitions only: a position the game reached before
    // the start does not end it.
    Position pos = start;
    pos.clearHistory();
    int plies = 0;
    // A move was played into p: records the value after it; false (the line
    // ends) when nothing knows it.
    const auto played = [&](const Position &p) {
        ++plies;
        const std::optional<PracticeValue> v = knowledge.value(p);
        if (!v) {
            line.stop = PerfectLine::Stop::Unknown;
            return false;
        }
        line.values.push_back(*v);
        return true;
    };
    if (first && !first->isNone()) {
        if (!pos.isLegalMove(*first)) return line; // Stop::Unknown, no move
        pos.makeMove(*first);
        line.moves.push_back(*first);
        if (!played(pos)) return line;
    }
    // The perfect reply in p, or none with the reason the line ends there.
    // The length is one of them, asked after the end of the game, so the
    // loop's own limit never binds.
    const auto reply = [&](const Position &p) {
        if ((line.gameEnd = practiceEnd(p)) != PracticeEnd::None) {
            line.stop = line.gameEnd == PracticeEnd::Repetition ? PerfectLine::Stop::Repetition
                                                                : PerfectLine::Stop::GameOver;
            return Move::none();
        }
        if (plies > 0 && p.repetitionCount() > 0) {
            line.stop = PerfectLine::Stop::Repetition;
            return Move::none();
        }
        if (plies >= maxPlies) {
            line.stop = PerfectLine::Stop::Length;
            return Move::none();
        }
        // No reply on exact values: the position known, but its moves only
        // as intervals (or bounds), or nothing known at all.
        const std::optional<PracticeReply> chosen = chooseReply(knowledge, p, LineSeed);
        if (!chosen || chosen->basis == PracticeReply::Basis::ProvenBound) {
            line.stop =
                knowledge.value(p) ? PerfectLine::Stop::Interval : PerfectLine::Stop::Unknown;
            return Move::none();
        }
        return chosen->move;
    };
    const std::vector<Move> rest =
        followBestMoves(pos, std::numeric_limits<int>::max(), reply, played);
    line.moves.insert(line.moves.end(), rest.begin(), rest.end());
    return line;
}

} // namespace rampart
