// One game as read from or written to PGN: its tag pairs in file order, the
// move tree (with variations, comments and NAGs) and the game termination.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/gametree.h"

namespace rampart {

struct PgnTag {
    std::string name;
    std::string value;
};

struct PgnGame {
    std::vector<PgnTag> tags; // in file order, values in UTF-8
    GameTree tree;
    std::string result = "*"; // "1-0", "0-1", "1/2-1/2" or "*"
    // True when the game's text was not valid UTF-8 and was read as Latin-1.
    bool convertedFromLatin1 = false;

    // The value of a tag, empty when the game has none.
    std::string tag(std::string_view name) const;
    // Replaces the tag's value or appends the tag.
    void setTag(std::string_view name, std::string value);
    void removeTag(std::string_view name);
};

// True when only kings and pawns are on the board and at least one pawn.
bool isPawnEnding(const Position &pos);

// The first ply on the game's main line whose position is a pawn ending
// (0 = the start position), -1 when the main line never reaches one.
int pawnEndingPly(const GameTree &tree);

} // namespace rampart
