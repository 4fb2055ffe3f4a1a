// Following the best move from a position to the end of its line: the one
// loop behind the tablebase browser's best line, the search's PV through
// the tables, a solved set's DTM line (which takes its moves from the
// solver while its positions are in the set, and from the tables after a
// capture or promotion leaves it), practice's perfect line and the proof
// line `bench solve` prints.
#pragma once

#include <functional>
#include <vector>

#include "chess/move.h"

namespace rampart {

class Position;
class TableRegistry;

// The moves bestMove gives from start on, each played before the next is
// asked for, until it gives Move::none() or maxPlies moves are made (none
// when maxPlies <= 0). bestMove sees the position with the line's moves
// played (their history kept, so a repetition shows), and must give a legal
// move or none. played, when given, sees the position after each move (the
// last one too) and ends the line there by giving false (the move stays):
// for a caller that records something of every position the line reaches.
std::vector<Move> followBestMoves(const Position &start, int maxPlies,
                                  const std::function<Move(const Position &)> &bestMove,
                                  const std::function<bool(const Position &)> &played = {});

// The tables' best move in pos: the first of TableRegistry::probeMoves()
// (the quickest win, else a draw, else the longest defence); none when the
// tables do not answer pos or it has no legal move.
Move bestTableMove(const TableRegistry &tables, const Position &pos);

} // namespace rampart
