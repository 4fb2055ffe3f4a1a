// Passed-pawn partial evaluations and the race logic (Horacek's PawnKing; the rule of
// the square taken with the kings' real paths, see distance.h).
#include <algorithm>

#include "eval/evalcontext.h"
#include "eval/evaluation.h"

namespace rampart {

EvalContext::EvalContext(const QuadBitboard &b, Color toMove, bool explaining, bool withSquares)
    : board(b)
    , stm(toMove)
    , structure(b)
    , explain(explaining)
    , squares(withSquares || explaining)
    , king{b.kingSquare(White), b.kingSquare(Black)}
    , occupied(b.occupied()) {}

Bitboard EvalContext::kingPassable(Color c) const {
    Bitboard blocked = board.pawns(c) | pawnAttacks(~c, board.pawns(~c));
    if (king[~c] != NoSquare) blocked |= kingAttacks(king[~c]) | squareBB(king[~c]);
    return ~blocked;
}

Bitboard EvalContext::attackedBy(Color c) const {
    Bitboard a = pawnAttacks(c, board.pawns(c));
    if (king[c] != NoSquare) a |= kingAttacks(king[c]);
    return a;
}

Bitboard keySquares(Color c, Square pawn) {
    const int file = fileOf(pawn);
    const int rank = relativeRank(c, pawn);
    auto at = [c](int f, int relRank) -> Bitboard {
        if (f < 0 || f > 7 || relRank < 0 || relRank > 7) return 0;
        return squareBB(makeSquare(f, c == White ? relRank : 7 - relRank));
    };
    if (file == 0 || file == 7) {
        const int beside = file == 0 ? 1 : 6;
        return at(beside, 6) | at(beside, 7);
    }
    Bitboard keys = 0;
    for (int df = -1; df <= 1; ++df) {
        if (rank <= 3) {
            keys |= at(file + df, rank + 2);
        } else if (rank <= 5) {
            keys |= at(file + df, rank + 1) | at(file + df, rank + 2);
        } else {
            keys |= at(file + df, 7) | (df ? at(file + df, 6) : 0);
        }
    }
    return keys;
}

namespace {

std::string moves(int n) {
    return std::to_string(n) + (n == 1 ? " move" : " moves");
}

// Catching a passer: the defending king must enter a square of the pawn's
// path no later than the pawn gets there (then it blocks or captures). The
// pawn reaches the k-th square of its path after k pawn moves (the double
// step from the second rank covers two squares; an own king standing on the
// path costs one move to step aside). The defender catches on square s when
// D(s) <= k(s) + (defender to move ? 1 : 0). Squares guarded by the
// attacker's pawns or king cannot be entered and catch nothing.
struct CatchInfo {
    bool caught = false;
    int margin = 0;           // caught: best k(s)+tempo-D(s) >= 0; else min D(s)-k(s)-tempo-1 >= 0
    Square square = NoSquare; // where it is caught / nearest miss
    int kingMoves = NoPath;
};

CatchInfo catchPasser(const EvalContext &ctx, Color c, Square pawn) {
    CatchInfo info;
    const Color them = ~c;
    if (ctx.king[them] == NoSquare) return info;
    const Bitboard path = frontSpan(c, squareBB(pawn));
    const bool ownKingInWay = (path & ctx.board.king(c)) != 0;
    // Squares guarded for good: those of the other own pawns, and those of
    // the own king unless it stands on the path and must step aside. The
    // passer's own attacks move on with it, so they close nothing.
    const Bitboard otherPawns = ctx.board.pawns(c) & ~squareBB(pawn);
    const Bitboard kingGuard =
        ownKingInWay || ctx.king[c] == NoSquare ? 0 : kingAttacks(ctx.king[c]) | ctx.board.king(c);
    const Bitboard guarded = pawnAttacks(c, otherPawns) | kingGuard;
    const Bitboard passable = ~(ctx.board.pawns(them) | guarded);
    const int tempo = ctx.stm == them ? 1 : 0;
    // The defender to move next to an undefended pawn simply takes it.
    if (ctx.stm == them && (kingAttacks(ctx.king[them]) & squareBB(pawn)) &&
        !(guarded & squareBB(pawn))) {
        info.caught = true;
        info.square = pawn;
        info.kingMoves = 1;
        return info;
    }
    const auto distances = kingPathDistances(ctx.king[them], path & ~guarded, passable);
    int k = 0;
    int bestCatch = -NoPath, bestMiss = NoPath;
    for (int step = 1; step <= 7; ++step) {
        const int next = c == White ? pawn + 8 * step : pawn - 8 * step;
        if (!isValidSquare(next)) break;
        const Square s = Square(next);
        // The double step from the second rank reaches the fourth rank in one move.
        if (!(relativeRank(c, pawn) == 1 && step == 2)) ++k;
        const int kNow =
            k + ((ownKingInWay && relativeRank(c, s) >= relativeRank(c, ctx.king[c])) ? 1 : 0);
        if (guarded & squareBB(s)) continue;
        const int d = distances[s];
        const int slack = kNow + tempo - d;
        if (slack >= 0 && slack > bestCatch) {
            bestCatch = slack;
            info.caught = true;
            info.square = s;
            info.kingMoves = d;
        }
        if (slack < 0 && -slack - 1 < bestMiss && !info.caught) {
            bestMiss = -slack - 1;
            info.square = s;
            info.kingMoves = d;
        }
    }
    info.margin = info.caught ? bestCatch : (bestMiss == NoPath ? NoPath : bestMiss);
    return info;
}

int passerBaseScore(Color c, Square pawn) {
    const int r = relativeRank(c, pawn);
    return evalweights::PasserBase + evalweights::PasserPerRank * r * r / 2;
}

} // namespace

void evaluatePassedPawns(const EvalContext &ctx, std::vector<PartialEvaluation> &out) {
    for (Color c : {White, Black}) {
        const Color them = ~c;
        const PawnFeatures &f = ctx.structure[c];
        for (Bitboard b = f.passed; b;) {
            const Square pawn = popLsb(b);
            const Square promotion = EvalContext::promotionSquare(c, pawn);
            const Bitboard path = frontSpan(c, squareBB(pawn));
            PartialEvaluation p;
            p.kind = ElementKind::PassedPawn;
            p.side = c;
            p.square = pawn;
            addIdentity(ctx, p, pawn, "passer");
            addIdentity(ctx, p, Square(c == White ? pawn + 8 : pawn - 8), "stop square");
            if (promotion != Square(c == White ? pawn + 8 : pawn - 8))
                addIdentity(ctx, p, promotion, "promotion square");
            const bool ownKingInWay = (path & ctx.board.king(c)) != 0;
            p.goalDistance = EvalContext::movesToPromote(c, pawn) + (ownKingInWay ? 1 : 0);
            int score = passerBaseScore(c, pawn);
            addCondition(ctx, p, [&] {
                return std::string("pawn path to " + std::string(squareName(promotion)) + ": " +
                                   moves(EvalContext::movesToPromote(c, pawn)) +
                                   (ownKingInWay ? " + 1 for the own king in the way" : ""));
            });
            const bool enemyInFront = (path & ctx.board.men(them)) != 0;
            const bool onlyKings = !ctx.board.pawns(them);
            const Bitboard keys = keySquares(c, pawn);
            const bool rookPawn = fileOf(pawn) == 0 || fileOf(pawn) == 7;
            const bool enPrise = ctx.stm == them && ctx.king[them] != NoSquare &&
                                 (kingAttacks(ctx.king[them]) & squareBB(pawn)) &&
                                 !(ctx.attackedBy(c) & squareBB(pawn));
            // The key-square rule: the own king on a key square wins against a
            // lone king whoever stands in front (rook pawns excepted).
            const bool escorted =
                ctx.king[c] != NoSquare && (keys & squareBB(ctx.king[c])) && !rookPawn && !enPrise;
            if (enemyInFront && escorted) {
                p.classification = Classification::EscortedPasser;
                addIdentity(ctx, p, ctx.king[c], "key square");
                addCondition(ctx, p, [&] {
                    return std::string(std::string("the enemy king blocks it, but the own king "
                                                   "stands on the key square ") +
                                       squareName(ctx.king[c]));
                });
                score += onlyKings ? evalweights::EscortedPasser : evalweights::EscortedPasser / 3;
                p.sensitive = 0;
            } else if (enemyInFront) {
                p.classification = Classification::BlockadedPasser;
                const Square blocker =
                    c == White ? lsb(path & ctx.board.men(them)) : msb(path & ctx.board.men(them));
                addIdentity(ctx, p, blocker, "blockader");
                addCondition(ctx, p, [&] {
                    return std::string(std::string("enemy man on its path at ") +
                                       squareName(blocker));
                });
                score /= 2;
                p.sensitive = 0;
            } else {
                const CatchInfo caught = catchPasser(ctx, c, pawn);
                if (ctx.king[them] == NoSquare || !caught.caught) {
                    p.classification = Classification::Unstoppable;
                    p.sensitive = caught.margin == NoPath ? 7 : caught.margin;
                    score = evalweights::Unstoppable - 20 * p.goalDistance;
                    if (caught.square != NoSquare) {
                        addCondition(ctx, p, [&] {
                            return std::string(
                                "rule of the square: the defending king needs " +
                                (caught.kingMoves >= NoPath ? std::string("forever")
                                                            : moves(caught.kingMoves)) +
                                " to " + squareName(caught.square) + ", too late by " +
                                moves(p.sensitive + 1) +
                                (ctx.stm == them ? " (defender to move)" : " (attacker to move)"));
                        });
                        addIdentity(ctx, p, caught.square, "square of the pawn");
                    } else {
                        addCondition(ctx, p, [&] {
                            return std::string(
                                "no square of its path can be entered by the defending king");
                        });
                    }
                } else {
                    addIdentity(ctx, p, caught.square, "catching square");
                    addCondition(ctx, p, [&] {
                        return std::string("rule of the square: the defending king reaches " +
                                           std::string(squareName(caught.square)) + " in " +
                                           moves(caught.kingMoves) + ", " + moves(caught.margin) +
                                           " to spare");
                    });
                    p.sensitive = caught.margin;
                    if (escorted) {
                        p.classification = Classification::EscortedPasser;
                        addIdentity(ctx, p, ctx.king[c], "key square");
                        addCondition(ctx, p, [&] {
                            return std::string(
                                std::string("own king on the key square ") +
                                squareName(ctx.king[c]) +
                                (onlyKings ? ": promotes against the lone king" : ""));
                        });
                        score += onlyKings ? evalweights::EscortedPasser
                                           : evalweights::EscortedPasser / 3;
                    } else if (f.protectedPassed & squareBB(pawn)) {
                        p.classification = Classification::ProtectedPasser;
                        addCondition(ctx, p, [&] {
                            return std::string("defended by a pawn: the enemy king cannot take it");
                        });
                        score += evalweights::ProtectedPasser;
                    } else {
                        p.classification = Classification::FreePasser;
                        if (enPrise)
                            addCondition(ctx, p, [&] {
                                return std::string(
                                    "en prise: the defending king takes it next move");
                            });
                    }
                }
            }
            if (f.outsidePassed & squareBB(pawn) &&
                p.classification != Classification::Unstoppable) {
                addCondition(ctx, p, [&] {
                    return std::string(
                        "outside passer: every enemy pawn is at least two files away on one side");
                });
                score += evalweights::OutsidePasser;
            }
            if (ctx.explain)
                for (Bitboard k = keys; k;) {
                    const Square key = popLsb(k);
                    if (ctx.king[c] != key) addIdentity(ctx, p, key, "key square");
                }
            p.score = c == White ? score : -score;
            if (ctx.squares) mergeIdentities(p.identities);
            out.push_back(std::move(p));
        }
    }
}

namespace {

// The square of a pawn after n pushes (the first from the second rank is a double step).
Square pawnAfter(Color c, Square pawn, int n) {
    int rank = relativeRank(c, pawn);
    for (int i = 0; i < n && rank < 7; ++i) rank += (rank == 1 && i == 0) ? 2 : 1;
    if (rank > 7) rank = 7;
    return makeSquare(fileOf(pawn), c == White ? rank : 7 - rank);
}

} // namespace

namespace {

// One race: `lead` (first's fastest unstoppable passer) queens after
// firstPlies plies; `threat` is the other side's fastest passer (unstoppable
// when threatUnstoppable) or null. Returns the race partial; *leaderView gets
// its value with the leader playing White.
PartialEvaluation raceOutcome(const EvalContext &ctx, Color first, const PartialEvaluation &lead,
                              const PartialEvaluation *threat, bool threatUnstoppable,
                              int firstPlies, DiscreteValue *leaderView) {
    const Color second = ~first;
    const int secondMovesDone = firstPlies / 2;
    const Square queenSquare = EvalContext::promotionSquare(first, lead.square);

    PartialEvaluation race;
    race.kind = ElementKind::Race;
    race.side = first;
    race.square = lead.square;
    race.goalDistance = lead.goalDistance;
    race.sensitive = lead.sensitive;
    addIdentity(ctx, race, queenSquare, "promotion square");
    addCondition(ctx, race, [&] {
        return std::string(std::string(first == White ? "White" : "Black") + " queens first on " +
                           squareName(queenSquare) + " after " + std::to_string(firstPlies) +
                           " plies");
    });

    Verdict optimistic = Verdict::WhiteDecisive, pessimistic = Verdict::WhiteDecisive;
    if (!threat || threat->goalDistance - secondMovesDone >= 2) {
        race.classification =
            threatUnstoppable ? Classification::RaceWon : Classification::RaceLoneQueen;
        if (threat) {
            addCondition(ctx, race, [&] {
                return std::string("the other side's best pawn (" +
                                   std::string(squareName(threat->square)) + ") still needs " +
                                   moves(threat->goalDistance - secondMovesDone) +
                                   ": the queen stops it");
            });
            pessimistic = Verdict::WhiteBig;
            race.sensitive = std::min(race.sensitive, threat->goalDistance - secondMovesDone - 2);
        } else {
            addCondition(ctx, race, [&] {
                return std::string("the other side has no passed pawn to answer with");
            });
        }
    } else {
        // The other pawn stands on its 7th rank (or queens next) when the queen appears.
        const Square pawnThen = pawnAfter(second, threat->square, secondMovesDone);
        const Square otherQueen = EvalContext::promotionSquare(second, threat->square);
        addIdentity(ctx, race, pawnThen, "opposing pawn");
        addIdentity(ctx, race, otherQueen, "opposing promotion square");
        const Bitboard occ = (ctx.occupied & ~squareBB(lead.square) & ~squareBB(threat->square)) |
                             squareBB(queenSquare) | squareBB(pawnThen);
        const Bitboard queenReach = queenAttacks(queenSquare, occ);
        const bool checks =
            ctx.king[second] != NoSquare && (queenReach & squareBB(ctx.king[second]));
        const bool controls = (queenReach & (squareBB(otherQueen) | squareBB(pawnThen))) != 0;
        const bool defended =
            ctx.king[second] != NoSquare && (kingAttacks(ctx.king[second]) & squareBB(otherQueen));
        const int file = fileOf(threat->square);
        const bool drawishFile = file == 0 || file == 2 || file == 5 || file == 7;
        if (checks)
            addCondition(ctx, race,
                         [&] { return std::string("the new queen gives check and wins a tempo"); });
        if (controls)
            addCondition(ctx, race, [&] {
                return std::string(std::string("the new queen controls ") + squareName(otherQueen) +
                                   (defended ? ", but the king defends it"
                                             : ": the pawn is stopped or the new queen won"));
            });
        if ((checks || controls) && !defended) {
            race.classification = Classification::RaceWon;
            pessimistic = Verdict::WhiteBig;
        } else if (threatUnstoppable) {
            race.classification = Classification::RaceUnclear;
            addCondition(ctx, race,
                         [&] { return std::string("both sides queen: a queen ending"); });
            optimistic = checks || controls ? Verdict::WhiteBig : Verdict::WhiteSlight;
            pessimistic = Verdict::Equal;
        } else {
            race.classification = Classification::RaceLoneQueen;
            addCondition(ctx, race, [&] {
                return std::string(std::string("queen against a pawn on the 7th rank") +
                                   (drawishFile ? " on a rook or bishop file: often a draw" : ""));
            });
            pessimistic = drawishFile ? Verdict::Equal : Verdict::WhiteBig;
        }
        race.sensitive = 0;
    }
    if (race.sensitive < 0) race.sensitive = 0;
    *leaderView = DiscreteValue{optimistic, pessimistic};
    race.score = (first == White ? 1 : -1) *
                 (pessimistic == Verdict::WhiteDecisive
                      ? evalweights::Unstoppable
                      : (evalweights::Unstoppable * (int(optimistic) + int(pessimistic))) / 6);
    return race;
}

} // namespace

void evaluateRace(const EvalContext &ctx, std::vector<PartialEvaluation> &partials,
                  DiscreteValue *value, bool *decided) {
    *decided = false;
    // Per side: the goal distance of its fastest unstoppable passer and of its
    // fastest passer that is not blockaded.
    int fastest[ColorCount] = {NoPath, NoPath};
    int fastestAny[ColorCount] = {NoPath, NoPath};
    for (const PartialEvaluation &p : partials) {
        if (p.kind != ElementKind::PassedPawn) continue;
        if (p.classification != Classification::BlockadedPasser)
            fastestAny[p.side] = std::min(fastestAny[p.side], p.goalDistance);
        if (p.classification == Classification::Unstoppable)
            fastest[p.side] = std::min(fastest[p.side], p.goalDistance);
    }
    if (fastest[White] == NoPath && fastest[Black] == NoPath) return;
    // Plies until each side's queen appears.
    auto plies = [&](Color c) { return ctx.stm == c ? 2 * fastest[c] - 1 : 2 * fastest[c]; };
    Color first = White;
    if (fastest[White] == NoPath)
        first = Black;
    else if (fastest[Black] != NoPath && plies(Black) < plies(White))
        first = Black;
    const Color second = ~first;
    const bool threatUnstoppable = fastest[second] != NoPath;
    const int threatGoal = threatUnstoppable ? fastest[second] : fastestAny[second];

    // Several passers may be equally fast: the leader picks its best one, the
    // other side its most dangerous answer (a minimax over the candidates, so
    // that the result does not depend on the order the pawns were found).
    std::vector<const PartialEvaluation *> leaders, threats;
    for (const PartialEvaluation &p : partials) {
        if (p.kind != ElementKind::PassedPawn) continue;
        if (p.side == first && p.classification == Classification::Unstoppable &&
            p.goalDistance == fastest[first])
            leaders.push_back(&p);
        if (p.side == second && threatGoal != NoPath && p.goalDistance == threatGoal &&
            (threatUnstoppable ? p.classification == Classification::Unstoppable
                               : p.classification != Classification::BlockadedPasser))
            threats.push_back(&p);
    }
    if (threats.empty()) threats.push_back(nullptr);
    PartialEvaluation best;
    DiscreteValue bestValue;
    bool haveBest = false;
    for (const PartialEvaluation *lead : leaders) {
        PartialEvaluation worst;
        DiscreteValue worstValue;
        bool haveWorst = false;
        for (const PartialEvaluation *threat : threats) {
            DiscreteValue v;
            PartialEvaluation race =
                raceOutcome(ctx, first, *lead, threat, threatUnstoppable, plies(first), &v);
            if (!haveWorst || v < worstValue ||
                (!(worstValue < v) && race.sensitive < worst.sensitive)) {
                worst = std::move(race);
                worstValue = v;
                haveWorst = true;
            }
        }
        if (!haveBest || worstValue > bestValue ||
            (!(bestValue > worstValue) && worst.sensitive > best.sensitive)) {
            best = std::move(worst);
            bestValue = worstValue;
            haveBest = true;
        }
    }
    *value = first == White ? bestValue : bestValue.mirrored();
    *decided = true;
    partials.push_back(std::move(best));
}

} // namespace rampart
