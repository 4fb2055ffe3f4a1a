#include "workers/dtmsettlerunner.h"

#include <chrono>

#include <QtConcurrent>

namespace rampart {

DtmSettleRunner::DtmSettleRunner(QObject *parent)
    : QObject(parent)
    , m_watcher(new QFutureWatcher<DtmSettleOutcome>(this)) {
    m_pool.setMaxThreadCount(1); // the search runs the solver's threads itself
    connect(m_watcher, &QFutureWatcher<DtmSettleOutcome>::finished, this, &DtmSettleRunner::onDone);
}

DtmSettleRunner::~DtmSettleRunner() {
    m_next.reset();
    m_cancel.store(true, std::memory_order_relaxed);
    m_watcher->waitForFinished();
}

void DtmSettleRunner::start(std::shared_ptr<const SolvedSet> set, const Position &pos,
                            std::uint64_t maxNodes) {
    startRequest({std::move(set), pos, maxNodes, {}});
}

void DtmSettleRunner::startValues(std::shared_ptr<const SolvedSet> set, const Position &shown,
                                  std::vector<Position> positions, std::uint64_t maxNodes) {
    startRequest({std::move(set), shown, maxNodes, std::move(positions)});
}

void DtmSettleRunner::startRequest(Request request) {
    if (isRunning()) {
        m_next = std::move(request);
        m_cancel.store(true, std::memory_order_relaxed);
        return;
    }
    run(request);
}

void DtmSettleRunner::cancel() {
    m_next.reset();
    if (isRunning()) m_cancel.store(true, std::memory_order_relaxed);
}

void DtmSettleRunner::run(const Request &request) {
    m_busy = true;
    m_cancel.store(false, std::memory_order_relaxed);
    m_settling = request.position;
    // The search reports through a queued call into this thread; a late
    // report of an earlier search is dropped.
    const quint64 generation = ++m_generation;
    const auto report = [this, generation](std::uint64_t nodes, double seconds) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, nodes, seconds] {
                if (generation == m_generation && m_busy && !m_next)
                    emit progress(quint64(nodes), seconds);
            },
            Qt::QueuedConnection);
    };
    m_watcher->setFuture(QtConcurrent::run(&m_pool, [request, report, this] {
        DtmSettleOutcome outcome;
        outcome.position = request.position;
        // The search reports about every 100 ms (DtmSettler::settle()).
        const auto began = std::chrono::steady_clock::now();
        const auto tell = [&](std::uint64_t nodes) {
            const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - began;
            report(nodes, seconds.count());
        };
        const Solver &solver = request.set->solver();
        outcome.tally = request.values.empty()
                            ? solver.settleDtm(request.position, request.maxNodes, &m_cancel, tell)
                            : solver.settleDtms(request.values, request.maxNodes, &m_cancel, tell);
        outcome.cancelled = m_cancel.load(std::memory_order_relaxed);
        return outcome;
    }));
    emit started(request.position);
}

void DtmSettleRunner::onDone() {
    m_busy = false;
    const DtmSettleOutcome outcome = m_watcher->result();
    if (m_next) {
        const Request next = std::move(*m_next);
        m_next.reset();
        run(next);
        return;
    }
    emit finished(outcome);
}

} // namespace rampart
