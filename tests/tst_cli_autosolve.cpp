// Proof without asking (solver/autosolve.h): the rule that decides when an
// analysis solves beside the search, the quick reachability test it rests
// on (checked against positions really played from the root), the DTM line
// appended to a line that enters the set; then `rampart-cli analyze` and a
// UCI session through a pipe: the proof beside the search, mate N (and
// cp 0 for a proven draw) from the first depth, the DTM line as pv, tbhits,
// no new solve for a position played on inside the set, the reason when
// nothing starts.
#include <random>

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "chess/notation.h"

#include "tables/tableregistry.h"

#include "solver/autosolve.h"
#include "solver/solvedset.h"
#include "solver/solverscore.h"

#include "clirunner.h"
#include "tablecacheseed.h"
#include "testfen.h"

using namespace rampart;

namespace {

// Zinar, 1983 (resources/positions/published-endings.epd): six men, White
// wins; proven win 26 in about two seconds.
constexpr const char *Zinar = "5k2/5p2/5P2/5p2/5P2/5K2/8/8 w - - 0 1";
// Five men, a proven draw in about a second.
constexpr const char *FiveMenDraw = "8/8/8/4k3/3p4/3P4/2P5/4K3 w - - 0 1";
// Lasker–Reichhelm 1901 (Fine #70).
constexpr const char *Fine70 = "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1";
// Generous for the sanitizer build on a loaded machine.
constexpr int SolveTimeoutMs = 240000;

// A solved set of root (two pieces a slice, the test's cache).
std::shared_ptr<const SolvedSet> solved(const Position &root, const QString &cache) {
    auto registry = std::make_shared<TableRegistry>();
    Solver::Options options;
    options.threads = 2;
    options.cacheDirectory = std::filesystem::path(cache.toStdString());
    auto solver = std::make_unique<Solver>(*registry, options);
    const SolveReport report = solver->solve(root);
    if (report.status != SolveReport::Status::Solved) return nullptr;
    return std::make_shared<const SolvedSet>(registry, std::move(solver), root, report,
                                             SolverScope{});
}

// The moves of a UCI pv, played from root: nothing when one is illegal.
std::optional<Position> played(Position pos, const QString &pv) {
    for (const QString &word : pv.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const ParsedMove m = parseUciMove(pos, word.toStdString());
        if (!m.ok()) return std::nullopt;
        pos.makeMove(m.move);
    }
    return pos;
}

} // namespace

class TestCliAutoSolve : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void decision_data();
    void decision();
    void decisionAgainstTheSets();
    void reachedPositionsPassTheQuickTest();
    void unreachablePositionsFailIt();
    void optionsAndThreads();
    void dtmLineFollowsAMoveIntoTheSet();
    void analyzeShowsTheProof();
    void analyzeSaysWhyNot();
    void uciGetsMateFromTheProof();
    void uciDrawIsCpZeroAndOptions();

private:
    QString cache() const { return m_cache.path(); }
    QTemporaryDir m_cache;
};

void TestCliAutoSolve::initTestCase() {
    QVERIFY(m_cache.isValid());
    seedTableCache(m_cache.path());
}

void TestCliAutoSolve::decision_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("on");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("reason");
    using Kind = AutoSolveDecision::Kind;
    using Code = SolveReason::Code;
    QTest::newRow("off") << Zinar << false << int(Kind::Off) << int(Code::None);
    QTest::newRow("start") << Zinar << true << int(Kind::Start) << int(Code::None);
    QTest::newRow("castling") << "4k3/4p3/8/8/8/8/3PP3/4K2R w K - 0 1" << true
                              << int(Kind::OutOfScope) << int(Code::CastlingRights);
    QTest::newRow("second piece") << "4k3/8/8/8/8/8/1P2P3/1N2K1B1 w - - 0 1" << true
                                  << int(Kind::OutOfScope) << int(Code::TwoPieces);
    QTest::newRow("four men: the tables")
        << "8/8/8/4k3/8/8/2PP4/4K3 w - - 0 1" << true << int(Kind::Tables) << int(Code::None);
    QTest::newRow("start position") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                    << true << int(Kind::OutOfScope) << int(Code::CastlingRights);
}

void TestCliAutoSolve::decision() {
    QFETCH(QString, fen);
    QFETCH(bool, on);
    QFETCH(int, kind);
    QFETCH(int, reason);
    const AutoSolveDecision d =
        decideAutoSolve(fromFen(fen.toLatin1().constData()), on, nullptr, std::nullopt);
    QCOMPARE(int(d.kind), kind);
    QCOMPARE(int(d.reason.code), reason);
    QVERIFY(!d.cancelRunning);
}

void TestCliAutoSolve::decisionAgainstTheSets() {
    using Kind = AutoSolveDecision::Kind;
    const Position root = fromFen(Zinar);
    const std::shared_ptr<const SolvedSet> set = solved(root, cache());
    QVERIFY(set);
    // Played on inside the set: no new solve.
    const Move best = set->bestLine(root).front();
    Position after = root;
    after.makeMove(best);
    QCOMPARE(int(decideAutoSolve(after, true, set.get(), std::nullopt).kind),
             int(Kind::InSolvedSet));
    // Outside it, another solve running: an automatic one that cannot reach
    // the position is cancelled, one that may reach it runs on, and one the
    // user started elsewhere is left alone.
    const Position other = fromFen(FiveMenDraw);
    const AutoSolveDecision replace =
        decideAutoSolve(other, true, set.get(), RunningSolve{root, true});
    QCOMPARE(int(replace.kind), int(Kind::Start));
    QVERIFY(replace.cancelRunning);
    QCOMPARE(int(decideAutoSolve(after, true, nullptr, RunningSolve{root, true}).kind),
             int(Kind::BeingSolved));
    QCOMPARE(int(decideAutoSolve(other, true, nullptr, RunningSolve{root, false}).kind),
             int(Kind::Busy));
}

void TestCliAutoSolve::reachedPositionsPassTheQuickTest() {
    // The quick test may say "maybe" wrongly, never "no": every position of
    // a game played from the root passes it.
    std::mt19937 random(20260101);
    for (const char *fen : {Zinar, FiveMenDraw, Fine70, "8/8/3k4/2p1p3/2P1P3/3K4/8/8 w - - 0 1",
                            "4k3/p1p3p1/8/1P6/8/6P1/P4P2/4K3 w - - 0 1"}) {
        const Position root = fromFen(fen);
        for (int game = 0; game < 40; ++game) {
            Position pos = root;
            for (int ply = 0; ply < 60; ++ply) {
                const MoveList moves = pos.legalMoves();
                if (moves.empty()) break;
                pos.makeMove(moves[int(random() % unsigned(moves.size()))]);
                QVERIFY2(
                    mayBeReachedFrom(root, pos),
                    qPrintable(QStringLiteral("%1 from %2")
                                   .arg(QString::fromStdString(toFen(pos)), QLatin1String(fen))));
            }
        }
    }
}

void TestCliAutoSolve::unreachablePositionsFailIt() {
    const Position root = fromFen(Fine70);
    // A pawn gone back, a pawn on a file no capture could bring it to, a
    // man more, the mirrored ending.
    for (const char *fen :
         {"8/k7/3p4/p2P1p2/P2P4/5P2/8/K7 w - - 0 1", "8/k7/3p4/p2P1p2/P2P3P/8/8/K7 w - - 0 1",
          "8/k7/3p4/p2P1p2/P2P1P2/8/6P1/K7 w - - 0 1", "8/7k/4p3/2p1P2p/2P1P2P/8/8/7K w - - 0 1"})
        QVERIFY2(!mayBeReachedFrom(root, fromFen(fen)), fen);
    QVERIFY(mayBeReachedFrom(root, root));
}

void TestCliAutoSolve::optionsAndThreads() {
    QCOMPARE(autoSolveThreads(1), 1);
    QCOMPARE(autoSolveThreads(2), 1);
    QCOMPARE(autoSolveThreads(8), 7);
    // The search beside a solve: what it may have, within the cores left.
    QCOMPARE(searchThreadsBeside(4, 0, 8), 4); // no solve
    QCOMPARE(searchThreadsBeside(8, 7, 8), 1);
    QCOMPARE(searchThreadsBeside(8, 5, 8), 3);
    QCOMPARE(searchThreadsBeside(2, 5, 8), 2);
    QCOMPARE(searchThreadsBeside(2, 2, 2), 1); // Solve's every core: still one
    QCOMPARE(searchThreadsBeside(2, 1, 1), 1);
    Solver::Options base;
    base.maxMemoryBytes = std::uint64_t(512) << 20;
    const Solver::Options small = autoSolveOptions(base, std::uint64_t(100) << 20);
    QCOMPARE(small.maxMemoryBytes, std::uint64_t(100) << 20);
    QVERIFY(!small.slicesOnDisk);
    QVERIFY(small.tablesInLimit); // the budget holds the tables it loads
    QVERIFY(!base.tablesInLimit);
    QCOMPARE(small.threads, autoSolveThreads());
    // The solver's own limit stays the ceiling.
    QCOMPARE(autoSolveOptions(base, std::uint64_t(4) << 30).maxMemoryBytes, base.maxMemoryBytes);
    QCOMPARE(defaultAutoSolveBudget(),
             std::min(std::uint64_t(1024) << 20, Solver::defaultMemoryLimit()));
}

void TestCliAutoSolve::dtmLineFollowsAMoveIntoTheSet() {
    const Position root = fromFen(Zinar);
    const std::shared_ptr<const SolvedSet> set = solved(root, cache());
    QVERIFY(set);
    const std::vector<Move> line = set->bestLine(root);
    QVERIFY(line.size() > 2);
    // The search's one-move line becomes the DTM line.
    QCOMPARE(withDtmLine(*set, root, {line.front()}), line);
    QVERIFY(settlesEveryMove(*set, root));
    // A line into a proven draw stays as it is (a draw has no line to mate).
    const Position draw = fromFen(FiveMenDraw);
    const std::shared_ptr<const SolvedSet> drawn = solved(draw, cache());
    QVERIFY(drawn);
    const Move first = draw.legalMoves()[0];
    QCOMPARE(withDtmLine(*drawn, draw, {first}), std::vector<Move>{first});
}

void TestCliAutoSolve::analyzeShowsTheProof() {
    const Position root = fromFen(Zinar);
    const CliRun r = runCli({"analyze", "--fen", Zinar, "--depth", "4", "--cache-dir", cache(),
                             "--solve-budget", "256"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // One search thread (analyze's default) beside a solve on every core but one.
    const int threads = autoSolveThreads();
    QVERIFY2(lines.contains(QStringLiteral("solve: proving this position in the background: "
                                           "memory budget 256 MB, the solve on %1 thread%2 and "
                                           "the search on 1 thread")
                                .arg(threads)
                                .arg(threads == 1 ? "" : "s")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("solve: proof: proven win 26 (")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("solve: proof in use: White to move: proven win in 26 "
                                          "moves (51 plies)")),
             qPrintable(r.out));
    // After the proof the depth lines start again at 1, exact, the pv the
    // DTM line (legal, ending in mate after 51 plies).
    // (indexOf() wants the whole line to match.)
    const int again =
        int(lines.indexOf(QRegularExpression(QStringLiteral("solve: proof in use.*"))));
    QVERIFY(again > 0 && again + 1 < lines.size());
    const QString first = lines.at(again + 1);
    QVERIFY2(first.startsWith(QLatin1String("depth 1 ")) &&
                 first.contains(QLatin1String(" score #26 ")),
             qPrintable(first));
    const Position end = [&] {
        Position pos = root;
        const QString san = first.section(QStringLiteral(" pv "), 1);
        for (const QString &word : san.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (word.endsWith(QLatin1Char('.'))) continue; // a move number
            const ParsedMove m = parseSanMove(pos, word.toStdString());
            if (!m.ok()) return pos;
            pos.makeMove(m.move);
        }
        return pos;
    }();
    QVERIFY(end.inCheck() && end.legalMoves().empty());
    QVERIFY2(lines.last().startsWith(QLatin1String("bestmove ")) &&
                 lines.last().contains(QLatin1String(" score #26 ")),
             qPrintable(lines.last()));
}

void TestCliAutoSolve::analyzeSaysWhyNot() {
    // Over the budget in every scope (pawn slices alone need 21.6 MB).
    const CliRun over = runCli({"analyze", "--fen", Fine70, "--depth", "3", "--cache-dir", cache(),
                                "--solve-budget", "1"});
    QCOMPARE(over.exitCode, 0);
    QVERIFY2(over.out.contains(QLatin1String("solve: not proved: too many positions for the "
                                             "memory budget of 1")),
             qPrintable(over.out));
    QVERIFY2(over.out.contains(QLatin1String(" slices and ")), qPrintable(over.out));
    QVERIFY(!over.out.contains(QLatin1String("proof in use")));
    QVERIFY(over.out.split(QLatin1Char('\n')).filter(QRegularExpression("^depth ")).size() == 3);
    // Out of the scope: said, nothing started.
    const CliRun castling = runCli({"analyze", "--fen", "4k3/4p3/8/8/8/8/3PP3/4K2R w K - 0 1",
                                    "--depth", "2", "--cache-dir", cache()});
    QCOMPARE(castling.exitCode, 0);
    QVERIFY2(castling.out.startsWith(QLatin1String("solve: not proved: castling rights")),
             qPrintable(castling.out));
    // Off.
    const CliRun off = runCli(
        {"analyze", "--fen", Zinar, "--depth", "2", "--cache-dir", cache(), "--solve-budget", "0"});
    QCOMPARE(off.exitCode, 0);
    QVERIFY(!off.out.contains(QLatin1String("solve:")));
}

void TestCliAutoSolve::uciGetsMateFromTheProof() {
    const Position root = fromFen(Zinar);
    UciProcess e;
    QVERIFY(e.started());
    e.send("uci");
    QVERIFY(!e.waitFor(QStringLiteral("uciok")).isEmpty());
    QVERIFY(e.seen.contains(QStringLiteral("option name AutoSolve type check default true")));
    QVERIFY(e.seen.contains(QStringLiteral("option name SolveMemory type spin default %1 min 1 "
                                           "max 1048576")
                                .arg(defaultAutoSolveBudget() >> 20)));
    e.send("setoption name TableCacheDir value " + cache().toUtf8());
    e.send("setoption name SolveMemory value 256");
    e.send("setoption name Threads value 2");
    e.send(QByteArray("position fen ") + Zinar);
    e.send("go infinite");
    // Two search threads allowed: beside the solve the cores it leaves.
    const int searchThreads = searchThreadsBeside(2, autoSolveThreads());
    const QString started =
        e.waitFor(QStringLiteral("info string proving this position in the background"));
    QVERIFY2(started.endsWith(QStringLiteral("the search on %1 thread%2")
                                  .arg(searchThreads)
                                  .arg(searchThreads == 1 ? "" : "s")),
             qPrintable(started));
    // The proof lands while the search runs: it starts again on the set.
    QVERIFY2(
        !e.waitFor(QStringLiteral("info string proof: proven win 26"), SolveTimeoutMs).isEmpty(),
        qPrintable(e.seen.join('\n')));
    QVERIFY(!e.waitFor(QStringLiteral("info string proof in use: White to move: proven win in 26"))
                 .isEmpty());
    const QString first = e.waitFor(QStringLiteral("info depth 1 "));
    const QRegularExpression exact(
        QStringLiteral("^info depth 1 seldepth \\d+ multipv 1 score mate 26 nodes \\d+ nps \\d+ "
                       "time \\d+ tbhits (\\d+) pv((?: [a-h][1-8][a-h][1-8][qrbn]?)+)$"));
    const QRegularExpressionMatch m = exact.match(first);
    QVERIFY2(m.hasMatch(), qPrintable(first));
    QVERIFY(m.captured(1).toLongLong() > 0); // the solved positions read
    // The pv is the DTM line: legal, mate after 51 plies.
    const std::optional<Position> end = played(root, m.captured(2));
    QVERIFY(end && end->inCheck() && end->legalMoves().empty());
    QCOMPARE(m.captured(2).split(QLatin1Char(' '), Qt::SkipEmptyParts).size(), 51);
    QVERIFY(e.seen.filter(QStringLiteral("bestmove")).isEmpty()); // infinite: none before stop
    e.send("stop");
    const QString best = e.waitFor(QStringLiteral("bestmove"));
    const QString move = m.captured(2).section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
    QVERIFY2(best.startsWith(QStringLiteral("bestmove ") + move), qPrintable(best));

    // Played on inside the set: the proof at once, no new solve.
    const QStringList line = m.captured(2).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    e.seen.clear();
    e.send("position fen " + QByteArray(Zinar) + " moves " + line.mid(0, 2).join(' ').toUtf8());
    e.send("go depth 3");
    QVERIFY(!e.waitFor(QStringLiteral("bestmove")).isEmpty());
    QVERIFY(e.seen.filter(QStringLiteral("proving this position")).isEmpty());
    QVERIFY(
        !e.seen.filter(QStringLiteral("info string proof in use: White to move: proven win in 25"))
             .isEmpty());
    // Every depth reported is the proof's mate, from depth 1 to the limit.
    // With two threads a depth a helper finished first is not reported again
    // (the deepest completed iteration is the result), so depth 2 may be
    // skipped.
    const QStringList depths =
        e.seen.filter(QRegularExpression(QStringLiteral("^info depth \\d+ seldepth")));
    QVERIFY(depths.size() >= 2);
    QCOMPARE(e.seen
                 .filter(QRegularExpression(QStringLiteral("^info depth \\d+ seldepth \\d+ "
                                                           "multipv 1 score mate 25 ")))
                 .size(),
             depths.size());
    QVERIFY2(depths.front().startsWith(QStringLiteral("info depth 1 ")),
             qPrintable(depths.front()));
    QVERIFY2(depths.back().startsWith(QStringLiteral("info depth 3 ")), qPrintable(depths.back()));
    QCOMPARE(e.quit(), 0);
}

void TestCliAutoSolve::uciDrawIsCpZeroAndOptions() {
    UciProcess e;
    e.send("uci");
    e.waitFor(QStringLiteral("uciok"));
    e.send("setoption name TableCacheDir value " + cache().toUtf8());
    e.send("setoption name SolveMemory value 0");
    QVERIFY(!e.waitFor(QStringLiteral("info string error: SolveMemory must be 1..")).isEmpty());
    e.send(QByteArray("position fen ") + FiveMenDraw);
    // A short search: over before the proof; the proof stays for the next go.
    e.send("go depth 2");
    QVERIFY(!e.waitFor(QStringLiteral("info string proof: proven draw"), SolveTimeoutMs).isEmpty());
    QVERIFY(!e.waitFor(QStringLiteral("bestmove")).isEmpty() ||
            !e.seen.filter(QStringLiteral("bestmove")).isEmpty());
    e.seen.clear();
    e.send("go depth 2");
    QVERIFY(!e.waitFor(QStringLiteral("bestmove")).isEmpty());
    QVERIFY(!e.seen.filter(QStringLiteral("info string proof in use: White to move: proven draw"))
                 .isEmpty());
    QCOMPARE(e.seen
                 .filter(QRegularExpression(QStringLiteral("^info depth \\d+ seldepth \\d+ "
                                                           "multipv 1 score cp 0 ")))
                 .size(),
             2);
    // Out of the scope: the reason. Off: nothing is said or started.
    e.seen.clear();
    e.send("position fen 4k3/4p3/8/8/8/8/3PP3/4K2R w K - 0 1");
    e.send("go depth 1");
    QVERIFY(!e.waitFor(QStringLiteral("bestmove")).isEmpty());
    QVERIFY(!e.seen.filter(QStringLiteral("info string not proved: castling rights")).isEmpty());
    e.seen.clear();
    e.send("setoption name AutoSolve value false");
    e.send(QByteArray("position fen ") + Fine70);
    e.send("go depth 2");
    QVERIFY(!e.waitFor(QStringLiteral("bestmove")).isEmpty());
    QVERIFY(e.seen.filter(QStringLiteral("info string")).filter(QStringLiteral("prov")).isEmpty());
    QCOMPARE(e.quit(), 0);
}

QTEST_MAIN(TestCliAutoSolve)
#include "tst_cli_autosolve.moc"
