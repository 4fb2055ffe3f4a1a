// rampart-cli: the real executable run with QProcess.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
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
    void helpForEveryCommand_data();
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

// The names a level's --help lists: the first word of each indented line
// after the heading, up to the blank line.
static QStringList listedCommands(const QString &help, const QString &heading) {
    QStringList names;
    bool inList = false;
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        if (line == heading) {
            inList = true;
            continue;
        }
        if (!inList) continue;
        if (!line.startsWith(QLatin1String("  "))) break;
        names << line.trimmed().section(QLatin1Char(' '), 0, 0);
    }
    return names;
}

// The names of one command table in app/cli/commands.cpp ("const Command
// Tb[] = { {"build", ...}, ... };"), in their order.
static QStringList tableCommands(const QString &source, const QString &table) {
    const qsizetype start =
        source.indexOf(QStringLiteral("const Command ") + table + QStringLiteral("[] = {"));
    if (start < 0) return {};
    const qsizetype end = source.indexOf(QStringLiteral("\n};"), start);
    const QString body = source.mid(start, end - start);
    QStringList names;
    static const QRegularExpression entry(QStringLiteral("\\{\"([a-z-]+)\","));
    for (auto it = entry.globalMatch(body); it.hasNext();) names << it.next().captured(1);
    return names;
}

void TestCli::helpForEveryCommand_data() {
    QTest::addColumn<QStringList>("level"); // the command words before the listed names
    QTest::addColumn<QString>("table");     // the table's name in commands.cpp
    QTest::addColumn<QString>("heading");
    QTest::newRow("top level") << QStringList{} << QStringLiteral("TopLevel")
                               << QStringLiteral("Rampart explores pawn endgames. Commands:");
    QTest::newRow("tb") << QStringList{"tb"} << QStringLiteral("Tb")
                        << QStringLiteral("Subcommands:");
    QTest::newRow("bench") << QStringList{"bench"} << QStringLiteral("Bench")
                           << QStringLiteral("Benchmarks:");
}

void TestCli::helpForEveryCommand() {
    QFETCH(QStringList, level);
    QFETCH(QString, table);
    QFETCH(QString, heading);
    QFile file(QStringLiteral(RAMPART_SOURCE_DIR "/app/cli/commands.cpp"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList inTable = tableCommands(QString::fromUtf8(file.readAll()), table);
    QVERIFY2(inTable.size() >= 2, qPrintable(table));

    const CliRun top = runCli(level + QStringList{"--help"});
    QCOMPARE(top.exitCode, 0);
    // The help lists exactly the commands of the table, in its order.
    QCOMPARE(listedCommands(top.out, heading), inTable);
    // Every command listed answers --help itself.
    const QString prefix = QStringList(QStringList{"rampart-cli"} + level).join(QLatin1Char(' '));
    for (const QString &name : inTable) {
        const CliRun help = runCli(level + QStringList{name, "--help"});
        QVERIFY2(help.exitCode == 0, qPrintable(name));
        // The usage line names the command, not the path the program was started from.
        QVERIFY2(help.out.startsWith(QStringLiteral("Usage: ") + prefix + QLatin1Char(' ') + name +
                                     QLatin1Char(' ')),
                 qPrintable(name + ": " + help.out));
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
