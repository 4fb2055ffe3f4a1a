// The distance types of PawnKing's partial evaluation (Horacek): rank,
// file, diagonal, pawn-path and king-path distance between two squares.
// All are counted in moves of one side; NoPath marks "cannot get there".
#pragma once

#include <array>
#include <cstdint>

#include "chess/bitboard.h"

namespace rampart {

constexpr int NoPath = 99;

// |rank(a) - rank(b)| and |file(a) - file(b)|: see bitboard.h rankDistance/fileDistance.
// Diagonal distance: the diagonal steps of a king's shortest walk, min(files, ranks).
constexpr int diagonalDistance(Square a, Square b) {
    const int f = fileDistance(a, b), r = rankDistance(a, b);
    return f < r ? f : r;
}

// Moves a pawn of colour c on `from` needs to reach `to` by pushes: `to` must
// be on the same file in front of it; the double step from the second rank
// counts once. Any man in `obstacles` on the way (including `to`) makes it NoPath.
int pawnPathDistance(Color c, Square from, Square to, Bitboard obstacles);

// The king's shortest walk from `from` to `to` entering only squares in
// `passable` (the target itself is always enterable: it may be a pawn to
// capture). 0 when from == to; NoPath when the target cannot be reached.
int kingPathDistance(Square from, Square to, Bitboard passable);
// The same to the nearest square of a set; NoPath for an empty or unreachable set.
int kingPathDistance(Square from, Bitboard targets, Bitboard passable);
// kingPathDistance() from one square to every square of `targets` at once
// (one flood instead of one per target): entry s holds the distance to s for
// s in targets, NoPath elsewhere or when unreachable.
std::array<std::uint8_t, 64> kingPathDistances(Square from, Bitboard targets, Bitboard passable);
// Every square the king reaches within n moves over `passable`.
Bitboard kingReach(Square from, int n, Bitboard passable);

} // namespace rampart
