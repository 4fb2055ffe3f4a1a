#include "search/searchhelpers.h"

#include "search/search.h"

namespace rampart {

SearchHelpers::SearchHelpers() = default;

SearchHelpers::~SearchHelpers() {
    stop();
}

void SearchHelpers::resize(int count, TranspositionTable &table, const Search &main) {
    while (int(m_searches.size()) > count) {
        m_retiredTableHits += m_searches.back()->tableHits();
        m_searches.pop_back();
    }
    while (int(m_searches.size()) < count)
        m_searches.push_back(std::unique_ptr<Search>(new Search(table, main)));
}

void SearchHelpers::start(const Search &main, const Position &root, int maxDepth) {
    m_completed.clear();
    for (std::size_t i = 0; i < m_searches.size(); ++i) {
        Search &helper = *m_searches[i];
        // On this thread, before the helper's starts: its counters are
        // zero for whoever reads them from now on.
        helper.takeSettingsFrom(main);
        helper.m_nodes = 0;
        helper.arm();
        // Helper 1 (the second thread) keeps one ply ahead, helper 2 level
        // with the deepest completed iteration, and so on.
        const int lead = i % 2 == 0 ? 1 : 0;
        m_threads.emplace_back([this, &helper, root, lead, maxDepth] {
            helper.runAsHelper(root, m_completed, lead, maxDepth);
        });
    }
}

void SearchHelpers::stop() {
    for (const std::unique_ptr<Search> &helper : m_searches) helper->stop();
    for (std::thread &thread : m_threads) thread.join();
    m_threads.clear();
}

std::uint64_t SearchHelpers::nodes() const {
    std::uint64_t sum = 0;
    for (const std::unique_ptr<Search> &helper : m_searches) sum += helper->m_nodes;
    return sum;
}

std::uint64_t SearchHelpers::tableHits() const {
    std::uint64_t sum = m_retiredTableHits;
    for (const std::unique_ptr<Search> &helper : m_searches) sum += helper->tableHits();
    return sum;
}

} // namespace rampart
