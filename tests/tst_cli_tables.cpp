// rampart-cli probe / tb / bench tables: the real executable run with QProcess.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryFile>
#include <QTest>

#include "clirunner.h"

class TestCliTables : public QObject {
    Q_OBJECT
private slots:
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
};

void TestCliTables::probeResults() {
    const CliRun r =
        runCli({"probe", "--fen", "k7/8/1K6/8/8/8/8/7R w - - 0 1", "--fen",
                "k6R/8/1K6/8/8/8/8/8 b - - 0 1", "--fen", "7k/8/8/8/8/8/7P/7K w - - 0 1", "--fen",
                "k7/8/8/8/8/8/8/K6Q w - - 0 1", "--fen", "k7/8/8/8/8/8/P7/K5Q1 w - - 0 1"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[0], QStringLiteral("k7/8/1K6/8/8/8/8/7R w - - 0 1\twin 1"));
    QCOMPARE(lines[1], QStringLiteral("k6R/8/1K6/8/8/8/8/8 b - - 0 1\tloss 0"));
    QCOMPARE(lines[2], QStringLiteral("7k/8/8/8/8/8/7P/7K w - - 0 1\tdraw"));
    // The sentence comes from FenProblemText, the table the GUI translates.
    QVERIFY2(lines[3].endsWith(QLatin1String("\tillegal: Black is in check but not to move.")),
             qPrintable(lines[3]));
    QVERIFY(lines[4].contains(QLatin1String("\tunsupported: ")));
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
    QCOMPARE(sides[0].toObject().value("longestDtmMoves").toInt(), 16);
    QVERIFY(!sides[0].toObject().value("records").toArray().isEmpty());
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
    QTest::newRow("unknown table") << QStringList{"tb", "stats", "KBNK"} << "unknown table 'KBNK'";
    QTest::newRow("dump without table") << QStringList{"tb", "dump"} << "give exactly one table";
    QTest::newRow("unknown tb subcommand")
        << QStringList{"tb", "frobnicate"} << "unknown tb subcommand 'frobnicate'";
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
