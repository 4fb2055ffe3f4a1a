#include "eval/distance.h"

namespace rampart {

int pawnPathDistance(Color c, Square from, Square to, Bitboard obstacles) {
    if (fileOf(from) != fileOf(to)) return NoPath;
    const int steps = relativeRank(c, to) - relativeRank(c, from);
    if (steps <= 0) return steps == 0 ? 0 : NoPath;
    const Bitboard path = between(from, to) | squareBB(to);
    if (path & obstacles) return NoPath;
    // A pawn on its second rank covers two squares with its first move.
    return relativeRank(c, from) == 1 && steps >= 2 ? steps - 1 : steps;
}

int kingPathDistance(Square from, Bitboard targets, Bitboard passable) {
    if (!targets) return NoPath;
    Bitboard reached = squareBB(from);
    for (int n = 0; n < 64; ++n) {
        if (reached & targets) return n;
        const Bitboard next = reached | (kingAttacksOf(reached) & (passable | targets));
        if (next == reached) return NoPath;
        reached = next;
    }
    return NoPath;
}

int kingPathDistance(Square from, Square to, Bitboard passable) {
    return kingPathDistance(from, squareBB(to), passable);
}

std::array<std::uint8_t, 64> kingPathDistances(Square from, Bitboard targets, Bitboard passable) {
    std::array<std::uint8_t, 64> distance;
    distance.fill(NoPath);
    Bitboard reached = squareBB(from);
    if (targets & reached) distance[from] = 0;
    Bitboard pending = targets & ~reached;
    for (int n = 0; pending && n < 64; ++n) {
        const Bitboard frontier = kingAttacksOf(reached);
        for (Bitboard hit = frontier & pending; hit;) distance[popLsb(hit)] = std::uint8_t(n + 1);
        pending &= ~frontier;
        const Bitboard next = reached | (frontier & passable);
        if (next == reached) break;
        reached = next;
    }
    return distance;
}

Bitboard kingReach(Square from, int n, Bitboard passable) {
    Bitboard reached = squareBB(from);
    for (int i = 0; i < n; ++i) reached |= kingAttacksOf(reached) & passable;
    return reached;
}

} // namespace rampart
