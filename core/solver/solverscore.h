// The value of a solved position, from the side to move's view, in 16 bits.
//
//   Mate - p     the side to move mates in p plies (p odd, 1 = mates now)
//   0            draw (the fifty-move rule is ignored)
//   -(Mate - p)  the side to move is mated in p plies (p even, 0 = mated now)
//
// Higher is better for the side to move. Winner's shortest mate, loser's
// longest defence, as in the tables' DTM (tableprobe.h).
#pragma once

#include <cstdint>
#include <limits>

#include "tables/tablebyte.h"

namespace rampart::score {

using Score = std::int16_t;

constexpr int Mate = 30000;
constexpr Score Draw = 0;
// Illegal placements and entries not (yet) known.
constexpr Score None = std::numeric_limits<Score>::min();

constexpr Score winIn(int plies) {
    return Score(Mate - plies);
}
constexpr Score lossIn(int plies) {
    return Score(-(Mate - plies));
}
constexpr bool isWin(Score s) {
    return s > 0 && s != None;
}
constexpr bool isLoss(Score s) {
    return s < 0 && s != None;
}
// Plies to mate of a decided value, 0 for a draw.
constexpr int plies(Score s) {
    return s > 0 ? Mate - s : s < 0 ? Mate + s : 0;
}
// Moves as players count them: a win in 7 plies is a mate in 4, a loss in 8
// plies a loss in 4.
constexpr int moves(Score s) {
    return isWin(s) ? (plies(s) + 1) / 2 : plies(s) / 2;
}
// The value for the side that moved into a position worth `child` to the
// side to move there (None stays None).
constexpr Score negate(Score child) {
    if (child == None) return None;
    return child > 0 ? Score(-child + 1) : child < 0 ? Score(-child - 1) : Draw;
}
// A stored byte of a MaterialTable (tables/tablebyte.h).
constexpr Score fromTableByte(int byte) {
    if (byte == tablebyte::Draw) return Draw;
    if (!tablebyte::isDecided(byte)) return None;
    const int p = tablebyte::plies(byte);
    return tablebyte::moverWins(byte) ? winIn(p) : lossIn(p);
}
// The byte fromTableByte() reads back as s, or -1 when there is none: a mate
// beyond 253 plies, or a score against the parity a byte assumes (a win is
// an odd number of plies from the winner's turn, a loss an even one).
constexpr int toTableByte(Score s) {
    if (s == None) return tablebyte::Illegal;
    if (s == Draw) return tablebyte::Draw;
    const int p = plies(s);
    if (p > tablebyte::MaxPlies || (p % 2 == 1) != isWin(s)) return -1;
    return tablebyte::ofPlies(p);
}

} // namespace rampart::score
