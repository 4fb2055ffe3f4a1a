// The transposition table: probing, mate score adjustment by ply, the
// replacement policy, and stores and probes from several threads at once.
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include <QTest>

#include "search/transpositiontable.h"

using namespace rampart;

class TestTranspositionTable : public QObject {
    Q_OBJECT
private slots:
    void storeAndProbe();
    void mateScoresAreAdjustedByPly_data();
    void mateScoresAreAdjustedByPly();
    void sameKeyKeepsDeeperUnlessExact();
    void sameKeyKeepsDeeperExact();
    void sameKeyKeepsMoveWhenNoneGiven();
    void fullBucketReplacesShallowestAndOldest();
    void clearForgetsEverything();
    void concurrentStoresNeverMixEntries();
};

namespace {

// Keys that land in the same bucket: equal low bits, different high bits.
std::uint64_t keyInBucket(std::uint64_t bucket, int n) {
    return bucket | (std::uint64_t(n + 1) << 40);
}

} // namespace

void TestTranspositionTable::storeAndProbe() {
    TranspositionTable tt(1);
    const Move m(E2, E4);
    tt.store(0x1234, 3, m, 57, 40, 9, Bound::Lower);
    const TranspositionHit hit = tt.probe(0x1234, 3);
    QVERIFY(hit.found);
    QCOMPARE(hit.move, m);
    QCOMPARE(hit.score, 57);
    QCOMPARE(hit.staticEval, 40);
    QCOMPARE(hit.depth, 9);
    QCOMPARE(hit.bound, Bound::Lower);
    QVERIFY(!tt.probe(0x1235, 3).found);
    QVERIFY(!tt.probe(0x1234 | (std::uint64_t(1) << 50), 3).found); // same index, other key
}

void TestTranspositionTable::mateScoresAreAdjustedByPly_data() {
    QTest::addColumn<int>("score");
    QTest::addColumn<int>("storePly");
    QTest::addColumn<int>("probePly");
    QTest::addColumn<int>("expected");
    // Mate in 7 plies from the root found at ply 3 is mate in 4 from the
    // node; reached again at ply 5 it is mate in 9 from the root.
    QTest::newRow("win") << mateIn(7) << 3 << 5 << mateIn(9);
    QTest::newRow("loss") << matedIn(8) << 2 << 6 << matedIn(12);
    QTest::newRow("win-closer") << mateIn(11) << 9 << 1 << mateIn(3);
    QTest::newRow("heuristic-unchanged") << 1234 << 2 << 10 << 1234;
    QTest::newRow("negative-heuristic-unchanged") << -20000 << 4 << 1 << -20000;
}

void TestTranspositionTable::mateScoresAreAdjustedByPly() {
    QFETCH(int, score);
    QFETCH(int, storePly);
    QFETCH(int, probePly);
    QFETCH(int, expected);
    TranspositionTable tt(1);
    tt.store(42, storePly, Move::none(), score, 0, 5, Bound::Exact);
    QCOMPARE(tt.probe(42, probePly).score, expected);
}

void TestTranspositionTable::sameKeyKeepsDeeperUnlessExact() {
    TranspositionTable tt(1);
    tt.store(7, 0, Move(A2, A3), 10, 0, 12, Bound::Lower);
    tt.store(7, 0, Move(B2, B3), 20, 0, 4, Bound::Upper); // shallower bound: ignored
    QCOMPARE(tt.probe(7, 0).depth, 12);
    QCOMPARE(tt.probe(7, 0).score, 10);
    tt.store(7, 0, Move(C2, C3), 30, 0, 4, Bound::Exact); // exact wins
    QCOMPARE(tt.probe(7, 0).depth, 4);
    QCOMPARE(tt.probe(7, 0).score, 30);
    QCOMPARE(tt.probe(7, 0).bound, Bound::Exact);
    // After a new generation an old deep entry is overwritten by anything.
    tt.newGeneration();
    tt.store(7, 0, Move(D2, D3), 40, 0, 1, Bound::Upper);
    QCOMPARE(tt.probe(7, 0).score, 40);
}

// Shared by threads, an exact score beats a deeper bound, not a deeper exact
// score (a search thread a ply behind must not wipe the principal variation
// of one ahead); an exact score of the same depth or deeper replaces it.
void TestTranspositionTable::sameKeyKeepsDeeperExact() {
    TranspositionTable tt(1);
    tt.setSharedByThreads(true);
    tt.store(7, 0, Move(A2, A3), 10, 0, 12, Bound::Exact);
    tt.store(7, 0, Move(B2, B3), 20, 0, 11, Bound::Exact); // shallower exact: ignored
    QCOMPARE(tt.probe(7, 0).depth, 12);
    QCOMPARE(tt.probe(7, 0).score, 10);
    QCOMPARE(tt.probe(7, 0).move, Move(A2, A3));
    tt.store(7, 0, Move(C2, C3), 30, 0, 12, Bound::Exact);
    QCOMPARE(tt.probe(7, 0).score, 30);
    QCOMPARE(tt.probe(7, 0).move, Move(C2, C3));
}

void TestTranspositionTable::sameKeyKeepsMoveWhenNoneGiven() {
    TranspositionTable tt(1);
    tt.store(99, 0, Move(G1, F3), 0, 0, 3, Bound::Lower);
    tt.store(99, 0, Move::none(), -5, 0, 6, Bound::Upper);
    QCOMPARE(tt.probe(99, 0).move, Move(G1, F3));
    QCOMPARE(tt.probe(99, 0).score, -5);
}

void TestTranspositionTable::fullBucketReplacesShallowestAndOldest() {
    TranspositionTable tt(1);
    const std::uint64_t bucket = 5;
    const int depths[TranspositionTable::BucketSize] = {8, 3, 9, 6};
    for (int i = 0; i < TranspositionTable::BucketSize; ++i)
        tt.store(keyInBucket(bucket, i), 0, Move::none(), i, 0, depths[i], Bound::Exact);
    for (int i = 0; i < TranspositionTable::BucketSize; ++i)
        QVERIFY(tt.probe(keyInBucket(bucket, i), 0).found);
    // A fifth key evicts the shallowest (depth 3).
    tt.store(keyInBucket(bucket, 10), 0, Move::none(), 0, 0, 1, Bound::Exact);
    QVERIFY(tt.probe(keyInBucket(bucket, 10), 0).found);
    QVERIFY(!tt.probe(keyInBucket(bucket, 1), 0).found);
    // Age counts against depth (8 plies per generation): two searches later,
    // with the other three entries rewritten in the current one, the old
    // depth-9 entry (worth 9 - 16) is evicted before fresh shallow ones.
    tt.newGeneration();
    tt.newGeneration();
    tt.store(keyInBucket(bucket, 10), 0, Move::none(), 0, 0, 1, Bound::Exact); // now current
    tt.store(keyInBucket(bucket, 0), 0, Move::none(), 0, 0, 8, Bound::Exact);  // now current
    tt.store(keyInBucket(bucket, 3), 0, Move::none(), 0, 0, 6, Bound::Exact);  // now current
    tt.store(keyInBucket(bucket, 11), 0, Move::none(), 0, 0, 2, Bound::Exact);
    QVERIFY(tt.probe(keyInBucket(bucket, 11), 0).found);
    QVERIFY(!tt.probe(keyInBucket(bucket, 2), 0).found); // old depth 9 evicted
    QVERIFY(tt.probe(keyInBucket(bucket, 10), 0).found);
}

void TestTranspositionTable::clearForgetsEverything() {
    TranspositionTable tt(2);
    QCOMPARE(tt.sizeMegabytes(), std::size_t(2));
    for (std::uint64_t k = 1; k < 1000; ++k)
        tt.store(k * 7919, 0, Move::none(), 1, 0, 1, Bound::Exact);
    QVERIFY(tt.hashfull() > 0);
    tt.clear();
    QCOMPARE(tt.hashfull(), 0);
    for (std::uint64_t k = 1; k < 1000; ++k) QVERIFY(!tt.probe(k * 7919, 0).found);
}

// The search's threads store and probe one table without locks. Two writers
// keep rewriting the entries of two buckets, each with a key's own data (a
// function of the key); a reader checks every hit against that function. A
// hit with one store's key and another's data (a torn entry) fails.
void TestTranspositionTable::concurrentStoresNeverMixEntries() {
    TranspositionTable tt(1);
    constexpr int Buckets = 2;
    constexpr int Keys = 16 * Buckets; // four times what the buckets hold
    const auto key = [](int i) { return keyInBucket(std::uint64_t(i % Buckets), i / Buckets); };
    const auto move = [](int i) { return Move(Square(i % 64), Square((i * 7 + 1) % 64)); };
    const auto score = [](int i) { return i * 37 % 2000 - 1000; };
    const auto staticEval = [](int i) { return i * 13 % 500 - 250; };
    const auto depth = [](int i) { return 1 + i % 50; };
    std::atomic<bool> writing{true};
    const auto write = [&](int step) {
        const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(400);
        for (int n = 0; std::chrono::steady_clock::now() < end; ++n)
            for (int k = 0; k < 1000; ++k) {
                const int i = (n * 1000 + k) * step % Keys;
                tt.store(key(i), 0, move(i), score(i), staticEval(i), depth(i), Bound::Exact);
            }
    };
    std::thread first(write, 1), second(write, 5);
    std::uint64_t hits = 0, wrong = 0;
    std::thread reader([&] {
        while (writing.load(std::memory_order_relaxed))
            for (int i = 0; i < Keys; ++i) {
                const TranspositionHit hit = tt.probe(key(i), 0);
                if (!hit.found) continue;
                ++hits;
                if (hit.move != move(i) || hit.score != score(i) ||
                    hit.staticEval != staticEval(i) || hit.depth != depth(i) ||
                    hit.bound != Bound::Exact)
                    ++wrong;
            }
    });
    first.join();
    second.join();
    writing = false;
    reader.join();
    qInfo("%llu hits checked", static_cast<unsigned long long>(hits));
    QVERIFY(hits > 0);
    QCOMPARE(wrong, std::uint64_t(0));
}

QTEST_GUILESS_MAIN(TestTranspositionTable)
#include "tst_transpositiontable.moc"
