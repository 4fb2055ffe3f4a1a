#include "materialevaluator.h"

#include <algorithm>

namespace rampart {

namespace {

constexpr int PieceValue[PieceTypeCount] = {100, 300, 310, 500, 900, 0};
// Bonus of a passed pawn by its relative rank (index 0 = 1st rank).
constexpr int PassedBonus[8] = {0, 10, 15, 25, 45, 75, 120, 0};
// Per king step of distance: own king near own passer, enemy king far from it.
constexpr int PasserKingDistanceWeight = 6;
// A passer the enemy king can no longer catch (rule of the square) in a pure
// king and pawn ending, when the enemy has no pawn of its own.
constexpr int UnstoppablePasserBonus = 600;
// Pushing a bare king to the edge and bringing the own king near.
constexpr int MatingEdgeWeight = 20;
constexpr int MatingProximityWeight = 10;
// Verdict thresholds in centipawns.
constexpr int SlightThreshold = 40;
constexpr int BigThreshold = 120;
constexpr int DecisiveThreshold = 250;

int centreDistance(Square s) {
    const int f = fileOf(s), r = rankOf(s);
    return std::max(f < 4 ? 3 - f : f - 4, r < 4 ? 3 - r : r - 4);
}

int sideScore(const Position &pos, Color us) {
    const Color them = ~us;
    int score = 0;
    for (int t = Pawn; t < King; ++t) score += PieceValue[t] * pos.count(us, PieceType(t));

    const Bitboard ourPawns = pos.pieces(us, Pawn);
    const Bitboard theirPawns = pos.pieces(them, Pawn);
    const Square ourKing = pos.kingSquare(us);
    const Square theirKing = pos.kingSquare(them);
    const bool pawnEnding = (pos.pieces() & ~pos.pieces(Pawn) & ~pos.pieces(King)) == 0;

    for (Bitboard b = ourPawns; b;) {
        const Square s = popLsb(b);
        const Bitboard sBB = squareBB(s);
        // Passed: no enemy pawn in front on this or the adjacent files, and no
        // own pawn in front on the same file (the rear of doubled pawns is not).
        if ((passedSpan(us, sBB) & theirPawns) || (frontSpan(us, sBB) & ourPawns)) continue;
        const int rank = relativeRank(us, s);
        score += PassedBonus[rank];
        const Square promotion = makeSquare(fileOf(s), us == White ? 7 : 0);
        score += PasserKingDistanceWeight *
                 (kingDistance(theirKing, promotion) - kingDistance(ourKing, promotion));
        if (pawnEnding && !theirPawns) {
            // Rule of the square: moves to promote against king moves to the
            // promotion square; a double step counts from the 2nd rank.
            int pawnMoves = 7 - rank;
            if (rank == 1) --pawnMoves;
            const bool theyMove = pos.sideToMove() == them;
            const int kingMoves = kingDistance(theirKing, promotion) - (theyMove ? 1 : 0);
            const bool ownKingBlocks = (frontSpan(us, sBB) & squareBB(ourKing)) != 0;
            if (kingMoves > pawnMoves && !ownKingBlocks)
                score += UnstoppablePasserBonus - 20 * pawnMoves;
        }
    }

    // Mating material against a bare king: drive it to the edge.
    if (pos.pieces(them) == pos.pieces(them, King) &&
        (pos.count(us, Queen) || pos.count(us, Rook))) {
        score += MatingEdgeWeight * centreDistance(theirKing);
        score += MatingProximityWeight * (7 - kingDistance(ourKing, theirKing));
    }
    return score;
}

} // namespace

Verdict MaterialEvaluator::verdictForScore(int whiteScore) {
    const int a = std::abs(whiteScore);
    const int magnitude = a >= DecisiveThreshold ? 3
                          : a >= BigThreshold    ? 2
                          : a >= SlightThreshold ? 1
                                                 : 0;
    return verdictFromValue(whiteScore < 0 ? -magnitude : magnitude);
}

MaterialEvaluator::Result MaterialEvaluator::evaluate(const Position &pos) const {
    Result r;
    if (pos.hasInsufficientMaterial()) return r;
    r.score = sideScore(pos, White) - sideScore(pos, Black);
    r.value = DiscreteValue::exact(verdictForScore(r.score));
    return r;
}

} // namespace rampart
