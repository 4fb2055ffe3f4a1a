// Rules the editors apply after changing pieces by hand, so that a simple
// edit does not leave a stale castling right or en passant square behind.
#pragma once

#include "chess/position.h"

namespace rampart {

class BoardEdit {
public:
    // pos with every castling right dropped whose king and rook are not on
    // their home squares, and the en passant square dropped when no pawn could
    // have just made the double step to it.
    static Position tidied(Position pos);
    // pos with piece (NoPiece clears) on s, tidied.
    static Position withPiece(Position pos, Square s, Piece piece);
    // pos with the piece on from moved to to (replacing what stood there), tidied.
    static Position withMovedPiece(Position pos, Square from, Square to);
};

} // namespace rampart
