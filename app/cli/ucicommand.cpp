// rampart-cli uci: the Universal Chess Interface engine mode.
//
// Commands read from standard input: uci, isready, ucinewgame, setoption name
// Hash value N | Threads value N | MultiPV value N | PlanOrdering value true/false |
// SyzygyPath value DIR[:DIR...] | GaviotaTbPath value DIR[:DIR...] | OwnTables value
// true/false | TableCacheDir value DIR | BuildTables value true/false | AutoSolve value
// true/false | SolveMemory value MB, position (startpos | fen FEN) [moves ...], go (depth N |
// movetime MS | nodes N | infinite | wtime/btime/winc/binc/movestogo), stop, quit. The search
// runs on a thread of the engine's ("go" returns at once), so "stop" and "isready" are answered
// while it runs. Output lines are written whole under a mutex
// (the search thread writes info and bestmove lines). Each completed depth gives one `info ...
// multipv k ... pv` line per line searched; while an iteration runs, `info depth D currmove M
// currmovenumber N nodes ... nps ... time ...` comes at most ten times a second
// (the search's live progress). Every info line carries tbhits (positions the
// tables answered in this search, on every thread: nodes, nps and tbhits add
// up over the Threads, search.h). Rampart's own tables: every table in the
// cache is loaded in the background at start (enginetables.h), and with
// BuildTables the ones a search may reach are built there (isready and the
// first go wait for the cache to be read, never for a build); a root a table
// covers gets its exact score and best move at once (info depth 0).
//
// Proof without asking (solver/autosolve.h; options AutoSolve, default on,
// and SolveMemory, the budget in MB): a go on a position the solver takes,
// outside the solved set and the running solve's reach, starts the solve in
// the background (BackgroundSolve, on every core but one; the search has at
// most Threads of the cores it leaves, searchThreadsBeside()), and says so in
// an info string; a position it cannot take gets
// "info string not proved: <why>". When the solve lands during a search of
// a position its set holds, the search starts again on the set without a
// bestmove between (limits: what is left of them); a go inside the set says
// "info string proof in use: ...", its scores are mate N or cp 0 from the
// first depth, its pv the DTM line, and tbhits counts the solved positions
// read. The engine holds one solved set at a time (dropped when a new solve
// starts), so the solve (its set, the tables it loads, its DTM search's
// table) adds at most SolveMemory to Hash.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "chess/fen.h"
#include "chess/notation.h"

#include "tbfiles/tbsources.h"

#include "solver/autosolve.h"

#include "search/search.h"

#include "text/fenproblemtext.h"

#include "backgroundsolve.h"
#include "clicommand.h"
#include "clio.h"
#include "clisearch.h"
#include "clisolve.h"
#include "clitables.h"
#include "clitablesources.h"
#include "commandfunctions.h"
#include "enginetables.h"

namespace rampart::cli {

namespace {

constexpr int DefaultHashMb = 16;
constexpr int MaxHashMb = 4096;
constexpr int MaxSolveMemoryMb = 1 << 20;
// Clock play: a share of the remaining time plus most of the increment,
// keeping a safety margin for the GUI's overhead.
constexpr int DefaultMovesToGo = 30;
constexpr int ClockSafetyMs = 50;

class UciEngine {
public:
    UciEngine(bool ownTables, std::string cacheDir, bool buildTables)
        : m_search(DefaultHashMb)
        , m_position(Position::startPosition())
        , m_ownTables(ownTables)
        , m_cacheDir(std::move(cacheDir))
        , m_buildTables(buildTables) {
        m_search.setTableFiles(TbFileSources::process());
        m_search.setLiveProgress([this](const SearchProgress &p) { reportLive(p); });
        restartTables();
    }
    ~UciEngine() {
        stopSearch();
        // The solve's thread calls back into this object: it ends first.
        m_solve.cancel();
        m_solve.wait({});
    }

    // Returns false on "quit".
    bool handle(const std::string &line);

private:
    void send(const std::string &line) {
        const std::lock_guard<std::mutex> lock(m_outputMutex);
        std::cout << line << '\n' << std::flush;
    }
    void setPosition(std::istringstream &in);
    void go(std::istringstream &in);
    // Ends the running search (its bestmove sent) and waits for its thread.
    void stopSearch();
    // The search thread of a go: searches until done, again on a solved set
    // that lands meanwhile, then sends bestmove.
    void runSearch(const Position &root, SearchLimits limits);
    // Starts the automatic solve for the go on root, or says why not.
    void solveBeside(const Position &root);
    void onSolved(const SolveOutcome &outcome, bool superseded);
    void setOption(std::istringstream &in);
    // A spin option's value from 1 to max, or nothing after an error line.
    std::optional<int> spinValue(const char *option, const std::string &value, int max);
    // set: the solved set that holds root, whose DTM line continues each pv.
    void reportProgress(const SearchResult &r, const Position &root, const SolvedSet *set);
    void reportLive(const SearchProgress &p);
    // (Re)creates the own tables from the options; no search may run.
    void restartTables();
    std::string tbHits() const {
        return " tbhits " + std::to_string(m_search.tableHits() - m_tbHitsAtStart);
    }

    Search m_search;
    Position m_position;
    std::mutex m_outputMutex;
    bool m_ownTables;
    std::string m_cacheDir;
    bool m_buildTables;
    std::unique_ptr<EngineTables> m_tables;
    std::uint64_t m_tbHitsAtStart = 0;

    // The search's threads the user allows (Threads); beside a solve it
    // gets at most the cores the solve leaves (searchThreadsBeside()).
    int m_threads = 1;

    // The automatic solve.
    bool m_autoSolve = true;
    int m_solveMemoryMb = int(defaultAutoSolveBudget() >> 20);
    BackgroundSolve m_solve;
    // Positions refused over a limit (key: the limit it was refused under),
    // under m_goMutex.
    std::map<std::uint64_t, std::uint64_t> m_refused;
    // The go's search thread and what the solve's thread needs to know of it.
    std::thread m_searchThread;
    std::mutex m_goMutex;
    std::shared_ptr<const SolvedSet> m_set; // under m_goMutex
    bool m_searching = false;               // under m_goMutex
    bool m_restart = false;                 // under m_goMutex: search again on m_set
    std::atomic<bool> m_userStop{false};
    Position m_goRoot; // under m_goMutex
};

void UciEngine::restartTables() {
    m_search.setTables(nullptr);
    m_tables.reset();
    if (!m_ownTables) return;
    m_tables = std::make_unique<EngineTables>(m_cacheDir, m_buildTables);
    m_search.setTables(&m_tables->registry());
}

bool UciEngine::handle(const std::string &line) {
    std::istringstream in(line);
    std::string command;
    if (!(in >> command)) return true;
    if (command == "uci") {
        send("id name Rampart " RAMPART_VERSION);
        send("id author the Rampart developers");
        send("option name Hash type spin default " + std::to_string(DefaultHashMb) + " min 1 max " +
             std::to_string(MaxHashMb));
        send("option name Threads type spin default 1 min 1 max " +
             std::to_string(MaxSearchThreads));
        send("option name SyzygyPath type string default <empty>");
        send("option name GaviotaTbPath type string default <empty>");
        send("option name MultiPV type spin default 1 min 1 max " + std::to_string(MaxMultiPv));
        send("option name PlanOrdering type check default false");
        send(std::string("option name OwnTables type check default ") +
             (m_ownTables ? "true" : "false"));
        send("option name TableCacheDir type string default " + m_cacheDir);
        send(std::string("option name BuildTables type check default ") +
             (m_buildTables ? "true" : "false"));
        send("option name AutoSolve type check default true");
        send("option name SolveMemory type spin default " +
             std::to_string(defaultAutoSolveBudget() >> 20) + " min 1 max " +
             std::to_string(MaxSolveMemoryMb));
        send("uciok");
    } else if (command == "isready") {
        // Ready once the cached tables are in (a few seconds at most, once).
        if (m_tables) m_tables->waitForLoading();
        send("readyok");
    } else if (command == "ucinewgame") {
        stopSearch();
        m_position = Position::startPosition();
    } else if (command == "setoption") {
        setOption(in);
    } else if (command == "position") {
        stopSearch();
        setPosition(in);
    } else if (command == "go") {
        go(in);
    } else if (command == "stop") {
        stopSearch();
    } else if (command == "quit") {
        stopSearch();
        return false;
    } else if (command == "debug" || command == "ponderhit" || command == "register") {
        // Accepted and ignored (no debug output, no pondering, no registration).
    } else {
        send("info string unknown command: " + line);
    }
    return true;
}

std::optional<int> UciEngine::spinValue(const char *option, const std::string &value, int max) {
    int number = 0;
    try {
        number = std::stoi(value);
    } catch (...) {
        number = 0;
    }
    if (number >= 1 && number <= max) return number;
    send(std::string("info string error: ") + option + " must be 1.." + std::to_string(max) +
         ", not '" + value + "'");
    return std::nullopt;
}

void UciEngine::setOption(std::istringstream &in) {
    std::string word, name, value;
    bool inValue = false;
    in >> word; // "name"
    while (in >> word) {
        if (word == "value") {
            inValue = true;
        } else if (inValue) {
            value += (value.empty() ? "" : " ") + word;
        } else {
            name += (name.empty() ? "" : " ") + word;
        }
    }
    std::string lower = name;
    std::transform(lower.begin(), lower.end(), lower.begin(), ::tolower);
    if (lower == "hash") {
        const std::optional<int> mb = spinValue("Hash", value, MaxHashMb);
        if (!mb) return;
        stopSearch();
        m_search.setHashSize(std::size_t(*mb));
    } else if (lower == "multipv") {
        const std::optional<int> lines = spinValue("MultiPV", value, MaxMultiPv);
        if (!lines) return;
        stopSearch();
        m_search.setMultiPv(*lines);
    } else if (lower == "threads") {
        const std::optional<int> threads = spinValue("Threads", value, MaxSearchThreads);
        if (!threads) return;
        stopSearch();
        m_threads = *threads; // set for each search (runSearch())
    } else if (lower == "planordering") {
        if (value != "true" && value != "false") {
            send("info string error: PlanOrdering must be true or false, not '" + value + "'");
            return;
        }
        stopSearch();
        m_search.setPlanOrdering(value == "true");
    } else if (lower == "owntables" || lower == "buildtables") {
        if (value != "true" && value != "false") {
            send("info string error: " + name + " must be true or false, not '" + value + "'");
            return;
        }
        stopSearch();
        (lower == "owntables" ? m_ownTables : m_buildTables) = value == "true";
        restartTables();
    } else if (lower == "tablecachedir") {
        if (value.empty() || value == "<empty>") {
            send("info string error: TableCacheDir needs a folder");
            return;
        }
        stopSearch();
        m_cacheDir = value;
        restartTables();
    } else if (lower == "autosolve") {
        if (value != "true" && value != "false") {
            send("info string error: AutoSolve must be true or false, not '" + value + "'");
            return;
        }
        m_autoSolve = value == "true";
        if (!m_autoSolve) m_solve.cancel();
    } else if (lower == "solvememory") {
        const std::optional<int> mb = spinValue("SolveMemory", value, MaxSolveMemoryMb);
        if (!mb) return;
        m_solveMemoryMb = *mb;
    } else if (lower == "syzygypath" || lower == "gaviotatbpath") {
        // The libraries restart: not under a running search's probes.
        stopSearch();
        for (const std::string &l :
             lower == "syzygypath" ? setSyzygyFoldersUci(value) : setGaviotaFoldersUci(value))
            send(l);
    } else {
        send("info string unknown option: " + name);
    }
}

void UciEngine::setPosition(std::istringstream &in) {
    std::string word;
    in >> word;
    Position pos;
    if (word == "startpos") {
        pos = Position::startPosition();
        in >> word; // "moves" or nothing
    } else if (word == "fen") {
        std::string fen;
        while (in >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
        const FenResult parsed = parseFen(fen);
        if (!parsed.ok()) {
            const std::string why =
                parsed.problems.empty()
                    ? ""
                    : FenProblemText::sentence(parsed.problems.front()).toStdString();
            send("info string error: invalid FEN '" + fen + "': " + why);
            return;
        }
        pos = *parsed.position;
    } else {
        send("info string error: position needs startpos or fen");
        return;
    }
    if (word == "moves") {
        while (in >> word) {
            const ParsedMove m = parseUciMove(pos, word);
            if (!m.ok()) {
                send("info string error: move '" + word + "': " + m.reason);
                return;
            }
            pos.makeMove(m.move);
        }
    }
    m_position = pos;
}

void UciEngine::reportProgress(const SearchResult &r, const Position &root, const SolvedSet *set) {
    for (std::size_t k = 0; k < r.lines.size(); ++k) {
        const SearchLine &l = r.lines[k];
        // Inside a solved set the line goes on with its DTM line.
        const std::vector<Move> pv = set ? withDtmLine(*set, root, l.pv) : l.pv;
        send("info depth " + std::to_string(r.depth) + " seldepth " + std::to_string(r.selDepth) +
             " multipv " + std::to_string(k + 1) + " score " + uciScoreText(l).toStdString() +
             " nodes " + std::to_string(r.nodes) + " nps " + std::to_string(r.nps) + " time " +
             std::to_string(r.timeMs) + tbHits() + " pv " + uciLine(pv).toStdString());
    }
    send("info string value " + r.value.symbol() + " (" + r.value.words() + ")");
}

void UciEngine::reportLive(const SearchProgress &p) {
    std::string line = "info depth " + std::to_string(p.depth);
    if (!p.currentMove.isNone())
        line += " currmove " + p.currentMove.uci() + " currmovenumber " +
                std::to_string(p.currentMoveNumber);
    line += " nodes " + std::to_string(p.nodes) + " nps " + std::to_string(p.nps) + " time " +
            std::to_string(p.timeMs) + tbHits();
    send(line);
}

void UciEngine::go(std::istringstream &in) {
    stopSearch(); // a go without stop after the last one
    SearchLimits limits;
    std::string word;
    long long wtime = -1, btime = -1, winc = 0, binc = 0, movesToGo = 0;
    const auto number = [&](long long &v) {
        long long x = 0;
        if (in >> x) v = x;
    };
    long long depth = 0, nodes = 0, movetime = 0;
    while (in >> word) {
        if (word == "depth")
            number(depth);
        else if (word == "nodes")
            number(nodes);
        else if (word == "movetime")
            number(movetime);
        else if (word == "infinite")
            limits.infinite = true;
        else if (word == "wtime")
            number(wtime);
        else if (word == "btime")
            number(btime);
        else if (word == "winc")
            number(winc);
        else if (word == "binc")
            number(binc);
        else if (word == "movestogo")
            number(movesToGo);
    }
    limits.depth = int(std::clamp<long long>(depth, 0, MaxSearchPly - 32));
    limits.nodes = std::uint64_t(std::max<long long>(nodes, 0));
    limits.timeMs = std::max<long long>(movetime, 0);
    const bool white = m_position.sideToMove() == White;
    const long long remaining = white ? wtime : btime;
    if (!limits.timeMs && remaining >= 0) {
        const long long inc = white ? winc : binc;
        const long long share = remaining / (movesToGo > 0 ? movesToGo + 1 : DefaultMovesToGo);
        limits.timeMs =
            std::max<long long>(1, std::min(share + inc * 3 / 4, remaining - ClockSafetyMs));
    }
    // A position a table covers: its exact score and best move at once.
    m_tbHitsAtStart = m_search.tableHits();
    if (m_tables) m_tables->waitForLoading(); // only the cache; builds never wait
    const TableRegistry *registry = m_tables ? &m_tables->registry() : nullptr;
    if (m_tables && m_tables->need(m_position) > 0)
        send("info string building endgame tables in the background");
    if (const auto answer = rootTableAnswer(m_position, registry); answer) {
        std::string line = "info depth 0 score " + uciTableScore(answer->result) + " tbhits 1";
        if (!answer->best.isNone()) line += " pv " + answer->best.uci();
        send(line);
        send("info string " + tableLine(m_position, registry).toStdString());
    }
    if (m_autoSolve) solveBeside(m_position);
    {
        const std::lock_guard lock(m_goMutex);
        m_goRoot = m_position;
        m_searching = true;
        m_restart = false;
    }
    m_userStop.store(false, std::memory_order_relaxed);
    m_searchThread = std::thread([this, root = m_position, limits] { runSearch(root, limits); });
}

void UciEngine::stopSearch() {
    m_userStop.store(true, std::memory_order_relaxed);
    m_search.stop();
    if (m_searchThread.joinable()) m_searchThread.join();
}

void UciEngine::runSearch(const Position &root, SearchLimits limits) {
    const auto began = std::chrono::steady_clock::now();
    SearchResult result;
    for (;;) {
        std::shared_ptr<const SolvedSet> set;
        {
            const std::lock_guard lock(m_goMutex);
            set = m_set;
        }
        // Positions of the set are scored exactly (the root's moves at once).
        m_search.setSolvedSet(set ? &set->solver() : nullptr);
        // The cores a running solve leaves (all of Threads once it has ended).
        m_search.setThreads(searchThreadsBeside(m_threads, m_solve.threads()));
        const bool proof = set && set->contains(root);
        if (proof) send("info string " + proofInUseText(*set, root).toStdString());
        // Armed before the user's stop is looked at: a stop between the two
        // still ends run() at its first node.
        m_search.arm();
        if (m_userStop.load(std::memory_order_relaxed)) m_search.stop();
        result = m_search.run(root, limits, [&](const SearchResult &r) {
            reportProgress(r, root, proof ? set.get() : nullptr);
        });
        m_search.setSolvedSet(nullptr);
        const std::lock_guard lock(m_goMutex);
        if (!m_restart || m_userStop.load(std::memory_order_relaxed)) {
            m_searching = false;
            break;
        }
        // The proof landed: search again on it with what is left of the limits.
        m_restart = false;
        if (limits.timeMs) {
            const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
                std::chrono::steady_clock::now() - began);
            limits.timeMs = std::max<std::int64_t>(1, limits.timeMs - spent.count());
        }
        if (limits.nodes) limits.nodes -= std::min(limits.nodes - 1, result.nodes);
    }
    // The last iteration was already reported; a stop inside the first
    // iteration has nothing better than the first legal move.
    std::string line =
        "bestmove " + (result.bestMove.isNone() ? std::string("0000") : result.bestMove.uci());
    if (!result.ponderMove.isNone()) line += " ponder " + result.ponderMove.uci();
    send(line);
}

void UciEngine::solveBeside(const Position &root) {
    Solver::Options base;
    base.cacheDirectory = std::filesystem::path(m_cacheDir);
    base.buildTables = m_buildTables;
    const Solver::Options options = autoSolveOptions(base, std::uint64_t(m_solveMemoryMb) << 20);
    {
        std::unique_lock lock(m_goMutex);
        const AutoSolveDecision decision =
            decideAutoSolve(root, true, m_set.get(), m_solve.running());
        if (decision.kind == AutoSolveDecision::Kind::OutOfScope) {
            lock.unlock();
            send("info string " + autoSolveRefusalText(decision.reason).toStdString());
            return;
        }
        if (decision.kind != AutoSolveDecision::Kind::Start) return;
        // Refused before under this limit: the same estimate would say so again.
        if (const auto it = m_refused.find(root.key());
            it != m_refused.end() && it->second == options.maxMemoryBytes) {
            lock.unlock();
            send("info string not proved: too many positions for the memory budget of " +
                 std::to_string(options.maxMemoryBytes >> 20) + " MB (refused before)");
            return;
        }
        // One set at a time: the old one goes before the new solve runs.
        m_set.reset();
    }
    m_solve.start(root, options,
                  [this](const SolveOutcome &o, bool superseded) { onSolved(o, superseded); });
    send("info string " + autoSolveStartText(options.maxMemoryBytes, options.threads,
                                             searchThreadsBeside(m_threads, options.threads))
                              .toStdString());
}

void UciEngine::onSolved(const SolveOutcome &outcome, bool superseded) {
    if (superseded) return; // a newer go's solve runs; this one no longer matters
    send("info string " + autoSolveOutcomeText(outcome).toStdString());
    const std::lock_guard lock(m_goMutex);
    if (outcome.report.status == SolveReport::Status::TooLarge)
        m_refused[outcome.position.key()] = outcome.limitBytes;
    if (!outcome.set) return;
    m_set = outcome.set;
    // A search of a position the set holds starts again on it.
    if (m_searching && m_set->contains(m_goRoot) && !m_userStop.load(std::memory_order_relaxed)) {
        m_restart = true;
        m_search.stop();
    }
}

} // namespace

int runUci(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Runs as a UCI chess engine on standard input/output "
                                       "(for chess GUIs and engine matches)."));
    addTableSourceOptions(parser);
    addOwnTableOptions(parser, true);
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    if (!parser.positionalArguments().isEmpty()) {
        err() << "error: uci takes no arguments" << Qt::endl;
        return 2;
    }
    applyTableSourceOptions(parser);
    UciEngine engine(!parser.isSet(QStringLiteral("no-tables")), ownTableCacheDir(parser),
                     ownTablesMayBuild(parser, true));
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!engine.handle(line)) break;
    }
    return 0;
}

} // namespace rampart::cli
