// One man of a position put on another square, the other men where they
// are: the per-square maps walk a man over the board this way, Rampart's
// tables (tables/squaremap.h), a solved set (solver/solvedset.h) and the
// tablebase files (the GUI's map model) alike, so that all of them test a
// square and place the man the same way.
#pragma once

#include <functional>

#include "chess/position.h"

namespace rampart {

// Whether the man on `from` may stand on `to`: Free on `from` itself and on
// every empty square, except a pawn on rank 1 or 8.
enum class ManPlacement { Free, Occupied, PawnOnBackRank };
ManPlacement manPlacement(const Position &pos, Square from, Square to);

// pos with the man on `from` standing on `to` instead (a square
// manPlacement() calls Free), sideToMove to move and no en passant square;
// castling rights, clocks and the history of keys stay as they were.
Position withManOn(const Position &pos, Square from, Square to, Color sideToMove);

// The man on `from` walked over the board, A1 to H8: placed(to, p) on each
// square manPlacement() calls Free, p being withManOn(pos, from, to,
// sideToMove); refused(to, why), when given, on every other square.
void forEachManSquare(const Position &pos, Square from, Color sideToMove,
                      const std::function<void(Square, const Position &)> &placed,
                      const std::function<void(Square, ManPlacement)> &refused = {});

} // namespace rampart
