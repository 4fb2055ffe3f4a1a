#include "analysisworker.h"

namespace rampart {

AnalysisWorker::AnalysisWorker(std::shared_ptr<AnalysisEngine> engine,
                               std::shared_ptr<std::atomic<quint64>> latestRequest)
    : m_engine(std::move(engine))
    , m_latestRequest(std::move(latestRequest)) {}

void AnalysisWorker::analyse(quint64 requestId, const Position &position) {
    const auto stale = [this, requestId] {
        return m_latestRequest->load(std::memory_order_relaxed) != requestId;
    };
    // Requests queue up while one runs; only the newest is worth starting.
    if (stale() || !m_engine) return;
    AnalysisInfo last;
    last.requestId = requestId;
    m_engine->analyse(position, stale, [&](const AnalysisInfo &info) {
        last = info;
        last.requestId = requestId;
        last.finished = false;
        emit progress(last);
    });
    last.finished = true;
    emit progress(last);
}

} // namespace rampart
