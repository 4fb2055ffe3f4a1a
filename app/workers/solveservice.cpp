#include "workers/solveservice.h"

#include <algorithm>
#include <utility>

#include <QCoreApplication>
#include <QSettings>
#include <QThread>
#include <QtConcurrent>

#include "tables/tableregistry.h"

#include "services/tableservice.h"

namespace rampart {

namespace {
std::atomic<const SolveService *> sharedService{nullptr};
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
    m_pendingAuto.reset();
    run(pos, solveOptions(), false);
    return true;
}

Solver::Options SolveService::solveOptions() const {
    Solver::Options options;
    options.threads = 0; // every core
    options.maxMemoryBytes = memoryLimit();
    options.slicesOnDisk = slicesOnDiskSetting();
    if (!m_cacheDirectory.isEmpty())
        options.cacheDirectory = std::filesystem::path(m_cacheDirectory.toStdString());
    return options;
}

void SolveService::run(const Position &pos, const Solver::Options &options, bool automatic) {
    m_settler->cancel(); // the solve needs the cores
    m_mapSettler->cancel();
    m_cancel.store(false, std::memory_order_relaxed);
    m_solving = pos;
    m_automatic = automatic;
    m_superseded = false;
    m_progress = SolveProgress{};
    // The worker reports through a queued call into this thread; a late
    // report of an earlier run (one cancelled and followed at once by
    // another) is dropped.
    const quint64 runId = ++m_runId;
    auto report = [this, runId](const SolveProgress &p) {
        QMetaObject::invokeMethod(
            this,
            [this, p, runId] {
                if (!isRunning() || runId != m_runId) return;
                m_progress = p;
                emit progress(p);
            },
            Qt::QueuedConnection);
    };
    m_solveThreads.store(options.threads > 0 ? options.threads : QThread::idealThreadCount(),
                         std::memory_order_relaxed);
    m_watcher->setFuture(QtConcurrent::run(&m_pool, runSolveJob, pos, m_registry, options,
                                           std::function<void(const SolveProgress &)>(report),
                                           &m_cancel));
    emit started();
}

void SolveService::cancel() {
    m_pendingAuto.reset();
    if (!isRunning()) return;
    m_cancel.store(true, std::memory_order_relaxed);
}

std::uint64_t SolveService::autoSolveBudget() const {
    if (m_autoBudgetBytes) return m_autoBudgetBytes;
    if (!autoSolveSetting()) return 0;
    const int mb = autoSolveBudgetSettingMB();
    return mb > 0 ? std::uint64_t(mb) << 20 : defaultAutoSolveBudget();
}

std::uint64_t SolveService::autoSolveLimit() const {
    return autoSolveOptions(solveOptions(), autoSolveBudget()).maxMemoryBytes;
}

bool SolveService::autoSolveSetting() {
    return QSettings().value(QLatin1String(AutoSolveKey), true).toBool();
}

int SolveService::autoSolveBudgetSettingMB() {
    return std::max(0, QSettings().value(QLatin1String(AutoSolveBudgetKey), 0).toInt());
}

void SolveService::saveAutoSolveSettings(bool on, int budgetMB) {
    QSettings settings;
    settings.setValue(QLatin1String(AutoSolveKey), on);
    settings.setValue(QLatin1String(AutoSolveBudgetKey), std::max(0, budgetMB));
}

AutoSolveState SolveService::solveBeside(const Position &pos) {
    AutoSolveState state;
    // A start waiting for a cancelled solve to end stands for the running one.
    std::optional<RunningSolve> running;
    if (m_pendingAuto)
        running = RunningSolve{*m_pendingAuto, true};
    else if (isRunning())
        running = RunningSolve{m_solving, m_automatic};
    const std::uint64_t budget = autoSolveBudget();
    state.decision = decideAutoSolve(pos, budget > 0, solvedSet().get(), running);
    if (state.decision.kind != AutoSolveDecision::Kind::Start) return state;
    if (const auto it = m_autoEnded.find(pos.key()); it != m_autoEnded.end()) {
        const SolveOutcome &earlier = it->second;
        // A refusal stands for the limit it was made under.
        if (earlier.report.status == SolveReport::Status::Cancelled ||
            earlier.limitBytes == autoSolveLimit()) {
            state.earlier = earlier;
            return state;
        }
    }
    if (isRunning()) {
        // The running automatic solve no longer matters: the new one starts
        // when it has ended (onDone()).
        m_superseded = true;
        m_cancel.store(true, std::memory_order_relaxed);
        m_pendingAuto = pos;
        return state;
    }
    run(pos, autoSolveOptions(solveOptions(), budget), true);
    return state;
}

void SolveService::analysisStopped() {
    m_pendingAuto.reset();
    if (!isRunning() || !m_automatic) return;
    m_superseded = true;
    m_cancel.store(true, std::memory_order_relaxed);
}

void SolveService::onDone() {
    const SolveOutcome outcome = m_watcher->result();
    // A search started from here on (the analysis restarting on the new
    // set) has the cores to itself again.
    m_solveThreads.store(0, std::memory_order_relaxed);
    // An automatic solve the user cancelled, or one over its budget, is not
    // started again by itself.
    const SolveReport::Status status = outcome.report.status;
    if (m_automatic && !m_superseded &&
        (status == SolveReport::Status::Cancelled || status == SolveReport::Status::TooLarge))
        m_autoEnded.insert_or_assign(outcome.position.key(), outcome);
    if (outcome.set) {
        {
            const std::lock_guard lock(m_setMutex);
            m_set = outcome.set;
        }
        emit solvedSetChanged();
    }
    // The automatic solve waiting for this one starts before the outcome is
    // told, so that whoever shows it sees the new solve running.
    if (const std::optional<Position> next = std::exchange(m_pendingAuto, std::nullopt);
        next && autoSolveBudget() > 0)
        run(*next, autoSolveOptions(solveOptions(), autoSolveBudget()), true);
    emit finished(outcome);
}

} // namespace rampart
