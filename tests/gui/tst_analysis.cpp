// The analysis worker thread with a test engine and with the real search:
// start, stop, restart with a new position (latest request wins, stale
// results dropped and counted), the progress rate limit, live progress and
// multi-PV lines, and a clean shutdown while running.
#include <atomic>
#include <chrono>
#include <thread>

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include "chess/fen.h"

#include "workers/analysiscontroller.h"
#include "workers/analysisworker.h"
#include "workers/searchengine.h"

#include "../testfen.h"

using namespace rampart;

namespace {
// Reports one "depth" every few milliseconds until stopped or maxDepth;
// the node count carries the number of legal moves so tests can tell which
// position a report belongs to. A test double, not a search.
class SteppingEngine : public AnalysisEngine {
public:
    // stepMs: the pause after each report. Above the worker's rate limit
    // (AnalysisWorker::ProgressIntervalMs) every report passes it.
    explicit SteppingEngine(int maxDepth = 1000000, int stepMs = 2)
        : m_maxDepth(maxDepth)
        , m_stepMs(stepMs) {}
    void analyse(const Position &pos, int /*lineCount*/, const StopCheck &shouldStop,
                 const Reporter &report) override {
        ++started;
        for (int depth = 1; depth <= m_maxDepth && !shouldStop(); ++depth) {
            AnalysisInfo info;
            info.depth = depth;
            info.nodes = quint64(pos.legalMoves().size());
            report(info);
            ++reports;
            std::this_thread::sleep_for(std::chrono::milliseconds(m_stepMs));
        }
        ++ended;
    }
    void requestStop() override { ++stopRequests; }
    std::atomic<int> stopRequests{0};
    std::atomic<int> started{0};
    std::atomic<int> ended{0};
    std::atomic<int> reports{0}; // report() calls over all analyses

private:
    int m_maxDepth;
    int m_stepMs;
};

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void noEngineDoesNothing() {
        AnalysisController controller;
        QVERIFY(!controller.hasEngine());
        QCOMPARE(controller.start(Position::startPosition()), quint64(0));
        QVERIFY(!controller.isRunning());
    }

    void startReportsAndFinishes() {
        AnalysisController controller;
        auto engine = std::make_shared<SteppingEngine>(5);
        controller.setEngine(engine);
        QSignalSpy infos(&controller, &AnalysisController::infoUpdated);
        const quint64 id = controller.start(Position::startPosition());
        QVERIFY(id != 0);
        QVERIFY(controller.isRunning());
        QTRY_VERIFY(!controller.isRunning());
        // Five depths within a few milliseconds: the first report goes out
        // at once, the next ones fall inside the rate limit's interval, and
        // the final report carries the last of them.
        QVERIFY2(infos.count() >= 2 && infos.count() <= 3,
                 qPrintable(QString::number(infos.count())));
        QCOMPARE(infos.first().at(0).value<AnalysisInfo>().depth, 1);
        const auto last = infos.last().at(0).value<AnalysisInfo>();
        QVERIFY(last.finished);
        QCOMPARE(last.depth, 5);
        QCOMPARE(last.requestId, id);
        QCOMPARE(last.nodes, quint64(20));
    }

    void stopEndsTheSearch() {
        AnalysisController controller;
        auto engine = std::make_shared<SteppingEngine>();
        controller.setEngine(engine);
        QSignalSpy infos(&controller, &AnalysisController::infoUpdated);
        controller.start(Position::startPosition());
        QTRY_VERIFY(infos.count() >= 3);
        controller.stop();
        QVERIFY(!controller.isRunning());
        QTRY_COMPARE(engine->ended.load(), 1);
        QVERIFY(engine->stopRequests.load() >= 1); // the engine was told directly too
        const int count = infos.count();
        QTest::qWait(30);
        QCOMPARE(infos.count(), count); // nothing after stop reaches the GUI
    }

    void restartDropsStaleResults() {
        AnalysisController controller;
        // Reports slower than the rate limit, so that the worker sends every
        // one and the count below is exact.
        auto engine =
            std::make_shared<SteppingEngine>(1000000, int(AnalysisWorker::ProgressIntervalMs) + 10);
        controller.setEngine(engine);
        QSignalSpy infos(&controller, &AnalysisController::infoUpdated);
        QSignalSpy dropped(&controller, &AnalysisController::staleResultDropped);
        const quint64 first = controller.start(Position::startPosition());
        QTRY_VERIFY(infos.count() >= 2);
        const int shownBeforeRestart = infos.count();
        // Several quick restarts: only the last position may report from now on.
        controller.start(fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        const quint64 last = controller.start(fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
        QVERIFY(last > first);
        infos.clear();
        QTRY_VERIFY(infos.count() >= 3);
        for (const auto &args : infos) {
            const auto info = args.at(0).value<AnalysisInfo>();
            QCOMPARE(info.requestId, last);
            QCOMPARE(info.nodes, quint64(5)); // bare kings: the king has 5 moves
        }
        // The middle request was skipped before it started.
        controller.stop();
        QTRY_COMPARE(engine->ended.load(), engine->started.load());
        QCOMPARE(engine->started.load(), 2);
        // The first request's last report (the worker's final one, sent when
        // the engine returned) came after the restart: it was dropped, as was
        // whatever the last request still sent after stop().
        QTRY_VERIFY(!dropped.isEmpty());
        QCOMPARE(dropped.first().at(0).toULongLong(), first);
        for (const auto &args : dropped) {
            const quint64 id = args.at(0).toULongLong();
            QVERIFY(id == first || id == last);
        }
        // Every report the worker sent (one per report() call, plus one final
        // report per analysis) was either shown or dropped, none lost.
        QTRY_COMPARE(shownBeforeRestart + infos.count() + dropped.count(),
                     engine->reports.load() + engine->started.load());
    }

    void realSearchReportsAndRestarts() {
        // The real engine (search/search.h) behind the same controller.
        AnalysisController controller;
        controller.setEngine(std::make_shared<SearchEngine>(4));
        QSignalSpy infos(&controller, &AnalysisController::infoUpdated);
        const quint64 first = controller.start(fromFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1"));
        QTRY_VERIFY_WITH_TIMEOUT(infos.count() >= 3, 20000);
        auto info = infos.last().at(0).value<AnalysisInfo>();
        QCOMPARE(info.requestId, first);
        QVERIFY(info.depth >= 1);
        QVERIFY(info.nodes > 0);
        QVERIFY(info.principalVariation.startsWith(QStringLiteral("1. K")));
        QVERIFY(info.value.has_value());
        // A new position: only its reports arrive from now on.
        const quint64 second = controller.start(fromFen("k7/8/8/8/8/8/P7/K7 w - - 0 1"));
        infos.clear();
        QTRY_VERIFY_WITH_TIMEOUT(infos.count() >= 1, 20000);
        for (const auto &args : infos) QCOMPARE(args.at(0).value<AnalysisInfo>().requestId, second);
        info = infos.last().at(0).value<AnalysisInfo>();
        // KPK rook pawn, king in the corner: the result and the table that gave it.
        QVERIFY2(info.tableResult.startsWith(QStringLiteral("Draw")), qPrintable(info.tableResult));
        QVERIFY(info.tableResult.contains(QStringLiteral("table: KPK")));
        controller.stop();
        QVERIFY(!controller.isRunning());
    } // the destructor joins the thread while the search may still be unwinding

    void progressIsRateLimited() {
        // An engine reporting every 2 ms for a second reaches the GUI thread
        // at most ten times a second (plus the final report).
        AnalysisController controller;
        auto engine = std::make_shared<SteppingEngine>();
        controller.setEngine(engine);
        QSignalSpy infos(&controller, &AnalysisController::infoUpdated);
        QElapsedTimer timer;
        timer.start();
        controller.start(Position::startPosition());
        QTest::qWait(1000);
        controller.stop();
        const qint64 ms = timer.elapsed();
        QTRY_COMPARE(engine->ended.load(), 1);
        QVERIFY2(infos.count() <= ms / AnalysisWorker::ProgressIntervalMs + 1,
                 qPrintable(QStringLiteral("%1 reports in %2 ms").arg(infos.count()).arg(ms)));
        QVERIFY2(infos.count() >= 5, qPrintable(QString::number(infos.count())));
        // Reports are not lost, only coalesced: the depths keep rising.
        int previous = 0;
        for (const auto &args : infos) {
            const int depth = args.at(0).value<AnalysisInfo>().depth;
            QVERIFY(depth > previous);
            previous = depth;
        }
    }

    void realSearchLiveProgressAndLines() {
        // The real search on a position whose depths take long: live reports
        // (the depth and root move being searched, rising nodes and time)
        // arrive between completed depths, at most ten a second, each with
        // the three lines asked for once the first depth is done.
        AnalysisController controller;
        controller.setEngine(std::make_shared<SearchEngine>(8));
        QSignalSpy infos(&controller, &AnalysisController::infoUpdated);
        const Position pos = fromFen("8/5pk1/6p1/1p5p/1P5P/6P1/5PK1/8 w - - 0 1");
        QElapsedTimer timer;
        timer.start();
        controller.start(pos, 3);
        QTest::qWait(1500);
        controller.stop();
        const qint64 ms = timer.elapsed();
        QVERIFY2(infos.count() <= ms / AnalysisWorker::ProgressIntervalMs + 1,
                 qPrintable(QStringLiteral("%1 reports in %2 ms").arg(infos.count()).arg(ms)));
        QVERIFY2(infos.count() >= 5, qPrintable(QString::number(infos.count())));
        int live = 0;
        qint64 previousMs = -AnalysisWorker::ProgressIntervalMs;
        quint64 previousNodes = 0;
        for (const auto &args : infos) {
            const auto info = args.at(0).value<AnalysisInfo>();
            // The search's own clock: reports at least an interval apart
            // (a little less allowed for the two clocks' rounding).
            QVERIFY2(info.elapsedMs - previousMs >= AnalysisWorker::ProgressIntervalMs - 10,
                     qPrintable(QStringLiteral("%1 after %2").arg(info.elapsedMs).arg(previousMs)));
            QVERIFY(info.nodes > previousNodes);
            previousMs = info.elapsedMs;
            previousNodes = info.nodes;
            if (info.searchingDepth > info.depth && !info.currentMove.isEmpty()) {
                ++live;
                QVERIFY(info.currentMoveNumber >= 1);
                QVERIFY(info.currentMoveNumber <= info.rootMoveCount);
            }
            if (info.depth == 0) continue;
            QCOMPARE(info.lines.size(), 3);
            QCOMPARE(info.lines.first().san, info.principalVariation);
            QStringList firsts;
            for (const AnalysisLine &line : info.lines) {
                QVERIFY(!line.moves.empty());
                QVERIFY(pos.isLegalMove(line.moves.front()));
                QVERIFY(!firsts.contains(line.san.section(QLatin1Char(' '), 1, 1)));
                firsts << line.san.section(QLatin1Char(' '), 1, 1);
            }
        }
        QVERIFY2(live >= 3, qPrintable(QString::number(live)));
    }

    void destroyWhileRunningJoinsThread() {
        auto engine = std::make_shared<SteppingEngine>();
        {
            AnalysisController controller;
            controller.setEngine(engine);
            controller.start(Position::startPosition());
            QTRY_VERIFY(engine->started.load() == 1);
        } // the destructor must stop and join without hanging
        QCOMPARE(engine->ended.load(), 1);
        QCOMPARE(engine.use_count(), 1); // the worker released its engine
    }
};

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
