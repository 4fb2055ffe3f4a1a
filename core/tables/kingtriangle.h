// The ten squares a1-d1-d4 triangle that one king is brought into by the
// board's symmetries in pawnless tables, shared by the indexing of the
// built-in DTM tables and of the generated ones.
#pragma once

#include "chess/types.h"

#include <array>
#include <cstddef>

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

} // namespace rampart
