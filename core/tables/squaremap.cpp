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
    forEachManSquare(
        base, pieceSquare, sideToMove,
        [&](Square square, const Position &placed) { map[std::size_t(square)] = probe(placed); },
        [&](Square square, ManPlacement why) {
            map[std::size_t(square)] =
                illegal(why == ManPlacement::Occupied ? TbReason::SquareOccupied
                                                      : TbReason::PawnOnBackRank);
        });
    return map;
}

} // namespace rampart
