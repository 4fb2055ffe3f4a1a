// rampart-cli analyze [--fen FEN] [--depth N | --movetime MS | --nodes N]
//                     [--threads N] [--syzygy-path DIR] [--gaviota-path DIR]
//                     [--solve-budget MB]
// One thread by default, like a UCI engine's Threads: the same command then
// prints the same lines (node counts included) on every run; --threads N
// searches faster with node counts that vary from run to run (search.h).
// Rampart's own tables from the cache are used unless --no-tables (--build
// builds the missing ones the root reaches first).
// A position an endgame-table source covers first gets a "table: <Source>
// <result> best <SAN> (<UCI>)" line, before the search's depth lines.
// Proof without asking (solver/autosolve.h): a position the solver takes
// (more than four men) is solved in the background beside the search when
// its estimate fits --solve-budget ("solve: proving ..."); the search's limit
// reached, analyze waits for the proof (its progress on standard error),
// prints it ("solve: proof: proven win 32 (...)") and searches again on the
// solved set under the same limits, its depth lines exact from the first
// and their pv the DTM line; a search that the proof settles entirely stops
// after its first depth unless --depth asks for more. A solve that lands
// during the first search stops it at once. Not started: "solve: not
// proved: <why>". While the solve runs the search has at most the cores it
// leaves (searchThreadsBeside()), after it all of --threads.
#include "chess/notation.h"

#include "tables/tablebuilder.h"
#include "tables/tableregistry.h"

#include "tbfiles/tbsources.h"

#include "solver/autosolve.h"

#include "search/search.h"

#include "backgroundsolve.h"
#include "clicommand.h"
#include "clio.h"
#include "cliposition.h"
#include "clisearch.h"
#include "clisolve.h"
#include "clitables.h"
#include "clitablesources.h"
#include "commandfunctions.h"
#include "enginetables.h"

namespace rampart::cli {

namespace {

// Without a limit the analysis runs this long.
constexpr int DefaultMoveTimeMs = 3000;

// A line in SAN, followed by the DTM line of the solved set where it
// proves the position the line reaches.
QString sanLine(const Position &root, const std::vector<Move> &pv, const SolvedSet *set) {
    return QString::fromStdString(lineToSan(root, set ? withDtmLine(*set, root, pv) : pv));
}

QString depthLine(const Position &root, const SearchResult &r, const SolvedSet *set) {
    return QStringLiteral("depth %1 seldepth %2 nodes %3 nps %4 time %5 score %6 value %7 pv %8")
        .arg(r.depth)
        .arg(r.selDepth)
        .arg(r.nodes)
        .arg(r.nps)
        .arg(r.timeMs)
        .arg(whiteScoreText(r), QString::fromStdString(r.value.symbol()), sanLine(root, r.pv, set));
}

// Lines 2..N of a multi-PV depth, indented under the depth line.
QString extraLines(const Position &root, const SearchResult &r, const SolvedSet *set) {
    QString text;
    for (std::size_t k = 1; k < r.lines.size(); ++k) {
        const SearchLine &line = r.lines[k];
        text += QStringLiteral("\n  multipv %1 score %2 value %3 pv %4")
                    .arg(k + 1)
                    .arg(whiteScoreText(r, line), QString::fromStdString(line.value.symbol()),
                         sanLine(root, line.pv, set));
    }
    return text;
}

} // namespace

int runAnalyze(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser,
                QStringLiteral("Searches a position and prints one line per completed depth, then "
                               "the best move and its value. Scores are from White's point of view "
                               "(pawns; #N = mate in N moves). Without a limit: --movetime 3000."));
    parser.addOption({QStringLiteral("fen"),
                      QStringLiteral("The position (default: the initial position)."),
                      QStringLiteral("FEN")});
    parser.addOption(
        {QStringLiteral("depth"), QStringLiteral("Search to N plies."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("movetime"), QStringLiteral("Search for MS milliseconds."),
                      QStringLiteral("MS")});
    parser.addOption(
        {QStringLiteral("nodes"), QStringLiteral("Search N nodes."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("hash"),
                      QStringLiteral("Transposition table size in MB (default 64)."),
                      QStringLiteral("MB"), QStringLiteral("64")});
    parser.addOption(
        {QStringLiteral("threads"),
         QStringLiteral("Search on N threads (1-%1, default 1).").arg(MaxSearchThreads),
         QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("multipv"),
                      QStringLiteral("Search the N best lines (1-8, default 1); lines 2..N are "
                                     "printed under each depth line."),
                      QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption(
        {QStringLiteral("solve-budget"),
         QStringLiteral("Prove the position in the background beside the search when the solver "
                        "takes it (kings, pawns, at most one other man a side, more than four "
                        "men) and its estimated memory fits MB (default %1; 0: never); then "
                        "search again on the proof: exact scores from the first depth, the DTM "
                        "line as pv. The solve runs on every core but one, the search on at "
                        "most the cores it leaves (at least one); off with --no-tables.")
             .arg(qint64(defaultAutoSolveBudget() >> 20)),
         QStringLiteral("MB")});
    parser.addOption({QStringLiteral("plan-ordering"),
                      QStringLiteral("Order quiet moves by the evaluation's plans among equal "
                                     "history (off by default).")});
    addTableSourceOptions(parser);
    addOwnTableOptions(parser, false);
    // Kept so that older scripts still run: the tables are on by default.
    QCommandLineOption tables(QStringLiteral("tables"),
                              QStringLiteral("Accepted for compatibility (tables are on unless "
                                             "--no-tables)."));
    tables.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(tables);
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    if (!parser.positionalArguments().isEmpty()) {
        err() << "error: analyze takes no positional argument ('"
              << parser.positionalArguments().first() << "')" << Qt::endl;
        return 2;
    }

    SearchLimits limits;
    int limitCount = 0;
    const auto number = [&](const char *name, qlonglong min, qlonglong max, qlonglong &value) {
        const QString option = QString::fromLatin1(name);
        if (!parser.isSet(option)) return true;
        bool ok = false;
        value = parser.value(option).toLongLong(&ok);
        if (!ok || value < min || value > max) {
            err() << "error: --" << option << " must be a number from " << min << " to " << max
                  << ", not '" << parser.value(option) << "'" << Qt::endl;
            return false;
        }
        return true;
    };
    qlonglong depth = 0, movetime = 0, nodes = 0, hash = 64, multiPv = 1, threads = 1;
    qlonglong solveBudgetMB = qlonglong(defaultAutoSolveBudget() >> 20);
    if (!number("depth", 1, MaxSearchPly - 32, depth) ||
        !number("multipv", 1, MaxMultiPv, multiPv) ||
        !number("threads", 1, MaxSearchThreads, threads) ||
        !number("movetime", 1, 24LL * 3600 * 1000, movetime) ||
        !number("nodes", 1, 1'000'000'000'000LL, nodes) || !number("hash", 1, 4096, hash) ||
        !number("solve-budget", 0, 1LL << 30, solveBudgetMB))
        return 2;
    limitCount = int(depth > 0) + int(movetime > 0) + int(nodes > 0);
    if (limitCount > 1) {
        err() << "error: give at most one of --depth, --movetime and --nodes" << Qt::endl;
        return 2;
    }
    limits.depth = int(depth);
    limits.timeMs = movetime;
    limits.nodes = std::uint64_t(nodes);
    if (limitCount == 0) limits.timeMs = DefaultMoveTimeMs;

    Position root = Position::startPosition();
    if (parser.isSet(QStringLiteral("fen"))) {
        const auto read = readPositionOrReport(parser.value(QStringLiteral("fen")).toStdString(),
                                               QStringLiteral("--fen"));
        if (!read) return 1;
        root = *read;
    }

    applyTableSourceOptions(parser);

    Search search{std::size_t(hash)};
    search.setTableFiles(TbFileSources::process());
    search.setPlanOrdering(parser.isSet(QStringLiteral("plan-ordering")));
    // Tables: every cached one is loaded (checked); a material the search
    // reaches without a table is searched as before. --build builds the
    // root's missing tables first (analyze is one search: nothing to gain
    // from building in the background).
    const bool useTables = !parser.isSet(QStringLiteral("no-tables"));
    TableRegistry registry;
    if (useTables) {
        TableBuilder::Options options;
        options.cache.emplace(ownTableCacheDir(parser));
        options.generateMissing = false;
        if (ownTablesMayBuild(parser, false)) {
            TableBuilder::Options build = options;
            build.generateMissing = true;
            TableBuilder(registry, build).build(EngineTables::reachableMaterials(root));
        }
        for (const Material &m : Material::allUpToFourMen())
            TableBuilder(registry, options).build({m});
        err() << "tables: " << registry.available().size() << " of "
              << Material::allUpToFourMen().size()
              << " available (the fifty-move rule is ignored in table values)" << Qt::endl;
        search.setTables(&registry);
    }
    // A covered position: the table's answer and best move before any search.
    if (const QString table = tableLine(root, useTables ? &registry : nullptr); !table.isEmpty())
        out() << table << Qt::endl;
    search.setMultiPv(int(multiPv));
    search.setThreads(int(threads));
    // The automatic solve (its own tables: the solver's exits need the
    // four-man tables whatever the search uses; off with --no-tables).
    std::optional<BackgroundSolve> proof;
    SolveOutcome outcome; // written by the solve's thread before wait() returns
    std::atomic<bool> landed{false};
    const AutoSolveDecision decision =
        decideAutoSolve(root, useTables && solveBudgetMB > 0, nullptr, std::nullopt);
    if (decision.kind == AutoSolveDecision::Kind::OutOfScope)
        out() << "solve: " << autoSolveRefusalText(decision.reason) << Qt::endl;
    if (decision.kind == AutoSolveDecision::Kind::Start) {
        Solver::Options base;
        base.cacheDirectory = std::filesystem::path(ownTableCacheDir(parser));
        const Solver::Options options = autoSolveOptions(base, std::uint64_t(solveBudgetMB) << 20);
        proof.emplace();
        proof->start(root, options, [&](const SolveOutcome &o, bool) {
            outcome = o;
            landed.store(o.set && o.set->contains(root), std::memory_order_relaxed);
        });
        // The search shares the machine with it (solver/autosolve.h).
        search.setThreads(searchThreadsBeside(int(threads), options.threads));
        out() << "solve: "
              << autoSolveStartText(options.maxMemoryBytes, options.threads, search.threads())
              << Qt::endl;
    }
    // A proof that lands during the search ends it: the search starts again on it.
    if (proof)
        search.setLiveProgress([&](const SearchProgress &) {
            if (landed.load(std::memory_order_relaxed)) search.stop();
        });
    const auto print = [&](const SolvedSet *set) {
        return [&root, set](const SearchResult &r) {
            out() << depthLine(root, r, set) << extraLines(root, r, set) << Qt::endl;
        };
    };
    SearchResult result = search.run(root, limits, print(nullptr));
    if (proof) {
        bool printed = false;
        proof->wait([&](const SolveProgress &p) {
            err() << '\r' << progressLine(p) << "      " << Qt::flush;
            printed = true;
        });
        if (printed) clearProgressLine();
        search.setLiveProgress({});
        const std::shared_ptr<const SolvedSet> set = outcome.set;
        out() << "solve: " << autoSolveOutcomeText(outcome) << Qt::endl;
        if (set && set->contains(root)) {
            out() << "solve: " << proofInUseText(*set, root) << Qt::endl;
            search.setSolvedSet(&set->solver());
            search.setThreads(int(threads)); // the solve has ended
            // Deeper depths cannot change what the set settles for every move.
            SearchLimits again = limits;
            if (!limits.depth && settlesEveryMove(*set, root)) again = SearchLimits::toDepth(1);
            search.arm();
            result = search.run(root, again, print(set.get()));
            search.setSolvedSet(nullptr);
        }
    }
    if (result.bestMove.isNone()) {
        out() << "bestmove none score " << whiteScoreText(result) << " value "
              << QString::fromStdString(result.value.symbol()) << " ("
              << QString::fromStdString(result.value.words()) << ")"
              << (root.inCheck() ? " checkmate" : " stalemate") << Qt::endl;
        return 0;
    }
    out() << "bestmove " << QString::fromStdString(toSan(root, result.bestMove)) << " ("
          << QString::fromStdString(result.bestMove.uci()) << ") score " << whiteScoreText(result)
          << " value " << QString::fromStdString(result.value.symbol()) << " ("
          << QString::fromStdString(result.value.words()) << ") depth " << result.depth << " nodes "
          << result.nodes << " time " << result.timeMs << Qt::endl;
    return 0;
}

} // namespace rampart::cli
