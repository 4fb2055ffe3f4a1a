// FEN/EPD parsing: every kind of malformed input is reported with its code
// and place; odd but legal positions are accepted; the writer round-trips.
#include <QTest>

#include "chess/fen.h"

#include "text/fenproblemtext.h"

using namespace rampart;

Q_DECLARE_METATYPE(rampart::FenProblemCode)

class TestFen : public QObject {
    Q_OBJECT
private slots:
    void malformed_data();
    void malformed();
    void reportsEveryProblem();
    void illegalPositionIsKept();
    void oddButLegal_data();
    void oddButLegal();
    void roundTrip_data();
    void roundTrip();
    void fourFieldFenGetsDefaultClocks();
    void epdOperations();
    void fenOrEpdLine_data();
    void fenOrEpdLine();
    void epdBadOperations_data();
    void epdBadOperations();
    void epdWriterRoundTrip();
    void neverCrashesOnGarbage();
    void englishSentences_data();
    void englishSentences();
};

static bool hasProblem(const FenResult &r, FenProblemCode code, int field) {
    for (const FenProblem &p : r.problems)
        if (p.code == code && p.field == field) return true;
    return false;
}

void TestFen::malformed_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<FenProblemCode>("code");
    QTest::addColumn<int>("field");

    using C = FenProblemCode;
    QTest::newRow("empty") << QString() << C::EmptyInput << 0;
    QTest::newRow("only-spaces") << QStringLiteral("   ") << C::EmptyInput << 0;
    QTest::newRow("two-fields") << QStringLiteral("8/8/8/8/8/8/8/K1k5 w") << C::WrongFieldCount
                                << 2;
    QTest::newRow("five-fields") << QStringLiteral("8/8/8/8/8/8/8/K1k5 w - - 0")
                                 << C::WrongFieldCount << 5;
    QTest::newRow("seven-fields") << QStringLiteral("8/8/8/8/8/8/8/K1k5 w - - 0 1 x")
                                  << C::WrongFieldCount << 6;
    QTest::newRow("bad-piece-letter")
        << QStringLiteral("8/8/8/8/8/8/8/K1k4X w - - 0 1") << C::BadPieceLetter << 0;
    QTest::newRow("rank-too-short")
        << QStringLiteral("8/8/8/8/8/8/7/K1k5 w - - 0 1") << C::BadRankLength << 0;
    QTest::newRow("rank-too-long")
        << QStringLiteral("8/8/8/8/8/8/9/K1k5 w - - 0 1") << C::BadRankLength << 0;
    QTest::newRow("rank-too-long-pieces")
        << QStringLiteral("8/8/8/8/8/8/PPPPPPPPP/K1k5 w - - 0 1") << C::BadRankLength << 0;
    QTest::newRow("seven-ranks") << QStringLiteral("8/8/8/8/8/8/K1k5 w - - 0 1")
                                 << C::WrongRankCount << 0;
    QTest::newRow("nine-ranks") << QStringLiteral("8/8/8/8/8/8/8/8/K1k5 w - - 0 1")
                                << C::WrongRankCount << 0;
    QTest::newRow("bad-side") << QStringLiteral("8/8/8/8/8/8/8/K1k5 x - - 0 1") << C::BadSideToMove
                              << 1;
    QTest::newRow("bad-castling-letter")
        << QStringLiteral("8/8/8/8/8/8/8/K1k5 w X - 0 1") << C::BadCastlingField << 2;
    QTest::newRow("repeated-castling-letter")
        << QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1") << C::BadCastlingField << 2;
    QTest::newRow("bad-ep-field") << QStringLiteral("8/8/8/8/8/8/8/K1k5 w - e9 0 1")
                                  << C::BadEnPassantField << 3;
    QTest::newRow("bad-halfmove") << QStringLiteral("8/8/8/8/8/8/8/K1k5 w - - x 1")
                                  << C::BadHalfmoveClock << 4;
    QTest::newRow("negative-halfmove")
        << QStringLiteral("8/8/8/8/8/8/8/K1k5 w - - -1 1") << C::BadHalfmoveClock << 4;
    QTest::newRow("zero-fullmove")
        << QStringLiteral("8/8/8/8/8/8/8/K1k5 w - - 0 0") << C::BadFullmoveNumber << 5;
    QTest::newRow("bad-fullmove") << QStringLiteral("8/8/8/8/8/8/8/K1k5 w - - 0 z")
                                  << C::BadFullmoveNumber << 5;
    QTest::newRow("no-white-king")
        << QStringLiteral("8/8/8/8/8/8/8/2k5 w - - 0 1") << C::MissingKing << 0;
    QTest::newRow("no-black-king")
        << QStringLiteral("8/8/8/8/8/8/8/K7 w - - 0 1") << C::MissingKing << 0;
    QTest::newRow("two-white-kings")
        << QStringLiteral("8/8/8/8/8/8/8/K1k1K3 w - - 0 1") << C::TooManyKings << 0;
    QTest::newRow("pawn-on-first-rank")
        << QStringLiteral("8/8/8/8/8/8/8/K1k1P3 w - - 0 1") << C::PawnOnBackRank << 0;
    QTest::newRow("pawn-on-last-rank")
        << QStringLiteral("4p3/8/8/8/8/8/8/K1k5 w - - 0 1") << C::PawnOnBackRank << 0;
    QTest::newRow("side-not-to-move-in-check")
        << QStringLiteral("7k/8/8/8/8/8/8/K6R w - - 0 1") << C::SideNotToMoveInCheck << 1;
    QTest::newRow("kings-adjacent")
        << QStringLiteral("8/8/8/8/8/8/8/Kk6 w - - 0 1") << C::SideNotToMoveInCheck << 1;
    QTest::newRow("ep-wrong-rank")
        << QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d5 0 1") << C::ImpossibleEnPassant << 3;
    QTest::newRow("ep-no-pawn-that-moved")
        << QStringLiteral("4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1") << C::ImpossibleEnPassant << 3;
    QTest::newRow("ep-origin-occupied")
        << QStringLiteral("4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 1") << C::ImpossibleEnPassant << 3;
    QTest::newRow("ep-for-wrong-side")
        << QStringLiteral("4k3/8/8/8/3Pp3/8/8/4K3 w - d3 0 1") << C::ImpossibleEnPassant << 3;
    QTest::newRow("castling-without-rook")
        << QStringLiteral("4k3/8/8/8/8/8/8/4K3 w K - 0 1") << C::CastlingWithoutKingOrRook << 2;
    QTest::newRow("castling-king-moved")
        << QStringLiteral("r3k2r/8/8/8/8/8/8/R4K1R w Q - 0 1") << C::CastlingWithoutKingOrRook << 2;
    QTest::newRow("black-castling-without-rook")
        << QStringLiteral("4k3/8/8/8/8/8/8/4K3 w q - 0 1") << C::CastlingWithoutKingOrRook << 2;
    QTest::newRow("nine-pawns") << QStringLiteral("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1")
                                << C::TooManyPawns << 0;
    QTest::newRow("seventeen-pieces")
        << QStringLiteral("4k3/8/8/8/NNNNNNNN/NNNNNNNN/8/4K3 w - - 0 1") << C::TooManyPieces << 0;
    QTest::newRow("too-many-promotions")
        << QStringLiteral("4k3/8/8/8/8/QQQ5/PPPPPPP1/4K3 w - - 0 1") << C::ImpossiblePromotions
        << 0;
    QTest::newRow("triple-check") << QStringLiteral("4k3/8/5N2/1B6/8/8/4R3/4K3 b - - 0 1")
                                  << C::ImpossibleChecks << 0;
    QTest::newRow("two-knight-checkers")
        << QStringLiteral("4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1") << C::ImpossibleChecks << 0;
    QTest::newRow("clock-too-large")
        << QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 30 10") << C::ClockTooLarge << 4;
    QTest::newRow("clock-after-pawn-double-step")
        << QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 5 20") << C::ClockTooLarge << 4;
}

void TestFen::malformed() {
    QFETCH(QString, fen);
    QFETCH(FenProblemCode, code);
    QFETCH(int, field);
    const FenResult r = parseFen(fen.toStdString());
    QVERIFY(!r.ok());
    QVERIFY2(hasProblem(r, code, field),
             r.problems.empty() ? "no problem reported"
                                : qPrintable(FenProblemText::text(r.problems.front())));
    for (const FenProblem &p : r.problems) {
        QVERIFY(!FenProblemText::text(p).isEmpty());
        QVERIFY(p.offset >= 0 && p.offset <= fen.size());
    }
}

void TestFen::reportsEveryProblem() {
    // A bad piece letter, a bad side and a bad clock: all three, not just the first.
    const FenResult r = parseFen("8/8/8/8/8/8/8/K1k4X x - - y 1");
    QVERIFY(!r.position);
    QVERIFY(hasProblem(r, FenProblemCode::BadPieceLetter, 0));
    QVERIFY(hasProblem(r, FenProblemCode::BadSideToMove, 1));
    QVERIFY(hasProblem(r, FenProblemCode::BadHalfmoveClock, 4));
    // The offset points at the offending character.
    for (const FenProblem &p : r.problems)
        if (p.code == FenProblemCode::BadPieceLetter) QCOMPARE(p.offset, 18);

    // Legality: no black king and a white pawn on rank 8 together.
    const FenResult l = parseFen("P7/8/8/8/8/8/8/K7 w - - 0 1");
    QVERIFY(hasProblem(l, FenProblemCode::MissingKing, 0));
    QVERIFY(hasProblem(l, FenProblemCode::PawnOnBackRank, 0));
}

void TestFen::illegalPositionIsKept() {
    const FenResult r = parseFen("7k/8/8/8/8/8/8/K6R w - - 0 1");
    QVERIFY(!r.ok());
    QVERIFY(r.position.has_value()); // the editor can still show it
    QCOMPARE(r.position->pieceOn(H1), WhiteRook);
}

void TestFen::oddButLegal_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("bare-kings") << QStringLiteral("8/8/8/8/8/8/8/K1k5 w - - 0 1");
    QTest::newRow("nine-queens-no-pawns")
        << QStringLiteral("4k3/8/8/8/8/8/QQQQ1QQQ/QQ2K3 w - - 0 1");
    QTest::newRow("three-bishops-same-colour")
        << QStringLiteral("4k3/8/8/8/8/8/PPPPP3/B1B1KB2 w - - 0 1");
    QTest::newRow("side-to-move-in-double-check")
        << QStringLiteral("4k3/8/8/1B6/8/8/4R3/4K3 b - - 0 1");
    QTest::newRow("valid-en-passant") << QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    QTest::newRow("ep-square-without-capturer")
        << QStringLiteral("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 2");
    QTest::newRow("black-ep") << QStringLiteral("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1");
    QTest::newRow("castling-all") << QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    QTest::newRow("high-move-number") << QStringLiteral("8/8/8/8/8/8/8/K1k5 b - - 99 300");
    QTest::newRow("extra-whitespace") << QStringLiteral("  8/8/8/8/8/8/8/K1k5   w  -  -  0  1  ");
    QTest::newRow("four-fields-epd-style") << QStringLiteral("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - -");
    QTest::newRow("checkmated") << QStringLiteral("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    QTest::newRow("stalemated") << QStringLiteral("7k/8/6QK/8/8/8/8/8 b - - 0 1");
}

void TestFen::oddButLegal() {
    QFETCH(QString, fen);
    const FenResult r = parseFen(fen.toStdString());
    QVERIFY2(r.ok(),
             r.problems.empty() ? "" : qPrintable(FenProblemText::text(r.problems.front())));
}

void TestFen::roundTrip_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("initial") << QStringLiteral(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    QTest::newRow("kiwipete") << QStringLiteral(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    QTest::newRow("fine70") << QStringLiteral("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
    QTest::newRow("black-to-move-ep") << QStringLiteral("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 31");
    QTest::newRow("partial-castling") << QStringLiteral("r3k3/8/8/8/8/8/8/4K2R b Kq - 12 40");
}

void TestFen::roundTrip() {
    QFETCH(QString, fen);
    const FenResult r = parseFen(fen.toStdString());
    QVERIFY(r.ok());
    QCOMPARE(QString::fromStdString(toFen(*r.position)), fen);
    const FenResult again = parseFen(toFen(*r.position));
    QVERIFY(again.ok());
    QVERIFY(*again.position == *r.position);
    QCOMPARE(again.position->key(), r.position->key());
}

void TestFen::fourFieldFenGetsDefaultClocks() {
    const FenResult r = parseFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - -");
    QVERIFY(r.ok());
    QCOMPARE(r.position->halfmoveClock(), 0);
    QCOMPARE(r.position->fullmoveNumber(), 1);
}

void TestFen::epdOperations() {
    const EpdRecord e = parseEpd("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - bm Kb1; am Ka2 Kb2; id "
                                 "\"Fine #70\"; c0 \"Lasker; Reichhelm 1901\";");
    QVERIFY(e.position.ok());
    QCOMPARE(e.bestMoves(), std::vector<std::string>{"Kb1"});
    QCOMPARE(e.avoidMoves(), (std::vector<std::string>{"Ka2", "Kb2"}));
    QCOMPARE(QString::fromStdString(e.id()), QStringLiteral("Fine #70"));
    QCOMPARE(QString::fromStdString(e.comment(0)), QStringLiteral("Lasker; Reichhelm 1901"));
    QVERIFY(e.comment(5).empty());

    // A full FEN with clocks followed by operations.
    const EpdRecord f = parseEpd("7K/8/k1P5/7p/8/8/8/8 w - - 0 1 id \"Reti\";");
    QVERIFY(f.position.ok());
    QCOMPARE(QString::fromStdString(f.id()), QStringLiteral("Reti"));

    // No operations at all.
    QVERIFY(parseEpd("7K/8/k1P5/7p/8/8/8/8 w - -").position.ok());
}

// parseFenOrEpd: six fields without ';' are a FEN (a broken clock is named as
// one); four fields, or fields with operations, are an EPD.
void TestFen::fenOrEpdLine_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("problem"); // the first problem's code, -1 for none
    QTest::newRow("fen") << QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - - 0 1") << -1;
    QTest::newRow("fen-tabs") << QStringLiteral("7K/8/k1P5/7p/8/8/8/8\tw - -\t3 40") << -1;
    QTest::newRow("epd") << QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - -") << -1;
    QTest::newRow("epd-ops") << QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - - bm Kg7; id \"Reti\";")
                             << -1;
    QTest::newRow("fen-with-ops") << QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - - 0 1 bm Kg7;") << -1;
    QTest::newRow("bad-halfmove") << QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - - y 1")
                                  << int(FenProblemCode::BadHalfmoveClock);
    QTest::newRow("bad-fullmove") << QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - - 0 z")
                                  << int(FenProblemCode::BadFullmoveNumber);
    QTest::newRow("bad-operation")
        << QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - - 0 ;") << int(FenProblemCode::BadEpdOperation);
}

void TestFen::fenOrEpdLine() {
    QFETCH(QString, line);
    QFETCH(int, problem);
    const FenResult r = parseFenOrEpd(line.toStdString());
    if (problem < 0) {
        QVERIFY2(r.ok(), qPrintable(line));
        QCOMPARE(QString::fromStdString(toEpdBase(*r.position)),
                 QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - -"));
    } else {
        QVERIFY(!r.problems.empty());
        QCOMPARE(int(r.problems.front().code), problem);
    }
}

void TestFen::epdBadOperations_data() {
    QTest::addColumn<QString>("epd");
    QTest::newRow("unterminated-operation") << QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - - bm Kg7");
    QTest::newRow("unterminated-string") << QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - - id \"Reti;");
    QTest::newRow("missing-opcode") << QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - - ;");
    QTest::newRow("opcode-starting-with-digit") << QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - - 1x;");
}

void TestFen::epdBadOperations() {
    QFETCH(QString, epd);
    const EpdRecord e = parseEpd(epd.toStdString());
    QVERIFY(!e.position.ok());
    QVERIFY(hasProblem(e.position, FenProblemCode::BadEpdOperation, 6));
}

void TestFen::epdWriterRoundTrip() {
    const Position pos = *parseFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1").position;
    const std::string epd = toEpd(pos, {{"bm", {"Kb1"}}, {"id", {"Fine #70"}}});
    QCOMPARE(QString::fromStdString(epd),
             QStringLiteral("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - bm Kb1; id \"Fine #70\";"));
    const EpdRecord back = parseEpd(epd);
    QVERIFY(back.position.ok());
    QCOMPARE(QString::fromStdString(back.id()), QStringLiteral("Fine #70"));
}

void TestFen::neverCrashesOnGarbage() {
    // A deterministic stream of mutated FENs: every result is either a legal
    // position or a non-empty problem list. (The fuzz target goes further.)
    std::string base = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    const std::string alphabet = "pnbrqkPNBRQK12345678/ -wKQkqabcdefgh09x";
    std::uint32_t state = 12345;
    for (int i = 0; i < 20000; ++i) {
        std::string s = base;
        const int edits = 1 + int(state % 4);
        for (int e = 0; e < edits; ++e) {
            state = state * 1664525u + 1013904223u;
            const std::size_t at = (state >> 8) % (s.size() + 1);
            const char c = alphabet[(state >> 20) % alphabet.size()];
            switch (state % 3) {
            case 0:
                if (at < s.size()) s[at] = c;
                break;
            case 1:
                s.insert(at, 1, c);
                break;
            default:
                if (at < s.size()) s.erase(at, 1);
                break;
            }
        }
        const FenResult r = parseFen(s);
        QVERIFY(r.ok() || !r.problems.empty());
        if (r.ok()) {
            const FenResult again = parseFen(toFen(*r.position));
            QVERIFY(again.ok());
        }
    }
}

// The core reports data, not words: the sentence the CLI prints (the English
// source of FenProblemText, no translator installed) is chosen by code and
// detail, including the cases the core distinguishes only by its data.
void TestFen::englishSentences_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("sentence");
    QTest::newRow("black-no-king") << "8/8/8/8/8/8/8/K7 w - - 0 1"
                                   << "Black has no king.";
    QTest::newRow("triple-check") << "4k3/8/5N2/1B6/8/8/4R3/4K3 b - - 0 1"
                                  << "Impossible check: three or more pieces give check.";
    QTest::newRow("two-knight-checkers") << "4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1"
                                         << "Impossible check: two pawns or knights give check.";
    QTest::newRow("clock-after-pawn-double-step") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 5 20"
                                                  << "The halfmove clock 5 is impossible here.";
    QTest::newRow("epd-missing-opcode") << "4k3/8/8/8/8/8/8/4K3 w - - 1x;"
                                        << "An EPD operation without an opcode.";
    QTest::newRow("epd-unterminated")
        << "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2"
        << "The EPD operation bm is not terminated (a ';' or a closing quote is missing).";
}

void TestFen::englishSentences() {
    QFETCH(QString, input);
    QFETCH(QString, sentence);
    const EpdRecord record = parseEpd(input.toStdString());
    QStringList sentences;
    for (const FenProblem &p : record.position.problems) sentences << FenProblemText::sentence(p);
    QVERIFY2(sentences.contains(sentence), qPrintable(sentences.join(QLatin1String(" | "))));
}

QTEST_APPLESS_MAIN(TestFen)
#include "tst_fen.moc"
