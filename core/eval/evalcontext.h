// Internal to the evaluation: what every partial evaluator reads, computed once.
#pragma once

#include <string>
#include <vector>

#include "patterns/quadbitboard.h"

#include "eval/distance.h"
#include "eval/partialevaluation.h"
#include "eval/pawnstructure.h"

namespace rampart {

struct EvalContext {
    EvalContext(const QuadBitboard &b, Color toMove, bool explaining, bool withSquares);

    QuadBitboard board;
    Color stm;
    PawnStructure structure;
    bool explain;
    bool squares; // record the partials' squares (identities)
    Square king[ColorCount];
    Bitboard occupied;

    // Squares the king of colour c may enter (static view): not its own
    // pawns, not attacked by enemy pawns, not next to the enemy king.
    Bitboard kingPassable(Color c) const;
    // The square a pawn of colour c promotes on.
    static Square promotionSquare(Color c, Square pawn) {
        return makeSquare(fileOf(pawn), c == White ? 7 : 0);
    }
    // Pawn moves to promotion (double step counted once), ignoring obstacles.
    static int movesToPromote(Color c, Square pawn) {
        const int steps = 7 - relativeRank(c, pawn);
        return relativeRank(c, pawn) == 1 ? steps - 1 : steps;
    }
    // Squares attacked by colour c's men (pawns and king) now.
    Bitboard attackedBy(Color c) const;
};

// Adds a condition line only when explaining. The text is built by a
// callable so that the fast path never pays for the string.
template <typename MakeText>
void addCondition(const EvalContext &ctx, PartialEvaluation &p, MakeText makeText) {
    if (ctx.explain) p.conditions.push_back(makeText());
}

// Gives a square a role in a partial ("passer", "key square", ...), only when
// the squares are wanted (plan ordering, eval output, explanations): each
// role is a string, and the search's score path evaluates millions of
// positions without reading them.
inline void addIdentity(const EvalContext &ctx, PartialEvaluation &p, Square square,
                        const char *role) {
    if (ctx.squares) p.identities.push_back({square, {role}});
}

// Key squares of a pawn of colour c: reaching one with the own king wins
// against a lone king (rook pawns: the squares on the adjacent file at the
// 7th and 8th rank).
Bitboard keySquares(Color c, Square pawn);

// Passed-pawn partials for both sides, and the race between unstoppable passers.
void evaluatePassedPawns(const EvalContext &ctx, std::vector<PartialEvaluation> &out);
// The race partial (at most one), given the passer partials already built.
// Sets *value (White's view) when the race decides the game.
void evaluateRace(const EvalContext &ctx, std::vector<PartialEvaluation> &partials,
                  DiscreteValue *value, bool *decided);
// The outside (distant) passed pawn of a pure pawn ending, for both sides,
// given the passer partials already built (core/outsidepasser.cpp).
void evaluateOutsidePassers(const EvalContext &ctx, std::vector<PartialEvaluation> &out);
// Candidates, weak pawns, levers and king activity for both sides.
void evaluateElements(const EvalContext &ctx, std::vector<PartialEvaluation> &out);

} // namespace rampart
