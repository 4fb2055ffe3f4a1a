// rampart-cli match / eval / bench eval: the real executable run with QProcess.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

class TestCliEval : public QObject {
    Q_OBJECT
private slots:
    void evalPrintsTheValuePair();
    void evalExplainListsPartialsAndPatterns();
    void evalUsesTablesUnlessSwitchedOff();
    void evalReadsStandardInput();
    void matchListsTransformsAndIdentities();
    void matchCountsPerPatternOverACollection();
    void matchDefaultsToTheEmbeddedLibrary();
    void badInput_data();
    void badInput();
    void corruptLibraryNamesFilePatternAndField();
    void benchEvalReportsBand();
};

static const QString DefaultLibrary =
    QStringLiteral(RAMPART_SOURCE_DIR "/resources/patterns/default.json");

void TestCliEval::evalPrintsTheValuePair() {
    const CliRun r = runCli({"eval", "--no-tables", "--fen", "8/5k2/8/8/P7/8/8/7K w - - 0 1"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("value +- (optimistic +-, pessimistic +-)")),
             qPrintable(r.out));
    QVERIFY(!r.out.contains(QLatin1String("partial:")));
    const CliRun band = runCli({"eval", "--no-tables", "--fen", "8/8/8/3k4/8/8/4P3/K7 w - - 0 1"});
    QVERIFY2(band.out.contains(QLatin1String("value = .. +- (optimistic +-, pessimistic =)")),
             qPrintable(band.out));
}

void TestCliEval::evalExplainListsPartialsAndPatterns() {
    const CliRun r = runCli({"eval", "--explain", "--fen", "8/8/3K4/8/4P3/8/8/4k3 b - - 0 1"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(
                 QLatin1String("partial: passed pawn e4 (White): unstoppable, goal 4, sensitive")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("condition: rule of the square")));
    QVERIFY(r.out.contains(QLatin1String("e8 (promotion square")));
    QVERIFY(r.out.contains(QLatin1String("pattern: King on a key square [identity] for White")));
}

void TestCliEval::evalUsesTablesUnlessSwitchedOff() {
    const QString fen = QStringLiteral("8/8/8/3k4/8/8/4P3/K7 w - - 0 1");
    const CliRun exact = runCli({"eval", "--fen", fen});
    QVERIFY2(
        exact.out.contains(QLatin1String("value = (optimistic =, pessimistic =), score 0, exact")),
        qPrintable(exact.out));
    const CliRun heuristic = runCli({"eval", "--no-tables", "--fen", fen});
    QVERIFY(!heuristic.out.contains(QLatin1String("exact")));
}

void TestCliEval::evalReadsStandardInput() {
    const CliRun r = runCli(
        {"eval", "-"}, "# comment\n8/5k2/8/8/P7/8/8/7K w - - 0 1\n\n8/8/4k3/8/8/3K4/8/8 w - -\n");
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.count(QLatin1String("  value ")), 2);
}

void TestCliEval::matchListsTransformsAndIdentities() {
    const CliRun r =
        runCli({"match", "--patterns", DefaultLibrary, "--fen", "8/4k3/8/4K3/4P3/8/8/8 w - - 0 1"});
    QCOMPARE(r.exitCode, 0);
    // White to move: Black holds the opposition, found by the colour-flipped pattern.
    QVERIFY2(
        r.out.contains(QLatin1String(
            "Opposition [colour flip, ranks +2] for Black: e6 contested square; e7 opposition")),
        qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("King blocks the pawn")) == false);
    QVERIFY(!r.out.contains(QLatin1String("matches per pattern"))); // one position only
}

void TestCliEval::matchCountsPerPatternOverACollection() {
    const QByteArray epd = "8/4k3/8/4K3/4P3/8/8/8 b - - id \"opposition\";\n"
                           "k7/8/8/8/P7/8/8/4K3 w - - id \"corner\";\n"
                           "8/8/8/3p4/2P1P3/8/8/k6K w - - id \"levers\";\n";
    const CliRun r = runCli({"match", "--patterns", DefaultLibrary, "-"}, epd);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("matches per pattern over 3 positions:")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("Opposition: 1 positions, 1 matches")));
    QVERIFY(r.out.contains(QLatin1String("Rook pawn, king in the corner: 1 positions, 1 matches")));
    QVERIFY(r.out.contains(QLatin1String("Lever: 1 positions, 3 matches")));
    QVERIFY(r.out.contains(QLatin1String("Breakthrough: 0 positions, 0 matches")));
}

void TestCliEval::matchDefaultsToTheEmbeddedLibrary() {
    // No --patterns: the library embedded at :/patterns/default.json.
    const CliRun r = runCli({"match", "--fen", "8/4k3/8/4K3/4P3/8/8/8 b - - 0 1"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String(
                 "Opposition [ranks +1] for White: e5 opposition; e6 contested square")),
             qPrintable(r.out));
}

void TestCliEval::badInput_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("eval: invalid FEN")
        << QStringList{"eval", "--fen", "8/8/8/8/8/8/8/K1k4X w - - 0 1"} << 1
        << "'X' is not a piece letter";
    QTest::newRow("eval: no input") << QStringList{"eval"} << 2 << "no input";
    QTest::newRow("eval: missing file")
        << QStringList{"eval", "/nonexistent/positions.epd"} << 2 << "cannot open";
    QTest::newRow("eval: unknown option") << QStringList{"eval", "--bogus"} << 2 << "bogus";
    QTest::newRow("match: missing library")
        << QStringList{"match", "--patterns", "/nonexistent/lib.json", "--fen",
                       "8/8/8/8/8/8/8/K1k5 w - - 0 1"}
        << 1 << "cannot open pattern library /nonexistent/lib.json";
    QTest::newRow("match: invalid FEN")
        << QStringList{"match", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"} << 1 << "invalid FEN";
}

void TestCliEval::badInput() {
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const CliRun r = runCli(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestCliEval::corruptLibraryNamesFilePatternAndField() {
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("broken.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "rampart-pattern-library", "version": 1, "patterns": [
        {"name": "bad square", "description": "d", "fixed": {"P": ["e4", "e9"]}}]})");
    f.close();
    const CliRun r = runCli({"match", "--patterns", path, "--fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(
                 path + QStringLiteral(
                            ": pattern 'bad square': field 'fixed.P[1]': \"e9\" is not a square")),
             qPrintable(r.err));
    const CliRun evalRun =
        runCli({"eval", "--explain", "--patterns", path, "--fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1"});
    QCOMPARE(evalRun.exitCode, 1);
    QVERIFY(evalRun.err.contains(QLatin1String("fixed.P[1]")));
}

void TestCliEval::benchEvalReportsBand() {
    const CliRun r = runCli({"bench", "eval"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("KPK positions: 331352")), qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("band contains the truth: ")));
    QVERIFY(r.out.contains(QLatin1String("wrong (truth outside the band): ")));
}

QTEST_GUILESS_MAIN(TestCliEval)
#include "tst_cli_eval.moc"
