// Perft: the move generator against the published node counts.
#include <QTest>

#include "chess/fen.h"
#include "chess/perft.h"

using namespace rampart;

class TestPerft : public QObject {
    Q_OBJECT
private slots:
    void counts_data();
    void counts();
    void divideSumsToTotal();
};

void TestPerft::counts_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("nodes");

    // The six standard positions (Chess Programming Wiki "Perft Results").
    const QString initial =
        QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    QTest::newRow("initial-d1") << initial << 1 << quint64(20);
    QTest::newRow("initial-d3") << initial << 3 << quint64(8902);
    QTest::newRow("initial-d5") << initial << 5 << quint64(4865609);
    const QString kiwipete =
        QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    QTest::newRow("kiwipete-d1") << kiwipete << 1 << quint64(48);
    QTest::newRow("kiwipete-d3") << kiwipete << 3 << quint64(97862);
    QTest::newRow("kiwipete-d4") << kiwipete << 4 << quint64(4085603);
    const QString pos3 = QStringLiteral("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
    QTest::newRow("position3-d4-en-passant-pins") << pos3 << 4 << quint64(43238);
    QTest::newRow("position3-d6") << pos3 << 6 << quint64(11030083);
    const QString pos4 =
        QStringLiteral("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
    QTest::newRow("position4-d3") << pos4 << 3 << quint64(9467);
    QTest::newRow("position4-d5") << pos4 << 5 << quint64(15833292);
    const QString pos4Mirrored =
        QStringLiteral("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1");
    QTest::newRow("position4-mirrored-d4") << pos4Mirrored << 4 << quint64(422333);
    const QString pos5 =
        QStringLiteral("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");
    QTest::newRow("position5-d4") << pos5 << 4 << quint64(2103487);
    const QString pos6 =
        QStringLiteral("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10");
    QTest::newRow("position6-d4") << pos6 << 4 << quint64(3894594);

    // Pawn endings and special moves (counts from the "perftsuite" collection
    // and Martin Sedlak's/Peter Ellis Jones' tricky-position lists).
    QTest::newRow("ep-discovered-check-along-rank")
        << QStringLiteral("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1") << 1 << quint64(6);
    QTest::newRow("ep-capture-gives-check")
        << QStringLiteral("8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1") << 6 << quint64(1440467);
    QTest::newRow("illegal-ep-move-1")
        << QStringLiteral("3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1") << 6 << quint64(1134888);
    QTest::newRow("illegal-ep-move-2")
        << QStringLiteral("8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1") << 6 << quint64(1015133);
    QTest::newRow("promote-out-of-check")
        << QStringLiteral("2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1") << 6 << quint64(3821001);
    QTest::newRow("promote-to-give-check")
        << QStringLiteral("4k3/1P6/8/8/8/8/K7/8 w - - 0 1") << 6 << quint64(217342);
    QTest::newRow("underpromote-to-check")
        << QStringLiteral("8/P1k5/K7/8/8/8/8/8 w - - 0 1") << 6 << quint64(92683);
    QTest::newRow("self-stalemate")
        << QStringLiteral("K1k5/8/P7/8/8/8/8/8 w - - 0 1") << 6 << quint64(2217);
    QTest::newRow("stalemate-and-checkmate")
        << QStringLiteral("8/k1P5/8/1K6/8/8/8/8 w - - 0 1") << 7 << quint64(567584);
    QTest::newRow("double-check") << QStringLiteral("8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1") << 4
                                  << quint64(23527);
    QTest::newRow("castle-rights")
        << QStringLiteral("r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1") << 4 << quint64(1274206);
    QTest::newRow("castling-prevented")
        << QStringLiteral("r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1") << 4 << quint64(1720476);
    QTest::newRow("short-castling-gives-check")
        << QStringLiteral("5k2/8/8/8/8/8/8/4K2R w K - 0 1") << 6 << quint64(661072);
    QTest::newRow("long-castling-gives-check")
        << QStringLiteral("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1") << 6 << quint64(803711);
    QTest::newRow("discovered-check")
        << QStringLiteral("8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1") << 5 << quint64(1004658);
}

void TestPerft::counts() {
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(quint64, nodes);
    const FenResult parsed = parseFen(fen.toStdString());
    QVERIFY2(parsed.ok(), qPrintable(fen));
    Position pos = *parsed.position;
    const Key before = pos.key();
    QCOMPARE(quint64(perft(pos, depth)), nodes);
    QCOMPARE(pos.key(), before); // make/unmake restored everything
    QCOMPARE(toFen(pos), toFen(*parsed.position));
}

void TestPerft::divideSumsToTotal() {
    Position pos = *parseFen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1").position;
    const auto divided = perftDivide(pos, 3);
    QCOMPARE(int(divided.size()), 14);
    quint64 sum = 0;
    for (const auto &entry : divided) sum += entry.second;
    QCOMPARE(sum, quint64(2812));
}

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
