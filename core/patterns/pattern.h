// A PawnKing pattern (Horacek): three quad-bitboards and the identities of
// its key squares.
//
// A pattern matches a board when
//   - every man on the fixed board is present       (fixed is a subset of the board),
//   - no man on the not board is present            (board and not are disjoint),
//   - at least one man on the variable board is present, unless the variable
//     board is empty (then it asks nothing).
// The PawnKing wiki page's code snippet writes the first test as `(board & fix) != board`,
// i.e. "the board is a subset of the fixed board", which contradicts its own
// prose; we follow the prose.
//
// Patterns are written from White's point of view on concrete squares; the
// allowed transforms say where else they may be tried (patternmatcher.h):
// colour flip (the same pattern for Black), file and rank shifts, file mirror.
// Identities name the roles of squares ("passer", "stop square",
// "key square", ...) for partial evaluation and the GUI; a square may carry
// several roles.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "patterns/quadbitboard.h"

namespace rampart {

enum PatternTransformFlag : std::uint8_t {
    NoTransform = 0,
    AllowColorFlip = 1,  // also match with colours swapped and ranks flipped
    AllowFileShift = 2,  // also match shifted by any number of files
    AllowRankShift = 4,  // also match shifted by any number of ranks
    AllowFileMirror = 8, // also match with files mirrored a <-> h
    AllTransforms = 15
};

// The roles of one square.
struct SquareIdentity {
    Square square = NoSquare;
    std::vector<std::string> roles;

    bool operator==(const SquareIdentity &) const = default;
};

struct Pattern {
    std::string name;                        // unique within a library
    std::string description;                 // what the pattern means for play
    QuadBitboard fixed;                      // men that must all be present
    QuadBitboard notBoard;                   // men that must all be absent
    QuadBitboard variable;                   // at least one must be present (if any)
    std::uint8_t transforms = AllTransforms; // PatternTransformFlag bits
    // When set, the pattern only matches with this side to move (in the
    // pattern's own colours: a colour-flipped match flips it too).
    std::optional<Color> sideToMove;
    std::vector<SquareIdentity> identities; // at most one entry per square

    bool allows(PatternTransformFlag f) const { return (transforms & f) != 0; }
    // Adds a role to a square (creating its entry when needed; no duplicates).
    void addIdentity(Square s, const std::string &role);
    // Removes a role from a square (the entry goes when its last role does).
    void removeIdentity(Square s, const std::string &role);
    // The roles of a square (empty when it has none).
    std::vector<std::string> rolesOf(Square s) const;
    // Every square the pattern's position on the board depends on: fixed,
    // variable and identity squares. Shifts must keep these on the board;
    // the not board follows its own rule (shiftedNotBoard() in
    // patternmatcher.h: zones drawn up to an edge stay at that edge).
    Bitboard anchorSquares() const;
    // Does the board satisfy fixed/not/variable exactly as written (no transform)?
    bool matchesUntransformed(const QuadBitboard &board) const;

    bool operator==(const Pattern &) const = default;
};

// The raw test on three boards, in the direction of Horacek's prose.
constexpr bool quadMatch(const QuadBitboard &board, const QuadBitboard &fixed,
                         const QuadBitboard &notBoard, const QuadBitboard &variable) {
    if (!fixed.isSubsetOf(board)) return false;
    if (board.intersects(notBoard)) return false;
    if (!variable.isEmpty() && !board.intersects(variable)) return false;
    return true;
}

} // namespace rampart
