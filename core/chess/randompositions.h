// Reproducible random pawn endings for benchmarks and tests.
//
// The generators draw from a caller's std::mt19937 (whose sequence the C++
// standard fixes), so a seed gives the same positions on every platform and
// a benchmark's checksum or a test's verdicts do not drift between runs.
// A draw may give an illegal position (a side not to move in check, say);
// the single-position functions return it as drawn and the list functions
// skip it, so a test can count draws and a benchmark can ask for N positions.
#pragma once

#include <random>
#include <vector>

#include "chess/position.h"

namespace rampart {

// Kings on any two empty squares, 0 to 6 pawns of each colour on ranks 2-7,
// either side to move.
Position randomPawnEnding(std::mt19937 &rng);

// Pawn structures rich in rams, for blockage detection: on each file a ram
// (four in ten), a ram with a white or a black pawn behind it (one in ten
// each), a lone white or black pawn (one in ten each) or nothing; the kings
// on empty squares at least two apart, either side to move.
Position randomRamStructure(std::mt19937 &rng);

// The first `count` legal positions the generator gives.
std::vector<Position> randomLegalPawnEndings(std::mt19937 &rng, int count);
std::vector<Position> randomLegalRamStructures(std::mt19937 &rng, int count);

} // namespace rampart
