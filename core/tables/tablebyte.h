// One stored byte of an endgame table, the one reading of it for every
// user (MaterialTable, MaterialStatistics, the solver's scores):
//
//   0        draw (the fifty-move rule is ignored, as in every DTM table)
//   1..254   decided: byte - 1 = plies to mate with best play, from the side
//            to move's view: odd plies = the side to move wins (mates on its
//            (plies + 1) / 2-th move), even plies = it loses (is mated after
//            plies / 2 moves; 0 = checkmated now)
//   255      illegal placement, or an entry of the index no position uses
#pragma once

#include <cstdint>

namespace rampart::tablebyte {

constexpr std::uint8_t Draw = 0;
constexpr std::uint8_t Illegal = 255;
// The longest mate a byte holds, in plies.
constexpr int MaxPlies = 253;

// A win or a loss (not a draw, not illegal).
constexpr bool isDecided(int byte) {
    return byte > Draw && byte < Illegal;
}
// Plies to mate of a decided byte.
constexpr int plies(int byte) {
    return byte - 1;
}
// Whether the side to move wins, for a decided byte.
constexpr bool moverWins(int byte) {
    return (plies(byte) & 1) != 0;
}
// Moves as players count them, for a decided byte: a win in 7 plies is a
// mate in 4, a loss in 8 plies a loss in 4.
constexpr int moves(int byte) {
    return moverWins(byte) ? (plies(byte) + 1) / 2 : plies(byte) / 2;
}
// The byte of a decided value of plies (0..MaxPlies) plies.
constexpr std::uint8_t ofPlies(int plies) {
    return std::uint8_t(plies + 1);
}

} // namespace rampart::tablebyte
