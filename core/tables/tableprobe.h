// The value of a position read from an endgame table, and of a move.
//
// Units: DTM is counted in moves as players count them ("mate in 7" = the
// winner mates on his 7th move, 13 plies); plies() converts. "loss 0" means
// the side to move is checkmated now. The fifty-move rule is ignored, as in
// every DTM table.
#pragma once

#include "chess/move.h"

#include <cstdint>
#include <string>

namespace rampart {

struct TableProbe {
    enum class Kind : std::uint8_t { Win, Loss, Draw, Illegal, Unsupported };

    Kind kind = Kind::Unsupported;
    int dtmMoves = 0;   // Win/Loss: moves to mate from the side to move's view
    std::string reason; // Illegal/Unsupported: an English explanation

    // DTM in plies: a win in N moves is 2N - 1 plies, a loss in N moves 2N
    // plies; 0 for anything else.
    int plies() const {
        return kind == Kind::Win ? 2 * dtmMoves - 1 : kind == Kind::Loss ? 2 * dtmMoves : 0;
    }
    bool isDecided() const { return kind == Kind::Win || kind == Kind::Loss; }
    bool isValid() const { return kind == Kind::Win || kind == Kind::Loss || kind == Kind::Draw; }
    // "win 7", "loss 0", "draw", "illegal: <reason>", "unsupported: <reason>"
    // (the CLI's RESULT column; the number is in moves).
    std::string toString() const;
    bool operator==(const TableProbe &other) const = default;
};

// A legal move and the result after it, from the point of view of the side
// that made it: "win 5" = that side mates in 5 moves counting this one.
struct MoveProbe {
    Move move;
    TableProbe result;
};

} // namespace rampart
