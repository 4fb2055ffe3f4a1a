#include "pgnpatternscan.h"

#include <QElapsedTimer>
#include <QtConcurrent>

#include "chess/fen.h"
#include "chess/notation.h"

#include "games/pgndatabase.h"

#include "patterns/patternmatcher.h"

namespace rampart {

namespace {
constexpr qint64 ScanProgressEveryMs = 100; // at most ten updates a second
}

PgnPatternScanResult scanPgnForPattern(const QString &path, const Pattern &pattern,
                                       const std::function<void(int)> &progress,
                                       const std::function<bool()> &cancelled) {
    PgnPatternScanResult result;
    PgnDatabase db;
    if (db.open(path.toLocal8Bit().toStdString()) != PgnDatabase::OpenStatus::Ok) {
        result.error = QString::fromStdString(db.error());
        return result;
    }
    QElapsedTimer sinceReport;
    sinceReport.start();
    result.games = db.gameCount();
    for (int g = 0; g < db.gameCount(); ++g) {
        if (cancelled && cancelled()) {
            result.cancelled = true;
            return result;
        }
        if (progress && sinceReport.elapsed() >= ScanProgressEveryMs) {
            sinceReport.restart();
            progress(int(qint64(g) * 1000 / db.gameCount()));
        }
        const PgnReadResult r = db.readGame(g);
        // A partial game's moves before its error are scanned too.
        if (!r.ok() && !r.partial) {
            ++result.brokenGames;
            continue;
        }
        const GameTree &tree = r.game.tree;
        Position pos = tree.startPosition();
        int ply = 0;
        QString move;
        for (NodeId n = GameTree::root(); n != NoNode; n = tree.next(n)) {
            if (n != GameTree::root()) {
                const Move m = tree.move(n);
                const QString san = QString::fromStdString(toSan(pos, m));
                move = pos.sideToMove() == White
                           ? QStringLiteral("%1. %2").arg(pos.fullmoveNumber()).arg(san)
                           : QStringLiteral("%1... %2").arg(pos.fullmoveNumber()).arg(san);
                pos.makeMove(m);
                ++ply;
            }
            ++result.positions;
            const std::vector<PatternMatch> matches = matchPattern(pattern, pos);
            if (matches.empty()) continue;
            ++result.matchingPositions;
            for (const PatternMatch &match : matches) {
                ++result.matches;
                if (result.hits.size() >= MaxListedHits) continue;
                QString instance = QStringLiteral("[%1] %2").arg(
                    QString::fromStdString(match.transform.describe()),
                    match.side == White ? QStringLiteral("White") : QStringLiteral("Black"));
                if (!match.identities.empty())
                    instance +=
                        QStringLiteral(": ") + QString::fromStdString(match.describeIdentities());
                result.hits.push_back({g, ply, move, QString::fromStdString(toFen(pos)), instance});
            }
        }
    }
    if (progress) progress(1000);
    return result;
}

PgnPatternScanner::PgnPatternScanner(QObject *parent)
    : QObject(parent)
    , m_watcher(new QFutureWatcher<PgnPatternScanResult>(this)) {
    connect(m_watcher, &QFutureWatcher<PgnPatternScanResult>::progressValueChanged, this,
            [this](int value) {
                if (m_runningRequest == m_lastRequest) emit progress(value);
            });
    connect(m_watcher, &QFutureWatcher<PgnPatternScanResult>::finished, this, [this] {
        const QFuture<PgnPatternScanResult> future = m_watcher->future();
        if (m_runningRequest != m_lastRequest) return;
        PgnPatternScanResult result;
        if (future.isCanceled() || future.resultCount() == 0)
            result.cancelled = true;
        else
            result = future.result();
        emit finished(m_runningRequest, result);
    });
}

PgnPatternScanner::~PgnPatternScanner() {
    cancel();
    m_watcher->waitForFinished();
}

int PgnPatternScanner::start(const QString &path, const Pattern &pattern) {
    cancel();
    m_watcher->waitForFinished();
    m_runningRequest = ++m_lastRequest;
    m_watcher->setFuture(
        QtConcurrent::run([path, pattern](QPromise<PgnPatternScanResult> &promise) {
            promise.setProgressRange(0, 1000);
            promise.addResult(scanPgnForPattern(
                path, pattern, [&promise](int perMille) { promise.setProgressValue(perMille); },
                [&promise] { return promise.isCanceled(); }));
        }));
    return m_runningRequest;
}

void PgnPatternScanner::cancel() {
    if (m_watcher->isRunning()) m_watcher->cancel();
}

bool PgnPatternScanner::isRunning() const {
    return m_watcher->isRunning();
}

} // namespace rampart
