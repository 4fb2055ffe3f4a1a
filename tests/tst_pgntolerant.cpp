// Tolerant PGN reading (games/pgnreader.h): each flaw people write, read
// past with a warning or ending the game with its rest kept as a comment;
// strict reading of the same text; what Rampart writes reads strictly again.
#include <QTest>

#include "chess/fen.h"
#include "chess/notation.h"

#include "games/pgndatabase.h"
#include "games/pgnexport.h"
#include "games/pgnreader.h"

#include "mainlinesan.h"

using namespace rampart;

Q_DECLARE_METATYPE(rampart::PgnErrorCode)

class TestPgnTolerant : public QObject {
    Q_OBJECT
private slots:
    void flaws_data();
    void flaws();
    void strictReadsTheFlawsAsErrors_data();
    void strictReadsTheFlawsAsErrors();
    void lookAheadPicksTheKnightThatLetsTheGameGoOn();
    void nullMoveInsideAVariation();
    void droppedVariationLeavesNoMoves();
    void partialGameKeepsItsRest();
    void fileRoundTrip();
    void nullMoveOnThePosition();
};

namespace {

PgnReadResult read(const char *text, bool strict = false) {
    return readPgnGame(text, 1, 1, PgnReadOptions{strict});
}

QString codes(const std::vector<PgnError> &warnings) {
    QStringList list;
    for (const PgnError &w : warnings) list << QString::number(int(w.code));
    return list.join(QLatin1Char(','));
}

QString codeList(std::initializer_list<PgnErrorCode> list) {
    QStringList out;
    for (PgnErrorCode c : list) out << QString::number(int(c));
    return out.join(QLatin1Char(','));
}

} // namespace

void TestPgnTolerant::flaws_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("partial");
    QTest::addColumn<QString>("warnings"); // codes in order
    QTest::addColumn<QString>("mainLine");
    using C = PgnErrorCode;
    QTest::newRow("null-move-spellings")
        << QByteArray("1. e4 Z0 2. d4 -- 3. Nf3 0000 *") << false
        << codeList({C::NullMove, C::NullMove}) << "e4 -- d4 -- Nf3 --";
    QTest::newRow("null-move-in-check")
        << QByteArray("1. e4 f6 2. Qh5+ -- 3. d4 *") << true << QString() << "e4 f6 Qh5+";
    QTest::newRow("stray-commas") << QByteArray("1. e4 e5 2. Nf3, Nc6, 3. Bb5 *") << false
                                  << codeList({C::StrayPunctuation, C::StrayPunctuation})
                                  << "e4 e5 Nf3 Nc6 Bb5";
    QTest::newRow("glued-comma") << QByteArray("1. e4,e5 2. Nf3 *") << false
                                 << codeList({C::StrayPunctuation}) << "e4 e5 Nf3";
    QTest::newRow("move-number-dots")
        << QByteArray("1. e4 1.. e5 2. Nf3 2\xE2\x80\xA6Nc6 3. Bb5 3\xE2\x80\xA6 a6 4..Ba4 *")
        << false
        << codeList({C::MoveNumberDots, C::MoveNumberDots, C::MoveNumberDots, C::MoveNumberDots})
        << "e4 e5 Nf3 Nc6 Bb5 a6 Ba4";
    QTest::newRow("ellipsis-alone") << QByteArray("1. e4 \xE2\x80\xA6 e5 *") << false
                                    << codeList({C::MoveNumberDots}) << "e4 e5";
    QTest::newRow("ambiguous-both-fit")
        << QByteArray("1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. Nf3 Nd7 6. e3 O-O *") << true
        << QString() << "d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 Nf3";
    QTest::newRow("ambiguous-none-fits")
        << QByteArray("1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. Nf3 Nd7 6. Ke3 *") << true
        << QString() << "d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 Nf3";
    QTest::newRow("bad-variation") << QByteArray("1. e4 e5 (1... c5 2. g1xd1 Qxg2#) 2. Nf3 *")
                                   << false << codeList({C::DroppedVariation}) << "e4 e5 Nf3";
    QTest::newRow("variation-before-a-move")
        << QByteArray("1. e4 e5 (( 1... c5) 1... d5) 2. Nf3 *") << false
        << codeList({C::DroppedVariation}) << "e4 e5 Nf3";
    QTest::newRow("unclosed-variation")
        << QByteArray("1. e4 e5 (1... c5 2. Nf3 *") << true << QString() << "e4 e5";
    QTest::newRow("stray-close") << QByteArray("1. e4 ) e5 *") << true << QString() << "e4";
    QTest::newRow("bad-tag") << QByteArray("[White \"A\"]\n[Black B]\n1. e4 *") << true << QString()
                             << "";
    // The bad FEN goes into the comment; its vertical tab is folded like
    // any whitespace of a comment (else writing it again would differ).
    QTest::newRow("bad-fen") << QByteArray("[FEN \"4k3/8\v/8 w\"]\n1. e4 *") << true << QString()
                             << "";
    QTest::newRow("clean") << QByteArray("1. e4 e5 2. Nf3 *") << false << QString() << "e4 e5 Nf3";
}

void TestPgnTolerant::flaws() {
    QFETCH(QByteArray, text);
    QFETCH(bool, partial);
    QFETCH(QString, warnings);
    QFETCH(QString, mainLine);
    const PgnReadResult r = read(text.constData());
    QCOMPARE(r.partial, partial);
    QCOMPARE(r.ok(), !partial);
    QCOMPARE(codes(r.warnings), warnings);
    QCOMPARE(QString::fromStdString(mainLineSan(r.game.tree)), mainLine);
    for (const PgnError &w : r.warnings) {
        QCOMPARE(w.game, 1);
        QCOMPARE(w.line, w.code == PgnErrorCode::BadTag ? 2 : 1);
        QVERIFY(w.column >= 1 && w.column <= text.size());
    }
    // Whatever was read, written back reads strictly with no flaw and the
    // same moves; nothing of the text is lost (the rest is a comment).
    const std::string written = writePgnGame(r.game);
    const PgnReadResult again = read(written.c_str(), true);
    QVERIFY2(again.ok(), again.error ? again.error->message().c_str() : "");
    QVERIFY(again.warnings.empty());
    QCOMPARE(again.game.tree.moveCount(), r.game.tree.moveCount());
    QCOMPARE(writePgnGame(again.game), written);
}

void TestPgnTolerant::strictReadsTheFlawsAsErrors_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<PgnErrorCode>("code");
    QTest::addColumn<int>("column");
    QTest::newRow("z0") << QByteArray("1. e4 Z0 2. d4 *") << PgnErrorCode::NullMove << 7;
    QTest::newRow("uci-null") << QByteArray("1. e4 0000 2. d4 *") << PgnErrorCode::NullMove << 7;
    QTest::newRow("comma") << QByteArray("1. e4 e5 2. Nf3, Nc6 *") << PgnErrorCode::UnreadableToken
                           << 13;
    QTest::newRow("ellipsis") << QByteArray("1. e4 1\xE2\x80\xA6 e5 *")
                              << PgnErrorCode::UnreadableToken << 7;
    QTest::newRow("ambiguous")
        << QByteArray("1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. Nf3 Nd7 6. e3 Ne4 *")
        << PgnErrorCode::AmbiguousMove << 48;
    QTest::newRow("bad-variation")
        << QByteArray("1. e4 e5 (1... c5 2. g1xd1) 2. Nf3 *") << PgnErrorCode::IllegalMove << 22;
}

void TestPgnTolerant::strictReadsTheFlawsAsErrors() {
    QFETCH(QByteArray, text);
    QFETCH(PgnErrorCode, code);
    QFETCH(int, column);
    const PgnReadResult r = read(text.constData(), true);
    QVERIFY(!r.ok());
    QVERIFY(!r.partial);
    QVERIFY(r.warnings.empty());
    QCOMPARE(r.error->code, code);
    QCOMPARE(r.error->column, column);
    // "--" is what Rampart writes: strict reading takes it.
    QVERIFY(read("1. e4 -- 2. d4 *", true).ok());
}

// Queen's Gambit Declined: after 4. Bg5 Be7 5. Nf3 both the b8 and the f6
// knight can go to d7. Which one went shows later: ...Ne4 needs the f6
// knight still there, ...Na6 the b8 knight.
void TestPgnTolerant::lookAheadPicksTheKnightThatLetsTheGameGoOn() {
    const std::string opening = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. Nf3 Nd7 {?!} $6 "
                                "(5... O-O) 6. e3 ";
    const PgnReadResult b8 = read((opening + "Ne4 *").c_str());
    QVERIFY(b8.ok());
    QCOMPARE(b8.warnings.size(), std::size_t(1));
    QCOMPARE(b8.warnings[0].code, PgnErrorCode::ResolvedAmbiguity);
    QCOMPARE(b8.warnings[0].column, 48);
    QVERIFY(QString::fromStdString(b8.warnings[0].reason()).contains(QLatin1String("Nbd7")));
    const std::vector<NodeId> line = b8.game.tree.mainLine();
    QCOMPARE(b8.game.tree.move(line[9]), Move(B8, D7));
    QCOMPARE(b8.game.tree.move(line[11]), Move(F6, E4));
    // Written back with the square it came from.
    QVERIFY(QString::fromStdString(writePgnGame(b8.game))
                .contains(QLatin1String("5. Nf3 Nbd7 $6 {?!} (5... O-O) 6. e3")));

    const PgnReadResult f6 = read((opening + "Na6 *").c_str());
    QVERIFY(f6.ok());
    QCOMPARE(f6.game.tree.move(f6.game.tree.mainLine()[9]), Move(F6, D7));

    const PgnReadResult both = read((opening + "O-O *").c_str());
    QVERIFY(both.partial);
    QCOMPARE(both.error->code, PgnErrorCode::AmbiguousMove);
    QCOMPARE(both.error->column, 48);
    QVERIFY(QString::fromStdString(both.error->detail).contains(QLatin1String("more than one")));
}

void TestPgnTolerant::nullMoveInsideAVariation() {
    const PgnReadResult r = read("1. e4 e5 2. Nf3 (2. -- Nc6 3. Nf3 Nf6) 2... Nc6 3. Bb5 *");
    QVERIFY(r.ok());
    QVERIFY(r.warnings.empty());
    const GameTree &tree = r.game.tree;
    const NodeId e5 = tree.mainLine()[1];
    QCOMPARE(tree.childCount(e5), 2);
    const NodeId pass = tree.children(e5)[1];
    QVERIFY(tree.move(pass).isNull());
    // Played over as a pass: Black to move, the same move number.
    const Position after = tree.positionAt(pass);
    QCOMPARE(after.sideToMove(), Black);
    QCOMPARE(after.fullmoveNumber(), 2);
    QCOMPARE(tree.lineFrom(pass).size(), std::size_t(3));
    QVERIFY(QString::fromStdString(writePgnGame(r.game))
                .contains(QLatin1String("2. Nf3 (2. -- Nc6 3. Nf3 Nf6) 2... Nc6 3. Bb5")));
}

void TestPgnTolerant::droppedVariationLeavesNoMoves() {
    // The variation's first move exists in the tree already (the main line's
    // e5): dropping the variation removes only what it added.
    const PgnReadResult r = read("1. e4 e5 2. Nf3 (2. Nc3 Nc6 (2... Nf6 3. Bb9) 3. Bc4) "
                                 "(2. d4 Kx5) 2... Nc6 *");
    QVERIFY(r.ok());
    QCOMPARE(r.warnings.size(), std::size_t(2));
    QCOMPARE(r.warnings[0].code, PgnErrorCode::DroppedVariation);
    QCOMPARE(r.warnings[0].column, 42);
    const GameTree &tree = r.game.tree;
    QCOMPARE(tree.moveCount(), 7); // e4 e5 Nf3 Nc6, Nc3 Nc6 Bc4
    const NodeId nc3 = tree.children(tree.mainLine()[1])[1];
    QCOMPARE(tree.commentAfter(tree.next(nc3)), std::string("(2... Nf6 3. Bb9)"));
    QCOMPARE(tree.commentAfter(tree.mainLine()[2]), std::string("(2. d4 Kx5)"));
}

void TestPgnTolerant::partialGameKeepsItsRest() {
    const PgnReadResult r =
        read("[Result \"1-0\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb9 a6 {a remark} (3... d6) 4. Ba4 1-0");
    QVERIFY(r.partial);
    QCOMPARE(r.error->code, PgnErrorCode::UnreadableToken);
    QCOMPARE(r.error->line, 2);
    QCOMPARE(r.error->column, 24);
    QCOMPARE(r.game.result, std::string("1-0"));
    const GameTree &tree = r.game.tree;
    QCOMPARE(tree.moveCount(), 4);
    QCOMPARE(tree.commentAfter(tree.mainLine().back()),
             std::string("3. Bb9 a6 {a remark} (3... d6) 4. Ba4"));
    // Saved, the rest stays (the writer turns the inner } into a )).
    QVERIFY(QString::fromStdString(writePgnGame(r.game))
                .contains(QLatin1String("2. Nf3 Nc6 {3. Bb9 a6 {a remark) (3... d6) 4. Ba4} 1-0")));
}

// Every game of a file with each flaw: read tolerantly, written, read
// strictly: no warning, no error, the same moves.
void TestPgnTolerant::fileRoundTrip() {
    PgnDatabase db;
    QCOMPARE(db.open(RAMPART_SOURCE_DIR "/tests/data/pgn/flawed.pgn"), PgnDatabase::OpenStatus::Ok);
    QCOMPARE(db.gameCount(), 5);
    int partial = 0, warned = 0;
    for (int i = 0; i < db.gameCount(); ++i) {
        const PgnReadResult r = db.readGame(i);
        partial += r.partial ? 1 : 0;
        warned += r.warnings.empty() ? 0 : 1;
        QVERIFY(r.ok() || r.partial);
        QVERIFY(!db.readGame(i, PgnReadOptions{true}).ok()); // each game has a flaw
        const std::string text = writePgnGame(r.game);
        const PgnReadResult again = readPgnGame(text, 1, 1, PgnReadOptions{true});
        QVERIFY2(again.ok() && again.warnings.empty(), text.c_str());
        QCOMPARE(again.game.tree.moveCount(), r.game.tree.moveCount());
        QCOMPARE(writePgnGame(again.game), text);
    }
    QCOMPARE(partial, 1);
    QCOMPARE(warned, 4);
}

void TestPgnTolerant::nullMoveOnThePosition() {
    Position pos = *parseFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 7").position;
    const Position before = pos;
    QVERIFY(pos.isLegalMove(Move::null()));
    QVERIFY(!Move::null().isNone());
    QCOMPARE(toSan(pos, Move::null()), std::string("--"));
    const UndoInfo white = pos.makeMove(Move::null());
    QCOMPARE(pos.sideToMove(), Black);
    QCOMPARE(pos.enPassantSquare(), NoSquare);
    QCOMPARE(pos.fullmoveNumber(), 7);
    const UndoInfo black = pos.makeMove(Move::null());
    QCOMPARE(pos.fullmoveNumber(), 8);
    pos.unmakeMove(Move::null(), black);
    pos.unmakeMove(Move::null(), white);
    QVERIFY(pos == before);
    QCOMPARE(pos.key(), before.key());
    // Not in check: the other side could take the king.
    const Position check = *parseFen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").position;
    QVERIFY(!check.isLegalMove(Move::null()));
}

QTEST_APPLESS_MAIN(TestPgnTolerant)
#include "tst_pgntolerant.moc"
