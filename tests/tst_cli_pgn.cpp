// rampart-cli pgn list / export, PGN input of the position commands and
// bench pgn: the real executable run with QProcess on the files of
// tests/data/pgn/.
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

class TestCliPgn : public QObject {
    Q_OBJECT
private slots:
    void listPrintsGamesPawnEndingsAndTotals();
    void listReportsBrokenGamesAndReadsTheRest();
    void listReadsFlawedGamesAndMarksThem();
    void checkListsEveryWarningAndError();
    void exportWritesTheWholeTree();
    void exportRejectsABadGameNumber();
    void missingFileIsNamed();
    void positionCommandsReadPgn();
    void endingsGivesTheFirstPawnEnding();
    void benchPgnReadsBackWhatItWrote();
};

static QString data(const char *name) {
    return QStringLiteral(RAMPART_SOURCE_DIR "/tests/data/pgn/") + QLatin1String(name);
}

void TestCliPgn::listPrintsGamesPawnEndingsAndTotals() {
    const CliRun r = runCli({"pgn", "list", data("basic.pgn")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QStringLiteral("1\tPaul Morphy\tDuke Karl / Count Isouard\t1-0\t33\t-"));
    QCOMPARE(lines[1], QStringLiteral("2\tWhite\tBlack\t1/2-1/2\t6\t2"));
    QCOMPARE(lines[2], QStringLiteral("total: 2 games, 2 read, 0 partial, 0 with warnings, 0 "
                                      "with errors, 39 plies, 1 reach a pawn ending"));
}

void TestCliPgn::listReportsBrokenGamesAndReadsTheRest() {
    const CliRun r = runCli({"pgn", "list", "--strict", data("broken.pgn")});
    QCOMPARE(r.exitCode, 1);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 7);
    QCOMPARE(lines[0], QStringLiteral("1\t?\t?\t1-0\t7\t-"));
    QCOMPARE(lines[1], QStringLiteral("2\t?\t?\t*\terror: line 9, column 13: illegal move: Ke3 "
                                      "is not legal here"));
    QVERIFY(lines[3].contains(QLatin1String("error: line 17, column 24: unbalanced variation")));
    QCOMPARE(lines[4], QStringLiteral("5\t?\t?\t1/2-1/2\t2\t-"));
    QVERIFY(lines[5].contains(QLatin1String("comment without closing brace")));
    QVERIFY(lines[6].startsWith(QLatin1String("total: 6 games, 2 read, 4 with errors")));
}

void TestCliPgn::listReadsFlawedGamesAndMarksThem() {
    const CliRun broken = runCli({"pgn", "list", data("broken.pgn")});
    QCOMPARE(broken.exitCode, 1);
    const QStringList lines = broken.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 7);
    QCOMPARE(lines[1], QStringLiteral("2\t?\t?\t*\t2\t-\tpartial: line 9, column 13: illegal "
                                      "move: Ke3 is not legal here"));
    QCOMPARE(lines[6], QStringLiteral("total: 6 games, 2 read, 4 partial, 0 with warnings, 0 with "
                                      "errors, 16 plies, 0 reach a pawn ending"));

    const CliRun flawed = runCli({"pgn", "list", data("flawed.pgn")});
    const QStringList games = flawed.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(games.size(), 6);
    QCOMPARE(games[0], QStringLiteral("1\tAnalyst\tEngine\t*\t7\t-\t2 warning(s), first: line "
                                      "6, column 17: null move: Z0 read as --"));
    QVERIFY2(games[2].contains(QLatin1String("ambiguous move resolved: Nd7 read as Nbd7")),
             qPrintable(games[2]));
    QVERIFY(games[3].contains(QLatin1String("variation kept as a comment")));
    QVERIFY(games[4].contains(QLatin1String("partial: line 26, column 24")));
    QCOMPARE(games[5], QStringLiteral("total: 5 games, 4 read, 1 partial, 4 with warnings, 0 "
                                      "with errors, 35 plies, 0 reach a pawn ending"));

    // Strict: every one of them is an error.
    const CliRun strict = runCli({"pgn", "list", "--strict", data("flawed.pgn")});
    QCOMPARE(strict.exitCode, 1);
    QVERIFY2(strict.out.contains(QLatin1String("total: 5 games, 0 read, 5 with errors")),
             qPrintable(strict.out));
}

void TestCliPgn::checkListsEveryWarningAndError() {
    const CliRun r = runCli({"pgn", "check", data("flawed.pgn")});
    QCOMPARE(r.exitCode, 1);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(lines.contains(QStringLiteral("game 1, line 6, column 17: warning: null move: Z0 "
                                           "read as --")),
             qPrintable(r.out));
    QVERIFY(lines.contains(QStringLiteral("game 2, line 11, column 40: warning: punctuation "
                                          "skipped: ','")));
    QVERIFY(lines.contains(QStringLiteral("game 2, line 11, column 54: warning: unusual move "
                                          "number: 4..")));
    QVERIFY(r.out.contains(QLatin1String("game 5, line 26, column 24: error: unreadable token")));
    QCOMPARE(lines.last(), QStringLiteral("total: 5 games, 6 warning(s), 1 error(s)"));
    const CliRun clean = runCli({"pgn", "check", data("basic.pgn")});
    QCOMPARE(clean.exitCode, 0);
    QCOMPARE(clean.out.trimmed(), QStringLiteral("total: 2 games, 0 warning(s), 0 error(s)"));
}

void TestCliPgn::exportWritesTheWholeTree() {
    const CliRun r = runCli({"pgn", "export", data("variations.pgn"), "--game", "1"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("[White \"A\"]")), qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("1. e4 $1 e5 (1... c5 {Sicilian} 2. Nf3 (2. Nc3 Nc6) "
                                         "2... d6)")));
    QVERIFY(r.out.contains(QLatin1String("Nc6 $6 {a line comment} 3. Bb5 a6 $14 1/2-1/2")));
    // What it writes reads back as the same game.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("again.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(r.out.toUtf8());
    file.close();
    const CliRun again = runCli({"pgn", "export", path, "--game", "1"});
    QCOMPARE(again.out, r.out);
}

void TestCliPgn::exportRejectsABadGameNumber() {
    const CliRun r = runCli({"pgn", "export", data("basic.pgn"), "--game", "3"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("--game must be a number from 1 to 2")),
             qPrintable(r.err));
    // A partial game is written with its unread rest as a comment.
    const CliRun broken = runCli({"pgn", "export", data("broken.pgn"), "--game", "2"});
    QCOMPARE(broken.exitCode, 0);
    QVERIFY(broken.err.contains(QLatin1String("game 2, line 9, column 13: illegal move")));
    QVERIFY2(broken.out.contains(QLatin1String("1. e4 e5 {2. Ke3} *")), qPrintable(broken.out));
}

void TestCliPgn::missingFileIsNamed() {
    const CliRun r = runCli({"pgn", "list", "/nonexistent/x.pgn"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QLatin1String("cannot open /nonexistent/x.pgn")));
}

void TestCliPgn::positionCommandsReadPgn() {
    // A .pgn file: every position of every main line, start positions included.
    const CliRun r = runCli({"match", data("basic.pgn")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("over 41 positions")), qPrintable(r.out));
    // --from-pgn reads any file (here standard input) as PGN; a game with an
    // error is named, and the moves read before the error are used: the two
    // good games give 8 + 3 positions, the four partial ones 3 + 4 + 2 + 2.
    QFile file(data("broken.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const CliRun stdinRun = runCli({"match", "--from-pgn", "-"}, file.readAll());
    QVERIFY2(stdinRun.out.contains(QLatin1String("over 22 positions")), qPrintable(stdinRun.out));
    QVERIFY(stdinRun.err.contains(QLatin1String(
        "<stdin>: game 2, line 9, column 13: illegal move: Ke3 is not legal here (the moves "
        "before it are used)")));
}

void TestCliPgn::endingsGivesTheFirstPawnEnding() {
    const CliRun r = runCli({"eval", "--endings", data("basic.pgn")});
    QCOMPARE(r.exitCode, 0);
    // Only game 2 reaches one, after 1. Rxd7 Kxd7.
    QCOMPARE(r.out.count(QLatin1String("value")), 1);
    QVERIFY2(r.out.startsWith(QLatin1String("8/3kp3/8/8/8/8/4P3/4K3 w - - 0 2")),
             qPrintable(r.out));
}

void TestCliPgn::benchPgnReadsBackWhatItWrote() {
    const CliRun r = runCli({"bench", "pgn", "--games", "200"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("index:  200 games")), qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("0 games with errors")));
    QVERIFY(r.out.contains(QLatin1String("games/s")));
}

QTEST_MAIN(TestCliPgn)
#include "tst_cli_pgn.moc"
