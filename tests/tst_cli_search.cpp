// rampart-cli analyze and uci, driven through the real executable.
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

class TestCliSearch : public QObject {
    Q_OBJECT
private slots:
    void analyzeDepthLinesAndFinal();
    void analyzeBadArguments_data();
    void analyzeBadArguments();
    void uciHandshake();
    void uciGoDepthFromFenWithMoves();
    void uciStopEndsInfiniteSearch();
    void uciMateScoreAndOptions();
    void uciClockTime();
    void uciBadInputIsReported();
    void uciMultiPv();
    void uciThreads();
    void analyzeMultiPv();
    void uciLiveInfoRhythm();
    void benchMatesVerdictsAndSummary();
    void benchMatesBadInput();
    void benchMatesExitStatus();
    void benchSearchSignature();
};

void TestCliSearch::analyzeDepthLinesAndFinal() {
    const CliRun r =
        runCli({"analyze", "--fen", "7K/8/k1P5/7p/8/8/8/8 w - - 0 1", "--depth", "12"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 13); // depths 1..12 and the final line
    for (int d = 1; d <= 12; ++d) {
        const QString &line = lines.at(d - 1);
        QVERIFY2(line.startsWith(QStringLiteral("depth %1 ").arg(d)), qPrintable(line));
        for (const char *field :
             {" seldepth ", " nodes ", " nps ", " time ", " score ", " value ", " pv 1. "})
            QVERIFY2(line.contains(QLatin1String(field)), qPrintable(line));
    }
    QVERIFY2(lines.last().startsWith(QLatin1String("bestmove Kg7 (h8g7) score 0.00 value ")),
             qPrintable(lines.last()));
}

void TestCliSearch::analyzeBadArguments_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("depth-zero") << QStringList{"analyze", "--depth", "0"} << 2 << "--depth";
    QTest::newRow("depth-not-a-number")
        << QStringList{"analyze", "--depth", "deep"} << 2 << "--depth";
    QTest::newRow("two-limits") << QStringList{"analyze", "--depth", "3", "--nodes", "100"} << 2
                                << "at most one";
    QTest::newRow("threads-zero") << QStringList{"analyze", "--depth", "3", "--threads", "0"} << 2
                                  << "--threads must be a number from 1 to 64";
    QTest::newRow("bad-fen") << QStringList{"analyze", "--fen", "8/8/8 w - - 0 1", "--depth", "2"}
                             << 1 << "invalid FEN";
}

void TestCliSearch::analyzeBadArguments() {
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const CliRun r = runCli(args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCliSearch::uciHandshake() {
    UciProcess e;
    QVERIFY(e.started());
    e.send("uci");
    QVERIFY(!e.waitFor(QStringLiteral("uciok")).isEmpty());
    QVERIFY(e.seen.filter(QRegularExpression(QStringLiteral("^id name Rampart"))).size() == 1);
    QVERIFY(
        e.seen.filter(QRegularExpression(QStringLiteral("^option name Hash type spin"))).size() ==
        1);
    QVERIFY(e.seen.contains(QStringLiteral("option name MultiPV type spin default 1 min 1 max 8")));
    e.send("isready");
    QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
    QCOMPARE(e.quit(), 0);
}

void TestCliSearch::uciGoDepthFromFenWithMoves() {
    UciProcess e;
    e.send("uci");
    e.waitFor(QStringLiteral("uciok"));
    e.send("ucinewgame");
    // Réti after 1.Kg7 Kb6: still a draw, and White's move comes from the
    // position after the moves (a g7 king move), not from the FEN alone.
    e.send("position fen 7K/8/k1P5/7p/8/8/8/8 w - - 0 1 moves h8g7 a6b6");
    e.send("go depth 12");
    const QString best = e.waitFor(QStringLiteral("bestmove"));
    QVERIFY2(best.startsWith(QLatin1String("bestmove g7")), qPrintable(e.seen.join('\n')));
    // The completed depths' lines (live currmove lines have no seldepth).
    const QStringList infos =
        e.seen.filter(QRegularExpression(QStringLiteral("^info depth \\d+ seldepth ")));
    QCOMPARE(infos.size(), 12);
    const QRegularExpression full(
        QStringLiteral("^info depth (\\d+) seldepth \\d+ multipv 1 score "
                       "(cp -?\\d+|mate -?\\d+) nodes \\d+ nps \\d+ "
                       "time \\d+ tbhits \\d+ pv( [a-h][1-8][a-h][1-8][qrbn]?)+$"));
    for (const QString &line : infos) QVERIFY2(full.match(line).hasMatch(), qPrintable(line));
    QVERIFY2(infos.last().contains(QLatin1String(" score cp 0 ")), qPrintable(infos.last()));
    // The same search from startpos-style input works too.
    e.send("position startpos moves e2e4 e7e5");
    e.send("go nodes 5000");
    QVERIFY(!e.waitFor(QStringLiteral("bestmove")).isEmpty());
    QCOMPARE(e.quit(), 0);
}

void TestCliSearch::uciStopEndsInfiniteSearch() {
    UciProcess e;
    e.send("uci");
    e.waitFor(QStringLiteral("uciok"));
    // The search alone: no proof of the eight-man ending beside it, whose
    // solve would share the cores (tst_cli_autosolve tests that).
    e.send("setoption name AutoSolve value false");
    e.send("position fen 8/5ppp/4k3/8/P7/4K3/6PP/8 w - - 0 1");
    e.send("go infinite");
    QVERIFY(!e.waitFor(QStringLiteral("info depth 3 ")).isEmpty());
    // Still answering while it searches.
    e.send("isready");
    QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
    QVERIFY(e.seen.filter(QStringLiteral("bestmove")).isEmpty()); // infinite: none before stop
    e.send("stop");
    const QString best = e.waitFor(QStringLiteral("bestmove"), 10000);
    QVERIFY2(
        QRegularExpression(QStringLiteral("^bestmove [a-h][1-8][a-h][1-8]")).match(best).hasMatch(),
        qPrintable(best));
    QCOMPARE(e.quit(), 0);
}

void TestCliSearch::uciMateScoreAndOptions() {
    UciProcess e;
    e.send("uci");
    e.waitFor(QStringLiteral("uciok"));
    e.send("setoption name Hash value 4");
    e.send("isready");
    QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
    QVERIFY(e.seen.filter(QStringLiteral("error")).isEmpty());
    e.send("position fen 7k/4P3/6K1/8/8/8/8/8 w - - 0 1");
    e.send("go depth 4");
    const QString best = e.waitFor(QStringLiteral("bestmove"));
    QVERIFY2(best == QLatin1String("bestmove e7e8q") || best == QLatin1String("bestmove e7e8r"),
             qPrintable(best));
    QVERIFY(!e.seen.filter(QStringLiteral(" score mate 1 ")).isEmpty());
    QCOMPARE(e.quit(), 0);
}

void TestCliSearch::uciClockTime() {
    // Clock play: a second on the clock must give a move well before the
    // flag falls (the engine spends a share of it, not all).
    UciProcess e;
    e.send("uci");
    e.waitFor(QStringLiteral("uciok"));
    // The search alone: no proof of the eight-man ending beside it, whose
    // solve would share the cores (tst_cli_autosolve tests that).
    e.send("setoption name AutoSolve value false");
    e.send("position fen 8/5ppp/4k3/8/P7/4K3/6PP/8 w - - 0 1");
    QElapsedTimer timer;
    timer.start();
    e.send("go wtime 1000 btime 1000 winc 0 binc 0");
    const QString best = e.waitFor(QStringLiteral("bestmove"), 10000);
    QVERIFY2(!best.isEmpty(), qPrintable(e.seen.join('\n')));
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(e.quit(), 0);
}

void TestCliSearch::uciBadInputIsReported() {
    UciProcess e;
    e.send("uci");
    e.waitFor(QStringLiteral("uciok"));
    e.send("position fen 8/8/8 w - - 0 1");
    QVERIFY(!e.waitFor(QStringLiteral("info string error: invalid FEN")).isEmpty());
    e.send("position startpos moves e2e5");
    QVERIFY(!e.waitFor(QStringLiteral("info string error: move 'e2e5'")).isEmpty());
    e.send("setoption name Hash value 0");
    QVERIFY(!e.waitFor(QStringLiteral("info string error: Hash")).isEmpty());
    e.send("frobnicate");
    QVERIFY(!e.waitFor(QStringLiteral("info string unknown command")).isEmpty());
    QCOMPARE(e.quit(), 0);
}

void TestCliSearch::uciMultiPv() {
    UciProcess e;
    e.send("uci");
    e.waitFor(QStringLiteral("uciok"));
    e.send("setoption name MultiPV value 9");
    e.send("setoption name MultiPV value 3");
    e.send("isready");
    QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
    QCOMPARE(e.seen.filter(QStringLiteral("error: MultiPV must be 1..8, not '9'")).size(), 1);
    // The search alone: no proof of the eight-man ending beside it, whose
    // solve would share the cores (tst_cli_autosolve tests that).
    e.send("setoption name AutoSolve value false");
    e.send("position fen 8/5ppp/4k3/8/P7/4K3/6PP/8 w - - 0 1");
    e.send("go depth 8");
    QVERIFY(!e.waitFor(QStringLiteral("bestmove")).isEmpty());
    const QRegularExpression lineInfo(
        QStringLiteral("^info depth (\\d+) seldepth \\d+ multipv (\\d+) score cp (-?\\d+) "
                       "nodes \\d+ nps \\d+ time \\d+ tbhits \\d+ pv ([a-h][1-8][a-h][1-8])"));
    // Per depth: lines 1, 2, 3 in order, distinct first moves, best first.
    QMap<int, QStringList> firstMoves;
    QMap<int, QList<int>> scores;
    for (const QString &line : e.seen) {
        const QRegularExpressionMatch m = lineInfo.match(line);
        if (!m.hasMatch()) continue;
        const int depth = m.captured(1).toInt();
        QCOMPARE(m.captured(2).toInt(), firstMoves[depth].size() + 1);
        QVERIFY2(!firstMoves[depth].contains(m.captured(4)), qPrintable(line));
        firstMoves[depth] << m.captured(4);
        scores[depth] << m.captured(3).toInt();
    }
    QCOMPARE(firstMoves.size(), 8);
    for (int depth = 1; depth <= 8; ++depth) {
        QCOMPARE(firstMoves[depth].size(), 3);
        QVERIFY(scores[depth][0] >= scores[depth][1] && scores[depth][1] >= scores[depth][2]);
    }
    // The best move is the first line's.
    const QString best = e.seen.filter(QStringLiteral("bestmove")).constLast();
    QVERIFY2(best.startsWith(QStringLiteral("bestmove ") + firstMoves[8][0]), qPrintable(best));
    QCOMPARE(e.quit(), 0);
}

// Threads: advertised, refused out of range, and a search on two threads
// gives the known move and value with nodes of both threads. analyze
// --threads takes the same path (Search::setThreads).
void TestCliSearch::uciThreads() {
    UciProcess e;
    e.send("uci");
    QVERIFY(!e.waitFor(QStringLiteral("uciok")).isEmpty());
    QVERIFY(
        e.seen.contains(QStringLiteral("option name Threads type spin default 1 min 1 max 64")));
    e.send("setoption name Threads value 65");
    e.send("setoption name Threads value 2");
    e.send("isready");
    QVERIFY(!e.waitFor(QStringLiteral("readyok")).isEmpty());
    QCOMPARE(e.seen.filter(QStringLiteral("error: Threads must be 1..64, not '65'")).size(), 1);
    e.send("position fen 7K/8/k1P5/7p/8/8/8/8 w - - 0 1");
    e.send("go depth 16");
    const QString best = e.waitFor(QStringLiteral("bestmove"));
    QVERIFY2(best.startsWith(QLatin1String("bestmove h8g7")), qPrintable(best));
    const QStringList depth16 = e.seen.filter(QRegularExpression(
        QStringLiteral("^info depth 16 seldepth \\d+ multipv 1 score cp 0 nodes [1-9]")));
    QCOMPARE(depth16.size(), 1);
    QCOMPARE(e.quit(), 0);
    const CliRun r = runCli(
        {"analyze", "--fen", "7K/8/k1P5/7p/8/8/8/8 w - - 0 1", "--depth", "16", "--threads", "2"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.trimmed().split('\n').last().startsWith(
                 QLatin1String("bestmove Kg7 (h8g7) score 0.00 value ")),
             qPrintable(r.out));
}

void TestCliSearch::analyzeMultiPv() {
    // The search alone: no proof of the eight-man ending beside it
    // (tst_cli_autosolve tests that).
    const CliRun r = runCli({"analyze", "--fen", "8/5ppp/4k3/8/P7/4K3/6PP/8 w - - 0 1", "--depth",
                             "6", "--multipv", "3", "--solve-budget", "0"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 6 * 3 + 1); // per depth: the depth line and lines 2, 3; the final line
    for (int d = 1; d <= 6; ++d) {
        QVERIFY(lines.at(3 * (d - 1)).startsWith(QStringLiteral("depth %1 ").arg(d)));
        for (int k = 2; k <= 3; ++k) {
            const QString &line = lines.at(3 * (d - 1) + k - 1);
            QVERIFY2(QRegularExpression(QStringLiteral("^  multipv %1 score [-+]?\\d+\\.\\d\\d "
                                                       "value .+ pv 1\\. ")
                                            .arg(k))
                         .match(line)
                         .hasMatch(),
                     qPrintable(line));
        }
    }
    QVERIFY(lines.last().startsWith(QLatin1String("bestmove ")));
    const CliRun bad = runCli({"analyze", "--depth", "3", "--multipv", "9"});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QLatin1String("--multipv must be a number from 1 to 8")),
             qPrintable(bad.err));
}

void TestCliSearch::uciLiveInfoRhythm() {
    // While iterations run, currmove/nodes/time infos come at most ten times
    // a second: count them over a 1.5 s search that no depth ends early.
    UciProcess e;
    e.send("uci");
    e.waitFor(QStringLiteral("uciok"));
    // The search alone: no proof of the eight-man ending beside it, whose
    // solve would share the cores (tst_cli_autosolve tests that).
    e.send("setoption name AutoSolve value false");
    e.send("position fen 8/5pk1/6p1/1p5p/1P5P/6P1/5PK1/8 w - - 0 1");
    e.send("go movetime 1500");
    QVERIFY(!e.waitFor(QStringLiteral("bestmove"), 20000).isEmpty());
    const QRegularExpression live(
        QStringLiteral("^info depth \\d+ currmove [a-h][1-8][a-h][1-8] currmovenumber \\d+ "
                       "nodes (\\d+) nps \\d+ time (\\d+) tbhits \\d+$"));
    QList<qint64> times, nodes;
    for (const QString &line : e.seen) {
        const QRegularExpressionMatch m = live.match(line);
        if (!m.hasMatch()) continue;
        nodes << m.captured(1).toLongLong();
        times << m.captured(2).toLongLong();
    }
    QVERIFY2(times.size() >= 5, qPrintable(e.seen.join('\n')));
    QVERIFY2(times.size() <= 1500 / 100 + 1, qPrintable(QString::number(times.size())));
    for (int i = 1; i < times.size(); ++i) {
        QVERIFY2(times[i] - times[i - 1] >= 100, qPrintable(e.seen.join('\n')));
        QVERIFY(nodes[i] > nodes[i - 1]);
    }
    QCOMPARE(e.quit(), 0);
}

namespace {

// An EPD file in dir with the given lines; its path.
QString writeEpd(const QTemporaryDir &dir, const QStringList &lines) {
    const QString path = dir.filePath(QStringLiteral("mates.epd"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(lines.join(QLatin1Char('\n')).toUtf8() + '\n');
    return path;
}

} // namespace

void TestCliSearch::benchMatesVerdictsAndSummary() {
    // One row per verdict: exactly the promised mate (for either side to
    // move), a longer mate than promised (found), a shorter one (the promise
    // was wrong), no mate at all, and a line without "bm #N" (skipped).
    QTemporaryDir dir;
    const QString path =
        writeEpd(dir, {QStringLiteral("# comment lines are skipped"),
                       QStringLiteral("7k/5Q2/6K1/8/8/8/8/8 w - - bm #1; id \"mate1\";"),
                       QStringLiteral("7k/8/5QK1/8/8/8/8/8 b - - bm #-1; id \"mated1\";"),
                       QStringLiteral("k7/8/2K5/8/8/8/8/7R w - - bm #1; id \"longer\";"),
                       QStringLiteral("7k/5Q2/6K1/8/8/8/8/8 w - - bm #3; id \"shorter\";"),
                       QStringLiteral("8/8/8/4k3/8/8/8/4K3 w - - bm #5; id \"nomate\";"),
                       QStringLiteral("8/8/8/4k3/8/8/8/4K3 w - - id \"nobm\";")});
    QVERIFY(!path.isEmpty());
    const CliRun r = runCli({"bench", "mates", path, "--movetime", "300"});
    QCOMPARE(r.exitCode, 1); // the "shorter" row contradicts its promise (benchMatesExitStatus)
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 7); // header, five positions, summary
    QCOMPARE(lines.first(), QStringLiteral("movetime 300 ms"));
    const QRegularExpression row(QStringLiteral(
        R"(^(\S+) +want (#-?\d+) +got (#-?\d+|cp -?\d+) +(best|found|wrong|none) +\d+ ms +\d+ nodes  depth \d+$)"));
    const QStringList expected[] = {{"mate1", "#1", "#1", "best"},
                                    {"mated1", "#-1", "#-1", "best"},
                                    {"longer", "#1", "#2", "found"},
                                    {"shorter", "#3", "#1", "wrong"},
                                    {"nomate", "#5", "cp 0", "none"}};
    for (int i = 0; i < 5; ++i) {
        const QRegularExpressionMatch m = row.match(lines.at(i + 1));
        QVERIFY2(m.hasMatch(), qPrintable(lines.at(i + 1)));
        QCOMPARE((QStringList{m.captured(1), m.captured(2), m.captured(3), m.captured(4)}),
                 expected[i]);
    }
    QVERIFY2(QRegularExpression(
                 QStringLiteral(R"(^found 3/5  best 2/5  time \d+ ms  nodes \d+  skipped 1$)"))
                 .match(lines.last())
                 .hasMatch(),
             qPrintable(lines.last()));
    QVERIFY2(r.err.contains(QLatin1String("line 7: no 'bm #N' operand, skipped")),
             qPrintable(r.err));
}

void TestCliSearch::benchMatesBadInput() {
    QTemporaryDir dir;
    const QString path = writeEpd(dir, {QStringLiteral("7k/5Q2/6K1/8/8/8/8/8 w - - bm #1;")});
    CliRun r = runCli({"bench", "mates", path, "--movetime", "0"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("--movetime")), qPrintable(r.err));
    r = runCli({"bench", "mates", dir.filePath(QStringLiteral("missing.epd"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("cannot open")), qPrintable(r.err));
    const QString empty = writeEpd(dir, {QStringLiteral("# nothing")});
    r = runCli({"bench", "mates", empty});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("no position with 'bm #N'")), qPrintable(r.err));
}

void TestCliSearch::benchMatesExitStatus() {
    // Promises the search agrees with (exactly, a longer mate, no mate
    // found) exit 0; a line ending in a note that is no EPD operation (the
    // public mate tracker's files end their lines so) is still read.
    QTemporaryDir dir;
    QString path = writeEpd(dir, {QStringLiteral("7k/5Q2/6K1/8/8/8/8/8 w - - bm #1; 00:06;"),
                                  QStringLiteral("k7/8/2K5/8/8/8/8/7R w - - bm #1;"),
                                  QStringLiteral("8/8/8/4k3/8/8/8/4K3 w - - bm #5;")});
    QVERIFY(!path.isEmpty());
    CliRun r = runCli({"bench", "mates", path, "--nodes", "20000"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).first(),
             QStringLiteral("nodes 20000"));
    QVERIFY2(r.out.contains(QLatin1String("found 2/3  best 1/3")), qPrintable(r.out));
    QVERIFY2(!r.err.contains(QLatin1String("skipped")), qPrintable(r.err));
    // A deliberately wrong promise: White to move mates in one, the line
    // says White is mated in two. The bench says so and exits 1, as
    // `bench solve` does on a contradiction.
    path = writeEpd(dir, {QStringLiteral("7k/5Q2/6K1/8/8/8/8/8 w - - bm #-2; id \"wrongside\";"),
                          QStringLiteral("k7/8/2K5/8/8/8/8/7R w - - bm #1;")});
    r = runCli({"bench", "mates", path, "--nodes", "20000"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(QRegularExpression(QStringLiteral(R"(^wrongside +want #-2 +got #1 +wrong )"),
                                QRegularExpression::MultilineOption)
                 .match(r.out)
                 .hasMatch(),
             qPrintable(r.out));
    QVERIFY2(r.err.contains(QLatin1String("1 reported mate(s) contradict")), qPrintable(r.err));
    r = runCli({"bench", "mates", path, "--nodes", "0"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("--nodes")), qPrintable(r.err));
}

// The node signature of `bench search` (fixed positions, fixed depths), as
// Stockfish pins its bench: a change that alters what the search does changes
// this sum, and that change must say so (update the figure here, in the
// README's bench section and in the commit message).
void TestCliSearch::benchSearchSignature() {
#ifdef RAMPART_SANITIZED
    QSKIP("bench search takes minutes in the sanitizer build; the normal build pins it");
#else
    constexpr quint64 Signature = 5215402;
    const CliRun r = runCli({"bench", "search"});
    QCOMPARE(r.exitCode, 0);
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("^signature (\\d+) "))
                                          .match(r.out.trimmed().split('\n').last());
    QVERIFY2(m.hasMatch(), qPrintable(r.out));
    QCOMPARE(m.captured(1).toULongLong(), Signature);
#endif
}

QTEST_GUILESS_MAIN(TestCliSearch)
#include "tst_cli_search.moc"
