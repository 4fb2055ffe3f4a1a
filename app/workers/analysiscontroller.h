// Owns the analysis thread and its worker. start() analyses a position
// (a running analysis of an older position is abandoned: latest request
// wins); stop() ends the current one. Progress arrives as infoUpdated() on
// the GUI thread, only for the current request: stale results are dropped.
// The destructor stops the search and joins the thread.
//
// Without an engine (setEngine not called) start() does nothing and
// hasEngine() is false.
#pragma once

#include <atomic>
#include <memory>

#include <QObject>
#include <QThread>

#include "analysisengine.h"

namespace rampart {

class AnalysisWorker;

class AnalysisController : public QObject {
    Q_OBJECT

public:
    explicit AnalysisController(QObject *parent = nullptr);
    ~AnalysisController() override;

    // Installs the engine (restarts the thread and worker). Call while idle.
    void setEngine(std::shared_ptr<AnalysisEngine> engine);
    bool hasEngine() const { return m_worker != nullptr; }
    bool isRunning() const { return m_running; }
    // The id of the current request, 0 before the first one.
    quint64 currentRequest() const { return m_current; }

    // Starts analysing pos for its lineCount best lines (1..8); returns the
    // request id (0 without engine).
    quint64 start(const Position &pos, int lineCount = 1);
    void stop();

signals:
    void infoUpdated(const rampart::AnalysisInfo &info);
    void runningChanged(bool running);
    // For tests and diagnostics: a result of an older request was dropped.
    void staleResultDropped(quint64 requestId);

private:
    void onProgress(const AnalysisInfo &info);
    void shutDownThread();
    void setRunning(bool running);

    QThread m_thread;
    AnalysisWorker *m_worker = nullptr;
    std::shared_ptr<AnalysisEngine> m_engine; // shared with the worker, for requestStop()
    std::shared_ptr<std::atomic<quint64>> m_latestRequest;
    quint64 m_nextId = 1;
    quint64 m_current = 0;
    bool m_running = false;
};

} // namespace rampart
