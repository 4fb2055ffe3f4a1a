// The KPK win/draw bitbase: the published counts, symmetry, probing.
#include <QTest>

#include "chess/fen.h"
#include "chess/position.h"

#include "tables/kpkbitbase.h"

using namespace rampart;

namespace {

const KpkBitbase &bitbase() {
    static const KpkBitbase instance;
    return instance;
}

// Legality as the standard KPK counts take it, written independently of the generator:
// kings not adjacent and not on the pawn, no pawn on rank 1 or 8, the side
// not to move not in check (only the pawn can check the weak king).
bool legal(Square wk, Square pawn, Square bk, Color stm) {
    if (wk == pawn || bk == pawn || wk == bk) return false;
    if (kingDistance(wk, bk) <= 1) return false;
    if (rankOf(pawn) == 0 || rankOf(pawn) == 7) return false;
    if (stm == White && (pawnAttacks(White, pawn) & squareBB(bk))) return false;
    return true;
}

} // namespace

class TestKpkBitbase : public QObject {
    Q_OBJECT

private slots:
    void counts();
    void layout();
    void colourFlipAndMirror();
    void probePosition_data();
    void probePosition();
    void probeRejectsOtherMaterial();
};

void TestKpkBitbase::counts() {
    std::uint64_t legalCount[2] = {0, 0}, won[2] = {0, 0};
    for (int p = A2; p <= H7; ++p)
        for (int wk = 0; wk < 64; ++wk)
            for (int bk = 0; bk < 64; ++bk)
                for (Color stm : {White, Black}) {
                    if (!legal(Square(wk), Square(p), Square(bk), stm)) {
                        // Illegal configurations never read as won.
                        if (bitbase().isWin(White, Square(wk), Square(p), Square(bk), stm))
                            QFAIL("illegal configuration reads as won");
                        continue;
                    }
                    ++legalCount[stm];
                    won[stm] += bitbase().isWin(White, Square(wk), Square(p), Square(bk), stm);
                }
    QCOMPARE(legalCount[White], std::uint64_t(163328));
    QCOMPARE(won[White], std::uint64_t(124960));
    QCOMPARE(legalCount[Black], std::uint64_t(168024));
    QCOMPARE(won[Black], std::uint64_t(97604));
}

void TestKpkBitbase::layout() {
    QCOMPARE(KpkBitbase::memoryBytes(), 2 * 12 * 1024);
    QCOMPARE(KpkBitbase::pawnIndex(A2), 0);
    QCOMPARE(KpkBitbase::pawnIndex(D7), 23);
    QCOMPARE(KpkBitbase::pawnIndex(E4), -1);
    QCOMPARE(KpkBitbase::pawnIndex(A1), -1);
    QCOMPARE(KpkBitbase::pawnIndex(A8), -1);
    for (int i = 0; i < KpkBitbase::PawnSquares; ++i)
        QCOMPARE(KpkBitbase::pawnIndex(KpkBitbase::pawnSquare(i)), i);
    QCOMPARE(KpkBitbase::index(H8, D7, H8), (23 << 12) | (63 << 6) | 63);
}

void TestKpkBitbase::colourFlipAndMirror() {
    int wrong = 0;
    for (int p = A2; p <= H7; ++p)
        for (int wk = 0; wk < 64; ++wk)
            for (int bk = 0; bk < 64; ++bk)
                for (Color stm : {White, Black}) {
                    const bool w = bitbase().isWin(White, Square(wk), Square(p), Square(bk), stm);
                    // File mirror.
                    wrong +=
                        w != bitbase().isWin(White, mirrorFile(Square(wk)), mirrorFile(Square(p)),
                                             mirrorFile(Square(bk)), stm);
                    // Colour flip: a Black pawn going down the board.
                    wrong += w != bitbase().isWin(Black, flipRank(Square(wk)), flipRank(Square(p)),
                                                  flipRank(Square(bk)), ~stm);
                }
    QCOMPARE(wrong, 0);
}

void TestKpkBitbase::probePosition_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("pawnSideWins");
    QTest::newRow("rook pawn, defender in the corner") << "7k/8/8/8/8/8/7P/7K w - - 0 1" << false;
    QTest::newRow("king in front on the 6th wins") << "4k3/8/4K3/4P3/8/8/8/8 b - - 0 1" << true;
    QTest::newRow("king on the 6th, White to move wins too")
        << "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1" << true;
    QTest::newRow("pawn hangs") << "8/8/8/8/3k4/4P3/8/K7 b - - 0 1" << false;
    QTest::newRow("knight pawn stalemate") << "k7/2K5/1P6/8/8/8/8/8 b - - 0 1" << false;
    QTest::newRow("knight pawn, White to move") << "k7/2K5/1P6/8/8/8/8/8 w - - 0 1" << true;
    QTest::newRow("queen stalemates, rook wins") << "8/1P6/k7/8/K7/8/8/8 w - - 0 1" << true;
    QTest::newRow("Black pawn outside the square") << "K7/8/8/8/8/8/6p1/7k w - - 0 1" << true;
    QTest::newRow("Black pawn, White king catches it") << "8/8/8/8/8/5K2/6p1/k7 w - - 0 1" << false;
}

void TestKpkBitbase::probePosition() {
    QFETCH(QString, fen);
    QFETCH(bool, pawnSideWins);
    const FenResult r = parseFen(fen.toStdString());
    QVERIFY2(r.ok(), qPrintable(fen));
    bool won = !pawnSideWins;
    QVERIFY(bitbase().probe(*r.position, won));
    QCOMPARE(won, pawnSideWins);
}

void TestKpkBitbase::probeRejectsOtherMaterial() {
    bool won = false;
    QVERIFY(!bitbase().probe(*parseFen("k7/8/8/8/8/8/8/K6Q w - - 0 1").position, won));
    QVERIFY(!bitbase().probe(*parseFen("k7/8/8/8/8/8/PP6/K7 w - - 0 1").position, won));
    QVERIFY(!bitbase().probe(Position::startPosition(), won));
}

QTEST_APPLESS_MAIN(TestKpkBitbase)
#include "tst_kpkbitbase.moc"
