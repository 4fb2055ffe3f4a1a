// The values of one run of a solved slice, one a position (index layout:
// slicekey.h).
//
// Kept in one byte a position, in the four-man tables' encoding (0 draw,
// 1 + plies to mate, 255 illegal), whenever every value of the run fits
// (mates within 253 plies, what pawn endings and their queen endings give);
// otherwise as the 16-bit scores. The solved set is what a solve holds in
// memory, so this halves it: Chernev No. 40 with two pieces a slice needed
// 15.5 GB in 16-bit scores, over the default limit of half this machine's
// memory. The slice files keep the 16-bit scores (slicecache.h).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "solver/solverscore.h"

namespace rampart {

class SliceValues {
public:
    SliceValues() = default;
    // A run's scores (score::None for illegal placements), kept in one byte
    // a position when every one of them fits.
    explicit SliceValues(std::vector<score::Score> scores);

    score::Score operator[](std::size_t index) const {
        return m_compact ? ByteScore[m_bytes[index]] : m_scores[index];
    }
    std::size_t size() const { return m_compact ? m_bytes.size() : m_scores.size(); }
    bool compact() const { return m_compact; }
    // Memory held by the values.
    std::size_t bytesUsed() const { return m_bytes.capacity() + m_scores.capacity() * 2; }

private:
    static constexpr std::array<score::Score, 256> ByteScore = [] {
        std::array<score::Score, 256> table{};
        for (int b = 0; b < 256; ++b) table[std::size_t(b)] = score::fromTableByte(b);
        return table;
    }();

    bool m_compact = false;
    std::vector<std::uint8_t> m_bytes;
    std::vector<score::Score> m_scores;
};

} // namespace rampart
