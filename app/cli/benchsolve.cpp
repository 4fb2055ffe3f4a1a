// rampart-cli bench solve [--set [FILE]] [--quick] [--budget SECONDS] [--cpu-budget SECONDS]
//                         [--threads N] [--max-memory MB] [--pieces N|queen] [--cache-dir DIR]
//                         [--only NAME]
//
// Solves positions from an empty slice cache (the four-man tables come from
// the table cache, built first when missing) and prints, per position, the
// value, whether it reproduces the published result (and the key move, where
// the source gives one: only a key move among the proven winning, or drawing,
// moves counts), the slices, positions, wall and CPU time and peak memory;
// then "N of M reproduced" and the total time.
//
// Without --set: Fine #70 and four classic endings built in. With --set FILE:
// every line of an EPD file as publishedset.h reads it; --set alone is the
// set shipped with Rampart (resources/positions/published-endings.epd). A
// line whose `proven` records that Rampart's proof contradicts the published
// result is checked against that record, and every contradiction is shown
// with each move's value and the line the proof gives. A position with no
// legal move (mate or stalemate on the board) is decided by the rules, not
// proven, and counted apart. --quick: only the lines the file's quick rule
// selects, win/draw/loss only (no DTM search unless --dtm-search asks; a key
// move the scope leaves open is left to the full run, one proven not to
// reach the result still fails).
// Scopes tried, widest first: two pieces a slice, one, queen bounds (the set,
// and Fine #70 of the built-in ones), pawn slices, each with its whole set in
// memory (no slices kept on disk). --budget cancels a position after so many
// seconds of wall time, --cpu-budget after so many of CPU time (what a
// loaded machine still measures; reported as over budget), and a scope that
// could not finish in it (FastestPositionsPerSecondAThread) is skipped while
// a narrower one remains; when none remains the position is over budget
// without spending it.
// Exit code 1 when a proven result differs from what the file records (the
// published result, or its `proven`), a proven key move does not reach it,
// or, with --quick, a selected line is left undecided; 2 on bad input.
// Figures on a shared machine vary: quote the best of a few runs.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <fstream>
#include <limits>
#include <memory>
#include <mutex>
#include <thread>

#include <QTemporaryDir>

#include "chess/fen.h"
#include "chess/notation.h"

#include "tables/bestline.h"

#include "solver/solverscope.h"

#include "text/solvertext.h"

#include "benchmarks.h"
#include "clio.h"
#include "cliposition.h"
#include "clisolve.h"
#include "clitables.h"
#include "processfigures.h"
#include "publishedset.h"

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

using Entry = SetEntry;

int wdlOf(score::Score s) {
    return s > 0 ? 1 : s < 0 ? -1 : 0;
}

// How often the budget timer reads the process's CPU time.
constexpr std::chrono::milliseconds CpuBudgetPoll(50);

// Sets `cancel` once `wallLimit` seconds of wall time or `cpuLimit` seconds
// of the process's CPU time (every thread's; 0: no such limit) have passed,
// unless destroyed first.
class BudgetTimer {
public:
    BudgetTimer(double wallLimit, double cpuLimit, std::atomic<bool> &cancel) {
        if (wallLimit <= 0 && cpuLimit <= 0) return;
        m_thread = std::thread([this, wallLimit, cpuLimit, &cancel] {
            const auto start = std::chrono::steady_clock::now();
            const double cpuStart = cpuSeconds();
            std::unique_lock lock(m_mutex);
            while (!m_stop) {
                const std::chrono::duration<double> elapsed =
                    std::chrono::steady_clock::now() - start;
                if ((wallLimit > 0 && elapsed.count() >= wallLimit) ||
                    (cpuLimit > 0 && cpuSeconds() - cpuStart >= cpuLimit)) {
                    cancel = true;
                    return;
                }
                std::chrono::duration<double> wait = CpuBudgetPoll;
                if (wallLimit > 0 && (cpuLimit <= 0 || wallLimit - elapsed.count() < wait.count()))
                    wait = std::chrono::duration<double>(wallLimit - elapsed.count());
                m_done.wait_for(lock, wait, [this] { return m_stop; });
            }
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

// Contradicts: the proof differs from what the file records (a failure);
// Recorded: it contradicts the published result as the file's `proven`
// says; OnTheBoard: mate or stalemate, nothing to prove; Interval: the value
// or the key move not decided.
enum class Verdict {
    Reproduced,
    Recorded,
    OnTheBoard,
    Contradicts,
    Interval,
    OverBudget,
    NotSolved
};

struct Tally {
    int reproduced = 0, recorded = 0, onTheBoard = 0, contradicts = 0, intervals = 0,
        overBudget = 0, notSolved = 0;
    double wall = 0, cpu = 0;
};

// How each position of a run is solved.
struct RunSettings {
    std::optional<int> scopeOnly; // --pieces: this scope alone (-1 queen bounds)
    bool inSet = false;
    // --quick: the value's win/draw/loss is all a line needs (one piece a
    // slice is not tried for a DTM that queen bounds leave open).
    bool wdlOnly = false;
    double budget = 0;    // seconds of wall time a position, 0: none
    double cpuBudget = 0; // seconds of CPU time a position (every thread's), 0: none

    // The CPU seconds a position may take at most (the wall budget counted
    // on every thread); 0: no limit.
    double cpuSecondsAllowed(int threads) const {
        const double wall = budget * std::max(1, threads);
        if (budget <= 0) return cpuBudget;
        return cpuBudget > 0 ? std::min(wall, cpuBudget) : wall;
    }
    // "60 s", "120 s of CPU" or "60 s, 120 s of CPU".
    QString text() const {
        QStringList limits;
        if (budget > 0) limits << QStringLiteral("%1 s").arg(budget);
        if (cpuBudget > 0) limits << QStringLiteral("%1 s of CPU").arg(cpuBudget);
        return limits.join(QStringLiteral(", "));
    }
};

// Plies of the proof's line shown for a contradiction: enough to see the
// plan, short of the shuffling a drawn line ends in.
constexpr int ProofLinePlies = 16;

// The line the proof gives from pos: the best move of the solved set (the
// first of Solver::moves()) for either side, while the position is in the
// set, at most ProofLinePlies.
std::vector<Move> proofLine(const Solver &solver, const Position &pos) {
    return followBestMoves(pos, ProofLinePlies, [&solver](const Position &p) {
        const std::vector<SolverMoveValue> moves = solver.moves(p);
        return moves.empty() ? Move::none() : moves.front().move;
    });
}

// Every move of pos with its value for the mover ("Kb2 proven draw, ..."),
// then the line the proof gives: what refutes a published result.
void printRefutation(const Solver &solver, const Position &pos) {
    QStringList moves;
    for (const SolverMoveValue &m : solver.moves(pos))
        moves << QString::fromStdString(toSan(pos, m.move) + ' ' + m.value.toString());
    out() << "  moves: " << moves.join(QStringLiteral(", ")) << '\n'
          << "  proof line: " << QString::fromStdString(lineToSan(pos, proofLine(solver, pos)))
          << '\n';
}

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

// A position with no legal move: the rules decide it, the solver proves
// nothing (mate: a loss for the side to move, stalemate: a draw).
Verdict decidedOnTheBoard(const Entry &e, Tally &tally) {
    const int value = e.pos.inCheck() ? -1 : 0;
    out() << "  " << (value < 0 ? "mate" : "stalemate") << " on the board, a " << resultWord(value)
          << ": nothing to prove";
    if (value != e.expected()) {
        out() << "; CONTRADICTS the " << (e.recordedProof ? "recorded" : "published") << ' '
              << resultWord(e.expected()) << '\n';
        ++tally.contradicts;
        return Verdict::Contradicts;
    }
    out() << '\n';
    ++tally.onTheBoard;
    return Verdict::OnTheBoard;
}

Verdict solveOne(const Entry &e, int index, int total, CliTables &tables, Solver::Options options,
                 const RunSettings &run, Tally &tally) {
    out() << '[' << index << '/' << total << "] " << e.name << " (" << e.men() << " men, "
          << (e.pos.sideToMove() == White ? "White" : "Black") << " to move): published "
          << resultWord(e.result);
    if (!e.keyMove.isEmpty()) out() << ", key move " << e.keyMove;
    if (e.recordedProof) out() << ", recorded as proven " << resultWord(*e.recordedProof);
    out() << '\n';
    if (!e.source.isEmpty()) out() << "  source: " << e.source << '\n';
    if (e.pos.legalMoves().empty()) return decidedOnTheBoard(e, tally);
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
    const BudgetTimer timer(run.budget, run.cpuBudget, cancel);
    SolveReport r;
    std::unique_ptr<Solver> solver; // the one whose result is reported
    QString scopeShown;
    bool estimatedOverBudget = false; // no scope could finish in the budget
    const auto scopeName = [&] {
        return QString::fromStdString(SolverScope{options.queenBounds, options.slicePieces}.name());
    };
    // The widest scope that fits the memory limit, in the order of
    // scopesToTry(), widest first (the solve command and the GUI take their
    // own steps: solveAutomatically()). In a set, queen bounds come before
    // one piece a slice: a fraction of its work, and what proves most of
    // these endings; one piece a slice is tried only when they leave the
    // value or its DTM on an assumption. --quick wants win/draw/loss alone:
    // queen bounds first of all (two pieces a slice of a 5-man line can be
    // 2.2 G positions, minutes, where queen bounds take a second).
    std::vector<SolverScope> scopes = scopesToTry(e.pos);
    const auto queen = std::find_if(scopes.begin(), scopes.end(),
                                    [](const SolverScope &s) { return s.queenBounds; });
    if (queen != scopes.end() && !e.queenBounds) {
        scopes.erase(queen);
    } else if (queen != scopes.end() && run.inSet) {
        const auto first = run.wdlOnly
                               ? scopes.begin()
                               : std::find(scopes.begin(), scopes.end(), SolverScope{false, 1});
        if (first < queen) std::rotate(first, queen, queen + 1);
    }
    if (run.scopeOnly) scopes = {SolverScope{*run.scopeOnly < 0, std::max(*run.scopeOnly, 0)}};
    // Whether a solve in the scope of `solver` could not finish in the budget
    // even at the fastest rate (said so when it could not).
    const double cpuAllowed = run.cpuSecondsAllowed(options.threads);
    const auto tooSlowForBudget = [&](const Solver &attempt, const char *skipped) {
        if (cpuAllowed <= 0) return false;
        const SolverEstimate estimate = attempt.estimate(e.pos);
        if (estimate.stoppedEarly || estimate.memoryBytes > attempt.memoryLimit() ||
            double(estimate.positions) <= cpuAllowed * FastestPositionsPerSecondAThread)
            return false;
        out() << "  " << scopeName() << ": " << skipped << qint64(estimate.positions)
              << " positions would take more than the budget even at "
              << qint64(FastestPositionsPerSecondAThread / 1e6)
              << " M positions a second a thread\n";
        return true;
    };
    // Every scope solves the pawn slices at least (queen bounds first of
    // all): when they alone cannot finish in the budget, the position is
    // over budget without spending it.
    if (scopes.size() > 1 && cpuAllowed > 0) {
        SolverScope{false, 0}.applyTo(options);
        if (tooSlowForBudget(Solver(tables.registry(), options), "")) {
            estimatedOverBudget = true;
            scopeShown = scopeName();
            scopes.clear();
        }
    }
    for (const SolverScope &scope : scopes) {
        // Pawn slices prove no more than queen bounds.
        if (!scope.queenBounds && scope.slicePieces == 0 && solver) break;
        scope.applyTo(options);
        auto attempt = std::make_unique<Solver>(tables.registry(), options);
        const bool last = &scope == &scopes.back();
        if (tooSlowForBudget(*attempt, last ? "" : "skipped: ")) {
            if (!last) continue;
            if (!solver) { // no scope can finish in it
                estimatedOverBudget = true;
                scopeShown = scopeName();
            }
            break;
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
                if (e.keyMove.isEmpty() || e.result < 0 || e.recordedProof) return false;
                const KeyMoveCheck check = checkKeyMove(*attempt, e);
                return !check.keyReaches && !check.keyFails;
            };
            // --quick checks win/draw/loss: a key move queen bounds leave
            // open is the full run's to settle (one piece a slice took up to
            // 33 s of CPU for a 5-man line, Chernev No. 38).
            const bool settled = run.wdlOnly ? a.value.isWdlProven() : a.value.isProven();
            const bool again =
                scope.queenBounds && run.inSet && (!settled || (!run.wdlOnly && keyOpen()));
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
    if (estimatedOverBudget || (r.status == SolveReport::Status::Cancelled && cancel)) {
        verdict = Verdict::OverBudget;
        ++tally.overBudget;
        out() << "  " << scopeShown << ": over budget (" << run.text() << "): not decided; "
              << times << '\n';
    } else if (r.status != SolveReport::Status::Solved) {
        ++tally.notSolved;
        out() << "  " << scopeShown << ": not solved: " << SolverText::reasonText(r.reason) << "; "
              << times << '\n';
    } else {
        const int low = wdlOf(r.value.lower()), high = wdlOf(r.value.upper());
        const int expected = e.expected();
        QString word;
        if (low == high && low == expected && e.recordedProof) {
            verdict = Verdict::Recorded;
            word = QStringLiteral("contradicts the published %1, as recorded")
                       .arg(resultWord(e.result));
        } else if (low == high && low == expected) {
            verdict = Verdict::Reproduced;
            word = QStringLiteral("reproduced");
        } else if (expected < low || expected > high) {
            verdict = Verdict::Contradicts;
            word = e.recordedProof
                       ? QStringLiteral("CONTRADICTS the recorded proven %1 (published "
                                        "%2)")
                             .arg(resultWord(expected), resultWord(e.result))
                       : QStringLiteral("CONTRADICTS the published %1").arg(resultWord(expected));
        } else {
            verdict = Verdict::Interval;
            word = QStringLiteral("interval, not decided");
        }
        QString key;
        // A key move for a loss says nothing the value does not (every move
        // loses); one for a result the proof contradicts is refuted with it.
        if (!e.keyMove.isEmpty() && e.result >= 0 && !e.recordedProof &&
            verdict != Verdict::Contradicts) {
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
            } else if (run.wdlOnly) {
                key = QStringLiteral("; key move %1 not decided, left to the full run")
                          .arg(e.keyMove);
            } else {
                // Only a key move among the proven ones reproduces the source.
                if (verdict == Verdict::Reproduced) {
                    verdict = Verdict::Interval;
                    word = QStringLiteral("the published %1, not reproduced")
                               .arg(resultWord(e.result));
                }
                key = QStringLiteral("; key move %1 not decided").arg(e.keyMove);
            }
        }
        switch (verdict) {
        case Verdict::Reproduced:
            ++tally.reproduced;
            break;
        case Verdict::Recorded:
            ++tally.recorded;
            break;
        case Verdict::Contradicts:
            ++tally.contradicts;
            break;
        default:
            ++tally.intervals;
            break;
        }
        out() << "  " << scopeShown << ": " << QString::fromStdString(r.value.toString()) << ": "
              << word << key << '\n';
        if (low == high && low != e.result) printRefutation(*solver, e.pos);
        out() << "  " << solveFigures(r) << "; " << times << ", " << options.threads
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
            "Exit code 1 when a proven result differs from what the set records (the published "
            "result, or the contradiction its 'proven' records)."));
    parser.addOption({QStringLiteral("set"),
                      QStringLiteral("Solve every line of an EPD file with 'result win|draw|loss' "
                                     "(for the side to move), 'id', optionally 'bm' (the key "
                                     "move) and 'proven win|draw|loss' (a contradiction of the "
                                     "published result, as Rampart proves it). --set alone: the "
                                     "published pawn endings shipped with Rampart "
                                     "(resources/positions/published-endings.epd)."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("quick"),
                      QStringLiteral("Only the lines the set's quick rule selects (a header line "
                                     "'# quick: at most N men'), win/draw/loss only (no DTM "
                                     "search unless --dtm-search is given, a key move the "
                                     "scope leaves open left to the full run); a line left "
                                     "undecided is a failure.")});
    parser.addOption({QStringLiteral("budget"),
                      QStringLiteral("Cancel a position after SECONDS of wall time and report it "
                                     "as over budget (default: no limit)."),
                      QStringLiteral("SECONDS")});
    parser.addOption({QStringLiteral("cpu-budget"),
                      QStringLiteral("Cancel a position after SECONDS of CPU time (every "
                                     "thread's) and report it as over budget: a measure a loaded "
                                     "machine keeps (default: no limit)."),
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
    RunSettings run;
    run.inSet = parser.isSet(QStringLiteral("set"));
    run.wdlOnly = parser.isSet(QStringLiteral("quick"));
    if (run.wdlOnly && !run.inSet) {
        err() << "error: --quick needs --set (the quick rule is the set's)" << Qt::endl;
        return 2;
    }
    for (const auto &[name, seconds] :
         {std::pair{"budget", &run.budget}, std::pair{"cpu-budget", &run.cpuBudget}}) {
        if (!parser.isSet(QLatin1String(name))) continue;
        bool ok = false;
        *seconds = parser.value(QLatin1String(name)).toDouble(&ok);
        if (!ok || *seconds <= 0) {
            err() << "error: --" << name << " needs a number of seconds above 0, not '"
                  << parser.value(QLatin1String(name)) << "'" << Qt::endl;
            return 2;
        }
    }
    std::optional<CliTables> tables = CliTables::fromParser(parser, exitCode);
    if (!tables) return exitCode;
    std::optional<Solver::Options> options = solverOptions(parser, *tables, exitCode);
    if (!options) return exitCode;
    if (parser.isSet(QStringLiteral("pieces")))
        run.scopeOnly = options->queenBounds ? -1 : options->slicePieces;
    if (run.wdlOnly && !parser.isSet(QStringLiteral("dtm-search"))) options->dtmSearchNodes = 0;

    std::vector<Entry> entries;
    if (run.inSet) {
        const QString path = parser.value(QStringLiteral("set"));
        std::optional<PublishedSet> set = readPublishedSet(
            path,
            path == QLatin1String(ShippedSet) ? QStringLiteral("the shipped published set") : path);
        if (!set) return 2;
        if (run.wdlOnly) {
            if (!set->quickMaxMen) {
                err() << "error: " << path
                      << " states no quick rule (a header line '# quick: at most N men')"
                      << Qt::endl;
                return 2;
            }
            std::erase_if(set->entries,
                          [&](const Entry &e) { return e.men() > *set->quickMaxMen; });
            out() << "quick rule: the lines of at most " << *set->quickMaxMen << " men, "
                  << set->entries.size() << " of them\n";
        }
        entries = std::move(set->entries);
    } else {
        for (const BuiltIn &b : BuiltIns) {
            Entry e;
            e.name = QLatin1String(b.name);
            e.pos = *parseFen(b.fen).position;
            e.result = *resultFromWord(b.result);
            e.keyMove = QLatin1String(b.keyMove);
            e.source = QLatin1String(b.source);
            e.queenBounds = b.queenBounds;
            entries.push_back(std::move(e));
        }
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
        solveOne(entries[i], i + 1, total, *tables, *options, run, tally);
    out() << tally.reproduced << " of " << total << " reproduced; " << tally.intervals
          << " intervals, " << tally.overBudget << " over budget, " << tally.notSolved
          << " not solved, " << tally.contradicts << " contradicting the source; total "
          << QString::number(tally.wall, 'f', 1) << " s wall, "
          << QString::number(tally.cpu, 'f', 1) << " s CPU, " << options->threads << " threads\n";
    if (tally.recorded || tally.onTheBoard)
        out() << "Besides: " << tally.recorded
              << " contradicting the published result as the set records (proven as its "
                 "'proven' says), "
              << tally.onTheBoard
              << " decided on the board (mate or stalemate: nothing to prove)\n";
    const int undecided = tally.intervals + tally.overBudget + tally.notSolved;
    if (run.wdlOnly && undecided)
        out() << "quick rule broken: " << undecided << " of its lines not decided\n";
    out() << "The fifty-move rule is ignored; DTM in moves." << Qt::endl;
    return tally.contradicts || (run.wdlOnly && undecided) ? 1 : 0;
}

} // namespace rampart::cli
