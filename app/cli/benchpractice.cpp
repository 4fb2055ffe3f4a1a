// rampart-cli bench practice [--plies N] [--seed N] [--threads N] [--cache-dir DIR]
//                            [--max-memory MB] [--no-fine70]
//
// The time from a player's move to Rampart's practice reply
// (core/practice: chooseReply(), which values every legal move and, for the
// hardest defence, every reply of the player's after each): a game of
// replies on both sides from KPK (the three-man table), a four-man table
// (KPKP), and Fine #70's solved set (solved first with the cache of slices,
// so a second run loads it; then 1.Kb1 and 1.Ka2 judged). Per position: replies timed, the mean and
// the slowest in wall and thread CPU milliseconds; the goal is under 50 ms on a table and under 200
// ms on a solved set. CPU time is what to compare on a shared machine.
#include <chrono>
#include <ctime>
#include <memory>

#include "chess/fen.h"

#include "solver/solverscope.h"

#include "benchmarks.h"
#include "clio.h"
#include "clisolve.h"
#include "clitables.h"
#include "practice/practiceassessment.h"
#include "practice/practicereply.h"

namespace rampart::cli {

namespace {

double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

struct ReplyTimes {
    int replies = 0;
    double wallSum = 0, wallMax = 0, cpuSum = 0, cpuMax = 0;
    PracticeEnd end = PracticeEnd::None;
};

// Both sides play Rampart's reply from pos for at most plies plies.
ReplyTimes playReplies(const PracticeKnowledge &knowledge, Position pos, int plies,
                       std::uint64_t seed) {
    ReplyTimes t;
    for (int ply = 0; ply < plies && (t.end = practiceEnd(pos)) == PracticeEnd::None; ++ply) {
        const auto wall0 = std::chrono::steady_clock::now();
        const double cpu0 = threadCpuMs();
        const std::optional<PracticeReply> reply = chooseReply(knowledge, pos, seed);
        const double cpu = threadCpuMs() - cpu0;
        const double wall =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall0)
                .count();
        if (!reply) break;
        ++t.replies;
        t.wallSum += wall;
        t.cpuSum += cpu;
        t.wallMax = std::max(t.wallMax, wall);
        t.cpuMax = std::max(t.cpuMax, cpu);
        pos.makeMove(reply->move);
    }
    return t;
}

void printTimes(const char *name, const char *source, const ReplyTimes &t) {
    out() << name << "\t" << source << "\treplies " << t.replies;
    if (t.replies > 0)
        out() << "\tmean " << QString::number(t.wallSum / t.replies, 'f', 2) << " ms (cpu "
              << QString::number(t.cpuSum / t.replies, 'f', 2) << ")\tslowest "
              << QString::number(t.wallMax, 'f', 2) << " ms (cpu "
              << QString::number(t.cpuMax, 'f', 2) << ")";
    out() << Qt::endl;
}

} // namespace

int benchPractice(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Times Rampart's practice replies (both sides played by "
                                       "Rampart) from KPK, a four-man table and Fine #70's "
                                       "solved set: per position the replies, the mean and "
                                       "slowest reply in wall and thread CPU milliseconds."));
    parser.addOption({QStringLiteral("plies"),
                      QStringLiteral("Replies to play from each position (default 40)."),
                      QStringLiteral("N"), QStringLiteral("40")});
    parser.addOption({QStringLiteral("seed"), QStringLiteral("The tie-break's seed (default 1)."),
                      QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("no-fine70"),
                      QStringLiteral("Skip Fine #70 (its solve takes a minute from an empty "
                                     "cache).")});
    addSolverOptions(parser, QStringLiteral("chosen as by solve"));
    CliTables::addOptions(parser, true, CliTables::ThreadsFor::Solve);
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    bool ok = false;
    const int plies = parser.value(QStringLiteral("plies")).toInt(&ok);
    const std::uint64_t seed = parser.value(QStringLiteral("seed")).toULongLong();
    if (!ok || plies < 1) {
        err() << "error: --plies needs a number above 0" << Qt::endl;
        return 2;
    }
    std::optional<CliTables> tables = CliTables::fromParser(parser, exitCode);
    if (!tables) return exitCode;
    const std::optional<Solver::Options> options = solverOptions(parser, *tables, exitCode);
    if (!options) return exitCode;

    const Position kpk = *parseFen("8/8/3k4/8/8/4K3/3P4/8 w - - 0 1").position;
    const Position kpkp = *parseFen("8/2p5/8/8/8/8/1P6/K6k w - - 0 1").position;
    if (!tables->provide({Material::of(kpkp).canonical()})) return 1;
    const PracticeKnowledge onTables(tables->registry(), TbFileSources{});
    printTimes("KPK", "table", playReplies(onTables, kpk, plies, seed));
    printTimes("KPKP", "table", playReplies(onTables, kpkp, plies, seed));
    if (parser.isSet(QStringLiteral("no-fine70"))) return 0;

    const Position fine70 = *parseFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1").position;
    AutomaticSolveSteps steps;
    steps.solveIn = [&](const Solver::Options &o) {
        ScopeAttempt attempt{{}, std::make_unique<Solver>(tables->registry(), o)};
        attempt.report = solveWithProgress(*attempt.solver, *tables, fine70, true);
        return attempt;
    };
    AutomaticSolve solved = solveAutomatically(fine70, tables->registry(), *options, steps);
    if (solved.report.status != SolveReport::Status::Solved) {
        err() << "error: Fine #70 was not solved" << Qt::endl;
        return 1;
    }
    out() << "Fine 70\tsolved: " << solveFigures(solved.report) << Qt::endl;
    // The set reads the tables the solve used; the registry outlives it.
    const std::shared_ptr<TableRegistry> registry(&tables->registry(), [](TableRegistry *) {});
    const auto set = std::make_shared<const SolvedSet>(registry, std::move(solved.solver), fine70,
                                                       solved.report, solved.scope);
    const TableRegistry threeMen;
    const PracticeKnowledge onSet(threeMen, TbFileSources{}, set);
    printTimes("Fine 70", "solved set", playReplies(onSet, fine70, plies, seed));
    // The lesson of the position: 1.Kb1 keeps the win, 1.Ka2 throws it away.
    const std::vector<PracticeMove> moves = onSet.moves(fine70);
    const auto verdictWord = [](MoveVerdict v) {
        return v == MoveVerdict::Kept         ? "kept"
               : v == MoveVerdict::KeptSlower ? "kept slower"
               : v == MoveVerdict::ThrownAway ? "thrown away"
                                              : "unknown";
    };
    out() << "Fine 70\tKb1 " << verdictWord(assessMove(moves, Move(A1, B1)).verdict) << ", Ka2 "
          << verdictWord(assessMove(moves, Move(A1, A2)).verdict) << Qt::endl;
    return 0;
}

} // namespace rampart::cli
