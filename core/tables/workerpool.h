// A fixed set of worker threads that run one parallel loop at a time; the
// thread that calls parallelFor() works too. Table generation uses it for
// its initial pass and for every level (TableBuilder owns one per build).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace rampart {

class WorkerPool {
public:
    // task(worker, begin, end): worker is 0 .. threads() - 1, each a thread
    // of its own, so per-worker buffers need no locking.
    using Task = std::function<void(int worker, std::size_t begin, std::size_t end)>;

    explicit WorkerPool(int threads);
    ~WorkerPool();
    WorkerPool(const WorkerPool &) = delete;
    WorkerPool &operator=(const WorkerPool &) = delete;

    int threads() const { return int(m_workers.size()) + 1; }
    // Runs task over [0, count) in chunks of `chunk`; returns when all are done.
    void parallelFor(std::size_t count, std::size_t chunk, const Task &task);

private:
    void workerLoop(int worker);
    void runChunks(int worker);

    std::vector<std::thread> m_workers;
    std::mutex m_mutex;
    std::condition_variable m_wake, m_done;
    std::uint64_t m_generation = 0;
    int m_busy = 0;
    bool m_quit = false;
    // The current loop.
    const Task *m_task = nullptr;
    std::size_t m_count = 0, m_chunk = 1;
    std::atomic<std::size_t> m_next{0};
};

} // namespace rampart
