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
//
// Proof without asking (solver/autosolve.h): solveBeside() is told each
// time an analysis starts and runs the same solve, automatically, under the
// budget (AutoSolveBudgetKey) as its memory limit, without slices on disk and
// on every core but one (the search has that one). It cancels a running
// automatic solve whose set cannot hold the new position and starts the new
// one once the old has ended (never waiting for it). A root whose automatic
// solve the user cancelled, or that was over the same budget, is not tried
// again by itself; Solve still takes it.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse <compare>, which these headers include
#include "chess/position.h"

#include "solver/autosolve.h"
#include "solver/solvedset.h"
#include "solver/solvejob.h"
#include "solver/solver.h"
#include "solver/solverscope.h"

#include "workers/dtmsettlerunner.h"
#endif

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QThreadPool>

namespace rampart {

class TableRegistry;

// What solveBeside() did for an analysis of a position.
struct AutoSolveState {
    AutoSolveDecision decision;
    // Start, but not started: the position's automatic solve was cancelled
    // by the user, or refused over the same budget, before (that outcome).
    std::optional<SolveOutcome> earlier;
    bool started() const { return decision.kind == AutoSolveDecision::Kind::Start && !earlier; }
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

    // The automatic solve beside an analysis: on or off (missing: on) and
    // its budget in megabytes (0 or missing: defaultAutoSolveBudget()).
    static constexpr const char *AutoSolveKey = "solver/autoSolve";
    static constexpr const char *AutoSolveBudgetKey = "solver/autoSolveBudgetMB";
    static bool autoSolveSetting();
    static int autoSolveBudgetSettingMB();
    static void saveAutoSolveSettings(bool on, int budgetMB);
    // The budget in bytes, 0 when automatic solving is off: the one set
    // here (tests), else the settings.
    std::uint64_t autoSolveBudget() const;
    void setAutoSolveBudget(std::uint64_t bytes) { m_autoBudgetBytes = bytes; }
    // The memory limit an automatic solve runs under: the smaller of the
    // budget and memoryLimit().
    std::uint64_t autoSolveLimit() const;

    // Starts solving pos in the background; false (nothing started) while a
    // solve runs or when the position is outside the solver's scope.
    bool start(const Position &pos);
    // Cancels the running solve; an automatic one is then not started again
    // by itself for its position.
    void cancel();
    bool isRunning() const { return m_watcher->isRunning(); }
    // An analysis of pos starts: decides by decideAutoSolve() and starts the
    // automatic solve when it says so (see above).
    AutoSolveState solveBeside(const Position &pos);
    // The analysis stopped: its running or waiting automatic solve ends.
    void analysisStopped();
    // Whether the running solve (when idle: the last one) is automatic.
    bool isAutomatic() const { return m_automatic; }
    // The running solve's threads, 0 when none runs; read from any thread
    // (the analysis's search takes the cores it leaves: searchThreadsBeside()).
    int solveThreads() const { return m_solveThreads.load(std::memory_order_relaxed); }
    // The position being solved (meaningful while isRunning()).
    const Position &solving() const { return m_solving; }
    // The latest progress of the running solve.
    const SolveProgress &lastProgress() const { return m_progress; }
    // The latest successful solve (null before the first); any thread.
    std::shared_ptr<const SolvedSet> solvedSet() const;
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
    // The options of Solve: every core, the memory limit, slices on disk
    // as set, the cache.
    Solver::Options solveOptions() const;
    void run(const Position &pos, const Solver::Options &options, bool automatic);

    QString m_cacheDirectory;
    std::shared_ptr<TableRegistry> m_registry;
    QThreadPool m_pool;
    QFutureWatcher<SolveOutcome> *m_watcher;
    DtmSettleRunner *m_settler;
    DtmSettleRunner *m_mapSettler;
    std::atomic<bool> m_cancel{false};
    std::atomic<int> m_solveThreads{0};
    std::uint64_t m_limitBytes = 0;
    std::uint64_t m_autoBudgetBytes = 0;
    bool m_automatic = false;
    quint64 m_runId = 0; // the run progress reports belong to
    // The running automatic solve was cancelled because it no longer
    // matters (not by the user): its outcome is not remembered.
    bool m_superseded = false;
    // An automatic solve to start once the cancelled one has ended.
    std::optional<Position> m_pendingAuto;
    // Automatic solves that ended without a set and are not tried again by
    // themselves (position key: the user's Cancel, a refusal for a budget).
    std::map<std::uint64_t, SolveOutcome> m_autoEnded;
    Position m_solving;
    SolveProgress m_progress;
    mutable std::mutex m_setMutex;
    std::shared_ptr<const SolvedSet> m_set;
};

} // namespace rampart
