#include "analysiscontroller.h"

#include "analysisworker.h"

namespace rampart {

AnalysisController::AnalysisController(QObject *parent)
    : QObject(parent)
    , m_latestRequest(std::make_shared<std::atomic<quint64>>(0)) {
    qRegisterMetaType<rampart::AnalysisInfo>();
    m_thread.setObjectName(QStringLiteral("rampart-analysis"));
}

AnalysisController::~AnalysisController() {
    shutDownThread();
}

void AnalysisController::setEngine(std::shared_ptr<AnalysisEngine> engine) {
    shutDownThread();
    if (!engine) return;
    m_engine = engine;
    m_worker = new AnalysisWorker(std::move(engine), m_latestRequest);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &AnalysisWorker::progress, this, &AnalysisController::onProgress,
            Qt::QueuedConnection);
    m_thread.start(QThread::LowPriority);
}

quint64 AnalysisController::start(const Position &pos, int lineCount) {
    if (!m_worker) return 0;
    m_current = m_nextId++;
    // Announce first, so a running search sees it is stale and returns.
    m_latestRequest->store(m_current, std::memory_order_relaxed);
    m_engine->requestStop();
    const quint64 id = m_current;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, id, pos, lineCount] { worker->analyse(id, pos, lineCount); },
        Qt::QueuedConnection);
    setRunning(true);
    return id;
}

void AnalysisController::stop() {
    // An id no request has: every running or queued analysis is stale now.
    m_latestRequest->store(m_nextId++, std::memory_order_relaxed);
    if (m_engine) m_engine->requestStop();
    m_current = 0;
    setRunning(false);
}

void AnalysisController::onProgress(const AnalysisInfo &info) {
    if (info.requestId != m_current || m_current == 0) {
        emit staleResultDropped(info.requestId);
        return;
    }
    emit infoUpdated(info);
    if (info.finished) setRunning(false);
}

void AnalysisController::shutDownThread() {
    stop();
    if (m_thread.isRunning()) {
        m_thread.quit();
        m_thread.wait();
    }
    m_worker = nullptr; // deleted by deleteLater when the thread finished
    m_engine.reset();
}

void AnalysisController::setRunning(bool running) {
    if (m_running == running) return;
    m_running = running;
    emit runningChanged(running);
}

} // namespace rampart
