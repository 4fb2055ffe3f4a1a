#include "practice/perfectline.h"

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
    // Plays m and records the value after it; false when nothing knows it.
    const auto play = [&](Move m) {
        pos.makeMove(m);
        line.moves.push_back(m);
        const std::optional<PracticeValue> v = knowledge.value(pos);
        if (!v) return false;
        line.values.push_back(*v);
        return true;
    };
    if (first && !first->isNone()) {
        if (!pos.isLegalMove(*first)) return line; // Stop::Unknown, no move
        if (!play(*first)) return line;
    }
    while (true) {
        if ((line.gameEnd = practiceEnd(pos)) != PracticeEnd::None) {
            line.stop = line.gameEnd == PracticeEnd::Repetition ? PerfectLine::Stop::Repetition
                                                                : PerfectLine::Stop::GameOver;
            return line;
        }
        if (!line.moves.empty() && pos.repetitionCount() > 0) {
            line.stop = PerfectLine::Stop::Repetition;
            return line;
        }
        if (int(line.moves.size()) >= maxPlies) {
            line.stop = PerfectLine::Stop::Length;
            return line;
        }
        // No reply on exact values: the position known, but its moves only
        // as intervals (or bounds), or nothing known at all.
        const std::optional<PracticeReply> reply = chooseReply(knowledge, pos, LineSeed);
        if (!reply || reply->basis == PracticeReply::Basis::ProvenBound) {
            line.stop =
                knowledge.value(pos) ? PerfectLine::Stop::Interval : PerfectLine::Stop::Unknown;
            return line;
        }
        if (!play(reply->move)) {
            line.stop = PerfectLine::Stop::Unknown;
            return line;
        }
    }
}

} // namespace rampart
