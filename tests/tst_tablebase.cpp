// The three-man tables every TableRegistry holds (the generator's KQK, KRK
// and KPK, with the draws KBK and KNK) and their short probe: counts,
// hand-checked probes, the full consistency pass against the general move
// generator and against the independently built DtmTable (tests/support),
// symmetry, move probes, square maps and statistics.
#include <QTest>

#include "chess/fen.h"
#include "chess/notation.h"
#include "chess/position.h"

#include "tables/kpkbitbase.h"
#include "tables/tableregistry.h"
#include "tables/threemanindex.h"
#include "tables/threemanpositions.h"

#include "support/dtmtable.h"
#include "support/tablestatistics.h"
#include "testfen.h"

using namespace rampart;

namespace {

const TableRegistry &tb() {
    static const TableRegistry instance;
    return instance;
}

// The generator's table of KQK, KRK or KPK, as every registry holds it.
const MaterialTable &table(TableId id) {
    return *tb().find(*Material::parse(tableName(id)));
}

// The KPK bitbase, built once.
const KpkBitbase &kpk() {
    static const KpkBitbase instance;
    return instance;
}

// The independent tables (tests/support/dtmtable.h), built once.
const DtmTable &dtm(TableId id) {
    static const std::array<DtmTable, TableCount> tables = [] {
        std::array<DtmTable, TableCount> t;
        t[std::size_t(TableId::KQK)] = DtmTable::buildPawnless(TableId::KQK);
        t[std::size_t(TableId::KRK)] = DtmTable::buildPawnless(TableId::KRK);
        t[std::size_t(TableId::KPK)] =
            DtmTable::buildKpk(t[std::size_t(TableId::KQK)], t[std::size_t(TableId::KRK)]);
        return t;
    }();
    return tables[std::size_t(id)];
}

// A DtmTable byte as a probe (strong side White: White to move wins, Black
// to move loses).
TableProbe dtmProbe(std::uint8_t v, Color sideToMove) {
    TableProbe p;
    if (v == DtmTable::Draw) {
        p.kind = TableProbe::Kind::Draw;
    } else if (sideToMove == White) {
        p.kind = TableProbe::Kind::Win;
        p.distance = v / 2; // (plies + 1) / 2 with plies = v - 1
    } else {
        p.kind = TableProbe::Kind::Loss;
        p.distance = (v - 1) / 2;
    }
    return p;
}

// The value a position must have given the values after each legal move:
// the best for the side to move over its moves (checkmate = loss 0, stalemate
// = draw). Children are probed through the table they belong to (a capture
// gives KK, a promotion KQK/KRK or the drawn KBK/KNK).
TableProbe bestOverMoves(const TableRegistry &t, Position &pos, bool &ok) {
    MoveList moves;
    pos.generateLegalMoves(moves);
    TableProbe best;
    if (moves.empty()) {
        best.kind = pos.inCheck() ? TableProbe::Kind::Loss : TableProbe::Kind::Draw;
        return best;
    }
    // Rank: win n -> n (small is good), draw -> 1000, loss n -> 2000 - n.
    int bestRank = 1 << 30;
    for (Move m : moves) {
        const UndoInfo undo = pos.makeMove(m);
        const TableProbe child = t.probe(pos).result;
        pos.unmakeMove(m, undo);
        TableProbe mine;
        int rank = 0;
        switch (child.kind) {
        case TableProbe::Kind::Loss:
            mine.kind = TableProbe::Kind::Win;
            mine.distance = child.distance + 1;
            rank = mine.distance;
            break;
        case TableProbe::Kind::Win:
            mine.kind = TableProbe::Kind::Loss;
            mine.distance = child.distance;
            rank = 2000 - mine.distance;
            break;
        case TableProbe::Kind::Draw:
            mine.kind = TableProbe::Kind::Draw;
            rank = 1000;
            break;
        default:
            ok = false;
            return best;
        }
        if (rank < bestRank) {
            bestRank = rank;
            best = mine;
        }
    }
    return best;
}

Position placement(TableId id, Square strongKing, Square piece, Square weakKing, Color stm) {
    Position pos;
    pos.setPiece(strongKing, WhiteKing);
    pos.setPiece(piece, makePiece(White, tablePiece(id)));
    pos.setPiece(weakKing, BlackKing);
    pos.setSideToMove(stm);
    return pos;
}

} // namespace

class TestTablebase : public QObject {
    Q_OBJECT

private slots:
    void kpkCounts();
    void kpkAgreesWithBitbase();
    void landmarks();
    void handProbes_data();
    void handProbes();
    void consistencyPass_data();
    void consistencyPass();
    void illegalMarksMatchFenLegality();
    void symmetry_data();
    void symmetry();
    void probeReasons_data();
    void probeReasons();
    void probeMovesOrder();
    void underpromotionMoves();
    void squareMap();
    void statistics();
    void memory();
    void supports_data();
    void supports();
    void threeManIndex();
};

void TestTablebase::kpkCounts() {
    // All 48 pawn squares, White pawn; the standard KPK counts.
    std::uint64_t legal[2] = {0, 0}, won[2] = {0, 0};
    forEachThreeManPosition(tb(), TableId::KPK, [&](const TableEntry &e) {
        ++legal[e.sideToMove];
        if (e.kind != TableProbe::Kind::Draw) ++won[e.sideToMove];
    });
    QCOMPARE(legal[White], std::uint64_t(163328));
    QCOMPARE(won[White], std::uint64_t(124960));
    QCOMPARE(legal[Black], std::uint64_t(168024));
    QCOMPARE(won[Black], std::uint64_t(97604));
}

void TestTablebase::kpkAgreesWithBitbase() {
    int mismatches = 0;
    forEachThreeManPosition(tb(), TableId::KPK, [&](const TableEntry &e) {
        const bool won = kpk().isWin(White, e.strongKing, e.piece, e.weakKing, e.sideToMove);
        if (won != (e.kind != TableProbe::Kind::Draw)) ++mismatches;
    });
    QCOMPARE(mismatches, 0);
}

void TestTablebase::landmarks() {
    // Longest mates in moves: KQK 10, KRK 16, KPK 28, for the winner to move
    // and for the loser to move.
    const int expected[3] = {10, 16, 28};
    for (TableId id : {TableId::KQK, TableId::KRK, TableId::KPK}) {
        int longestWin = 0, longestLoss = 0;
        forEachThreeManPosition(tb(), id, [&](const TableEntry &e) {
            if (e.kind == TableProbe::Kind::Win) longestWin = std::max(longestWin, e.dtmMoves);
            if (e.kind == TableProbe::Kind::Loss) longestLoss = std::max(longestLoss, e.dtmMoves);
        });
        QCOMPARE(longestWin, expected[int(id)]);
        QCOMPARE(longestLoss, expected[int(id)]);
        QCOMPARE(table(id).maxPlies(), 2 * expected[int(id)]);
        QCOMPARE(dtm(id).maxPlies(), 2 * expected[int(id)]);
    }
}

void TestTablebase::handProbes_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("result");
    // Mates on the board and mates in one.
    QTest::newRow("KQK checkmate") << "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"
                                   << "loss 0";
    QTest::newRow("KRK back-rank checkmate") << "k6R/8/1K6/8/8/8/8/8 b - - 0 1"
                                             << "loss 0";
    QTest::newRow("KRK mate in 1") << "k7/8/1K6/8/8/8/8/7R w - - 0 1"
                                   << "win 1";
    QTest::newRow("KQK stalemate") << "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1"
                                   << "draw";
    QTest::newRow("KQK queen hangs") << "8/8/8/3kQ3/8/8/8/K7 b - - 0 1"
                                     << "draw";
    QTest::newRow("KQK Black queen, colour flip") << "8/8/8/8/8/1k6/1q6/K7 w - - 0 1"
                                                  << "loss 0";
    // Rook-pawn draws: the defender in the corner.
    QTest::newRow("rook pawn, king in the corner") << "7k/8/8/8/8/8/7P/7K w - - 0 1"
                                                   << "draw";
    QTest::newRow("rook pawn, a7 stalemates") << "k7/8/PK6/8/8/8/8/8 w - - 0 1"
                                              << "draw";
    // Knight-pawn stalemate exception: the strong king guards b7 and b8, yet
    // Black to move is stalemated; White to move wins.
    QTest::newRow("knight pawn stalemate, Black to move") << "k7/2K5/1P6/8/8/8/8/8 b - - 0 1"
                                                          << "draw";
    QTest::newRow("knight pawn, White to move") << "k7/2K5/1P6/8/8/8/8/8 w - - 0 1"
                                                << "win 3";
    // Only b8=R wins: b8=Q stalemates the king on a6.
    QTest::newRow("rook underpromotion wins") << "8/1P6/k7/8/K7/8/8/8 w - - 0 1"
                                              << "win 7";
    QTest::newRow("KPK Black pawn, colour flip") << "8/8/8/k7/8/K7/1p6/8 b - - 0 1"
                                                 << "win 7";
    QTest::newRow("insufficient: KBK") << "8/8/8/3kB3/8/8/8/K7 b - - 0 1"
                                       << "draw";
    QTest::newRow("insufficient: KK") << "8/8/8/3k4/8/8/8/K7 w - - 0 1"
                                      << "draw";
}

void TestTablebase::handProbes() {
    QFETCH(QString, fen);
    QFETCH(QString, result);
    const Position pos = fromFen(fen.toLatin1().constData());
    QCOMPARE(QString::fromStdString(tb().probe(pos).result.toString()), result);
}

void TestTablebase::consistencyPass_data() {
    QTest::addColumn<int>("table");
    QTest::newRow("KQK") << int(TableId::KQK);
    QTest::newRow("KRK") << int(TableId::KRK);
    QTest::newRow("KPK") << int(TableId::KPK);
}

void TestTablebase::consistencyPass() {
    // Every legal position of the independent table: the product's value
    // must equal the independent table's and the best value over its legal
    // moves generated by the general Position move generator.
    QFETCH(int, table);
    const TableId id = TableId(table);
    const DtmTable &t = dtm(id);
    int checked = 0, wrong = 0;
    QString firstWrong;
    for (int i = 0; i < t.size(); ++i) {
        if (t.rawValue(i) == DtmTable::Illegal) continue;
        const Color stm = i < t.halfSize() ? White : Black;
        Square sk, piece, wk;
        t.squaresOf(i % t.halfSize(), sk, piece, wk);
        Position pos = placement(id, sk, piece, wk, stm);
        const TableProbe stored = tb().probe(pos).result;
        bool ok = true;
        const TableProbe best = bestOverMoves(tb(), pos, ok);
        ++checked;
        if (!ok || stored != best || stored != dtmProbe(t.rawValue(i), stm)) {
            if (!wrong++)
                firstWrong = QString::fromStdString(toFen(pos) + " stored " + stored.toString() +
                                                    " best " + best.toString());
        }
    }
    QVERIFY2(wrong == 0, qPrintable(QString::number(wrong) + " wrong, e.g. " + firstWrong));
    QVERIFY(checked > 0);
    QCOMPARE(checked, [&] {
        int legal = 0;
        for (int i = 0; i < t.size(); ++i) legal += t.rawValue(i) != DtmTable::Illegal;
        return legal;
    }());
}

void TestTablebase::illegalMarksMatchFenLegality() {
    // The table's notion of legality is the FEN checker's, for every KPK
    // placement with three distinct squares.
    const DtmTable &t = dtm(TableId::KPK);
    int disagreements = 0;
    for (int i = 0; i < t.size(); ++i) {
        Square sk, piece, wk;
        t.squaresOf(i % t.halfSize(), sk, piece, wk);
        if (sk == piece || sk == wk || piece == wk) continue;
        const Position pos =
            placement(TableId::KPK, sk, piece, wk, i < t.halfSize() ? White : Black);
        const bool legal = checkLegality(pos).empty();
        if (legal != (t.rawValue(i) != DtmTable::Illegal)) ++disagreements;
        // The product's table agrees on legality.
        if (legal != tb().probe(pos).result.found()) ++disagreements;
    }
    QCOMPARE(disagreements, 0);
}

void TestTablebase::symmetry_data() {
    QTest::addColumn<int>("table");
    QTest::newRow("KQK") << int(TableId::KQK);
    QTest::newRow("KRK") << int(TableId::KRK);
    QTest::newRow("KPK") << int(TableId::KPK);
}

void TestTablebase::symmetry() {
    // A file-mirrored or colour-flipped position (built by Position's own
    // transforms) probes the same; pawnless positions also under rank flips
    // and diagonal reflection (checked on a sample of every 5th position).
    QFETCH(int, table);
    const TableId id = TableId(table);
    int n = 0, wrong = 0;
    forEachThreeManPosition(tb(), id, [&](const TableEntry &e) {
        if (n++ % 5) return;
        const Position pos = placement(id, e.strongKing, e.piece, e.weakKing, e.sideToMove);
        const TableProbe p = tb().probe(pos).result;
        if (p.kind != e.kind || p.distance != e.dtmMoves) ++wrong;
        if (tb().probe(pos.fileMirrored()).result != p) ++wrong;
        if (tb().probe(pos.colorFlipped()).result != p) ++wrong;
        if (id != TableId::KPK) {
            for (int t = 1; t < 8; ++t) {
                const TableProbe q =
                    tb().probeSquares(tablePiece(id), DtmTable::transform(e.strongKing, t),
                                      DtmTable::transform(e.piece, t),
                                      DtmTable::transform(e.weakKing, t), e.sideToMove);
                if (q != p) ++wrong;
            }
        }
    });
    QCOMPARE(wrong, 0);
}

void TestTablebase::probeReasons_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("result");
    QTest::newRow("kings adjacent") << "8/8/8/3kK3/8/8/8/7Q w - - 0 1"
                                    << "illegal: kings adjacent";
    QTest::newRow("side not to move in check") << "k7/8/8/8/8/8/8/K6Q w - - 0 1"
                                               << "illegal: side not to move in check";
    // A registry holds the three-man tables only until others are built.
    QTest::newRow("four men, not built") << "k7/8/8/8/8/8/PP6/K7 w - - 0 1"
                                         << "unsupported: table KPPK not built";
    QTest::newRow("too much material") << "k7/8/8/8/8/8/PPP5/K7 w - - 0 1"
                                       << "unsupported: more than four men (5)";
    QTest::newRow("castling rights") << "k7/8/8/8/8/8/8/4K2R w K - 0 1"
                                     << "unsupported: castling rights";
}

void TestTablebase::probeReasons() {
    QFETCH(QString, fen);
    QFETCH(QString, result);
    const FenResult r = parseFen(fen.toStdString());
    QVERIFY(r.position.has_value());
    QCOMPARE(QString::fromStdString(tb().probe(*r.position).result.toString()), result);
    QCOMPARE(tb().probeMoves(*r.position).size(), std::size_t(0));
}

void TestTablebase::probeMovesOrder() {
    const Position pos = fromFen("8/8/8/4k3/7R/8/2K5/8 w - - 0 1");
    const std::vector<MoveProbe> moves = tb().probeMoves(pos);
    QCOMPARE(int(moves.size()), pos.legalMoves().size());
    const TableProbe root = tb().probe(pos).result;
    QCOMPARE(root.kind, TableProbe::Kind::Win);
    // The first move keeps the shortest mate; the order is wins (shortest
    // first), draws, losses (longest first).
    QCOMPARE(moves.front().result, root);
    auto rank = [](const TableProbe &p) {
        return p.kind == TableProbe::Kind::Win    ? p.distance
               : p.kind == TableProbe::Kind::Draw ? 1000
                                                  : 3000 - p.distance;
    };
    for (std::size_t i = 1; i < moves.size(); ++i)
        QVERIFY(rank(moves[i - 1].result) <= rank(moves[i].result));
    // Rook moves that hang the rook to the king draw.
    bool sawDraw = false;
    for (const MoveProbe &m : moves) sawDraw |= m.result.kind == TableProbe::Kind::Draw;
    QVERIFY(sawDraw);
}

void TestTablebase::underpromotionMoves() {
    const Position pos = fromFen("8/1P6/k7/8/K7/8/8/8 w - - 0 1");
    const std::vector<MoveProbe> moves = tb().probeMoves(pos);
    QVERIFY(!moves.empty());
    QCOMPARE(QString::fromStdString(toSan(pos, moves.front().move)), QStringLiteral("b8=R"));
    QCOMPARE(QString::fromStdString(moves.front().result.toString()), QStringLiteral("win 7"));
    for (const MoveProbe &m : moves) {
        if (m.move.promotion() == Queen) QCOMPARE(m.result.kind, TableProbe::Kind::Draw);
        if (m.move.promotion() == Knight || m.move.promotion() == Bishop)
            QCOMPARE(m.result.kind, TableProbe::Kind::Draw);
    }
}

void TestTablebase::squareMap() {
    const Position pos = fromFen("8/8/8/8/8/1k6/8/K6R b - - 0 1");
    const std::array<TableProbe, 64> map = tb().squareMap(pos, H1, Black);
    // The rook's own square is the position itself.
    QCOMPARE(map[H1], tb().probe(pos).result);
    QCOMPARE(map[A1].kind, TableProbe::Kind::Illegal); // the white king
    QCOMPARE(map[B3].kind, TableProbe::Kind::Illegal); // the black king
    // Next to the black king and undefended: the rook is taken.
    QCOMPARE(map[C4].kind, TableProbe::Kind::Draw);
    // Giving check with White to move... here Black is to move: legal.
    QCOMPARE(map[B8].kind, TableProbe::Kind::Loss);
    // With White to move, a rook checking the king is illegal.
    const std::array<TableProbe, 64> whiteMap = tb().squareMap(pos, H1, White);
    QCOMPARE(whiteMap[B8].kind, TableProbe::Kind::Illegal);
    QCOMPARE(whiteMap[H8].kind, TableProbe::Kind::Win);
    // A pawn may not stand on rank 1 or 8.
    const Position kpk = fromFen("8/8/8/8/8/1k6/4P3/K7 w - - 0 1");
    const std::array<TableProbe, 64> pawnMap = tb().squareMap(kpk, E2, White);
    QCOMPARE(pawnMap[E1].kind, TableProbe::Kind::Illegal);
    QCOMPARE(pawnMap[E8].kind, TableProbe::Kind::Illegal);
    QCOMPARE(pawnMap[E2], tb().probe(kpk).result);
}

void TestTablebase::statistics() {
    const TableStatistics kpk = TableStatistics::compute(tb(), TableId::KPK);
    QCOMPARE(kpk.sides[White].legal, std::uint64_t(163328));
    QCOMPARE(kpk.sides[White].wins, std::uint64_t(124960));
    QCOMPARE(kpk.sides[White].draws, std::uint64_t(163328 - 124960));
    QCOMPARE(kpk.sides[White].losses, std::uint64_t(0));
    QCOMPARE(kpk.sides[Black].losses, std::uint64_t(97604));
    QCOMPARE(kpk.sides[White].longestDtm, 28);
    QCOMPARE(kpk.sides[Black].longestDtm, 28);
    std::uint64_t histogramTotal = 0;
    for (std::uint64_t n : kpk.sides[White].histogram) histogramTotal += n;
    QCOMPARE(histogramTotal, kpk.sides[White].wins);
    QVERIFY(!kpk.sides[White].records.empty());
    QCOMPARE(std::uint64_t(kpk.sides[White].records.size()),
             kpk.sides[White].histogram[std::size_t(kpk.sides[White].longestDtm)]);
    for (const std::string &fen : kpk.sides[White].records)
        QCOMPARE(QString::fromStdString(tb().probe(fromFen(fen.c_str())).result.toString()),
                 QStringLiteral("win 28"));
    // Mutual zugzwangs: White to move draws, Black to move loses.
    QVERIFY(kpk.mutualZugzwangs > 0);
    QCOMPARE(std::uint64_t(kpk.zugzwangFens.size()), kpk.mutualZugzwangs);
    for (const std::string &fen : kpk.zugzwangFens) {
        Position pos = fromFen(fen.c_str());
        QCOMPARE(tb().probe(pos).result.kind, TableProbe::Kind::Draw);
        pos.setSideToMove(~pos.sideToMove());
        QCOMPARE(tb().probe(pos).result.kind, TableProbe::Kind::Loss);
    }
    const TableStatistics kqk = TableStatistics::compute(tb(), TableId::KQK);
    QCOMPARE(kqk.sides[White].longestDtm, 10);
    QCOMPARE(kqk.sides[Black].wins, std::uint64_t(0));
    QCOMPARE(kqk.mutualZugzwangs, std::uint64_t(0));
}

void TestTablebase::memory() {
    // A byte per position: the 2 MB memory target with room to spare.
    std::size_t bytes = std::size_t(KpkBitbase::memoryBytes());
    for (TableId id : {TableId::KQK, TableId::KRK, TableId::KPK}) bytes += table(id).memoryBytes();
    QVERIFY(bytes < 2u * 1024 * 1024);
    QCOMPARE(table(TableId::KQK).memoryBytes(), std::size_t(2 * 10 * 64 * 64));
    QCOMPARE(table(TableId::KPK).memoryBytes(), std::size_t(2 * 24 * 64 * 64));
}

void TestTablebase::supports_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("supported");
    QTest::newRow("KQK") << "k7/8/8/8/8/8/8/K6Q b - - 0 1" << true;
    QTest::newRow("KRK, Black rook") << "k7/8/8/8/8/8/8/K6r w - - 0 1" << true;
    QTest::newRow("KPK") << "k7/8/8/8/8/8/4P3/K7 w - - 0 1" << true;
    QTest::newRow("KNK") << "k7/8/8/8/8/8/4N3/K7 w - - 0 1" << true;
    QTest::newRow("KK") << "k7/8/8/8/8/8/8/K7 w - - 0 1" << true;
    QTest::newRow("KPKP") << "k7/4p3/8/8/8/8/4P3/K7 w - - 0 1" << false;
    QTest::newRow("start position")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << false;
}

void TestTablebase::supports() {
    QFETCH(QString, fen);
    QFETCH(bool, supported);
    const Position pos = fromFen(fen.toLatin1().constData());
    QCOMPARE(tb().probe(pos).result.kind == TableProbe::Kind::Unsupported, !supported);
    QCOMPARE(TableRegistry::threeManOnly().probe(pos).result, tb().probe(pos).result);
}

// The lookup index of the probes (threemanindex.h) gives the generator's
// entry for every placement of every three-man material, both sides to move,
// including the refused ones (-1).
void TestTablebase::threeManIndex() {
    for (const char *name : {"KQK", "KRK", "KPK", "KBK", "KNK"}) {
        const Material material = *Material::parse(name);
        const TableIndex index(material);
        int mismatches = 0;
        for (int wk = 0; wk < 64; ++wk)
            for (int bk = 0; bk < 64; ++bk)
                for (int man = 0; man < 64; ++man)
                    for (const Color stm : {White, Black}) {
                        Placement p;
                        p.squares = {Square(wk), Square(bk), Square(man), NoSquare};
                        p.sideToMove = stm;
                        const std::int64_t fast = threeManIndexOf(material.hasPawns(), Square(wk),
                                                                  Square(bk), Square(man), stm);
                        if (fast != index.indexOf(p) && ++mismatches <= 3)
                            qWarning("%s %s %s %s %c: %lld, TableIndex %lld", name,
                                     squareName(Square(wk)), squareName(Square(bk)),
                                     squareName(Square(man)), stm == White ? 'w' : 'b',
                                     (long long)fast, (long long)index.indexOf(p));
                    }
        QCOMPARE(mismatches, 0);
    }
}

QTEST_APPLESS_MAIN(TestTablebase)
#include "tst_tablebase.moc"
