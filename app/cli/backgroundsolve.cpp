#include "backgroundsolve.h"

#include <chrono>

#include "tables/tableregistry.h"

namespace rampart::cli {

BackgroundSolve::BackgroundSolve()
    : m_registry(std::make_shared<TableRegistry>())
    , m_thread([this] { run(); }) {}

BackgroundSolve::~BackgroundSolve() {
    {
        const std::lock_guard lock(m_mutex);
        m_quit = true;
        m_waiting.reset();
    }
    m_cancel.store(true, std::memory_order_relaxed);
    m_wake.notify_all();
    m_thread.join();
}

void BackgroundSolve::start(const Position &pos, const Solver::Options &options,
                            Finished finished) {
    {
        const std::lock_guard lock(m_mutex);
        m_waiting = Job{pos, options, std::move(finished)};
        // The running solve no longer matters.
        if (m_solving) m_cancel.store(true, std::memory_order_relaxed);
    }
    m_wake.notify_all();
}

void BackgroundSolve::cancel() {
    const std::lock_guard lock(m_mutex);
    m_waiting.reset();
    if (m_solving) m_cancel.store(true, std::memory_order_relaxed);
}

std::optional<RunningSolve> BackgroundSolve::running() const {
    const std::lock_guard lock(m_mutex);
    if (m_waiting) return RunningSolve{m_waiting->pos, true};
    if (m_solving) return RunningSolve{*m_solving, true};
    return std::nullopt;
}

int BackgroundSolve::threads() const {
    const std::lock_guard lock(m_mutex);
    return m_waiting ? m_waiting->options.threads : m_solvingThreads;
}

SolveProgress BackgroundSolve::progress() const {
    const std::lock_guard lock(m_mutex);
    return m_progress;
}

void BackgroundSolve::wait(const std::function<void(const SolveProgress &)> &report, int pollMs) {
    std::unique_lock lock(m_mutex);
    while (m_solving || m_waiting) {
        m_wake.wait_for(lock, std::chrono::milliseconds(pollMs));
        if (report && m_solving) report(m_progress);
    }
}

void BackgroundSolve::run() {
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_quit || m_waiting; });
        if (m_quit) return;
        Job job = std::move(*m_waiting);
        m_waiting.reset();
        m_solving = job.pos;
        m_solvingThreads = job.options.threads;
        m_progress = SolveProgress{};
        m_cancel.store(false, std::memory_order_relaxed);
        lock.unlock();
        SolveOutcome outcome = runSolveJob(
            job.pos, m_registry, job.options,
            [this](const SolveProgress &p) {
                const std::lock_guard progressLock(m_mutex);
                m_progress = p;
            },
            &m_cancel);
        lock.lock();
        const bool superseded = m_waiting.has_value() || m_quit;
        if (superseded) outcome.set.reset(); // one set at a time
        m_solvingThreads = 0;
        lock.unlock();
        if (job.finished) job.finished(outcome, superseded);
        lock.lock();
        m_solving.reset();
        m_wake.notify_all();
    }
}

} // namespace rampart::cli
