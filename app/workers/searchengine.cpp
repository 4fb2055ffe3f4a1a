#include "searchengine.h"

#include "common/tablevalue.h"
#include "chess/notation.h"
#include "search/search.h"

namespace rampart {

SearchEngine::SearchEngine(std::size_t hashMegabytes)
    : m_search(std::make_unique<Search>(hashMegabytes)) {}

SearchEngine::~SearchEngine() = default;

void SearchEngine::analyse(const Position &pos, const StopCheck &shouldStop,
                           const Reporter &report) {
    if (shouldStop()) return;
    // The table result beside the search, computed once per position (the
    // blockage verdict is the document's, shown by the panel without a search).
    const QString table = TableValue::text(pos);
    // No limit and not "infinite": the search runs until stopped or until its
    // maximum depth, then returns (an infinite search would wait for a stop
    // that a request announced just before run() began could miss).
    const SearchLimits limits;
    m_search->run(pos, limits, [&](const SearchResult &result) {
        AnalysisInfo info;
        info.depth = result.depth;
        info.nodes = result.nodes;
        info.elapsedMs = result.timeMs;
        info.principalVariation = QString::fromStdString(lineToSan(pos, result.pv));
        info.scoreCentipawns = result.whiteScore();
        if (result.isMate()) {
            const int moves = result.mateInMoves(); // > 0: the side to move mates
            info.mateIn = result.sideToMove == White ? moves : -moves;
        }
        info.value = result.value;
        info.tableResult = table;
        report(info);
        // Backup for a stop announced before run() reset the search's flag.
        if (shouldStop()) m_search->stop();
    });
}

void SearchEngine::requestStop() {
    m_search->stop();
}

} // namespace rampart
