// The search with a solved set (recognizer.h): positions the solver proved
// are scored exactly at interior nodes, so a shallow search that alone only
// sees an evaluation reports the solver's mate, and its line agrees with the
// solver move by move. One part of the program checked against another.
#include <QTemporaryDir>
#include <QTest>

#include "chess/position.h"
#include "search/search.h"
#include "search/searchscore.h"
#include "solver/solver.h"
#include "tables/tableregistry.h"

#include "tablecacheseed.h"
#include "testfen.h"

using namespace rampart;

namespace {
// Two connected pawns against the bare king: White wins, but the mate is
// twenty moves away, far beyond a shallow search (and no pawn promotes within
// its horizon, so no table answers either).
constexpr const char *TwoPawns = "8/8/8/4k3/8/8/2PP4/4K3 w - - 0 1";
// Plies of the shallow search: no mate is in reach without the solved set.
constexpr int ShallowDepth = 5;
} // namespace

class TestSearchSolved : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void solvedSetGivesExactMate();
    void outsideTheSetNothingChanges();

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

QTEST_GUILESS_MAIN(TestSearchSolved)
#include "tst_searchsolved.moc"
