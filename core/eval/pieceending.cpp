#include "eval/pieceending.h"

#include <algorithm>

#include "chess/position.h"

#include "eval/evaluation.h"

namespace rampart {

namespace {

// Steps from the four centre squares (0 on d4/e4/d5/e5, 6 in a corner).
int centreDistance(Square s) {
    const int f = fileOf(s), r = rankOf(s);
    return std::max(3 - f, f - 4) + std::max(3 - r, r - 4);
}

int pieceMaterial(const Position &pos, Color c) {
    return evalweights::Knight * pos.count(c, Knight) + evalweights::Bishop * pos.count(c, Bishop) +
           evalweights::Rook * pos.count(c, Rook) + evalweights::Queen * pos.count(c, Queen);
}

// The strong side has a queen or rook, the weak side no piece at all.
int mateDrive(const Position &pos, Color strong) {
    const Color weak = ~strong;
    if (!(pos.pieces(strong, Queen) | pos.pieces(strong, Rook))) return 0;
    if (pos.pieces(weak) & ~pos.pieces(weak, King) & ~pos.pieces(weak, Pawn)) return 0;
    const Square weakKing = pos.kingSquare(weak);
    const Square strongKing = pos.kingSquare(strong);
    int score = pieceweights::EdgePerStep * centreDistance(weakKing) +
                pieceweights::KingsPerStep * (7 - kingDistance(strongKing, weakKing));
    if (const Bitboard pawns = pos.pieces(weak, Pawn)) {
        const Square front = weak == White ? msb(pawns) : lsb(pawns);
        score += pieceweights::KingToPawnPerStep * (7 - kingDistance(strongKing, front));
    }
    return score;
}

} // namespace

bool hasPieces(const Position &pos) {
    return (pos.pieces() & ~pos.pieces(Pawn) & ~pos.pieces(King)) != 0;
}

int pieceScore(const Position &pos) {
    return pieceMaterial(pos, White) - pieceMaterial(pos, Black) + mateDrive(pos, White) -
           mateDrive(pos, Black);
}

} // namespace rampart
