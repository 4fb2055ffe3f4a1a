// Matching patterns against a position under the transforms they allow.
//
// A pattern square s is carried to the board by, in this order: an optional
// file mirror (a <-> h), an optional colour flip (ranks flipped and colours
// swapped: the pattern then speaks for Black), and a shift by whole files and
// ranks in board coordinates. Every shift that keeps the pattern's anchor
// squares (fixed, variable and identity squares) on the board is tried; the
// not board is shifted by shiftedNotBoard(), which keeps its edge zones.
// Identical concrete instances reached by different transforms (a symmetric
// pattern) are reported once, with the first transform in the order
// "no mirror before mirror, White before Black, shifts from a1 outwards".
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "patterns/pattern.h"

namespace rampart {

class Position;

struct PatternTransform {
    bool fileMirrored = false;
    bool colorFlipped = false;
    int fileShift = 0; // towards h when positive
    int rankShift = 0; // towards rank 8 when positive

    bool isIdentity() const { return !fileMirrored && !colorFlipped && !fileShift && !rankShift; }
    // A pattern square carried onto the board (may leave it: check isValidSquare).
    int apply(Square s) const;
    // "identity", or e.g. "colour flip, files +2, ranks -1".
    std::string describe() const;
    bool operator==(const PatternTransform &) const = default;
};

struct PatternMatch {
    std::string pattern;        // the pattern's name
    PatternTransform transform; // how the pattern was carried onto the board
    // The side the pattern speaks for: White, or Black for a colour-flipped match.
    Color side = White;
    // The pattern's identities on board squares.
    std::vector<SquareIdentity> identities;

    // Every board square carrying the role.
    Bitboard squaresWithRole(const std::string &role) const;
    // "e5 passer, stop square; e6 stop square" style listing.
    std::string describeIdentities() const;
};

// One concrete placement of a pattern: its three boards carried onto the
// board by a transform, and the side to move it asks for there.
struct PatternInstance {
    PatternTransform transform;
    QuadBitboard fixed, notBoard, variable;
    std::optional<Color> sideToMove; // none: either side
};

// A not board moved by whole files and ranks without losing a constraint.
// A pattern is drawn on concrete squares, and a not-board square on the edge
// of the squares its man can stand on (pawns: ranks 2 and 7; kings: ranks 1
// and 8; both: files a and h) stands for the zone up to that edge ("no enemy
// pawn in front of the passer, up to the seventh rank"). A shift away from
// such an edge therefore forbids the squares between the shifted square and
// the edge too; a plain translation would leave them open and the shifted
// instance would ask less than the pattern (a passer with an enemy pawn on
// the seventh rank in front of it). Squares shifted beyond the squares their
// man can stand on forbid nothing there and are left out.
QuadBitboard shiftedNotBoard(const QuadBitboard &notBoard, int files, int ranks);

// Every instance the pattern's transforms allow, in the order described at
// the top (mirror, then colour flip, then shifts by rank and file from a1
// outwards). A symmetric pattern gives equal instances more than once; the
// matcher reports such a match once.
std::vector<PatternInstance> patternInstances(const Pattern &pattern);

// Every match of the pattern on the position's pawns and kings.
std::vector<PatternMatch> matchPattern(const Pattern &pattern, const Position &pos);
// The same on a quad-bitboard with a side to move.
std::vector<PatternMatch> matchPattern(const Pattern &pattern, const QuadBitboard &board,
                                       Color sideToMove);

} // namespace rampart
