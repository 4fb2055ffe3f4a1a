// What `solve` and `bench solve` share: the solver's options (--max-memory
// on top of the table options), one solve with a progress line on standard
// error, and the figures of a solve as text; and what `analyze` and `uci`
// say about their automatic solve (solver/autosolve.h).
#pragma once

#include <optional>

#include <QCommandLineParser>
#include <QString>

#include "solver/solvejob.h"
#include "solver/solver.h"

#include "clitables.h"

namespace rampart::cli {

// Adds --max-memory MB, --pieces N and --dtm-search N (the table options
// come from CliTables::addOptions); piecesDefault: what the command does
// without --pieces, for its help.
void addSolverOptions(QCommandLineParser &parser, const QString &piecesDefault);
// The solver's options from the parsed command line; prints the problem and
// returns nothing (exitCode 2) on a bad value.
std::optional<Solver::Options> solverOptions(const QCommandLineParser &parser,
                                             const CliTables &tables, int &exitCode);
// Makes the four-man tables the solve needs available (progress on stderr),
// then solves with a progress line on stderr (erased when done); `cancel`
// set stops the solve (status Cancelled). tablesSeconds, if given, grows by
// the time the tables took (the report's time is the solve's alone).
SolveReport solveWithProgress(Solver &solver, CliTables &tables, const Position &pos,
                              bool showProgress, const std::atomic<bool> *cancel = nullptr,
                              double *tablesSeconds = nullptr);
// The progress line solves print on standard error (after a '\r'):
// "solve: slices 120/340, positions 3500000/35123456, 2.3 s, about 4 s left".
QString progressLine(const SolverProgress &progress);
// The same for a solve job: its estimate and tables too.
QString progressLine(const SolveProgress &progress);
// Erases the progress line.
void clearProgressLine();
// "slices 340 (12 from the cache), positions 35123456, 2.31 s"; with
// tablesSeconds (0.05 s or more) "2.31 s after 20.40 s for the four-man
// tables", so the figures add up to the time a user waited.
QString solveFigures(const SolveReport &report, double tablesSeconds = 0);

// The automatic solve beside an analysis, in words (analyze prefixes them
// with "solve: ", uci with "info string "):
// "proving this position in the background: memory budget 1024 MB, the
// solve on 1 thread and the search on 1 thread" (searchThreadsBeside());
QString autoSolveStartText(std::uint64_t limitBytes, int solveThreads, int searchThreads);
// "not proved: castling rights are not supported (...)" for a position the
// solver cannot take (decision OutOfScope);
QString autoSolveRefusalText(const SolveReason &reason);
// how it ended: "proof: proven win 32 (slices ..., 31.20 s)", "not proved:
// too many positions for the memory budget of 1.0 GB: ...", "cancelled";
QString autoSolveOutcomeText(const SolveOutcome &outcome);
// "proof in use: White to move: proven win in 32 moves (63 plies) (solved
// set; the fifty-move rule is ignored)" for a position of the set.
QString proofInUseText(const SolvedSet &set, const Position &pos);

} // namespace rampart::cli
