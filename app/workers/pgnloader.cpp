#include "pgnloader.h"

#include <QElapsedTimer>
#include <QtConcurrent>

#include "text/pgnerrortext.h"

namespace rampart {

namespace {
constexpr int IndexShare = 200;         // per mille of the bar for the index scan
constexpr qint64 ProgressEveryMs = 100; // at most ten updates a second
} // namespace

PgnLoadResult loadPgnSummaries(const QString &path, const std::function<void(int)> &progress,
                               const std::function<bool()> &cancelled, PgnReadOptions options) {
    PgnLoadResult result;
    QElapsedTimer sinceReport;
    sinceReport.start();
    const auto report = [&](int perMille) {
        if (sinceReport.elapsed() < ProgressEveryMs) return;
        sinceReport.restart();
        if (progress) progress(perMille);
    };
    auto db = std::make_shared<PgnDatabase>();
    const auto status =
        db->open(path.toLocal8Bit().toStdString(), [&](std::uint64_t done, std::uint64_t total) {
            report(total ? int(done * IndexShare / total) : 0);
            return !(cancelled && cancelled());
        });
    if (status == PgnDatabase::OpenStatus::Cancelled) {
        result.cancelled = true;
        return result;
    }
    if (status != PgnDatabase::OpenStatus::Ok) {
        result.error = QString::fromStdString(db->error());
        return result;
    }
    const int count = db->gameCount();
    result.games.reserve(count);
    for (int i = 0; i < count; ++i) {
        if ((i & 63) == 0) {
            if (cancelled && cancelled()) {
                result.cancelled = true;
                result.games.clear();
                return result;
            }
            report(IndexShare + int(qint64(i) * (1000 - IndexShare) / count));
        }
        const PgnReadResult r = db->readGame(i, options);
        const PgnIndexEntry &e = db->entry(i);
        GameSummary s;
        s.index = i;
        s.white = QString::fromStdString(e.white);
        s.black = QString::fromStdString(e.black);
        s.result = QString::fromStdString(r.game.result);
        s.date = QString::fromStdString(e.date);
        s.event = QString::fromStdString(e.event);
        if (r.ok() || r.partial) {
            s.plies = int(r.game.tree.mainLine().size());
            s.pawnEndingPly = pawnEndingPly(r.game.tree);
            if (r.partial) s.partial = PgnErrorText::place(*r.error);
            s.warningCount = int(r.warnings.size());
            if (!r.warnings.empty()) s.firstWarning = PgnErrorText::place(r.warnings.front());
        } else {
            s.error = PgnErrorText::message(*r.error);
        }
        result.games.push_back(std::move(s));
    }
    if (progress) progress(1000);
    result.database = std::move(db);
    return result;
}

PgnLoader::PgnLoader(QObject *parent)
    : QObject(parent)
    , m_watcher(new QFutureWatcher<PgnLoadResult>(this)) {
    connect(m_watcher, &QFutureWatcher<PgnLoadResult>::progressValueChanged, this,
            [this](int value) {
                if (m_runningRequest == m_lastRequest) emit progress(value);
            });
    connect(m_watcher, &QFutureWatcher<PgnLoadResult>::finished, this, [this] {
        const QFuture<PgnLoadResult> future = m_watcher->future();
        const int request = m_runningRequest;
        if (request != m_lastRequest) return; // superseded
        PgnLoadResult result;
        if (future.isCanceled() || future.resultCount() == 0)
            result.cancelled = true;
        else
            result = future.result();
        emit finished(request, result);
    });
}

PgnLoader::~PgnLoader() {
    cancel();
    m_watcher->waitForFinished();
}

int PgnLoader::start(const QString &path, PgnReadOptions options) {
    cancel();
    m_watcher->waitForFinished(); // the old run stops within 64 games or one chunk
    m_runningRequest = ++m_lastRequest;
    m_watcher->setFuture(QtConcurrent::run([path, options](QPromise<PgnLoadResult> &promise) {
        promise.setProgressRange(0, 1000);
        promise.addResult(loadPgnSummaries(
            path, [&promise](int perMille) { promise.setProgressValue(perMille); },
            [&promise] { return promise.isCanceled(); }, options));
    }));
    return m_runningRequest;
}

void PgnLoader::cancel() {
    if (m_watcher->isRunning()) m_watcher->cancel();
}

bool PgnLoader::isRunning() const {
    return m_watcher->isRunning();
}

} // namespace rampart
