// rampart-cli: the real executable run with QProcess.
#include <QProcess>
#include <QTest>

#include "clirunner.h"

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void perftCounts();
    void perftDivide();
    void badFenListsEveryProblem();
    void badArguments_data();
    void badArguments();
    void helpForEveryCommand();
};

void TestCli::perftCounts() {
    const CliRun r = runCli({"perft", "3", "--fen", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("nodes 2812")), qPrintable(r.out));
    const CliRun start = runCli({"perft", "4"});
    QVERIFY(start.out.contains(QLatin1String("nodes 197281")));
}

void TestCli::perftDivide() {
    const CliRun r = runCli({"perft", "2", "--divide"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("e2e4 e4: 20")));
    QVERIFY(r.out.contains(QLatin1String("g1f3 Nf3: 20")));
    QVERIFY(r.out.contains(QLatin1String("nodes 400")));
}

void TestCli::badFenListsEveryProblem() {
    const CliRun r = runCli({"perft", "2", "--fen", "8/8/8/8/8/8/8/K1k4X x - - y 1"});
    QVERIFY(r.exitCode != 0);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(QLatin1String("'X' is not a piece letter")), qPrintable(r.err));
    QVERIFY(r.err.contains(QLatin1String("side to move must be 'w' or 'b'")));
    QVERIFY(r.err.contains(QLatin1String("bad halfmove clock 'y'"), Qt::CaseInsensitive));
}

void TestCli::badArguments_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no-command") << QStringList{} << QStringLiteral("Usage");
    QTest::newRow("unknown-command")
        << QStringList{"frobnicate"} << QStringLiteral("unknown command");
    QTest::newRow("perft-no-depth") << QStringList{"perft"} << QStringLiteral("exactly one DEPTH");
    QTest::newRow("perft-bad-depth")
        << QStringList{"perft", "abc"} << QStringLiteral("depth must be");
    QTest::newRow("perft-unknown-option")
        << QStringList{"perft", "1", "--frob"} << QStringLiteral("Unknown option");
    QTest::newRow("bench-unknown")
        << QStringList{"bench", "nothing"} << QStringLiteral("unknown benchmark");
}

void TestCli::badArguments() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun r = runCli(args);
    QVERIFY(r.exitCode != 0);
    QVERIFY2((r.err + r.out).contains(message), qPrintable(r.err + r.out));
}

void TestCli::helpForEveryCommand() {
    const CliRun top = runCli({"--help"});
    QCOMPARE(top.exitCode, 0);
    // Every command listed in the top-level help answers --help itself.
    const QStringList lines = top.out.split(QLatin1Char('\n'));
    int commands = 0;
    bool inList = false;
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("Rampart explores"))) {
            inList = true;
            continue;
        }
        if (!inList || !line.startsWith(QLatin1String("  "))) {
            if (inList && line.isEmpty() && commands > 0) break;
            continue;
        }
        const QString name = line.trimmed().section(QLatin1Char(' '), 0, 0);
        const CliRun help = runCli({name, "--help"});
        QVERIFY2(help.exitCode == 0, qPrintable(name));
        // The usage line names the command, not the path the program was started from.
        QVERIFY2(
            help.out.startsWith(QLatin1String("Usage: rampart-cli ") + name + QLatin1Char(' ')),
            qPrintable(name + ": " + help.out));
        ++commands;
    }
    QVERIFY(commands >= 2);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
