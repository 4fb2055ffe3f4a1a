// The helper threads of a multi-threaded search (lazy SMP: chessprogramming
// wiki, "Lazy SMP"; Stockfish's helper threads). Each helper is a Search of
// its own (killers, history, evaluation cache, recognizer, principal
// variation) bound to the main search's transposition table; it searches
// the main search's root by iterative deepening on its own std::thread until
// the main search stops it. Its output is what it stores in the shared
// table and the iterations it completes (completediterations.h), which the
// main search takes as its result when they are the deepest. Every thread
// moves past a depth that another has completed; even helpers (the second
// thread, the fourth, ...) search a ply beyond the deepest completed
// iteration, odd ones just past it, so that the threads spread over two
// depths instead of repeating each other's work.
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

#include "search/completediterations.h"

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
    // thread, to at most maxDepth until stop(). Nothing when there are none.
    // Clears the completed iterations first.
    void start(const Search &main, const Position &root, int maxDepth);
    // Stops every helper and waits for its thread.
    void stop();

    // Nodes of the helpers' running or last search (any thread).
    std::uint64_t nodes() const;
    // Table hits of every helper there has been (any thread).
    std::uint64_t tableHits() const;
    // What the threads of the running or last search completed.
    CompletedIterations &completed() { return m_completed; }

private:
    std::vector<std::unique_ptr<Search>> m_searches;
    std::vector<std::thread> m_threads;
    CompletedIterations m_completed;
    // Table hits of helpers removed by resize(): tableHits() never falls.
    std::uint64_t m_retiredTableHits = 0;
};

} // namespace rampart
