// Perft: the number of leaf nodes of the legal move tree to a fixed depth,
// the standard outside check of a move generator.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "chess/position.h"

namespace rampart {

std::uint64_t perft(Position &pos, int depth);
// The count under each legal move at the root (depth >= 1).
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position &pos, int depth);

} // namespace rampart
