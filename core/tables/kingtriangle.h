// The ten squares a1-d1-d4 triangle that one king is brought into by the
// board's symmetries in pawnless tables, and those 8 symmetries, shared by
// the indexing of the generated tables (tableindex.cpp, threemanindex.h) and
// of the tests' independent DTM tables.
#pragma once

#include <array>
#include <cstddef>

#include "chess/types.h"

namespace rampart {

inline constexpr std::array<Square, 10> TriangleSquares = {A1, B1, C1, D1, B2, C2, D2, C3, D3, D4};

namespace detail {
constexpr std::array<int, 64> makeTriangleIndex() {
    std::array<int, 64> t{};
    for (int &x : t) x = -1;
    for (int i = 0; i < 10; ++i) t[TriangleSquares[std::size_t(i)]] = i;
    return t;
}
} // namespace detail

// A square's place in TriangleSquares; -1 outside the triangle.
inline constexpr std::array<int, 64> TriangleIndex = detail::makeTriangleIndex();

// The 8 board symmetries t: bit 0 mirror files, bit 1 flip ranks, bit 2
// reflect in the a1-h8 diagonal (applied in that order).
inline constexpr int MirrorFiles = 1, FlipRanks = 2, DiagonalReflection = 4;

constexpr Square boardTransform(Square square, int t) {
    int x = int(square);
    if (t & MirrorFiles) x ^= 7;
    if (t & FlipRanks) x ^= 56;
    if (t & DiagonalReflection) x = ((x & 7) << 3) | (x >> 3);
    return Square(x);
}

struct SymmetryTables {
    std::array<std::array<Square, 64>, 8> map{}; // map[t][square]
    std::array<int, 64> toTriangle{};            // the t bringing a king into the triangle
};

namespace detail {
constexpr SymmetryTables makeSymmetryTables() {
    SymmetryTables s{};
    for (int t = 0; t < 8; ++t)
        for (int x = 0; x < 64; ++x)
            s.map[std::size_t(t)][std::size_t(x)] = boardTransform(Square(x), t);
    for (int x = 0; x < 64; ++x) {
        int t = 0, y = x;
        if ((y & 7) > 3) {
            t |= MirrorFiles;
            y ^= 7;
        }
        if ((y >> 3) > 3) {
            t |= FlipRanks;
            y ^= 56;
        }
        if ((y >> 3) > (y & 7)) t |= DiagonalReflection;
        s.toTriangle[std::size_t(x)] = t;
    }
    return s;
}
} // namespace detail

inline constexpr SymmetryTables Symmetry = detail::makeSymmetryTables();

} // namespace rampart
