#include "blockage.h"

#include "position.h"

// The analysis is written for White as the stronger side; Black is handled by
// flipping the board (ranks 1 <-> 8, colours swapped) and flipping the result
// sets back.
//
// Why the claim is sound (the proof the code follows):
//  * The defender never moves a pawn. Its king oscillates between two squares
//    that can never be attacked or occupied by White (the "safe" set below),
//    so it is never in check, always has a legal move, and never has to touch
//    a pawn: zugzwang cannot hurt it.
//  * Black pawns therefore stand still. A White pawn can only change the
//    structure by capturing or promoting. We reject any position where some
//    White pawn, on any square it could ever reach by pushing, attacks any
//    Black pawn (a lever, now or after pushes: this covers pawn sacrifices
//    and break-throughs) and any position with more than one pawn able to run
//    to the eighth rank; the one runner allowed must step onto a square next
//    to the defending king that nothing of White's can ever protect.
//  * White pawns blocked by a Black pawn that is never captured (or by such a
//    fixed White pawn) never move; squares attacked by such Black pawns are
//    never enterable. These form the fence. Every other square is assumed
//    passable for the White king (an over-approximation: mobile pawns may
//    leave, the defending king's guard of a pawn is ignored).
//  * The flood (king fill through passable squares) is everything the White
//    king can ever reach. Black pawns in it may be captured ("drowned"): they
//    are removed and everything is recomputed until nothing new drowns.
//  * Safe squares: outside the flood, not next to it, not attacked or occupied
//    by any White pawn on any square it can ever reach, not occupied by a
//    Black pawn. Two adjacent safe squares next to (or under) the defending
//    king give it an eternal waiting move.
// Nothing here depends on the side to move except en passant.

namespace rampart {

namespace {

constexpr Bitboard Rank2BB = rankBB(1);

struct Normalised {
    Bitboard wp, bp;
    Square wk, bk;
    bool strongToMove;
    Square ep;
};

// King fill from seed through passable squares until it stops growing.
Bitboard kingFlood(Bitboard seed, Bitboard passable) {
    Bitboard flood = seed;
    for (;;) {
        const Bitboard next = flood | (kingAttacksOf(flood) & passable);
        if (next == flood) return flood;
        flood = next;
    }
}

// White pawns that can never move: rammed by a Black pawn, or blocked by
// such a fixed White pawn (chains of any length).
Bitboard fixedWhitePawns(Bitboard wp, Bitboard bp) {
    Bitboard fixed = wp & south(bp);
    for (;;) {
        const Bitboard next = fixed | (wp & south(fixed));
        if (next == fixed) return fixed;
        fixed = next;
    }
}

// Every square the given White pawns can ever stand on by pushing, given
// permanent blockers (occluded north fill, pawns' own squares included).
// Mobile White pawns in the way are not blockers: they may move on first.
Bitboard pushReach(Bitboard pawns, Bitboard blockers) {
    Bitboard reach = pawns;
    for (int i = 0; i < 6; ++i) reach |= north(reach) & ~blockers;
    return reach;
}

BlockageResult reject(BlockageResult r, BlockageReason why) {
    r.blocked = false;
    r.why = why;
    r.reason = blockageReasonText(why);
    return r;
}

BlockageResult detectWhite(const Normalised &n) {
    BlockageResult r;
    r.strongSide = White;

    if (popCount(n.wp & south(n.bp)) < MinBlockageRams)
        return reject(r, BlockageReason::TooFewRams);
    // An en passant capture now is a pawn move no later analysis sees.
    if (n.ep != NoSquare && n.strongToMove && (pawnAttacks(White, n.wp) & squareBB(n.ep)))
        return reject(r, BlockageReason::EnPassant);

    // Ram fence and king flood, recomputed while the flood drowns pawns.
    Bitboard bp = n.bp;
    Bitboard fixed = 0, attacks = 0, flood = 0;
    for (;;) {
        attacks = pawnAttacks(Black, bp);
        fixed = fixedWhitePawns(n.wp, bp);
        // The base area: everything below the lowest fence square. Black
        // passers on White's second rank are ignored for finding it (their
        // attacks on the first rank would otherwise make the base vanish).
        const Bitboard baseFence = fixed | pawnAttacks(Black, bp & ~Rank2BB);
        // Once drowning has dissolved every fence the base is the whole board.
        const Bitboard base = baseFence ? squareBB(lsb(baseFence)) - 1 : AllSquares;
        const Bitboard passable = ~(fixed | attacks);
        // Seeded from the king's own square as well: that only widens the
        // flood (sound) and makes "the king stands in the flood" hold by
        // construction, wherever the king is.
        flood = kingFlood((base & passable) | squareBB(n.wk), passable);
        const Bitboard drowned = flood & bp;
        if (!drowned) break;
        bp &= ~drowned;
    }
    const Bitboard fence = fixed | attacks;
    r.flood = flood;
    r.fence = fence & kingAttacksOf(flood) & ~flood;
    r.above = ~(r.flood | r.fence);
    r.drowned = n.bp & ~bp;

    if (flood & squareBB(n.bk)) return reject(r, BlockageReason::DefendingKingFlooded);

    // Pawn dynamics with the final (post-drowning) structure.
    const Bitboard mobile = n.wp & ~fixed;
    const Bitboard blockers = bp | fixed;
    // Runners: mobile pawns with no permanent blocker anywhere in front.
    const Bitboard runners = mobile & ~rearSpan(White, blockers);
    if (moreThanOne(runners)) return reject(r, BlockageReason::PassedPawns);
    const Bitboard others = n.wp & ~runners;
    const Bitboard othersReach = fixed | pushReach(others & mobile, blockers);
    const Bitboard stop = north(runners);

    // Levers, now or after any pushes, against every Black pawn (also the
    // drowned ones: a pawn capture moves a White pawn off its file). The
    // runner is only ever on its square or its stop square (taken there).
    if (pawnAttacks(White, othersReach | runners | stop) & n.bp)
        return reject(r, BlockageReason::Lever);

    const Bitboard whiteAttacks = pawnAttacks(White, othersReach);
    const Bitboard kingZone = flood | kingAttacksOf(flood);
    const Bitboard safe = ~(kingZone | whiteAttacks | othersReach | runners | bp);
    const Bitboard kingAndNeighbours = squareBB(n.bk) | kingAttacks(n.bk);

    if (runners) {
        // One runner: the defending king oscillates between the stop square
        // and a guard square next to it; when the pawn steps onto the stop
        // square the king takes it (nothing White can ever protect it there).
        // A runner on its second rank could jump the stop square: reject.
        if ((runners & Rank2BB) || !(stop & safe))
            return reject(r, BlockageReason::PasserNotStopped);
        const Bitboard guards = kingAttacksOf(stop) & safe & ~pawnAttacks(White, runners);
        r.safe = guards ? (stop | guards) : 0;
        if (!guards || !(kingAndNeighbours & stop))
            return reject(r, BlockageReason::PasserNotStopped);
    } else {
        r.safe = safe;
        // Safe squares with a safe neighbour (kingAttacksOf() would drop the
        // set's own squares, so the eight shifts are taken one by one).
        const Bitboard pairs =
            safe & (north(safe) | south(safe) | east(safe) | west(safe) | northEast(safe) |
                    northWest(safe) | southEast(safe) | southWest(safe));
        if (!(kingAndNeighbours & pairs)) return reject(r, BlockageReason::NoWaitingMove);
    }

    r.blocked = true;
    r.why = BlockageReason::Blocked;
    r.reason = blockageReasonText(r.why);
    return r;
}

BlockageResult flipResult(BlockageResult r) {
    r.strongSide = Black;
    r.fence = flipVertical(r.fence);
    r.flood = flipVertical(r.flood);
    r.above = flipVertical(r.above);
    r.drowned = flipVertical(r.drowned);
    r.safe = flipVertical(r.safe);
    return r;
}

} // namespace

const char *blockageReasonText(BlockageReason reason) {
    switch (reason) {
    case BlockageReason::Blocked:
        return "blocked: the fence holds and the defender can wait";
    case BlockageReason::NotPawnEnding:
        return "not a king-and-pawn ending";
    case BlockageReason::TooFewRams:
        return "fewer than three rams";
    case BlockageReason::DefendingKingFlooded:
        return "the flood reaches the defending king: the fence does not hold";
    case BlockageReason::Lever:
        return "a lever: a stronger pawn can capture, now or after pushing";
    case BlockageReason::EnPassant:
        return "an en passant capture is possible";
    case BlockageReason::PassedPawns:
        return "two or more stronger pawns can run to promotion";
    case BlockageReason::PasserNotStopped:
        return "a passed pawn whose stop square the defending king does not hold safely";
    case BlockageReason::NoWaitingMove:
        return "the defending king has no safe waiting move (zugzwang possible)";
    }
    return "";
}

BlockageResult detectBlockage(Bitboard whitePawns, Bitboard blackPawns, Square whiteKing,
                              Square blackKing, Color strongSide, Color sideToMove,
                              Square enPassant) {
    if (whiteKing == NoSquare || blackKing == NoSquare) {
        BlockageResult r;
        r.strongSide = strongSide;
        return reject(r, BlockageReason::NotPawnEnding);
    }
    if (strongSide == White)
        return detectWhite(
            {whitePawns, blackPawns, whiteKing, blackKing, sideToMove == White, enPassant});
    const Normalised n{
        flipVertical(blackPawns), flipVertical(whitePawns),
        flipRank(blackKing),      flipRank(whiteKing),
        sideToMove == Black,      enPassant == NoSquare ? NoSquare : flipRank(enPassant)};
    return flipResult(detectWhite(n));
}

BlockageResult detectBlockage(const Position &pos, Color strongSide) {
    const Bitboard kings = pos.pieces(King);
    if (pos.pieces() != (pos.pieces(Pawn) | kings) || pos.count(White, King) != 1 ||
        pos.count(Black, King) != 1) {
        BlockageResult r;
        r.strongSide = strongSide;
        return reject(r, BlockageReason::NotPawnEnding);
    }
    return detectBlockage(pos.pieces(White, Pawn), pos.pieces(Black, Pawn),
                          lsb(pos.pieces(White, King)), lsb(pos.pieces(Black, King)), strongSide,
                          pos.sideToMove(), pos.enPassantSquare());
}

BlockageResult detectBlockage(const Position &pos) {
    const int white = pos.count(White, Pawn), black = pos.count(Black, Pawn);
    if (white != black) return detectBlockage(pos, white > black ? White : Black);
    const BlockageResult w = detectBlockage(pos, White);
    if (w.blocked) return w;
    const BlockageResult b = detectBlockage(pos, Black);
    return b.blocked ? b : w;
}

} // namespace rampart
