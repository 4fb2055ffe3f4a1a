#include "searchengine.h"

#include "chess/notation.h"

#include "tbfiles/tbsources.h"

#include "solver/autosolve.h"

#include "search/search.h"

#include "services/searchsettings.h"
#include "services/tablebasevalue.h"
#include "services/tableservice.h"

#include "workers/solveservice.h"

namespace rampart {

SearchEngine::SearchEngine(std::size_t hashMegabytes)
    : m_search(std::make_unique<Search>(hashMegabytes)) {
    // The folders the user chose (Settings) are applied to the process's
    // sources; the search probes them after the own tables.
    m_search->setTableFiles(TbFileSources::process());
}

SearchEngine::~SearchEngine() = default;

namespace {

// The search's line, followed by the solved set's DTM line where the set
// proves the position it reaches (its moves are exact at once, where the
// search's line stops at the set's first position).
std::vector<Move> lineOf(const Position &pos, const std::vector<Move> &pv, const SolvedSet *set) {
    return set ? withDtmLine(*set, pos, pv) : pv;
}

AnalysisLine analysisLineOf(const Position &pos, const SearchResult &result, const SearchLine &line,
                            const SolvedSet *set) {
    AnalysisLine out;
    out.moves = lineOf(pos, line.pv, set);
    out.san = QString::fromStdString(lineToSan(pos, out.moves));
    out.scoreCentipawns = result.whiteScore(line);
    if (line.isMate()) {
        const int moves = line.mateInMoves(); // > 0: the side to move mates
        out.mateIn = result.sideToMove == White ? moves : -moves;
    }
    out.value = line.value;
    Position after = pos;
    after.makeMove(line.pv.front());
    out.tableResult = TablebaseValue::text(after);
    return out;
}

} // namespace

void SearchEngine::analyse(const Position &pos, int lineCount, const StopCheck &shouldStop,
                           const Reporter &report) {
    // Armed before the check: a stop requested after it still ends run().
    m_search->arm();
    if (shouldStop()) return;
    // Every report is the whole picture: the last completed depth's lines
    // plus the live figures of the running one.
    AnalysisInfo current;
    // The table result beside the search, computed once per position (the
    // blockage verdict is the document's, shown by the panel without a search).
    const QString table = TablebaseValue::text(pos);
    current.tableResult = table;
    // Every table up to four men the application has built (or builds while
    // this search runs) is used by the search's recognizers.
    if (const TableService *service = TableService::existing())
        m_search->setTables(&service->registry());
    // The latest solved set scores its positions exactly; held for the
    // whole search, so a new solve cannot free it underneath.
    std::shared_ptr<const SolvedSet> solved;
    int solveThreads = 0;
    if (const SolveService *solver = SolveService::existing()) {
        solved = solver->solvedSet();
        solveThreads = solver->solveThreads();
    }
    m_search->setSolvedSet(solved ? &solved->solver() : nullptr);
    current.rootMoveCount = pos.legalMoves().size();
    m_search->setMultiPv(lineCount);
    // The user's choice (Analysis ▸ Engines…), from this search on, within
    // the cores a running solve leaves (solver/autosolve.h): the panel starts
    // the solve beside it first, and restarts the search when the proof lands.
    m_search->setThreads(searchThreadsBeside(SearchSettings::threads(), solveThreads));
    m_search->setLiveProgress([&](const SearchProgress &p) {
        current.nodes = p.nodes;
        current.elapsedMs = p.timeMs;
        current.searchingDepth = p.depth;
        current.currentMove =
            p.currentMove.isNone() ? QString() : QString::fromStdString(toSan(pos, p.currentMove));
        current.currentMoveNumber = p.currentMoveNumber;
        report(current);
        if (shouldStop()) m_search->stop();
    });
    // A depth limit, not "infinite": the search ends by itself after its
    // deepest iteration (pawn endings get there) and the panel says "Ready".
    SearchLimits limits;
    limits.depth = MaxSearchPly;
    m_search->run(pos, limits, [&](const SearchResult &result) {
        current.depth = result.depth;
        current.searchingDepth = result.depth + 1;
        current.nodes = result.nodes;
        current.elapsedMs = result.timeMs;
        current.lines.clear();
        for (const SearchLine &line : result.lines)
            current.lines.append(analysisLineOf(pos, result, line, solved.get()));
        current.principalVariation =
            QString::fromStdString(lineToSan(pos, lineOf(pos, result.pv, solved.get())));
        current.scoreCentipawns = result.whiteScore();
        current.mateIn = 0;
        if (result.isMate()) {
            const int moves = result.mateInMoves(); // > 0: the side to move mates
            current.mateIn = result.sideToMove == White ? moves : -moves;
        }
        current.value = result.value;
        // Outside the tables: the first table the best line reaches.
        if (table.isEmpty()) current.tableResult = TablebaseValue::lineText(pos, result.pv);
        report(current);
    });
    m_search->setLiveProgress({});
    m_search->setSolvedSet(nullptr);
}

void SearchEngine::requestStop() {
    m_search->stop();
}

} // namespace rampart
