#include "tables/squaremap.h"

#include "chess/position.h"

namespace rampart {

namespace {
TableProbe illegal(const char *reason) {
    TableProbe p;
    p.kind = TableProbe::Kind::Illegal;
    p.reason = reason;
    return p;
}
} // namespace

std::array<TableProbe, 64>
probeEachSquare(const Position &pos, Square pieceSquare, Color sideToMove,
                const std::function<TableProbe(const Position &)> &probe) {
    std::array<TableProbe, 64> map;
    const Piece piece = pos.pieceOn(pieceSquare);
    if (piece == NoPiece) {
        map.fill(illegal("no piece on the chosen square"));
        return map;
    }
    Position base = pos;
    base.clearHistory();
    base.setPiece(pieceSquare, NoPiece);
    base.setSideToMove(sideToMove);
    base.setEnPassantSquare(NoSquare);
    // A king or rook put elsewhere has no castling rights left.
    base.setCastlingRights(NoCastling);
    for (int s = 0; s < 64; ++s) {
        const Square square = Square(s);
        if (square != pieceSquare && !pos.isEmpty(square)) {
            map[std::size_t(s)] = illegal("square occupied");
        } else if (typeOf(piece) == Pawn && (rankOf(square) == 0 || rankOf(square) == 7)) {
            map[std::size_t(s)] = illegal("pawn on rank 1 or 8");
        } else {
            Position p = base;
            p.setPiece(square, piece);
            map[std::size_t(s)] = probe(p);
        }
    }
    return map;
}

} // namespace rampart
