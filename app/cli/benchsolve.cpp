// rampart-cli bench solve [--set [FILE]] [--budget SECONDS] [--threads N] [--max-memory MB]
//                         [--pieces N|queen] [--cache-dir DIR] [--only NAME]
//
// Solves positions from an empty slice cache (the four-man tables come from
// the table cache, built first when missing) and prints, per position, the
// value, whether it reproduces the published result (and the key move, where
// the source gives one), the slices, positions, wall and CPU time and peak
// memory; then "N of M reproduced" and the total time.
//
// Without --set: Fine #70 and four classic endings built in. With --set FILE:
// every line of an EPD file with `result win|draw|loss` (the published result
// for the side to move), `id` and optionally `bm` (the key move); --set alone
// is the set shipped with Rampart (resources/positions/published-endings.epd).
// Scopes tried, widest first: two pieces a slice, one, queen bounds (the set,
// and Fine #70 of the built-in ones), pawn slices, each with its whole set in
// memory (no slices kept on disk). --budget cancels a position after so many
// seconds of wall time (reported as over budget), and skips a scope that
// could not finish in it (FastestPositionsPerSecondAThread) while a narrower
// one remains.
// Exit code 1 only when a proven result contradicts the published one (or a
// proven key move does not reach it); 2 on bad input. Figures on a shared
// machine vary: quote the best of a few runs.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <fstream>
#include <limits>
#include <memory>
#include <mutex>
#include <thread>

#include <QFile>
#include <QTemporaryDir>

#include "chess/fen.h"
#include "chess/notation.h"

#include "solver/solverscope.h"

#include "text/solvertext.h"

#include "benchmarks.h"
#include "clio.h"
#include "cliposition.h"
#include "clisolve.h"
#include "clitables.h"
#include "processfigures.h"

namespace rampart::cli {

namespace {

// Positions a second a thread that no solve here comes near: the fastest of
// the published set run at 21 M a second on two threads (small sets of pawn
// slices). A scope whose positions would take longer than the budget even at
// this rate cannot finish in it and is skipped while a narrower one remains:
// since solved values are held packed, two-piece sets of 2.2 G positions
// (Chernev No. 47, 48 and 50, Lasker's Diag. 61) fit 4 GB, and take minutes.
constexpr double FastestPositionsPerSecondAThread = 15e6;

// The built-in positions (no --set).
struct BuiltIn {
    const char *name;
    const char *fen;
    const char *result; // win, draw or loss for the side to move
    const char *keyMove;
    const char *source;
    // Try queen bounds when one piece a slice is too large (Fine #70: the
    // proof the benchmark is for). The others fall back to pawn slices.
    bool queenBounds = false;
};

const BuiltIn BuiltIns[] = {
    {"Fine 70", "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1", "win", "Kb1",
     "Lasker-Reichhelm 1901; R. Fine, Basic Chess Endings (1941), no. 70: 1.Kb1 only", true},
    {"Reti 1921", "7K/8/k1P5/7p/8/8/8/8 w - - 0 1", "draw", "Kg7",
     "R. Reti, Kagans Neueste Schachnachrichten 1921"},
    {"trebuchet", "8/8/8/8/8/4Kp2/5Pk1/8 w - - 0 1", "loss", "",
     "the trebuchet, mutual zugzwang (chess.com Chessopedia, 'Trebuchet')"},
    {"KPK sixth", "4k3/8/4K3/4P3/8/8/8/8 b - - 0 1", "loss", "",
     "king on the sixth in front of its pawn wins (Fine, Basic Chess Endings)"},
    {"Breakthrough", "8/ppp5/8/PPP5/8/8/8/K6k w - - 0 1", "win", "b6",
     "the three-pawn breakthrough 1.b6 (Fine, Basic Chess Endings)"},
};

const char *const ShippedSet = ":/positions/published-endings.epd";

// One position to solve, with what its source publishes.
struct Entry {
    QString name;
    Position pos;
    int result = 0; // 1 win, 0 draw, -1 loss, for the side to move
    QString keyMove;
    QString source;
    bool queenBounds = false;
};

int wdlOf(score::Score s) {
    return s > 0 ? 1 : s < 0 ? -1 : 0;
}

const char *resultWord(int wdl) {
    return wdl > 0 ? "win" : wdl < 0 ? "loss" : "draw";
}

std::optional<int> resultFromWord(const std::string &word) {
    if (word == "win") return 1;
    if (word == "draw") return 0;
    if (word == "loss") return -1;
    return std::nullopt;
}

// Reads a set: every non-comment line an EPD with `result` and `id`. Prints
// every bad line (file and line number) and returns nothing when there is one.
std::optional<std::vector<Entry>> readSet(const QString &path) {
    QFile file(path);
    const QString shown =
        path == QLatin1String(ShippedSet) ? QStringLiteral("the shipped published set") : path;
    if (!file.open(QIODevice::ReadOnly)) {
        err() << "error: cannot read " << shown << ": " << file.errorString() << Qt::endl;
        return std::nullopt;
    }
    std::vector<Entry> entries;
    bool bad = false;
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#')) continue;
        const QString where = shown + QLatin1Char(':') + QString::number(lineNumber);
        const EpdRecord record = parseEpd(line.toStdString());
        if (!record.position.ok()) {
            err() << "error: " << where << ": "
                  << QString::fromStdString(describeProblems(record.position.problems)) << Qt::endl;
            bad = true;
            continue;
        }
        const std::vector<std::string> result = record.operands("result");
        const std::optional<int> wdl =
            result.size() == 1 ? resultFromWord(result[0]) : std::nullopt;
        if (!wdl) {
            err() << "error: " << where
                  << ": needs one 'result win|draw|loss' (the published result for the side "
                     "to move)"
                  << Qt::endl;
            bad = true;
            continue;
        }
        Entry e;
        e.pos = *record.position.position;
        e.result = *wdl;
        e.name = QString::fromStdString(record.id());
        if (e.name.isEmpty()) e.name = QStringLiteral("line %1").arg(lineNumber);
        e.source = QString::fromStdString(record.comment(0));
        e.queenBounds = true;
        const std::vector<std::string> bm = record.bestMoves();
        if (!bm.empty()) {
            if (!parseSanMove(e.pos, bm[0]).ok()) {
                err() << "error: " << where << ": the key move bm " << QString::fromStdString(bm[0])
                      << " is not legal here" << Qt::endl;
                bad = true;
                continue;
            }
            e.keyMove = QString::fromStdString(bm[0]);
        }
        entries.push_back(std::move(e));
    }
    if (bad) return std::nullopt;
    if (entries.empty()) {
        err() << "error: " << shown << " holds no positions" << Qt::endl;
        return std::nullopt;
    }
    return entries;
}

// Sets `cancel` after `seconds` of wall time unless destroyed first.
class BudgetTimer {
public:
    BudgetTimer(double seconds, std::atomic<bool> &cancel) {
        if (seconds <= 0) return;
        m_thread = std::thread([this, seconds, &cancel] {
            std::unique_lock lock(m_mutex);
            if (!m_done.wait_for(lock, std::chrono::duration<double>(seconds),
                                 [this] { return m_stop; }))
                cancel = true;
        });
    }
    ~BudgetTimer() {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_done.notify_all();
        if (m_thread.joinable()) m_thread.join();
    }
    BudgetTimer(const BudgetTimer &) = delete;
    BudgetTimer &operator=(const BudgetTimer &) = delete;

private:
    std::mutex m_mutex;
    std::condition_variable m_done;
    bool m_stop = false;
    std::thread m_thread;
};

// Peak resident memory since the last reset (Linux: VmHWM, reset by writing
// 5 to /proc/self/clear_refs); the process's peak where that is not possible.
void resetPeakMemory() {
    std::ofstream clear("/proc/self/clear_refs");
    clear << "5";
}

long peakMemoryMegabytes() {
    std::ifstream status("/proc/self/status");
    std::string key;
    while (status >> key) {
        if (key == "VmHWM:") {
            long kb = 0;
            status >> kb;
            return kb / 1024;
        }
        status.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
    }
    return peakRssMegabytes();
}

enum class Verdict { Reproduced, Contradicts, Interval, OverBudget, NotSolved };

struct Tally {
    int reproduced = 0, contradicts = 0, intervals = 0, overBudget = 0, notSolved = 0;
    double wall = 0, cpu = 0;
};

// The moves reaching at least the published result, proven (mover's view),
// and whether the key move is proven not to reach it.
struct KeyMoveCheck {
    QStringList reaching;
    bool keyReaches = false, keyFails = false;
};

KeyMoveCheck checkKeyMove(const Solver &solver, const Entry &e) {
    KeyMoveCheck check;
    for (const SolverMoveValue &m : solver.moves(e.pos)) {
        const QString san = QString::fromStdString(toSan(e.pos, m.move));
        const bool reaches = wdlOf(m.value.lower()) >= e.result;
        if (reaches) check.reaching << san;
        if (san == e.keyMove) {
            check.keyReaches = reaches;
            check.keyFails = wdlOf(m.value.upper()) < e.result;
        }
    }
    return check;
}

Verdict solveOne(const Entry &e, int index, int total, CliTables &tables, Solver::Options options,
                 const std::optional<int> &scopeOnly, bool inSet, double budget, Tally &tally) {
    const int men = popCount(e.pos.pieces());
    out() << '[' << index << '/' << total << "] " << e.name << " (" << men << " men, "
          << (e.pos.sideToMove() == White ? "White" : "Black") << " to move): published "
          << resultWord(e.result);
    if (!e.keyMove.isEmpty()) out() << ", key move " << e.keyMove;
    out() << '\n';
    if (!e.source.isEmpty()) out() << "  source: " << e.source << '\n';
    out().flush();

    const double cpuBefore = cpuSeconds();
    const auto wallStart = std::chrono::steady_clock::now();
    resetPeakMemory();
    QTemporaryDir slices;
    options.sliceDirectory = slices.path().toStdString();
    // Every scope's set held in memory: a set kept on disk slice by slice
    // (the solve command's way past the limit) takes many times the budget.
    options.slicesOnDisk = false;
    std::atomic<bool> cancel = false;
    const BudgetTimer timer(budget, cancel);
    SolveReport r;
    std::unique_ptr<Solver> solver; // the one whose result is reported
    QString scopeShown;
    const auto scopeName = [&] {
        return QString::fromStdString(SolverScope{options.queenBounds, options.slicePieces}.name());
    };
    // The widest scope that fits the memory limit, in the order of
    // scopesToTry(), widest first (the solve command and the GUI take their
    // own steps: solveAutomatically()). In a set, queen bounds come before
    // one piece a slice: a fraction of its work, and what proves most of
    // these endings; one piece a slice is tried only when they leave the
    // value or its DTM on an assumption.
    std::vector<SolverScope> scopes = scopesToTry(e.pos);
    const auto queen = std::find_if(scopes.begin(), scopes.end(),
                                    [](const SolverScope &s) { return s.queenBounds; });
    if (queen != scopes.end() && !e.queenBounds) {
        scopes.erase(queen);
    } else if (queen != scopes.end() && inSet) {
        const auto onePiece = std::find(scopes.begin(), scopes.end(), SolverScope{false, 1});
        if (onePiece < queen) std::rotate(onePiece, queen, queen + 1);
    }
    if (scopeOnly) scopes = {SolverScope{*scopeOnly < 0, std::max(*scopeOnly, 0)}};
    for (const SolverScope &scope : scopes) {
        // Pawn slices prove no more than queen bounds.
        if (!scope.queenBounds && scope.slicePieces == 0 && solver) break;
        scope.applyTo(options);
        auto attempt = std::make_unique<Solver>(tables.registry(), options);
        if (budget > 0 && &scope != &scopes.back()) {
            const SolverEstimate estimate = attempt->estimate(e.pos);
            const double fastest = FastestPositionsPerSecondAThread * std::max(1, options.threads);
            if (!estimate.stoppedEarly && estimate.memoryBytes <= attempt->memoryLimit() &&
                double(estimate.positions) > budget * fastest) {
                out() << "  " << scopeName() << ": skipped: " << qint64(estimate.positions)
                      << " positions would take more than the budget even at "
                      << qint64(fastest / 1e6) << " M positions a second\n";
                continue;
            }
        }
        const SolveReport a = solveWithProgress(*attempt, tables, e.pos, true, &cancel);
        if (a.status == SolveReport::Status::TooLarge) {
            if (!solver) { // reported when no scope fits
                r = a;
                scopeShown = scopeName();
            }
            if (a.estimate.slices)
                out() << "  " << scopeName() << ": too large: " << a.estimate.slices << " slices, "
                      << qint64(a.estimate.positions) << " positions, "
                      << qint64(a.estimate.memoryBytes >> 20) << " MB\n";
            else
                out() << "  " << scopeName() << ": " << SolverText::reasonText(a.reason) << '\n';
            continue;
        }
        if (a.status == SolveReport::Status::Solved) {
            // Queen bounds that leave the value, its DTM (after the DTM
            // search) or the key move on an assumption: one piece a slice
            // may settle it in the rest of the budget.
            const auto keyOpen = [&] {
                if (e.keyMove.isEmpty() || e.result < 0) return false;
                const KeyMoveCheck check = checkKeyMove(*attempt, e);
                return !check.keyReaches && !check.keyFails;
            };
            const bool again = scope.queenBounds && inSet && (!a.value.isProven() || keyOpen());
            if (again)
                out() << "  " << scopeName() << ": " << QString::fromStdString(a.value.toString())
                      << "; " << solveFigures(a) << '\n';
            const SolverValue before = r.value;
            const bool keepSolver = solver && r.value.isWdlProven() && !a.value.isWdlProven();
            r = a;
            if (solver) {
                // Both scopes' bounds hold: report their intersection.
                r.value = before.narrowedBy(a.value);
                if (r.value.whiteRun != a.value.whiteRun || r.value.blackRun != a.value.blackRun)
                    out() << "  " << scopeName() << ": "
                          << QString::fromStdString(a.value.toString()) << ", narrowed by "
                          << scopeShown << '\n';
            }
            if (!keepSolver) {
                solver = std::move(attempt);
                scopeShown = scopeName();
            }
            if (again) continue;
            break;
        }
        if (!solver) {
            r = a;
            scopeShown = scopeName();
        } else {
            out() << "  " << scopeName() << ": "
                  << (cancel ? QStringLiteral("over budget") : SolverText::reasonText(a.reason))
                  << "; the " << (r.value.isWdlProven() ? "DTM interval" : "interval") << " of "
                  << scopeShown << " stands\n";
        }
        break;
    }
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
    const double cpu = cpuSeconds() - cpuBefore;
    tally.wall += wall;
    tally.cpu += cpu;
    const QString times = QStringLiteral("%1 s wall, %2 s CPU, peak %3 MB")
                              .arg(QString::number(wall, 'f', 2), QString::number(cpu, 'f', 2))
                              .arg(peakMemoryMegabytes());

    Verdict verdict = Verdict::NotSolved;
    if (r.status == SolveReport::Status::Cancelled && cancel) {
        verdict = Verdict::OverBudget;
        ++tally.overBudget;
        out() << "  " << scopeShown << ": over budget (" << budget << " s): not decided; " << times
              << '\n';
    } else if (r.status != SolveReport::Status::Solved) {
        ++tally.notSolved;
        out() << "  " << scopeShown << ": not solved: " << SolverText::reasonText(r.reason) << "; "
              << times << '\n';
    } else {
        const int low = wdlOf(r.value.lower()), high = wdlOf(r.value.upper());
        QString word;
        if (low == high && low == e.result) {
            verdict = Verdict::Reproduced;
            word = QStringLiteral("reproduced");
        } else if (e.result < low || e.result > high) {
            verdict = Verdict::Contradicts;
            word = QStringLiteral("CONTRADICTS the published %1").arg(resultWord(e.result));
        } else {
            verdict = Verdict::Interval;
            word = QStringLiteral("interval, not decided");
        }
        QString key;
        // A key move for a loss says nothing the value does not (every move loses).
        if (!e.keyMove.isEmpty() && e.result >= 0 && verdict != Verdict::Contradicts) {
            const KeyMoveCheck check = checkKeyMove(*solver, e);
            const QString others = QStringList(check.reaching).join(QStringLiteral(", "));
            if (check.keyFails) {
                verdict = Verdict::Contradicts;
                key = QStringLiteral("; key move %1 CONTRADICTED: proven not to %2 (proven: %3)")
                          .arg(e.keyMove, QLatin1String(resultWord(e.result)),
                               others.isEmpty() ? QStringLiteral("none") : others);
            } else if (check.keyReaches && check.reaching.size() == 1) {
                key = QStringLiteral("; key move %1 the only proven %2")
                          .arg(e.keyMove, QLatin1String(resultWord(e.result)));
            } else if (check.keyReaches) {
                key = QStringLiteral("; key move %1 one of the proven %2s: %3")
                          .arg(e.keyMove, QLatin1String(resultWord(e.result)), others);
            } else {
                key = QStringLiteral("; key move %1 not decided").arg(e.keyMove);
            }
        }
        switch (verdict) {
        case Verdict::Reproduced:
            ++tally.reproduced;
            break;
        case Verdict::Contradicts:
            ++tally.contradicts;
            break;
        default:
            ++tally.intervals;
            break;
        }
        out() << "  " << scopeShown << ": " << QString::fromStdString(r.value.toString()) << ": "
              << word << key << '\n'
              << "  " << solveFigures(r) << "; " << times << ", " << options.threads
              << " threads\n";
    }
    for (const SolverProblem &p : r.problems)
        err() << "warning: " << SolverText::problemText(p) << Qt::endl;
    out().flush();
    return verdict;
}

// `--set` with no file (last, or followed by another option) means the shipped set.
QStringList withSetDefault(QStringList arguments) {
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] != QLatin1String("--set")) continue;
        if (i + 1 == arguments.size() || arguments[i + 1].startsWith(QLatin1Char('-')))
            arguments.insert(i + 1, QLatin1String(ShippedSet));
    }
    return arguments;
}

} // namespace

int benchSolve(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(
        parser,
        QStringLiteral(
            "Solves pawn endings whose results are published, each from an empty slice cache, "
            "and prints per position the value, whether it reproduces the published result "
            "(and key move), slices, positions, wall and CPU time, peak memory; then 'N of M "
            "reproduced' and the total time. Without --set: Fine #70 and four classic endings. "
            "Exit code 1 only when a proven result contradicts the published one."));
    parser.addOption({QStringLiteral("set"),
                      QStringLiteral("Solve every line of an EPD file with 'result win|draw|loss' "
                                     "(for the side to move), 'id' and optionally 'bm' (the key "
                                     "move). --set alone: the published pawn endings shipped "
                                     "with Rampart (resources/positions/published-endings.epd)."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("budget"),
                      QStringLiteral("Cancel a position after SECONDS of wall time and report it "
                                     "as over budget (default: no limit)."),
                      QStringLiteral("SECONDS")});
    parser.addOption({QStringLiteral("only"),
                      QStringLiteral("Solve only the position NAME (its id in a set)."),
                      QStringLiteral("NAME")});
    addSolverOptions(parser, QStringLiteral("the widest scope that fits the memory limit, "
                                            "trying 2, 1, queen, 0 in turn; with --set, "
                                            "queen before 1"));
    CliTables::addOptions(parser, false, CliTables::ThreadsFor::Solve);
    int exitCode = 0;
    if (!parseOrExit(parser, withSetDefault(arguments), exitCode)) return exitCode;
    double budget = 0;
    if (parser.isSet(QStringLiteral("budget"))) {
        bool ok = false;
        budget = parser.value(QStringLiteral("budget")).toDouble(&ok);
        if (!ok || budget <= 0) {
            err() << "error: --budget needs a number of seconds above 0, not '"
                  << parser.value(QStringLiteral("budget")) << "'" << Qt::endl;
            return 2;
        }
    }
    std::optional<CliTables> tables = CliTables::fromParser(parser, exitCode);
    if (!tables) return exitCode;
    std::optional<Solver::Options> options = solverOptions(parser, *tables, exitCode);
    if (!options) return exitCode;
    std::optional<int> scopeOnly;
    if (parser.isSet(QStringLiteral("pieces")))
        scopeOnly = options->queenBounds ? -1 : options->slicePieces;

    std::vector<Entry> entries;
    if (parser.isSet(QStringLiteral("set"))) {
        std::optional<std::vector<Entry>> set = readSet(parser.value(QStringLiteral("set")));
        if (!set) return 2;
        entries = std::move(*set);
    } else {
        for (const BuiltIn &b : BuiltIns)
            entries.push_back({QLatin1String(b.name), *parseFen(b.fen).position,
                               *resultFromWord(b.result), QLatin1String(b.keyMove),
                               QLatin1String(b.source), b.queenBounds});
    }
    const QString only = parser.value(QStringLiteral("only"));
    if (!only.isEmpty()) {
        std::erase_if(entries, [&](const Entry &e) { return e.name != only; });
        if (entries.empty()) {
            err() << "error: no position named '" << only << "'" << Qt::endl;
            return 2;
        }
    }

    Tally tally;
    const int total = int(entries.size());
    for (int i = 0; i < total; ++i)
        solveOne(entries[i], i + 1, total, *tables, *options, scopeOnly,
                 parser.isSet(QStringLiteral("set")), budget, tally);
    out() << tally.reproduced << " of " << total << " reproduced; " << tally.intervals
          << " intervals, " << tally.overBudget << " over budget, " << tally.notSolved
          << " not solved, " << tally.contradicts << " contradicting the source; total "
          << QString::number(tally.wall, 'f', 1) << " s wall, "
          << QString::number(tally.cpu, 'f', 1) << " s CPU, " << options->threads << " threads\n";
    out() << "The fifty-move rule is ignored; DTM in moves." << Qt::endl;
    return tally.contradicts ? 1 : 0;
}

} // namespace rampart::cli
