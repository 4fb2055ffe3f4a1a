// rampart-cli blockage and bench blockage: the real executable run with QProcess.
#include <QProcess>
#include <QTemporaryFile>
#include <QTest>

#include "clirunner.h"

class TestCliBlockage : public QObject {
    Q_OBJECT
private slots:
    void diagramOne();
    void diagramTwoSets();
    void sideOption();
    void readsFileAndStdin();
    void badFenListsEveryProblem();
    void badFenAmongGoodOnes();
    void badArguments_data();
    void badArguments();
    void benchPrintsCostPerCall();
};

namespace {

const char *const DiagramOne = "3k4/8/8/1p2p2p/1P2P2P/1P6/3K4/8 w - - 0 1";
const char *const DiagramTwo = "4k3/8/3pPp2/1p1P1P1p/1P5P/5P2/3K4/8 w - - 0 1";
const char *const LeverWin = "3k4/8/8/1p2p2p/1P2P2P/PP6/3K4/8 w - - 0 1";

} // namespace

void TestCliBlockage::diagramOne() {
    const CliRun r = runCli({"blockage", "--fen", DiagramOne});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("verdict: blocked for White")), qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("fence: b3 a4 b4 c4 d4 e4 f4 g4 h4")));
    // Board left, sets right, rank by rank as in Tabibi et al.'s first diagram.
    QVERIFY(r.out.contains(QLatin1String("5 | . p . . p . . p |   | a a a a a a a a |")));
    QVERIFY(r.out.contains(QLatin1String("4 | . P . . P . . P |   | F F F F F F F F |")));
    QVERIFY(r.out.contains(QLatin1String("3 | . P . . . . . . |   | b F b b b b b b |")));
    QVERIFY(r.out.contains(QLatin1String("2 | . . . K . . . . |   | b b b b b b b b |")));
}

void TestCliBlockage::diagramTwoSets() {
    const CliRun r = runCli({"blockage", "--fen", DiagramTwo});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("verdict: blocked for White")));
    QVERIFY2(r.out.contains(QLatin1String("5 | . p . P . P . p |   | a a F F F F F a |")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("4 | . P . . . . . P |   | F F F b b b F F |")));
}

void TestCliBlockage::sideOption() {
    // Diagram 1 seen with Black as the side to be stopped: Black cannot win either,
    // its fence is rank 5 and White's king shuffles below.
    const CliRun black = runCli({"blockage", "--side", "black", "--fen", DiagramOne});
    QCOMPARE(black.exitCode, 0);
    QVERIFY2(black.out.contains(QLatin1String("verdict: blocked for Black")),
             qPrintable(black.out));
    QVERIFY(black.out.contains(QLatin1String("5 | . p . . p . . p |   | F F F F F F F F |")));
    const CliRun lever = runCli({"blockage", "--side", "white", "--fen", LeverWin});
    QCOMPARE(lever.exitCode, 0);
    QVERIFY(lever.out.contains(QLatin1String("verdict: not blocked for White")));
    QVERIFY(lever.out.contains(QLatin1String("reason: a lever")));
}

void TestCliBlockage::readsFileAndStdin() {
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write(QByteArray("# a comment\n") + DiagramOne + "\n\n" + LeverWin + "\n");
    file.close();
    const CliRun fromFile = runCli({"blockage", file.fileName()});
    QCOMPARE(fromFile.exitCode, 0);
    QCOMPARE(fromFile.out.count(QLatin1String("verdict:")), 2);
    const CliRun fromStdin = runCli({"blockage", "-"}, QByteArray(DiagramTwo) + "\n");
    QCOMPARE(fromStdin.exitCode, 0);
    QVERIFY(fromStdin.out.contains(QLatin1String("verdict: blocked for White")));
}

void TestCliBlockage::badFenListsEveryProblem() {
    const CliRun r = runCli({"blockage", "--fen", "8/8/8/8/8/8/8/K1k4X x - - y 1"});
    QVERIFY(r.exitCode != 0);
    QVERIFY(!r.out.contains(QLatin1String("verdict")));
    QVERIFY2(r.err.contains(QLatin1String("'X' is not a piece letter")), qPrintable(r.err));
    QVERIFY(r.err.contains(QLatin1String("side to move must be 'w' or 'b'")));
    QVERIFY(r.err.contains(QLatin1String("bad halfmove clock 'y'"), Qt::CaseInsensitive));
}

void TestCliBlockage::badFenAmongGoodOnes() {
    // The good positions are still analysed; the exit code reports the bad one.
    const CliRun r =
        runCli({"blockage", "-"}, QByteArray(DiagramOne) + "\n8/8/8/8/8/8/8/8 w - - 0 1\n");
    QVERIFY(r.exitCode != 0);
    QVERIFY(r.out.contains(QLatin1String("verdict: blocked for White")));
    QVERIFY2(r.err.contains(QLatin1String("<stdin>:2")), qPrintable(r.err));
}

void TestCliBlockage::badArguments_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no-input") << QStringList{"blockage"} << QStringLiteral("no input");
    QTest::newRow("bad-side") << QStringList{"blockage", "--side", "green", "--fen", DiagramOne}
                              << QStringLiteral("--side must be");
    QTest::newRow("missing-file") << QStringList{"blockage", "/nonexistent/rampart.fen"}
                                  << QStringLiteral("cannot open");
    QTest::newRow("unknown-option")
        << QStringList{"blockage", "--frob"} << QStringLiteral("Unknown option");
}

void TestCliBlockage::badArguments() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun r = runCli(args);
    QVERIFY(r.exitCode != 0);
    QVERIFY2((r.err + r.out).contains(message), qPrintable(r.err + r.out));
}

void TestCliBlockage::benchPrintsCostPerCall() {
    const CliRun r = runCli({"bench", "blockage"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("ns/call")), qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestCliBlockage)
#include "tst_cli_blockage.moc"
