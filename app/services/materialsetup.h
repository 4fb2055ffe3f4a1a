// Positions of a chosen endgame material for the tablebase browser: a start
// position for any material up to four men, the current position turned
// into another material (squares kept where possible), and the browser's
// editing rules (a placed king replaces its colour's king, a placed man
// replaces the nearest man of its colour and kind, or joins the men while
// there are at most four).
#pragma once

#include <optional>

#include "chess/position.h"

#include "tables/material.h"

namespace rampart {

class MaterialSetup {
public:
    // A legal position of the material with sideToMove to move: the kings on
    // e1 and e8 (e5 without pawns), the men on their usual squares
    // (queen d1, rook a1, bishop c1, knight b1, pawn e2, mirrored for Black).
    static Position startPosition(const Material &material, Color sideToMove);
    // pos with its men turned into the material's men, each keeping its
    // square (men in Material::men() order on pos's men in the same order);
    // nothing when the men counts differ or the result is not a legal table
    // position (a pawn on the back rank, the side not to move in check).
    static std::optional<Position> converted(const Position &pos, const Material &material);
    // converted(), else the material's start position with pos's side to move.
    static Position withMaterial(const Position &pos, const Material &material);

    // The board edit `edited` of `before` under the browser's rules (see the
    // header comment); castling and en passant rights are dropped.
    static Position normalised(const Position &before, const Position &edited);
    // Both kings, one to two other men, no pawn on rank 1 or 8, the side not
    // to move not in check.
    static bool isTablePosition(const Position &pos);
};

} // namespace rampart
