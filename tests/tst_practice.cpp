// Practice against perfect play (core/practice): every reply checked against
// the tables, an independent part of the program (the longest defence, the
// shortest mate, a draw kept, the hardest of equal moves for the player, the
// seeded choice among the rest); the player's moves judged kept, slower or
// thrown away by the same tables; replies from a solved set against the
// tables of its material; Syzygy's DTZ and a solved set's intervals ordered
// as the reply rules say; the ends of a try; and what practice says when
// nothing knows a position.
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "chess/fen.h"
#include "chess/position.h"

#include "tables/tablebuilder.h"
#include "tables/tableregistry.h"
#include "tables/threemanpositions.h"

#include "solver/solvedset.h"
#include "solver/solver.h"

#include "practice/perfectline.h"
#include "practice/practiceassessment.h"
#include "practice/practiceknowledge.h"
#include "practice/practicereply.h"
#include "tablecacheseed.h"
#include "testfen.h"

using namespace rampart;

namespace {

// root solved on two threads over the four-man tables of the test cache
// (the slices in `slices`, which must outlive the set); null when the solve
// does not end in Solved.
std::shared_ptr<const SolvedSet> solveOnTwoThreads(const Position &root,
                                                   const QTemporaryDir &slices) {
    auto tables = std::make_shared<TableRegistry>();
    Solver::Options options;
    options.threads = 2;
    options.cacheDirectory = testTableCache();
    options.sliceDirectory = slices.path().toStdString();
    auto solver = std::make_unique<Solver>(*tables, options);
    const SolveReport report = solver->solve(root);
    if (report.status != SolveReport::Status::Solved) return nullptr;
    return std::make_shared<const SolvedSet>(tables, std::move(solver), root, report,
                                             SolverScope{false, 2});
}

// Two table results of the mover are the same value.
bool sameValue(const TableProbe &a, const TableProbe &b) {
    return a.kind == b.kind && a.distance == b.distance;
}

// The table's value of move m in pos, from the mover's view.
TableProbe tableValueOf(const TableRegistry &tables, const Position &pos, Move m) {
    for (const MoveProbe &p : tables.probeMoves(pos))
        if (p.move == m) return p.result;
    return {};
}

// The player's moves after `reply` that keep their result, counted on the
// tables alone: the best move's outcome, and for a loss its full length.
int keepingOnTables(const TableRegistry &tables, const Position &pos, Move reply) {
    Position child = pos;
    child.makeMove(reply);
    const std::vector<MoveProbe> moves = tables.probeMoves(child);
    if (moves.empty()) return 0;
    const TableProbe &best = moves.front().result;
    int n = 0;
    for (const MoveProbe &m : moves)
        n += m.result.kind == best.kind &&
             (best.kind != TableProbe::Kind::Loss || m.result.distance == best.distance);
    return n;
}

// A practice value of a solver interval or a proven score (side to move's view).
PracticeMove solverMove(Move m, score::Score lower, score::Score upper) {
    return {m, PracticeValue::fromSolver(SolverValue::between(White, lower, upper))};
}

PracticeMove syzygyMove(Move m, TableProbe::Kind kind, int dtz, TbMetric metric = TbMetric::Dtz) {
    TableProbe p;
    p.kind = kind;
    p.distance = dtz;
    p.metric = metric;
    p.source = TbSource::Syzygy;
    return {m, PracticeValue::fromTable(p, PracticeSource::Syzygy)};
}

} // namespace

class TestPractice : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { seedTableCache(QString::fromStdString(testTableCache().string())); }
    void kpkRepliesAreTheTablesBest();
    void tieBreakIsTheHardestThenSeeded();
    void playerMovesAreJudgedByTheTables();
    void syzygyRepliesByWdlThenDtz();
    void intervalsAreChosenByTheirBounds();
    void solvedSetRepliesAgreeWithTheTables();
    void triesEndOnTheBoard();
    void nothingKnownIsSaid();
    void perfectLineIsTheTablesLine();
    void perfectLineAfterASlipKeepsTheDraw();
    void perfectLineStopsAtAnInterval();
};

void TestPractice::kpkRepliesAreTheTablesBest() {
    // Over every seventh KPK position, both sides to move: the reply is a
    // move the tables rank best (the shortest mate, the longest defence, a
    // draw kept), with the tables' DTM, and the basis says mate distance.
    TableRegistry tables;
    const PracticeKnowledge knowledge(tables, TbFileSources{});
    int checked = 0, wins = 0, losses = 0, draws = 0, index = 0;
    forEachThreeManPosition(tables, TableId::KPK, [&](const TableEntry &e) {
        if (index++ % 7) return;
        const Position pos = *parseFen(e.fen()).position;
        const std::vector<MoveProbe> reference = tables.probeMoves(pos);
        const std::optional<PracticeReply> reply = chooseReply(knowledge, pos, 1);
        if (reference.empty()) { // mate or stalemate: nothing to reply
            QVERIFY(!reply);
            return;
        }
        QVERIFY2(reply, e.fen().c_str());
        const TableProbe played = tableValueOf(tables, pos, reply->move);
        QVERIFY2(sameValue(played, reference.front().result), e.fen().c_str());
        QCOMPARE(reply->value.hasMateDistance(), played.isDecided());
        if (played.isDecided()) {
            QCOMPARE(reply->value.worst.plies, played.plies());
            QCOMPARE(int(reply->basis), int(PracticeReply::Basis::MateDistance));
        } else {
            QCOMPARE(int(reply->basis), int(PracticeReply::Basis::Outcome));
        }
        wins += played.isWin();
        losses += played.isLoss();
        draws += played.kind == TableProbe::Kind::Draw;
        ++checked;
    });
    qInfo("%d KPK replies checked: %d wins, %d losses, %d draws", checked, wins, losses, draws);
    QVERIFY(wins > 1000 && losses > 1000 && draws > 1000);
}

void TestPractice::tieBreakIsTheHardestThenSeeded() {
    // Among the moves the tables rank equal, the reply leaves the player
    // the fewest moves that keep their result (counted on the tables); the
    // seed picks among those still equal, the same way every time.
    TableRegistry tables;
    const PracticeKnowledge knowledge(tables, TbFileSources{});
    int index = 0, ties = 0, seedsDiffer = 0;
    forEachThreeManPosition(tables, TableId::KPK, [&](const TableEntry &e) {
        if (index++ % 11) return;
        const Position pos = *parseFen(e.fen()).position;
        const std::vector<MoveProbe> reference = tables.probeMoves(pos);
        if (reference.empty()) return;
        const std::optional<PracticeReply> reply = chooseReply(knowledge, pos, 7);
        QVERIFY(reply);
        int fewest = 1000, equal = 0;
        for (const MoveProbe &m : reference) {
            if (!sameValue(m.result, reference.front().result)) continue;
            ++equal;
            fewest = std::min(fewest, keepingOnTables(tables, pos, m.move));
        }
        QCOMPARE(reply->equalMoves, equal);
        QCOMPARE(reply->playerKeeping, fewest);
        QCOMPARE(keepingOnTables(tables, pos, reply->move), fewest);
        // Replayed with the same seed: the same reply.
        QCOMPARE(chooseReply(knowledge, pos, 7)->move, reply->move);
        if (reply->hardestMoves > 1) {
            ++ties;
            for (std::uint64_t seed = 8; seed < 40; ++seed)
                if (chooseReply(knowledge, pos, seed)->move != reply->move) {
                    ++seedsDiffer;
                    break;
                }
        }
    });
    qInfo("%d positions with equal hardest replies, %d of them answered otherwise by another "
          "seed",
          ties, seedsDiffer);
    QVERIFY(ties > 100);
    QVERIFY(seedsDiffer > ties / 2);
}

void TestPractice::playerMovesAreJudgedByTheTables() {
    TableRegistry tables;
    const PracticeKnowledge knowledge(tables, TbFileSources{});
    // Every move of a win, a draw kept and a loss judged by its table value
    // against the best one.
    for (const char *fen : {"8/8/3k4/8/8/3K4/3P4/8 w - - 0 1", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
                            "4k3/8/4K3/4P3/8/8/8/8 b - - 0 1"}) {
        const Position pos = fromFen(fen);
        const std::vector<MoveProbe> reference = tables.probeMoves(pos);
        const std::vector<PracticeMove> moves = knowledge.moves(pos);
        QCOMPARE(moves.size(), reference.size());
        const TableProbe &best = reference.front().result;
        for (const MoveProbe &m : reference) {
            const MoveAssessment a = assessMove(moves, m.move);
            QVERIFY(a.before && a.after);
            QCOMPARE(a.before->worst.plies, best.plies());
            QCOMPARE(a.after->worst.plies, m.result.plies());
            QVERIFY(tableValueOf(tables, pos, a.best).kind == best.kind);
            MoveVerdict want = MoveVerdict::Kept;
            if (m.result.kind != best.kind)
                want = MoveVerdict::ThrownAway;
            else if (m.result.distance != best.distance)
                want = MoveVerdict::KeptSlower;
            QVERIFY2(a.verdict == want,
                     qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(fen),
                                                            QString::fromStdString(m.move.uci()))));
        }
    }
    // A slip of the classic kind: the pawn pushed too early, its key squares
    // (c6, d6, e6 after d2-d4) already held by the defending king.
    const Position pos = fromFen("8/8/3k4/8/8/4K3/3P4/8 w - - 0 1");
    const MoveAssessment slip = assessMove(knowledge.moves(pos), Move(D2, D4));
    QCOMPARE(int(slip.verdict), int(MoveVerdict::ThrownAway));
    QCOMPARE(int(slip.before->outcome()), int(PracticeOutcome::Win));
    QCOMPARE(int(slip.after->outcome()), int(PracticeOutcome::Draw));
}

void TestPractice::syzygyRepliesByWdlThenDtz() {
    // Syzygy has no mate distance: a win is chosen by the shortest DTZ, a
    // loss by the longest, a win before a cursed win before a draw.
    const auto none = [](Move) { return 0; };
    const std::vector<PracticeMove> wins = {
        syzygyMove(Move(E2, E4), TableProbe::Kind::Win, 3),
        syzygyMove(Move(E2, E3), TableProbe::Kind::Win, 9),
        syzygyMove(Move(D2, D3), TableProbe::Kind::CursedWin, 1),
        syzygyMove(Move(D2, D4), TableProbe::Kind::Draw, 0),
    };
    std::vector<PracticeMove> sorted = wins;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const PracticeMove &a, const PracticeMove &b) {
                         return practiceBetter(*a.value, *b.value);
                     });
    QCOMPARE(sorted.front().move, Move(E2, E4));
    const std::optional<PracticeReply> win = chooseReply(sorted, none, 1, 1);
    QVERIFY(win);
    QCOMPARE(win->move, Move(E2, E4));
    QCOMPARE(int(win->basis), int(PracticeReply::Basis::Dtz));
    QVERIFY(!win->value.hasMateDistance());

    std::vector<PracticeMove> losses = {
        syzygyMove(Move(E2, E4), TableProbe::Kind::Loss, 3),
        syzygyMove(Move(E2, E3), TableProbe::Kind::Loss, 11),
    };
    std::stable_sort(losses.begin(), losses.end(),
                     [](const PracticeMove &a, const PracticeMove &b) {
                         return practiceBetter(*a.value, *b.value);
                     });
    QCOMPARE(chooseReply(losses, none, 1, 1)->move, Move(E2, E3));

    // Without the DTZ file: the outcome alone.
    const std::vector<PracticeMove> wdl = {
        syzygyMove(Move(E2, E4), TableProbe::Kind::Draw, 0, TbMetric::None)};
    QCOMPARE(int(chooseReply(wdl, none, 1, 1)->basis), int(PracticeReply::Basis::Outcome));
    // The DTZ of a move: one ply more, or 1 after a zeroing move.
    const PracticeValue child = *syzygyMove(Move(), TableProbe::Kind::Loss, 6).value;
    QCOMPARE(child.forMover(false).worst.plies, 7);
    QCOMPARE(child.forMover(true).worst.plies, 1);
    QCOMPARE(int(child.forMover(false).outcome()), int(PracticeOutcome::Win));
}

void TestPractice::intervalsAreChosenByTheirBounds() {
    const auto none = [](Move) { return 0; };
    // A proven win whose DTM is an interval: chosen by the guaranteed mate
    // (the worst case), and said so.
    std::vector<PracticeMove> moves = {
        solverMove(Move(E2, E4), score::winIn(21), score::winIn(15)),
        solverMove(Move(E2, E3), score::winIn(19), score::winIn(19)),
        solverMove(Move(D2, D4), score::Draw, score::Draw),
    };
    std::stable_sort(moves.begin(), moves.end(), [](const PracticeMove &a, const PracticeMove &b) {
        return practiceBetter(*a.value, *b.value);
    });
    std::optional<PracticeReply> r = chooseReply(moves, none, 1, 1);
    QVERIFY(r);
    QCOMPARE(r->move, Move(E2, E3));
    QCOMPARE(int(r->basis), int(PracticeReply::Basis::MateDistance));
    moves[0] = solverMove(Move(E2, E3), score::winIn(25), score::winIn(19));
    std::stable_sort(moves.begin(), moves.end(), [](const PracticeMove &a, const PracticeMove &b) {
        return practiceBetter(*a.value, *b.value);
    });
    r = chooseReply(moves, none, 1, 1);
    QCOMPARE(r->move, Move(E2, E4));
    QCOMPARE(int(r->basis), int(PracticeReply::Basis::ProvenBound));
    // Judged on an interval, a winning move is kept, never "slower".
    QCOMPARE(int(assessMove(moves, Move(E2, E3)).verdict), int(MoveVerdict::Kept));
    QCOMPARE(int(assessMove(moves, Move(D2, D4)).verdict), int(MoveVerdict::ThrownAway));

    // The outcome itself not proven (a draw, or a win resting on a promotion
    // outside the scope): no reply, and the player's move is not judged.
    const std::vector<PracticeMove> open = {
        solverMove(Move(E2, E4), score::Draw, score::winIn(15)),
        solverMove(Move(E2, E3), score::Draw, score::Draw),
    };
    QVERIFY(!provenOutcome(open));
    QVERIFY(!chooseReply(open, none, 1, 1));
    QCOMPARE(int(assessMove(open, Move(E2, E3)).verdict), int(MoveVerdict::Unknown));
    // A move nothing knows, beside a proven draw: unknown too (it might win).
    const std::vector<PracticeMove> unknown = {solverMove(Move(E2, E3), score::Draw, score::Draw),
                                               {Move(E7, E8, Queen), std::nullopt}};
    QVERIFY(!chooseReply(unknown, none, 1, 1));
    // Beside a proven win it cannot matter.
    const std::vector<PracticeMove> won = {
        solverMove(Move(E2, E3), score::winIn(3), score::winIn(3)),
        {Move(E7, E8, Queen), std::nullopt}};
    QCOMPARE(chooseReply(won, none, 1, 1)->move, Move(E2, E3));
    QCOMPARE(int(assessMove(won, Move(E7, E8, Queen)).verdict), int(MoveVerdict::Unknown));
}

void TestPractice::solvedSetRepliesAgreeWithTheTables() {
    SKIP_WHEN_SANITIZED();
    // A KPKP ending solved over its reachable positions: the solve needs the
    // tables its captures and promotions lead into, not KPKP's own, so the
    // set answers every KPKP position itself. Both sides play Rampart's
    // replies from the set; each is checked against the KPKP table.
    const Position root = fromFen("8/2p5/8/8/8/8/1P6/K6k w - - 0 1");
    TableRegistry reference;
    TableBuilder::Options tableOptions;
    tableOptions.threads = 2;
    tableOptions.cache.emplace(testTableCache());
    TableBuilder(reference, tableOptions).build({Material::of(root).canonical()});

    const QTemporaryDir slices;
    const std::shared_ptr<const SolvedSet> set = solveOnTwoThreads(root, slices);
    QVERIFY(set);
    QVERIFY(!set->tables().contains(Material::of(root).canonical()));
    const TableRegistry threeMen;
    const PracticeKnowledge knowledge(threeMen, TbFileSources{}, set);
    QCOMPARE(int(knowledge.coverage(root).kind), int(PracticeCoverage::Kind::SolvedSet));

    Position pos = root;
    int plies = 0;
    for (; plies < 60 && practiceEnd(pos) == PracticeEnd::None; ++plies) {
        const std::optional<PracticeReply> reply = chooseReply(knowledge, pos, 3);
        QVERIFY(reply);
        const bool inSet =
            popCount(pos.pieces()) == 4 && pos.pieces() == (pos.pieces(Pawn) | pos.pieces(King));
        if (inSet) QCOMPARE(int(knowledge.value(pos)->source), int(PracticeSource::SolvedSet));
        const std::vector<MoveProbe> table = reference.probeMoves(pos);
        const TableProbe played = tableValueOf(reference, pos, reply->move);
        QVERIFY2(sameValue(played, table.front().result), qPrintable(QString::number(plies)));
        QCOMPARE(reply->value.worst.plies, played.plies());
        pos.makeMove(reply->move);
    }
    qInfo("%d plies played from the set, ending %d", plies, int(practiceEnd(pos)));
    QVERIFY(plies > 5);
}

void TestPractice::triesEndOnTheBoard() {
    QCOMPARE(int(practiceEnd(fromFen("4k3/4Q3/4K3/8/8/8/8/8 b - - 0 1"))),
             int(PracticeEnd::Checkmate));
    QCOMPARE(int(practiceEnd(fromFen("k7/P7/1K6/8/8/8/8/8 b - - 0 1"))),
             int(PracticeEnd::Stalemate));
    QCOMPARE(int(practiceEnd(fromFen("8/8/3k4/8/8/3K4/8/8 w - - 0 1"))),
             int(PracticeEnd::InsufficientMaterial));
    Position pos = fromFen("8/8/3k4/8/8/3K4/3P4/8 w - - 0 1");
    QCOMPARE(int(practiceEnd(pos)), int(PracticeEnd::None));
    // Kings to and fro twice: the third time the position stands, a draw.
    for (int round = 0; round < 2; ++round)
        for (const Move m : {Move(D3, E3), Move(D6, E6), Move(E3, D3), Move(E6, D6)})
            pos.makeMove(m);
    QCOMPARE(int(practiceEnd(pos)), int(PracticeEnd::Repetition));
    // The fifty-move rule is ignored, as in the tables.
    Position late = fromFen("8/8/3k4/8/8/3K4/3P4/8 w - - 120 80");
    QCOMPARE(int(practiceEnd(late)), int(PracticeEnd::None));
}

void TestPractice::nothingKnownIsSaid() {
    TableRegistry tables;
    const PracticeKnowledge knowledge(tables, TbFileSources{});
    // Five men, no solve: the solver can take it, nothing answers it yet.
    const Position five = fromFen("8/8/8/4k3/3p4/3P4/2P5/4K3 w - - 0 1");
    QCOMPARE(int(knowledge.coverage(five).kind), int(PracticeCoverage::Kind::NeedsSolve));
    QVERIFY(!knowledge.value(five));
    QVERIFY(!chooseReply(knowledge, five, 1));
    // Two pieces a side beyond four men: out of every scope, with the reason.
    const PracticeCoverage two =
        knowledge.coverage(fromFen("4k3/8/8/8/8/8/4P1P1/1N2K1B1 w - - 0 1"));
    QCOMPARE(int(two.kind), int(PracticeCoverage::Kind::OutOfScope));
    QVERIFY(two.reason && two.reason->code == SolveReason::Code::TwoPieces);
    // A four-man table not built yet: named.
    const PracticeCoverage missing = knowledge.coverage(fromFen("8/2p5/8/8/8/8/1P6/K6k w - - 0 1"));
    if (missing.kind == PracticeCoverage::Kind::TableMissing)
        QCOMPARE(missing.table.canonical().name(), std::string("KPKP"));
    else
        QCOMPARE(int(missing.kind), int(PracticeCoverage::Kind::Tables));
    // Three men always: the tables.
    QCOMPARE(int(knowledge.coverage(fromFen("8/8/3k4/8/8/3K4/3P4/8 w - - 0 1")).kind),
             int(PracticeCoverage::Kind::Tables));
}

// The best line "Add best line to the game" writes, in KPK: every move one
// the tables rank best for its side (the shortest mate, the longest
// defence), each position's value one ply nearer mate than the last, to
// mate; as many plies as the tables' DTM of the start.
void TestPractice::perfectLineIsTheTablesLine() {
    const TableRegistry tables;
    const PracticeKnowledge knowledge(tables, TbFileSources{});
    const Position start = fromFen("8/8/3k4/8/8/4K3/3P4/8 w - - 0 1");
    const PerfectLine line = perfectLine(knowledge, start);
    QCOMPARE(int(line.stop), int(PerfectLine::Stop::GameOver));
    QCOMPARE(int(line.gameEnd), int(PracticeEnd::Checkmate));
    QCOMPARE(line.values.size(), line.moves.size());
    const int dtm = tables.probe(start).result.plies();
    QVERIFY(dtm > 20);
    QCOMPARE(int(line.moves.size()), dtm);
    Position pos = start;
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        const std::vector<MoveProbe> reference = tables.probeMoves(pos);
        QVERIFY2(sameValue(tableValueOf(tables, pos, line.moves[i]), reference.front().result),
                 qPrintable(QString::number(i)));
        pos.makeMove(line.moves[i]);
        QCOMPARE(line.values[i].worst.plies, dtm - 1 - int(i));
        QCOMPARE(line.values[i].worst.plies, tables.probe(pos).result.plies());
    }
    QVERIFY(pos.isCheckmate());
}

// A first move given (a row of a move list) that throws the win away: the
// line starts with it and goes on as a draw, to a repetition or a dead draw.
void TestPractice::perfectLineAfterASlipKeepsTheDraw() {
    const TableRegistry tables;
    const PracticeKnowledge knowledge(tables, TbFileSources{});
    const Position start = fromFen("8/8/3k4/8/8/4K3/3P4/8 w - - 0 1");
    const PerfectLine line = perfectLine(knowledge, start, Move(D2, D4));
    QVERIFY(line.moves.size() > 2);
    QCOMPARE(line.moves.front(), Move(D2, D4));
    for (const PracticeValue &v : line.values)
        QCOMPARE(int(v.outcome()), int(PracticeOutcome::Draw));
    QVERIFY(line.stop == PerfectLine::Stop::Repetition ||
            line.gameEnd == PracticeEnd::InsufficientMaterial);
    // A move not legal in the start gives no line.
    QVERIFY(perfectLine(knowledge, start, Move(D2, D5)).moves.empty());
}

// A solved set whose promotions lead out of its scope (a queen beside the
// knight: two pieces) leaves intervals (before the DTM search settles
// them); the line stops where its next move would rest on one, and never
// plays a move chosen by bounds alone.
void TestPractice::perfectLineStopsAtAnInterval() {
    SKIP_WHEN_SANITIZED();
    const Position root = fromFen("8/1P5k/P7/8/8/8/8/N5K1 w - - 0 1");
    const QTemporaryDir slices;
    const std::shared_ptr<const SolvedSet> set = solveOnTwoThreads(root, slices);
    QVERIFY(set);
    const PracticeKnowledge knowledge(set->tables(), TbFileSources{}, set);
    const PerfectLine line = perfectLine(knowledge, root);
    QCOMPARE(int(line.stop), int(PerfectLine::Stop::Interval));
    // Where it stopped, the position is known, its reply is not (its moves'
    // values are intervals) or rests on bounds; every value before it is
    // exact.
    Position pos = root;
    for (const Move m : line.moves) pos.makeMove(m);
    QVERIFY(knowledge.value(pos));
    const std::optional<PracticeReply> reply = chooseReply(knowledge, pos, 0);
    QVERIFY(!reply || reply->basis == PracticeReply::Basis::ProvenBound);
    for (const PracticeValue &v : line.values) QVERIFY(v.isExact());
}

QTEST_GUILESS_MAIN(TestPractice)
#include "tst_practice.moc"
