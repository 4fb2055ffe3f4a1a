// The search: known results of pawn endings (each row names its source),
// mate scores, recognizers, limits, determinism, stopping from another
// thread, and the same results on two threads (lazy SMP).
#include <atomic>
#include <chrono>
#include <thread>

#include <QElapsedTimer>
#include <QTest>

#include "chess/fen.h"
#include "chess/notation.h"

#include "tables/tableregistry.h"

#include "eval/evaluation.h"

#include "search/search.h"

#include "testfen.h"

using namespace rampart;

namespace {

// WhiteDecisive: "decisive advantage for White" as the GUI says it: the score stands
// for a decisive advantage by the evaluation's own thresholds, and the value
// pair reaches "+-" and excludes anything below "+/-".
enum class Outcome { WhiteDecisive, WhiteWins, Draw, BlackWins };

// A search score (White's view) at least this large counts as "White wins";
// within +-DrawMargin as a draw. Both are far apart so a row cannot pass by
// rounding.
constexpr int WinMargin = 200;
constexpr int DrawMargin = 30;

QString describe(const Position &root, const SearchResult &r) {
    return QStringLiteral("score %1 (White %2) value %3 depth %4 nodes %5 pv %6")
        .arg(r.score)
        .arg(r.whiteScore())
        .arg(QString::fromStdString(r.value.symbol()))
        .arg(r.depth)
        .arg(r.nodes)
        .arg(QString::fromStdString(lineToSan(root, r.pv)));
}

} // namespace

Q_DECLARE_METATYPE(Outcome)

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    void knownResults_data();
    void knownResults();
    void mateScores_data();
    void mateScores();
    void terminalRoots_data();
    void terminalRoots();
    void tableMateDistancesAreExact_data();
    void tableMateDistancesAreExact();
    void blockageBoundsTheStrongerSide();
    void fiftyMoveRule();
    void insufficientMaterialInsideSearch();
    void repetitionIsDraw();
    void progressAfterEachDepth();
    void determinism();
    void planOrdering();
    void nodeLimit();
    void stopFromAnotherThread();
    void stopBeforeRunIsKept();
    void backgroundSearchReportsOnce();
    void multiPvOneIsSinglePv();
    void multiPvLines_data();
    void multiPvLines();
    void multiPvBestLineAgreesOnProvenResults_data();
    void multiPvBestLineAgreesOnProvenResults();
    void liveProgressIsRateLimited();
    void liveProgressChangesNothing();
    void twoThreadsAgreeWithOne_data();
    void twoThreadsAgreeWithOne();
    void twoThreadsAgreeOnMates_data();
    void twoThreadsAgreeOnMates();
    void twoThreadsReportDeeperIterations();
    void threadsStopAndReturnToOne();
};

void TestSearch::knownResults_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<Outcome>("outcome");
    // Acceptable first moves in UCI, space separated; empty = any.
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("source");

    // Breakthroughs
    QTest::newRow("fine70-lasker-reichhelm-kb1")
        << "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1" << 22 << Outcome::WhiteDecisive << "a1b1"
        << "Lasker-Reichhelm 1901; Fine, Basic Chess Endings (1941) no. 70";
    QTest::newRow("breakthrough-three-pawns-b6")
        << "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1" << 12 << Outcome::WhiteWins << ""
        << "the classic three-against-three breakthrough (1.b6! axb6 2.c6! bxc6 3.a6), "
           "e.g. Fine, Basic Chess Endings";
    // Outside passed pawn (evaluation: the deflection count)
    QTest::newRow("outside-passer-a4-deflects-the-king")
        << "8/5ppp/4k3/8/P7/4K3/6PP/8 w - - 0 1" << 8 << Outcome::WhiteWins
        << "e3d4 e3e4 e3f4 a4a5 h2h4"
        << "outside passed pawn against the king-side majority: the a-pawn lures the black "
           "king away, the white king eats the king-side pawns (Stockfish 15.1 MultiPV 5, "
           "depth 18-19: a5/h4 +6.05, Ke4 +5.51, Kd4 +5.36, Kf4 +5.28)";
    // Races into queen endings
    QTest::newRow("reti-study-draw")
        << "7K/8/k1P5/7p/8/8/8/8 w - - 0 1" << 14 << Outcome::Draw << "h8g7"
        << "R. Reti, Kagans Neueste Schachnachrichten 1921";
    QTest::newRow("race-both-queen-draw")
        << "8/8/2P5/5K2/8/7p/8/k7 w - - 0 1" << 10 << Outcome::Draw << ""
        << "both pawns queen; 1.c7 h2 2.c8=Q h1=Q and the h1 queen covers the first rank "
           "(no skewer): drawn queen ending (Stockfish 15.1 depth 30: 0.00)";
    // Opposition and the key squares of king and pawn against king
    QTest::newRow("kpk-pawn-on-6th-white-to-move-draw")
        << "4k3/8/4P3/4K3/8/8/8/8 w - - 0 1" << 16 << Outcome::Draw << ""
        << "KPK theory: pawn on the 6th ahead of its king, defender in front, attacker to move "
           "draws (1.Kd6 Kd8 2.e7+ Ke8 3.Ke6 stalemate); Fine, Basic Chess Endings, ch. 2";
    QTest::newRow("kpk-opposition-white-to-move-draw")
        << "8/8/8/4k3/8/4K3/4P3/8 w - - 0 1" << 16 << Outcome::Draw << ""
        << "KPK opposition: the defender holds the opposition in front of the pawn; "
           "Fine, Basic Chess Endings, ch. 2 (Stockfish 15.1 depth 26: +0.08)";
    QTest::newRow("kpk-opposition-black-to-move-loses")
        << "8/8/8/4k3/8/4K3/4P3/8 b - - 0 1" << 16 << Outcome::WhiteWins << ""
        << "the same with Black to move: White gains the opposition and a key square "
           "(Stockfish 15.1 depth 26: +6.93)";
    QTest::newRow("kpk-king-on-6th-wins")
        << "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1" << 14 << Outcome::WhiteWins << "e6d6 e6f6"
        << "KPK rule: king on the 6th in front of a non-rook pawn wins whoever moves";
    QTest::newRow("rook-pawn-corner-draw")
        << "7k/8/6K1/7P/8/8/8/8 w - - 0 1" << 16 << Outcome::Draw << ""
        << "KPK rook pawn with the defending king in the corner: always drawn";
    QTest::newRow("opposition-c-pawn-white-to-move-wins")
        << "8/2k5/2p5/2P5/3K4/8/8/8 w - - 0 1" << 16 << Outcome::WhiteWins << "d4e5"
        << "KP vs KP, blocked c-pawns: White to move goes round (1.Ke5! Kd7 2.Kf6) and wins "
           "c6 (Stockfish 15.1 depth 28: +12.4)";
    QTest::newRow("opposition-c-pawn-black-to-move-draw")
        << "8/2k5/2p5/2P5/3K4/8/8/8 b - - 0 1" << 16 << Outcome::Draw << "c7d7 c7d8"
        << "the same with Black to move: 1...Kd7! takes the opposition (Stockfish 15.1: 0.00); "
           "the KPKP table: 1...Kd8 draws as well, every other move loses";
    // Triangulation
    // Fortresses (blockage recognizer, Tabibi et al.)
    QTest::newRow("fortress-ram-fence-extra-pawn")
        << "8/8/4k3/p1p1p1p1/P1P1P1P1/P7/3K4/8 w - - 0 1" << 20 << Outcome::Draw << ""
        << "ram fence across the board: no pawn can move, no king can cross rank 4/5, "
           "White's extra a3 pawn is dead (constructed after Tabibi et al.'s diagrams)";
    QTest::newRow("fortress-two-extra-pawns")
        << "6k1/8/8/1p1p1p1p/1P1P1P1P/1P1P4/8/3K4 w - - 0 1" << 20 << Outcome::Draw << ""
        << "the same fence on b/d/f/h with two doubled extra pawns behind it";
    QTest::newRow("triangulation-kd5")
        << "8/2k5/p1P5/P1K5/8/8/8/8 w - - 0 1" << 16 << Outcome::WhiteWins << "c5d5"
        << "classic triangulation (1.Kd5 Kc8 2.Kc4! Kd8 3.Kd4 Kc8 4.Kd5); "
           "I. Epshteyn lesson 2, position 2.1; Wikipedia 'Triangulation (chess)'";
}

void TestSearch::knownResults() {
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(Outcome, outcome);
    QFETCH(QString, moves);
    QFETCH(QString, source);
    Q_UNUSED(source);

    const Position root = fromFen(fen.toLatin1().constData());
    Search search(16);
    const SearchResult r = search.run(root, SearchLimits::toDepth(depth));
    const QString info = describe(root, r);
    QVERIFY2(root.isLegalMove(r.bestMove), qPrintable(info));
    QCOMPARE(r.depth, depth);
    if (!moves.isEmpty())
        QVERIFY2(moves.split(QLatin1Char(' ')).contains(QString::fromStdString(r.bestMove.uci())),
                 qPrintable(QStringLiteral("best move %1 not in {%2}; %3")
                                .arg(QString::fromStdString(r.bestMove.uci()), moves, info)));
    // A win: the score says so, and the value pair excludes equality and
    // reaches at least a big advantage.
    switch (outcome) {
    case Outcome::WhiteDecisive:
        QVERIFY2(r.whiteScore() >= WinMargin, qPrintable(info));
        QVERIFY2(verdictForScore(r.whiteScore()) == Verdict::WhiteDecisive, qPrintable(info));
        QVERIFY2(r.value.optimistic == Verdict::WhiteDecisive, qPrintable(info));
        QVERIFY2(r.value.pessimistic >= Verdict::WhiteBig, qPrintable(info));
        break;
    case Outcome::WhiteWins:
        QVERIFY2(r.whiteScore() >= WinMargin, qPrintable(info));
        QVERIFY2(r.value.pessimistic >= Verdict::WhiteSlight, qPrintable(info));
        QVERIFY2(r.value.optimistic >= Verdict::WhiteBig, qPrintable(info));
        break;
    case Outcome::BlackWins:
        QVERIFY2(r.whiteScore() <= -WinMargin, qPrintable(info));
        QVERIFY2(r.value.optimistic <= Verdict::BlackSlight, qPrintable(info));
        QVERIFY2(r.value.pessimistic <= Verdict::BlackBig, qPrintable(info));
        break;
    case Outcome::Draw:
        QVERIFY2(std::abs(r.score) <= DrawMargin, qPrintable(info));
        QVERIFY2(r.value.contains(Verdict::Equal), qPrintable(info));
        break;
    }
}

void TestSearch::mateScores_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("mateMoves"); // from the side to move's view
    QTest::newRow("kqk-mate-in-1") << "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1" << 4 << 1;
    QTest::newRow("kqk-mated-in-1") << "7k/8/5QK1/8/8/8/8/8 b - - 0 1" << 4 << -1;
    QTest::newRow("back-rank-mate-in-1") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" << 6 << 1;
    QTest::newRow("promotion-mate-in-1") << "7k/4P3/6K1/8/8/8/8/8 w - - 0 1" << 6 << 1;
    // 1.Kb6 Kb8 2.Rh8#; no mate in one (1.Rh8+ Ka7).
    QTest::newRow("krk-mate-in-2") << "k7/8/2K5/8/8/8/8/7R w - - 0 1" << 6 << 2;
}

void TestSearch::mateScores() {
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(int, mateMoves);
    const Position root = fromFen(fen.toLatin1().constData());
    Search search(4);
    const SearchResult r = search.run(root, SearchLimits::toDepth(depth));
    const QString info = describe(root, r);
    QVERIFY2(r.isMate(), qPrintable(info));
    QCOMPARE(r.mateInMoves(), mateMoves);
    QVERIFY(r.proven);
    const Verdict winner = (mateMoves > 0) == (root.sideToMove() == White) ? Verdict::WhiteDecisive
                                                                           : Verdict::BlackDecisive;
    QCOMPARE(r.value, DiscreteValue::exact(winner));
    // The PV is legal and ends in mate after the announced number of plies.
    Position p = root;
    for (const Move m : r.pv) {
        QVERIFY(p.isLegalMove(m));
        p.makeMove(m);
    }
    QCOMPARE(int(r.pv.size()), std::abs(matePlies(r.score)));
    QVERIFY(p.isCheckmate());
}

void TestSearch::terminalRoots_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("score");
    QTest::newRow("stalemate") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << DrawScore;
    QTest::newRow("checkmated") << "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1" << matedIn(0);
}

void TestSearch::terminalRoots() {
    QFETCH(QString, fen);
    QFETCH(int, score);
    Search search(1);
    const SearchResult r =
        search.run(fromFen(fen.toLatin1().constData()), SearchLimits::toDepth(5));
    QVERIFY(r.bestMove.isNone());
    QCOMPARE(r.score, score);
    QVERIFY(r.proven);
}

void TestSearch::tableMateDistancesAreExact_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("kqk-white-to-move") << "8/8/8/3k4/8/8/8/KQ6 w - - 0 1";
    QTest::newRow("kqk-black-to-move") << "8/8/8/3k4/8/8/8/KQ6 b - - 0 1";
    QTest::newRow("krk-white-to-move") << "8/8/8/4k3/8/8/8/R3K3 w - - 0 1";
    QTest::newRow("kpk-win") << "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1";
    QTest::newRow("kpk-black-pawn") << "8/4p3/8/8/8/8/8/3K2k1 b - - 0 1";
}

void TestSearch::tableMateDistancesAreExact() {
    // Every child of the root is a table position, so a shallow search must
    // give exactly the table's distance to mate, and the PV (extended through
    // the tables) must end in mate after that many plies.
    QFETCH(QString, fen);
    const Position root = fromFen(fen.toLatin1().constData());
    const TableProbe probe = TableRegistry::threeManOnly().probe(root).result;
    QVERIFY(probe.isDecided());
    Search search(4);
    const SearchResult r = search.run(root, SearchLimits::toDepth(3));
    QVERIFY2(r.isMate(), qPrintable(describe(root, r)));
    QCOMPARE(std::abs(matePlies(r.score)), probe.plies());
    QCOMPARE(r.mateInMoves() > 0, probe.kind == TableProbe::Kind::Win);
    QVERIFY(r.proven);
    Position p = root;
    for (const Move m : r.pv) {
        QVERIFY(p.isLegalMove(m));
        p.makeMove(m);
    }
    QCOMPARE(int(r.pv.size()), probe.plies());
    QVERIFY(p.isCheckmate());
}

void TestSearch::blockageBoundsTheStrongerSide() {
    // A pawn up behind a complete ram fence: the evaluation alone would give
    // White the extra pawn; the blockage recognizer proves the draw at every
    // interior node, so a deep search costs almost nothing.
    const Position root = fromFen("8/8/4k3/p1p1p1p1/P1P1P1P1/P7/3K4/8 w - - 0 1");
    Search search(4);
    const SearchResult r = search.run(root, SearchLimits::toDepth(30));
    QCOMPARE(r.score, DrawScore);
    QCOMPARE(r.value, DiscreteValue::exact(Verdict::Equal));
    QVERIFY2(r.nodes < 10000, qPrintable(QString::number(r.nodes)));
}

void TestSearch::fiftyMoveRule() {
    // KQ vs K, 99 plies without capture or pawn move and no mate in one:
    // every move completes the hundredth ply, so the game is drawn.
    const Position drawn = fromFen("8/8/8/3k4/8/8/8/KQ6 w - - 99 80");
    Search search(4);
    SearchResult r = search.run(drawn, SearchLimits::toDepth(6));
    QCOMPARE(r.score, DrawScore);
    // The same with a clock of 0 is a clear win.
    r = search.run(fromFen("8/8/8/3k4/8/8/8/KQ6 w - - 0 80"), SearchLimits::toDepth(6));
    QVERIFY2(r.score >= WinMargin, qPrintable(describe(drawn, r)));
    // A mate delivered with the hundredth ply still counts.
    r = search.run(fromFen("7k/5Q2/6K1/8/8/8/8/8 w - - 99 80"), SearchLimits::toDepth(3));
    QVERIFY(r.isMate());
    QCOMPARE(r.mateInMoves(), 1);
}

void TestSearch::insufficientMaterialInsideSearch() {
    // A knight up is no win: every line ends in positions nobody can mate in.
    const Position pos = fromFen("8/8/3k4/8/8/3K4/8/6N1 w - - 0 1");
    Search search(4);
    const SearchResult r = search.run(pos, SearchLimits::toDepth(5));
    QCOMPARE(r.score, DrawScore);
    QCOMPARE(r.value, DiscreteValue::exact(Verdict::Equal));
}

void TestSearch::repetitionIsDraw() {
    // Black, a rook down, has seen this position before (after 1...Kd8
    // 2.Rh2 Ke8 3.Rh1): 3...Kd8 repeats the position after 1...Kd8, which the
    // search scores as a draw, so Black (to move, losing otherwise) chooses it.
    Position p = fromFen("4k3/8/8/8/8/8/8/4K2R b - - 0 1");
    const char *shuffle[] = {"e8d8", "h1h2", "d8e8", "h2h1"};
    for (const char *m : shuffle) p.makeMove(parseUciMove(p, m).move);
    QCOMPARE(p.repetitionCount(), 1);
    Search search(4);
    const SearchResult r = search.run(p, SearchLimits::toDepth(4));
    QCOMPARE(r.bestMove.uci(), std::string("e8d8"));
    QCOMPARE(r.score, DrawScore);
    // Without that history the same position is lost for Black.
    const SearchResult fresh =
        search.run(fromFen("4k3/8/8/8/8/8/8/4K2R b - - 0 1"), SearchLimits::toDepth(4));
    QVERIFY2(fresh.score <= -WinMargin, qPrintable(QString::number(fresh.score)));
}

void TestSearch::progressAfterEachDepth() {
    const Position root = fromFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
    Search search(8);
    int expectedDepth = 1;
    std::uint64_t lastNodes = 0;
    const SearchResult r = search.run(root, SearchLimits::toDepth(8), [&](const SearchResult &p) {
        QCOMPARE(p.depth, expectedDepth);
        ++expectedDepth;
        QVERIFY(p.selDepth >= p.depth);
        QVERIFY(p.nodes > lastNodes);
        lastNodes = p.nodes;
        QVERIFY(!p.pv.empty());
        QCOMPARE(p.pv.front(), p.bestMove);
        Position q = root;
        for (const Move m : p.pv) {
            QVERIFY(q.isLegalMove(m));
            q.makeMove(m);
        }
    });
    QCOMPARE(expectedDepth, 9);
    QCOMPARE(r.depth, 8);
    QVERIFY(!r.stopped);
}

void TestSearch::determinism() {
    const Position root = fromFen("8/5ppp/4k3/8/P7/4K3/6PP/8 w - - 0 1");
    Search a(16), b(8);
    const SearchResult r1 = a.run(root, SearchLimits::toDepth(11));
    const SearchResult r2 = a.run(root, SearchLimits::toDepth(11)); // same object, used before
    const SearchResult r3 = b.run(root, SearchLimits::toDepth(11)); // another object
    QCOMPARE(r1.nodes, r2.nodes);
    QCOMPARE(r1.bestMove, r2.bestMove);
    QCOMPARE(r1.score, r2.score);
    QCOMPARE(r1.pv, r2.pv);
    QCOMPARE(r3.bestMove, r1.bestMove);
    QCOMPARE(r3.score, r1.score);
}

void TestSearch::planOrdering() {
    // With the evaluation's plans in the ordering the search finds the same
    // results, stays deterministic, and visits a different tree.
    const Position root = fromFen("8/2k5/p1P5/P1K5/8/8/8/8 w - - 0 1");
    Search plain(8), planned(8);
    planned.setPlanOrdering(true);
    QVERIFY(planned.planOrdering());
    const SearchResult a = plain.run(root, SearchLimits::toDepth(14));
    const SearchResult b = planned.run(root, SearchLimits::toDepth(14));
    const SearchResult c = planned.run(root, SearchLimits::toDepth(14));
    QCOMPARE(b.bestMove.uci(), std::string("c5d5"));
    QVERIFY2(b.whiteScore() >= WinMargin, qPrintable(describe(root, b)));
    QCOMPARE(b.nodes, c.nodes);
    QVERIFY(a.nodes != b.nodes);
}

void TestSearch::nodeLimit() {
    const Position root = fromFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
    SearchLimits limits;
    limits.nodes = 20000;
    Search search(8);
    const SearchResult r = search.run(root, limits);
    QVERIFY(r.stopped);
    QVERIFY(r.nodes >= limits.nodes);
    QVERIFY(r.nodes <= limits.nodes + 1); // stops at the first node past the limit
    QVERIFY(root.isLegalMove(r.bestMove));
    // Deterministic as well: a node limit involves no clock.
    const SearchResult again = search.run(root, limits);
    QCOMPARE(again.bestMove, r.bestMove);
    QCOMPARE(again.depth, r.depth);
}

void TestSearch::stopFromAnotherThread() {
    const Position root = fromFen("8/5ppp/4k3/8/P7/4K3/6PP/8 w - - 0 1");
    Search search(16);
    SearchLimits limits;
    limits.infinite = true;
    using Clock = std::chrono::steady_clock;
    std::atomic<bool> stopped{false};
    Clock::time_point stopTime;
    std::thread t([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        stopTime = Clock::now();
        search.stop();
        stopped = true;
    });
    const SearchResult r = search.run(root, limits);
    const Clock::time_point returned = Clock::now();
    t.join();
    QVERIFY(stopped);
    QVERIFY(r.stopped || r.depth > 0);
    QVERIFY(root.isLegalMove(r.bestMove));
    QVERIFY(r.depth >= 1);
    // The search returned because of the stop, and promptly. The bound is
    // generous (sanitizer builds, loaded machines); the latency is printed.
    const auto latencyMs =
        std::chrono::duration_cast<std::chrono::microseconds>(returned - stopTime).count() / 1000.0;
    qInfo("stop latency %.3f ms", latencyMs);
    QVERIFY2(latencyMs < 1000, qPrintable(QString::number(latencyMs)));
}

// A stop that arrives after the caller armed the search and before run()
// began (a worker between its "still wanted?" check and run()) must end that
// run at once, not be cleared by it; arm() lets the next run search again.
void TestSearch::stopBeforeRunIsKept() {
    const Position root = fromFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
    Search search(8);
    search.arm();
    search.stop();
    int progressCalls = 0;
    const SearchResult stopped =
        search.run(root, SearchLimits::toDepth(12), [&](const SearchResult &) { ++progressCalls; });
    QVERIFY(stopped.stopped);
    QCOMPARE(stopped.depth, 0);
    QCOMPARE(progressCalls, 0);
    QVERIFY(stopped.nodes <= 1);
    // The flag stays until armed: a second run is stopped as well.
    QCOMPARE(search.run(root, SearchLimits::toDepth(12)).depth, 0);
    search.arm();
    const SearchResult searched = search.run(root, SearchLimits::toDepth(6));
    QVERIFY(!searched.stopped);
    QCOMPARE(searched.depth, 6);
    QVERIFY(root.isLegalMove(searched.bestMove));
}

void TestSearch::backgroundSearchReportsOnce() {
    const Position root = fromFen("7K/8/k1P5/7p/8/8/8/8 w - - 0 1");
    Search search(8);
    std::atomic<int> finishedCalls{0};
    std::atomic<int> progressCalls{0};
    SearchResult final;
    SearchLimits limits;
    limits.infinite = true;
    search.start(
        root, limits, [&](const SearchResult &) { ++progressCalls; },
        [&](const SearchResult &r) {
            final = r;
            ++finishedCalls;
        });
    QVERIFY(search.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(progressCalls.load() >= 3, 10000);
    // Infinite: still running after its first depths, until stopped.
    QVERIFY(search.isRunning());
    search.stop();
    search.wait();
    QVERIFY(!search.isRunning());
    QCOMPARE(finishedCalls.load(), 1);
    QVERIFY(root.isLegalMove(final.bestMove));
    // A second start on the same object works as well.
    SearchLimits depth4 = SearchLimits::toDepth(4);
    search.start(root, depth4, {}, [&](const SearchResult &r) {
        final = r;
        ++finishedCalls;
    });
    search.wait();
    QCOMPARE(finishedCalls.load(), 2);
    QCOMPARE(final.depth, 4);
}

void TestSearch::multiPvOneIsSinglePv() {
    // `bench search`'s reti row (64 MB, depth 16): the single-PV search as
    // it was before multi-PV existed, node for node.
    const Position root = fromFen("7K/8/k1P5/7p/8/8/8/8 w - - 0 1");
    Search fresh(64), reused(64);
    QCOMPARE(fresh.multiPv(), 1);
    const SearchResult a = fresh.run(root, SearchLimits::toDepth(16));
    QCOMPARE(a.nodes, std::uint64_t(69133));
    QCOMPARE(a.bestMove.uci(), std::string("h8g7"));
    QCOMPARE(a.score, 0);
    // One line, and it is the result's own.
    QCOMPARE(a.lines.size(), std::size_t(1));
    QCOMPARE(a.lines[0].pv, a.pv);
    QCOMPARE(a.lines[0].score, a.score);
    QCOMPARE(a.lines[0].value, a.value);
    QCOMPARE(a.lines[0].proven, a.proven);
    // A search object that ran with three lines and is set back to one
    // searches exactly as a fresh one.
    reused.setMultiPv(3);
    const SearchResult three = reused.run(root, SearchLimits::toDepth(16));
    QCOMPARE(three.lines.size(), std::size_t(3));
    QVERIFY(three.nodes != a.nodes);
    reused.setMultiPv(1);
    const SearchResult b = reused.run(root, SearchLimits::toDepth(16));
    QCOMPARE(b.nodes, a.nodes);
    QCOMPARE(b.pv, a.pv);
    QCOMPARE(b.score, a.score);
    // Out-of-range requests are clamped.
    reused.setMultiPv(0);
    QCOMPARE(reused.multiPv(), 1);
    reused.setMultiPv(50);
    QCOMPARE(reused.multiPv(), MaxMultiPv);
}

void TestSearch::multiPvLines_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("lines");
    QTest::addColumn<int>("depth");
    QTest::newRow("outside passer, 3 lines") << "8/5ppp/4k3/8/P7/4K3/6PP/8 w - - 0 1" << 3 << 9;
    QTest::newRow("triangulation, 4 lines") << "8/2k5/p1P5/P1K5/8/8/8/8 w - - 0 1" << 4 << 12;
    QTest::newRow("breakthrough, 8 lines") << "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1" << 8 << 8;
    // One legal move only (Kb8): never more lines than moves.
    QTest::newRow("one move, 8 asked") << "k7/8/1K6/8/8/8/8/8 b - - 0 1" << 8 << 6;
}

void TestSearch::multiPvLines() {
    QFETCH(QString, fen);
    QFETCH(int, lines);
    QFETCH(int, depth);
    const Position root = fromFen(qPrintable(fen));
    Search search(16);
    search.setMultiPv(lines);
    int reports = 0;
    const SearchResult r =
        search.run(root, SearchLimits::toDepth(depth), [&](const SearchResult &p) {
            ++reports;
            // Every completed depth reports all its lines.
            QCOMPARE(int(p.lines.size()), std::min(lines, root.legalMoves().size()));
        });
    QCOMPARE(reports, depth);
    const int expected = std::min(lines, root.legalMoves().size());
    QCOMPARE(int(r.lines.size()), expected);
    std::vector<Move> firstMoves;
    for (std::size_t k = 0; k < r.lines.size(); ++k) {
        const SearchLine &line = r.lines[k];
        QVERIFY(!line.pv.empty());
        // Distinct first moves, every line legal from the root.
        QVERIFY2(std::find(firstMoves.begin(), firstMoves.end(), line.pv.front()) ==
                     firstMoves.end(),
                 qPrintable(QString::fromStdString(line.pv.front().uci())));
        firstMoves.push_back(line.pv.front());
        Position pos = root;
        for (const Move m : line.pv) {
            QVERIFY2(pos.isLegalMove(m),
                     qPrintable(QString::fromStdString(lineToSan(root, line.pv))));
            pos.makeMove(m);
        }
        // Best first.
        if (k > 0) QVERIFY(r.lines[k - 1].score >= line.score);
    }
    QCOMPARE(r.pv, r.lines[0].pv);
    QCOMPARE(r.score, r.lines[0].score);
    QCOMPARE(r.bestMove, r.lines[0].pv.front());
}

void TestSearch::multiPvBestLineAgreesOnProvenResults_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    // Réti's study: a draw (Réti 1921); the opposition: White wins.
    QTest::newRow("reti") << "7K/8/k1P5/7p/8/8/8/8 w - - 0 1" << 14;
    QTest::newRow("opposition") << "8/2k5/2p5/2P5/3K4/8/8/8 w - - 0 1" << 16;
    QTest::newRow("mate in one") << "7k/4P3/6K1/8/8/8/8/8 w - - 0 1" << 4;
}

void TestSearch::multiPvBestLineAgreesOnProvenResults() {
    // Where the single-PV score is exact (a mate or a proven draw), the best
    // of several lines has the same score and first move.
    QFETCH(QString, fen);
    QFETCH(int, depth);
    const Position root = fromFen(qPrintable(fen));
    Search single(16), multi(16);
    multi.setMultiPv(3);
    const SearchResult a = single.run(root, SearchLimits::toDepth(depth));
    const SearchResult b = multi.run(root, SearchLimits::toDepth(depth));
    QCOMPARE(b.lines[0].score, a.score);
    QCOMPARE(b.whiteScore(b.lines[0]), a.whiteScore());
    QCOMPARE(b.lines[0].value, a.value);
    QCOMPARE(b.lines[0].isMate(), a.isMate());
    if (a.isMate()) QCOMPARE(b.lines[0].mateInMoves(), a.mateInMoves());
}

void TestSearch::liveProgressIsRateLimited() {
    // A search of 1.2 s on a position no depth finishes early: live
    // reports come while iterations run, never closer than the interval.
    const Position root = fromFen("8/5pk1/6p1/1p5p/1P5P/6P1/5PK1/8 w - - 0 1");
    Search search(16);
    std::vector<SearchProgress> seen;
    std::vector<std::int64_t> wallMs;
    QElapsedTimer timer;
    search.setLiveProgress([&](const SearchProgress &p) {
        seen.push_back(p);
        wallMs.push_back(timer.elapsed());
    });
    SearchLimits limits;
    limits.timeMs = 1200;
    timer.start();
    const SearchResult r = search.run(root, limits);
    const std::int64_t total = timer.elapsed();
    QVERIFY2(r.stopped, "the search should need more than the time given");
    QVERIFY2(int(seen.size()) <= int(total / LiveProgressIntervalMs) + 1,
             qPrintable(QStringLiteral("%1 reports in %2 ms").arg(seen.size()).arg(total)));
    QVERIFY2(seen.size() >= 5, qPrintable(QStringLiteral("only %1 reports").arg(seen.size())));
    const MoveList rootMoves = root.legalMoves();
    for (std::size_t i = 0; i < seen.size(); ++i) {
        const SearchProgress &p = seen[i];
        QVERIFY(p.depth >= 1);
        QVERIFY(p.timeMs >= LiveProgressIntervalMs * std::int64_t(i + 1));
        if (i > 0) {
            QVERIFY(p.timeMs - seen[i - 1].timeMs >= LiveProgressIntervalMs);
            QVERIFY(wallMs[i] - wallMs[i - 1] >= LiveProgressIntervalMs - 5);
            QVERIFY(p.nodes > seen[i - 1].nodes);
            QVERIFY(p.depth >= seen[i - 1].depth);
        }
        QVERIFY(std::find(rootMoves.begin(), rootMoves.end(), p.currentMove) != rootMoves.end());
        QVERIFY(p.currentMoveNumber >= 1 && p.currentMoveNumber <= rootMoves.size());
    }
}

void TestSearch::liveProgressChangesNothing() {
    const Position root = fromFen("8/2k5/p1P5/P1K5/8/8/8/8 w - - 0 1");
    Search plain(16), live(16);
    int calls = 0;
    live.setLiveProgress([&](const SearchProgress &) { ++calls; });
    const SearchResult a = plain.run(root, SearchLimits::toDepth(16));
    const SearchResult b = live.run(root, SearchLimits::toDepth(16));
    QCOMPARE(b.nodes, a.nodes);
    QCOMPARE(b.pv, a.pv);
    QCOMPARE(b.score, a.score);
}

// Lazy SMP: two threads race through a shared table, so their node counts
// and their heuristic scores vary from run to run; where one thread's
// result is settled at a row's depth, two threads must give the same move
// and the same result there: the same proven value (mate distance, draw)
// where both prove one, else a win, a draw or a loss by the same margins as
// knownResults.
void TestSearch::twoThreadsAgreeWithOne_data() {
    knownResults_data();
}

void TestSearch::twoThreadsAgreeWithOne() {
    QFETCH(QString, fen);
    QFETCH(int, depth);
    // Fine #70 is not settled at its row's depth for two threads: one
    // thread reaches +5.81 at depth 20 by the luck of its move order; two
    // threads mostly by depth 22, but one run in three ends there on +1.0
    // (core/search/README.md, Threads).
    if (QTest::currentDataTag() == QLatin1String("fine70-lasker-reichhelm-kb1"))
        QSKIP("not settled for two threads at this depth");
    const Position root = fromFen(fen.toLatin1().constData());
    Search one(16), two(16);
    two.setThreads(2);
    QCOMPARE(two.threads(), 2);
    const SearchResult single = one.run(root, SearchLimits::toDepth(depth));
    const SearchResult pair = two.run(root, SearchLimits::toDepth(depth));
    const QString info =
        QStringLiteral("one thread: %1; two: %2").arg(describe(root, single), describe(root, pair));
    QCOMPARE(pair.depth, depth);
    // The same move, or where the row knows several right moves (two that
    // draw), another of them: which of equal moves a thread settles on is
    // the race's order, not the value.
    QFETCH(QString, moves);
    const QStringList right = moves.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QVERIFY2(pair.bestMove == single.bestMove ||
                 (right.size() > 1 && right.contains(QString::fromStdString(pair.bestMove.uci())) &&
                  right.contains(QString::fromStdString(single.bestMove.uci()))),
             qPrintable(info));
    const auto result = [](const SearchResult &r) {
        return r.whiteScore() >= WinMargin ? 1 : r.whiteScore() <= -WinMargin ? -1 : 0;
    };
    QVERIFY2(result(pair) == result(single), qPrintable(info));
    if (std::abs(single.score) <= DrawMargin)
        QVERIFY2(std::abs(pair.score) <= DrawMargin, qPrintable(info));
    if (single.proven && pair.proven) {
        QVERIFY2(pair.value == single.value, qPrintable(info));
        QVERIFY2(pair.score == single.score, qPrintable(info)); // the same mate distance
    }
}

void TestSearch::twoThreadsAgreeOnMates_data() {
    mateScores_data();
}

void TestSearch::twoThreadsAgreeOnMates() {
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(int, mateMoves);
    const Position root = fromFen(fen.toLatin1().constData());
    Search search(4);
    search.setThreads(2);
    const SearchResult r = search.run(root, SearchLimits::toDepth(depth));
    QVERIFY2(r.isMate(), qPrintable(describe(root, r)));
    QCOMPARE(r.mateInMoves(), mateMoves);
    QVERIFY(r.proven);
    Position p = root;
    for (const Move m : r.pv) {
        QVERIFY(p.isLegalMove(m));
        p.makeMove(m);
    }
    QVERIFY(p.isCheckmate());
}

// With two threads the result is the deepest iteration either thread
// completed: every report is deeper than the one before, with a legal PV
// from the root, and a depth limit ends on exactly that depth.
void TestSearch::twoThreadsReportDeeperIterations() {
    const Position root = fromFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
    Search search(16);
    search.setThreads(2);
    std::vector<SearchResult> reports;
    const SearchResult r = search.run(root, SearchLimits::toDepth(18),
                                      [&](const SearchResult &p) { reports.push_back(p); });
    QCOMPARE(r.depth, 18);
    QVERIFY(!reports.empty());
    QCOMPARE(reports.back().depth, 18);
    for (std::size_t i = 0; i < reports.size(); ++i) {
        if (i > 0) QVERIFY(reports[i].depth > reports[i - 1].depth);
        QVERIFY(!reports[i].pv.empty());
        QCOMPARE(reports[i].bestMove, reports[i].pv.front());
        Position p = root;
        for (const Move m : reports[i].pv) {
            QVERIFY(p.isLegalMove(m));
            p.makeMove(m);
        }
    }
}

// More threads stop like one (a background search, a node limit), and a
// Search set back to one thread searches exactly as a fresh one.
void TestSearch::threadsStopAndReturnToOne() {
    const Position root = fromFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
    Search search(16);
    search.setThreads(0);
    QCOMPARE(search.threads(), 1);
    search.setThreads(MaxSearchThreads + 1);
    QCOMPARE(search.threads(), MaxSearchThreads);
    search.setThreads(3);
    QCOMPARE(search.threads(), 3);

    std::atomic<int> progressCalls{0}, finishedCalls{0};
    SearchResult final;
    SearchLimits infinite;
    infinite.infinite = true;
    search.start(
        root, infinite, [&](const SearchResult &) { ++progressCalls; },
        [&](const SearchResult &r) {
            final = r;
            ++finishedCalls;
        });
    QTRY_VERIFY_WITH_TIMEOUT(progressCalls.load() >= 3, 10000);
    search.stop();
    search.wait();
    QCOMPARE(finishedCalls.load(), 1);
    QVERIFY(root.isLegalMove(final.bestMove));

    search.arm();
    SearchLimits limits;
    limits.nodes = 20000;
    const SearchResult limited = search.run(root, limits);
    QVERIFY(limited.stopped);
    QVERIFY(limited.nodes >= limits.nodes);
    QVERIFY(root.isLegalMove(limited.bestMove));

    search.setThreads(1);
    Search fresh(16);
    const SearchResult again = search.run(root, SearchLimits::toDepth(14));
    const SearchResult alone = fresh.run(root, SearchLimits::toDepth(14));
    QCOMPARE(again.nodes, alone.nodes);
    QCOMPARE(again.pv, alone.pv);
    QCOMPARE(again.score, alone.score);
}

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
