#include "solver/slicescheduler.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace rampart {

SliceScheduler::SliceScheduler(const SliceGraph &graph, const SliceKey &keep, Memory memory)
    : m_graph(graph)
    , m_keep(keep)
    , m_memory(memory)
    , m_total(graph.order().size())
    , m_pending(m_total)
    , m_readersLeft(m_total)
    , m_inCache(m_total, false) {
    graph.link(m_children, m_parents);
    for (std::size_t i = 0; i < m_total; ++i) {
        m_pending[i] = m_children[i].size();
        m_readersLeft[i] = m_parents[i].size();
        if (m_pending[i] == 0) m_ready.push_back(i);
    }
}

std::size_t SliceScheduler::nextReady() const {
    if (m_ready.empty()) return m_total;
    if (!m_memory.keepOnDisk) return m_ready.size() - 1;
    const std::size_t at =
        std::size_t(std::min_element(m_ready.begin(), m_ready.end()) - m_ready.begin());
    const bool fits =
        m_held + m_graph.valueBytes(m_graph.order()[m_ready[at]]) + m_memory.workBytes <=
        m_memory.limitBytes;
    return m_running == 0 || fits ? at : m_total;
}

void SliceScheduler::dropRead(std::size_t index, const DropSlice &drop) {
    if (!m_memory.keepOnDisk || m_graph.order()[index] == m_keep) return;
    for (const std::size_t c : m_children[index]) {
        if (--m_readersLeft[c] != 0 || !m_inCache[c]) continue;
        m_held -= std::min(m_held, drop(c));
    }
}

std::uint64_t SliceScheduler::kept(std::size_t index, std::uint64_t keptBytes, bool inCache) {
    std::lock_guard lock(m_mutex);
    const std::uint64_t planned = m_graph.valueBytes(m_graph.order()[index]);
    m_beyondPlan += keptBytes - std::min(keptBytes, planned);
    m_held += keptBytes;
    m_held -= std::min(m_held, planned); // reserved when the slice was started
    m_inCache[index] = inCache;
    return m_memory.keepOnDisk ? m_held + m_memory.workBytes : m_memory.plannedBytes + m_beyondPlan;
}

void SliceScheduler::work(int threads, const SolveSlice &solve, const DropSlice &drop) {
    std::unique_lock lock(m_mutex);
    for (;;) {
        std::size_t at = m_total;
        m_changed.wait(
            lock, [&] { return m_stop || m_finished == m_total || (at = nextReady()) != m_total; });
        if (m_stop || m_finished == m_total) return;
        const std::size_t index = m_ready[at];
        m_ready.erase(m_ready.begin() + std::ptrdiff_t(at));
        // The only work left: every thread on it.
        const int sliceThreads = m_ready.empty() && m_running == 0 ? threads : 1;
        m_held += m_graph.valueBytes(m_graph.order()[index]);
        ++m_running;
        lock.unlock();
        const bool ok = solve(index, sliceThreads);
        lock.lock();
        --m_running;
        if (!ok) {
            m_stop = true;
            m_changed.notify_all();
            return;
        }
        ++m_finished;
        dropRead(index, drop);
        for (const std::size_t parent : m_parents[index])
            if (--m_pending[parent] == 0) m_ready.push_back(parent);
        m_changed.notify_all();
    }
}

bool SliceScheduler::run(int threads, const SolveSlice &solve, const DropSlice &drop,
                         const Tick &tick, const std::atomic<bool> *cancel) {
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back([&] { work(threads, solve, drop); });
    std::unique_lock lock(m_mutex);
    // Woken when a slice is done, else every 100 ms; nothing is reported
    // once Cancel is seen.
    for (;;) {
        m_changed.wait_for(lock, std::chrono::milliseconds(100));
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            m_stop = true;
            m_changed.notify_all();
        }
        if (m_stop || m_finished == m_total) break;
        // The count is taken under the lock, the callback runs without it.
        const int done = int(m_finished);
        lock.unlock();
        tick(done);
        lock.lock();
    }
    lock.unlock();
    for (std::thread &t : pool) t.join();
    return !m_stop && m_finished == m_total;
}

} // namespace rampart
