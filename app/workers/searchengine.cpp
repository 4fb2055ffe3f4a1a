#include "searchengine.h"

#include "eval/blockage.h"
#include "common/blockagetext.h"
#include "common/tableservice.h"
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
    // Facts beside the search, computed once per position.
    const QString table = TableValue::text(pos);
    const QString blockage = BlockageText::verdict(detectBlockage(pos));
    // No limit and not "infinite": the search runs until stopped or until its
    // maximum depth, then returns (an infinite search would wait for a stop
    // that a request announced just before run() began could miss).
    const SearchLimits limits;
    // Every table up to four men the application has built (or builds while
    // this search runs) is used by the search's recognizers.
    if (const TableService *service = TableService::existing())
        m_search->setEndgameTables(&service->registry());
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
        info.tableResult = table.isEmpty() ? TableValue::lineText(pos, result.pv) : table;
        info.blockage = blockage;
        report(info);
        // Backup for a stop announced before run() reset the search's flag.
        if (shouldStop()) m_search->stop();
    });
}

void SearchEngine::requestStop() {
    m_search->stop();
}

} // namespace rampart
