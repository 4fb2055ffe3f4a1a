#include "eval/pawnstructure.h"

#include "patterns/quadbitboard.h"

namespace rampart {

namespace {

PawnFeatures computeFeatures(Color c, Bitboard own, Bitboard enemy) {
    const Color them = ~c;
    PawnFeatures f;
    f.pawns = own;
    f.frontSpan = frontSpan(c, own);
    f.attackSpan = attackSpan(c, own);
    f.attacks = pawnAttacks(c, own);

    // A pawn is stopped by enemy pawns whose front or attack span (seen from
    // the enemy side) covers its square.
    const Bitboard enemyControl = frontSpan(them, enemy) | attackSpan(them, enemy);
    f.passed = own & ~enemyControl & ~rearSpan(c, own);
    f.protectedPassed = f.passed & f.attacks;

    if (enemy) {
        const Bitboard enemyFiles = fileFill(enemy);
        for (Bitboard b = f.passed; b;) {
            const Square s = popLsb(b);
            const int file = fileOf(s);
            // Files strictly left of file-1 and strictly right of file+1.
            Bitboard farLeft = 0, farRight = 0;
            for (int x = 0; x < file - 1; ++x) farLeft |= fileBB(x);
            for (int x = file + 2; x < 8; ++x) farRight |= fileBB(x);
            const bool allRight = (enemyFiles & ~farRight) == 0;
            const bool allLeft = (enemyFiles & ~farLeft) == 0;
            if (allRight || allLeft) f.outsidePassed |= squareBB(s);
        }
    }

    for (Bitboard b = own & ~f.passed; b;) {
        const Square s = popLsb(b);
        const Bitboard sq = squareBB(s);
        if (frontSpan(c, sq) & enemy) continue; // not on a half-open file
        const Bitboard neighbours = adjacentFiles(sq);
        // Level with or behind: the own rank and everything behind it.
        const Bitboard levelOrBehind = backwardFill(c, rankBB(rankOf(s)));
        const int helpers = popCount(own & neighbours & levelOrBehind);
        const int sentries = popCount(enemy & neighbours & frontSpan(c, rankBB(rankOf(s))));
        if (helpers >= sentries) f.candidates |= sq;
    }

    const Bitboard stops = forward(c, own);
    f.backward = own & backward(c, stops & pawnAttacks(them, enemy) & ~f.attackSpan);
    f.isolated = own & ~adjacentFiles(own);
    f.doubled = own & rearSpan(c, own);
    f.rams = own & backward(c, enemy);
    f.levers = own & pawnAttacks(them, enemy);
    f.duos = own & (east(own) | west(own));
    return f;
}

} // namespace

PawnStructure::PawnStructure(Bitboard whitePawns, Bitboard blackPawns)
    : m_features{computeFeatures(White, whitePawns, blackPawns),
                 computeFeatures(Black, blackPawns, whitePawns)} {}

PawnStructure::PawnStructure(const QuadBitboard &board)
    : PawnStructure(board.pawns(White), board.pawns(Black)) {}

} // namespace rampart
