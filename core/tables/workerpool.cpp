#include "tables/workerpool.h"

#include <algorithm>

namespace rampart {

WorkerPool::WorkerPool(int threads) {
    for (int i = 1; i < std::max(1, threads); ++i)
        m_workers.emplace_back([this, i] { workerLoop(i); });
}

WorkerPool::~WorkerPool() {
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_wake.notify_all();
    for (std::thread &t : m_workers) t.join();
}

void WorkerPool::runChunks(int worker) {
    for (;;) {
        const std::size_t begin = m_next.fetch_add(m_chunk, std::memory_order_relaxed);
        if (begin >= m_count) return;
        (*m_task)(worker, begin, std::min(m_count, begin + m_chunk));
    }
}

void WorkerPool::workerLoop(int worker) {
    std::uint64_t seen = 0;
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [&] { return m_quit || m_generation != seen; });
        if (m_quit) return;
        seen = m_generation;
        lock.unlock();
        runChunks(worker);
        lock.lock();
        if (--m_busy == 0) m_done.notify_all();
    }
}

void WorkerPool::parallelFor(std::size_t count, std::size_t chunk, const Task &task) {
    if (count == 0) return;
    if (m_workers.empty() || count <= chunk) {
        task(0, 0, count);
        return;
    }
    {
        std::lock_guard lock(m_mutex);
        m_task = &task;
        m_count = count;
        m_chunk = std::max<std::size_t>(1, chunk);
        m_next.store(0, std::memory_order_relaxed);
        m_busy = int(m_workers.size());
        ++m_generation;
    }
    m_wake.notify_all();
    runChunks(0);
    std::unique_lock lock(m_mutex);
    m_done.wait(lock, [&] { return m_busy == 0; });
    m_task = nullptr;
}

} // namespace rampart
