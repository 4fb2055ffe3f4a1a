// The search after promotions, checked against the exact four-man tables:
// every claim of the recognizers (draws, bounds) agrees with the tables on
// every KPKP and KQKP position, mate scores keep their distance from one
// iteration to the next (through the transposition table), the search finds
// the mates of the queen endings a pawn race leads to, and it uses the four-
// man tables it is given for exact mate distances.
#include <QTemporaryDir>
#include <QTest>

#include "chess/fen.h"
#include "chess/notation.h"

#include "tables/material.h"
#include "tables/tablebuilder.h"
#include "tables/tablepositions.h"
#include "tables/tableregistry.h"

#include "search/recognizer.h"
#include "search/search.h"

#include "tablecacheseed.h"
#include "testfen.h"

using namespace rampart;

namespace {

Material material(const char *name) {
    return *Material::parse(name);
}

// The exact value of a table byte in search units for a node at `ply`
// (searchscore.h): what every recognizer claim at that node must agree with.
int exactScore(std::uint8_t value, int ply) {
    const TableProbe probe = MaterialTable::toProbe(value);
    switch (probe.kind) {
    case TableProbe::Kind::Win:
        return mateIn(ply + probe.plies());
    case TableProbe::Kind::Loss:
        return matedIn(ply + probe.plies());
    default:
        return DrawScore;
    }
}

// Whether a recognition is true of a position whose exact value is `exact`.
bool holds(const Recognition &r, int exact) {
    switch (r.kind) {
    case Recognition::Kind::Exact:
        return r.score == exact;
    case Recognition::Kind::Upper:
        return exact <= r.score;
    case Recognition::Kind::Lower:
        return exact >= r.score;
    case Recognition::Kind::None:
        return true;
    }
    return false;
}

} // namespace

class TestSearchMates : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void recognizersAgreeWithTheTables_data();
    void recognizersAgreeWithTheTables();
    void mateDistanceKeptFromDepthToDepth();
    void queenEndingMateFoundWithoutTables();
    void givenTablesGiveExactMates();
    void queenSideWithBoxedKingIsNoQueenWin();

private:
    TableRegistry m_registry;
    QTemporaryDir m_cache;
};

void TestSearchMates::initTestCase() {
#ifdef RAMPART_SANITIZED
    // Generation and the 63 million recognizer calls run many times slower
    // under the sanitizers (minutes); the release build runs this test.
    QSKIP("needs the KPKP and KQKP tables: release build only");
#endif
    // KPKP with its dependencies (KQKP among them): about 10 s on two threads,
    // or loaded from the test run's checked tables (tablecacheseed.h).
    QVERIFY(m_cache.isValid());
    seedTableCache(m_cache.path());
    TableBuilder::Options options;
    options.threads = 2;
    options.cache.emplace(std::filesystem::path(m_cache.path().toStdString()));
    TableBuilder builder(m_registry, options);
    const TableBuildReport report = builder.build({material("KPKP")});
    QVERIFY(!report.cancelled);
    QVERIFY(m_registry.contains(material("KPKP")));
    QVERIFY(m_registry.contains(material("KQKP")));
}

void TestSearchMates::recognizersAgreeWithTheTables_data() {
    QTest::addColumn<QString>("table");
    QTest::newRow("KPKP") << "KPKP";
    QTest::newRow("KQKP") << "KQKP";
}

void TestSearchMates::recognizersAgreeWithTheTables() {
    // Every legal position of the table, as stored and colour-flipped: the
    // recognizers the search uses without four-man tables (draw rules, the
    // three-man tables, blockage, the queen's bound) may answer or not, but
    // what they claim must be true. A draw claimed where a mate exists, or a
    // bound the exact value breaks, fails here with the position.
    QFETCH(QString, table);
    const MaterialTable *t = m_registry.find(material(table.toLatin1().constData()));
    QVERIFY(t);
    const Recognizer recognizer(&TableRegistry::threeManOnly());
    constexpr int Ply = 1; // an interior node: every recognizer may answer
    std::uint64_t positions = 0, answered = 0;
    QString failure;
    forEachTablePosition(*t, [&](const Placement &placement, std::uint8_t value) {
        if (!failure.isEmpty()) return;
        const Position stored = tablePosition(t->index(), placement);
        const int exact = exactScore(value, Ply);
        for (const Position &pos : {stored, stored.colorFlipped()}) {
            ++positions;
            const Recognition r = recognizer.recognize(pos, Ply);
            if (r.kind == Recognition::Kind::None) continue;
            ++answered;
            if (!holds(r, exact))
                failure = QStringLiteral("%1: recognizer kind %2 score %3 reason %4, table %5")
                              .arg(QString::fromStdString(toFen(pos)))
                              .arg(int(r.kind))
                              .arg(r.score)
                              .arg(int(r.reason))
                              .arg(exact);
        }
    });
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    qInfo("%s: %llu positions, %llu recognized, all consistent", qPrintable(table),
          static_cast<unsigned long long>(positions), static_cast<unsigned long long>(answered));
    QVERIFY(positions > 1000000);
}

void TestSearchMates::mateDistanceKeptFromDepthToDepth() {
    // KPKP, White mates in 5 (the table: 9 plies): 1.b8=Q and the queen
    // mates before the b-pawn matters. Searched without the four-man tables,
    // the mate comes from the search itself; once an iteration reports it,
    // every later iteration reports it again (its score goes through the
    // transposition table between them, stored relative to the node and read
    // back at another ply) and never shorter than the table's distance.
    // Reductions after a promotion let the first mates found be longer than
    // the shortest one; eight plies past the table's distance the search has
    // the exact one.
    const Position root = fromFen("8/1P6/8/8/kp6/8/K7/8 w - - 0 1");
    const MaterialProbe probe = m_registry.probe(root);
    QCOMPARE(probe.result.kind, TableProbe::Kind::Win);
    const int tablePlies = probe.result.plies();
    Search search(16);
    std::vector<std::pair<int, int>> mates; // (depth, plies)
    const SearchResult r =
        search.run(root, SearchLimits::toDepth(tablePlies + 8), [&](const SearchResult &p) {
            if (p.isMate())
                mates.emplace_back(p.depth, matePlies(p.score));
            else
                QVERIFY2(
                    mates.empty(),
                    qPrintable(
                        QStringLiteral("mate lost at depth %1: %2").arg(p.depth).arg(p.score)));
        });
    QVERIFY2(!mates.empty(), qPrintable(QString::number(r.score)));
    for (std::size_t i = 0; i < mates.size(); ++i) {
        QVERIFY2(mates[i].second >= tablePlies,
                 qPrintable(QStringLiteral("depth %1: mate in %2 plies, table %3")
                                .arg(mates[i].first)
                                .arg(mates[i].second)
                                .arg(tablePlies)));
        if (i > 0) QVERIFY(mates[i].second <= mates[i - 1].second);
    }
    QCOMPARE(matePlies(r.score), tablePlies);
    // The PV plays the mate out.
    Position p = root;
    for (const Move m : r.pv) {
        QVERIFY(p.isLegalMove(m));
        p.makeMove(m);
    }
    QVERIFY2(p.isCheckmate(), qPrintable(QString::fromStdString(lineToSan(root, r.pv))));
}

void TestSearchMates::queenEndingMateFoundWithoutTables() {
    // A queen against king and pawn far from the edge: no three-man table
    // covers it, so only the piece-ending evaluation's mate drive leads the
    // search to the mate within a node budget. The length is the KQKP
    // table's; the search may report a longer mate, never a shorter one.
    const Position root = fromFen("8/8/8/3k4/8/8/1p6/Q3K3 w - - 0 1");
    const MaterialProbe probe = m_registry.probe(root);
    QCOMPARE(probe.result.kind, TableProbe::Kind::Win);
    Search search(16);
    SearchLimits limits;
    limits.nodes = 3'000'000;
    const SearchResult r = search.run(root, limits);
    QVERIFY2(r.isMate() && r.score > 0,
             qPrintable(QStringLiteral("score %1 depth %2").arg(r.score).arg(r.depth)));
    QVERIFY(matePlies(r.score) >= probe.result.plies());
}

void TestSearchMates::givenTablesGiveExactMates() {
    // With the four-man tables the search reports the tables' exact mate
    // distance for a pawn-only KPKP root (every child is a table position).
    const Position root = fromFen("8/8/8/3K4/1P5p/8/8/3k4 b - - 0 1");
    const MaterialProbe probe = m_registry.probe(root);
    QVERIFY(probe.result.isDecided());
    Search search(16);
    search.setTables(&m_registry);
    const SearchResult r = search.run(root, SearchLimits::toDepth(2));
    QVERIFY(r.isMate());
    QCOMPARE(std::abs(matePlies(r.score)), probe.result.plies());
    QCOMPARE(r.score > 0, probe.result.kind == TableProbe::Kind::Win);
}

void TestSearchMates::queenSideWithBoxedKingIsNoQueenWin() {
    // From the public mates (vondele/matetrack): 8/8/pp6/2pp2p1/3p2Pk/3P1K2/
    // 5PPP/8 w, White mates in 14. Black's king on h4 has no free square;
    // after Black queens with check, 11.Kh2 and 14.g3# still mate. The
    // queen-wins bound must not claim the queen side's win here: it cut the
    // mate out of the search, which then saw Black's queen winning.
    const Position root = fromFen("8/8/1p6/6p1/6Pk/7P/5PP1/q5K1 w - - 0 11");
    const Recognizer recognizer;
    QVERIFY(recognizer.recognize(root, 1).reason != Recognition::Reason::QueenWins);
    Position afterKh2 = root;
    afterKh2.makeMove(parseUciMove(afterKh2, "g1h2").move);
    QVERIFY(recognizer.recognize(afterKh2, 1).reason != Recognition::Reason::QueenWins);
    Search search(16);
    const SearchResult r = search.run(root, SearchLimits::toDepth(8));
    QVERIFY2(r.isMate() && r.score > 0,
             qPrintable(QStringLiteral("score %1 depth %2").arg(r.score).arg(r.depth)));
    QCOMPARE(mateMoves(r.score), 4);
    Position p = root;
    for (const Move m : r.pv) {
        QVERIFY(p.isLegalMove(m));
        p.makeMove(m);
    }
    QVERIFY2(p.isCheckmate(), qPrintable(QString::fromStdString(lineToSan(root, r.pv))));
}

QTEST_APPLESS_MAIN(TestSearchMates)
#include "tst_searchmates.moc"
