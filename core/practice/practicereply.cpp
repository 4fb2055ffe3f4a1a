#include "practice/practicereply.h"

#include <algorithm>
#include <limits>

namespace rampart {

namespace {

bool losing(PracticeOutcome o) {
    return o == PracticeOutcome::Loss || o == PracticeOutcome::BlessedLoss;
}

// SplitMix64 (S. Vigna's finaliser of a 64-bit counter): a well-mixed
// number from the seed and the position, so equal moves are picked the same
// way whenever the same position comes up in a try with that seed.
std::uint64_t mix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

PracticeReply::Basis basisOf(const PracticeValue &v) {
    if (v.outcome() == PracticeOutcome::Draw) return PracticeReply::Basis::Outcome;
    if (v.metric == TbMetric::Dtz) return PracticeReply::Basis::Dtz;
    if (v.metric == TbMetric::None) return PracticeReply::Basis::Outcome;
    return v.isExact() ? PracticeReply::Basis::MateDistance : PracticeReply::Basis::ProvenBound;
}

} // namespace

std::optional<PracticeOutcome> provenOutcome(const std::vector<PracticeMove> &moves) {
    if (moves.empty() || !moves.front().value) return std::nullopt;
    const PracticeOutcome o = moves.front().value->worst.outcome;
    if (o == PracticeOutcome::Win) return o; // nothing does better than a proven win
    for (const PracticeMove &m : moves)
        if (!m.value || m.value->best.outcome > o) return std::nullopt;
    return o;
}

bool keepsResult(const PracticeValue &best, const PracticeValue &v) {
    if (v.worst.outcome != best.worst.outcome) return false;
    return !losing(best.worst.outcome) || !practiceBetter(best, v);
}

std::vector<Move> keepingMoves(const std::vector<PracticeMove> &moves) {
    std::vector<Move> out;
    if (!provenOutcome(moves)) return out;
    for (const PracticeMove &m : moves)
        if (m.value && keepsResult(*moves.front().value, *m.value)) out.push_back(m.move);
    return out;
}

std::optional<PracticeReply> chooseReply(const std::vector<PracticeMove> &moves,
                                         const std::function<int(Move)> &keepingAfter,
                                         std::uint64_t seed, std::uint64_t positionKey) {
    if (!provenOutcome(moves)) return std::nullopt;
    const PracticeValue &best = *moves.front().value;
    // The moves as good as the best (sorted best first, so they lead).
    std::vector<Move> equal;
    for (const PracticeMove &m : moves) {
        if (!m.value || practiceBetter(best, *m.value)) break;
        equal.push_back(m.move);
    }
    // The hardest of them for the player.
    std::vector<Move> hardest;
    int fewest = std::numeric_limits<int>::max();
    for (const Move m : equal) {
        const int keeping = keepingAfter(m);
        if (keeping < fewest) {
            fewest = keeping;
            hardest.clear();
        }
        if (keeping == fewest) hardest.push_back(m);
    }
    PracticeReply reply;
    reply.move = hardest[std::size_t(mix(seed ^ mix(positionKey)) % hardest.size())];
    reply.value = best;
    reply.basis = basisOf(best);
    reply.equalMoves = int(equal.size());
    reply.hardestMoves = int(hardest.size());
    reply.playerKeeping = fewest;
    return reply;
}

std::optional<PracticeReply> chooseReply(const PracticeKnowledge &knowledge, const Position &pos,
                                         std::uint64_t seed) {
    const std::vector<PracticeMove> moves = knowledge.moves(pos);
    const auto keepingAfter = [&](Move m) {
        Position child = pos;
        child.makeMove(m);
        return int(keepingMoves(knowledge.moves(child)).size());
    };
    return chooseReply(moves, keepingAfter, seed, pos.key());
}

} // namespace rampart
