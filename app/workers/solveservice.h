// The application's solver (solver/solver.h) run in the background: one
// solve at a time on a thread of its own pool, progress as signals on the
// GUI thread, Cancel, and the latest solved set for everyone who shows
// values (the analysis panel, the tablebase browser, the search).
//
// A solve goes through the steps of solveAutomatically() (solver/
// solverscope.h, as the CLI's solve command): queen bounds first (each
// side's lower bound over the pawn slices and its own queen slices, for a
// position without pieces or with a lone queen), and only when they leave
// the value or its DTM on an assumption the widest scope that fits the
// memory limit (memoryLimit(), default half the machine's memory): slices
// that may hold two pieces, else one; pawn slices only when nothing else
// fits. In the narrower scopes a promotion into a larger slice is valued
// both ways, like a promotion to a second piece (more values rest on an
// assumption, which the result says). Each scope first estimates its set
// and is refused over the limit. Queen bounds' estimate counts both sides' queen slices;
// the solve first finds the sides that may win (a pawn-slice solve) and is
// refused only when its set for those sides is over the limit. Then the four-man tables the exits
// need are loaded or built (with progress), then the slices are solved. Cancel is polled
// throughout; the cache keeps only whole slices and whole tables (temp file and rename), and the
// previous solved set stays.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse <compare>, which these headers include
#include "chess/position.h"

#include "solver/solvedset.h"
#include "solver/solver.h"
#include "solver/solverscope.h"

#include "workers/dtmsettlerunner.h"
#endif

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QThreadPool>

namespace rampart {

class TableRegistry;

// Where a running solve is.
struct SolveProgress {
    enum class Stage { Estimating, Tables, Slices };
    Stage stage = Stage::Estimating;
    int tablesDone = 0, tablesTotal = 0; // Tables
    SolverProgress solver;               // Slices
    SolverScope scope;                   // the scope being solved
};

// How a solve ended.
struct SolveOutcome {
    Position position;
    SolveReport report; // report.status Solved: set is the result
    std::shared_ptr<const SolvedSet> set;
    std::uint64_t limitBytes = 0; // the memory limit it ran under
    SolverScope scope;            // the scope whose set is kept (or the last one tried)
    // A wider scope started after a solved one that did not finish (Cancel
    // during it, a failure): which and why; the narrower set stands.
    std::optional<AutomaticSolve::StoppedScope> widerStopped;
    // A larger scope was refused for memory: its estimate and scope.
    std::optional<SolverEstimate> refused;
    SolverScope refusedScope;
};

class SolveService : public QObject {
    Q_OBJECT

public:
    // cacheDirectory empty: nothing loaded or saved.
    explicit SolveService(const QString &cacheDirectory, QObject *parent = nullptr);
    // Cancels a running solve and waits for it.
    ~SolveService() override;

    // The application's service, with TableService::shared()'s cache folder
    // (slices in its "slices" subfolder), deleted with the application.
    static SolveService &shared();
    // The shared service when it exists, else null (any thread).
    static const SolveService *existing();

    // The memory limit: the setting MaxMemoryKey (megabytes; 0 or missing:
    // half the machine's memory), unless set here.
    std::uint64_t memoryLimit() const;
    void setMemoryLimit(std::uint64_t bytes) { m_limitBytes = bytes; }
    static constexpr const char *MaxMemoryKey = "solver/maxMemoryMB";
    // Whether a set over the limit is solved with its slices kept on disk
    // (Solver::Options::slicesOnDisk; missing: on).
    static constexpr const char *SlicesOnDiskKey = "solver/slicesOnDisk";
    // The settings as stored (the Solver settings dialog): megabytes (0: the
    // default) and slices on disk.
    static int memoryLimitSettingMB();
    static bool slicesOnDiskSetting();
    static void saveSettings(int memoryLimitMB, bool slicesOnDisk);

    // Starts solving pos in the background; false (nothing started) while a
    // solve runs or when the position is outside the solver's scope.
    bool start(const Position &pos);
    void cancel();
    bool isRunning() const { return m_watcher->isRunning(); }
    // The position being solved (meaningful while isRunning()).
    const Position &solving() const { return m_solving; }
    // The latest progress of the running solve.
    const SolveProgress &lastProgress() const { return m_progress; }
    // The latest successful solve (null before the first); any thread.
    std::shared_ptr<const SolvedSet> solvedSet() const;
    // Blocks (processing events) until no solve runs or timeoutMs passes.
    bool waitForIdle(int timeoutMs);
    // The DTM search for positions of the solved set on demand (the solve
    // panel asks it for the board's position); a solve cancels it.
    DtmSettleRunner &dtmSettler() const { return *m_settler; }
    // The tablebase browser's: the DTMs of its per-square map, beside the
    // board's search (each its own table; a solve cancels both).
    DtmSettleRunner &mapSettler() const { return *m_mapSettler; }

signals:
    void started();
    void progress(const rampart::SolveProgress &progress);
    void finished(const rampart::SolveOutcome &outcome);
    // solvedSet() changed (a solve succeeded).
    void solvedSetChanged();
    // A DTM search on demand narrowed values of the solved set: whoever
    // shows them reads them again.
    void solvedValuesNarrowed();

private:
    void onDone();

    QString m_cacheDirectory;
    std::shared_ptr<TableRegistry> m_registry;
    QThreadPool m_pool;
    QFutureWatcher<SolveOutcome> *m_watcher;
    DtmSettleRunner *m_settler;
    DtmSettleRunner *m_mapSettler;
    std::atomic<bool> m_cancel{false};
    std::uint64_t m_limitBytes = 0;
    Position m_solving;
    SolveProgress m_progress;
    mutable std::mutex m_setMutex;
    std::shared_ptr<const SolvedSet> m_set;
};

} // namespace rampart
