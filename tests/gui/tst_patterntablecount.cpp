// PatternTableCounter's threading: a new start() cancels the running count
// without waiting for it, the cancelled run ends in the background and its
// result is dropped, and only the latest request reports. The count itself is
// a controlled stand-in here (the real one is checked against the table in
// tst_patterneditor); the GUI thread must never block on a run.
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>

#include <atomic>

#include "workers/patterntablecount.h"

using namespace rampart;

namespace {
// A count that holds its run until the test releases it, then reports the
// pattern's side to move in positions[] so results can be told apart.
struct HeldCount {
    QSemaphore release;
    std::atomic<int> started{0};
    std::atomic<int> ended{0};
    std::atomic<int> sawCancel{0};

    PatternTableCounter::CountFunction function() {
        return [this](const Pattern &pattern, const std::function<bool()> &cancelled) {
            ++started;
            PatternTableCount count;
            // Bounded so that a counter that waited for this run could not
            // hang the test: it would just see the run ended too early.
            const bool released = release.tryAcquire(1, 10000);
            if (cancelled()) {
                ++sawCancel;
                count.cancelled = true;
            }
            count.positions[White] = pattern.sideToMove == White ? 1 : 2;
            count.matched[White][0] = released ? 1 : 0;
            ++ended;
            return count;
        };
    }
};

Pattern patternFor(Color side) {
    Pattern p;
    p.sideToMove = side;
    return p;
}
} // namespace

class TestPatternTableCount : public QObject {
    Q_OBJECT

private slots:
    void newStartDoesNotWaitForTheOldRun() {
        HeldCount held;
        PatternTableCounter counter(held.function());
        QSignalSpy finished(&counter, &PatternTableCounter::finished);
        const int first = counter.start(patternFor(White));
        QTRY_COMPARE(held.started.load(), 1); // the first run is working
        const int second = counter.start(patternFor(Black));
        // start() returned while the first run still holds: it did not wait.
        QCOMPARE(held.ended.load(), 0);
        QVERIFY(second > first);
        QVERIFY(counter.isRunning());
        held.release.release(2);
        QTRY_COMPARE(held.ended.load(), 2);
        QTRY_VERIFY(!counter.isRunning());
        QCOMPARE(held.sawCancel.load(), 1); // the first run was told to stop
        // Only the latest request reports, with its own result.
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toInt(), second);
        const auto count = finished.at(0).at(1).value<PatternTableCount>();
        QCOMPARE(count.positions[White], std::uint64_t(2));
        QCOMPARE(count.matched[White][0], std::uint64_t(1));
        QTest::qWait(20);
        QCOMPARE(finished.count(), 1); // the cancelled run's result never arrives
    }

    void cancelReturnsAtOnceAndReportsNothing() {
        HeldCount held;
        PatternTableCounter counter(held.function());
        QSignalSpy finished(&counter, &PatternTableCounter::finished);
        counter.start(patternFor(White));
        QTRY_COMPARE(held.started.load(), 1);
        counter.cancel();
        QCOMPARE(held.ended.load(), 0); // cancel() did not wait either
        held.release.release();
        counter.wait();
        QCoreApplication::processEvents();
        QCOMPARE(held.ended.load(), 1);
        QCOMPARE(held.sawCancel.load(), 1);
        QTest::qWait(20);
        QCOMPARE(finished.count(), 0);
    }

    void destructorWaitsForRunsStillWorking() {
        HeldCount held;
        {
            PatternTableCounter counter(held.function());
            counter.start(patternFor(White));
            QTRY_COMPARE(held.started.load(), 1);
            held.release.release();
        } // must cancel and join, not leave a run reporting to a dead object
        QCOMPARE(held.ended.load(), 1);
    }
};

QTEST_MAIN(TestPatternTableCount)
#include "tst_patterntablecount.moc"
