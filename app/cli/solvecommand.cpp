// rampart-cli solve [--fen FEN | FILE | -] [--threads N] [--max-memory MB] [--moves]
//                   [--plies] [--cache-dir DIR] [--no-build] [--verify]
//
// Solves every position reachable from each input position (kings, pawns and
// at most one other man a side; see core/solver/README.md) and prints one
// line per position: "FEN<TAB>VALUE<TAB>FIGURES", VALUE one of "proven win N",
// "proven draw", "proven loss N" (N in moves, plies with --plies), a win or
// loss whose DTM rests on an assumption, or the interval ("draw or win for
// White (rests on an assumption)"); FIGURES the slices, positions and time.
// Positions the solver cannot take print "illegal: <reason>",
// "unsupported: <reason>" or "too large: <reason>" instead, exit code 1.
// Without --pieces the scope is chosen (solveAutomatically() in
// solver/solverscope.h): the widest that fits the memory limit (two pieces a
// slice, else one) when its set is small; else queen bounds first, and the
// wider scope only when they leave the value or its DTM on an assumption;
// pawn slices when nothing else fits. FIGURES end with the scopes solved
// unless that is two pieces a slice alone (", scope: queen bounds, then
// pieces 1").
// --moves lists every legal move ("  UCI<TAB>SAN<TAB>VALUE" for the mover,
// best first); --verify checks every stored value of the solved set against
// the best over its moves (exit code 1 on a mismatch). The fifty-move rule
// is ignored.
#include <memory>

#include "chess/legality.h"
#include "chess/notation.h"

#include "solver/solverscope.h"

#include "text/solvertext.h"

#include "clicommand.h"
#include "clio.h"
#include "cliposition.h"
#include "clisolve.h"
#include "clitables.h"
#include "commandfunctions.h"
#include "outputbuffer.h"

namespace rampart::cli {

int runSolve(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser,
                QStringLiteral("Proves pawn endings beyond four men: solves every position "
                               "reachable from the given one (kings, pawns, at most one other "
                               "man a side). Prints FEN<TAB>VALUE<TAB>FIGURES: 'proven win N', "
                               "'proven draw', 'proven loss N' (N in moves), or an interval when "
                               "the value rests on a promotion to a second piece (outside the "
                               "scope, valued once for each side). The fifty-move rule is "
                               "ignored."));
    addPositionInputOptions(parser);
    parser.addOption({QStringLiteral("moves"),
                      QStringLiteral("Also print every legal move (UCI, SAN, value for the "
                                     "mover), best first.")});
    parser.addOption({QStringLiteral("plies"), QStringLiteral("Give DTM in plies, not moves.")});
    parser.addOption({QStringLiteral("verify"),
                      QStringLiteral("Check every stored value of the solved set against the "
                                     "best over its moves.")});
    addSolverOptions(parser,
                     QStringLiteral("two or one piece a slice at once when that set fits the "
                                    "memory limit and is small; otherwise queen bounds first, "
                                    "then that wider scope only for what they leave on an "
                                    "assumption; pawn slices when nothing else fits"));
    CliTables::addOptions(parser, true, CliTables::ThreadsFor::Solve);
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    std::optional<CliTables> tables = CliTables::fromParser(parser, exitCode);
    if (!tables) return exitCode;
    const std::optional<Solver::Options> options = solverOptions(parser, *tables, exitCode);
    if (!options) return exitCode;
    const bool withMoves = parser.isSet(QStringLiteral("moves"));
    const bool inPlies = parser.isSet(QStringLiteral("plies"));
    const bool withVerify = parser.isSet(QStringLiteral("verify"));

    const bool chooseScope = !parser.isSet(QStringLiteral("pieces"));
    std::unique_ptr<Solver> solver;
    int failures = 0;
    OutputBuffer buffer;
    const bool inputOk = forEachInputLine(parser, [&](const std::string &line, int lineNumber,
                                                      const QString &source) {
        buffer.flush();
        const std::optional<Position> pos =
            readPositionOrReport(line, source + QLatin1Char(':') + QString::number(lineNumber));
        if (!pos) {
            ++failures;
            return true;
        }
        buffer << line << '\t';
        if (const std::vector<FenProblem> problems = checkLegality(*pos); !problems.empty()) {
            buffer << "illegal: " << describeProblems(problems) << '\n';
            ++failures;
            return true;
        }
        buffer.flush();
        // The scope given, or the automatic steps (solverscope.h): a small
        // widest scope at once, else queen bounds first and the wider scope
        // for what they leave on an assumption.
        SolveReport r;
        std::string scopeUsed;
        std::optional<AutomaticSolve::StoppedScope> widerStopped;
        double tablesSeconds = 0;
        if (!chooseScope) {
            solver = std::make_unique<Solver>(tables->registry(), *options);
            r = solveWithProgress(*solver, *tables, *pos, true, nullptr, &tablesSeconds);
        } else {
            AutomaticSolveSteps steps;
            steps.solveIn = [&](const Solver::Options &o) {
                ScopeAttempt attempt{{}, std::make_unique<Solver>(tables->registry(), o)};
                attempt.report = solveWithProgress(*attempt.solver, *tables, *pos, true, nullptr,
                                                   &tablesSeconds);
                return attempt;
            };
            AutomaticSolve a = solveAutomatically(*pos, tables->registry(), *options, steps);
            r = std::move(a.report);
            solver = std::move(a.solver);
            // Named unless two pieces a slice alone, the widest.
            if (a.solved.size() != 1 || !(a.solved.front() == SolverScope{false, 2}))
                for (const SolverScope &scope : a.solved)
                    scopeUsed += (scopeUsed.empty() ? "" : ", then ") + scope.name();
            widerStopped = a.widerStopped;
        }
        switch (r.status) {
        case SolveReport::Status::Solved:
            break;
        case SolveReport::Status::TooLarge:
            buffer << "too large: " << SolverText::reasonText(r.reason).toStdString();
            if (chooseScope)
                buffer << " (with every scope: two pieces a slice, one, queen bounds, pawn "
                          "slices)";
            else if (options->queenBounds)
                buffer << " (--pieces 0 shrinks the set; more values then rest on an "
                          "assumption)";
            else if (options->slicePieces > 1)
                buffer << " (--pieces queen or 1 shrinks the set; more values then rest on "
                          "an assumption)";
            else if (options->slicePieces > 0)
                buffer << " (--pieces queen or 0 shrinks the set; more values then rest on "
                          "an assumption)";
            buffer << '\n';
            break;
        case SolveReport::Status::Cancelled:
            buffer << "cancelled\n";
            break;
        default:
            buffer << "unsupported: " << SolverText::reasonText(r.reason).toStdString() << '\n';
            break;
        }
        for (const SolverProblem &p : r.problems) {
            buffer.flush();
            err() << "warning: " << SolverText::problemText(p) << Qt::endl;
        }
        if (r.status != SolveReport::Status::Solved) {
            ++failures;
            return true;
        }
        buffer << r.value.toString(inPlies) << '\t' << solveFigures(r, tablesSeconds).toStdString();
        if (!scopeUsed.empty()) buffer << ", scope: " << scopeUsed;
        if (widerStopped)
            buffer << " (" << widerStopped->scope.name() << ": "
                   << SolverText::reasonText(widerStopped->reason).toStdString() << ")";
        buffer << '\n';
        if (withMoves)
            for (const SolverMoveValue &m : solver->moves(*pos))
                buffer << "  " << m.move.uci() << '\t' << toSan(*pos, m.move) << '\t'
                       << m.value.toString(inPlies) << '\n';
        if (withVerify) {
            const SolverVerifyReport v = solver->verify();
            if (v.refused != SolverVerifyReport::Refusal::None) {
                buffer << "  verify not run: "
                       << SolverText::verifyRefusalText(v.refused).toStdString() << '\n';
                ++failures;
            } else if (v.mismatches) {
                buffer << "  verify FAILED: " << std::to_string(v.mismatches) << " of "
                       << std::to_string(v.positions) << " positions; first: "
                       << SolverText::mismatchText(*v.firstMismatch).toStdString() << '\n';
                ++failures;
            } else {
                buffer << "  verify ok: " << std::to_string(v.positions)
                       << " positions, every value equals the best over its moves\n";
            }
        }
        return true;
    });
    buffer << "The fifty-move rule is ignored; DTM in " << (inPlies ? "plies" : "moves") << ".\n";
    buffer.flush();
    if (!inputOk) return 1;
    return failures ? 1 : 0;
}

} // namespace rampart::cli
