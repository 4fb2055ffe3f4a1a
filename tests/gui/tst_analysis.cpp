// The analysis worker thread with a test engine (the real search is not
// merged yet): start, stop, restart with a new position (latest request
// wins, stale results dropped), and a clean shutdown while running.
#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

#include "chess/fen.h"
#include "workers/analysiscontroller.h"
#include "workers/searchengine.h"

using namespace rampart;

namespace {
// Reports one "depth" every few milliseconds until stopped or maxDepth;
// the node count carries the number of legal moves so tests can tell which
// position a report belongs to. A test double, not a search.
class SteppingEngine : public AnalysisEngine {
public:
    explicit SteppingEngine(int maxDepth = 1000000)
        : m_maxDepth(maxDepth) {}
    void analyse(const Position &pos, const StopCheck &shouldStop,
                 const Reporter &report) override {
        ++started;
        for (int depth = 1; depth <= m_maxDepth && !shouldStop(); ++depth) {
            AnalysisInfo info;
            info.depth = depth;
            info.nodes = quint64(pos.legalMoves().size());
            report(info);
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
        ++ended;
    }
    void requestStop() override { ++stopRequests; }
    std::atomic<int> stopRequests{0};
    std::atomic<int> started{0};
    std::atomic<int> ended{0};

private:
    int m_maxDepth;
};

Position fromFen(const char *fen) {
    return *parseFen(fen).position;
}
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
        QCOMPARE(infos.count(), 6); // depths 1..5 and the final report
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
        auto engine = std::make_shared<SteppingEngine>();
        controller.setEngine(engine);
        QSignalSpy infos(&controller, &AnalysisController::infoUpdated);
        QSignalSpy dropped(&controller, &AnalysisController::staleResultDropped);
        const quint64 first = controller.start(Position::startPosition());
        QTRY_VERIFY(infos.count() >= 2);
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
        Q_UNUSED(dropped);
    }

    void realSearchReportsAndRestarts() {
        // The real engine (core/search.h) behind the same controller.
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
