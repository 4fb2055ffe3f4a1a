#include "tables/squaremap.h"

#include "chess/manplacement.h"

namespace rampart {

namespace {
TableProbe illegal(TbReason reason) {
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
    if (pos.pieceOn(pieceSquare) == NoPiece) {
        map.fill(illegal(TbReason::NoManOnSquare));
        return map;
    }
    Position base = pos;
    base.clearHistory();
    // A king or rook put elsewhere has no castling rights left.
    base.setCastlingRights(NoCastling);
    for (int s = 0; s < 64; ++s) {
        const Square square = Square(s);
        switch (manPlacement(pos, pieceSquare, square)) {
        case ManPlacement::Occupied:
            map[std::size_t(s)] = illegal(TbReason::SquareOccupied);
            break;
        case ManPlacement::PawnOnBackRank:
            map[std::size_t(s)] = illegal(TbReason::PawnOnBackRank);
            break;
        case ManPlacement::Free:
            map[std::size_t(s)] = probe(withManOn(base, pieceSquare, square, sideToMove));
            break;
        }
    }
    return map;
}

} // namespace rampart
