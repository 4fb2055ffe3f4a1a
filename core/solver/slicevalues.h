// The values of one run of a solved slice, one a position (index layout:
// slicekey.h).
//
// Kept in one byte a position, in the four-man tables' encoding (0 draw,
// 1 + plies to mate, 255 illegal), whenever every value of the run fits
// (mates within 253 plies, what pawn endings and their queen endings give);
// otherwise as the 16-bit scores. The solved set is what a solve holds in
// memory, so this halves it: Chernev No. 40 with two pieces a slice needed
// 15.5 GB in 16-bit scores, over the default limit of half this machine's
// memory. The slice files hold the same byte when every value of the slice
// has one, else the 16-bit scores (slicecache.h).
//
// Held packed: the index of slicekey.h gives every man 64 squares, so a
// slice's entries include men on pawns or on one another and kings side by
// side, all illegal. Only the placements where the kings stand apart on
// squares without pawns and each piece on a square no other man holds are
// held: with five pawns (tst_solver's), 58% of the entries of a slice with a
// piece a side, 67% with one piece, 75% of a pawn slice. Bähr 1936 (3) with
// two pieces a slice: 28,388 MB of values instead of 39 GB, 10,985 MB held
// at once instead of 15.9 GB. Reading one costs a few popcounts and a table
// lookup, against the cache miss the read is anyway. What is asked by the
// full index outside the packed placements reads score::None, as stored
// before.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "chess/bitboard.h"

#include "solver/slicekey.h"
#include "solver/solverscore.h"

namespace rampart {

class SliceValues {
public:
    SliceValues() = default;
    // A run's scores over the full index of key (score::None for illegal
    // placements), held packed and in one byte a position when they fit.
    SliceValues(const SliceKey &key, std::vector<score::Score> scores);

    score::Score operator[](std::size_t index) const {
        const std::size_t h = heldIndex(index);
        if (h == NotHeld) return score::None;
        return m_compact ? ByteScore[m_bytes[h]] : m_scores[h];
    }
    // Entries of the full index (SliceKey::positions()).
    std::size_t size() const { return m_size; }
    bool compact() const { return m_compact; }
    // Only the placements without men on pawns or on one another and
    // without kings side by side held.
    bool packed() const { return m_packed; }
    // Memory held by the values.
    std::size_t bytesUsed() const { return m_bytes.capacity() + m_scores.capacity() * 2; }
    // The entries a run of key holds packed (what a solve plans with).
    static std::uint64_t heldEntries(const SliceKey &key);

    // Positions whose value is not score::None, and positions whose values
    // differ between two runs of one slice.
    std::uint64_t countValued() const;
    static std::uint64_t countDifferent(const SliceValues &a, const SliceValues &b);

private:
    static constexpr std::size_t NotHeld = ~std::size_t(0);
    static constexpr std::array<score::Score, 256> ByteScore = [] {
        std::array<score::Score, 256> table{};
        for (int b = 0; b < 256; ++b) table[std::size_t(b)] = score::fromTableByte(b);
        return table;
    }();

    // The squares a king on s keeps the other king from (s itself included).
    static Bitboard kingZone(unsigned s) { return kingAttacks(Square(s)) | (Bitboard(1) << s); }
    static Bitboard below(unsigned s) { return (Bitboard(1) << s) - 1; }

    // The packed layout: side to move, then the king pair, then each piece's
    // square among the squares left free by the pawns and the men before it.
    void lay(const SliceKey &key);
    // Packs a run of the full index into m_bytes: false when a value does
    // not fit a byte or stands where the layout holds no position.
    bool packBytes(const std::vector<score::Score> &scores);
    // The entries of the layout laid (heldEntries() for its key).
    std::uint64_t packedEntries() const;
    std::size_t heldIndex(std::size_t index) const {
        if (!m_packed) return index;
        const unsigned whiteKing = unsigned(index >> 1) & 63, blackKing = unsigned(index >> 7) & 63;
        const Bitboard apart = m_free & ~kingZone(whiteKing);
        if (!((m_free >> whiteKing) & (apart >> blackKing) & 1)) return NotHeld;
        std::size_t h = m_pairStart[whiteKing] + std::size_t(popCount(apart & below(blackKing)));
        std::size_t scale = m_pairs, squares = m_freeSquares - 2;
        Bitboard left = m_free & ~(Bitboard(1) << whiteKing) & ~(Bitboard(1) << blackKing);
        unsigned shift = 13;
        for (int p = 0; p < m_pieces; ++p, shift += 6) {
            const unsigned square = unsigned(index >> shift) & 63;
            if (!((left >> square) & 1)) return NotHeld;
            h += scale * std::size_t(popCount(left & below(square)));
            scale *= squares--;
            left &= ~(Bitboard(1) << square);
        }
        return (h << 1) | (index & 1);
    }

    std::size_t m_size = 0;
    bool m_compact = false;
    bool m_packed = false;
    Bitboard m_free = 0;
    int m_pieces = 0;
    std::size_t m_pairs = 0;
    std::size_t m_freeSquares = 0;
    // King pairs before the white king's square (packed layout).
    std::array<std::uint16_t, 64> m_pairStart{};
    std::vector<std::uint8_t> m_bytes;
    std::vector<score::Score> m_scores;
};

} // namespace rampart
