// Partial evaluations of the elements other than passed pawns: candidates,
// weak pawns, levers and king activity.
#include "eval/evalcontext.h"
#include "eval/evaluation.h"

namespace rampart {

namespace {

std::string moves(int n) {
    return std::to_string(n) + (n == 1 ? " move" : " moves");
}

void evaluateCandidates(const EvalContext &ctx, Color c, std::vector<PartialEvaluation> &out) {
    const Color them = ~c;
    for (Bitboard b = ctx.structure[c].candidates; b;) {
        const Square pawn = popLsb(b);
        const Bitboard neighbours = adjacentFiles(squareBB(pawn));
        const Bitboard ahead = frontSpan(c, rankBB(rankOf(pawn)));
        const Bitboard sentries = ctx.board.pawns(them) & neighbours & ahead;
        const Bitboard helpers =
            ctx.board.pawns(c) & neighbours & backwardFill(c, rankBB(rankOf(pawn)));
        PartialEvaluation p;
        p.kind = ElementKind::Candidate;
        p.classification = Classification::Candidate;
        p.side = c;
        p.square = pawn;
        addIdentity(ctx, p, pawn, "candidate");
        // It is passed once it has walked past the last sentry's rank.
        int goal = 0;
        for (Bitboard s = sentries; s;) {
            const Square sentry = popLsb(s);
            addIdentity(ctx, p, sentry, "sentry");
            const int needed = relativeRank(c, sentry) - relativeRank(c, pawn);
            if (needed > goal) goal = needed;
        }
        for (Bitboard h = helpers; h;) addIdentity(ctx, p, popLsb(h), "helper");
        p.goalDistance = goal;
        p.sensitive = popCount(helpers) - popCount(sentries);
        addCondition(ctx, p, [&] {
            return std::string(std::to_string(popCount(helpers)) + " helper(s) against " +
                               std::to_string(popCount(sentries)) + " sentry(ies), half-open file");
        });
        p.score = c == White ? evalweights::Candidate : -evalweights::Candidate;
        out.push_back(std::move(p));
    }
}

void evaluateWeakPawns(const EvalContext &ctx, Color c, std::vector<PartialEvaluation> &out) {
    const PawnFeatures &f = ctx.structure[c];
    for (Bitboard b = f.weak(); b;) {
        const Square pawn = popLsb(b);
        PartialEvaluation p;
        p.kind = ElementKind::WeakPawn;
        p.classification = Classification::WeakPawn;
        p.side = c;
        p.square = pawn;
        addIdentity(ctx, p, pawn, "weak pawn");
        const bool isolated = f.isolated & squareBB(pawn);
        addCondition(ctx, p, [&] {
            return std::string(
                isolated ? "isolated: no own pawn on an adjacent file"
                         : "backward: its stop square is attacked and no own pawn can defend it");
        });
        // How soon the enemy king can attack it (a goal for the other side).
        const Color them = ~c;
        if (ctx.king[them] != NoSquare) {
            const int d = kingPathDistance(
                ctx.king[them], kingAttacks(pawn) & ctx.kingPassable(them), ctx.kingPassable(them));
            p.goalDistance = d >= NoPath ? NoPath : d;
            addCondition(ctx, p, [&] {
                return std::string("the enemy king attacks it in " +
                                   (d >= NoPath ? std::string("no way") : moves(d)));
            });
        }
        p.score = c == White ? -evalweights::WeakPawn : evalweights::WeakPawn;
        out.push_back(std::move(p));
    }
}

void evaluateLevers(const EvalContext &ctx, Color c, std::vector<PartialEvaluation> &out) {
    for (Bitboard b = ctx.structure[c].levers; b;) {
        const Square pawn = popLsb(b);
        PartialEvaluation p;
        p.kind = ElementKind::Lever;
        p.classification = Classification::Lever;
        p.side = c;
        p.square = pawn;
        p.goalDistance = 1;
        addIdentity(ctx, p, pawn, "lever");
        for (Bitboard t = pawnAttacks(c, pawn) & ctx.board.pawns(~c); t;)
            addIdentity(ctx, p, popLsb(t), "lever target");
        addCondition(ctx, p,
                     [&] { return std::string("can capture: the structure is still in motion"); });
        out.push_back(std::move(p));
    }
}

void evaluateKingActivity(const EvalContext &ctx, Color c, std::vector<PartialEvaluation> &out) {
    const Color them = ~c;
    if (ctx.king[c] == NoSquare || ctx.king[them] == NoSquare) return;
    const Bitboard passable = ctx.kingPassable(c);
    const Bitboard theirPassable = ctx.kingPassable(them);
    const int tempo = ctx.stm == them ? 1 : 0;
    // Undefended enemy pawns the king reaches before the enemy king defends them.
    PartialEvaluation best;
    bool found = false;
    const Bitboard targets = ctx.board.pawns(them) & ~pawnAttacks(them, ctx.board.pawns(them));
    for (Bitboard b = targets; b;) {
        const Square target = popLsb(b);
        const int attack = kingPathDistance(ctx.king[c], target, passable);
        if (attack >= NoPath) continue;
        const Bitboard guards = kingAttacks(target) & theirPassable;
        const int defend = kingPathDistance(ctx.king[them], guards, theirPassable);
        const int margin = defend - attack - tempo;
        if (margin < 0) continue;
        if (found && attack >= best.goalDistance) continue;
        found = true;
        best = PartialEvaluation{};
        best.kind = ElementKind::KingActivity;
        best.classification = Classification::KingWinsPawn;
        best.side = c;
        best.square = ctx.king[c];
        best.goalDistance = attack;
        best.sensitive = margin;
        addIdentity(ctx, best, ctx.king[c], "active king");
        addIdentity(ctx, best, target, "target pawn");
        addCondition(ctx, best, [&] {
            return std::string("king path to " + std::string(squareName(target)) + ": " +
                               moves(attack) + "; the enemy king needs " +
                               (defend >= NoPath ? std::string("forever") : moves(defend)) +
                               " to defend it");
        });
        best.score = c == White ? evalweights::KingWinsPawn : -evalweights::KingWinsPawn;
    }
    if (found) {
        out.push_back(std::move(best));
        return;
    }
    // Otherwise: who is nearer to the pawns (their own and the enemy's)?
    const Bitboard pawns = ctx.board.pawns(White) | ctx.board.pawns(Black);
    if (!pawns) return;
    const int ours = kingPathDistance(ctx.king[c], pawns, AllSquares);
    const int theirs = kingPathDistance(ctx.king[them], pawns, AllSquares);
    if (ours >= theirs) return;
    PartialEvaluation p;
    p.kind = ElementKind::KingActivity;
    p.classification = Classification::KingActive;
    p.side = c;
    p.square = ctx.king[c];
    p.goalDistance = ours;
    p.sensitive = theirs - ours - 1;
    addIdentity(ctx, p, ctx.king[c], "active king");
    addCondition(ctx, p, [&] {
        return std::string("king-path distance to the nearest pawn " + std::to_string(ours) +
                           " against " + std::to_string(theirs));
    });
    const int score = evalweights::KingActivityPerMove * (theirs - ours);
    p.score = c == White ? score : -score;
    out.push_back(std::move(p));
}

} // namespace

void evaluateElements(const EvalContext &ctx, std::vector<PartialEvaluation> &out) {
    for (Color c : {White, Black}) {
        evaluateCandidates(ctx, c, out);
        evaluateWeakPawns(ctx, c, out);
        evaluateLevers(ctx, c, out);
        evaluateKingActivity(ctx, c, out);
    }
}

} // namespace rampart
