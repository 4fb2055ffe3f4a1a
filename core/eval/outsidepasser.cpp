// The outside (distant) passed pawn of a pure pawn ending (Fine, Basic Chess
// Endings, ch. 3: "the outside passed pawn wins"): the passer lures the
// defending king to its side of the board, and meanwhile the attacking king
// goes to the other wing and eats the defender's pawns there.
//
// Static counting (both kings' real paths, distance.h):
//   eat    = the defender's king walk to the passer and the capture
//            (the attacker need not push it: the defender must go for it or
//            the pawn runs once the kings are on the far wing);
//   back   = from the passer's square back to a square next to the target
//            pawn T (the defender's pawn the attacking king goes for);
//   attack = the attacking king's walk to a square next to T, plus the capture.
// The attacker wins T when attack <= eat + back, with one move less for the
// side not to move; margin = eat + back - attack - (defender to move ? 1 : 0)
// is the sensitive value. The best target (largest margin) counts. A
// protected passer cannot be eaten at all: the defending king stays tied to
// it (blockade), and the margin is taken from the blockading square instead
// (the king never comes back, so only the attacker's walk counts against the
// defender's walk from the blockade to T).
//
// Not claimed (no partial): the defender has a protected passer of its own
// (the attacking king cannot leave it, the classical antidote), or an
// unstoppable passer exists (the race decides), or the attacker's king
// cannot reach any target, or the attacker has fewer pawns (the passer only
// buys a pawn back). A free passer of the defender leaves the result open:
// the partial is kept with no contribution and sensitive value 0, which
// widens the band (the defender's counter-chances).
#include <algorithm>

#include "eval/evalcontext.h"
#include "eval/evaluation.h"

namespace rampart {

namespace {

std::string moves(int n) {
    return std::to_string(n) + (n == 1 ? " move" : " moves");
}

void outsidePasserFor(const EvalContext &ctx, Color c, const PartialEvaluation &passer,
                      std::vector<PartialEvaluation> &out) {
    const Color them = ~c;
    const Square pawn = passer.square;
    const Square attackerKing = ctx.king[c];
    const Square defenderKing = ctx.king[them];
    // The defender's own passers: counter-chances (free) or the antidote (protected).
    const PawnFeatures &theirs = ctx.structure[them];
    if (theirs.protectedPassed) return;
    // A pawn down, the passer only buys the pawn back: no claim (e.g. a4, h4
    // against f7, g7, h5 loses for the side with the a-pawn, Stockfish -6.6).
    if (popCount(ctx.board.pawns(c)) < popCount(ctx.board.pawns(them))) return;
    const bool counterPasser = theirs.passed != 0;
    const bool protectedPasser = (ctx.structure[c].protectedPassed & squareBB(pawn)) != 0;
    // The enemy king zones are left out: both kings move on (dynamic view).
    const Bitboard attackerPassable =
        ~(ctx.board.pawns(c) | pawnAttacks(them, ctx.board.pawns(them)));
    const Bitboard otherPawns = ctx.board.pawns(c) & ~squareBB(pawn);
    const Bitboard defenderPassable =
        ~(ctx.board.pawns(them) | pawnAttacks(c, otherPawns) | otherPawns);

    // Where the defending king deals with the passer: its square (capture), or
    // for a protected passer the stop square (blockade, for good).
    const Square stop = Square(c == White ? pawn + 8 : pawn - 8);
    const Square meet = protectedPasser ? stop : pawn;
    const int reach = kingPathDistance(defenderKing, meet, defenderPassable | squareBB(meet));
    if (reach >= NoPath) return;
    const int eat = reach; // for a free passer the move onto its square is the capture
    const int tempo = ctx.stm == them ? 1 : 0;

    // The attacker's targets: the defender's pawns no pawn of its own defends.
    const Bitboard defended = pawnAttacks(them, ctx.board.pawns(them));
    int bestMargin = -NoPath, bestAttack = NoPath, bestBack = NoPath;
    Square bestTarget = NoSquare;
    for (Bitboard b = ctx.board.pawns(them) & ~defended; b;) {
        const Square target = popLsb(b);
        const int attack = kingPathDistance(attackerKing, kingAttacks(target) & attackerPassable,
                                            attackerPassable);
        if (attack >= NoPath) continue;
        const Bitboard guards = kingAttacks(target) & defenderPassable;
        const int back = kingPathDistance(meet, guards, defenderPassable);
        const int defenderMoves = protectedPasser ? NoPath : eat + back;
        // The attacker's capture is move attack + 1; the defender must stand
        // next to the target before it.
        const int margin = std::min(defenderMoves, NoPath) - (attack + 1) - tempo;
        if (margin > bestMargin || (margin == bestMargin && attack < bestAttack)) {
            bestMargin = margin;
            bestAttack = attack;
            bestBack = back;
            bestTarget = target;
        }
    }
    if (bestTarget == NoSquare || bestMargin < 0) return;

    PartialEvaluation p;
    p.kind = ElementKind::OutsidePasser;
    p.classification = Classification::OutsidePasserWins;
    p.side = c;
    p.square = pawn;
    p.goalDistance = bestAttack + 1;
    p.sensitive = counterPasser ? 0 : std::min(bestMargin, 7);
    addIdentity(ctx, p, pawn, "outside passer");
    addIdentity(ctx, p, attackerKing, "active king");
    addIdentity(ctx, p, bestTarget, "target pawn");
    if (ctx.explain) {
        addIdentity(ctx, p, meet, protectedPasser ? "stop square" : "passer");
        mergeIdentities(p.identities);
    }
    addCondition(ctx, p, [&] {
        return std::string(protectedPasser
                               ? "the defending king must blockade the protected passer at " +
                                     std::string(squareName(meet)) + " (" + moves(reach) +
                                     ") and stays tied to it"
                               : "the defending king needs " + moves(eat) + " to take the passer");
    });
    addCondition(ctx, p, [&] {
        return std::string("the own king reaches " + std::string(squareName(bestTarget)) + " in " +
                           moves(bestAttack) +
                           (protectedPasser ? std::string()
                                            : "; the defending king needs " + moves(bestBack) +
                                                  " from the passer back") +
                           ", " + moves(std::min(bestMargin, 7)) + " to spare" +
                           (ctx.stm == them ? " (defender to move)" : " (attacker to move)"));
    });
    if (counterPasser)
        addCondition(ctx, p, [&] {
            return std::string("the defender has a passer of its own: counter-chances");
        });
    int score = evalweights::OutsidePasserWins +
                evalweights::OutsidePasserPerMove * std::min(bestMargin, 3);
    // The defender's own passer may win the race once the attacking king
    // has left: no contribution, only the band (sensitive value 0) widens.
    if (counterPasser) score = 0;
    p.score = c == White ? score : -score;
    out.push_back(std::move(p));
}

} // namespace

void evaluateOutsidePassers(const EvalContext &ctx, std::vector<PartialEvaluation> &out) {
    if (ctx.king[White] == NoSquare || ctx.king[Black] == NoSquare) return;
    if (!ctx.board.pawns(White) || !ctx.board.pawns(Black)) return;
    // An unstoppable passer: the race logic decides, not the outside passer.
    for (const PartialEvaluation &p : out)
        if (p.kind == ElementKind::PassedPawn && p.classification == Classification::Unstoppable)
            return;
    const std::size_t passers = out.size();
    for (std::size_t i = 0; i < passers; ++i) {
        const PartialEvaluation &p = out[i];
        if (p.kind != ElementKind::PassedPawn) continue;
        // A passer the enemy king already stands in front of counts too (the
        // deflection has happened); one blocked by a pawn does not.
        const Bitboard path = frontSpan(p.side, squareBB(p.square));
        if (path & ctx.board.pawns(~p.side)) continue;
        if (p.classification == Classification::Unstoppable) continue;
        if (!(ctx.structure[p.side].outsidePassed & squareBB(p.square))) continue;
        const PartialEvaluation passer = p; // out may grow below
        outsidePasserFor(ctx, passer.side, passer, out);
    }
}

} // namespace rampart
