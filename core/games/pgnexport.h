// Writes a PgnGame in the PGN export format: the Seven Tag Roster first (in
// its order, "?" for a missing value), SetUp/FEN when the game does not start
// from the initial position, the other tags in their order; then the whole
// move tree with comments, NAGs ($n) and variations in parentheses, lines
// wrapped below 80 characters, and the result.
#pragma once

#include <string>

#include "games/pgngame.h"

namespace rampart {

// The complete game: tags, a blank line, movetext, a blank line.
std::string writePgnGame(const PgnGame &game);
// Only the movetext (moves, comments, NAGs, variations) followed by `result`,
// wrapped as in writePgnGame(); no trailing newline.
std::string writePgnMovetext(const GameTree &tree, const std::string &result);

} // namespace rampart
