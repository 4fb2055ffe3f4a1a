// The search's transposition table: a fixed-size hash table of search results
// keyed by the Zobrist key of a position.
//
// Entry (16 bytes), four entries per 64-byte bucket, two 64-bit words:
//
//   word 0  check       key XOR data (see "Threads" below)
//   word 1  data
//           bits  0..15  move        Move::raw() of the best / refutation
//                                    move, 0 = none
//           bits 16..31  score       int16, side to move's view; mate scores
//                                    stored relative to this node (see
//                                    scoreToTable)
//           bits 32..47  staticEval  int16, the evaluation (side to move's
//                                    view) or NoStaticEval
//           bits 48..55  depth       remaining depth in plies, 0..255
//           bits 56..63  genBound    bits 7..2 generation (0..63), bits 1..0
//                                    Bound
//
// The full 64-bit Zobrist key is check XOR data: no false hits from index
// bits; a mismatch is a miss.
//
// Replacement: a store into a bucket overwrites the entry with the same key if
// there is one (keeping its move when the new store has none and keeping a
// deeper entry of the current generation unless the new one is Exact, and
// when shared by threads unless the new one is Exact and the old one a
// bound);
// otherwise it replaces the entry with the lowest worth, worth = depth - 8 *
// age, where age is how many generations (searches) ago the entry was
// written. Empty entries (key 0 and depth 0) are taken first.
//
// Mate scores: a score of "mate in n plies from the root" is stored as "mate in
// n - ply plies from this node", so that the same entry reached at another
// ply gives the right distance. scoreToTable/scoreFromTable convert.
//
// Threads: the search threads of one Search (lazy SMP) probe and store
// concurrently without locks. Each word is read and written as one relaxed
// atomic access, so no word is ever half written; but two stores into the
// same entry can interleave, leaving one store's check beside another's
// data. Storing the key XOR the data (Hyatt and Mann, "A lock-less
// transposition table implementation for parallel search chess engines",
// ICGA Journal 2002) makes such a torn entry a miss: its check XOR data is
// not the key being probed (short of a 64-bit coincidence). A store may
// lose to a concurrent one (the table is a cache). resize(), clear() and
// newGeneration() only while no search runs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "chess/move.h"

#include "search/searchscore.h"

namespace rampart {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

// The two words of an entry as stored (layout above). Accessed through
// std::atomic_ref while searches run.
struct TranspositionEntry {
    std::uint64_t check = 0;
    std::uint64_t data = 0;
};
static_assert(sizeof(TranspositionEntry) == 16, "a transposition entry is 16 bytes");

// What a probe found (a copy; the table may be overwritten afterwards).
struct TranspositionHit {
    bool found = false;
    Move move;
    int score = 0; // converted back to this node's ply
    int staticEval = 0;
    int depth = 0;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    static constexpr int BucketSize = 4;
    static constexpr std::int16_t NoStaticEval = -32768;
    // Scores with magnitude at or above this threshold are mate scores whose
    // distance is adjusted by ply.
    static constexpr int MateThreshold = MateBound;

    explicit TranspositionTable(std::size_t megabytes = 16);

    // Reallocates to the largest power-of-two bucket count fitting in
    // megabytes (at least 1 MB) and clears.
    void resize(std::size_t megabytes);
    std::size_t sizeMegabytes() const { return m_megabytes; }
    // Forget everything and reset the generation (deterministic state).
    void clear();
    // Start a new search that keeps old entries: they age by one generation.
    void newGeneration() { m_generation = (m_generation + 1) & 63; }

    // Searched by more than one thread (lazy SMP): a shallower exact result
    // then keeps a deeper exact one (Replacement above). Not while a search
    // runs.
    void setSharedByThreads(bool shared) { m_sharedByThreads = shared; }

    TranspositionHit probe(std::uint64_t key, int ply) const;
    // Asks the processor to load key's bucket: called right after a move is
    // made, the bucket is in the cache by the time the child node probes it
    // (the recognizers run in between). Stockfish does the same.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&m_buckets[key & m_mask]); }
    void store(std::uint64_t key, int ply, Move move, int score, int staticEval, int depth,
               Bound bound);

    // Permille of the first 1000 entries written in the current generation
    // (UCI hashfull).
    int hashfull() const;

    static int scoreToTable(int score, int ply);
    static int scoreFromTable(int score, int ply);

private:
    struct alignas(64) Bucket {
        TranspositionEntry entries[BucketSize];
    };

    std::vector<Bucket> m_buckets;
    std::uint64_t m_mask = 0;
    std::size_t m_megabytes = 0;
    std::uint8_t m_generation = 0;
    bool m_sharedByThreads = false;
};

} // namespace rampart
