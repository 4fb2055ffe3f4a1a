// PatternHoleFinder's threading: a new start() cancels the running search
// without waiting for it, the cancelled run ends in the background and its
// result is dropped, and only the latest request reports. The search itself
// is a controlled stand-in here (the real one is checked against the tables
// in tst_patternholes and tst_patterneditor); the GUI thread must never
// block on a run.
#include <atomic>

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>

#include "workers/patternholes.h"

using namespace rampart;

namespace {
// A search that holds its run until the test releases it, then reports the
// pattern's side to move in positions so results can be told apart.
struct HeldCount {
    QSemaphore release;
    std::atomic<int> started{0};
    std::atomic<int> ended{0};
    std::atomic<int> sawCancel{0};

    PatternHoleFinder::FindFunction function(const Pattern &pattern) {
        return [this, pattern](const std::atomic<bool> *cancel) {
            ++started;
            PatternHoleReport report;
            // Bounded so that a finder that waited for this run could not
            // hang the test: it would just see the run ended too early.
            const bool released = release.tryAcquire(1, 10000);
            if (cancel->load()) {
                ++sawCancel;
                report.cancelled = true;
            }
            report.positions = pattern.sideToMove == White ? 1 : 2;
            report.matched = released ? 1 : 0;
            ++ended;
            return report;
        };
    }
};

Pattern patternFor(Color side) {
    Pattern p;
    p.sideToMove = side;
    return p;
}
} // namespace

class TestPatternHoleFinder : public QObject {
    Q_OBJECT

private slots:
    void newStartDoesNotWaitForTheOldRun() {
        HeldCount held;
        PatternHoleFinder finder;
        QSignalSpy finished(&finder, &PatternHoleFinder::finished);
        const int first = finder.start(held.function(patternFor(White)));
        QTRY_COMPARE(held.started.load(), 1); // the first run is working
        const int second = finder.start(held.function(patternFor(Black)));
        // start() returned while the first run still holds: it did not wait.
        QCOMPARE(held.ended.load(), 0);
        QVERIFY(second > first);
        QVERIFY(finder.isRunning());
        held.release.release(2);
        QTRY_COMPARE(held.ended.load(), 2);
        QTRY_VERIFY(!finder.isRunning());
        QCOMPARE(held.sawCancel.load(), 1); // the first run was told to stop
        // Only the latest request reports, with its own result.
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toInt(), second);
        const auto report = finished.at(0).at(1).value<PatternHoleReport>();
        QCOMPARE(report.positions, std::uint64_t(2));
        QCOMPARE(report.matched, std::uint64_t(1));
        QTest::qWait(20);
        QCOMPARE(finished.count(), 1); // the cancelled run's result never arrives
    }

    void cancelReturnsAtOnceAndReportsNothing() {
        HeldCount held;
        PatternHoleFinder finder;
        QSignalSpy finished(&finder, &PatternHoleFinder::finished);
        finder.start(held.function(patternFor(White)));
        QTRY_COMPARE(held.started.load(), 1);
        finder.cancel();
        QCOMPARE(held.ended.load(), 0); // cancel() did not wait either
        held.release.release();
        finder.wait();
        QCoreApplication::processEvents();
        QCOMPARE(held.ended.load(), 1);
        QCOMPARE(held.sawCancel.load(), 1);
        QTest::qWait(20);
        QCOMPARE(finished.count(), 0);
    }

    void destructorWaitsForRunsStillWorking() {
        HeldCount held;
        {
            PatternHoleFinder finder;
            finder.start(held.function(patternFor(White)));
            QTRY_COMPARE(held.started.load(), 1);
            held.release.release();
        } // must cancel and join, not leave a run reporting to a dead object
        QCOMPARE(held.ended.load(), 1);
    }
};

QTEST_MAIN(TestPatternHoleFinder)
#include "tst_patternholefinder.moc"
