#include "chess/manplacement.h"

namespace rampart {

ManPlacement manPlacement(const Position &pos, Square from, Square to) {
    if (to != from && !pos.isEmpty(to)) return ManPlacement::Occupied;
    if (typeOf(pos.pieceOn(from)) == Pawn && (rankOf(to) == 0 || rankOf(to) == 7))
        return ManPlacement::PawnOnBackRank;
    return ManPlacement::Free;
}

Position withManOn(const Position &pos, Square from, Square to, Color sideToMove) {
    const Piece man = pos.pieceOn(from);
    Position p = pos;
    p.setPiece(from, NoPiece);
    p.setEnPassantSquare(NoSquare);
    p.setSideToMove(sideToMove);
    p.setPiece(to, man);
    return p;
}

void forEachManSquare(const Position &pos, Square from, Color sideToMove,
                      const std::function<void(Square, const Position &)> &placed,
                      const std::function<void(Square, ManPlacement)> &refused) {
    for (int s = 0; s < SquareCount; ++s) {
        const Square to = Square(s);
        const ManPlacement placement = manPlacement(pos, from, to);
        if (placement == ManPlacement::Free)
            placed(to, withManOn(pos, from, to, sideToMove));
        else if (refused)
            refused(to, placement);
    }
}

} // namespace rampart
