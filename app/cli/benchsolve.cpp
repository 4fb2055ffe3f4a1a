// rampart-cli bench solve [--threads N] [--max-memory MB] [--cache-dir DIR] [--only NAME]
//
// Solves Fine #70 and a few published pawn endings from an empty slice cache
// (the four-man tables come from the table cache, built first when missing)
// and prints, per position, the value, whether it is the published one, the
// slices, positions, time and peak memory; for Fine #70 also every winning
// first move. Scopes tried, widest first: two pieces a slice, one, queen
// bounds (Fine #70 only), pawn slices. Figures on a shared machine vary:
// quote the best of a few runs.
#include "benchmarks.h"
#include "clio.h"
#include "clisolve.h"
#include "clitables.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "solver/solverscope.h"

#include <QTemporaryDir>

namespace rampart::cli {

namespace {

struct Published {
    const char *name;
    const char *fen;
    const char *value; // the published result, as the solver words it (prefix)
    const char *source;
    // Try queen bounds when one piece a slice is too large (Fine #70: the
    // proof the benchmark is for). The others fall back to pawn slices, as
    // queen bounds can take long (the breakthrough: 9,786 slices, 1.3 G
    // positions).
    bool queenBounds = false;
};

const Published Positions[] = {
    {"Fine 70", "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1", "proven win",
     "Lasker-Reichhelm 1901; R. Fine, Basic Chess Endings (1941), no. 70: 1.Kb1 only", true},
    {"Reti 1921", "7K/8/k1P5/7p/8/8/8/8 w - - 0 1", "proven draw",
     "R. Reti, Kagans Neueste Schachnachrichten 1921"},
    {"trebuchet", "8/8/8/8/8/4Kp2/5Pk1/8 w - - 0 1", "proven loss",
     "the trebuchet, mutual zugzwang (chess.com Chessopedia, 'Trebuchet')"},
    {"KPK sixth", "4k3/8/4K3/4P3/8/8/8/8 b - - 0 1", "proven loss",
     "king on the sixth in front of its pawn wins (Fine, Basic Chess Endings)"},
    {"Breakthrough", "8/ppp5/8/PPP5/8/8/8/K6k w - - 0 1", "proven win",
     "the three-pawn breakthrough 1.b6 (Fine, Basic Chess Endings)"},
};

} // namespace

int benchSolve(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Solves Fine #70 and published pawn endings from an empty "
                                       "slice cache: value, slices, positions, time, memory."));
    parser.addOption({QStringLiteral("only"), QStringLiteral("Solve only the position NAME."),
                      QStringLiteral("NAME")});
    addSolverOptions(parser);
    CliTables::addOptions(parser, false);
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    std::optional<CliTables> tables = CliTables::fromParser(parser, exitCode);
    if (!tables) return exitCode;
    std::optional<Solver::Options> options = solverOptions(parser, *tables, exitCode);
    if (!options) return exitCode;
    const QString only = parser.value(QStringLiteral("only"));

    int wrong = 0;
    for (const Published &p : Positions) {
        if (!only.isEmpty() && only != QLatin1String(p.name)) continue;
        out() << p.name << ": " << p.fen << "\n  source: " << p.source << '\n';
        const Position pos = *parseFen(p.fen).position;
        const double cpuBefore = cpuSeconds();
        // The widest scope that fits the memory limit (solver/solverscope.h).
        SolveReport r;
        QTemporaryDir slices;
        options->sliceDirectory = slices.path().toStdString();
        std::optional<Solver> solver;
        SolverScope scope;
        const auto scopeName = [&] { return QString::fromStdString(scope.name()); };
        for (const SolverScope &s : scopesToTry(pos)) {
            if (s.queenBounds && !p.queenBounds) continue;
            scope = s;
            scope.applyTo(*options);
            solver.emplace(tables->registry(), *options);
            r = solveWithProgress(*solver, *tables, pos, true);
            if (r.status != SolveReport::Status::TooLarge) break;
            out() << "  " << scopeName() << ": too large: " << r.estimate.slices << " slices, "
                  << qint64(r.estimate.positions) << " positions, "
                  << qint64(r.estimate.memoryBytes >> 20) << " MB\n";
        }
        if (r.status != SolveReport::Status::Solved) {
            out() << "  not solved: " << QString::fromStdString(r.reason) << '\n';
            ++wrong;
            continue;
        }
        out() << "  " << scopeName() << ":\n";
        const std::string value = r.value.toString();
        const bool ok = value.rfind(p.value, 0) == 0;
        wrong += !ok;
        out() << "  " << QString::fromStdString(value)
              << (ok ? "  (published: " : "  (not reproduced; published: ") << p.value << ")\n  "
              << solveFigures(r) << " (CPU " << QString::number(cpuSeconds() - cpuBefore, 'f', 1)
              << " s), peak memory " << peakRssMegabytes() << " MB, " << options->threads
              << " threads\n";
        QStringList winning, maybe;
        for (const SolverMoveValue &m : solver->moves(pos))
            if (score::isWin(m.value.lower()))
                winning << QString::fromStdString(toSan(pos, m.move));
            else if (score::isWin(m.value.upper()))
                maybe << QString::fromStdString(toSan(pos, m.move));
        if (!winning.isEmpty())
            out() << "  proven winning moves: " << winning.join(QStringLiteral(", ")) << '\n';
        if (!maybe.isEmpty())
            out() << "  winning under the assumption only: " << maybe.join(QStringLiteral(", "))
                  << '\n';
        out().flush();
    }
    out() << "The fifty-move rule is ignored; DTM in moves." << Qt::endl;
    return wrong ? 1 : 0;
}

} // namespace rampart::cli
