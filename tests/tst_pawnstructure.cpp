// Set-wise pawn-structure features and the PawnKing distance types.
#include <QTest>

#include "patterns/quadbitboard.h"

#include "eval/distance.h"
#include "eval/pawnstructure.h"

using namespace rampart;

class TestPawnStructure : public QObject {
    Q_OBJECT
private slots:
    void features_data();
    void features();
    void colourSymmetry();
    void pawnPathDistance_data();
    void pawnPathDistance();
    void kingPathAvoidsForbiddenSquares();
    void diagonalDistance();
};

static Bitboard squares(const QString &list) {
    Bitboard b = 0;
    for (const QString &s : list.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        b |= squareBB(makeSquare(s.at(0).toLatin1() - 'a', s.at(1).toLatin1() - '1'));
    return b;
}

static Bitboard feature(const PawnFeatures &f, const QString &name) {
    if (name == QLatin1String("passed")) return f.passed;
    if (name == QLatin1String("protectedPassed")) return f.protectedPassed;
    if (name == QLatin1String("outsidePassed")) return f.outsidePassed;
    if (name == QLatin1String("candidates")) return f.candidates;
    if (name == QLatin1String("backward")) return f.backward;
    if (name == QLatin1String("isolated")) return f.isolated;
    if (name == QLatin1String("doubled")) return f.doubled;
    if (name == QLatin1String("rams")) return f.rams;
    if (name == QLatin1String("levers")) return f.levers;
    if (name == QLatin1String("duos")) return f.duos;
    qFatal("unknown feature");
}

void TestPawnStructure::features_data() {
    QTest::addColumn<QString>("placement");
    QTest::addColumn<bool>("white");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    const QString wing = QStringLiteral("8/8/8/3pP3/8/8/PP6/8");
    QTest::newRow("passer beside an enemy pawn") << wing << true << "passed"
                                                 << "a2 b2 e5";
    QTest::newRow("outside passers far from the enemy pawns") << wing << true << "outsidePassed"
                                                              << "a2 b2";
    QTest::newRow("black passer") << wing << false << "passed"
                                  << "d5";
    QTest::newRow("black passer is not outside") << wing << false << "outsidePassed"
                                                 << "";
    QTest::newRow("duo") << wing << true << "duos"
                         << "a2 b2";
    QTest::newRow("isolated white") << wing << true << "isolated"
                                    << "e5";
    QTest::newRow("isolated black") << wing << false << "isolated"
                                    << "d5";
    const QString lever = QStringLiteral("8/8/8/3p4/2P1P3/8/8/8");
    QTest::newRow("two levers on one pawn") << lever << true << "levers"
                                            << "c4 e4";
    QTest::newRow("black lever") << lever << false << "levers"
                                 << "d5";
    QTest::newRow("no passer among levers") << lever << true << "passed"
                                            << "";
    QTest::newRow("rams") << "8/8/8/4p3/4P3/8/8/8" << true << "rams"
                          << "e4";
    QTest::newRow("black ram") << "8/8/8/4p3/4P3/8/8/8" << false << "rams"
                               << "e5";
    QTest::newRow("doubled: the rear pawn") << "8/8/8/8/8/2P5/2P5/8" << true << "doubled"
                                            << "c2";
    QTest::newRow("doubled: only the front pawn is passed")
        << "8/8/8/8/8/2P5/2P5/8" << true << "passed"
        << "c3";
    const QString backward = QStringLiteral("8/8/8/2p1p3/4P3/3P4/8/8");
    QTest::newRow("backward") << backward << true << "backward"
                              << "d3";
    QTest::newRow("backward pawn is not isolated") << backward << true << "isolated"
                                                   << "";
    const QString candidate = QStringLiteral("8/8/1p6/8/2P5/3P4/8/8");
    QTest::newRow("candidate: helper against sentry") << candidate << true << "candidates"
                                                      << "c4";
    QTest::newRow("candidate is not passed") << candidate << true << "passed"
                                             << "d3";
    QTest::newRow("no candidate without a helper") << "8/8/1p6/8/2P5/8/8/8" << true << "candidates"
                                                   << "";
    const QString protectedPasser = QStringLiteral("8/p7/8/4P3/3P4/8/8/8");
    QTest::newRow("protected passer") << protectedPasser << true << "protectedPassed"
                                      << "e5";
    QTest::newRow("both are passed") << protectedPasser << true << "passed"
                                     << "d4 e5";
}

void TestPawnStructure::features() {
    QFETCH(QString, placement);
    QFETCH(bool, white);
    QFETCH(QString, name);
    QFETCH(QString, expected);
    const auto board = QuadBitboard::fromPlacement(placement.toStdString());
    QVERIFY(board);
    const PawnStructure structure(*board);
    QCOMPARE(feature(structure[white ? White : Black], name), squares(expected));
}

void TestPawnStructure::colourSymmetry() {
    // Every feature of the colour-flipped structure is the flipped feature.
    const char *placements[] = {"8/8/8/3pP3/8/8/PP6/8", "8/8/8/2p1p3/4P3/3P4/8/8",
                                "8/pp3p2/2p3p1/3P3p/1P5P/P5P1/5P2/8", "8/8/1p6/8/2P5/3P4/8/8"};
    const QString names[] = {
        "passed",   "protectedPassed", "outsidePassed", "candidates", "backward",
        "isolated", "doubled",         "rams",          "levers",     "duos"};
    for (const char *placement : placements) {
        const auto board = QuadBitboard::fromPlacement(placement);
        QVERIFY(board);
        const PawnStructure a(*board), b(board->colorFlipped());
        for (const QString &name : names) {
            QCOMPARE(feature(b[Black], name), flipVertical(feature(a[White], name)));
            QCOMPARE(feature(b[White], name), flipVertical(feature(a[Black], name)));
        }
    }
}

void TestPawnStructure::pawnPathDistance_data() {
    QTest::addColumn<int>("color");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<QString>("obstacles");
    QTest::addColumn<int>("expected");
    QTest::newRow("push") << int(White) << int(E4) << int(E8) << "" << 4;
    QTest::newRow("double step counts once") << int(White) << int(E2) << int(E8) << "" << 5;
    QTest::newRow("black double step") << int(Black) << int(D7) << int(D1) << "" << 5;
    QTest::newRow("blocked on the way") << int(White) << int(E4) << int(E8) << "e6" << NoPath;
    QTest::newRow("blocked on the target") << int(White) << int(E4) << int(E8) << "e8" << NoPath;
    QTest::newRow("other file") << int(White) << int(E4) << int(D8) << "" << NoPath;
    QTest::newRow("backwards") << int(White) << int(E4) << int(E3) << "" << NoPath;
}

void TestPawnStructure::pawnPathDistance() {
    QFETCH(int, color);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QString, obstacles);
    QFETCH(int, expected);
    QCOMPARE(rampart::pawnPathDistance(Color(color), Square(from), Square(to), squares(obstacles)),
             expected);
}

void TestPawnStructure::kingPathAvoidsForbiddenSquares() {
    QCOMPARE(kingPathDistance(A1, H8, AllSquares), 7);
    QCOMPARE(kingPathDistance(D4, D4, AllSquares), 0);
    // A wall on the e-file from e1 to e7: the king walks round by e8.
    const Bitboard wall = squares("e1 e2 e3 e4 e5 e6 e7");
    QCOMPARE(kingPathDistance(D4, F4, ~wall), 8);
    // Closed completely: no path.
    QCOMPARE(kingPathDistance(D4, F4, ~(wall | squareBB(E8))), NoPath);
    // The target itself may be "forbidden" (a pawn to capture).
    QCOMPARE(kingPathDistance(D4, E5, ~squareBB(E5)), 1);
    QCOMPARE(kingPathDistance(D4, squares("h1 a8"), AllSquares), 4);
    QCOMPARE(popCount(kingReach(D4, 1, AllSquares)), 9);
    // The one-flood version agrees with the single-target one.
    const Bitboard targets = squares("f4 e8 h1 d4 a8");
    const auto many = kingPathDistances(D4, targets, ~wall);
    for (Bitboard t = targets; t;) {
        const Square s = popLsb(t);
        QCOMPARE(int(many[s]), kingPathDistance(D4, s, ~wall));
    }
    QCOMPARE(int(many[C4]), NoPath); // not a target
}

void TestPawnStructure::diagonalDistance() {
    QCOMPARE(rampart::diagonalDistance(A1, C7), 2);
    QCOMPARE(rampart::diagonalDistance(A1, H8), 7);
    QCOMPARE(rampart::diagonalDistance(A1, A8), 0);
}

QTEST_GUILESS_MAIN(TestPawnStructure)
#include "tst_pawnstructure.moc"
