// Move notation both ways: UCI ("e2e4", "e7e8q") and SAN ("Nf3", "exd5",
// "e8=Q+", "O-O", "Rad1#").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "chess/position.h"

namespace rampart {

enum class NotationError {
    None,
    Empty,        // nothing to read
    Syntax,       // not a move in this notation
    IllegalMove,  // well formed, but no legal move matches
    AmbiguousMove // several legal moves match (missing disambiguation)
};

struct ParsedMove {
    Move move; // none() on error
    NotationError error = NotationError::None;
    std::string reason; // English explanation when error != None

    bool ok() const { return error == NotationError::None; }
};

// UCI: from square, to square, optional promotion letter (q r b n).
ParsedMove parseUciMove(const Position &pos, std::string_view text);
// SAN, accepting common variants: "e8Q", "e8=Q", "e8(Q)", "0-0", "0-0-0",
// "exd6e.p.", "Ng1f3"-style full disambiguation, trailing "+", "#", "!", "?".
ParsedMove parseSanMove(const Position &pos, std::string_view text);
// Either notation (tries UCI first, then SAN).
ParsedMove parseMove(const Position &pos, std::string_view text);

// SAN of a legal move, with disambiguation and "+"/"#".
std::string toSan(const Position &pos, Move m);
// A line of moves in SAN with move numbers: "1. e4 e5 2. Nf3" or "12... Kd7 13. Ke2".
std::string lineToSan(Position pos, const std::vector<Move> &moves);

} // namespace rampart
