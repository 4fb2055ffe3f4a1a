// Patterns: the direction of the match, transforms and identities.
#include <QTest>

#include "chess/fen.h"

#include "patterns/pattern.h"
#include "patterns/patternmatcher.h"

using namespace rampart;

class TestPattern : public QObject {
    Q_OBJECT
private slots:
    void placementRoundTrip();
    void quadBitboardTransforms();
    void fixedIsSubsetOfBoardNotTheOtherWay();
    void notBoardForbids();
    void variableBoard_data();
    void variableBoard();
    void fileShift();
    void rankShiftOnlyWhenAllowed();
    void colourFlipMapsIdentities();
    void fileMirror();
    void shiftsKeepAnchorsOnTheBoard();
    void notSquaresOffTheBoardAreDropped();
    void notZonesKeepTheirEdge();
    void shiftedNotBoardByHand_data();
    void shiftedNotBoardByHand();
    void sideToMoveFlipsWithColour();
    void squareWithSeveralRoles();
    void symmetricPatternReportedOnce();
    void matchesOnPosition();
};

static QuadBitboard board(const char *placement) {
    std::string error;
    const auto b = QuadBitboard::fromPlacement(placement, &error);
    if (!b) qFatal("bad placement %s: %s", placement, error.c_str());
    return *b;
}

static Pattern pawnBlockPattern(std::uint8_t transforms) {
    // White pawn e4 with the black king right in front of it.
    Pattern p;
    p.name = "block";
    p.transforms = transforms;
    p.fixed.set(Man::WhitePawn, E4);
    p.fixed.set(Man::BlackKing, E5);
    p.addIdentity(E4, "passer");
    p.addIdentity(E5, "stop square");
    return p;
}

void TestPattern::placementRoundTrip() {
    const QuadBitboard b = board("4k3/8/8/3pP3/8/8/PP6/4K3");
    QCOMPARE(b.placement(), std::string("4k3/8/8/3pP3/8/8/PP6/4K3"));
    QCOMPARE(b.count(), 6);
    QCOMPARE(b.kingSquare(Black), E8);
    QVERIFY(!QuadBitboard::fromPlacement("4k3/8/8/3pP3/8/8/PP6/4N3"));
    QVERIFY(!QuadBitboard::fromPlacement("4k3/8/8/8/8/8/8"));
    QVERIFY(!QuadBitboard::fromPlacement("4k4/8/8/8/8/8/8/8"));
}

void TestPattern::quadBitboardTransforms() {
    const QuadBitboard b = board("8/8/8/8/4P3/8/8/K6k");
    QCOMPARE(b.colorFlipped().placement(), std::string("k6K/8/8/4p3/8/8/8/8"));
    QCOMPARE(b.fileMirrored().placement(), std::string("8/8/8/8/3P4/8/8/k6K"));
    bool lost = false;
    QCOMPARE(b.shifted(0, 1, &lost).placement(), std::string("8/8/8/4P3/8/8/K6k/8"));
    QVERIFY(!lost);
    b.shifted(1, 0, &lost);
    QVERIFY(lost); // the king on h1 falls off
    QVERIFY((b | b.colorFlipped()).isSubsetOf(b | b.colorFlipped()));
    QVERIFY(!(b & b.colorFlipped()).count());
}

void TestPattern::fixedIsSubsetOfBoardNotTheOtherWay() {
    const Pattern p = pawnBlockPattern(NoTransform);
    // The board holds the pattern's men and more: the prose of Horacek's PawnKing
    // (fixed board subset of the board) says this matches. The page's code
    // snippet, `(board & fix) != board`, would reject it.
    const QuadBitboard crowded = board("8/8/8/4k3/4P3/8/PP6/4K3");
    QVERIFY(p.matchesUntransformed(crowded));
    QCOMPARE(matchPattern(p, crowded, White).size(), std::size_t(1));
    // A board that is a subset of the fixed board but lacks one of its men does not.
    const QuadBitboard partial = board("8/8/8/8/4P3/8/8/8");
    QVERIFY(partial.isSubsetOf(p.fixed));
    QVERIFY(!p.matchesUntransformed(partial));
}

void TestPattern::notBoardForbids() {
    Pattern p = pawnBlockPattern(NoTransform);
    p.notBoard.set(Man::WhiteKing, D6);
    QVERIFY(p.matchesUntransformed(board("8/8/8/4k3/4P3/8/8/4K3")));
    QVERIFY(!p.matchesUntransformed(board("8/8/3K4/4k3/4P3/8/8/8")));
    // Another man on the forbidden square is fine: the not board is per man.
    QVERIFY(p.matchesUntransformed(board("8/8/3P4/4k3/4P3/8/8/4K3")));
}

void TestPattern::variableBoard_data() {
    QTest::addColumn<QString>("placement");
    QTest::addColumn<bool>("matches");
    QTest::newRow("one of the variable men") << "8/8/3K4/4k3/4P3/8/8/8" << true;
    QTest::newRow("the other variable man") << "8/8/5K2/4k3/4P3/8/8/8" << true;
    QTest::newRow("none of them") << "8/8/8/4k3/4P3/8/8/4K3" << false;
}

void TestPattern::variableBoard() {
    QFETCH(QString, placement);
    QFETCH(bool, matches);
    Pattern p = pawnBlockPattern(NoTransform);
    QVERIFY(p.matchesUntransformed(board(qPrintable(placement)))); // empty variable asks nothing
    p.variable.set(Man::WhiteKing, D6);
    p.variable.set(Man::WhiteKing, F6);
    QCOMPARE(p.matchesUntransformed(board(qPrintable(placement))), matches);
}

void TestPattern::fileShift() {
    const Pattern p = pawnBlockPattern(AllowFileShift);
    const auto matches = matchPattern(p, board("8/8/8/1k6/1P6/8/8/4K3"), White);
    QCOMPARE(matches.size(), std::size_t(1));
    QCOMPARE(matches[0].transform.fileShift, -3);
    QCOMPARE(matches[0].transform.rankShift, 0);
    QVERIFY(!matches[0].transform.colorFlipped);
    QCOMPARE(matches[0].squaresWithRole("passer"), squareBB(B4));
    QCOMPARE(matches[0].squaresWithRole("stop square"), squareBB(B5));
    QCOMPARE(matches[0].transform.describe(), std::string("files -3"));
}

void TestPattern::rankShiftOnlyWhenAllowed() {
    const QuadBitboard b = board("8/8/1k6/1P6/8/8/8/4K3");
    QVERIFY(matchPattern(pawnBlockPattern(AllowFileShift), b, White).empty());
    const auto matches = matchPattern(pawnBlockPattern(AllowFileShift | AllowRankShift), b, White);
    QCOMPARE(matches.size(), std::size_t(1));
    QCOMPARE(matches[0].transform.rankShift, 1);
    QCOMPARE(matches[0].squaresWithRole("passer"), squareBB(B5));
}

void TestPattern::colourFlipMapsIdentities() {
    // Black pawn e5 with the white king on e4: the pattern seen for Black.
    const QuadBitboard b = board("4k3/8/8/4p3/4K3/8/8/8");
    QVERIFY(matchPattern(pawnBlockPattern(NoTransform), b, White).empty());
    const auto matches = matchPattern(pawnBlockPattern(AllowColorFlip), b, White);
    QCOMPARE(matches.size(), std::size_t(1));
    QVERIFY(matches[0].transform.colorFlipped);
    QCOMPARE(matches[0].side, Black);
    QCOMPARE(matches[0].squaresWithRole("passer"), squareBB(E5));
    QCOMPARE(matches[0].squaresWithRole("stop square"), squareBB(E4));
}

void TestPattern::fileMirror() {
    // An asymmetric pattern: pawn e4, king d6. Mirrored it is pawn d4, king e6.
    Pattern p;
    p.name = "asym";
    p.transforms = NoTransform;
    p.fixed.set(Man::WhitePawn, E4);
    p.fixed.set(Man::WhiteKing, D6);
    p.addIdentity(D6, "key square");
    const QuadBitboard b = board("8/8/4K3/8/3P4/8/8/k7");
    QVERIFY(matchPattern(p, b, White).empty());
    p.transforms = AllowFileMirror;
    const auto matches = matchPattern(p, b, White);
    QCOMPARE(matches.size(), std::size_t(1));
    QVERIFY(matches[0].transform.fileMirrored);
    QCOMPARE(matches[0].squaresWithRole("key square"), squareBB(E6));
}

void TestPattern::shiftsKeepAnchorsOnTheBoard() {
    // Key squares two ranks ahead on three files: shifting onto the a-file
    // would push the d6 square off the board, so an a-pawn never matches.
    Pattern p;
    p.name = "key";
    p.transforms = AllowFileShift | AllowRankShift;
    p.fixed.set(Man::WhitePawn, E4);
    p.variable.set(Man::WhiteKing, D6);
    p.variable.set(Man::WhiteKing, E6);
    p.variable.set(Man::WhiteKing, F6);
    QVERIFY(matchPattern(p, board("8/8/1K6/8/P7/8/8/7k"), White).empty());
    QCOMPARE(matchPattern(p, board("8/8/K7/8/1P6/8/8/7k"), White).size(), std::size_t(1));
}

void TestPattern::notSquaresOffTheBoardAreDropped() {
    // "No black pawn on the files beside the passer": on the a-file the
    // left-hand not squares leave the board and the pattern still matches.
    Pattern p;
    p.name = "lonely";
    p.transforms = AllowFileShift;
    p.fixed.set(Man::WhitePawn, E4);
    for (Square s : {D5, D6, D7, F5, F6, F7}) p.notBoard.set(Man::BlackPawn, s);
    QCOMPARE(matchPattern(p, board("k7/8/8/8/P7/8/8/7K"), White).size(), std::size_t(1));
    QVERIFY(matchPattern(p, board("k7/8/1p6/8/P7/8/8/7K"), White).empty());
}

void TestPattern::notZonesKeepTheirEdge() {
    // "No black pawn in front of the a-pawn up to the seventh rank", drawn
    // at a4 and shifted by ranks: at a2 the zone must still reach a7 (a plain
    // translation would stop at a5), at a6 it is a7 alone.
    Pattern p;
    p.name = "free a-pawn";
    p.transforms = AllowRankShift;
    p.fixed.set(Man::WhitePawn, A4);
    for (Square s : {A5, A6, A7}) p.notBoard.set(Man::BlackPawn, s);
    QCOMPARE(matchPattern(p, board("k7/8/8/8/8/8/P7/7K"), White).size(), std::size_t(1));
    QVERIFY(matchPattern(p, board("k7/p7/8/8/8/8/P7/7K"), White).empty());
    QVERIFY(matchPattern(p, board("k7/8/p7/8/8/8/P7/7K"), White).empty());
    QVERIFY(matchPattern(p, board("k7/p7/P7/8/8/8/8/7K"), White).empty());
    QCOMPARE(matchPattern(p, board("k7/8/P7/8/8/8/8/7K"), White).size(), std::size_t(1));
    // A zone that stops short of the edge is moved as drawn.
    Pattern q = p;
    q.notBoard = {};
    q.notBoard.set(Man::BlackPawn, A5);
    QCOMPARE(matchPattern(q, board("k7/p7/8/8/8/8/P7/7K"), White).size(), std::size_t(1));
    QVERIFY(matchPattern(q, board("k7/8/8/8/8/p7/P7/7K"), White).empty());
}

void TestPattern::shiftedNotBoardByHand_data() {
    QTest::addColumn<QString>("notBoard");
    QTest::addColumn<int>("files");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<QString>("expected");
    QTest::newRow("inner square translated")
        << "8/8/8/3p4/8/8/8/8" << 1 << -1 << "8/8/8/8/4p3/8/8/8";
    QTest::newRow("pawn zone kept at rank 7")
        << "8/p7/8/8/8/8/8/8" << 0 << -3 << "8/p7/p7/p7/p7/8/8/8";
    QTest::newRow("pawn zone kept at rank 2")
        << "8/8/8/8/8/8/1P6/8" << 0 << 2 << "8/8/8/8/1P6/1P6/1P6/8";
    QTest::newRow("pawn leaves its ranks") << "8/1p6/8/8/8/8/8/8" << 0 << 1 << "8/8/8/8/8/8/8/8";
    QTest::newRow("king zone kept at rank 8")
        << "4k3/8/8/8/8/8/8/8" << 0 << -2 << "4k3/4k3/4k3/8/8/8/8/8";
    QTest::newRow("zone kept at the h-file")
        << "8/8/8/7p/8/8/8/8" << -2 << 0 << "8/8/8/5ppp/8/8/8/8";
    QTest::newRow("corner kept on both edges")
        << "7k/8/8/8/8/8/8/8" << -1 << -1 << "6kk/6kk/8/8/8/8/8/8";
    QTest::newRow("off the board") << "8/8/8/8/8/8/8/K7" << -1 << 0 << "8/8/8/8/8/8/8/8";
}

void TestPattern::shiftedNotBoardByHand() {
    QFETCH(QString, notBoard);
    QFETCH(int, files);
    QFETCH(int, ranks);
    QFETCH(QString, expected);
    const QuadBitboard shifted = shiftedNotBoard(board(qPrintable(notBoard)), files, ranks);
    QCOMPARE(QString::fromStdString(shifted.placement()), expected);
}

void TestPattern::sideToMoveFlipsWithColour() {
    Pattern p;
    p.name = "opposition";
    p.transforms = AllowColorFlip | AllowFileShift | AllowRankShift;
    p.sideToMove = Black; // White holds the opposition when Black must move
    p.fixed.set(Man::WhiteKing, E4);
    p.fixed.set(Man::BlackKing, E6);
    const QuadBitboard b = board("8/8/4k3/8/4K3/8/8/8");
    const auto blackToMove = matchPattern(p, b, Black);
    QCOMPARE(blackToMove.size(), std::size_t(1));
    QCOMPARE(blackToMove[0].side, White);
    // White to move: the same kings seen from Black's side (colour flipped:
    // black king e6 -> "white" e3 ... shifted) give Black the opposition.
    const auto whiteToMove = matchPattern(p, b, White);
    QCOMPARE(whiteToMove.size(), std::size_t(1));
    QCOMPARE(whiteToMove[0].side, Black);
    QVERIFY(whiteToMove[0].transform.colorFlipped);
}

void TestPattern::squareWithSeveralRoles() {
    Pattern p = pawnBlockPattern(NoTransform);
    p.addIdentity(E4, "protected passer");
    p.addIdentity(E4, "passer"); // no duplicate
    QCOMPARE(p.rolesOf(E4), (std::vector<std::string>{"passer", "protected passer"}));
    const auto matches = matchPattern(p, board("8/8/8/4k3/4P3/3P4/8/4K3"), White);
    QCOMPARE(matches.size(), std::size_t(1));
    QCOMPARE(matches[0].squaresWithRole("passer"), squareBB(E4));
    QCOMPARE(matches[0].squaresWithRole("protected passer"), squareBB(E4));
    QCOMPARE(matches[0].describeIdentities(),
             std::string("e4 passer, protected passer; e5 stop square"));
}

void TestPattern::symmetricPatternReportedOnce() {
    // A file-symmetric pattern: mirrored it is the same concrete instance.
    Pattern p;
    p.name = "ram";
    p.transforms = AllowFileMirror | AllowFileShift;
    p.fixed.set(Man::WhitePawn, E4);
    p.fixed.set(Man::BlackPawn, E5);
    const auto matches = matchPattern(p, board("k7/8/8/2p1p3/2P1P3/8/8/7K"), White);
    QCOMPARE(matches.size(), std::size_t(2)); // c-file and e-file, each once
}

void TestPattern::matchesOnPosition() {
    const FenResult fen = parseFen("8/8/8/4k3/4P3/8/8/4K3 w - - 0 1");
    QVERIFY(fen.ok());
    const auto matches = matchPattern(pawnBlockPattern(AllTransforms), *fen.position);
    QCOMPARE(matches.size(), std::size_t(1));
    QVERIFY(matches[0].transform.isIdentity());
}

QTEST_GUILESS_MAIN(TestPattern)
#include "tst_pattern.moc"
