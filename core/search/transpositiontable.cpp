#include "search/transpositiontable.h"

#include <algorithm>
#include <bit>

namespace rampart {

namespace {

// How much one generation of age costs an entry against depth when choosing a
// victim: an entry from the previous search is worth 8 plies less.
constexpr int AgePenaltyPlies = 8;

std::uint8_t packGenBound(std::uint8_t generation, Bound bound) {
    return std::uint8_t((generation << 2) | std::uint8_t(bound));
}

} // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes) {
    megabytes = std::max<std::size_t>(megabytes, 1);
    const std::size_t bytes = megabytes * 1024 * 1024;
    const std::size_t buckets = std::bit_floor(bytes / sizeof(Bucket));
    m_buckets.assign(buckets, Bucket{});
    m_buckets.shrink_to_fit();
    m_mask = buckets - 1;
    m_megabytes = megabytes;
    m_generation = 0;
}

void TranspositionTable::clear() {
    std::fill(m_buckets.begin(), m_buckets.end(), Bucket{});
    m_generation = 0;
}

int TranspositionTable::scoreToTable(int score, int ply) {
    if (score >= MateThreshold) return score + ply;
    if (score <= -MateThreshold) return score - ply;
    return score;
}

int TranspositionTable::scoreFromTable(int score, int ply) {
    if (score >= MateThreshold) return score - ply;
    if (score <= -MateThreshold) return score + ply;
    return score;
}

TranspositionHit TranspositionTable::probe(std::uint64_t key, int ply) const {
    TranspositionHit hit;
    const Bucket &bucket = m_buckets[key & m_mask];
    for (const TranspositionEntry &e : bucket.entries) {
        if (e.key != key || e.bound() == Bound::None) continue;
        hit.found = true;
        hit.move = Move::fromRaw(e.move);
        hit.score = scoreFromTable(e.score, ply);
        hit.staticEval = e.staticEval;
        hit.depth = e.depth;
        hit.bound = e.bound();
        break;
    }
    return hit;
}

void TranspositionTable::store(std::uint64_t key, int ply, Move move, int score, int staticEval,
                               int depth, Bound bound) {
    Bucket &bucket = m_buckets[key & m_mask];
    TranspositionEntry *victim = nullptr;
    int victimWorth = 0;
    for (TranspositionEntry &e : bucket.entries) {
        if (e.key == key && e.bound() != Bound::None) {
            victim = &e;
            break;
        }
        if (e.bound() == Bound::None) {
            victim = &e;
            victimWorth = -1000;
            continue;
        }
        const int age = (m_generation - e.generation()) & 63;
        const int worth = e.depth - AgePenaltyPlies * age;
        if (!victim || worth < victimWorth) {
            victim = &e;
            victimWorth = worth;
        }
    }

    if (victim->key == key && victim->bound() != Bound::None) {
        // Same position: keep a deeper result of this search unless the new
        // one is exact (an exact score on a PV beats a deeper bound).
        if (victim->generation() == m_generation && victim->depth > depth && bound != Bound::Exact)
            return;
        if (move.isNone()) move = Move::fromRaw(victim->move);
    }
    victim->key = key;
    victim->move = move.raw();
    victim->score = std::int16_t(scoreToTable(score, ply));
    victim->staticEval = std::int16_t(staticEval);
    victim->depth = std::uint8_t(std::clamp(depth, 0, 255));
    victim->genBound = packGenBound(m_generation, bound);
}

int TranspositionTable::hashfull() const {
    int used = 0;
    const std::size_t buckets = std::min<std::size_t>(m_buckets.size(), 250);
    for (std::size_t i = 0; i < buckets; ++i)
        for (const TranspositionEntry &e : m_buckets[i].entries)
            if (e.bound() != Bound::None && e.generation() == m_generation) ++used;
    return int(used * 1000 / (buckets * BucketSize));
}

} // namespace rampart
