#include "workers/solveservice.h"

#include <algorithm>
#include <chrono>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QSettings>
#include <QThread>
#include <QtConcurrent>

#include "tables/tablebuilder.h"
#include "tables/tableregistry.h"

#include "services/tableservice.h"

namespace rampart {

namespace {
std::atomic<const SolveService *> sharedService{nullptr};

// Progress reaches the GUI at most this often (the last report always does).
constexpr auto ProgressInterval = std::chrono::milliseconds(100);

// The worker: estimate (trying smaller scopes over the limit), tables, slices.
SolveOutcome runSolve(const Position pos, const std::shared_ptr<TableRegistry> registry,
                      const QString directory, const std::uint64_t limit, const bool slicesOnDisk,
                      const std::function<void(const SolveProgress &)> report,
                      const std::atomic<bool> *cancel) {
    SolveOutcome outcome;
    outcome.position = pos;
    outcome.limitBytes = limit;
    Solver::Options options;
    options.threads = 0; // every core
    options.maxMemoryBytes = limit;
    options.slicesOnDisk = slicesOnDisk;
    if (!directory.isEmpty())
        options.cacheDirectory = std::filesystem::path(directory.toStdString());
    // One scope: its estimate (refused over the limit), the four-man tables
    // its exits need (with progress of their own), then its slices.
    const auto solveIn = [&](const Solver::Options &scopeOptions) {
        const SolverScope scope{scopeOptions.queenBounds, scopeOptions.slicePieces};
        ScopeAttempt attempt{{}, std::make_unique<Solver>(*registry, scopeOptions)};
        SolveReport &r = attempt.report;
        SolveProgress p;
        p.scope = scope;
        report(p);
        const auto cancelled = [&] {
            r.status = SolveReport::Status::Cancelled;
            r.reason.code = SolveReason::Code::Cancelled;
            return std::move(attempt);
        };
        const SolverEstimate estimate = attempt.solver->estimate(pos, cancel);
        if (cancel->load(std::memory_order_relaxed)) return cancelled();
        const bool fits = estimate.memoryBytes <= limit;
        // Queen bounds may fit once the solve knows the sides worth proving
        // (the estimate counts both): solve() refuses if not.
        if (!fits && !scope.queenBounds) {
            r.status = SolveReport::Status::TooLarge;
            r.estimate = estimate;
            r.reason = SolveReason::overMemoryLimit(estimate, limit);
            return attempt;
        }
        TableBuildReport tables;
        if (fits) {
            TableBuilder::Options tableOptions;
            if (scopeOptions.cacheDirectory)
                tableOptions.cache.emplace(*scopeOptions.cacheDirectory);
            TableBuilder builder(*registry, tableOptions);
            p.stage = SolveProgress::Stage::Tables;
            tables = builder.build(
                estimate.tables,
                [&](const TableBuildProgress &t) {
                    p.tablesDone = t.finished;
                    p.tablesTotal = t.total;
                    report(p);
                },
                cancel);
            if (tables.cancelled) return cancelled();
        }
        p.stage = SolveProgress::Stage::Slices;
        auto last = std::chrono::steady_clock::now() - ProgressInterval;
        r = attempt.solver->solve(
            pos,
            [&](const SolverProgress &s) {
                const auto now = std::chrono::steady_clock::now();
                if (now - last < ProgressInterval && s.slicesDone < s.slicesTotal) return;
                last = now;
                p.solver = s;
                report(p);
            },
            cancel);
        for (const TableProblem &problem : tables.problems)
            r.problems.push_back(SolverProblem::fromTables(problem));
        return attempt;
    };
    AutomaticSolveSteps steps;
    steps.solveIn = solveIn;
    steps.cancel = cancel;
    AutomaticSolve solved = solveAutomatically(pos, *registry, options, steps);
    outcome.report = std::move(solved.report);
    outcome.scope = solved.scope;
    outcome.widerStopped = solved.widerStopped;
    outcome.refused = solved.refused;
    outcome.refusedScope = solved.refusedScope;
    if (outcome.report.status == SolveReport::Status::Solved)
        outcome.set = std::make_shared<const SolvedSet>(registry, std::move(solved.solver), pos,
                                                        outcome.report, solved.scope);
    return outcome;
}
} // namespace

SolveService::SolveService(const QString &cacheDirectory, QObject *parent)
    : QObject(parent)
    , m_cacheDirectory(cacheDirectory)
    , m_registry(std::make_shared<TableRegistry>())
    , m_watcher(new QFutureWatcher<SolveOutcome>(this))
    , m_settler(new DtmSettleRunner(this))
    , m_mapSettler(new DtmSettleRunner(this)) {
    m_pool.setMaxThreadCount(1); // the solver runs its own threads
    connect(m_watcher, &QFutureWatcher<SolveOutcome>::finished, this, &SolveService::onDone);
    for (DtmSettleRunner *runner : {m_settler, m_mapSettler})
        connect(runner, &DtmSettleRunner::finished, this, &SolveService::solvedValuesNarrowed);
}

SolveService::~SolveService() {
    if (existing() == this) sharedService.store(nullptr, std::memory_order_release);
    m_cancel.store(true, std::memory_order_relaxed);
    m_watcher->waitForFinished();
}

SolveService &SolveService::shared() {
    static SolveService *service = [] {
        auto *s =
            new SolveService(TableService::shared().cacheDirectory(), QCoreApplication::instance());
        sharedService.store(s, std::memory_order_release);
        return s;
    }();
    return *service;
}

const SolveService *SolveService::existing() {
    return sharedService.load(std::memory_order_acquire);
}

std::uint64_t SolveService::memoryLimit() const {
    if (m_limitBytes) return m_limitBytes;
    const int mb = memoryLimitSettingMB();
    return mb > 0 ? std::uint64_t(mb) << 20 : Solver::defaultMemoryLimit();
}

int SolveService::memoryLimitSettingMB() {
    return std::max(0, QSettings().value(QLatin1String(MaxMemoryKey), 0).toInt());
}

bool SolveService::slicesOnDiskSetting() {
    return QSettings().value(QLatin1String(SlicesOnDiskKey), true).toBool();
}

void SolveService::saveSettings(int memoryLimitMB, bool slicesOnDisk) {
    QSettings settings;
    settings.setValue(QLatin1String(MaxMemoryKey), std::max(0, memoryLimitMB));
    settings.setValue(QLatin1String(SlicesOnDiskKey), slicesOnDisk);
}

std::shared_ptr<const SolvedSet> SolveService::solvedSet() const {
    const std::lock_guard lock(m_setMutex);
    return m_set;
}

bool SolveService::start(const Position &pos) {
    if (isRunning() || Solver::outOfScopeReason(pos)) return false;
    m_settler->cancel(); // the solve needs every core
    m_mapSettler->cancel();
    m_cancel.store(false, std::memory_order_relaxed);
    m_solving = pos;
    m_progress = SolveProgress{};
    // The worker reports through a queued call into this thread.
    auto report = [this](const SolveProgress &p) {
        QMetaObject::invokeMethod(
            this,
            [this, p] {
                if (!isRunning()) return; // a late report of a finished solve
                m_progress = p;
                emit progress(p);
            },
            Qt::QueuedConnection);
    };
    m_watcher->setFuture(QtConcurrent::run(&m_pool, runSolve, pos, m_registry, m_cacheDirectory,
                                           memoryLimit(), slicesOnDiskSetting(), report,
                                           &m_cancel));
    emit started();
    return true;
}

void SolveService::cancel() {
    if (isRunning()) m_cancel.store(true, std::memory_order_relaxed);
}

bool SolveService::waitForIdle(int timeoutMs) {
    QDeadlineTimer deadline(timeoutMs);
    while (isRunning()) {
        if (deadline.hasExpired()) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(5);
    }
    QCoreApplication::processEvents();
    return true;
}

void SolveService::onDone() {
    const SolveOutcome outcome = m_watcher->result();
    if (outcome.set) {
        {
            const std::lock_guard lock(m_setMutex);
            m_set = outcome.set;
        }
        emit solvedSetChanged();
    }
    emit finished(outcome);
}

} // namespace rampart
