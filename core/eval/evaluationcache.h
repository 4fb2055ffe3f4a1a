// A direct-mapped cache of static evaluations for the search, keyed by the
// position's Zobrist key (which includes the side to move). Pawn endings
// transpose so much that most leaves are evaluated many times; the PawnKing
// evaluation is far more expensive than a probe.
//
// Entry (16 bytes): full 64-bit key | int32 score (White's view) | int8
// optimistic | int8 pessimistic verdict | 2 bytes padding. Key 0 marks an empty
// slot (a real position with key 0 is merely never cached).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "eval/discretevalue.h"

namespace rampart {

class EvaluationCache {
public:
    struct Entry {
        std::uint64_t key = 0;
        std::int32_t score = 0;
        Verdict optimistic = Verdict::Equal;
        Verdict pessimistic = Verdict::Equal;
    };

    // 2^bits entries.
    explicit EvaluationCache(int bits = 18)
        : m_entries(std::size_t(1) << bits)
        , m_mask((std::uint64_t(1) << bits) - 1) {}

    void clear() { std::fill(m_entries.begin(), m_entries.end(), Entry{}); }

    const Entry *find(std::uint64_t key) const {
        const Entry &e = m_entries[key & m_mask];
        return e.key == key && key != 0 ? &e : nullptr;
    }
    // Asks the processor to load key's entry ahead of find() (see
    // TranspositionTable::prefetch).
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&m_entries[key & m_mask]); }
    void store(std::uint64_t key, int score, DiscreteValue value) {
        m_entries[key & m_mask] = Entry{key, score, value.optimistic, value.pessimistic};
    }

private:
    std::vector<Entry> m_entries;
    std::uint64_t m_mask;
};

} // namespace rampart
