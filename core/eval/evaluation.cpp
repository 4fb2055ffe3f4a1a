#include "eval/evaluation.h"

#include <algorithm>

#include "chess/position.h"

#include "tables/tableregistry.h"

#include "patterns/patternlibrary.h"

#include "eval/blockage.h"
#include "eval/evalcontext.h"
#include "eval/pieceending.h"

namespace rampart {

Verdict verdictForScore(int score) {
    const int a = score < 0 ? -score : score;
    const int level = a >= evalweights::DecisiveThreshold ? 3
                      : a >= evalweights::BigThreshold    ? 2
                      : a >= evalweights::SlightThreshold ? 1
                                                          : 0;
    return Verdict(score < 0 ? -level : level);
}

Evaluator::Evaluator(const TableRegistry *tables)
    : m_tables(tables) {}

namespace {

std::string signedScore(int s) {
    return (s > 0 ? "+" : "") + std::to_string(s);
}

// Horacek's PawnKing: "the best hierarchical values per classification ... are saved
// for the global evaluation": per side and classification only the best
// partial counts; the others are listed but add nothing.
void markCounted(std::vector<PartialEvaluation> &partials) {
    constexpr int Classifications = int(Classification::OutsidePasserWins) + 1;
    int best[ColorCount][Classifications];
    for (auto &side : best)
        for (int &index : side) index = -1;
    for (std::size_t i = 0; i < partials.size(); ++i) {
        int &slot = best[partials[i].side][int(partials[i].classification)];
        if (slot < 0 || betterPartial(partials[i], partials[std::size_t(slot)])) slot = int(i);
    }
    for (const auto &side : best)
        for (int index : side)
            if (index >= 0) partials[std::size_t(index)].counted = true;
}

// K + one pawn against a lone king: the classical rules (chessprogramming wiki, KPK, "KPK is
// drawn / won") on top of the passer partial. Returns true when it settled
// the value. Only reached when the race (an unstoppable pawn) did not.
// How many moves the defending king must be ahead in the race to the key
// squares (after the side-to-move tempo) before the lone pawn is called a
// draw: from in front of the pawn, and from elsewhere. Tuned with
// `rampart-cli bench eval` against the exact KPK results.
constexpr int BlockingLead = 0;
constexpr int SideLead = 2;

bool lonePawnRules(const EvalContext &ctx, Color c, const PartialEvaluation &passer,
                   DiscreteValue *value, std::vector<std::string> *notes) {
    const Color them = ~c;
    const Square pawn = passer.square;
    const Square weakKing = ctx.king[them];
    const Square strongKing = ctx.king[c];
    if (weakKing == NoSquare || strongKing == NoSquare) return false;
    auto setValue = [&](Verdict optimistic, Verdict pessimistic, const std::string &why) {
        DiscreteValue v{optimistic, pessimistic};
        *value = c == White ? v : v.mirrored();
        if (notes) notes->push_back("lone pawn: " + why);
        return true;
    };
    const bool pawnDefended = kingAttacks(strongKing) & squareBB(pawn);
    if (ctx.stm == them && (kingAttacks(weakKing) & squareBB(pawn)) && !pawnDefended)
        return setValue(Verdict::Equal, Verdict::Equal, "the defending king takes the pawn");
    const bool rookPawn = fileOf(pawn) == 0 || fileOf(pawn) == 7;
    const Bitboard front = frontSpan(c, squareBB(pawn));
    if (rookPawn) {
        const Square promotion = EvalContext::promotionSquare(c, pawn);
        const Bitboard corner =
            front | squareBB(Square(fileOf(pawn) == 0 ? promotion + 1 : promotion - 1));
        if (corner & squareBB(weakKing))
            return setValue(Verdict::Equal, Verdict::Equal,
                            "the defending king holds the corner of a rook pawn");
        return setValue(Verdict::WhiteDecisive, Verdict::Equal,
                        "rook pawn: drawn if the defending king reaches the corner");
    }
    if (passer.classification == Classification::EscortedPasser)
        return setValue(Verdict::WhiteDecisive, Verdict::WhiteDecisive,
                        "the own king stands on a key square");
    // The attacker's king walk to a key square, kept off the defender's king.
    const Bitboard keys = keySquares(c, pawn);
    const Bitboard strongPassable = ~(kingAttacks(weakKing) | squareBB(weakKing) | squareBB(pawn));
    const int attack = kingPathDistance(strongKing, keys, strongPassable);
    const Bitboard weakPassable =
        ~(kingAttacks(strongKing) | pawnAttacks(c, squareBB(pawn)) | squareBB(pawn));
    const int defend = kingPathDistance(weakKing, keys | (front & kingAttacks(pawn)), weakPassable);
    const int tempo = ctx.stm == c ? 0 : 1;
    // The attacking king in front of its pawn, facing the defending king in
    // the (vertical) opposition: the side to move loses the opposition. The
    // attacker to move can still pass the move on with a pawn step that keeps
    // the pawn behind its king.
    const int pawnRank = relativeRank(c, pawn);
    const int kingRank = relativeRank(c, strongKing);
    if ((front & squareBB(weakKing)) && kingRank > pawnRank &&
        fileDistance(strongKing, pawn) <= 1 && fileOf(strongKing) == fileOf(weakKing) &&
        relativeRank(c, weakKing) == kingRank + 2) {
        const bool spareTempo =
            pawnRank + 1 < kingRank && !(ctx.occupied & forward(c, squareBB(pawn)));
        if (ctx.stm == them || spareTempo)
            return setValue(Verdict::WhiteDecisive, Verdict::WhiteDecisive,
                            ctx.stm == them
                                ? "the own king in front of the pawn holds the opposition"
                                : "a spare pawn move wins the opposition");
        return setValue(Verdict::Equal, Verdict::Equal,
                        "the defending king holds the opposition in front of the pawn");
    }
    if (attack + tempo < defend)
        return setValue(Verdict::WhiteDecisive, Verdict::WhiteDecisive,
                        "the own king reaches a key square first (" + std::to_string(attack) +
                            " against " + std::to_string(defend) + " moves)");
    // The defender is clearly earlier: standing in front of the pawn it needs
    // a smaller lead than coming from the side or from behind, where the
    // attacking king may still shoulder it away.
    const int lead = attack + tempo - defend;
    const bool inFront = (front & squareBB(weakKing)) != 0;
    if (lead > (inFront ? BlockingLead : SideLead))
        return setValue(Verdict::Equal, Verdict::Equal,
                        std::string(inFront ? "the defending king blocks the pawn"
                                            : "the defending king reaches the pawn's path first") +
                            " (" + std::to_string(defend) + " against " + std::to_string(attack) +
                            " moves)");
    return setValue(Verdict::WhiteDecisive, Verdict::Equal,
                    "the kings reach the key squares together: opposition decides");
}

} // namespace

Evaluation Evaluator::evaluate(const QuadBitboard &board, Color sideToMove,
                               EvalDetail detail) const {
    const bool explain = detail == EvalDetail::Explain;
    const EvalContext ctx(board, sideToMove, explain, detail != EvalDetail::Score);
    Evaluation e;
    // Notes are built by callables so that the fast path never pays for the text.
    auto note = [&](auto makeText) {
        if (explain) e.notes.push_back(makeText());
    };

    const int whitePawns = popCount(board.pawns(White));
    const int blackPawns = popCount(board.pawns(Black));
    if (!whitePawns && !blackPawns) {
        e.value = DiscreteValue::exact(Verdict::Equal);
        note([&] { return std::string("no pawns: the kings alone cannot win"); });
        return e;
    }

    evaluatePassedPawns(ctx, e.partials);
    evaluateElements(ctx, e.partials);
    evaluateOutsidePassers(ctx, e.partials);
    markCounted(e.partials);

    const int material = evalweights::Pawn * (whitePawns - blackPawns);
    int score = material;
    note([&] {
        return std::string("material: " + std::to_string(whitePawns) + " against " +
                           std::to_string(blackPawns) + " pawns, " + signedScore(material));
    });
    int dynamics = 0;
    bool closeCall = false;
    for (const PartialEvaluation &p : e.partials) {
        if (!p.counted) continue;
        score += p.score;
        if (p.kind == ElementKind::Lever) dynamics += evalweights::UncertaintyLever;
        if (p.kind == ElementKind::Candidate) dynamics += evalweights::UncertaintyCandidate;
        if (p.sensitive == 0 && p.kind != ElementKind::Lever && p.kind != ElementKind::WeakPawn)
            closeCall = true;
    }
    score += sideToMove == White ? evalweights::SideToMove : -evalweights::SideToMove;

    DiscreteValue raceValue;
    bool raceDecided = false;
    evaluateRace(ctx, e.partials, &raceValue, &raceDecided);
    if (raceDecided) {
        const PartialEvaluation &race = e.partials.back();
        e.partials.back().counted = true;
        e.value = raceValue;
        score = material + race.score;
        note([&] {
            return std::string("race: " + std::string(classificationName(race.classification)) +
                               " for " + (race.side == White ? "White" : "Black") + ", value " +
                               e.value.symbol());
        });
        e.score = score;
        return e;
    }

    // K + P against K: the classical rules settle most positions.
    for (Color c : {White, Black}) {
        if (popCount(board.pawns(c)) != 1 || board.pawns(~c)) continue;
        for (const PartialEvaluation &p : e.partials) {
            if (p.kind != ElementKind::PassedPawn || p.side != c) continue;
            DiscreteValue v;
            if (lonePawnRules(ctx, c, p, &v, explain ? &e.notes : nullptr)) {
                e.value = v;
                e.score =
                    v.doubledAverage() * evalweights::DecisiveThreshold / 2 +
                    (v.isExact() && v.optimistic == Verdict::Equal ? 0
                                                                   : (c == White ? 1 : -1) * 20);
                if (v.isExact() && v.optimistic == Verdict::Equal) e.score = 0;
                return e;
            }
        }
    }

    const int uncertainty = evalweights::UncertaintyBase + dynamics +
                            (closeCall ? evalweights::UncertaintyCloseCall : 0);
    e.value = DiscreteValue::band(verdictForScore(score + uncertainty),
                                  verdictForScore(score - uncertainty));
    // Pawns against a lone king: two or more pawns win unless the race or
    // the rules above said otherwise; keep the band on the winning side.
    for (Color c : {White, Black}) {
        if (board.pawns(~c) || popCount(board.pawns(c)) < 2) continue;
        const Verdict slight = c == White ? Verdict::WhiteSlight : Verdict::BlackSlight;
        const Verdict decisive = c == White ? Verdict::WhiteDecisive : Verdict::BlackDecisive;
        e.value = DiscreteValue::band(decisive, slight);
        note([&] { return std::string("pawns against a lone king"); });
    }
    note([&] {
        return std::string("score " + signedScore(score) + ", uncertainty ±" +
                           std::to_string(uncertainty) + ": " + e.value.symbol());
    });
    e.score = score;
    return e;
}

Evaluation Evaluator::evaluate(const Position &pos, EvalDetail detail) const {
    const QuadBitboard board = QuadBitboard::fromPosition(pos);
    Evaluation e = evaluate(board, pos.sideToMove(), detail);
    const bool explain = detail == EvalDetail::Explain;
    if (explain && m_library) {
        for (const Pattern &pattern : m_library->patterns) {
            auto matches = matchPattern(pattern, board, pos.sideToMove());
            e.patternMatches.insert(e.patternMatches.end(), matches.begin(), matches.end());
        }
    }

    // Pieces other than pawns and kings: outside the domain; their material
    // and the mate drive (pieceending.h) are added, and the band is widened.
    const bool otherPieces = hasPieces(pos);
    if (otherPieces) {
        e.score += pieceScore(pos);
        e.value = DiscreteValue::band(verdictForScore(e.score + evalweights::DecisiveThreshold),
                                      verdictForScore(e.score - evalweights::DecisiveThreshold));
        if (explain)
            e.notes.push_back("pieces other than pawns and kings: not a pawn ending, band widened");
    }

    if (!otherPieces && usesTables()) {
        if (const auto exact = probeTables(pos)) {
            e.value = *exact;
            e.exact = true;
            e.score = exact->doubledAverage() * evalweights::DecisiveThreshold / 2;
            if (explain) e.notes.push_back("exact: value from the tables " + e.value.symbol());
            return e;
        }
    }

    if (!otherPieces) {
        // Only the side the evaluation favours needs the proof that it cannot break through.
        const Color strong = e.score >= 0 ? White : Black;
        const BlockageResult blockage = detectBlockage(pos, strong);
        if (blockage.blocked) {
            const Verdict capped = Verdict::Equal;
            DiscreteValue v = e.value;
            if (strong == White) {
                v.optimistic = std::min(v.optimistic, capped);
                v.pessimistic = std::min(v.pessimistic, capped);
                e.score = std::min(e.score, 0);
            } else {
                v.optimistic = std::max(v.optimistic, capped);
                v.pessimistic = std::max(v.pessimistic, capped);
                e.score = std::max(e.score, 0);
            }
            e.value = v;
            e.blocked = true;
            if (explain)
                e.notes.push_back(
                    "blockage: the stronger side cannot break through, capped at equality");
        }
    }
    return e;
}

std::optional<DiscreteValue> Evaluator::probeTables(const Position &pos) const {
    // K+P against K only (either colour): the other tables are not pawn endings.
    if (popCount(pos.pieces()) != 3 || popCount(pos.pieces(Pawn)) != 1) return std::nullopt;
    const TableProbe probe = m_tables->probe(pos).result;
    if (!probe.found()) return std::nullopt;
    if (probe.kind == TableProbe::Kind::Draw) return DiscreteValue::exact(Verdict::Equal);
    const Color winner = probe.kind == TableProbe::Kind::Win ? pos.sideToMove() : ~pos.sideToMove();
    return DiscreteValue::exact(winner == White ? Verdict::WhiteDecisive : Verdict::BlackDecisive);
}

int Evaluator::planPriority(const Position &pos, Move move) const {
    return planPriority(evaluate(pos, EvalDetail::Fast), pos, move);
}

namespace {

// Squares a king move may serve: its own plans' key squares and target
// pawns; the other side's plans' squares where a king stops them (catching
// square, the pawn's square, stop and promotion squares, key squares) or
// attacks (weak pawns).
bool kingRole(const SquareIdentity &identity, bool ownPlan) {
    static const char *const own[] = {"key square", "target pawn"};
    static const char *const other[] = {"catching square",  "square of the pawn", "stop square",
                                        "promotion square", "key square",         "weak pawn"};
    for (const std::string &role : identity.roles) {
        if (ownPlan) {
            for (const char *r : own)
                if (role == r) return true;
        } else {
            for (const char *r : other)
                if (role == r) return true;
        }
    }
    return false;
}

} // namespace

int Evaluator::planPriority(const Evaluation &evaluation, const Position &pos, Move move) {
    constexpr int PromotionPriority = 100000;
    constexpr int CapturePriority = 50000;
    constexpr int ClassificationStep = 1000;
    constexpr int GoalStep = 20;
    constexpr int OntoBonus = 10; // reaching the square beats approaching it
    if (move.isPromotion()) return PromotionPriority + (move.promotion() == Queen ? 1 : 0);
    int priority = pos.isCapture(move) ? CapturePriority : 0;
    const Color us = pos.sideToMove();
    int best = 0;
    for (const PartialEvaluation &p : evaluation.partials) {
        bool belongs = false;
        int bonus = 0;
        const bool kingMove = typeOf(pos.pieceOn(move.from())) == King;
        // A pawn move of the partial's own pawn; a king serves a plan only by
        // heading for its squares (below), not by moving anywhere.
        if (!kingMove && p.side == us && p.square == move.from()) belongs = true;
        // A king move onto or towards one of the plan's squares (a key
        // square, a catching square, a target pawn, the stop square) also
        // serves the plan, for either side: attacking or defending it.
        if (kingMove) {
            for (const SquareIdentity &identity : p.identities) {
                if (identity.square == move.from()) continue; // the king's own square
                if (!kingRole(identity, p.side == us)) continue;
                if (identity.square == move.to()) {
                    belongs = true;
                    bonus = std::max(bonus, OntoBonus);
                } else if (kingDistance(move.to(), identity.square) <
                           kingDistance(move.from(), identity.square)) {
                    belongs = true;
                }
            }
        }
        if (!belongs) continue;
        const int importance = 20 - int(p.classification);
        const int goal = std::min(p.goalDistance, 40);
        const int sensitive = std::min(p.sensitive, 9);
        const int value =
            importance * ClassificationStep - goal * GoalStep - sensitive + 1000 + bonus;
        best = std::max(best, value);
    }
    return priority + best;
}

} // namespace rampart
