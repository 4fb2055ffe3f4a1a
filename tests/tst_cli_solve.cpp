// rampart-cli solve: values, move lists, the verify pass, the reasons for
// refusing a position, and the slice cache reused by a second run.
#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

namespace {

// The shared table cache of the test run (XDG_CACHE_HOME is the build tree).
QString tableCache() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/rampart/tables");
}

} // namespace

class TestCliSolve : public QObject {
    Q_OBJECT
private slots:
    void retiDrawsWithMovesAndVerify();
    void refusals_data();
    void refusals();
    void secondRunReadsTheCache();
};

void TestCliSolve::retiDrawsWithMovesAndVerify() {
#ifdef RAMPART_SANITIZED
    // Building the four-man tables it rests on takes minutes in the sanitizer
    // build; tst_solver solves and verifies the same kind of set there.
    QSKIP("the tables of the Reti position take minutes to build in the sanitizer build");
#endif
    // Réti 1921: only Kg7 draws.
    const CliRun r = runCli({"solve", "--moves", "--verify", "--threads", "2", "--cache-dir",
                             tableCache(), "--fen", "7K/8/k1P5/7p/8/8/8/8 w - - 0 1"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(lines.size() >= 6, qPrintable(r.out));
    QVERIFY2(
        lines[0].startsWith(QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - - 0 1\tproven draw\tslices ")),
        qPrintable(lines[0]));
    QCOMPARE(lines[1], QStringLiteral("  h8g7\tKg7\tproven draw"));
    for (int i = 2; i <= 4; ++i)
        QVERIFY2(lines[i].contains(QStringLiteral("proven loss")), qPrintable(lines[i]));
    QVERIFY2(lines[5].startsWith(QStringLiteral("  verify ok: ")), qPrintable(lines[5]));
    QVERIFY(r.out.contains(QStringLiteral("fifty-move rule is ignored")));
}

void TestCliSolve::refusals_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::newRow("castling") << QStringList{"--fen", "r3k3/8/8/8/8/8/P7/4K3 w q - 0 1"}
                              << "\tunsupported: castling rights are not supported";
    QTest::newRow("two pieces") << QStringList{"--fen", "4k3/8/8/8/8/8/P7/RN2K3 w - - 0 1"}
                                << "\tunsupported: White has more than one man";
    QTest::newRow("memory") << QStringList{"--max-memory", "1", "--fen",
                                           "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1"}
                            << "\ttoo large: the solve needs about ";
    QTest::newRow("illegal") << QStringList{"--fen", "8/8/8/8/8/8/1k6/K7 w - - 0 1"}
                             << "Black is in check but not to move";
}

void TestCliSolve::refusals() {
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const CliRun r = runCli(QStringList{"solve", "--cache-dir", tableCache()} + args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2((r.out + r.err).contains(expected), qPrintable(r.out + r.err));
}

void TestCliSolve::secondRunReadsTheCache() {
    // The slices go to "<table cache>/slices"; start without them (the
    // tables stay, so nothing is built twice).
    QDir(tableCache() + QStringLiteral("/slices")).removeRecursively();
    const QStringList args{"solve", "--cache-dir", tableCache(), "--fen",
                           "8/8/8/8/8/4Kp2/5Pk1/8 b - - 0 1"};
    const CliRun first = runCli(args);
    QCOMPARE(first.exitCode, 0);
    QVERIFY2(first.out.contains(QStringLiteral("\tproven loss ")), qPrintable(first.out));
    QVERIFY(!first.out.contains(QStringLiteral("from the cache")));
    const CliRun second = runCli(args);
    QCOMPARE(second.exitCode, 0);
    QVERIFY2(second.out.contains(QStringLiteral("from the cache")), qPrintable(second.out));
    QCOMPARE(second.out.section(QLatin1Char('\t'), 1, 1),
             first.out.section(QLatin1Char('\t'), 1, 1));
}

QTEST_GUILESS_MAIN(TestCliSolve)
#include "tst_cli_solve.moc"
