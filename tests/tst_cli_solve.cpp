// rampart-cli solve: values, move lists, the verify pass, the reasons for
// refusing a position, the slice cache reused by a second run, a set over
// the memory limit solved with its slices kept on disk; bench
// solve --set over a small set file (reproduced, contradicted, over budget,
// bad lines), a line of each kind the shipped sets hold (proven, a recorded
// contradiction with its refutation, unsettled, a stalemate on the board),
// a key move that only keeps an interval (left to the full run by --quick),
// and the quick rule (--quick).
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"
#include "tablecacheseed.h"

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
    // The four-man tables the solves rest on (tablecacheseed.h).
    void initTestCase() { seedTableCache(tableCache()); }
    void retiDrawsWithMovesAndVerify();
    void kpkWithMovesAndVerify();
    void queenBoundsProveAPromotion();
    void widestScopeThatFits();
    void refusals_data();
    void refusals();
    void secondRunReadsTheCache();
    void secondRunReadsTheDtmSearch();
    void setOverTheLimitKeptOnDisk();
    void benchSolveSet();
    void benchSolveSetKinds();
    void benchSolveKeyMoveMustBeProven();
    void benchSolveQuickRule();
    void benchSolveSetRefusesBadInput();
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

// Without --pieces, solve takes the widest scope that fits the memory limit
// when its set is small (solveAutomatically(), tested in tst_solver): the
// queen race (five men) fits with two pieces a slice in 20 MB, only with
// queen bounds in 13 MB (both prove the win), only with pawn slices in 9 MB
// (an interval), and names the scope unless it is two pieces a slice.
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
    const CliRun queen = solve("13");
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
                            << "\ttoo large: the solve needs more than ";
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

void TestCliSolve::secondRunReadsTheDtmSearch() {
    // Chernev No. 30 with pawn slices: the win is proven, its DTM only by the
    // DTM search, whose findings the cache keeps for the next run.
    QDir(tableCache() + QStringLiteral("/slices")).removeRecursively();
    const QStringList args{
        "solve",       "--pieces",   "0",     "--moves",
        "--cache-dir", tableCache(), "--fen", "8/2p1k3/2P5/1P2K3/8/8/8/8 w - - 0 1"};
    const CliRun first = runCli(args);
    QCOMPARE(first.exitCode, 0);
    QVERIFY2(first.out.contains(QStringLiteral("DTM search: settled, ")), qPrintable(first.out));
    const QStringList files = QDir(tableCache() + QStringLiteral("/slices"))
                                  .entryList({QStringLiteral("dtm-*.rsd")}, QDir::Files);
    QCOMPARE(files.size(), 1);
    const CliRun second = runCli(args);
    QCOMPARE(second.exitCode, 0);
    QVERIFY2(second.out.contains(QStringLiteral("DTM search: read from the cache")),
             qPrintable(second.out));
    // The same value and the same move list, DTMs included.
    QCOMPARE(second.out.section(QLatin1Char('\t'), 1, 1),
             first.out.section(QLatin1Char('\t'), 1, 1));
    const auto moveLines = [](const QString &out) {
        return out.split(QLatin1Char('\n')).filter(QRegularExpression(QStringLiteral("^  \\S")));
    };
    QVERIFY(!moveLines(first.out).isEmpty());
    QCOMPARE(moveLines(second.out), moveLines(first.out));
}

void TestCliSolve::setOverTheLimitKeptOnDisk() {
#ifdef RAMPART_SANITIZED
    QSKIP("rests on four-man tables (KPPK, ...) that take minutes to build in the sanitizer build");
#endif
    // Zinar 1983: the whole set (80 slices, 21 M positions) needs about
    // 28 MB; at 22 MB its solved slices are kept on disk and dropped from
    // memory once no slice left to solve reads them.
    QDir(tableCache() + QStringLiteral("/slices")).removeRecursively();
    const auto solve = [&](const char *megabytes) {
        return runCli({"solve", "--pieces", "2", "--moves", "--verify", "--max-memory", megabytes,
                       "--threads", "2", "--cache-dir", tableCache(), "--fen",
                       "1k6/7p/8/8/5P2/1K5P/8/8 w - - 0 1"});
    };
    const CliRun onDisk = solve("22");
    // The verify pass would read every slice back: refused, so the exit code says
    // that the check asked for did not run.
    QCOMPARE(onDisk.exitCode, 1);
    QVERIFY2(onDisk.out.contains(QStringLiteral("\tproven win 29\t")), qPrintable(onDisk.out));
    QVERIFY2(onDisk.out.contains(QStringLiteral(", slices kept on disk (at most ")),
             qPrintable(onDisk.out));
    QVERIFY2(onDisk.out.contains(QStringLiteral("  verify not run: the set was solved with slices "
                                                "kept on disk")),
             qPrintable(onDisk.out));
    // The files it wrote, read by a solve that holds the whole set, check out.
    const CliRun inMemory = solve("100");
    QCOMPARE(inMemory.exitCode, 0);
    QVERIFY2(inMemory.out.contains(QStringLiteral("slices 80 (80 from the cache)")),
             qPrintable(inMemory.out));
    QVERIFY2(!inMemory.out.contains(QStringLiteral("kept on disk")), qPrintable(inMemory.out));
    QVERIFY2(inMemory.out.contains(QStringLiteral("  verify ok: ")), qPrintable(inMemory.out));
    // The same move list either way (the moves' slices read back from disk).
    const auto moveLines = [](const QString &out) {
        QStringList moves;
        for (const QString &line : out.split(QLatin1Char('\n')))
            if (line.startsWith(QStringLiteral("  ")) && !line.contains(QStringLiteral("verify")))
                moves << line;
        return moves;
    };
    QVERIFY(moveLines(onDisk.out).size() >= 5);
    QCOMPARE(moveLines(onDisk.out), moveLines(inMemory.out));
}

namespace {

// Writes the set file dir/name and returns its path.
QString writeSet(const QTemporaryDir &dir, const QString &name, const QByteArray &text) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size()) return {};
    return path;
}

} // namespace

void TestCliSolve::benchSolveSet() {
#ifdef RAMPART_SANITIZED
    QSKIP("rests on four-man tables (KPKP, KPPK) that take minutes to build in the sanitizer "
          "build");
#endif
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A five-man ending from I. Chernev, Practical Chess Endings (1961), and
    // the trebuchet (mutual zugzwang: the side to move loses).
    const QString set =
        writeSet(dir, QStringLiteral("set.epd"),
                 "# a comment line\n"
                 "8/kp6/8/PP6/1K6/8/8/8 w - - bm Kc5; id \"Chernev 31\"; result win; c0 \"I. "
                 "Chernev, Practical Chess Endings (1961), No. 31\";\n"
                 "\n"
                 "8/8/8/8/8/4Kp2/5Pk1/8 w - - id \"trebuchet\"; result loss;\n");
    QVERIFY(!set.isEmpty());
    const CliRun r =
        runCli({"bench", "solve", "--set", set, "--threads", "2", "--cache-dir", tableCache()});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral(
                 "[1/2] Chernev 31 (5 men, White to move): published win, key move Kc5\n")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral(": reproduced; key move Kc5 ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("[2/2] trebuchet (4 men, White to move)")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("proven loss")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral(" s wall, ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral(" s CPU, peak ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("\n2 of 2 reproduced; 0 intervals, 0 over budget, 0 "
                                           "not solved, 0 contradicting the source; total ")),
             qPrintable(r.out));

    // With a budget, a scope that could not be solved within it is skipped
    // while a narrower one remains: two pieces a slice for Chernev No. 47 fit
    // 4 GB but are 2.2 G positions; queen bounds prove it in a fraction of a
    // second.
    const QString ebersz = writeSet(dir, QStringLiteral("ebersz.epd"),
                                    "8/6p1/8/5P2/5P2/5K2/8/6k1 w - - bm f6; id \"Chernev 47\"; "
                                    "result win;\n");
    const CliRun budgeted = runCli({"bench", "solve", "--set", ebersz, "--threads", "2", "--budget",
                                    "20", "--max-memory", "4096", "--cache-dir", tableCache()});
    QCOMPARE(budgeted.exitCode, 0);
    QVERIFY2(budgeted.out.contains(QStringLiteral(
                 "  pieces 2: skipped: 2210693120 positions would take more than the budget")),
             qPrintable(budgeted.out));
    QVERIFY2(budgeted.out.contains(QStringLiteral("  queen bounds: proven win 18: reproduced")),
             qPrintable(budgeted.out));

    // A published result the solver proves wrong: exit code 1, named.
    const QString wrong = writeSet(dir, QStringLiteral("wrong.epd"),
                                   "8/8/8/8/8/4Kp2/5Pk1/8 w - - id \"trebuchet\"; result "
                                   "draw;\n");
    const CliRun contradicted =
        runCli({"bench", "solve", "--set", wrong, "--threads", "2", "--cache-dir", tableCache()});
    QCOMPARE(contradicted.exitCode, 1);
    QVERIFY2(contradicted.out.contains(QStringLiteral("CONTRADICTS the published draw")),
             qPrintable(contradicted.out));
    QVERIFY2(contradicted.out.contains(QStringLiteral("\n0 of 1 reproduced; ")),
             qPrintable(contradicted.out));
    QVERIFY2(contradicted.out.contains(QStringLiteral(" 1 contradicting the source")),
             qPrintable(contradicted.out));

    // --set alone: the set shipped with Rampart.
    const CliRun shipped = runCli({"bench", "solve", "--set", "--only", "Chernev No. 31, 1961",
                                   "--threads", "2", "--cache-dir", tableCache()});
    QCOMPARE(shipped.exitCode, 0);
    QVERIFY2(shipped.out.startsWith(QStringLiteral("[1/1] Chernev No. 31, 1961 (5 men, White to "
                                                   "move): published win, key move Kc5\n")),
             qPrintable(shipped.out));
    QVERIFY2(shipped.out.contains(QStringLiteral("\n1 of 1 reproduced; ")),
             qPrintable(shipped.out));
    const CliRun unknown = runCli({"bench", "solve", "--set", "--only", "no such id"});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral("no position named 'no such id'")),
             qPrintable(unknown.err));

    // Over budget: reported as such, not as wrong (exit code 0).
    const CliRun late = runCli({"bench", "solve", "--set", set, "--only", "Chernev 31", "--budget",
                                "0.001", "--threads", "2", "--cache-dir", tableCache()});
    QCOMPARE(late.exitCode, 0);
    QVERIFY2(late.out.contains(QStringLiteral(": over budget (0.001 s): not decided")),
             qPrintable(late.out));
    QVERIFY2(late.out.contains(QStringLiteral("\n0 of 1 reproduced; 0 intervals, 1 over budget")),
             qPrintable(late.out));
}

void TestCliSolve::benchSolveSetKinds() {
#ifdef RAMPART_SANITIZED
    QSKIP("rests on four-man tables (KPKP, KPPK) that take minutes to build in the sanitizer "
          "build");
#endif
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Proven as published (Chernev No. 31); a contradiction the file records
    // (the trebuchet with White to move loses, so a published draw is
    // refuted); unsettled (Elkies' eleven men: no scope fits 64 MB, where
    // the others do); a stalemate on the board (Bourzutschky's, without the
    // en passant right).
    const QString set =
        writeSet(dir, QStringLiteral("kinds.epd"),
                 "8/kp6/8/PP6/1K6/8/8/8 w - - bm Kc5; id \"proven\"; result win;\n"
                 "8/8/8/8/8/4Kp2/5Pk1/8 w - - id \"contradicted\"; result draw; proven loss;\n"
                 "1k6/pP1p4/Kp2p3/1Pp1P3/2P5/8/8/8 w - c6 id \"unsettled\"; result loss;\n"
                 "8/8/8/8/1pP5/kP6/P7/K7 b - - id \"stalemate\"; result draw;\n");
    QVERIFY(!set.isEmpty());
    const CliRun r = runCli({"bench", "solve", "--set", set, "--threads", "2", "--max-memory", "64",
                             "--cache-dir", tableCache()});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral(": reproduced; key move Kc5 the only proven win\n")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("[2/4] contradicted (4 men, White to move): published "
                                           "draw, recorded as proven loss\n")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(
                 QStringLiteral(": proven loss 12: contradicts the published draw, as recorded\n")),
             qPrintable(r.out));
    // The refutation: each move with its value, and the line the proof gives.
    QVERIFY2(r.out.contains(QStringLiteral("  moves: Kd2 proven loss 12, ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("  proof line: 1. ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("[3/4] unsettled (11 men, ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral(": not solved: ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("  stalemate on the board, a draw: nothing to prove\n")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("\n1 of 4 reproduced; 0 intervals, 0 over budget, 1 "
                                           "not solved, 0 contradicting the source; total ")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("\nBesides: 1 contradicting the published result as "
                                           "the set records (proven as its 'proven' says), 1 "
                                           "decided on the board")),
             qPrintable(r.out));

    // A recorded contradiction the proof no longer gives is a failure.
    const QString stale = writeSet(dir, QStringLiteral("stale.epd"),
                                   "8/8/8/8/8/4Kp2/5Pk1/8 w - - id \"stale\"; result loss; "
                                   "proven draw;\n");
    const CliRun failed =
        runCli({"bench", "solve", "--set", stale, "--threads", "2", "--cache-dir", tableCache()});
    QCOMPARE(failed.exitCode, 1);
    QVERIFY2(failed.out.contains(
                 QStringLiteral("CONTRADICTS the recorded proven draw (published loss)")),
             qPrintable(failed.out));
}

void TestCliSolve::benchSolveKeyMoveMustBeProven() {
#ifdef RAMPART_SANITIZED
    QSKIP("rests on four-man tables (KPPK) that take minutes to build in the sanitizer build");
#endif
    // With pawn slices alone, White's win is proven (1.exd5 goes into the
    // tables' KPPK) but 1.b8=Q leaves the scope: its value is an interval,
    // so a source giving it as the key move is not reproduced.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString set = writeSet(dir, QStringLiteral("key.epd"),
                                 "7k/1P6/8/3p4/4P3/2K5/8/8 w - - bm b8=Q; id \"queening\"; "
                                 "result win;\n");
    const CliRun r = runCli({"bench", "solve", "--set", set, "--pieces", "0", "--dtm-search", "0",
                             "--threads", "2", "--cache-dir", tableCache()});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral(
                 ": the published win, not reproduced; key move b8=Q not decided\n")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("\n0 of 1 reproduced; 1 intervals, ")),
             qPrintable(r.out));

    // --quick checks win/draw/loss: the key move the scope leaves open is
    // the full run's to settle, not a failure of the quick rule.
    const QString quick = writeSet(dir, QStringLiteral("keyquick.epd"),
                                   "# quick: at most 5 men\n"
                                   "7k/1P6/8/3p4/4P3/2K5/8/8 w - - bm b8=Q; id \"queening\"; "
                                   "result win;\n");
    const CliRun q = runCli({"bench", "solve", "--set", quick, "--quick", "--pieces", "0",
                             "--threads", "2", "--cache-dir", tableCache()});
    QCOMPARE(q.exitCode, 0);
    QVERIFY2(q.out.contains(
                 QStringLiteral(": reproduced; key move b8=Q not decided, left to the full run\n")),
             qPrintable(q.out));
    QVERIFY2(q.out.contains(QStringLiteral("\n1 of 1 reproduced; 0 intervals, ")),
             qPrintable(q.out));
}

void TestCliSolve::benchSolveQuickRule() {
#ifdef RAMPART_SANITIZED
    QSKIP("rests on four-man tables (KPKP) that take minutes to build in the sanitizer build");
#endif
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The rule selects the five-man line; the ten-man one is left out.
    const QString set =
        writeSet(dir, QStringLiteral("quick.epd"),
                 "# quick: at most 5 men\n"
                 "8/kp6/8/PP6/1K6/8/8/8 w - - bm Kc5; id \"small\"; result win;\n"
                 "8/1pp5/p2p4/P2P4/1PP5/7k/8/7K w - - bm c5; id \"large\"; result win;\n");
    const CliRun r = runCli(
        {"bench", "solve", "--set", set, "--quick", "--threads", "2", "--cache-dir", tableCache()});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(QStringLiteral("quick rule: the lines of at most 5 men, 1 of them\n"
                                             "[1/1] small (5 men")),
             qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral("DTM search")), qPrintable(r.out)); // win/draw/loss
    QVERIFY2(r.out.contains(QStringLiteral("\n1 of 1 reproduced; ")), qPrintable(r.out));

    // A selected line left undecided breaks the rule: exit code 1.
    const CliRun late = runCli({"bench", "solve", "--set", set, "--quick", "--budget", "0.001",
                                "--threads", "2", "--cache-dir", tableCache()});
    QCOMPARE(late.exitCode, 1);
    QVERIFY2(late.out.contains(QStringLiteral("\nquick rule broken: 1 of its lines not decided\n")),
             qPrintable(late.out));

    // A set without a rule, or with one mistyped, is refused.
    const QString none = writeSet(dir, QStringLiteral("none.epd"),
                                  "8/kp6/8/PP6/1K6/8/8/8 w - - id \"x\"; result win;\n");
    const CliRun noRule = runCli({"bench", "solve", "--set", none, "--quick"});
    QCOMPARE(noRule.exitCode, 2);
    QVERIFY2(noRule.err.contains(QStringLiteral("states no quick rule")), qPrintable(noRule.err));
    const QString typo = writeSet(dir, QStringLiteral("typo.epd"),
                                  "# quick: six men or fewer\n"
                                  "8/kp6/8/PP6/1K6/8/8/8 w - - id \"x\"; result win;\n");
    const CliRun badRule = runCli({"bench", "solve", "--set", typo, "--quick"});
    QCOMPARE(badRule.exitCode, 2);
    QVERIFY2(badRule.err.contains(QStringLiteral("typo.epd:1: a quick rule reads '# quick: at "
                                                 "most N men'")),
             qPrintable(badRule.err));
}

void TestCliSolve::benchSolveSetRefusesBadInput() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString set =
        writeSet(dir, QStringLiteral("bad.epd"),
                 "8/8/8/8/8/4Kp2/5Pk1/8 w - - id \"no result\";\n"
                 "8/8/8/8/8/4Kp2/5Pk1/8 w - - id \"bad key\"; bm Kh1; result loss;\n"
                 "8/8/8/8/8/8/1k6/K7 w - - id \"illegal\"; result draw;\n"
                 "8/8/8/8/8/4Kp2/5Pk1/8 w - - id \"no contradiction\"; result loss; proven "
                 "loss;\n");
    const CliRun r = runCli({"bench", "solve", "--set", set, "--cache-dir", tableCache()});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("bad.epd:1: needs one 'result win|draw|loss'")),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("bad.epd:2: the key move bm Kh1 is not legal here")),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("bad.epd:3: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("bad.epd:4: 'proven win|draw|loss' records a result "
                                           "other than the published one")),
             qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out)); // nothing solved

    const CliRun missing =
        runCli({"bench", "solve", "--set", dir.filePath(QStringLiteral("none.epd"))});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains(QStringLiteral("cannot read ")), qPrintable(missing.err));
    const CliRun budget = runCli({"bench", "solve", "--set", set, "--budget", "soon"});
    QCOMPARE(budget.exitCode, 2);
    QVERIFY2(budget.err.contains(QStringLiteral("--budget needs a number of seconds")),
             qPrintable(budget.err));
}

QTEST_GUILESS_MAIN(TestCliSolve)
#include "tst_cli_solve.moc"
