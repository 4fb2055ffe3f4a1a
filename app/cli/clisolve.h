// What `solve` and `bench solve` share: the solver's options (--max-memory
// on top of the table options), one solve with a progress line on standard
// error, and the figures of a solve as text.
#pragma once

#include <optional>

#include <QCommandLineParser>
#include <QString>

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
// "slices 340 (12 from the cache), positions 35123456, 2.31 s"; with
// tablesSeconds (0.05 s or more) "2.31 s after 20.40 s for the four-man
// tables", so the figures add up to the time a user waited.
QString solveFigures(const SolveReport &report, double tablesSeconds = 0);

} // namespace rampart::cli
