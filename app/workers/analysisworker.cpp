#include "analysisworker.h"

#include <QElapsedTimer>

namespace rampart {

AnalysisWorker::AnalysisWorker(std::shared_ptr<AnalysisEngine> engine,
                               std::shared_ptr<std::atomic<quint64>> latestRequest)
    : m_engine(std::move(engine))
    , m_latestRequest(std::move(latestRequest)) {}

void AnalysisWorker::analyse(quint64 requestId, const Position &position, int lineCount) {
    const auto stale = [this, requestId] {
        return m_latestRequest->load(std::memory_order_relaxed) != requestId;
    };
    // Requests queue up while one runs; only the newest is worth starting.
    if (stale() || !m_engine) return;
    AnalysisInfo last;
    last.requestId = requestId;
    QElapsedTimer clock;
    clock.start();
    qint64 lastEmitMs = -ProgressIntervalMs;
    m_engine->analyse(position, lineCount, stale, [&](const AnalysisInfo &info) {
        last = info;
        last.requestId = requestId;
        last.finished = false;
        const qint64 now = clock.elapsed();
        if (now - lastEmitMs < ProgressIntervalMs) return;
        lastEmitMs = now;
        emit progress(last);
    });
    last.finished = true;
    emit progress(last);
}

} // namespace rampart
