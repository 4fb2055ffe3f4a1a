#include "eval/pieceending.h"

#include "chess/position.h"
#include "eval/evaluation.h"

#include <algorithm>

namespace rampart {

namespace {

// Steps from the four centre squares (0 on d4/e4/d5/e5, 6 in a corner).
int centreDistance(Square s) {
    const int f = fileOf(s), r = rankOf(s);
    return std::max(3 - f, f - 4) + std::max(3 - r, r - 4);
}

int materialOf(const Position &pos, Color c) {
    return evalweights::Pawn * pos.count(c, Pawn) + evalweights::Knight * pos.count(c, Knight) +
           evalweights::Bishop * pos.count(c, Bishop) + evalweights::Rook * pos.count(c, Rook) +
           evalweights::Queen * pos.count(c, Queen);
}

int passedPawns(const Position &pos, Color c) {
    int score = 0;
    const Bitboard theirPawns = pos.pieces(~c, Pawn);
    for (Bitboard b = pos.pieces(c, Pawn); b;) {
        const Square s = popLsb(b);
        if (passedSpan(c, squareBB(s)) & theirPawns) continue;
        const int rank = relativeRank(c, s);
        score += pieceweights::PasserPerRank2 * rank * rank;
        if (rank == 6 && kingDistance(pos.kingSquare(c), s) <= 1)
            score += pieceweights::PasserKingNear;
    }
    return score;
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
    // The usual way to the mate goes through the last pawns: the winning
    // king heads for the most advanced one (queen and king against pawn).
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

int pieceEndingScore(const Position &pos) {
    int score = materialOf(pos, White) - materialOf(pos, Black) -
                evalweights::Pawn * (pos.count(White, Pawn) - pos.count(Black, Pawn));
    score += mateDrive(pos, White) - mateDrive(pos, Black);
    return score;
}

} // namespace rampart
