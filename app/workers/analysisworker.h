// The worker object of the analysis: lives on the controller's QThread and
// runs one request at a time. Requests arrive as queued calls of analyse();
// a request that is no longer the latest when its turn comes is skipped, and
// a running one stops as soon as a newer request (or a stop) is announced
// through the shared atomic request counter (Qt's threaded Mandelbrot
// idiom: the latest request wins).
//
// Progress is rate-limited here: at most one progress() per
// ProgressIntervalMs (the first at once), so a search that completes many
// shallow depths in a few milliseconds does not flood the GUI thread. Reports
// in between are not lost: each report is a whole snapshot, and the next one
// let through (or the finished one) carries everything newer.
#pragma once

#include <atomic>
#include <memory>

#include <QObject>

#include "analysisengine.h"

namespace rampart {

class AnalysisWorker : public QObject {
    Q_OBJECT

public:
    // latestRequest is shared with the controller: the id of the request
    // that should run now (stopping raises it past every issued id).
    AnalysisWorker(std::shared_ptr<AnalysisEngine> engine,
                   std::shared_ptr<std::atomic<quint64>> latestRequest);

    static constexpr qint64 ProgressIntervalMs = 100;

    // Runs on the worker thread. lineCount: best lines to report (1..8).
    void analyse(quint64 requestId, const rampart::Position &position, int lineCount);

signals:
    // Progress of request info.requestId; finished marks its last report.
    void progress(const rampart::AnalysisInfo &info);

private:
    std::shared_ptr<AnalysisEngine> m_engine;
    std::shared_ptr<std::atomic<quint64>> m_latestRequest;
};

} // namespace rampart
