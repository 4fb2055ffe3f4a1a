// The helper threads of a multi-threaded search (lazy SMP: chessprogramming
// wiki, "Lazy SMP"; Stockfish's helper threads). Each helper is a Search of
// its own (killers, history, evaluation cache, recognizer, principal
// variation) bound to the main search's transposition table; it searches
// the main search's root by iterative deepening on its own std::thread until
// the main search stops it, and its only output is what it stores in the
// shared table. Odd helpers start one ply deeper than the main search, so
// that the threads spread over two depths instead of repeating each other's
// work.
//
// Owned by the main Search (search.h), which resizes them (setThreads),
// starts them after clearing the table and stops them when its own search
// ends. Node and table-hit counts may be read from any thread.
#pragma once

#include <cstdint>
#include <memory>
#include <thread>
#include <vector>

#include "chess/position.h"

namespace rampart {

class Search;
class TranspositionTable;

class SearchHelpers {
public:
    SearchHelpers();
    ~SearchHelpers();
    SearchHelpers(const SearchHelpers &) = delete;
    SearchHelpers &operator=(const SearchHelpers &) = delete;

    // count helpers sharing table (the main search's). Not while they run.
    void resize(int count, TranspositionTable &table, const Search &main);
    int count() const { return int(m_searches.size()); }

    // Every helper searches root with main's settings, each on its own
    // thread, until stop(). Nothing when there are none.
    void start(const Search &main, const Position &root);
    // Stops every helper and waits for its thread.
    void stop();

    // Nodes of the helpers' running or last search (any thread).
    std::uint64_t nodes() const;
    // Table hits of every helper there has been (any thread).
    std::uint64_t tableHits() const;

private:
    std::vector<std::unique_ptr<Search>> m_searches;
    std::vector<std::thread> m_threads;
    // Table hits of helpers removed by resize(): tableHits() never falls.
    std::uint64_t m_retiredTableHits = 0;
};

} // namespace rampart
