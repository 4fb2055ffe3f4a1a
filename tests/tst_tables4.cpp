// The general table generator: published landmarks, symmetry and colour flip,
// en passant, underpromotion, the three-man values of the special-case
// tables, verification and the cache files.
#include <algorithm>
#include <cstring>
#include <fstream>
#include <thread>
#include <zstd.h>

#include <QTemporaryDir>
#include <QTest>

#include "chess/fen.h"
#include "chess/position.h"

#include "tables/cachefile.h"
#include "tables/material.h"
#include "tables/materialstatistics.h"
#include "tables/tablebuilder.h"
#include "tables/tablecache.h"
#include "tables/tablegenerator.h"
#include "tables/tableindex.h"
#include "tables/tablepositions.h"
#include "tables/tableregistry.h"
#include "tables/tableverifier.h"
#include "tables/threemanpositions.h"

#include "support/tablestatistics.h"
#include "testfen.h"

using namespace rampart;

namespace {

Material material(const char *name) {
    return *Material::parse(name);
}

// The materials this test builds (with their dependencies). The sanitizer
// build runs the small ones only: generation there is 20 times slower.
std::vector<Material> wantedMaterials() {
#ifdef RAMPART_SANITIZED
    return {material("KQK"), material("KRK"), material("KPK"),
            material("KBK"), material("KNK"), material("KNNK")};
#else
    return Material::allUpToFourMen();
#endif
}

bool heavy() {
#ifdef RAMPART_SANITIZED
    return false;
#else
    return true;
#endif
}

} // namespace

class TestTables4 : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void materialNames();
    void successors();
    void indexRoundTrip();
    void materialOfAFullBoard();
    void landmarks_data();
    void landmarks();
    void queenAgainstSeventhRankPawnDraws();
    void threeManUnchanged();
    void statisticsMatchTheStartUpTables();
    void symmetricAndFlippedProbesAgree();
    void enPassantCaptureIsBest();
    void doubleStepRefutedEnPassant();
    void underpromotion();
    void probeReasons();
    void squareMapOfAnyMaterial();
    void verification();
    void cacheRoundTripAndCorruption();
    void cacheFormatOneIsStillRead();
    void tablesBuildSideBySide();
    void buildStopsWhereATableCannotBeHad();

private:
    TableRegistry m_registry;
};

void TestTables4::initTestCase() {
    TableBuilder::Options options;
    options.threads = 2;
    TableBuilder builder(m_registry, options);
    const TableBuildReport report = builder.build(wantedMaterials());
    QVERIFY(!report.cancelled);
    for (const Material &m : wantedMaterials()) QVERIFY2(m_registry.contains(m), m.name().c_str());
    qInfo("built %zu tables in %.1f s", report.generated.size(), report.seconds);
}

void TestTables4::materialNames() {
    std::string error;
    QCOMPARE(Material::parse("kqkp")->name(), std::string("KQKP"));
    QCOMPARE(Material::parse("KPKQ")->canonical().name(), std::string("KQKP"));
    QVERIFY(!Material::parse("KPKQ")->isCanonical());
    QCOMPARE(Material::parse("KKRQ")->canonical().name(), std::string("KQRK"));
    QVERIFY(!Material::parse("KQRKP", &error));
    QVERIFY2(error.find("more than four men") != std::string::npos, error.c_str());
    QVERIFY(!Material::parse("KXK", &error));
    QVERIFY2(error.find("unknown man") != std::string::npos, error.c_str());
    QVERIFY(!Material::parse("QK", &error));
    const std::vector<Material> all = Material::allUpToFourMen();
    QCOMPARE(int(all.size()), 35);
    for (const Material &m : all) QVERIFY(m.isCanonical());
}

void TestTables4::materialOfAFullBoard() {
    // Material::of takes any position; ordering sides with many men must stay
    // within bounds (the start position has 15 men besides each king).
    const Material start = Material::of(Position::startPosition());
    QCOMPARE(start.menCount(), 32);
    QVERIFY(start.isCanonical()); // equal sides: White counts as the stronger
    QCOMPARE(start.canonical().name(), std::string("KQRRBBNNPPPPPPPPKQRRBBNNPPPPPPPP"));
    const Material fewer = Material::of(*parseFen("4k3/pppppppp/8/8/8/8/8/4K3 w - - 0 1").position);
    QVERIFY(!fewer.isCanonical());
    QCOMPARE(fewer.canonical().name(), std::string("KPPPPPPPPK"));
}

void TestTables4::successors() {
    std::vector<std::string> names;
    for (const Material &m : material("KPKP").successors()) names.push_back(m.name());
    // Captures (KPK either way round) and promotions of either pawn.
    const std::vector<std::string> expected = {"KBKP", "KNKP", "KPK", "KQKP", "KRKP"};
    QCOMPARE(names, expected);
    const std::vector<Material> order = TableBuilder::withDependencies({material("KPKP")});
    QCOMPARE(order.back(), material("KPKP"));
    for (std::size_t i = 0; i < order.size(); ++i)
        for (const Material &s : order[i].successors())
            QVERIFY(std::find(order.begin(), order.begin() + long(i), s) !=
                    order.begin() + long(i));
}

void TestTables4::indexRoundTrip() {
    // The divisions of placementOf() by multiplication, against '/': the
    // divisors of every layout, at the ends of the range and in between.
    for (const std::uint32_t d : {1u, 48u, 64u, 1128u, 2016u, 2304u, 3072u, 4096u, 7u, 1000003u}) {
        const FixedDivisor by(d);
        std::vector<std::uint64_t> numbers{0, 1, 0xFFFFFFFFull};
        for (std::uint64_t k = 0; k < 5000; ++k) {
            numbers.push_back(k * 858'993 + k % 97);              // spread over the whole range
            const std::uint64_t multiple = (k * 858'993 / d) * d; // and around d's multiples
            for (const std::uint64_t near : {multiple - 1, multiple, multiple + 1})
                if (near <= 0xFFFFFFFFull) numbers.push_back(near);
        }
        for (const std::uint64_t n : numbers)
            if (by.quotient(std::uint32_t(n)) != std::uint32_t(n) / d)
                QFAIL(qPrintable(QStringLiteral("%1 / %2: %3")
                                     .arg(n)
                                     .arg(d)
                                     .arg(by.quotient(std::uint32_t(n)))));
    }
    // Every material's entries (every fifth: about 40 million in all): an
    // entry's placement, where it is the stored one, indexes the entry.
    for (const Material &m : Material::allUpToFourMen()) {
        const TableIndex index(m);
        std::uint64_t used = 0;
        const std::uint32_t step = heavy() ? 5 : 101; // the sanitizer build: fewer
        for (std::uint32_t i = 0; i < index.size(); i += step) {
            const Placement p = index.placementOf(i);
            if (p.sideToMove != (i >= index.halfSize() ? Black : White))
                QFAIL(qPrintable(QStringLiteral("%1 entry %2: side to move")
                                     .arg(QString::fromStdString(m.name()))
                                     .arg(i)));
            if (!index.isCanonical(i, p)) continue;
            ++used;
            if (index.indexOf(p) != std::int64_t(i))
                QFAIL(qPrintable(QStringLiteral("%1 entry %2: its placement indexes %3")
                                     .arg(QString::fromStdString(m.name()))
                                     .arg(i)
                                     .arg(index.indexOf(p))));
        }
        QVERIFY2(used > index.size() / step / 2, m.name().c_str());
    }
}

void TestTables4::landmarks_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("fen"); // a record position, or empty
    QTest::addColumn<int>("plies");
    // Published longest wins with White to move, in plies.
    QTest::newRow("KPK") << "KPK"
                         << "" << 55;
    QTest::newRow("KRK") << "KRK"
                         << "" << 31;
    QTest::newRow("KQK") << "KQK"
                         << "" << 19;
    if (!heavy()) return;
    QTest::newRow("KPKP") << "KPKP"
                          << "3K4/8/4p3/8/8/8/2P5/2k5 w - - 0 1" << 65;
    QTest::newRow("KPPK") << "KPPK"
                          << "8/8/8/8/8/2k3P1/6P1/K7 w - - 0 1" << 63;
    QTest::newRow("KQKP") << "KQKP"
                          << "2QK4/8/8/8/8/8/3kp3/8 w - - 0 1" << 55;
    QTest::newRow("KRKP") << "KRKP"
                          << "" << 51;
    QTest::newRow("KPKR") << "KPKR"
                          << "8/2k5/4KP2/2r5/8/8/8/8 w - - 0 1" << 85;
    QTest::newRow("KQKR") << "KQKR"
                          << "" << 69;
    QTest::newRow("KRKN") << "KRKN"
                          << "" << 79;
    QTest::newRow("KRKB") << "KRKB"
                          << "" << 57;
    QTest::newRow("KRKR") << "KRKR"
                          << "" << 37;
    QTest::newRow("KQKQ") << "KQKQ"
                          << "" << 25;
    QTest::newRow("KBNK") << "KBNK"
                          << "" << 65;
    QTest::newRow("KBBK") << "KBBK"
                          << "" << 37;
    QTest::newRow("KBPK") << "KBPK"
                          << "" << 61;
    QTest::newRow("KNPK") << "KNPK"
                          << "" << 53;
    QTest::newRow("KQPK") << "KQPK"
                          << "" << 19;
    QTest::newRow("KRPK") << "KRPK"
                          << "" << 31;
}

void TestTables4::landmarks() {
    QFETCH(QString, name);
    QFETCH(QString, fen);
    QFETCH(int, plies);
    const Material m = *Material::parse(name.toStdString());
    if (!fen.isEmpty()) {
        const MaterialProbe p = m_registry.probe(fromFen(fen.toLatin1().constData()));
        QCOMPARE(p.result.kind, TableProbe::Kind::Win);
        QCOMPARE(p.result.plies(), plies);
        QCOMPARE(p.table, m.canonical());
        QCOMPARE(p.colourFlipped, !m.isCanonical());
    }
    if (m.isCanonical()) {
        const MaterialTable *t = m_registry.find(m);
        QVERIFY(t);
        QCOMPARE(t->longestWinPlies(White), plies);
    } else {
        // The weak side's table seen with colours flipped: Black to move wins.
        const MaterialTable *t = m_registry.find(m.canonical());
        QVERIFY(t);
        QCOMPARE(t->longestWinPlies(Black), plies);
    }
}

void TestTables4::queenAgainstSeventhRankPawnDraws() {
    if (!heavy()) QSKIP("needs the four-man tables");
    const Position pos = fromFen("7K/5P2/8/8/8/p7/1k6/8 w - - 0 1");
    QCOMPARE(m_registry.probe(pos).result.kind, TableProbe::Kind::Draw);
    const std::vector<MoveProbe> moves = m_registry.probeMoves(pos);
    QVERIFY(!moves.empty());
    QCOMPARE(moves.front().result.kind, TableProbe::Kind::Draw);
    bool sawQueen = false;
    for (const MoveProbe &m : moves) {
        if (m.move.uci() == "f7f8q") {
            sawQueen = true;
            QCOMPARE(m.result.kind, TableProbe::Kind::Draw);
        }
    }
    QVERIFY(sawQueen);
}

void TestTables4::threeManUnchanged() {
    const TableRegistry &old = TableRegistry::threeManOnly();
    for (TableId id : {TableId::KQK, TableId::KRK, TableId::KPK}) {
        std::uint64_t compared = 0;
        forEachThreeManPosition(old, id, [&](const TableEntry &e) {
            for (bool flip : {false, true}) {
                Position p;
                p.setPiece(e.strongKing, WhiteKing);
                p.setPiece(e.weakKing, BlackKing);
                p.setPiece(e.piece, makePiece(White, tablePiece(id)));
                p.setSideToMove(e.sideToMove);
                if (flip) p = p.colorFlipped();
                const TableProbe expected = old.probe(p).result;
                const TableProbe actual = m_registry.probe(p).result;
                if (actual.kind != expected.kind || actual.distance != expected.distance)
                    QFAIL(qPrintable(QString::fromStdString(
                        toFen(p) + ": new " + actual.toString() + ", old " + expected.toString())));
                ++compared;
            }
        });
        QVERIFY(compared > 300000);
    }
}

void TestTables4::statisticsMatchTheStartUpTables() {
    // The symmetry-class weights give the full-board counts.
    for (TableId id : {TableId::KQK, TableId::KRK, TableId::KPK}) {
        const TableStatistics old = TableStatistics::compute(TableRegistry::threeManOnly(), id);
        const MaterialStatistics now =
            *MaterialStatistics::compute(*m_registry.find(material(tableName(id))));
        for (Color c : {White, Black}) {
            const TableSideStatistics &a = old.sides[c];
            const MaterialSideStatistics &b = now.sides[c];
            QCOMPARE(b.legal, a.legal);
            QCOMPARE(b.wins, a.wins);
            QCOMPARE(b.draws, a.draws);
            QCOMPARE(b.losses, a.losses);
            QCOMPARE(c == White ? b.winHistogram : b.lossHistogram, a.histogram);
            // The records, one per symmetry class: each at the longest DTM,
            // and together standing for the old full-board list (2 or 8
            // positions each, 4 on the diagonal).
            const std::vector<std::string> &listed = c == White ? b.longestWins : b.longestLosses;
            QCOMPARE(c == White ? b.longestWinMoves : b.longestLossMoves, a.longestDtm);
            QVERIFY(!listed.empty());
            QVERIFY(listed.size() <= a.records.size());
            QVERIFY(listed.size() * 8 >= a.records.size());
            for (const std::string &record : listed) {
                const TableProbe p =
                    TableRegistry::threeManOnly().probe(*parseFen(record).position).result;
                QCOMPARE(p.kind, c == White ? TableProbe::Kind::Win : TableProbe::Kind::Loss);
                QCOMPARE(p.distance, a.longestDtm);
                QVERIFY(std::find(a.records.begin(), a.records.end(), record) != a.records.end());
            }
        }
        QCOMPARE(now.mutualZugzwangs, old.mutualZugzwangs);
        QVERIFY(now.zugzwangFens.size() <= old.zugzwangFens.size());
        for (const std::string &fen : now.zugzwangFens)
            QVERIFY(std::find(old.zugzwangFens.begin(), old.zugzwangFens.end(), fen) !=
                    old.zugzwangFens.end());
    }
}

void TestTables4::symmetricAndFlippedProbesAgree() {
    const std::vector<const char *> names =
        heavy() ? std::vector<const char *>{"KPKP", "KQKR", "KBNK", "KPPK", "KRKP", "KNNK"}
                : std::vector<const char *>{"KPK", "KNNK", "KRK"};
    for (const char *name : names) {
        const MaterialTable *t = m_registry.find(material(name));
        QVERIFY(t);
        std::uint64_t checked = 0;
        // A spread sample of the stored entries.
        for (std::uint32_t i = 0; i < t->index().size(); i += 101) {
            if (t->value(i) == MaterialTable::Illegal) continue;
            const Position p = tablePosition(t->index(), t->index().placementOf(i));
            const TableProbe base = m_registry.probe(p).result;
            QCOMPARE(base, MaterialTable::toProbe(t->value(i)));
            std::vector<Position> images = {p.colorFlipped(), p.fileMirrored(),
                                            p.colorFlipped().fileMirrored()};
            if (!t->material().hasPawns()) {
                // Rank flip and diagonal reflection without pawns.
                for (int transform : {2, 4, 6, 7}) {
                    Position q;
                    for (int s = 0; s < 64; ++s)
                        if (!p.isEmpty(Square(s)))
                            q.setPiece(TableIndex::transform(Square(s), transform),
                                       p.pieceOn(Square(s)));
                    q.setSideToMove(p.sideToMove());
                    images.push_back(q);
                }
            }
            for (const Position &q : images) {
                const MaterialProbe r = m_registry.probe(q);
                if (!(r.result == base))
                    QFAIL(qPrintable(QString::fromStdString(toFen(p) + " " + base.toString() +
                                                            " vs " + toFen(q) + " " +
                                                            r.result.toString())));
            }
            ++checked;
        }
        QVERIFY(checked > (heavy() ? 1000 : 0));
    }
}

void TestTables4::enPassantCaptureIsBest() {
    if (!heavy()) QSKIP("needs KPKP");
    // Black has just played b7-b5. Taking en passant is the only win: the
    // same position without the e.p. right is not won.
    const Position withEp = fromFen("8/8/8/Pp6/8/K1k5/8/8 w - b6 0 1");
    Position withoutEp = withEp;
    withoutEp.setEnPassantSquare(NoSquare);
    const TableProbe value = m_registry.probe(withEp).result;
    QCOMPARE(value.kind, TableProbe::Kind::Win);
    const std::vector<MoveProbe> moves = m_registry.probeMoves(withEp);
    QVERIFY(!moves.empty());
    QVERIFY(withEp.isEnPassant(moves.front().move));
    QCOMPARE(moves.front().result, value);
    QVERIFY(moves.size() < 2 || moves[1].result.kind != TableProbe::Kind::Win);
    QVERIFY(m_registry.probe(withoutEp).result.kind != TableProbe::Kind::Win);
}

void TestTables4::doubleStepRefutedEnPassant() {
    if (!heavy()) QSKIP("needs KPKP");
    // a2-a4 would leave Black lost if Black could not take en passant; the
    // table knows that b4xa3 e.p. draws.
    const Position pos = fromFen("8/8/8/8/1p6/8/P7/K3k3 w - - 0 1");
    const std::vector<MoveProbe> moves = m_registry.probeMoves(pos);
    const auto it = std::find_if(moves.begin(), moves.end(),
                                 [](const MoveProbe &m) { return m.move.uci() == "a2a4"; });
    QVERIFY(it != moves.end());
    Position after = pos;
    after.makeMove(it->move);
    QVERIFY(after.enPassantSquare() != NoSquare);
    Position noRight = after;
    noRight.setEnPassantSquare(NoSquare);
    const TableProbe withRight = m_registry.probe(after).result;
    const TableProbe without = m_registry.probe(noRight).result;
    // Without the right the opponent is lost; with it, it is not.
    QCOMPARE(without.kind, TableProbe::Kind::Loss);
    QVERIFY(withRight.kind != TableProbe::Kind::Loss);
    QVERIFY(it->result.kind != TableProbe::Kind::Win);
}

void TestTables4::underpromotion() {
    // KPK: only the rook promotion wins (the queen stalemates).
    const std::vector<MoveProbe> kpk =
        m_registry.probeMoves(fromFen("8/1P6/k7/8/K7/8/8/8 w - - 0 1"));
    QVERIFY(!kpk.empty());
    QCOMPARE(kpk.front().move.uci(), std::string("b7b8r"));
    QCOMPARE(kpk.front().result.kind, TableProbe::Kind::Win);
    if (!heavy()) return;
    // Four men: the queen would stalemate, the rook wins; the second one
    // takes a bishop while promoting (Black to move).
    for (const auto &[fen, best] : {std::pair{"8/k1P5/p7/K7/8/8/8/8 w - - 0 1", "c7c8r"},
                                    std::pair{"8/8/8/8/8/2k5/Kp6/2B5 b - - 0 1", "b2c1r"}}) {
        const std::vector<MoveProbe> moves = m_registry.probeMoves(fromFen(fen));
        QVERIFY(moves.size() >= 2);
        QCOMPARE(moves.front().move.uci(), std::string(best));
        QCOMPARE(moves.front().result.kind, TableProbe::Kind::Win);
        QVERIFY(moves[1].result.kind != TableProbe::Kind::Win);
        bool sawQueen = false;
        for (const MoveProbe &m : moves) {
            if (m.move.promotion() != Queen) continue;
            sawQueen = true;
            QCOMPARE(m.result.kind, TableProbe::Kind::Draw);
        }
        QVERIFY(sawQueen);
    }
}

void TestTables4::probeReasons() {
    const MaterialProbe five = m_registry.probe(fromFen("4k3/8/8/8/8/8/PPP5/4K3 w - - 0 1"));
    QCOMPARE(five.result.kind, TableProbe::Kind::Unsupported);
    QCOMPARE(five.result.reason, TbReason::TooManyMen);
    QCOMPARE(five.result.men, 5);
    const MaterialProbe castling = m_registry.probe(fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    QCOMPARE(castling.result.kind, TableProbe::Kind::Unsupported);
    QCOMPARE(castling.result.reason, TbReason::CastlingRights);
    TableRegistry empty;
    const MaterialProbe missing = empty.probe(fromFen("4k3/8/8/8/8/8/3p4/4K2R w - - 0 1"));
    QCOMPARE(missing.result.kind, TableProbe::Kind::Unsupported);
    QCOMPARE(missing.result.reason, TbReason::TableNotBuilt);
    QCOMPARE(missing.result.table, std::string("KRKP"));
    QCOMPARE(missing.result.toString(), std::string("unsupported: table KRKP not built"));
    const MaterialProbe bare = empty.probe(fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    QCOMPARE(bare.result.kind, TableProbe::Kind::Draw);
}

void TestTables4::squareMapOfAnyMaterial() {
    const Position pos =
        fromFen(heavy() ? "2QK4/8/8/8/8/8/3kp3/8 w - - 0 1" : "8/8/8/8/8/3k4/8/K2N1N2 w - - 0 1");
    const Square moved = heavy() ? C8 : D1;
    const std::array<TableProbe, 64> map = m_registry.squareMap(pos, moved, White);
    QCOMPARE(map[moved], m_registry.probe(pos).result);
    for (int s = 0; s < 64; ++s) {
        if (s == moved) continue;
        if (!pos.isEmpty(Square(s))) {
            QCOMPARE(map[std::size_t(s)].kind, TableProbe::Kind::Illegal);
            continue;
        }
        Position p = pos;
        p.setPiece(moved, NoPiece);
        p.setPiece(Square(s), pos.pieceOn(moved));
        QCOMPARE(map[std::size_t(s)], m_registry.probe(p).result);
    }
}

void TestTables4::verification() {
    for (const char *name : heavy() ? std::vector<const char *>{"KPK", "KQK", "KPKP"}
                                    : std::vector<const char *>{"KPK", "KNNK"}) {
        const MaterialTable *t = m_registry.find(material(name));
        QVERIFY(t);
        const TableVerifyReport r = TableVerifier::verify(*t, m_registry, 2);
        QVERIFY2(r.ok(), r.examples.empty() ? name : r.examples.front().c_str());
        QVERIFY(r.checked > 10000);
    }
    // A table with one value changed fails.
    const MaterialTable *kpk = m_registry.find(material("KPK"));
    TableBytes values = kpk->values();
    std::uint32_t changed = 0;
    while (values[changed] == MaterialTable::Illegal || values[changed] == MaterialTable::Draw)
        ++changed;
    values[changed] = std::uint8_t(values[changed] + 2);
    const MaterialTable broken(material("KPK"), values);
    const TableVerifyReport r = TableVerifier::verify(broken, m_registry, 1);
    QVERIFY(!r.ok());
    QVERIFY(r.mismatches >= 1);
    QVERIFY(!r.examples.empty());
}

void TestTables4::cacheRoundTripAndCorruption() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const TableCache cache(dir.path().toStdString());
    const Material kqk = material("KQK");
    const MaterialTable *original = m_registry.find(kqk);
    QVERIFY(original);
    QCOMPARE(cache.load(kqk).status, TableCache::LoadStatus::Missing);
    QVERIFY(!cache.save(*original));
    TableCache::LoadResult loaded = cache.load(kqk);
    QCOMPARE(loaded.status, TableCache::LoadStatus::Loaded);
    QVERIFY(loaded.table->values() == original->values());

    const std::filesystem::path file = cache.fileFor(kqk);
    auto readAll = [&] {
        std::ifstream in(file, std::ios::binary);
        return std::vector<char>((std::istreambuf_iterator<char>(in)),
                                 std::istreambuf_iterator<char>());
    };
    auto writeAll = [&](const std::vector<char> &bytes) {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), std::streamsize(bytes.size()));
    };
    const std::vector<char> good = readAll();
    using Code = TableProblem::Code;
    struct Damage {
        const char *what;
        std::function<void(std::vector<char> &)> apply;
        Code expected;
    };
    const std::vector<Damage> damages = {
        {"flipped content byte", [](std::vector<char> &b) { b[b.size() / 2] ^= 0x20; },
         Code::Corrupt},
        {"flipped checksum byte", [](std::vector<char> &b) { b[45] ^= 1; }, Code::Corrupt},
        {"truncated", [](std::vector<char> &b) { b.resize(b.size() - 7); }, Code::Truncated},
        {"header only half", [](std::vector<char> &b) { b.resize(20); }, Code::HeaderTruncated},
        {"other format version", [](std::vector<char> &b) { b[8] = 9; }, Code::OtherFormat},
        {"other generator version", [](std::vector<char> &b) { b[16] = 9; }, Code::OtherGenerator},
        {"other layout version", [](std::vector<char> &b) { b[12] = 9; }, Code::OtherIndexLayout},
        {"foreign material", [](std::vector<char> &b) { b[21] = 'R'; }, Code::OtherMaterial},
        {"not a table", [](std::vector<char> &b) { b[0] = 'X'; }, Code::NotATableFile},
    };
    for (const Damage &d : damages) {
        std::vector<char> bytes = good;
        d.apply(bytes);
        writeAll(bytes);
        const TableCache::LoadResult r = cache.load(kqk);
        QVERIFY2(r.status == TableCache::LoadStatus::Bad, d.what);
        QVERIFY2(r.problem.code == d.expected, d.what);
        QCOMPARE(r.problem.path, file.string());
        QCOMPARE(r.problem.material, std::string("KQK"));

        // The builder reports the bad file once, rebuilds and rewrites it.
        TableRegistry fresh;
        TableBuilder::Options options;
        options.threads = 1;
        options.cache = cache;
        TableBuilder builder(fresh, options);
        const TableBuildReport report = builder.build({kqk});
        QCOMPARE(int(report.problems.size()), 1);
        QVERIFY2(report.problems.front().code == d.expected, d.what);
        QVERIFY(report.problems.front().rebuilt);
        QCOMPARE(int(report.generated.size()), 1);
        QVERIFY(fresh.find(kqk)->values() == original->values());
        const TableCache::LoadResult again = cache.load(kqk);
        QCOMPARE(again.status, TableCache::LoadStatus::Loaded);
        QVERIFY(again.table->values() == original->values());
    }
    // No temporary files are left behind.
    int files = 0;
    for (const auto &e : std::filesystem::directory_iterator(dir.path().toStdString())) {
        QVERIFY2(e.path().extension() == ".rtb", e.path().string().c_str());
        ++files;
    }
    QCOMPARE(files, 1);
}

void TestTables4::cacheFormatOneIsStillRead() {
    // A file as format 1 wrote it, made here by hand from the layout: the
    // checksum over the header and the entries, a zstd frame without zstd's
    // own checksum. Caches written before format 2 stay valid.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const TableCache cache(dir.path().toStdString());
    const Material kqk = material("KQK");
    const MaterialTable *original = m_registry.find(kqk);
    QVERIFY(original);
    const TableBytes &values = original->values();
    std::vector<std::uint8_t> file(std::size_t(TableCache::HeaderBytes) +
                                   ZSTD_compressBound(values.size()));
    const std::size_t framed =
        ZSTD_compress(file.data() + TableCache::HeaderBytes, file.size() - TableCache::HeaderBytes,
                      values.data(), values.size(), 3);
    QVERIFY(!ZSTD_isError(framed));
    QVERIFY(!cachefile::frameHasChecksum(file.data() + TableCache::HeaderBytes, framed));
    file.resize(std::size_t(TableCache::HeaderBytes) + framed);
    std::uint8_t *h = file.data();
    std::memcpy(h, "RAMPTB\r\n", 8);
    cachefile::putLe(h + 8, 1, 4);
    cachefile::putLe(h + 12, TableIndex::LayoutVersion, 4);
    cachefile::putLe(h + 16, MaterialTable::GeneratorVersion, 4);
    std::memset(h + 20, 0, 8);
    std::memcpy(h + 20, "KQK", 3);
    cachefile::putLe(h + 28, values.size(), 8);
    cachefile::putLe(h + 36, framed, 8);
    const auto sumOf = [&](const std::vector<std::uint8_t> &bytes) {
        return cachefile::fnv1a(original->values().data(), original->values().size(),
                                cachefile::fnv1a(bytes.data(), 44));
    };
    cachefile::putLe(h + 44, sumOf(file), 8);
    const auto write = [&](const std::vector<std::uint8_t> &bytes) {
        std::ofstream out(cache.fileFor(kqk), std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char *>(bytes.data()), std::streamsize(bytes.size()));
    };
    write(file);
    const TableCache::LoadResult r = cache.load(kqk);
    QCOMPARE(r.status, TableCache::LoadStatus::Loaded);
    QVERIFY(r.table->values() == values);

    // Its checksum still guards the entries: a changed entry (re-framed, so
    // the frame itself is sound) is refused.
    TableBytes changed = values;
    std::size_t i = 0;
    while (changed[i] == MaterialTable::Illegal) ++i;
    changed[i] = std::uint8_t(changed[i] ^ 2);
    std::vector<std::uint8_t> bad = file;
    bad.resize(std::size_t(TableCache::HeaderBytes) + ZSTD_compressBound(changed.size()));
    const std::size_t reframed =
        ZSTD_compress(bad.data() + TableCache::HeaderBytes, bad.size() - TableCache::HeaderBytes,
                      changed.data(), changed.size(), 3);
    QVERIFY(!ZSTD_isError(reframed));
    bad.resize(std::size_t(TableCache::HeaderBytes) + reframed);
    cachefile::putLe(bad.data() + 36, reframed, 8);
    cachefile::putLe(bad.data() + 44, sumOf(bad), 8); // the original entries' sum
    write(bad);
    const TableCache::LoadResult refused = cache.load(kqk);
    QCOMPARE(refused.status, TableCache::LoadStatus::Bad);
    QCOMPARE(refused.problem.code, TableProblem::Code::Corrupt);
    QCOMPARE(refused.problem.damage, cachefile::FrameDamage::ChecksumMismatch);

    // The current format without zstd's checksum in the frame is refused:
    // its entries would go unchecked.
    std::vector<std::uint8_t> unchecked = file;
    cachefile::putLe(unchecked.data() + 8, TableCache::FormatVersion, 4);
    cachefile::putLe(unchecked.data() + 44, cachefile::fnv1a(unchecked.data(), 44), 8);
    write(unchecked);
    const TableCache::LoadResult noSum = cache.load(kqk);
    QCOMPARE(noSum.status, TableCache::LoadStatus::Bad);
    QCOMPARE(noSum.problem.code, TableProblem::Code::Corrupt);
    QCOMPARE(noSum.problem.damage, cachefile::FrameDamage::NoChecksum);

    // What save() writes now carries it.
    QVERIFY(!cache.save(*original));
    std::ifstream in(cache.fileFor(kqk), std::ios::binary);
    const std::vector<std::uint8_t> saved((std::istreambuf_iterator<char>(in)),
                                          std::istreambuf_iterator<char>());
    QCOMPARE(cachefile::getLe(saved.data() + 8, 4), std::uint64_t(TableCache::FormatVersion));
    QVERIFY(cachefile::frameHasChecksum(saved.data() + TableCache::HeaderBytes,
                                        saved.size() - TableCache::HeaderBytes));
}

void TestTables4::tablesBuildSideBySide() {
    // KQQK and KNNK wait only for KQK and KNK: on two threads they are
    // generated at the same time, one thread each, and come out as one
    // thread makes them. Progress comes on the calling thread, each table
    // after every table it leads into (KQK and KNK, which every registry
    // holds, count as finished first).
    const std::vector<Material> wanted{material("KQQK"), material("KNNK")};
    std::vector<TableBytes> built[2];
    for (const int threads : {1, 2}) {
        TableRegistry registry;
        TableBuilder::Options options;
        options.threads = threads;
        TableBuilder builder(registry, options);
        int running = 0, mostRunning = 0, lastFinished = 2;
        bool otherThread = false, beforeSuccessor = false;
        const std::thread::id caller = std::this_thread::get_id();
        const TableBuildReport report = builder.build(wanted, [&](const TableBuildProgress &p) {
            otherThread = otherThread || std::this_thread::get_id() != caller;
            if (p.stage == TableBuildProgress::Stage::Started) {
                mostRunning = std::max(mostRunning, ++running);
                return;
            }
            --running;
            QCOMPARE(p.stage, TableBuildProgress::Stage::Generated);
            QCOMPARE(p.finished, lastFinished + 1);
            lastFinished = p.finished;
            QCOMPARE(p.total, 4);
            for (const Material &s : p.material.successors())
                beforeSuccessor = beforeSuccessor || !registry.contains(s);
        });
        QVERIFY(!report.cancelled);
        QVERIFY(!otherThread);
        QVERIFY(!beforeSuccessor);
        QCOMPARE(int(report.generated.size()), 2);
        QCOMPARE(lastFinished, 4);
        QCOMPARE(mostRunning, threads);
        for (const Material &m : wanted) {
            QVERIFY(registry.contains(m));
            built[threads - 1].push_back(registry.find(m)->values());
        }
    }
    for (std::size_t i = 0; i < wanted.size(); ++i)
        QVERIFY2(built[0][i] == built[1][i], wanted[i].name().c_str());
}

void TestTables4::buildStopsWhereATableCannotBeHad() {
    // Nothing cached and building not allowed: the first table that is not
    // in the registry (a four-man one: every registry holds the three-man
    // tables) fails with its reason, nothing waiting for it starts, and
    // build() returns.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TableRegistry registry;
    TableBuilder::Options options;
    options.threads = 2;
    options.cache.emplace(dir.path().toStdString());
    options.generateMissing = false;
    TableBuilder builder(registry, options);
    std::vector<TableProblem> failures;
    const std::vector<Material> order = TableBuilder::withDependencies({material("KQPK")});
    const Material first = *std::find_if(order.begin(), order.end(),
                                         [](const Material &m) { return m.menCount() == 4; });
    QVERIFY(first != material("KQPK"));
    const TableBuildReport report =
        builder.build({material("KQPK")}, [&](const TableBuildProgress &p) {
            if (p.stage == TableBuildProgress::Stage::Failed)
                failures.insert(failures.end(), p.problems.begin(), p.problems.end());
        });
    QVERIFY(!report.cancelled);
    QVERIFY(report.generated.empty() && report.loaded.empty());
    QCOMPARE(int(failures.size()), 1);
    QCOMPARE(failures.front().code, TableProblem::Code::NotInCache);
    QCOMPARE(failures.front().material, first.name());
    QVERIFY(failures.front() == report.problems.back());
    QVERIFY(!registry.contains(material("KQPK")));
}

QTEST_GUILESS_MAIN(TestTables4)
#include "tst_tables4.moc"
