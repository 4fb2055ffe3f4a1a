// PawnKing-style static evaluation of pawn endings (Horacek).
//
// evaluate() builds partial evaluations per positional element (passed pawns
// with the race logic, candidates, weak pawns, levers, king activity), keeps
// the best per classification and side for the global value, and expresses
// the result twice: a centipawn score (White's view, for the search's
// arithmetic) and a DiscreteValue (an optimistic and a pessimistic verdict
// that differ where static means cannot settle the question).
//
// Exact knowledge overrides heuristics:
//   - KPK positions take their value from the tables when a TableRegistry is
//     given and tables are enabled (Evaluation::exact is then set);
//   - a blockage detected for the stronger side (core/blockage.h) caps that
//     side at equality.
// Positions with pieces other than pawns and kings are outside the domain:
// the pieces' material and a mate drive (pieceending.h: it leads the search
// to the mate after a promotion) are added, and the band is left wide.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "chess/move.h"

#include "patterns/patternmatcher.h"

#include "eval/discretevalue.h"
#include "eval/partialevaluation.h"

namespace rampart {

class Position;
class TableRegistry;
struct PatternLibrary;

// Named tuning constants (centipawns).
namespace evalweights {
constexpr int Pawn = 100;
constexpr int Knight = 300, Bishop = 320, Rook = 500, Queen = 900;
constexpr int PasserBase = 20;   // any passed pawn
constexpr int PasserPerRank = 6; // times relative rank squared / 2
constexpr int OutsidePasser = 50;
// The outside passer deflects the enemy king and the own king wins the far
// pawns first: a base plus per move of margin (capped at 3 moves).
constexpr int OutsidePasserWins = 220;
constexpr int OutsidePasserPerMove = 30;
constexpr int ProtectedPasser = 40;
constexpr int EscortedPasser = 250;
constexpr int Unstoppable = 600; // a queen is coming: decisive unless the race says otherwise
constexpr int Candidate = 20;
constexpr int WeakPawn = 12;
constexpr int KingWinsPawn = 60;
constexpr int KingActivityPerMove = 6; // per move of king-path distance to the pawns
constexpr int SideToMove = 8;
// Verdict thresholds on |score|.
constexpr int SlightThreshold = 40;
constexpr int BigThreshold = 110;
constexpr int DecisiveThreshold = 250;
// Half-width of the optimistic-pessimistic band: a base plus per dynamic element.
constexpr int UncertaintyBase = 30;
constexpr int UncertaintyLever = 35;
constexpr int UncertaintyCandidate = 30;
constexpr int UncertaintyCloseCall = 60; // a partial with sensitive value 0
} // namespace evalweights

struct Evaluation {
    int score = 0;       // centipawns, from White's view
    DiscreteValue value; // optimistic and pessimistic verdicts, White's view
    // Every partial evaluation (also those not counted), in the order built.
    std::vector<PartialEvaluation> partials;
    // Why the global value is what it is: one English line per step
    // (material, race, exact knowledge, blockage cap, band). Only when explaining.
    std::vector<std::string> notes;
    // Pattern-library matches, only when explaining and a library is set.
    std::vector<PatternMatch> patternMatches;
    bool exact = false;   // the value comes from the tables
    bool blocked = false; // a blockage capped the stronger side at equality
};

enum class EvalDetail {
    Score,  // score, value and partials' numbers only: the search's path
    Fast,   // partials with numbers and squares, no English text, no patterns
    Explain // everything, for --explain and the GUI
};

class Evaluator {
public:
    explicit Evaluator(const TableRegistry *tables = nullptr);

    // Switch table probing on or off (the eval benchmark measures the
    // heuristics alone). On by default when tables were given.
    void setUseTables(bool on) { m_useTables = on; }
    bool usesTables() const { return m_useTables && m_tables; }
    // Patterns reported by Explain evaluations (not owned; may be null).
    void setPatternLibrary(const PatternLibrary *library) { m_library = library; }

    Evaluation evaluate(const Position &pos, EvalDetail detail = EvalDetail::Explain) const;
    // The cheap path: same score and value, no text.
    Evaluation evaluateFast(const Position &pos) const { return evaluate(pos, EvalDetail::Fast); }
    // The cheapest, for the search: same score and value, and the partials
    // without their squares (nothing allocated per square and role).
    Evaluation evaluateScore(const Position &pos) const { return evaluate(pos, EvalDetail::Score); }
    // The heuristics alone on pawns and kings (no tables, no blockage).
    Evaluation evaluate(const QuadBitboard &board, Color sideToMove,
                        EvalDetail detail = EvalDetail::Explain) const;

    // Move ordering for the search: higher is more urgent. Promotions first,
    // then captures, then moves belonging to a plan: a move of a partial's
    // pawn or king, or a king move onto or towards one of the partial's
    // identified squares (key square, catching square, target pawn, ...;
    // either side's partials, to attack or to defend). Such a move scores by
    // the partial's classification (more important first), then smaller goal
    // distance, then smaller sensitive value (the more urgent plan), a little
    // more for reaching the square than for approaching it. 0 when the move
    // belongs to no plan. The move must be legal in pos.
    int planPriority(const Position &pos, Move move) const;
    // The same from an evaluation already computed for pos.
    static int planPriority(const Evaluation &evaluation, const Position &pos, Move move);

private:
    std::optional<DiscreteValue> probeTables(const Position &pos) const;
    const TableRegistry *m_tables = nullptr;
    const PatternLibrary *m_library = nullptr;
    bool m_useTables = true;
};

// The verdict a centipawn score (White's view) stands for, by the thresholds above.
Verdict verdictForScore(int score);

} // namespace rampart
