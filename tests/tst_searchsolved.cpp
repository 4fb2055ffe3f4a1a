// The search with a solved set (recognizer.h): positions the solver proved
// are scored exactly at interior nodes, so a shallow search that alone only
// sees an evaluation reports the solver's mate, and its line agrees with the
// solver move by move. One part of the program checked against another.
// A set whose values are intervals (they rest on an out-of-scope promotion)
// only bounds the search: never an exact score, never the optimistic run's
// mate. As a discrete value (what the GUI shows for a solved position) a
// proven win is the search's "+-", an interval the band between its runs.
#include <QTemporaryDir>
#include <QTest>

#include "chess/position.h"

#include "tables/tableregistry.h"

#include "solver/solver.h"

#include "search/recognizer.h"
#include "search/search.h"
#include "search/searchscore.h"
#include "search/solvedvalue.h"

#include "tablecacheseed.h"
#include "testfen.h"

using namespace rampart;

namespace {
// Two connected pawns against the bare king: White wins, but the mate is
// twenty moves away, far beyond a shallow search (and no pawn promotes within
// its horizon, so no table answers either).
constexpr const char *TwoPawns = "8/8/8/4k3/8/8/2PP4/4K3 w - - 0 1";
// Three connected pawns against the bare king, solved with pawn slices
// only: a promotion leaves five men, outside the scope, and is valued both
// ways, so the root is "draw or win for White" (promoting is White's only
// way to mate; the Black-favoured run counts it as lost). Its exits are
// TwoPawns' table and those it needs.
constexpr const char *ThreePawns = "8/8/8/4k3/8/8/1PPP4/4K3 w - - 0 1";
// Plies of the shallow search: no mate is in reach without the solved set.
constexpr int ShallowDepth = 5;
} // namespace

class TestSearchSolved : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void solvedSetGivesExactMate();
    void outsideTheSetNothingChanges();
    void intervalsAreOnlyBounds();

private:
    QTemporaryDir m_cache;
    TableRegistry m_registry;
    std::unique_ptr<Solver> m_solver;
};

void TestSearchSolved::initTestCase() {
    QVERIFY(m_cache.isValid());
    seedTableCache(m_cache.path());
    Solver::Options options;
    options.threads = 2;
    options.cacheDirectory = std::filesystem::path(m_cache.path().toStdString());
    options.dtmSearchNodes = 0; // the slices' own values (the DTM search is tst_solver's)
    m_solver = std::make_unique<Solver>(m_registry, options);
    const SolveReport report = m_solver->solve(fromFen(TwoPawns));
    QCOMPARE(int(report.status), int(SolveReport::Status::Solved));
    QVERIFY(report.value.isProven());
    QVERIFY(score::isWin(report.value.whiteRun));
}

void TestSearchSolved::solvedSetGivesExactMate() {
    const Position root = fromFen(TwoPawns);
    const SolverValue solved = *m_solver->value(root);

    // The search alone: an evaluation, no mate.
    Search alone(16);
    const SearchResult heuristic = alone.run(root, SearchLimits::toDepth(ShallowDepth));
    QVERIFY(!heuristic.isMate());
    QVERIFY(!heuristic.proven);

    // With the solved set: the solver's mate distance, exactly.
    Search withSet(16);
    withSet.setSolvedSet(m_solver.get());
    const SearchResult exact = withSet.run(root, SearchLimits::toDepth(ShallowDepth));
    QVERIFY(exact.isMate());
    QCOMPARE(exact.mateInMoves(), score::moves(solved.whiteRun));
    QVERIFY(exact.proven);
    QVERIFY(withSet.tableHits() > 0);
    // The solved value as a discrete value is the search's.
    QVERIFY(solvedDiscreteValue(solved) == DiscreteValue::exact(Verdict::WhiteDecisive));
    QVERIFY(exact.value == *solvedDiscreteValue(solved));
    QVERIFY(!solvedDiscreteValue(SolverValue{}));

    // The first move is one of the solver's fastest wins.
    const std::vector<SolverMoveValue> moves = m_solver->moves(root);
    QVERIFY(!moves.empty());
    const auto chosen = std::find_if(moves.begin(), moves.end(), [&](const SolverMoveValue &m) {
        return m.move == exact.bestMove;
    });
    QVERIFY(chosen != moves.end());
    QCOMPARE(chosen->value.whiteRun, moves.front().value.whiteRun);

    // Deeper in the set (after the move and the longest defence): still the
    // solver's value exactly. (The line ends where the set answers: the
    // recognizer scores the next position without searching it.)
    Position inside = root;
    inside.makeMove(exact.bestMove);
    inside.makeMove(m_solver->moves(inside).front().move);
    const SolverValue later = *m_solver->value(inside);
    const SearchResult deeper = withSet.run(inside, SearchLimits::toDepth(ShallowDepth));
    QVERIFY(deeper.isMate());
    QCOMPARE(deeper.mateInMoves(), score::moves(later.whiteRun));
}

void TestSearchSolved::outsideTheSetNothingChanges() {
    // Outside the set the recognizer says nothing: same score as without.
    const Position outside = fromFen("8/8/8/4k3/8/8/1PP5/4K3 w - - 0 1");
    QVERIFY(!m_solver->value(outside));
    Search alone(16), withSet(16);
    withSet.setSolvedSet(m_solver.get());
    const SearchResult a = alone.run(outside, SearchLimits::toDepth(ShallowDepth));
    const SearchResult b = withSet.run(outside, SearchLimits::toDepth(ShallowDepth));
    QCOMPARE(b.score, a.score);
    QCOMPARE(withSet.tableHits(), alone.tableHits());
}

void TestSearchSolved::intervalsAreOnlyBounds() {
    Solver::Options options;
    options.threads = 2;
    options.cacheDirectory = std::filesystem::path(m_cache.path().toStdString());
    options.slicePieces = 0;
    options.dtmSearchNodes = 0;
    Solver pawns(m_registry, options);
    const Position root = fromFen(ThreePawns);
    const SolveReport report = pawns.solve(root);
    QCOMPARE(int(report.status), int(SolveReport::Status::Solved));
    const SolverValue rootValue = report.value;
    QVERIFY2(!rootValue.isProven(), rootValue.toString().c_str());
    QVERIFY2(rootValue.lower() == score::Draw && score::isWin(rootValue.upper()),
             rootValue.toString().c_str());
    // "Draw or win for White": the band from equality to White's decisive advantage.
    QVERIFY(solvedDiscreteValue(rootValue) ==
            DiscreteValue::band(Verdict::Equal, Verdict::WhiteDecisive));

    // At an interior node (ply 1) a proven value is exact; an interval is
    // at most a bound, and a sound one: a lower bound no better than the
    // side to move's worst case, an upper bound no worse than its best.
    const auto inSearchUnits = [](score::Score s, int ply) {
        if (score::isWin(s)) return mateIn(ply + score::plies(s));
        if (score::isLoss(s)) return matedIn(ply + score::plies(s));
        return DrawScore;
    };
    Recognizer recognizer;
    recognizer.setSolvedSet(&pawns);
    int intervals = 0, bounded = 0;
    for (const Move m : root.legalMoves()) {
        Position child = root;
        child.makeMove(m);
        const std::optional<SolverValue> v = pawns.value(child);
        QVERIFY(v && v->isValid());
        const Recognition r = recognizer.recognize(child, 1);
        if (v->isProven()) {
            QCOMPARE(int(r.kind), int(Recognition::Kind::Exact));
            QCOMPARE(r.score, inSearchUnits(v->lower(), 1));
            continue;
        }
        ++intervals;
        QVERIFY2(r.kind != Recognition::Kind::Exact, v->toString().c_str());
        if (r.kind == Recognition::Kind::Lower) QVERIFY(r.score <= inSearchUnits(v->lower(), 1));
        if (r.kind == Recognition::Kind::Upper) QVERIFY(r.score >= inSearchUnits(v->upper(), 1));
        if (r.kind != Recognition::Kind::None) {
            QCOMPARE(int(r.reason), int(Recognition::Reason::SolvedSet));
            ++bounded;
        }
    }
    QVERIFY(intervals > 0);
    QVERIFY(bounded > 0); // the set is used, as bounds

    // The search with the set: its score lies in the root's interval (at
    // least the draw) and is not the White-favoured run's mate.
    Search withSet(16);
    withSet.setSolvedSet(&pawns);
    const SearchResult result = withSet.run(root, SearchLimits::toDepth(ShallowDepth));
    QVERIFY(withSet.tableHits() > 0);
    QVERIFY2(result.score >= DrawScore, qPrintable(QString::number(result.score)));
    QVERIFY2(!result.isMate(), qPrintable(QString::number(result.score)));
    QVERIFY(!result.proven);
}

QTEST_GUILESS_MAIN(TestSearchSolved)
#include "tst_searchsolved.moc"
