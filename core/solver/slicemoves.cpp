#include "solver/slicemoves.h"

namespace rampart::slicemoves {

bool isLegal(const SliceKey &k, const SliceState &s) {
    const Bitboard pawns = k.pawns[White] | k.pawns[Black];
    Bitboard seen = pawns;
    const auto place = [&](Square sq) {
        if (sq >= SquareCount || (seen & squareBB(sq))) return false;
        seen |= squareBB(sq);
        return true;
    };
    if (!place(s.king[White]) || !place(s.king[Black])) return false;
    for (const Color c : {White, Black})
        if (k.hasPiece(c) && !place(s.piece[c])) return false;
    if (kingAttacks(s.king[White]) & squareBB(s.king[Black])) return false;
    const Color idle = ~s.sideToMove;
    return !attackedBy(s.king[idle], s.sideToMove, k, s, seen);
}

} // namespace rampart::slicemoves
