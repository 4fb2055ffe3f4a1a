#include "services/tableservice.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QStandardPaths>
#include <QThread>
#include <QtConcurrent>

#include "text/tablebasetext.h"

namespace rampart {

namespace {
std::atomic<const TableService *> sharedService{nullptr};

QString &sharedDirectory() {
    static QString directory;
    return directory;
}

TableBuilder::Options builderOptions(const QString &cacheDirectory) {
    TableBuilder::Options options;
    options.threads = 0; // every core
    if (!cacheDirectory.isEmpty())
        options.cache = TableCache(std::filesystem::path(cacheDirectory.toStdString()));
    return options;
}
} // namespace

TableService::TableService(const QString &cacheDirectory, QObject *parent)
    : QObject(parent)
    , m_cacheDirectory(cacheDirectory)
    , m_watcher(new QFutureWatcher<TableBuildReport>(this)) {
    connect(m_watcher, &QFutureWatcher<TableBuildReport>::finished, this,
            &TableService::onBuildDone);
    m_pool.setMaxThreadCount(1); // the builder runs its own worker pool
    // The three-man tables are in the registry from its construction (the
    // ones every registry of the process shares), so every three-man
    // position answers from the start.
}

TableService::~TableService() {
    if (existing() == this) sharedService.store(nullptr, std::memory_order_release);
    m_queue.clear();
    m_cancel.store(true, std::memory_order_relaxed);
    m_watcher->waitForFinished();
}

QString TableService::defaultCacheDirectory() {
    // The folder rampart-cli uses too, so tables built by either serve both.
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/rampart/tables");
}

void TableService::setSharedCacheDirectory(const QString &directory) {
    sharedDirectory() = directory;
}

TableService &TableService::shared() {
    // Owned by the application object, so the build is cancelled and joined
    // before the application's threads go away.
    static TableService *service = [] {
        auto *s = new TableService(sharedDirectory().isEmpty() ? defaultCacheDirectory()
                                                               : sharedDirectory(),
                                   QCoreApplication::instance());
        sharedService.store(s, std::memory_order_release);
        return s;
    }();
    return *service;
}

const TableService *TableService::existing() {
    return sharedService.load(std::memory_order_acquire);
}

std::vector<Material> TableService::tablesNeeded(const Material &canonical) const {
    std::vector<Material> needed = canonical.successors();
    needed.push_back(canonical);
    return needed;
}

bool TableService::isReady(const Material &material) const {
    if (material.menCount() <= 2) return true; // bare kings: a draw, no table
    const std::vector<Material> needed = tablesNeeded(material.canonical());
    return std::all_of(needed.begin(), needed.end(),
                       [this](const Material &m) { return m_registry.contains(m); });
}

bool TableService::isQueued(const Material &material) const {
    const Material canonical = material.canonical();
    return std::find(m_queue.begin(), m_queue.end(), canonical) != m_queue.end();
}

void TableService::request(const Material &material) {
    if (material.menCount() > Material::MaxMen || isReady(material)) return;
    const Material canonical = material.canonical();
    if ((isBuilding() && m_building == canonical) || isQueued(canonical)) return;
    m_queue.push_back(canonical);
    if (!isBuilding()) startNext();
}

void TableService::cancel() {
    m_queue.clear();
    if (isBuilding()) m_cancel.store(true, std::memory_order_relaxed);
}

bool TableService::waitForIdle(int timeoutMs) {
    QDeadlineTimer deadline(timeoutMs);
    while (isBuilding() || !m_queue.empty()) {
        if (deadline.hasExpired()) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(5);
    }
    // The finished signal of the last build may still be queued.
    QCoreApplication::processEvents();
    return true;
}

void TableService::startNext() {
    if (m_queue.empty()) return;
    m_building = m_queue.front();
    m_queue.erase(m_queue.begin());
    m_cancel.store(false, std::memory_order_relaxed);
    const Material target = m_building;
    // The worker threads report through a queued call into this thread.
    auto onProgress = [this, target](const TableBuildProgress &p) {
        if (p.stage == TableBuildProgress::Stage::Started) return;
        const int finished = p.finished, total = p.total;
        const QString current = QString::fromStdString(p.material.name());
        // A failure is said by buildFinished; the problems the build went
        // on past (a bad cache file rebuilt, a table not saved) here.
        QStringList problems;
        if (p.stage != TableBuildProgress::Stage::Failed)
            for (const TableProblem &problem : p.problems)
                problems << TablebaseText::tableProblemText(problem);
        QMetaObject::invokeMethod(
            this,
            [this, target, finished, total, current, problems] {
                for (const QString &problem : problems) emit problemFound(problem);
                emit progress(target, finished, total, current);
            },
            Qt::QueuedConnection);
    };
    TableRegistry *registry = &m_registry;
    const QString directory = m_cacheDirectory;
    const std::atomic<bool> *cancel = &m_cancel;
    m_watcher->setFuture(
        QtConcurrent::run(&m_pool, [registry, directory, target, onProgress, cancel] {
            TableBuilder builder(*registry, builderOptions(directory));
            return builder.build({target}, onProgress, cancel);
        }));
}

void TableService::onBuildDone() {
    const Material target = m_building;
    const TableBuildReport report = m_watcher->result();
    const bool ok = isReady(target);
    QString message;
    if (report.cancelled && !ok)
        message = tr("The build of %1 was cancelled.").arg(QString::fromStdString(target.name()));
    else if (!ok)
        message = tr("The table %1 could not be built.").arg(QString::fromStdString(target.name()));
    emit buildFinished(target, ok, report.cancelled && !ok, message);
    startNext();
}

} // namespace rampart
