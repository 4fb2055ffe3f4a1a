// The solver's results in words: translated words for a solved value
// (proven win/draw/loss with the mate distance, or the interval when it
// rests on a promotion outside the scope), why a position cannot be
// solved, what a finished or refused solve says, and the solver's reasons
// and problems (solver/solvereport.h, solver/solverproblem.h: codes with
// their figures). Every sentence is tr(); the CLI, which installs no
// translator, prints the English ones (reasonText(), problemText(),
// mismatchText(), verifyRefusalText() keep its words).
#pragma once

#include <QCoreApplication>
#include <QString>

#include "chess/position.h"

#include "tables/tableprobe.h"

#include "solver/solver.h"

namespace rampart {

class SolverText {
    Q_DECLARE_TR_FUNCTIONS(SolverText)

public:
    // "proven win in 12 moves (23 plies)", "proven draw", "proven loss in 3
    // moves (6 plies)", "proven win in 12 to 15 moves (the mate distance
    // rests on an assumption)", "draw or win for White (rests on an
    // assumption)". From the side to move's view (the mover's, for a move).
    static QString valueText(const SolverValue &value);
    // Short for a list cell: "Win", "Draw", "Loss", "Win (12–15)",
    // "Draw or win for White".
    static QString shortValue(const SolverValue &value);
    // "White to move: proven win in 12 moves (23 plies)".
    static QString positionValue(const SolverValue &value);
    // A proven value as a table result (the browser's words, colours and map
    // cells); Unsupported for an interval or an invalid value.
    static TableProbe toTableProbe(const SolverValue &value);

    // Why the solver cannot take this position, empty when it can:
    // illegal, castling rights, more than one piece a side, game over.
    static QString scopeProblem(const Position &pos);
    // A solve that ended without a result (refused, out of scope, cancelled,
    // failed), with the estimate's figures where they matter (limitBytes:
    // the memory limit it ran under).
    static QString failureText(const SolveReport &report, std::uint64_t limitBytes);
    // "Refused: the solve needs about 51 GB of memory for 41,750 slices and
    // 13,500,000,000 positions, over the limit of 8 GB ...".
    static QString refusalText(const SolverEstimate &estimate, std::uint64_t limitBytes);
    // Why the automatic solve beside an analysis (solver/autosolve.h) did
    // not solve: "too many positions for the memory budget of 1.0 GB: the
    // solve needs about 5.1 GB for 41,750 slices and 13,467,369,472
    // positions" (the estimate of the narrowest scope it tried; a lower
    // bound when counting stopped at the budget).
    static QString overBudgetText(const SolverEstimate &estimate, std::uint64_t budgetBytes);
    // "1,755 slices (12 from the cache), 14,400,000 positions, 5.2 s".
    static QString figuresText(const SolveReport &report);
    // Why a solve stopped, as a clause: "castling rights are not supported
    // (...)", "the solve needs about 51.2 MB for 80 slices and ... over the
    // memory limit of 22.0 MB" (sizes in MB with one decimal, figures
    // without separators, as the CLI prints them). Empty for Code::None.
    static QString reasonText(const SolveReason &reason);
    // A problem a solve went on past: "<file>: truncated header", ...
    static QString problemText(const SolverProblem &problem);
    // A verify pass's first mismatch: "slice NAME index I run R: stored S,
    // best over moves B".
    static QString mismatchText(const SolverMismatch &mismatch);
    // Why a verify pass did not run (empty for Refusal::None).
    static QString verifyRefusalText(SolverVerifyReport::Refusal refusal);
    // The notes every result carries: the fifty-move rule, and how many
    // positions rest on an assumption (and which, with queen bounds).
    static QString notesText(const SolveReport &report, bool queenBounds = false);
    // What a DTM search (the solve's, for its root, or one run later for
    // another position) settled: "A mate search over the real positions
    // settled the DTM of this position ..."; empty when it did not run.
    static QString dtmSearchText(const SolveReport::DtmSearchTally &tally);
    // "51.2 GB", "340 MB": a size known exactly (a limit) or a lower bound.
    static QString sizeText(std::uint64_t bytes);
    // "about 51.2 GB", "about 340 MB": an estimate.
    static QString bytesText(std::uint64_t bytes);
};

} // namespace rampart
