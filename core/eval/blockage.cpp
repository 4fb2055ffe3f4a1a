#include "eval/blockage.h"

#include "chess/position.h"

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
//  * Pocket: if the flood reaches the defending king, two adjacent squares on
//    which it shuffles keep the White king off every square next to both; if
//    the flood, kept off those, never comes next to the pair, the king holds
//    the entry by itself (findPocket).
// The side to move matters only for en passant and for whether the defending
// king may step onto its shuffle squares before White moves.

namespace rampart {

namespace {

constexpr Bitboard Rank2BB = rankBB(1);

struct Normalised {
    Bitboard wp, bp;
    Square wk, bk;
    bool strongToMove;
    Square ep;
};

// King fill from seed through passable squares until it stops growing, or
// until it touches `stop` (then the partial flood is returned: callers only
// need to know that it got there).
Bitboard kingFlood(Bitboard seed, Bitboard passable, Bitboard stop = 0) {
    Bitboard flood = seed;
    for (;;) {
        const Bitboard next = flood | (kingAttacksOf(flood) & passable);
        if (next == flood || (next & stop)) return next;
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

// popCount(b) >= count without a popcount instruction (the portable build
// would call a library routine for std::popcount).
constexpr bool atLeast(Bitboard b, int count) {
    for (int i = 1; i < count && b; ++i) b &= b - 1;
    return b != 0;
}

BlockageResult reject(BlockageResult r, BlockageReason why) {
    r.blocked = false;
    r.why = why;
    r.reason = blockageReasonText(why);
    return r;
}

// The ram fence and the king flood after drowning (Tabibi et al., first part).
struct Flood {
    Bitboard bp;      // Black pawns left after drowning
    Bitboard fixed;   // fixed White pawns
    Bitboard attacks; // squares attacked by the Black pawns left
    Bitboard flood;   // every square the White king can ever reach
};

// Computes the flood, recomputing the fence each time it drowns pawns. The
// king never enters `held` (squares the defending king always stands next
// to). Returns false as soon as the flood touches `forbidden`. With fromBase
// the flood also starts from the base area (Tabibi et al.); without it only from
// the king's square (its exact reach).
bool floodWithDrowning(const Normalised &n, Bitboard held, Bitboard forbidden, bool fromBase,
                       Flood &f) {
    f.bp = n.bp;
    for (;;) {
        f.attacks = pawnAttacks(Black, f.bp);
        f.fixed = fixedWhitePawns(n.wp, f.bp);
        // The base area: everything below the lowest fence square. Black
        // passers on White's second rank are ignored for finding it (their
        // attacks on the first rank would otherwise make the base vanish).
        // Once drowning has dissolved every fence the base is the whole board.
        const Bitboard baseFence = f.fixed | pawnAttacks(Black, f.bp & ~Rank2BB);
        const Bitboard base = !fromBase ? 0 : baseFence ? squareBB(lsb(baseFence)) - 1 : AllSquares;
        const Bitboard passable = ~(f.fixed | f.attacks | held);
        // Seeded from the king's own square as well: that only widens the
        // flood (sound) and makes "the king stands in the flood" hold by
        // construction, wherever the king is.
        f.flood = kingFlood((base & passable) | squareBB(n.wk), passable, forbidden);
        if (f.flood & forbidden) return false;
        const Bitboard drowned = f.flood & f.bp;
        if (!drowned) return true;
        f.bp &= ~drowned;
    }
}

void fillSets(BlockageResult &r, const Normalised &n, const Flood &f, Bitboard held) {
    r.flood = f.flood;
    r.fence = (f.fixed | f.attacks | held) & kingAttacksOf(f.flood) & ~f.flood;
    r.above = ~(r.flood | r.fence);
    r.drowned = n.bp & ~f.bp;
}

// Pawn dynamics and the defender's waiting moves, given the flood. With a
// pocket (two squares the defending king oscillates on, the flood kept away
// by the king itself) no runner is allowed and the pocket is the safe set.
BlockageResult judge(const Normalised &n, const Flood &f, Bitboard pocket, BlockageResult r) {
    // Pawn dynamics with the final (post-drowning) structure.
    const Bitboard mobile = n.wp & ~f.fixed;
    const Bitboard blockers = f.bp | f.fixed;
    // Runners: mobile pawns with no permanent blocker anywhere in front.
    const Bitboard runners = mobile & ~rearSpan(White, blockers);
    if (moreThanOne(runners) || (pocket && runners)) return reject(r, BlockageReason::PassedPawns);
    const Bitboard others = n.wp & ~runners;
    const Bitboard othersReach = f.fixed | pushReach(others & mobile, blockers);
    const Bitboard stop = north(runners);

    // Levers, now or after any pushes, against every Black pawn (also the
    // drowned ones: a pawn capture moves a White pawn off its file). The
    // runner is always free to reach its stop square; how much further it can
    // walk depends on how the king stops it (below).
    if (pawnAttacks(White, othersReach | runners | stop) & n.bp)
        return reject(r, BlockageReason::Lever);

    const Bitboard whiteAttacks = pawnAttacks(White, othersReach);
    const Bitboard kingZone = f.flood | kingAttacksOf(f.flood);
    const Bitboard safe = ~(kingZone | whiteAttacks | othersReach | runners | f.bp);
    const Bitboard kingAndNeighbours = squareBB(n.bk) | kingAttacks(n.bk);

    if (pocket) {
        r.safe = pocket;
        if ((pocket & safe) != pocket) return reject(r, BlockageReason::NoWaitingMove);
    } else if (runners) {
        // One runner. A runner on its second rank could jump a square: reject.
        if (runners & Rank2BB) return reject(r, BlockageReason::PasserNotStopped);
        // (a) The defending king oscillates between the stop square and a
        // guard square next to it; when the pawn steps onto the stop square
        // the king takes it (nothing White can ever protect it there).
        const Bitboard guards =
            (stop & safe) ? kingAttacksOf(stop) & safe & ~pawnAttacks(White, runners) : 0;
        const bool guardInTime =
            (kingAndNeighbours & stop) || (!n.strongToMove && (kingAttacks(n.bk) & guards));
        if (guards && guardInTime) {
            r.safe = stop | guards;
        } else {
            // (b) The king oscillates on two squares x, x+8 of the runner's
            // file ahead of it: the pawn walks up to below x at most and is
            // taken if it steps onto the pair. The pawn never attacks squares
            // of its own file; its walk is checked for levers.
            const Bitboard ahead = frontSpan(White, runners);
            const Bitboard pairs = ahead & safe & south(ahead & safe);
            Bitboard pick = 0;
            for (Bitboard xs = pairs; xs;) {
                const Bitboard x = squareBB(popLsb(xs));
                const Bitboard pair = x | north(x);
                if ((pair & squareBB(n.bk)) || (!n.strongToMove && (kingAttacks(n.bk) & pair))) {
                    pick = pair;
                    break;
                }
            }
            if (!pick) return reject(r, BlockageReason::PasserNotStopped);
            const Bitboard walk = ahead & ~northFill(pick);
            if (pawnAttacks(White, walk | (pick & ~north(pick))) & n.bp)
                return reject(r, BlockageReason::Lever);
            r.safe = pick;
        }
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

BlockageResult findPocket(const Normalised &n, const BlockageResult &r);

BlockageResult detectWhite(const Normalised &n) {
    BlockageResult r;
    r.strongSide = White;

    if (!atLeast(n.wp & south(n.bp), MinBlockageRams)) return reject(r, BlockageReason::TooFewRams);
    // An en passant capture now is a pawn move no later analysis sees.
    if (n.ep != NoSquare && n.strongToMove && (pawnAttacks(White, n.wp) & squareBB(n.ep)))
        return reject(r, BlockageReason::EnPassant);

    Flood f;
    floodWithDrowning(n, 0, 0, true, f);
    fillSets(r, n, f, 0);
    if (!(f.flood & squareBB(n.bk))) {
        const BlockageResult standard = judge(n, f, 0, r);
        if (standard.why != BlockageReason::NoWaitingMove) return standard;
        // No safe pair away from the flood: a pocket may still do.
        const BlockageResult pocket = findPocket(n, r);
        return pocket.blocked ? pocket : standard;
    }
    return findPocket(n, r);
}

// The flood reaches the defending king (or leaves it no safe pair). The king
// may still hold a narrow entry by itself: oscillating between two adjacent
// squares a and b (the pocket), it is always next to every square adjacent to
// both, so the White king can never step there ("held" squares). If the flood,
// kept out of the held squares, never comes next to a or b, the pocket is an
// eternal waiting place. The king must stand on a or next to it; if it is not
// on the pocket yet and White moves first, the White king must not be able to
// reach a held square or the pocket's surroundings in that one move (the
// entry is open until the defending king arrives). The flood here starts from
// the White king alone: the defending king may well stand in the base area,
// and the king's own reach is all that matters.
BlockageResult findPocket(const Normalised &n, const BlockageResult &r) {
    const Bitboard kingNear = squareBB(n.bk) | kingAttacks(n.bk);
    // A cheap filter first (it only ever discards pockets, so it cannot make
    // a claim unsound). Every held square lies within two king steps of the
    // defending king (box). The king's flood kept out of the whole box, before
    // any drowning, is part of every pocket's flood, and so are the box
    // squares it can step onto from there ("entries") unless they are held.
    const Bitboard box = kingAttacksOf(kingNear) | kingNear;
    const Bitboard passable = ~(fixedWhitePawns(n.wp, n.bp) | pawnAttacks(Black, n.bp));
    const Bitboard outside = kingFlood(squareBB(n.wk), passable & ~box);
    const Bitboard entries = kingAttacksOf(outside) & box & passable;
    // Pocket squares: empty, not attacked by a White pawn now, and not next to
    // that outer flood.
    const Bitboard candidates =
        box & ~(n.wp | n.bp | pawnAttacks(White, n.wp) | kingAttacksOf(outside));
    Bitboard done = 0;
    for (Bitboard as = kingNear & candidates; as;) {
        const Square a = popLsb(as);
        done |= squareBB(a);
        for (Bitboard bs = kingAttacks(a) & candidates & ~done; bs;) {
            const Square b = popLsb(bs);
            const Bitboard pocket = squareBB(a) | squareBB(b);
            const Bitboard around = kingAttacks(a) | kingAttacks(b);
            const Bitboard held = (kingAttacks(a) & kingAttacks(b)) | pocket;
            if ((around & squareBB(n.wk)) || (entries & around & ~held)) continue;
            if (!(pocket & squareBB(n.bk)) && n.strongToMove &&
                (kingAttacks(n.wk) & (held | around)))
                continue;
            // Box squares the flood enters, grown inside the box around the
            // held squares: also part of this pocket's flood.
            if (kingFlood(entries & ~held, passable & box & ~held, around) & around) continue;
            Flood pf;
            if (!floodWithDrowning(n, held, around, false, pf)) continue;
            BlockageResult pr = r;
            fillSets(pr, n, pf, held & ~pocket);
            pr = judge(n, pf, pocket, pr);
            if (pr.blocked) return pr;
        }
    }
    return reject(r, BlockageReason::DefendingKingFlooded);
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
