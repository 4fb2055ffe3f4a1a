// The DTM of the position on the board, settled on demand: a solve proves
// win/draw/loss for its whole set, but where its value rests on a promotion
// outside the scope the DTM stays an interval, and the solve's own mate
// search (solver/dtmsettler.h) settles only the root, its moves and its DTM
// line. Played on from there, a position keeps an interval ("Loss (26–31)")
// until the same search runs for it: Solver::settleDtm(), here in the
// background on the set the panel shows.
//
// One search at a time. start() for another position cancels the running one
// and starts the new one when it has stopped, so following a game on the
// board never queues searches. What a search settles is kept by the solved
// set itself (solver/settleddtms.h) and read by everything that shows it; a
// search stopped by Cancel or its node limit keeps what it narrowed.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse <compare>, which these headers include
#include "chess/position.h"

#include "solver/solvedset.h"
#include "solver/solver.h"
#endif

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

namespace rampart {

struct DtmSettleOutcome {
    Position position;
    SolveReport::DtmSearchTally tally; // tally.ran false: nothing was open
    bool cancelled = false;
};

class DtmSettleRunner : public QObject {
    Q_OBJECT

public:
    explicit DtmSettleRunner(QObject *parent = nullptr);
    // Cancels a running search and waits for it.
    ~DtmSettleRunner() override;

    // Settles pos in set in the background (after the running search, which
    // is cancelled; worth it where SolvedSet::dtmOpen()); maxNodes: the
    // search's limit (the solve's default).
    void start(std::shared_ptr<const SolvedSet> set, const Position &pos,
               std::uint64_t maxNodes = Solver::Options{}.dtmSearchNodes);
    // Settles the DTMs of positions in set (Solver::settleDtms(): values
    // only, maxNodes shared), the same way; shown: the position they were
    // taken from (the outcome's position).
    void startValues(std::shared_ptr<const SolvedSet> set, const Position &shown,
                     std::vector<Position> positions,
                     std::uint64_t maxNodes = Solver::Options{}.dtmSearchNodes);
    // Cancels the running search and any waiting to start.
    void cancel();
    // A search runs, or has ended and its end is not yet handled (the next
    // search starts only then, so the watcher never drops an end).
    bool isRunning() const { return m_busy; }
    // The position being settled (meaningful while isRunning()).
    const Position &settling() const { return m_settling; }

signals:
    void started(const rampart::Position &position);
    // Positions searched so far and seconds since the start, every 100 ms or so.
    void progress(quint64 nodes, double seconds);
    // Not for a search cancelled to make way for the next one.
    void finished(const rampart::DtmSettleOutcome &outcome);

private:
    struct Request {
        std::shared_ptr<const SolvedSet> set;
        Position position;
        std::uint64_t maxNodes = 0;
        std::vector<Position> values; // startValues(): these, values only
    };
    void startRequest(Request request);
    void run(const Request &request);
    void onDone();

    QThreadPool m_pool;
    QFutureWatcher<DtmSettleOutcome> *m_watcher;
    std::atomic<bool> m_cancel{false};
    bool m_busy = false;      // from run() to onDone()
    quint64 m_generation = 0; // of the search run() started last
    Position m_settling;
    std::optional<Request> m_next; // starts when the running search has stopped
};

} // namespace rampart
