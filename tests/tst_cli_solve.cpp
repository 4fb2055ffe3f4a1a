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
    void kpkWithMovesAndVerify();
    void queenBoundsProveAPromotion();
    void widestScopeThatFits();
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

void TestCliSolve::kpkWithMovesAndVerify() {
    // Three-man tables only, so it runs in the sanitizer build too. King on
    // the sixth in front of its pawn wins (Fine, Basic Chess Endings): with
    // Black to move every king move loses.
    const CliRun r = runCli({"solve", "--moves", "--verify", "--threads", "2", "--cache-dir",
                             tableCache(), "--fen", "4k3/8/4K3/4P3/8/8/8/8 b - - 0 1"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(lines.size() >= 4, qPrintable(r.out));
    QVERIFY2(lines[0].contains(QStringLiteral("\tproven loss ")), qPrintable(lines[0]));
    QVERIFY2(lines[1].contains(QStringLiteral("proven loss")), qPrintable(lines[1]));
    QVERIFY2(lines[2].contains(QStringLiteral("proven loss")), qPrintable(lines[2]));
    QVERIFY2(lines[3].startsWith(QStringLiteral("  verify ok: ")), qPrintable(lines[3]));
}

void TestCliSolve::queenBoundsProveAPromotion() {
#ifdef RAMPART_SANITIZED
    QSKIP("rests on four-man tables (KQKP, ...) that take minutes to build in the sanitizer build");
#endif
    // Black's king is shut in by the a-pawns and White's h-pawn queens:
    // with pawn slices only the promotion is an assumption; queen bounds
    // (White's queen slices in White's lower bound) prove the win.
    const QString fen = QStringLiteral("k7/p7/P7/8/8/8/7P/7K b - - 0 1");
    const CliRun pawns = runCli(
        {"solve", "--pieces", "0", "--threads", "2", "--cache-dir", tableCache(), "--fen", fen});
    QCOMPARE(pawns.exitCode, 0);
    QVERIFY2(pawns.out.contains(QStringLiteral("\tdraw or win for White (rests on an assumption)")),
             qPrintable(pawns.out));
    const CliRun queen = runCli({"solve", "--pieces", "queen", "--verify", "--threads", "2",
                                 "--cache-dir", tableCache(), "--fen", fen});
    QCOMPARE(queen.exitCode, 0);
    QVERIFY2(queen.out.contains(QStringLiteral("\tproven loss 16\t")), qPrintable(queen.out));
    QVERIFY2(queen.out.contains(QStringLiteral("  verify ok: ")), qPrintable(queen.out));
    const CliRun bad = runCli({"solve", "--pieces", "rook", "--fen", fen});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("--pieces needs 0, 1, 2 or queen")),
             qPrintable(bad.err));
}

// Without --pieces, solve takes the widest scope that fits the memory limit:
// the queen race (five men) fits with two pieces a slice in 20 MB, only
// with queen bounds in 14 MB (both prove the win), only with pawn slices in
// 9 MB (an interval), and says which scope it used when not the widest.
void TestCliSolve::widestScopeThatFits() {
#ifdef RAMPART_SANITIZED
    QSKIP("rests on four-man tables (KQKP, ...) that take minutes to build in the sanitizer build");
#endif
    const QString fen = QStringLiteral("8/8/2k5/p7/P1P5/8/8/4K3 w - - 0 1");
    const auto solve = [&](const char *megabytes) {
        return runCli({"solve", "--max-memory", megabytes, "--threads", "2", "--cache-dir",
                       tableCache(), "--fen", fen});
    };
    const CliRun wide = solve("20");
    QCOMPARE(wide.exitCode, 0);
    QVERIFY2(wide.out.contains(QStringLiteral("\tproven win 21\t")), qPrintable(wide.out));
    QVERIFY2(!wide.out.contains(QStringLiteral("scope:")), qPrintable(wide.out));
    const CliRun queen = solve("14");
    QCOMPARE(queen.exitCode, 0);
    QVERIFY2(queen.out.contains(QStringLiteral("\tproven win 21\t")), qPrintable(queen.out));
    QVERIFY2(queen.out.contains(QStringLiteral(", scope: queen bounds\n")), qPrintable(queen.out));
    const CliRun pawns = solve("9");
    QCOMPARE(pawns.exitCode, 0);
    QVERIFY2(pawns.out.contains(QStringLiteral("\tdraw or win for White (rests on an assumption)")),
             qPrintable(pawns.out));
    QVERIFY2(pawns.out.contains(QStringLiteral(", scope: pieces 0\n")), qPrintable(pawns.out));
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
