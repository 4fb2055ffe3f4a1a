// The per-square map of one man (TableRegistry::squareMap), the same for
// every material: the man put on each square in turn, everything else unchanged, the side to
// move as given, no castling or en passant rights.
#pragma once

#include <array>
#include <functional>

#include "tables/tableprobe.h"

namespace rampart {

class Position;

// [square] = probe of the position with the man on pieceSquare moved there;
// Illegal (with a reason) for an occupied square, a pawn on rank 1 or 8, or
// no man on pieceSquare.
std::array<TableProbe, 64>
probeEachSquare(const Position &pos, Square pieceSquare, Color sideToMove,
                const std::function<TableProbe(const Position &)> &probe);

} // namespace rampart
