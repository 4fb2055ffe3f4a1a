// Rampart's own tables and the Syzygy files in the engine commands, through
// the real rampart-cli: a UCI session (table scores at the root, tbhits,
// a table built in the background while the engine keeps answering, the
// options), analyze with and without --no-tables, tb sources listing the
// cache, and the real Syzygy files of the shared folder in tb sources and
// probe.
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

namespace {

// KBNK: no built-in table, and cheap to build (no pawns, about 4 s).
const QString KbnkFen = QStringLiteral("8/8/8/4k3/8/8/8/2B1KN2 w - - 0 1");

QString syzygyFolder() {
    const QByteArray dir = qgetenv("RAMPART_SHARED_DIR");
    return (dir.isEmpty() ? QStringLiteral(RAMPART_SHARED_DIR) : QString::fromLocal8Bit(dir)) +
           QStringLiteral("/tablebases/syzygy");
}

// A running `rampart-cli uci ARGS` read line by line.
class UciSession {
public:
    explicit UciSession(const QStringList &args) {
        m_process.start(QStringLiteral(RAMPART_CLI_PATH),
                        QStringList{QStringLiteral("uci")} + args);
        m_process.waitForStarted(10000);
    }
    ~UciSession() {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    void send(const QByteArray &line) {
        m_process.write(line + '\n');
        m_process.waitForBytesWritten(5000);
    }
    // Lines up to and including the first that starts with prefix (empty
    // list on timeout).
    QStringList until(const QString &prefix, int timeoutMs = 60000) {
        QStringList lines;
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            while (m_process.canReadLine()) {
                lines << QString::fromUtf8(m_process.readLine()).trimmed();
                if (lines.last().startsWith(prefix)) return lines;
            }
            m_process.waitForReadyRead(100);
        }
        return {};
    }
    int quit() {
        send("quit");
        return m_process.waitForFinished(60000) ? m_process.exitCode() : -1;
    }

private:
    QProcess m_process;
};

// The "win N" of `probe` for a position, from the cache (never building).
QString probeResult(const QString &fen, const QString &cacheDir) {
    const CliRun r = runCli({"probe", "--fen", fen, "--cache-dir", cacheDir, "--no-build"});
    return r.out.section('\t', 1).trimmed();
}

} // namespace

class TestCliEngineTables : public QObject {
    Q_OBJECT

private slots:
    void uciTablesBuiltInBackgroundAndScored();
    void uciBuiltInTableAtRootAndTbhits();
    void analyzeWithAndWithoutTables();
    void tbSourcesListsOwnTablesAndRealSyzygy();
};

void TestCliEngineTables::uciTablesBuiltInBackgroundAndScored() {
    QTemporaryDir cache;
    QVERIFY(cache.isValid());
    UciSession uci({"--cache-dir", cache.path()});
    uci.send("uci");
    const QStringList hello = uci.until("uciok");
    QVERIFY(hello.contains("option name OwnTables type check default true"));
    QVERIFY(hello.contains("option name BuildTables type check default true"));
    QVERIFY(hello.contains("option name TableCacheDir type string default " + cache.path()));
    uci.send("isready");
    QVERIFY(!uci.until("readyok").isEmpty());

    // KBNK is not in the empty cache: the search answers at once while the
    // table is built in the background.
    uci.send(("position fen " + KbnkFen).toLatin1());
    uci.send("go depth 2");
    const QStringList first = uci.until("bestmove");
    QVERIFY(!first.isEmpty());
    QVERIFY(first.contains("info string building endgame tables in the background"));
    // Then the table arrives: the root gets its exact score and move at once.
    QStringList scored;
    QElapsedTimer timer;
    timer.start();
    while (scored.isEmpty() && timer.elapsed() < 300000) {
        uci.send("go depth 1");
        const QStringList lines = uci.until("bestmove");
        if (!lines.isEmpty() && lines.first().startsWith("info depth 0 score mate "))
            scored = lines;
        else
            QTest::qWait(500);
    }
    QVERIFY2(!scored.isEmpty(), "the KBNK table did not arrive within five minutes");
    QVERIFY(QFile::exists(cache.filePath("KBNK.rtb"))); // saved for the next session
    const QString win = probeResult(KbnkFen, cache.path());
    QVERIFY2(win.startsWith("win "), qPrintable(win));
    const QRegularExpressionMatch m =
        QRegularExpression("^info depth 0 score mate (\\d+) tbhits 1 pv ([a-h][1-8][a-h][1-8])$")
            .match(scored.first());
    QVERIFY2(m.hasMatch(), qPrintable(scored.first()));
    QCOMPARE(m.captured(1), win.mid(4));
    for (const QString &line : scored)
        if (line.startsWith("info ") && !line.startsWith("info string"))
            QVERIFY2(line.contains(QRegularExpression(" tbhits \\d+")), qPrintable(line));
    QVERIFY(
        scored.filter(QRegularExpression("^info depth 1 .*score mate " + m.captured(1))).size() ==
        1);

    // OwnTables off: no table score, tbhits stays 0.
    uci.send("setoption name OwnTables value false");
    uci.send("go depth 1");
    const QStringList off = uci.until("bestmove");
    QVERIFY(!off.isEmpty());
    QVERIFY(off.filter("info depth 0").isEmpty());
    QVERIFY(!off.filter(QRegularExpression("^info depth 1 .* tbhits 0 ")).isEmpty());
    uci.send("setoption name OwnTables value maybe");
    QVERIFY(!uci.until("info string error: OwnTables must be true or false").isEmpty());
    QCOMPARE(uci.quit(), 0);
}

void TestCliEngineTables::uciBuiltInTableAtRootAndTbhits() {
    QTemporaryDir cache;
    QVERIFY(cache.isValid());
    UciSession uci({"--cache-dir", cache.path(), "--no-build"});
    uci.send("uci");
    const QStringList hello = uci.until("uciok");
    QVERIFY(hello.contains("option name BuildTables type check default false"));
    // KQK (a built-in table): mate in 7 at once; KPK draw: cp 0.
    uci.send("position fen 8/8/8/4k3/8/8/3Q4/4K3 w - - 0 1");
    uci.send("go depth 3");
    QStringList lines = uci.until("bestmove");
    QVERIFY(!lines.isEmpty());
    QVERIFY2(lines.first().startsWith("info depth 0 score mate 7 tbhits 1 pv "),
             qPrintable(lines.first()));
    QVERIFY(
        !lines.filter(QRegularExpression("^info depth 3 .*score mate 7 .*tbhits [1-9]")).isEmpty());
    uci.send("position fen 8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
    uci.send("go depth 3");
    lines = uci.until("bestmove");
    QVERIFY(!lines.isEmpty());
    QVERIFY2(lines.first().startsWith("info depth 0 score cp 0 tbhits 1 pv "),
             qPrintable(lines.first()));
    QVERIFY(lines.filter("building endgame tables").isEmpty()); // --no-build
    QCOMPARE(uci.quit(), 0);
}

void TestCliEngineTables::analyzeWithAndWithoutTables() {
    QTemporaryDir cache;
    QVERIFY(cache.isValid());
    // --build: the root's table first, then the search is exact.
    const CliRun with = runCli(
        {"analyze", "--fen", KbnkFen, "--depth", "2", "--cache-dir", cache.path(), "--build"});
    QCOMPARE(with.exitCode, 0);
    const QString win = probeResult(KbnkFen, cache.path());
    QVERIFY2(win.startsWith("win "), qPrintable(win));
    QVERIFY2(with.err.contains(QRegularExpression("^tables: \\d+ of 35 available",
                                                  QRegularExpression::MultilineOption)),
             qPrintable(with.err));
    QVERIFY2(with.out.contains("table: Rampart " + win + " best "), qPrintable(with.out));
    QVERIFY(with.out.contains("score #" + win.mid(4) + " "));
    // By default (no option) the cache is used.
    const CliRun byDefault =
        runCli({"analyze", "--fen", KbnkFen, "--depth", "1", "--cache-dir", cache.path()});
    QVERIFY(byDefault.out.contains("table: Rampart " + win + " best "));
    // --no-tables: no table line, a heuristic score.
    const CliRun without = runCli(
        {"analyze", "--fen", KbnkFen, "--depth", "2", "--cache-dir", cache.path(), "--no-tables"});
    QCOMPARE(without.exitCode, 0);
    QVERIFY(!without.err.contains("tables:"));
    QVERIFY(!without.out.contains("table: "));
    QVERIFY2(!without.out.contains("score #"), qPrintable(without.out));
}

void TestCliEngineTables::tbSourcesListsOwnTablesAndRealSyzygy() {
    QTemporaryDir cache;
    QVERIFY(cache.isValid());
    QCOMPARE(
        runCli({"tb", "build", "KBNK", "--cache-dir", cache.path(), "--threads", "2"}).exitCode, 0);
    const CliRun own = runCli({"tb", "sources", "--cache-dir", cache.path()});
    QCOMPARE(own.exitCode, 0);
    QVERIFY(own.out.contains("Rampart (DTM, in memory): KPK, KQK, KRK"));
    QVERIFY(own.out.contains("3 of 35 materials")); // KBNK, KBK, KNK
    QVERIFY(own.out.contains(QRegularExpression("\\n  KBNK +\\d+\\.\\d kB\\n")));

    if (!QFile::exists(syzygyFolder() + "/KQvK.rtbw"))
        QSKIP(qPrintable("no real Syzygy files in " + syzygyFolder()));
    const CliRun syzygy = runCli({"tb", "sources", "--syzygy-path", syzygyFolder()});
    QCOMPARE(syzygy.exitCode, 0);
    QVERIFY2(syzygy.out.contains("5 materials, 10 files, up to 3 men"), qPrintable(syzygy.out));
    for (const char *m : {"KBvK", "KNvK", "KPvK", "KQvK", "KRvK"})
        QVERIFY(syzygy.out.contains(QString(m).leftJustified(10) + " WDL DTZ"));
    QVERIFY(!syzygy.out.contains("problem"));
    const CliRun probe =
        runCli({"probe", "--syzygy-path", syzygyFolder(), "--source", "syzygy", "--with-source",
                "--fen", "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1", "--fen",
                "8/8/8/4k3/8/8/3R4/4K3 b - - 0 1", "--fen", "8/8/8/4k3/8/8/3N4/4K3 w - - 0 1"});
    QCOMPARE(probe.exitCode, 0);
    const QStringList lines = probe.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].contains(QRegularExpression("\\twin dtz \\d+\\tsyzygy$")),
             qPrintable(lines[0]));
    QVERIFY2(lines[1].contains(QRegularExpression("\\tloss dtz \\d+\\tsyzygy$")),
             qPrintable(lines[1]));
    QVERIFY2(lines[2].endsWith("\tdraw\tsyzygy"), qPrintable(lines[2]));
    // analyze with only Syzygy covering a position labels it so.
    const CliRun analyze = runCli({"analyze", "--syzygy-path", syzygyFolder(), "--no-tables",
                                   "--fen", "8/8/8/4k3/8/8/3N4/4K3 w - - 0 1", "--depth", "1"});
    QVERIFY2(analyze.out.contains("table: "), qPrintable(analyze.out));
}

QTEST_GUILESS_MAIN(TestCliEngineTables)
#include "tst_cli_enginetables.moc"
