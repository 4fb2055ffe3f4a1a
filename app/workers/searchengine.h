// The real analysis engine: search/search.h's Search behind the
// AnalysisEngine interface, plus the endgame table result shown beside it.
// The search's recognizers use the tables up to four men and the latest
// solved set (SolveService), so positions inside it are scored exactly.
// Runs on the worker thread until stopped or until the search's deepest
// iteration; reports each completed depth (all its lines) and the search's
// live progress between them (at most ten times a second). It searches on
// the threads SearchSettings names (the machine's cores by default). The blockage
// verdict is not the engine's: the PositionDocument computes it once per
// position.
#pragma once

#include <memory>

#include "analysisengine.h"

namespace rampart {

class Search;

class SearchEngine : public AnalysisEngine {
public:
    // hashMegabytes: transposition table size of the search.
    explicit SearchEngine(std::size_t hashMegabytes = 32);
    ~SearchEngine() override;

    void analyse(const Position &pos, int lineCount, const StopCheck &shouldStop,
                 const Reporter &report) override;
    void requestStop() override;

private:
    std::unique_ptr<Search> m_search;
};

} // namespace rampart
