// Legal positions of a given material, spread over the board, for trial
// probes of a tablebase file (tbsandbox.h): deterministic for a seed, no
// castling rights, no en passant, both sides to move in turn.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "chess/position.h"

namespace rampart {

// men: the men besides the kings, White's then Black's, as piece letters
// ("QP", "p": upper case White, lower case Black). Returns up to count
// positions (fewer when the material allows few legal placements).
std::vector<Position> sampleTbPositions(const std::string &men, int count, std::uint64_t seed);

} // namespace rampart
