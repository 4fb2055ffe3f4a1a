// The entry of a three-man placement in its generated table by lookup: the
// number TableIndex::indexOf() gives (tableindex.h), without its loops over
// the men, its copy of the placement and its second index for a white king
// on the a1-h8 diagonal. The symmetry step depends on the two kings only, so
// it is done at compile time for all 4,096 king pairs (one table for
// pawnless materials, one for materials with a pawn; 16 KB each), and a
// probe applies one square transform to the third man.
//
// tst_tablebase checks every placement of KQK, KRK, KPK, KBK and KNK, both
// sides to move, against TableIndex::indexOf().
#pragma once

#include <array>
#include <cstdint>

#include "tables/kingtriangle.h"

namespace rampart {

namespace detail {

struct KingPair {
    std::uint16_t kings;    // the kings' part of the index; 0xFFFF: one square
    std::uint8_t transform; // boardTransform() for the third man
    bool bothOnDiagonal;    // the man's reflection may give the smaller entry
};
inline constexpr std::uint16_t NoKings = 0xFFFF;

// The symmetry step of TableIndex::indexOf() for the kings alone: files
// mirrored (pawns), or the white king brought into the triangle and, on the
// diagonal, the reflection that gives the smaller entry.
constexpr std::array<KingPair, 64 * 64> makeKingPairs(bool pawn) {
    std::array<KingPair, 64 * 64> pairs{};
    for (int wk = 0; wk < 64; ++wk) {
        for (int bk = 0; bk < 64; ++bk) {
            KingPair &k = pairs[std::size_t(wk * 64 + bk)];
            if (wk == bk) {
                k = {NoKings, 0, false};
                continue;
            }
            int t = pawn ? (fileOf(Square(wk)) > 3 ? MirrorFiles : 0)
                         : Symmetry.toTriangle[std::size_t(wk)];
            const Square w = boardTransform(Square(wk), t);
            Square b = boardTransform(Square(bk), t);
            bool both = false;
            if (!pawn && rankOf(w) == fileOf(w)) {
                // A placement and its reflection are one position; the
                // smaller entry is stored. The black king decides unless it
                // is on the diagonal too.
                const Square r = boardTransform(b, DiagonalReflection);
                both = r == b;
                if (r < b) {
                    b = r;
                    t ^= DiagonalReflection; // t, then the reflection
                }
            }
            const int kings =
                pawn ? (rankOf(w) * 4 + fileOf(w)) * 64 + b : TriangleIndex[w] * 64 + b;
            k = {std::uint16_t(kings), std::uint8_t(t), both};
        }
    }
    return pairs;
}

inline constexpr std::array<KingPair, 64 * 64> PawnlessKingPairs = makeKingPairs(false);
inline constexpr std::array<KingPair, 64 * 64> PawnKingPairs = makeKingPairs(true);

} // namespace detail

// TableIndex(material).indexOf() for a material of three men (one man
// besides the kings; pawn: whether it is a pawn), the white king on wk, the
// black king on bk: -1 where indexOf() gives -1 (men sharing a square, a
// pawn on rank 1 or 8).
inline std::int64_t threeManIndexOf(bool pawn, Square wk, Square bk, Square man, Color stm) {
    const detail::KingPair k =
        (pawn ? detail::PawnKingPairs : detail::PawnlessKingPairs)[std::size_t(wk) * 64 + bk];
    if (k.kings == detail::NoKings || man == wk || man == bk) return -1;
    Square m = Symmetry.map[k.transform][man];
    if (k.bothOnDiagonal) {
        // Equal kings' parts: the smaller square of the man (pawnless, so
        // its slot is its square) is the smaller entry.
        const Square reflected = Symmetry.map[DiagonalReflection][m];
        if (reflected < m) m = reflected;
    }
    int slot = int(m);
    std::int64_t menSize = 64, kingsSize = 640;
    if (pawn) {
        const int rank = rankOf(m);
        if (rank < 1 || rank > 6) return -1;
        slot -= 8;
        menSize = 48;
        kingsSize = 2048;
    }
    return (std::int64_t(stm) * kingsSize + k.kings) * menSize + slot;
}

} // namespace rampart
