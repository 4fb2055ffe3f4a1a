// The best line from a position with both sides playing perfectly, from what
// PracticeKnowledge knows: the winner's shortest mate against the loser's
// longest defence, a draw kept by both; each move is the reply practice
// would play there (practicereply.h), so the line is the one a player meets
// when practising it. "Add best line to the game" writes it into the game
// with each position's value as a comment, as the pychess users asked of a
// tablebase's move list (and as the tablebase browser's best line does).
//
// The line may start with a given move (a row of a move list: not the best
// one, perhaps) and goes on from the position after it. It never guesses:
// it stops where the next move would rest on an interval (a solved set's
// DTM not settled, a promotion out of its scope: no reply on exact values)
// or at a position no source knows, and says which. A drawn line stops at the first repeated
// position, the way the browser's does: the shuffling after it shows nothing.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "chess/position.h"

#include "practice/practiceassessment.h"
#include "practice/practiceknowledge.h"
#include "practice/practicevalue.h"

namespace rampart {

struct PerfectLine {
    // Why the line ends where it does.
    enum class Stop : std::uint8_t {
        GameOver,   // mate, stalemate, insufficient material (gameEnd)
        Repetition, // a drawn line came back to a position it had
        Interval,   // the position is known, but the next move would rest
                    // on intervals: its moves' values are (a solved set's
                    // DTM not settled, a promotion out of its scope)
        Unknown,    // no source knows the position reached
        Length      // maxPlies moves were made
    };
    std::vector<Move> moves;
    // values[i]: the value of the position after moves[i] for its side to
    // move (what the comment after the move says).
    std::vector<PracticeValue> values;
    Stop stop = Stop::Unknown;
    PracticeEnd gameEnd = PracticeEnd::None; // GameOver
};

// The line from start (a legal position): first (when given, and legal
// there) then the perfect replies of both sides, at most maxPlies moves.
// A first move into a position no source knows gives that move alone
// (Stop::Unknown, no value).
PerfectLine perfectLine(const PracticeKnowledge &knowledge, const Position &start,
                        std::optional<Move> first = std::nullopt, int maxPlies = 400);

} // namespace rampart
