// Probing every legal move of a position, shared by the built-in tables
// (ThreeManTables) and the generated ones (TableRegistry) so that both list and
// order moves the same way.
#pragma once

#include <functional>
#include <vector>

#include "tables/tableprobe.h"

namespace rampart {

class Position;

// Every legal move of pos with the result after it (from the mover's view),
// best first (moveProbeBetter); moves of equal value keep the move
// generator's order. probeChild
// values the position after each move from its side to move's view.
std::vector<MoveProbe> probeEachMove(const Position &pos,
                                     const std::function<TableProbe(const Position &)> &probeChild);

} // namespace rampart
