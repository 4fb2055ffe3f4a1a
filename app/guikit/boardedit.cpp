#include "boardedit.h"

namespace rampart {

Position BoardEdit::tidied(Position pos) {
    std::uint8_t rights = pos.castlingRights();
    const auto keep = [&](CastlingRight right, Square king, Square rook, Color c) {
        if (pos.pieceOn(king) != makePiece(c, King) || pos.pieceOn(rook) != makePiece(c, Rook))
            rights &= ~right;
    };
    keep(WhiteKingSide, E1, H1, White);
    keep(WhiteQueenSide, E1, A1, White);
    keep(BlackKingSide, E8, H8, Black);
    keep(BlackQueenSide, E8, A8, Black);
    pos.setCastlingRights(rights);

    const Square ep = pos.enPassantSquare();
    if (ep != NoSquare) {
        const Color us = pos.sideToMove(), them = ~us;
        const bool rankOk = relativeRank(us, ep) == 5;
        const Square pawn = us == White ? Square(ep - 8) : Square(ep + 8);
        const Square origin = us == White ? Square(ep + 8) : Square(ep - 8);
        if (!rankOk || pos.pieceOn(pawn) != makePiece(them, Pawn) || !pos.isEmpty(ep) ||
            !pos.isEmpty(origin))
            pos.setEnPassantSquare(NoSquare);
    }
    return pos;
}

Position BoardEdit::withPiece(Position pos, Square s, Piece piece) {
    pos.setPiece(s, piece);
    return tidied(pos);
}

Position BoardEdit::withMovedPiece(Position pos, Square from, Square to) {
    const Piece piece = pos.pieceOn(from);
    pos.setPiece(from, NoPiece);
    pos.setPiece(to, piece);
    return tidied(pos);
}

} // namespace rampart
