#include "search/transpositiontable.h"

#include <algorithm>
#include <atomic>
#include <bit>

namespace rampart {

namespace {

// How much one generation of age costs an entry against depth when choosing a
// victim: an entry from the previous search is worth 8 plies less.
constexpr int AgePenaltyPlies = 8;

std::uint8_t packGenBound(std::uint8_t generation, Bound bound) {
    return std::uint8_t((generation << 2) | std::uint8_t(bound));
}

// The data word's fields (bit layout in the header).
constexpr int ScoreShift = 16;
constexpr int StaticEvalShift = 32;
constexpr int DepthShift = 48;
constexpr int GenBoundShift = 56;

std::uint64_t packData(Move move, int score, int staticEval, int depth, std::uint8_t genBound) {
    return std::uint64_t(move.raw()) | std::uint64_t(std::uint16_t(score)) << ScoreShift |
           std::uint64_t(std::uint16_t(staticEval)) << StaticEvalShift |
           std::uint64_t(std::clamp(depth, 0, 255)) << DepthShift |
           std::uint64_t(genBound) << GenBoundShift;
}

// One entry as read: both words taken once (relaxed atomic loads: other
// search threads may be storing), the key recovered from the check word.
struct EntryView {
    std::uint64_t key = 0;
    std::uint64_t data = 0;

    explicit EntryView(const TranspositionEntry &e) {
        // atomic_ref wants a non-const object; reading through it writes nothing.
        auto &words = const_cast<TranspositionEntry &>(e);
        data = std::atomic_ref<std::uint64_t>(words.data).load(std::memory_order_relaxed);
        key = std::atomic_ref<std::uint64_t>(words.check).load(std::memory_order_relaxed) ^ data;
    }
    std::uint16_t move() const { return std::uint16_t(data); }
    int score() const { return std::int16_t(std::uint16_t(data >> ScoreShift)); }
    int staticEval() const { return std::int16_t(std::uint16_t(data >> StaticEvalShift)); }
    int depth() const { return int((data >> DepthShift) & 0xff); }
    std::uint8_t genBound() const { return std::uint8_t(data >> GenBoundShift); }
    Bound bound() const { return Bound(genBound() & 3); }
    int generation() const { return genBound() >> 2; }
};

void write(TranspositionEntry &e, std::uint64_t key, std::uint64_t data) {
    std::atomic_ref<std::uint64_t>(e.check).store(key ^ data, std::memory_order_relaxed);
    std::atomic_ref<std::uint64_t>(e.data).store(data, std::memory_order_relaxed);
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
    for (const TranspositionEntry &entry : bucket.entries) {
        const EntryView e(entry);
        if (e.key != key || e.bound() == Bound::None) continue;
        hit.found = true;
        hit.move = Move::fromRaw(e.move());
        hit.score = scoreFromTable(e.score(), ply);
        hit.staticEval = e.staticEval();
        hit.depth = e.depth();
        hit.bound = e.bound();
        break;
    }
    return hit;
}

void TranspositionTable::store(std::uint64_t key, int ply, Move move, int score, int staticEval,
                               int depth, Bound bound) {
    Bucket &bucket = m_buckets[key & m_mask];
    int victim = -1;
    int victimWorth = 0;
    for (int i = 0; i < BucketSize; ++i) {
        const EntryView e(bucket.entries[i]);
        if (e.key == key && e.bound() != Bound::None) {
            // Same position: keep a deeper result of this search unless the
            // new one is exact (an exact score on a PV beats a deeper
            // bound). Shared by threads, not a deeper exact score: one
            // searching a ply behind would otherwise overwrite the PV of
            // one ahead, the grafts pawn endings live on. (With one thread
            // the rule stays as it was: it would change its nodes.)
            if (e.generation() == m_generation && e.depth() > depth &&
                (bound != Bound::Exact || (m_sharedByThreads && e.bound() == Bound::Exact)))
                return;
            if (move.isNone()) move = Move::fromRaw(e.move());
            victim = i;
            break;
        }
        if (e.bound() == Bound::None) {
            victim = i;
            victimWorth = -1000;
            continue;
        }
        const int age = (m_generation - e.generation()) & 63;
        const int worth = e.depth() - AgePenaltyPlies * age;
        if (victim < 0 || worth < victimWorth) {
            victim = i;
            victimWorth = worth;
        }
    }
    write(bucket.entries[victim], key,
          packData(move, scoreToTable(score, ply), staticEval, depth,
                   packGenBound(m_generation, bound)));
}

int TranspositionTable::hashfull() const {
    int used = 0;
    const std::size_t buckets = std::min<std::size_t>(m_buckets.size(), 250);
    for (std::size_t i = 0; i < buckets; ++i)
        for (const TranspositionEntry &entry : m_buckets[i].entries) {
            const EntryView e(entry);
            if (e.bound() != Bound::None && e.generation() == m_generation) ++used;
        }
    return int(used * 1000 / (buckets * BucketSize));
}

} // namespace rampart
