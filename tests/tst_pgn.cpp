// PGN reading, indexing and writing, on files written for each feature
// (tests/data/pgn/), broken and odd ones included.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "chess/fen.h"
#include "chess/notation.h"

#include "games/pgndatabase.h"
#include "games/pgnexport.h"
#include "games/pgnreader.h"
#include "games/textencoding.h"

#include "mainlinesan.h"

using namespace rampart;

Q_DECLARE_METATYPE(rampart::PgnErrorCode)

class TestPgn : public QObject {
    Q_OBJECT
private slots:
    void tagsAndMainLine();
    void setUpGameAndPawnEnding();
    void nestedVariationsCommentsNags();
    void sanVariants();
    void byteOrderMarkAndCrlf();
    void latin1AndUtf8PerGame();
    void gamesWithoutTags();
    void brokenGamesAreReportedOthersRead();
    void oddInput_data();
    void oddInput();
    void indexFromChunksOfAnySize();
    void indexCancels();
    void roundTrip_data();
    void roundTrip();
    void writerWrapsAndNumbers();
    void missingFileIsReported();
};

static QString dataPath(const char *name) {
    return QStringLiteral(RAMPART_SOURCE_DIR "/tests/data/pgn/") + QLatin1String(name);
}

static PgnDatabase openData(const char *name) {
    PgnDatabase db;
    const auto status = db.open(dataPath(name).toStdString());
    if (status != PgnDatabase::OpenStatus::Ok) qFatal("cannot open %s", name);
    return db;
}

static std::string sanAt(const GameTree &tree, NodeId n) {
    return toSan(tree.positionAt(tree.parent(n)), tree.move(n));
}

void TestPgn::tagsAndMainLine() {
    const PgnDatabase db = openData("basic.pgn");
    QCOMPARE(db.gameCount(), 2);
    QCOMPARE(db.entry(0).white, std::string("Paul Morphy"));
    QCOMPARE(db.entry(0).black, std::string("Duke Karl / Count Isouard"));
    QCOMPARE(db.entry(0).date, std::string("1858.??.??"));
    QCOMPARE(db.entry(0).result, std::string("1-0"));
    QCOMPARE(db.entry(0).line, 1);
    QCOMPARE(db.entry(1).line, 13);
    QVERIFY(!db.entry(0).hasFen);
    QVERIFY(db.entry(1).hasFen);

    const PgnReadResult r = db.readGame(0);
    QVERIFY2(r.ok(), r.error ? r.error->message().c_str() : "");
    QCOMPARE(r.game.tags.size(), std::size_t(7));
    QCOMPARE(r.game.tag("Site"), std::string("Paris FRA"));
    QCOMPARE(r.game.result, std::string("1-0"));
    QCOMPARE(int(r.game.tree.mainLine().size()), 33);
    QVERIFY(r.game.tree.positionAt(r.game.tree.mainLine().back()).isCheckmate());
    QCOMPARE(pawnEndingPly(r.game.tree), -1);
}

void TestPgn::setUpGameAndPawnEnding() {
    const PgnDatabase db = openData("basic.pgn");
    const PgnReadResult r = db.readGame(1);
    QVERIFY(r.ok());
    QCOMPARE(QString::fromStdString(toFen(r.game.tree.startPosition())),
             QStringLiteral("4k3/3rp3/8/8/8/8/3RP3/4K3 w - - 0 1"));
    QCOMPARE(mainLineSan(r.game.tree), std::string("Rxd7 Kxd7 Kd2 Ke6 Ke3 Ke5"));
    QCOMPARE(pawnEndingPly(r.game.tree), 2); // after 1... Kxd7 only kings and pawns
    QCOMPARE(r.game.result, std::string("1/2-1/2"));

    GameTree fromEnding(*parseFen("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1").position);
    QCOMPARE(pawnEndingPly(fromEnding), 0);
}

void TestPgn::nestedVariationsCommentsNags() {
    const PgnDatabase db = openData("variations.pgn");
    QCOMPARE(db.gameCount(), 1);
    const PgnReadResult r = db.readGame(0);
    QVERIFY2(r.ok(), r.error ? r.error->message().c_str() : "");
    const GameTree &t = r.game.tree;
    QCOMPARE(mainLineSan(t), std::string("e4 e5 Nf3 Nc6 Bb5 a6"));
    QCOMPARE(t.commentAfter(GameTree::root()), std::string("Opening comment"));
    const std::vector<NodeId> main = t.mainLine();
    const NodeId e4 = main[0];
    QCOMPARE(t.nags(e4), (std::vector<std::uint8_t>{1}));
    // Three replies to 1. e4: e5 (main), c5, e6.
    QCOMPARE(t.children(e4).size(), std::size_t(3));
    const NodeId c5 = t.children(e4)[1];
    const NodeId e6 = t.children(e4)[2];
    QCOMPARE(sanAt(t, c5), std::string("c5"));
    QCOMPARE(t.commentAfter(c5), std::string("Sicilian"));
    QCOMPARE(t.nags(e6), (std::vector<std::uint8_t>{5})); // !?
    QCOMPARE(sanAt(t, t.next(e6)), std::string("d4"));
    // Nested: 2. Nf3 (2. Nc3 Nc6) 2... d6 inside the c5 line.
    QCOMPARE(t.children(c5).size(), std::size_t(2));
    const NodeId nc3 = t.children(c5)[1];
    QCOMPARE(sanAt(t, nc3), std::string("Nc3"));
    QCOMPARE(t.variationDepth(t.next(nc3)), 2);
    QCOMPARE(sanAt(t, t.next(t.children(c5)[0])), std::string("d6"));
    const NodeId nc6 = main[3];
    QCOMPARE(t.nags(nc6), (std::vector<std::uint8_t>{6})); // ?!
    QCOMPARE(t.commentAfter(nc6), std::string("a line comment"));
    QCOMPARE(t.nags(main[5]), (std::vector<std::uint8_t>{14})); // +/=
    QCOMPARE(t.moveCount(), 6 + 5 + 2);
}

void TestPgn::sanVariants() {
    const PgnDatabase db = openData("variants.pgn");
    const PgnReadResult r = db.readGame(0);
    QVERIFY2(r.ok(), r.error ? r.error->message().c_str() : "");
    QCOMPARE(mainLineSan(r.game.tree), std::string("exd6 Kd7 O-O Kxd6 a8=Q Ke5 Rf2"));
}

void TestPgn::byteOrderMarkAndCrlf() {
    const PgnDatabase db = openData("bom_crlf.pgn");
    QCOMPARE(db.gameCount(), 2);
    QCOMPARE(db.entry(0).offset, std::uint64_t(3));
    QCOMPARE(db.entry(0).white, std::string("A")); // no '\r' kept
    QCOMPARE(db.entry(1).line, 10);
    const PgnReadResult r = db.readGame(0);
    QVERIFY2(r.ok(), r.error ? r.error->message().c_str() : "");
    QCOMPARE(r.game.tag("Event"), std::string("BOM and CRLF"));
    QCOMPARE(mainLineSan(r.game.tree), std::string("e4 e5 Nf3"));
    QCOMPARE(r.game.tree.commentAfter(r.game.tree.mainLine()[0]), std::string("crlf comment"));
    QVERIFY(db.readGame(1).ok());
}

void TestPgn::latin1AndUtf8PerGame() {
    const PgnDatabase db = openData("encodings.pgn");
    QCOMPARE(db.gameCount(), 3);
    const std::string muller = "M\xc3\xbcller";
    QCOMPARE(db.entry(0).white, muller);
    QCOMPARE(db.entry(1).white, muller); // converted from Latin-1 by the index too
    const PgnReadResult utf8 = db.readGame(0);
    const PgnReadResult latin1 = db.readGame(1);
    const PgnReadResult ascii = db.readGame(2);
    QVERIFY(utf8.ok() && latin1.ok() && ascii.ok());
    QVERIFY(!utf8.game.convertedFromLatin1);
    QVERIFY(latin1.game.convertedFromLatin1);
    QVERIFY(!ascii.game.convertedFromLatin1);
    QCOMPARE(latin1.game.tag("White"), muller);
    const std::string comment = "f\xc3\xbcr Wei\xc3\x9f";
    QCOMPARE(utf8.game.tree.commentAfter(utf8.game.tree.mainLine()[0]), comment);
    QCOMPARE(latin1.game.tree.commentAfter(latin1.game.tree.mainLine()[0]), comment);
    QVERIFY(isValidUtf8(writePgnGame(latin1.game)));
    QVERIFY(!isValidUtf8("\xc0\xaf"));     // overlong
    QVERIFY(!isValidUtf8("\xed\xa0\x80")); // surrogate
    QVERIFY(!isValidUtf8("\xe2\x82"));     // truncated
}

void TestPgn::gamesWithoutTags() {
    const PgnDatabase db = openData("notags.pgn");
    QCOMPARE(db.gameCount(), 3);
    QCOMPARE(db.entry(1).line, 2);
    const std::vector<std::string> lines{"e4 e5 Nf3", "d4 d5", "c4"};
    const std::vector<std::string> results{"1-0", "0-1", "*"};
    for (int i = 0; i < 3; ++i) {
        const PgnReadResult r = db.readGame(i);
        QVERIFY(r.ok());
        QVERIFY(r.game.tags.empty());
        QCOMPARE(mainLineSan(r.game.tree), lines[i]);
        QCOMPARE(r.game.result, results[i]);
    }
}

void TestPgn::brokenGamesAreReportedOthersRead() {
    const PgnDatabase db = openData("broken.pgn");
    QCOMPARE(db.gameCount(), 6);
    struct Expected {
        bool ok;
        PgnErrorCode code;
        int line, column;
    };
    const std::vector<Expected> expected{
        {true, {}, 0, 0},
        {false, PgnErrorCode::IllegalMove, 9, 13},
        {false, PgnErrorCode::UnreadableToken, 13, 17},
        {false, PgnErrorCode::UnbalancedVariation, 17, 24},
        {true, {}, 0, 0},
        {false, PgnErrorCode::UnterminatedComment, 25, 7},
    };
    for (int i = 0; i < 6; ++i) {
        const PgnReadResult r = db.readGame(i);
        QCOMPARE(r.ok(), expected[i].ok);
        if (r.ok()) continue;
        QVERIFY(r.partial); // tolerant reading keeps the game up to its error
        QCOMPARE(r.error->game, i + 1);
        QCOMPARE(r.error->code, expected[i].code);
        QCOMPARE(r.error->line, expected[i].line);
        QCOMPARE(r.error->column, expected[i].column);
    }
    // The moves before the problem are kept.
    QCOMPARE(mainLineSan(db.readGame(1).game.tree), std::string("e4 e5"));
    QCOMPARE(mainLineSan(db.readGame(4).game.tree), std::string("d4 d5"));
    const std::string message = db.readGame(1).error->message();
    QVERIFY2(message.find("game 2, line 9, column 13: illegal move") == 0, message.c_str());
    QVERIFY(message.find("Ke3") != std::string::npos);
}

void TestPgn::oddInput_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<PgnErrorCode>("code");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("mainLine");
    QTest::newRow("move-numbers-glued")
        << QByteArray("1.e4 e5 2.Nf3 2...Nc6 *") << true << PgnErrorCode{} << 0 << "e4 e5 Nf3 Nc6";
    QTest::newRow("uci-style-and-full-squares")
        << QByteArray("1. e2e4 e7e5 2. Ng1f3 Nb8c6 3. Bf1-c4 *") << true << PgnErrorCode{} << 0
        << "e4 e5 Nf3 Nc6 Bc4";
    QTest::newRow("black-to-move-fen")
        << QByteArray("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n1... Kd7 2. e4 *") << true
        << PgnErrorCode{} << 0 << "Kd7 e4";
    QTest::newRow("no-result") << QByteArray("1. e4 e5") << true << PgnErrorCode{} << 0 << "e4 e5";
    QTest::newRow("suffix-nags") << QByteArray("1. e4!! e5?? 2. Nf3? Nc6! *") << true
                                 << PgnErrorCode{} << 0 << "e4 e5 Nf3 Nc6";
    QTest::newRow("reserved-angle")
        << QByteArray("1. e4 <reserved> e5 *") << true << PgnErrorCode{} << 0 << "e4 e5";
    QTest::newRow("nag-too-large")
        << QByteArray("1. e4 $300 *") << false << PgnErrorCode::UnreadableToken << 7 << "e4";
    QTest::newRow("null-move") << QByteArray("1. e4 Z0 2. d4 *") << false << PgnErrorCode::NullMove
                               << 7 << "e4";
    QTest::newRow("null-move-as-written")
        << QByteArray("1. e4 -- 2. d4 *") << true << PgnErrorCode{} << 0 << "e4 -- d4";
    QTest::newRow("ambiguous") << QByteArray("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n1. Nd2 *")
                               << false << PgnErrorCode::AmbiguousMove << 4 << "";
    QTest::newRow("bad-fen") << QByteArray("[FEN \"8/8/8 w - - 0 1\"]\n1. e4 *") << false
                             << PgnErrorCode::BadFen << 1 << "";
    QTest::newRow("tag-no-quote") << QByteArray("[White Smith]\n1. e4 *") << false
                                  << PgnErrorCode::BadTag << 1 << "";
    QTest::newRow("variation-first")
        << QByteArray("(1. d4) 1. e4 *") << false << PgnErrorCode::UnbalancedVariation << 1 << "";
    QTest::newRow("close-without-open")
        << QByteArray("1. e4 ) e5 *") << false << PgnErrorCode::UnbalancedVariation << 7 << "e4";
    QTest::newRow("nag-before-game")
        << QByteArray("$10 1. e4 *") << true << PgnErrorCode{} << 0 << "e4";
    QTest::newRow("nag-before-variation")
        << QByteArray("1. e4 ($1 1. d4) *") << false << PgnErrorCode::NagWithoutMove << 8 << "e4";
    QTest::newRow("empty") << QByteArray("  \n ") << false << PgnErrorCode::EmptyGame << 2 << "";
    QTest::newRow("utf8-columns") << QByteArray("{\xc3\xa4\xc3\xa4} 1. e4 Kx9 *") << false
                                  << PgnErrorCode::UnreadableToken << 12
                                  << "e4"; // characters, not bytes
}

void TestPgn::oddInput() {
    QFETCH(QByteArray, text);
    QFETCH(bool, ok);
    QFETCH(PgnErrorCode, code);
    QFETCH(int, column);
    QFETCH(QString, mainLine);
    // Strict reading: every flaw is an error (tst_pgntolerant reads them tolerantly).
    const PgnReadResult r =
        readPgnGame(std::string_view(text.constData(), text.size()), 1, 1, PgnReadOptions{true});
    QCOMPARE(r.ok(), ok);
    QVERIFY(r.warnings.empty());
    if (!ok) {
        QCOMPARE(r.error->code, code);
        QCOMPARE(r.error->column, column);
    }
    QCOMPARE(QString::fromStdString(mainLineSan(r.game.tree)), mainLine);
}

void TestPgn::indexFromChunksOfAnySize() {
    QFile file(dataPath("bom_crlf.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    QFile more(dataPath("broken.pgn"));
    QVERIFY(more.open(QIODevice::ReadOnly));
    bytes += "\r\n" + more.readAll();
    const std::string text(bytes.constData(), bytes.size());
    PgnIndexer whole;
    whole.feed(text);
    whole.finish();
    QCOMPARE(whole.entries().size(), std::size_t(8));
    for (std::size_t chunk : {1, 2, 3, 7, 64}) {
        PgnIndexer pieces;
        for (std::size_t i = 0; i < text.size(); i += chunk)
            pieces.feed(std::string_view(text).substr(i, chunk));
        pieces.finish();
        QCOMPARE(pieces.entries().size(), whole.entries().size());
        for (std::size_t g = 0; g < whole.entries().size(); ++g) {
            QCOMPARE(pieces.entries()[g].offset, whole.entries()[g].offset);
            QCOMPARE(pieces.entries()[g].length, whole.entries()[g].length);
            QCOMPARE(pieces.entries()[g].line, whole.entries()[g].line);
            QCOMPARE(pieces.entries()[g].event, whole.entries()[g].event);
        }
    }
    // Every game's bytes start with its first tag.
    PgnDatabase db;
    db.openText(text);
    for (int g = 0; g < db.gameCount(); ++g) QCOMPARE(db.gameText(g).front(), '[');
}

void TestPgn::indexCancels() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("many.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // Over a megabyte, so the scan reports progress more than once.
    for (int i = 0; i < 30000; ++i) file.write("[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n\n");
    file.close();
    PgnDatabase db;
    int calls = 0;
    const auto status = db.open(path.toStdString(), [&](std::uint64_t done, std::uint64_t total) {
        ++calls;
        return done < total / 2;
    });
    QCOMPARE(status, PgnDatabase::OpenStatus::Cancelled);
    QCOMPARE(db.gameCount(), 0);
    QVERIFY(calls >= 1);
    QCOMPARE(db.open(path.toStdString()), PgnDatabase::OpenStatus::Ok);
    QCOMPARE(db.gameCount(), 30000);
    QCOMPARE(mainLineSan(db.readGame(29999).game.tree), std::string("e4 e5 Nf3"));
}

void TestPgn::roundTrip_data() {
    QTest::addColumn<QString>("file");
    for (const char *name : {"basic.pgn", "variations.pgn", "variants.pgn", "bom_crlf.pgn",
                             "encodings.pgn", "notags.pgn"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

// Written, read back and written again: the same tree and the same text.
void TestPgn::roundTrip() {
    QFETCH(QString, file);
    const PgnDatabase db = openData(file.toLatin1().constData());
    QVERIFY(db.gameCount() > 0);
    for (int i = 0; i < db.gameCount(); ++i) {
        const PgnReadResult first = db.readGame(i);
        QVERIFY(first.ok());
        const std::string text = writePgnGame(first.game);
        const PgnReadResult second = readPgnGame(text);
        QVERIFY2(second.ok(), second.error ? second.error->message().c_str() : text.c_str());
        QCOMPARE(second.game.tree.moveCount(), first.game.tree.moveCount());
        QCOMPARE(writePgnMovetext(second.game.tree, second.game.result),
                 writePgnMovetext(first.game.tree, first.game.result));
        QCOMPARE(writePgnGame(second.game), text);
        QVERIFY(second.game.tree.startPosition() == first.game.tree.startPosition());
        for (const PgnTag &t : first.game.tags)
            if (t.name != "SetUp") QCOMPARE(second.game.tag(t.name), t.value);
    }
}

void TestPgn::writerWrapsAndNumbers() {
    const PgnDatabase db = openData("variations.pgn");
    const PgnGame game = db.readGame(0).game;
    const std::string movetext = writePgnMovetext(game.tree, game.result);
    QCOMPARE(movetext,
             std::string("{Opening comment} 1. e4 $1 e5 (1... c5 {Sicilian} 2. Nf3 "
                         "(2. Nc3 Nc6) 2... d6)\n"
                         "(1... e6 $5 2. d4) 2. Nf3 Nc6 $6 {a line comment} 3. Bb5 a6 $14 "
                         "1/2-1/2"));
    const std::string full = writePgnGame(game);
    QVERIFY(full.find("[Event \"Variations\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
                      "[Round \"?\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n") ==
            0);
    for (std::size_t start = 0, end; (end = full.find('\n', start)) != std::string::npos;
         start = end + 1)
        QVERIFY(end - start < 80);
}

void TestPgn::missingFileIsReported() {
    PgnDatabase db;
    QCOMPARE(db.open("/nonexistent/games.pgn"), PgnDatabase::OpenStatus::CannotRead);
    QVERIFY(db.error().find("/nonexistent/games.pgn") != std::string::npos);
    QCOMPARE(db.gameCount(), 0);
}

QTEST_APPLESS_MAIN(TestPgn)
#include "tst_pgn.moc"
