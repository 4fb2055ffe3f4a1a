// Random legal games for the PGN benchmark: a deterministic generator (fixed
// seed) of games with variations, comments and NAGs, so `bench pgn` reads a
// database that looks like an annotated one. A benchmark tool, not a test.
#pragma once

#include <cstdint>
#include <random>

#include "games/pgngame.h"

namespace rampart::cli {

class RandomPgnGenerator {
public:
    explicit RandomPgnGenerator(std::uint64_t seed)
        : m_random(seed) {}

    // A game from the start position: a main line of 20 to 120 plies (or to
    // mate or stalemate), a variation of 1 to 8 plies after about one move
    // in eight (nested now and then), a comment after about one move in
    // twelve, a NAG after about one in ten; the seven tags filled in.
    PgnGame next(int number);

private:
    void growLine(GameTree &tree, NodeId from, Position pos, int plies, int nesting);
    int below(int n) { return int(m_random() % std::uint64_t(n)); }

    std::mt19937_64 m_random;
};

} // namespace rampart::cli
