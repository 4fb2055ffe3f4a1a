// rampart-cli probe / tb / bench tables: the real executable run with QProcess.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>

#include "clirunner.h"

class TestCliTables : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void tbBuildAndVerify();
    void tbBuildRebuildsCorruptFile();
    void probeFourMen();
    void probeNoBuild();
    void tbStatsAnyMaterial();
    void probeResults();
    void probeMoves();
    void probeFromStdinAndFile();
    void probeBrokenFen();
    void probeMissingFile();
    void tbStats();
    void tbStatsJson();
    void tbDumpCsv();
    void tbAuditKpk();
    void badArguments_data();
    void badArguments();
    void benchTables();

private:
    // The user's cache is not touched: XDG_CACHE_HOME points here.
    QTemporaryDir m_cacheHome;
};

void TestCliTables::initTestCase() {
    QVERIFY(m_cacheHome.isValid());
    qputenv("XDG_CACHE_HOME", m_cacheHome.path().toLocal8Bit());
}

void TestCliTables::tbBuildAndVerify() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun build =
        runCli({"tb", "build", "KQK", "kbk", "--threads", "2", "--cache-dir", dir.path()});
    QCOMPARE(build.exitCode, 0);
    QVERIFY2(build.err.contains(QLatin1String("tables 2/2")), qPrintable(build.err));
    QVERIFY2(build.out.contains(QRegularExpression(QStringLiteral("KQK +81920 +19 plies"))),
             qPrintable(build.out));
    QVERIFY(build.out.contains(QLatin1String("fifty-move rule is ignored")));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("KQK.rtb"))));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("KBK.rtb"))));

    const CliRun verify =
        runCli({"tb", "verify", "KQK", "KBK", "--no-build", "--cache-dir", dir.path()});
    QCOMPARE(verify.exitCode, 0);
    QVERIFY2(verify.out.contains(QRegularExpression(
                 QStringLiteral("KQK +ok +\\d+ positions checked, 0 mismatches"))),
             qPrintable(verify.out));
    QVERIFY(verify.out.contains(QLatin1String("verify ok: 2 tables")));
    // Loaded, not built again.
    QVERIFY2(verify.err.contains(QLatin1String("loaded")), qPrintable(verify.err));

    const CliRun bad = runCli({"tb", "build", "KQRKP", "--cache-dir", dir.path()});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QLatin1String("more than four men")));
    const CliRun none = runCli({"tb", "verify", "--cache-dir", dir.path()});
    QCOMPARE(none.exitCode, 2);
    QVERIFY(none.err.contains(QLatin1String("--all")));
}

void TestCliTables::tbBuildRebuildsCorruptFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(runCli({"tb", "build", "KRK", "--cache-dir", dir.path()}).exitCode, 0);
    QFile file(dir.filePath(QStringLiteral("KRK.rtb")));
    QVERIFY(file.open(QIODevice::ReadWrite));
    QByteArray bytes = file.readAll();
    bytes[bytes.size() / 2] = char(bytes[bytes.size() / 2] ^ 0x55);
    file.seek(0);
    file.write(bytes);
    file.close();
    const CliRun rebuilt = runCli({"tb", "build", "KRK", "--cache-dir", dir.path()});
    QCOMPARE(rebuilt.exitCode, 0);
    QCOMPARE(rebuilt.err.count(QLatin1String("warning: cache file")), 1);
    QVERIFY2(rebuilt.err.contains(QLatin1String("corrupt")), qPrintable(rebuilt.err));
    QVERIFY(rebuilt.err.contains(QLatin1String("rebuilding")));
    // The rebuilt file is good again, and the values are right.
    const CliRun again = runCli({"probe", "--no-build", "--cache-dir", dir.path(), "--fen",
                                 "k7/8/1K6/8/8/8/8/7R w - - 0 1"});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(!again.err.contains(QLatin1String("warning")), qPrintable(again.err));
    QCOMPARE(again.out, QStringLiteral("k7/8/1K6/8/8/8/8/7R w - - 0 1\twin 1\n"));
}

void TestCliTables::probeFourMen() {
#ifdef RAMPART_SANITIZED
    QSKIP("builds a five-million-entry table");
#endif
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The longest KBNK win (65 plies), built on demand; the table's best line.
    const CliRun r = runCli({"probe", "--moves", "--cache-dir", dir.path(), "--fen",
                             "8/8/7N/8/8/8/8/K1k1B3 w - - 0 1"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.value(0), QStringLiteral("8/8/7N/8/8/8/8/K1k1B3 w - - 0 1\twin 33"));
    QVERIFY(lines.value(1).endsWith(QLatin1String("\twin 33")));
    QVERIFY(r.err.contains(QLatin1String("KBNK built")));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("KBNK.rtb"))));
}

void TestCliTables::tbStatsAnyMaterial() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun r = runCli({"tb", "stats", "kbk", "--json", "--cache-dir", dir.path()});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value("table").toString(), QStringLiteral("KBK"));
    QCOMPARE(root.value("fiftyMoveRule").toString(), QStringLiteral("ignored"));
    const QJsonArray sides = root.value("sides").toArray();
    QCOMPARE(sides.size(), 2);
    // King and bishop against king: every legal position is drawn. Black to
    // move: 3612 placements of the kings apart times 62 bishop squares; White
    // to move fewer (the black king must not be in check).
    QCOMPARE(sides[1].toObject().value("legal").toInteger(), 3612 * 62);
    QVERIFY(sides[0].toObject().value("legal").toInteger() < 3612 * 62);
    QVERIFY(sides[0].toObject().value("legal").toInteger() > 3612 * 40);
    for (const QJsonValue &side : sides) {
        const QJsonObject o = side.toObject();
        QCOMPARE(o.value("draws").toInteger(), o.value("legal").toInteger());
        QCOMPARE(o.value("wins").toInteger(), 0);
    }
    const CliRun dump =
        runCli({"tb", "dump", "KBK", "--csv", "--no-build", "--cache-dir", dir.path()});
    QCOMPARE(dump.exitCode, 0);
    const QStringList lines = dump.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.value(0), QStringLiteral("fen,result,dtm_moves,dtm_plies"));
    QVERIFY(lines.size() > 20000);
    QVERIFY(lines.value(1).endsWith(QLatin1String(",draw,,")));
}

void TestCliTables::probeNoBuild() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A four-man table is not built; the three-man tables are always there
    // (and not written to the cache by --no-build).
    const CliRun r =
        runCli({"probe", "--no-build", "--cache-dir", dir.path(), "--fen",
                "k7/8/1K6/8/8/8/p7/7R w - - 0 1", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
                "--fen", "k7/8/1K6/8/8/8/8/7R w - - 0 1"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.value(0),
             QStringLiteral("k7/8/1K6/8/8/8/p7/7R w - - 0 1\tunsupported: table KRKP not "
                            "built (--no-build given)"));
    QCOMPARE(lines.value(1),
             QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 1\tunsupported: castling rights"));
    QCOMPARE(lines.value(2), QStringLiteral("k7/8/1K6/8/8/8/8/7R w - - 0 1\twin 1"));
    QVERIFY(r.err.contains(QLatin1String("--no-build")));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("KRKP.rtb"))));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("KRK.rtb"))));
}

void TestCliTables::probeResults() {
    const CliRun r =
        runCli({"probe", "--fen", "k7/8/1K6/8/8/8/8/7R w - - 0 1", "--fen",
                "k6R/8/1K6/8/8/8/8/8 b - - 0 1", "--fen", "7k/8/8/8/8/8/7P/7K w - - 0 1", "--fen",
                "k7/8/8/8/8/8/8/K6Q w - - 0 1", "--fen", "k7/8/8/8/8/8/PP6/K5Q1 w - - 0 1"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[0], QStringLiteral("k7/8/1K6/8/8/8/8/7R w - - 0 1\twin 1"));
    QCOMPARE(lines[1], QStringLiteral("k6R/8/1K6/8/8/8/8/8 b - - 0 1\tloss 0"));
    QCOMPARE(lines[2], QStringLiteral("7k/8/8/8/8/8/7P/7K w - - 0 1\tdraw"));
    // The sentence comes from FenProblemText, the table the GUI translates.
    QVERIFY2(lines[3].endsWith(QLatin1String("\tillegal: Black is in check but not to move.")),
             qPrintable(lines[3]));
    QVERIFY2(lines[4].endsWith(QLatin1String("\tunsupported: more than four men (5)")),
             qPrintable(lines[4]));
}

void TestCliTables::probeMoves() {
    const CliRun r = runCli({"probe", "--moves", "--fen", "8/1P6/k7/8/K7/8/8/8 w - - 0 1"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.value(0), QStringLiteral("8/1P6/k7/8/K7/8/8/8 w - - 0 1\twin 7"));
    QCOMPARE(lines.value(1), QStringLiteral("  b7b8r\tb8=R\twin 7"));
    QVERIFY(lines.contains(QStringLiteral("  b7b8q\tb8=Q\tdraw")));
    QCOMPARE(lines.size(), 1 + 7); // four promotions and three king moves
}

void TestCliTables::probeFromStdinAndFile() {
    const QByteArray input = "# comment\n"
                             "8/8/8/8/8/1k6/8/K6R b - - 0 1\n"
                             "\n"
                             "4k3/8/4K3/4P3/8/8/8/8 b - - 0 1\n";
    const CliRun fromStdin = runCli({"probe", "-"}, input);
    QCOMPARE(fromStdin.exitCode, 0);
    const QStringList lines = fromStdin.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY(lines[0].startsWith(QLatin1String("8/8/8/8/8/1k6/8/K6R b - - 0 1\tloss ")));
    QVERIFY(lines[1].startsWith(QLatin1String("4k3/8/4K3/4P3/8/8/8/8 b - - 0 1\tloss ")));

    QTemporaryFile file;
    QVERIFY(file.open());
    file.write(input);
    file.close();
    const CliRun fromFile = runCli({"probe", file.fileName()});
    QCOMPARE(fromFile.exitCode, 0);
    QCOMPARE(fromFile.out, fromStdin.out);
}

void TestCliTables::probeBrokenFen() {
    // The broken line is reported on stderr with its line number; the good
    // lines are still answered; the exit code says something went wrong.
    const CliRun r = runCli({"probe", "-"}, "k7/8/1K6/8/8/8/8/7R w - - 0 1\n"
                                            "k7/8/1K6/8/8/8/8/7X w - - 0 1\n"
                                            "7k/8/8/8/8/8/7P/7K w - - 0 1\n");
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out.split('\n', Qt::SkipEmptyParts).size(), 2);
    QVERIFY2(r.err.contains(QLatin1String("<stdin>:2")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("'X' is not a piece letter")), qPrintable(r.err));
}

void TestCliTables::probeMissingFile() {
    const CliRun r = runCli({"probe", "/nonexistent/rampart/positions.fen"});
    QVERIFY(r.exitCode != 0);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(QLatin1String("cannot open /nonexistent/rampart/positions.fen")),
             qPrintable(r.err));
}

void TestCliTables::tbStats() {
    const CliRun r = runCli({"tb", "stats", "KPK"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(
                 QLatin1String("White to move: 163328 legal, 124960 wins, 38368 draws, 0 losses")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(
        QLatin1String("Black to move: 168024 legal, 0 wins, 70420 draws, 97604 losses")));
    QVERIFY(r.out.contains(QLatin1String("longest: win 28 moves (55 plies)")));
    QVERIFY(r.out.contains(QLatin1String("longest: loss 28 moves (56 plies)")));
    QVERIFY(r.out.contains(QLatin1String("mutual zugzwangs")));
}

void TestCliTables::tbStatsJson() {
    const CliRun r = runCli({"tb", "stats", "krk", "--json"});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject root = doc.object();
    QCOMPARE(root.value("table").toString(), QStringLiteral("KRK"));
    QCOMPARE(root.value("dtmUnit").toString(), QStringLiteral("moves"));
    const QJsonArray sides = root.value("sides").toArray();
    QCOMPARE(sides.size(), 2);
    // The same figures and fields as any four-man material.
    QCOMPARE(sides[0].toObject().value("longestWinMoves").toInt(), 16);
    QVERIFY(!sides[0].toObject().value("longestWins").toArray().isEmpty());
    QCOMPARE(sides[1].toObject().value("longestLossMoves").toInt(), 16);
    QVERIFY(!sides[1].toObject().value("longestLosses").toArray().isEmpty());
    QCOMPARE(root.value("fiftyMoveRule").toString(), QStringLiteral("ignored"));
}

void TestCliTables::tbDumpCsv() {
    const CliRun r = runCli({"tb", "dump", "KQK", "--csv"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.value(0), QStringLiteral("fen,result,dtm_moves,dtm_plies"));
    // Full board, both sides to move, every legal position once: with White
    // to move the queen may not check; with Black to move any of the 62
    // other squares next to 3,612 non-adjacent king pairs.
    QCOMPARE(lines.size(), 1 + 144508 + 3612 * 62);
    QVERIFY(lines.contains(QStringLiteral("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1,loss,0,0")));
    QVERIFY(lines.contains(QStringLiteral("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1,draw,,")));
}

void TestCliTables::tbAuditKpk() {
    const CliRun r = runCli({"tb", "audit-kpk", "--examples", "2"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("331352 legal positions")));
    QVERIFY(r.out.contains(QLatin1String("rule-of-the-square")));
    QVERIFY(r.out.contains(QLatin1String("wrong: ")));
    QVERIFY(r.out.contains(QLatin1String("rule set (first rule that fires decides): decides")));
}

void TestCliTables::badArguments_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown table")
        << QStringList{"tb", "stats", "KQRKP"} << "unknown table 'KQRKP': more than four men";
    QTest::newRow("dump without table") << QStringList{"tb", "dump"} << "give exactly one table";
    QTest::newRow("unknown tb subcommand")
        << QStringList{"tb", "frobnicate"} << "unknown subcommand 'frobnicate'";
    QTest::newRow("probe without input") << QStringList{"probe"} << "no input";
    QTest::newRow("audit with bad count")
        << QStringList{"tb", "audit-kpk", "--examples", "x"} << "--examples needs a number";
}

void TestCliTables::badArguments() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun r = runCli(args);
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestCliTables::benchTables() {
    const CliRun r = runCli({"bench", "tables", "--runs", "1"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("KPK bitbase")));
    QVERIFY(r.out.contains(QLatin1String("KQK DTM")));
    QVERIFY(r.out.contains(QLatin1String("longest mate 28 moves")));
    QVERIFY(r.out.contains(QLatin1String("360448 bytes")));
}

QTEST_GUILESS_MAIN(TestCliTables)
#include "tst_cli_tables.moc"
