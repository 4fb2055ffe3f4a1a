// SAN and UCI move notation, both directions.
#include <QTest>

#include "chess/fen.h"
#include "chess/notation.h"

using namespace rampart;

Q_DECLARE_METATYPE(rampart::NotationError)

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void sanWriting_data();
    void sanWriting();
    void sanReading_data();
    void sanReading();
    void sanRejects_data();
    void sanRejects();
    void uci_data();
    void uci();
    void everyMoveRoundTrips_data();
    void everyMoveRoundTrips();
    void lineWithMoveNumbers();
};

static Position at(const char *fen) {
    return *parseFen(fen).position;
}

void TestNotation::sanWriting_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("san");
    const QString start =
        QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    QTest::newRow("pawn-push") << start << "e2e4"
                               << "e4";
    QTest::newRow("knight") << start << "g1f3"
                            << "Nf3";
    const QString twoKnights = QStringLiteral("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    QTest::newRow("disambiguate-by-file") << twoKnights << "b1d2"
                                          << "Nbd2";
    const QString stackedRooks = QStringLiteral("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    QTest::newRow("disambiguate-by-rank") << stackedRooks << "a1a3"
                                          << "R1a3";
    const QString threeQueens = QStringLiteral("8/7k/8/8/8/Q1Q5/8/Q3K3 w - - 0 1");
    QTest::newRow("disambiguate-by-square") << threeQueens << "a3b2"
                                            << "Qa3b2";
    const QString promo = QStringLiteral("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    QTest::newRow("promotion") << promo << "e7e8q"
                               << "e8=Q";
    QTest::newRow("underpromotion") << promo << "e7e8n"
                                    << "e8=N";
    QTest::newRow("capture-promotion-check")
        << QStringLiteral("3r4/4P3/8/k7/8/8/8/4K3 w - - 0 1") << "e7d8q"
        << "exd8=Q+";
    QTest::newRow("en-passant") << QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2") << "e5d6"
                                << "exd6";
    QTest::newRow("castle-short") << QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
                                  << "e1g1"
                                  << "O-O";
    QTest::newRow("castle-long-check") << QStringLiteral("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1") << "e1c1"
                                       << "O-O-O+";
    QTest::newRow("mate") << QStringLiteral("7k/8/6K1/8/8/8/8/Q7 w - - 0 1") << "a1a8"
                          << "Qa8#";
}

void TestNotation::sanWriting() {
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(QString, san);
    const Position pos = at(fen.toLatin1().constData());
    const ParsedMove m = parseUciMove(pos, uci.toStdString());
    QVERIFY2(m.ok(), m.reason.c_str());
    QCOMPARE(QString::fromStdString(toSan(pos, m.move)), san);
}

void TestNotation::sanReading_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("uci");
    const QString promo = QStringLiteral("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    QTest::newRow("promotion-with-equals") << promo << "e8=Q"
                                           << "e7e8q";
    QTest::newRow("promotion-without-equals") << promo << "e8Q"
                                              << "e7e8q";
    QTest::newRow("promotion-in-parentheses") << promo << "e8(R)"
                                              << "e7e8r";
    QTest::newRow("promotion-with-slash") << promo << "e8/N"
                                          << "e7e8n";
    QTest::newRow("promotion-with-check-mark") << promo << "e8=Q+"
                                               << "e7e8q";
    const QString castle = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    QTest::newRow("castle-letter-o") << castle << "O-O"
                                     << "e1g1";
    QTest::newRow("castle-zeros") << castle << "0-0"
                                  << "e1g1";
    QTest::newRow("castle-long-zeros") << castle << "0-0-0"
                                       << "e1c1";
    QTest::newRow("long-algebraic")
        << QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") << "Ng1-f3"
        << "g1f3";
    QTest::newRow("annotated") << QStringLiteral(
                                      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                               << "e4!?"
                               << "e2e4";
    QTest::newRow("en-passant-suffix")
        << QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2") << "exd6e.p."
        << "e5d6";
    QTest::newRow("pawn-capture-without-x")
        << QStringLiteral("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1") << "ed5"
        << "e4d5";
    QTest::newRow("king-move") << QStringLiteral("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1") << "Kb1"
                               << "a1b1";
}

void TestNotation::sanReading() {
    QFETCH(QString, fen);
    QFETCH(QString, san);
    QFETCH(QString, uci);
    const ParsedMove m = parseSanMove(at(fen.toLatin1().constData()), san.toStdString());
    QVERIFY2(m.ok(), m.reason.c_str());
    QCOMPARE(QString::fromStdString(m.move.uci()), uci);
}

void TestNotation::sanRejects_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("san");
    QTest::addColumn<NotationError>("error");
    const QString start =
        QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    QTest::newRow("empty") << start << "" << NotationError::Empty;
    QTest::newRow("garbage") << start << "hello" << NotationError::Syntax;
    QTest::newRow("no-such-piece-letter") << start << "Xe4" << NotationError::Syntax;
    QTest::newRow("illegal-pawn-move") << start << "e5" << NotationError::IllegalMove;
    QTest::newRow("illegal-castling") << start << "O-O" << NotationError::IllegalMove;
    QTest::newRow("ambiguous-knight") << QStringLiteral("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1") << "Nd2"
                                      << NotationError::AmbiguousMove;
    QTest::newRow("promotion-missing")
        << QStringLiteral("8/4P3/8/8/8/8/k7/4K3 w - - 0 1") << "e8" << NotationError::IllegalMove;
    QTest::newRow("promotion-to-king")
        << QStringLiteral("8/4P3/8/8/8/8/k7/4K3 w - - 0 1") << "e8=K" << NotationError::Syntax;
    QTest::newRow("pinned-piece") << QStringLiteral("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1") << "Nc3"
                                  << NotationError::IllegalMove;
}

void TestNotation::sanRejects() {
    QFETCH(QString, fen);
    QFETCH(QString, san);
    QFETCH(NotationError, error);
    const ParsedMove m = parseSanMove(at(fen.toLatin1().constData()), san.toStdString());
    QVERIFY(!m.ok());
    QCOMPARE(m.error, error);
    QVERIFY(!m.reason.empty());
    QVERIFY(m.move.isNone());
}

void TestNotation::uci_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("legal");
    QTest::newRow("legal-push") << "e2e4" << true;
    QTest::newRow("illegal-triple-push") << "e2e5" << false;
    QTest::newRow("off-board") << "e2e9" << false;
    QTest::newRow("too-short") << "e2" << false;
    QTest::newRow("bad-promo-letter") << "e2e4x" << false;
}

void TestNotation::uci() {
    QFETCH(QString, text);
    QFETCH(bool, legal);
    const ParsedMove m = parseUciMove(Position::startPosition(), text.toStdString());
    QCOMPARE(m.ok(), legal);
    if (legal) QCOMPARE(QString::fromStdString(m.move.uci()), text);
}

void TestNotation::everyMoveRoundTrips_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("kiwipete") << QStringLiteral(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    QTest::newRow("position4") << QStringLiteral(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
    QTest::newRow("promotions") << QStringLiteral("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1");
}

void TestNotation::everyMoveRoundTrips() {
    QFETCH(QString, fen);
    const Position pos = at(fen.toLatin1().constData());
    for (Move m : pos.legalMoves()) {
        const std::string san = toSan(pos, m);
        const ParsedMove back = parseSanMove(pos, san);
        QVERIFY2(back.ok(), (san + ": " + back.reason).c_str());
        QCOMPARE(back.move, m);
        QCOMPARE(parseUciMove(pos, m.uci()).move, m);
    }
}

void TestNotation::lineWithMoveNumbers() {
    const Position pos = at("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 b - - 0 12");
    std::vector<Move> moves;
    Position p = pos;
    for (const char *san : {"Kb7", "Kb1", "Kc7", "Kc1"}) {
        const ParsedMove m = parseSanMove(p, san);
        QVERIFY(m.ok());
        moves.push_back(m.move);
        p.makeMove(m.move);
    }
    QCOMPARE(QString::fromStdString(lineToSan(pos, moves)),
             QStringLiteral("12... Kb7 13. Kb1 Kc7 14. Kc1"));
}

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
