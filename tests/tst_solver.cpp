// The pawn-ending solver: agreement with the four-man tables on every
// position of a solved set, the order of the slices, the slice cache (reuse
// and a corrupt file rebuilt), the two assumptions and the interval, the
// memory refusal, cancelling, the scope checks and published results.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <unordered_map>

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "chess/fen.h"
#include "chess/position.h"

#include "tables/cachefile.h"
#include "tables/tablebuilder.h"
#include "tables/tableregistry.h"

#include "solver/dtmsettler.h"
#include "solver/slicemoves.h"
#include "solver/solver.h"
#include "solver/solverscope.h"

#include "text/solvertext.h"

#include "tablecacheseed.h"
#include "testfen.h"

using namespace rampart;

// In the sanitizer build the cases that rest on four-man tables are skipped
// (SKIP_WHEN_SANITIZED, tablecacheseed.h); the rest solve a KPK set there,
// which needs three-man tables only.

namespace {

// The set the order, cache, refusal and cancel tests solve, and the same
// after White's b2-b3: KPKP, or KPK in the sanitizer build.
#ifdef RAMPART_SANITIZED
constexpr const char *SmallSet = "8/8/8/8/8/8/1P6/K6k w - - 0 1";
constexpr const char *SmallSetAfterB3 = "8/8/8/8/8/1P6/8/K6k b - - 0 1";
#else
constexpr const char *SmallSet = "8/2p5/8/8/8/8/1P6/K6k w - - 0 1";
constexpr const char *SmallSetAfterB3 = "8/2p5/8/8/8/1P6/8/K6k b - - 0 1";
#endif

// The table's byte for a slice position, read independently of the solver.
int tableByte(const TableRegistry &registry, const SliceKey &key, const SliceState &s) {
    MenSetup setup;
    setup.whiteKing = s.king[White];
    setup.blackKing = s.king[Black];
    setup.sideToMove = s.sideToMove;
    for (const Color c : {White, Black}) {
        Bitboard pawns = key.pawns[c];
        while (pawns) {
            setup.men[std::size_t(setup.extraMen)] = MaterialMan{c, Pawn};
            setup.squares[std::size_t(setup.extraMen++)] = popLsb(pawns);
        }
        if (key.hasPiece(c)) {
            setup.men[std::size_t(setup.extraMen)] = MaterialMan{c, key.piece[c]};
            setup.squares[std::size_t(setup.extraMen++)] = s.piece[c];
        }
    }
    return registry.rawValue(setup);
}

bool sameMaterial(const SliceKey &a, const SliceKey &b) {
    return a.piece == b.piece && popCount(a.pawns[White]) == popCount(b.pawns[White]) &&
           popCount(a.pawns[Black]) == popCount(b.pawns[Black]);
}

int fileCount(const QString &dir) {
    int n = 0;
    for (const auto &e : std::filesystem::directory_iterator(dir.toStdString())) {
        (void)e;
        ++n;
    }
    return n;
}

} // namespace

class TestSolver : public QObject {
    Q_OBJECT
private slots:
    // The four-man tables every solve here rests on, from the test run's
    // checked tables when it has them (tablecacheseed.h).
    void initTestCase() { seedTableCache(QString::fromStdString(testTableCache().string())); }
    void scope_data();
    void scope();
    void agreesWithTheTables_data();
    void agreesWithTheTables();
    void slicesComeAfterTheirExits();
    void cacheIsReused();
    void corruptSliceIsRebuilt();
    void sliceFilesHoldBytesOrScores();
    void assumptionsGiveAnInterval();
    void dtmSearchSettlesWhatAWiderScopeProves_data();
    void dtmSearchSettlesWhatAWiderScopeProves();
    void settledDtmsComeBackFromTheCache();
    void memoryRefusal();
    void tablesCountInTheLimit();
    void slicesKeptOnDisk();
    void sliceValuesKeepEveryScore();
    void sliceValuesArePacked();
    void cancelInTheMiddle();
    void published_data();
    void published();
    void enPassantIsExact();
    void fine70WithPawnSlices();
    void queenBoundsAgreeWithOnePieceSlices_data();
    void queenBoundsAgreeWithOnePieceSlices();
    void queenBoundsWithNothingToProve();
    void boundsOfTwoScopesNarrow();
    void automaticScopes();

private:
    // The DTM search's files in a slice folder (settledcache.h).
    static QStringList settledFiles(const QTemporaryDir &slices) {
        return QDir(slices.path()).entryList({QStringLiteral("dtm-*.rsd")}, QDir::Files);
    }
    Solver::Options options(const QTemporaryDir &slices, int threads = 2) const {
        Solver::Options o;
        o.threads = threads;
        o.cacheDirectory = testTableCache();
        o.sliceDirectory = slices.path().toStdString();
        // The runs as they are: the DTM search after them is tested on its
        // own (withDtmSearch), where its figures are known.
        o.dtmSearchNodes = 0;
        return o;
    }
    Solver::Options withDtmSearch(const QTemporaryDir &slices) const {
        Solver::Options o = options(slices);
        o.dtmSearchNodes = Solver::Options{}.dtmSearchNodes;
        return o;
    }
    TableRegistry m_registry;
};

void TestSolver::scope_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("reason"); // SolveReason::Code
    QTest::addColumn<int>("side");   // TwoPieces: the side with two
    QTest::newRow("castling") << "r3k3/8/8/8/8/8/P7/4K3 w q - 0 1"
                              << int(SolveReason::Code::CastlingRights) << int(White);
    QTest::newRow("two white pieces")
        << "4k3/8/8/8/8/8/P7/RN2K3 w - - 0 1" << int(SolveReason::Code::TwoPieces) << int(White);
    QTest::newRow("two black pieces")
        << "1n2k2b/8/8/8/8/8/P7/4K3 w - - 0 1" << int(SolveReason::Code::TwoPieces) << int(Black);
}

void TestSolver::scope() {
    QFETCH(QString, fen);
    QFETCH(int, reason);
    QFETCH(int, side);
    QTemporaryDir dir;
    Solver solver(m_registry, options(dir));
    const SolveReport r = solver.solve(fromFen(fen.toLatin1().constData()));
    QCOMPARE(r.status, SolveReport::Status::OutOfScope);
    QCOMPARE(int(r.reason.code), reason);
    if (r.reason.code == SolveReason::Code::TwoPieces) QCOMPARE(int(r.reason.side), side);
    QVERIFY(solver.slices().empty());
}

void TestSolver::agreesWithTheTables_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("KPK") << "8/8/8/3k4/8/8/2P5/4K3 w - - 0 1";
#ifdef RAMPART_SANITIZED
    return;
#endif
    // Réti 1921 (KPKP), a KPPK, and KPKP with pawns on adjacent files (en
    // passant and captures both ways).
    QTest::newRow("Reti KPKP") << "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";
    QTest::newRow("KPPK") << "8/8/8/3k4/8/8/2PP4/4K3 b - - 0 1";
    QTest::newRow("KPKP adjacent files") << "8/3p4/8/8/8/8/4P3/K6k w - - 0 1";
    // Black may take e3 en passant (d4xe3) or not.
    QTest::newRow("KPKP en passant") << "8/8/8/8/3pP3/8/k7/6K1 b - e3 0 1";
}

void TestSolver::agreesWithTheTables() {
    QFETCH(QString, fen);
    const Position pos = fromFen(fen.toLatin1().constData());
    // The table of the root's own material (the solver builds only those
    // its exits need).
    TableBuilder::Options tableOptions;
    tableOptions.threads = 2;
    tableOptions.cache.emplace(testTableCache());
    TableBuilder(m_registry, tableOptions).build({Material::of(pos).canonical()});
    QTemporaryDir dir;
    Solver solver(m_registry, options(dir));
    const SolveReport r = solver.solve(pos);
    QCOMPARE(r.status, SolveReport::Status::Solved);
    QVERIFY(r.value.isProven());
    QVERIFY(!solver.slices().empty());
    std::uint64_t compared = 0;
    for (const SliceKey &key : solver.slices()) {
        const SolvedSlice *slice = solver.solvedSlice(key);
        QVERIFY(slice);
        QCOMPARE(int(slice->runs.size()), 1); // no assumption with four men
        QVERIFY(slice->runs[0].compact());    // held in one byte a position
        for (std::uint64_t i = 0; i < key.positions(); ++i) {
            const SliceState s = SliceState::fromIndex(key, i);
            const score::Score v = slice->runs[0][std::size_t(i)];
            if (!slicemoves::isLegal(key, s)) {
                QCOMPARE(v, score::None);
                continue;
            }
            const int byte = tableByte(m_registry, key, s);
            if (score::fromTableByte(byte) != v)
                QFAIL(qPrintable(QStringLiteral("%1 index %2: solver %3, table byte %4")
                                     .arg(QString::fromStdString(key.name()))
                                     .arg(i)
                                     .arg(v)
                                     .arg(byte)));
            ++compared;
        }
    }
    QVERIFY(compared > 10000);
    // The root and its moves as the tables' probes give them (these account
    // for en passant themselves).
    const auto sameAs = [](const SolverValue &v, const TableProbe &t) {
        const score::Score s = v.whiteRun;
        switch (t.kind) {
        case TableProbe::Kind::Draw:
            return s == score::Draw;
        case TableProbe::Kind::Win:
            return score::isWin(s) && score::plies(s) == t.plies();
        case TableProbe::Kind::Loss:
            return score::isLoss(s) && score::plies(s) == t.plies();
        default:
            return false;
        }
    };
    QVERIFY(sameAs(r.value, m_registry.probe(pos).result));
    const std::vector<SolverMoveValue> moves = solver.moves(pos);
    const std::vector<MoveProbe> probes = m_registry.probeMoves(pos);
    QCOMPARE(moves.size(), probes.size());
    for (const MoveProbe &p : probes) {
        const auto it = std::find_if(moves.begin(), moves.end(),
                                     [&](const SolverMoveValue &m) { return m.move == p.move; });
        QVERIFY(it != moves.end());
        QVERIFY2(sameAs(it->value, p.result), p.move.uci().c_str());
    }
    const SolverVerifyReport v = solver.verify();
    QCOMPARE(v.mismatches, std::uint64_t(0));
    QVERIFY(v.positions > 0);
}

void TestSolver::slicesComeAfterTheirExits() {
    QTemporaryDir dir;
    Solver solver(m_registry, options(dir));
    const Position pos = fromFen(SmallSet);
    QCOMPARE(solver.solve(pos).status, SolveReport::Status::Solved);
    std::unordered_map<SliceKey, std::size_t, SliceKeyHash> at;
    for (std::size_t i = 0; i < solver.slices().size(); ++i) at[solver.slices()[i]] = i;
    QVERIFY(solver.slices().size() > 3);
    SliceKey root;
    root.pawns = {pos.pieces(White, Pawn), pos.pieces(Black, Pawn)};
    QCOMPARE(solver.slices().back(), root); // the root comes last
    std::uint64_t crossEdges = 0;
    for (std::size_t i = 0; i < solver.slices().size(); ++i) {
        const SliceKey &key = solver.slices()[i];
        for (std::uint64_t idx = 0; idx < key.positions(); ++idx) {
            const SliceState s = SliceState::fromIndex(key, idx);
            if (!slicemoves::isLegal(key, s)) continue;
            slicemoves::forEachMove(key, s, NoSquare, [&](const SliceChild &c) {
                // Children of the root's material are slices; the rest are
                // answered by the tables (at most four men here).
                if (c.internal || c.outOfScope || !sameMaterial(c.key, key)) return;
                const auto it = at.find(c.key);
                QVERIFY2(it != at.end(), c.key.name().c_str());
                QVERIFY2(it->second < i, (key.name() + " before " + c.key.name()).c_str());
                ++crossEdges;
            });
        }
    }
    QVERIFY(crossEdges > 1000);
}

void TestSolver::cacheIsReused() {
    QTemporaryDir dir;
    const Position pos = fromFen(SmallSet);
    Solver first(m_registry, options(dir));
    const SolveReport a = first.solve(pos);
    QCOMPARE(a.status, SolveReport::Status::Solved);
    QCOMPARE(a.slicesLoaded, 0);
    QCOMPARE(a.slicesSolved, a.estimate.slices);
    QCOMPARE(fileCount(dir.path()), a.estimate.slices);
    Solver second(m_registry, options(dir));
    const SolveReport b = second.solve(pos);
    QCOMPARE(b.status, SolveReport::Status::Solved);
    QCOMPARE(b.slicesSolved, 0);
    QCOMPARE(b.slicesLoaded, a.estimate.slices);
    QCOMPARE(b.value.whiteRun, a.value.whiteRun);
    // A move played from the solved position reaches slices already solved.
    const Position after = fromFen(SmallSetAfterB3);
    const SolveReport c = second.solve(after);
    QCOMPARE(c.status, SolveReport::Status::Solved);
    QCOMPARE(c.slicesSolved, 0);
    QVERIFY(c.problems.empty());
}

void TestSolver::corruptSliceIsRebuilt() {
    QTemporaryDir dir;
    const Position pos = fromFen(SmallSet);
    Solver solver(m_registry, options(dir));
    const SolveReport a = solver.solve(pos);
    QCOMPARE(a.status, SolveReport::Status::Solved);
    // Flip one byte of the root slice's values.
    const SliceKey root = solver.slices().back();
    const std::filesystem::path file =
        SliceCache(dir.path().toStdString(), SliceCache::Folder::AsGiven, 2).fileFor(root);
    QVERIFY(std::filesystem::exists(file));
    {
        std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(100);
        f.put(char(0x5a));
    }
    const SolveReport b = solver.solve(pos);
    QCOMPARE(b.status, SolveReport::Status::Solved);
    QCOMPARE(b.slicesSolved, 1);
    QCOMPARE(int(b.problems.size()), 1);
    // A flipped byte breaks the zstd frame or, inside a literal run, the checksum.
    QVERIFY2(b.problems[0].code == SolverProblem::Code::SliceCorrupt ||
                 b.problems[0].code == SolverProblem::Code::SliceNoPayload,
             qPrintable(SolverText::problemText(b.problems[0])));
    QCOMPARE(b.value.whiteRun, a.value.whiteRun);
    const SolveReport c = solver.solve(pos);
    QCOMPARE(c.slicesSolved, 0);
    QVERIFY(c.problems.empty());
    // A file cut short (its compressed payload incomplete) is refused too.
    std::filesystem::resize_file(file, std::filesystem::file_size(file) - 7);
    const SolveReport e = solver.solve(pos);
    QCOMPARE(e.slicesSolved, 1);
    QCOMPARE(int(e.problems.size()), 1);
    QVERIFY2(e.problems[0].code == SolverProblem::Code::SliceHeaderTruncated ||
                 e.problems[0].code == SolverProblem::Code::SliceNoPayload ||
                 e.problems[0].code == SolverProblem::Code::SliceTrailingBytes,
             qPrintable(SolverText::problemText(e.problems[0])));
    QCOMPARE(e.value.whiteRun, a.value.whiteRun);
    // Slices solved with another scope are other files.
    Solver::Options narrow = options(dir);
    narrow.slicePieces = 0;
    Solver third(m_registry, narrow);
    const SolveReport d = third.solve(pos);
    QCOMPARE(d.status, SolveReport::Status::Solved);
    QCOMPARE(d.slicesLoaded, 0);
}

void TestSolver::sliceFilesHoldBytesOrScores() {
    QTemporaryDir dir;
    Solver solver(m_registry, options(dir));
    QCOMPARE(solver.solve(fromFen(SmallSet)).status, SolveReport::Status::Solved);
    const SliceKey root = solver.slices().back();
    const SolvedSlice &solved = *solver.solvedSlice(root);
    const SliceCache cache(dir.path().toStdString(), SliceCache::Folder::AsGiven, 2);
    const auto readHeader = [](const std::filesystem::path &file) {
        std::vector<std::uint8_t> bytes(SliceCache::HeaderBytes);
        std::ifstream in(file, std::ios::binary);
        in.read(reinterpret_cast<char *>(bytes.data()), std::streamsize(bytes.size()));
        return bytes;
    };
    const auto sameValues = [](const SolvedSlice &a, const SolvedSlice &b) {
        if (a.runs.size() != b.runs.size() || a.onlyRun != b.onlyRun) return false;
        for (std::size_t r = 0; r < a.runs.size(); ++r)
            for (std::size_t i = 0; i < a.runs[r].size(); ++i)
                if (a.runs[r][i] != b.runs[r][i]) return false;
        return true;
    };
    // The solver's own file: every mate within 253 plies, one byte a value.
    QVERIFY(readHeader(cache.fileFor(root))[34] & SliceCache::ByteValues);
    SolvedSlice loaded;
    QCOMPARE(cache.load(root, loaded).status, SliceCache::LoadStatus::Loaded);
    QVERIFY(sameValues(loaded, solved));

    // A mate beyond 253 plies has no byte: the file keeps 16-bit scores.
    std::vector<std::vector<score::Score>> runs;
    for (const SliceValues &run : solved.runs) {
        std::vector<score::Score> values(run.size());
        for (std::size_t i = 0; i < run.size(); ++i) values[i] = run[i];
        runs.push_back(std::move(values));
    }
    const auto valued = std::find_if(runs[0].begin(), runs[0].end(),
                                     [](score::Score v) { return score::isWin(v); });
    QVERIFY(valued != runs[0].end());
    *valued = score::winIn(301);
    const std::optional<SolverProblem> notSaved = cache.save(root, solved.onlyRun, runs);
    QVERIFY2(!notSaved, notSaved ? qPrintable(SolverText::problemText(*notSaved)) : "");
    std::vector<std::uint8_t> header = readHeader(cache.fileFor(root));
    QVERIFY(!(header[34] & SliceCache::ByteValues));
    QCOMPARE(cache.load(root, loaded).status, SliceCache::LoadStatus::Loaded);
    QCOMPARE(loaded.runs[0][std::size_t(valued - runs[0].begin())], score::winIn(301));

    // The same file as format 4 wrote it (16-bit scores, no flag) is read;
    // with the flag, which format 4 never set, it is refused.
    const auto rewriteHeader = [&](std::uint32_t version, std::uint8_t runsByte) {
        std::vector<std::uint8_t> h = header;
        cachefile::putLe(h.data() + 8, version, 4);
        h[34] = runsByte;
        cachefile::putLe(h.data() + 44, cachefile::fnv1a(h.data(), 44, cachefile::FnvBasis), 8);
        std::fstream f(cache.fileFor(root), std::ios::in | std::ios::out | std::ios::binary);
        f.write(reinterpret_cast<const char *>(h.data()), std::streamsize(h.size()));
    };
    rewriteHeader(4, header[34]);
    SolvedSlice old;
    QCOMPARE(cache.load(root, old).status, SliceCache::LoadStatus::Loaded);
    QVERIFY(sameValues(old, loaded));
    rewriteHeader(4, std::uint8_t(header[34] | SliceCache::ByteValues));
    const SliceCache::LoadResult flagged = cache.load(root, old);
    QCOMPARE(flagged.status, SliceCache::LoadStatus::Bad);
    QVERIFY2(flagged.problem.code == SolverProblem::Code::SliceOtherSlice,
             qPrintable(SolverText::problemText(flagged.problem)));
}

void TestSolver::assumptionsGiveAnInterval() {
    SKIP_WHEN_SANITIZED();
    // White's knight stands, so b8=Q or a8=Q gives White a second piece
    // with five men on the board: outside the scope, valued both ways.
    QTemporaryDir dir;
    Solver solver(m_registry, options(dir));
    const Position pos = fromFen("8/1P5k/P7/8/8/8/8/N5K1 w - - 0 1");
    const SolveReport r = solver.solve(pos);
    QCOMPARE(r.status, SolveReport::Status::Solved);
    QVERIFY(r.estimate.slicesWithAssumptions > 0);
    QVERIFY(r.positionsOnAssumption > 0);
    // Every White-favoured value is at least the Black-favoured one, for White.
    for (const SliceKey &key : solver.slices()) {
        const SolvedSlice *slice = solver.solvedSlice(key);
        if (slice->runs.size() < 2) continue;
        QVERIFY(slice->runs[0].compact() && slice->runs[1].compact());
        for (std::size_t i = 0; i < slice->runs[0].size(); ++i) {
            const score::Score w = slice->runs[0][i], b = slice->runs[1][i];
            if (w == score::None) continue;
            const bool whiteToMove = (i & 1) == 0;
            QVERIFY(whiteToMove ? w >= b : w <= b);
        }
    }
    // White wins without promoting too (the knight or a pawn may be given up
    // into a won four-man ending), but how fast rests on the assumption.
    QVERIFY(!r.value.isProven());
    QVERIFY(r.value.isWdlProven());
    const std::string text = r.value.toString();
    QVERIFY2(text.rfind("proven win, ", 0) == 0, text.c_str());
    QVERIFY2(text.find("(the DTM rests on an assumption)") != std::string::npos, text.c_str());
    // The promotions themselves are the assumption: anything from a win for
    // Black (run 1) to a win for White (run 0).
    int promotions = 0;
    for (const SolverMoveValue &m : solver.moves(pos)) {
        if (!m.move.isPromotion()) continue;
        ++promotions;
        QCOMPARE(m.value.toString(),
                 std::string("win for Black, draw or win for White (rests on an assumption)"));
    }
    QCOMPARE(promotions, 4);
    QCOMPARE(solver.verify().mismatches, std::uint64_t(0));

    // With the DTM search (the default) the root's DTM is settled inside
    // the runs' interval. A promotion keeps its interval unless the root's
    // proof went through it: then it is worth exactly the root's value.
    Solver searched(m_registry, withDtmSearch(dir));
    const SolveReport s = searched.solve(pos);
    QVERIFY(s.dtmSearch.ran);
    QVERIFY(s.dtmSearch.settled);
    QVERIFY(s.value.isProven());
    QVERIFY(s.value.lower() >= r.value.lower() && s.value.upper() <= r.value.upper());
    for (const SolverMoveValue &m : searched.moves(pos))
        if (m.move.isPromotion())
            QVERIFY(!m.value.isWdlProven() ||
                    (m.value.isProven() && m.value.lower() == s.value.lower()));
}

void TestSolver::settledDtmsComeBackFromTheCache() {
    // Chernev No. 30 with pawn slices: the win is proven, its DTM only by
    // the DTM search. A second session reads what the first settled from
    // the cache instead of searching: the same values, moves and line.
    const Position pos = fromFen("8/2p1k3/2P5/1P2K3/8/8/8/8 w - - 0 1");
    QTemporaryDir dir;
    Solver::Options o = withDtmSearch(dir);
    o.slicePieces = 0;
    Solver first(m_registry, o);
    const SolveReport searched = first.solve(pos);
    QVERIFY(searched.dtmSearch.ran && searched.dtmSearch.settled);
    QVERIFY(!searched.dtmSearch.fromCache && searched.dtmSearch.nodes > 0);
    QVERIFY(searched.value.isProven());
    const QStringList files = settledFiles(dir);
    QCOMPARE(files.size(), 1);
    const auto movesText = [&pos](const Solver &solver) {
        QStringList out;
        for (const SolverMoveValue &m : solver.moves(pos))
            out << QString::fromStdString(m.move.uci() + " " + m.value.toString());
        return out;
    };

    Solver second(m_registry, o);
    const SolveReport read = second.solve(pos);
    QVERIFY(read.dtmSearch.ran && read.dtmSearch.fromCache && read.dtmSearch.settled);
    QCOMPARE(read.dtmSearch.nodes, std::uint64_t(0));
    QCOMPARE(read.value.toString(), searched.value.toString());
    QCOMPARE(movesText(second), movesText(first));
    QCOMPARE(second.settledLine(pos), first.settledLine(pos));
    QVERIFY(!first.settledLine(pos).empty());
    QVERIFY(read.problems.empty());
    QVERIFY(SolverText::dtmSearchText(read.dtmSearch).contains(QStringLiteral("from the cache")));

    // A damaged file is reported and not used: the search runs again and
    // writes it anew.
    const QString path = QDir(dir.path()).filePath(files.front());
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        bytes[bytes.size() - 1] = char(bytes[bytes.size() - 1] ^ 0x5a);
        QVERIFY(f.seek(0));
        QCOMPARE(f.write(bytes), qint64(bytes.size()));
    }
    Solver third(m_registry, o);
    const SolveReport again = third.solve(pos);
    QCOMPARE(again.problems.size(), std::size_t(1));
    QCOMPARE(again.problems.front().code, SolverProblem::Code::SettledFileBad);
    QCOMPARE(QString::fromStdString(again.problems.front().path), path);
    QVERIFY(again.dtmSearch.ran && !again.dtmSearch.fromCache && again.dtmSearch.nodes > 0);
    QCOMPARE(again.value.toString(), searched.value.toString());
    Solver fourth(m_registry, o);
    QVERIFY(fourth.solve(pos).dtmSearch.fromCache);

    // Without the DTM search (--dtm-search 0) nothing is read: the runs'
    // interval as they leave it.
    Solver runsOnly(m_registry, [&] {
        Solver::Options none = o;
        none.dtmSearchNodes = 0;
        return none;
    }());
    const SolveReport runs = runsOnly.solve(pos);
    QVERIFY(!runs.dtmSearch.ran && !runs.value.isProven());
}

void TestSolver::dtmSearchSettlesWhatAWiderScopeProves_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("slicePieces"); // the narrow scope; one more is exact
    // Chernev, Practical Chess Endings (1961), Nos. 43 and 30 (published-endings.epd):
    // with pawn slices only every promotion leaves the scope, and the win is
    // proven with its DTM on the assumption.
    QTest::newRow("Chernev 43") << "8/8/8/8/4k1p1/8/4KPP1/8 w - - 0 1" << 0;
    QTest::newRow("Chernev 30") << "8/2p1k3/2P5/1P2K3/8/8/8/8 w - - 0 1" << 0;
}

void TestSolver::dtmSearchSettlesWhatAWiderScopeProves() {
    // Both rows capture into four-man tables (KPPK, KPKP), and No. 43's
    // search visits about a million positions: past the test timeout under
    // the sanitizers. tst_solvepanel runs the DTM search there.
    SKIP_WHEN_SANITIZED();
    QFETCH(QString, fen);
    QFETCH(int, slicePieces);
    const Position pos = fromFen(fen.toLatin1().constData());
    QTemporaryDir narrowDir, wideDir, searchDir, stoppedDir;
    Solver::Options narrow = options(narrowDir);
    narrow.slicePieces = slicePieces;
    Solver runsOnly(m_registry, narrow);
    const SolveReport n = runsOnly.solve(pos);
    QCOMPARE(n.status, SolveReport::Status::Solved);
    QVERIFY(n.value.isWdlProven());
    QVERIFY(!n.value.isProven());
    QVERIFY(!n.dtmSearch.ran);

    Solver::Options wide = options(wideDir);
    wide.slicePieces = slicePieces + 1;
    Solver exact(m_registry, wide);
    const SolveReport w = exact.solve(pos);
    QVERIFY(w.value.isProven());
    QVERIFY(!w.dtmSearch.ran); // nothing to settle there

    // The same narrow scope with the search: the DTM of the wider scope,
    // for the position and for each of its moves the wider scope proves.
    const auto searchOptions = [&](const QTemporaryDir &dir) {
        Solver::Options o = withDtmSearch(dir);
        o.slicePieces = slicePieces;
        return o;
    };
    Solver searched(m_registry, searchOptions(searchDir));
    const SolveReport s = searched.solve(pos);
    QVERIFY(s.dtmSearch.ran);
    QVERIFY(s.dtmSearch.settled);
    QVERIFY(!s.dtmSearch.stoppedEarly);
    QCOMPARE(s.value.toString(), w.value.toString());
    QCOMPARE(searched.value(pos)->toString(), w.value.toString());
    // Its tests ran on two threads sharing the table; one thread alone (the
    // slices read back from the cache) finds the same DTM. (Without the
    // search's own file it searches again rather than read what it settled.)
    for (const QString &name : settledFiles(searchDir))
        QVERIFY(QDir(searchDir.path()).remove(name));
    Solver::Options oneThread = searchOptions(searchDir);
    oneThread.threads = 1;
    Solver alone(m_registry, oneThread);
    const SolveReport a = alone.solve(pos);
    QVERIFY(a.dtmSearch.settled);
    QCOMPARE(a.value.toString(), w.value.toString());
    const std::vector<SolverMoveValue> wideMoves = exact.moves(pos);
    const std::vector<SolverMoveValue> searchedMoves = searched.moves(pos);
    QCOMPARE(searchedMoves.size(), wideMoves.size());
    for (const SolverMoveValue &m : wideMoves) {
        const auto found = std::find_if(searchedMoves.begin(), searchedMoves.end(),
                                        [&](const SolverMoveValue &x) { return x.move == m.move; });
        QVERIFY(found != searchedMoves.end());
        if (m.value.isProven() && found->value.isWdlProven())
            QCOMPARE(found->value.toString(), m.value.toString());
    }

    // The DTM line: the search's moves while the runs disagree, then the
    // set's best moves (the tables' once a capture leaves it) reach the mate
    // in exactly the wider scope's DTM.
    const std::vector<Move> prefix = searched.settledLine(pos);
    QVERIFY(!prefix.empty());
    Position p = pos;
    int plies = 0;
    for (const Move m : prefix) {
        QVERIFY(p.legalMoves().contains(m));
        p.makeMove(m);
        ++plies;
        // Each position of the line is exact, as the wider scope has it.
        QVERIFY(searched.value(p) && searched.value(p)->isProven());
        if (exact.value(p) && exact.value(p)->isProven())
            QCOMPARE(searched.value(p)->toString(), exact.value(p)->toString());
    }
    while (!p.isCheckmate() && plies < 400) {
        Move best = Move::none();
        if (searched.value(p)) {
            QVERIFY2(searched.value(p)->isProven(), "the line left the proven positions");
            best = searched.moves(p).front().move;
        } else {
            const std::vector<MoveProbe> probes = m_registry.probeMoves(p);
            QVERIFY(!probes.empty() && probes.front().result.found());
            best = probes.front().move;
        }
        p.makeMove(best);
        ++plies;
    }
    QVERIFY(p.isCheckmate());
    QCOMPARE(plies, score::plies(w.value.lower()));

    // The line searched over the runs alone, on fresh tables: on two threads
    // the moves of one (each test's answer is exact and the candidates come
    // in one order), every position on it exact as the wider scope has it,
    // its positions counted and reported; stopped by a budget of half those
    // positions, a part of it.
    const score::Score dtm = w.value.lower();
    DtmSettler one(runsOnly, m_registry, 16 << 20, 1), two(runsOnly, m_registry, 16 << 20, 2);
    std::uint64_t reported = 0;
    const std::vector<Move> line =
        two.line(pos, dtm, 1'000'000'000, nullptr, [&](std::uint64_t nodes) { reported = nodes; });
    QVERIFY(!line.empty());
    QCOMPARE(one.line(pos, dtm, 1'000'000'000), line);
    QVERIFY(one.lastNodes() > 0 && two.lastNodes() > 0);
    QVERIFY(reported <= two.lastNodes());
    Position q = pos;
    for (std::size_t i = 0; i < line.size(); ++i) {
        QVERIFY(q.legalMoves().contains(line[i]));
        q.makeMove(line[i]);
        const int left = score::plies(dtm) - int(i) - 1;
        const score::Score here = i % 2 ? score::winIn(left) : score::lossIn(left);
        if (exact.value(q))
            QCOMPARE(exact.value(q)->toString(),
                     SolverValue::between(q.sideToMove(), here, here).toString());
    }
    DtmSettler cut(runsOnly, m_registry, 16 << 20, 1);
    const std::vector<Move> part = cut.line(pos, dtm, one.lastNodes() / 2);
    QVERIFY(part.size() < line.size());
    QVERIFY(std::equal(part.begin(), part.end(), line.begin()));
    QVERIFY(cut.lastNodes() <= one.lastNodes() / 2 + 1);

    // Stopped by its node limit, the search leaves a sound interval: it
    // still holds the exact value and is no wider than the runs'.
    Solver::Options few = searchOptions(stoppedDir);
    few.dtmSearchNodes = 3;
    Solver stopped(m_registry, few);
    const SolveReport t = stopped.solve(pos);
    QVERIFY(t.dtmSearch.ran);
    if (!t.dtmSearch.settled) {
        QVERIFY(t.dtmSearch.stoppedEarly);
        QVERIFY(!t.value.isProven());
    }
    QVERIFY(t.value.lower() >= n.value.lower() && t.value.upper() <= n.value.upper());
    QVERIFY(t.value.lower() <= w.value.lower() && w.value.upper() <= t.value.upper());
}

void TestSolver::memoryRefusal() {
    QTemporaryDir dir;
    Solver::Options o = options(dir);
    o.maxMemoryBytes = 100 << 10;
    Solver solver(m_registry, o);
    const SolveReport r = solver.solve(fromFen(SmallSet));
    QCOMPARE(r.status, SolveReport::Status::TooLarge);
    QCOMPARE(r.reason.code, SolveReason::Code::OverMemoryLimit);
    QCOMPARE(r.reason.limitBytes, o.maxMemoryBytes);
    QVERIFY(r.estimate.slices > 0);
    QVERIFY(r.estimate.memoryBytes > o.maxMemoryBytes);
    QVERIFY(solver.slices().empty());
    QCOMPARE(fileCount(dir.path()), 0);
}

void TestSolver::tablesCountInTheLimit() {
    // Under tablesInLimit (the automatic solve's budget) the estimate holds
    // the four-man tables the exits lead into, as loaded: a limit that fits
    // the set alone refuses it.
    QTemporaryDir dir;
    const Position pos = fromFen("8/2p5/8/8/8/8/1P6/K6k w - - 0 1");
    Solver::Options o = options(dir);
    o.slicesOnDisk = false;
    Solver first(m_registry, o);
    const SolveReport solved = first.solve(pos); // loads the tables
    QCOMPARE(solved.status, SolveReport::Status::Solved);
    const SolverEstimate plain = first.estimate(pos);
    std::uint64_t loaded = 0;
    int fourMen = 0;
    for (const Material &m : plain.tables) {
        if (m.menCount() != 4) continue;
        ++fourMen;
        const MaterialTable *table = m_registry.find(m);
        QVERIFY(table);
        loaded += table->memoryBytes();
    }
    QVERIFY(fourMen >= 2); // KPKP and KQKP at least
    QCOMPARE(plain.tableBytes, loaded);
    o.tablesInLimit = true;
    const SolverEstimate counted = Solver(m_registry, o).estimate(pos);
    QCOMPARE(counted.memoryBytes, plain.memoryBytes + plain.tableBytes);
    o.maxMemoryBytes = plain.memoryBytes;
    const SolveReport refused = Solver(m_registry, o).solve(pos);
    QCOMPARE(refused.status, SolveReport::Status::TooLarge);
    QCOMPARE(refused.reason.code, SolveReason::Code::OverMemoryLimit);
}

void TestSolver::slicesKeptOnDisk() {
    // Just below what the whole set needs, the set is solved with each
    // solved slice dropped from memory once every slice leading into it is
    // solved, and read back from the cache when asked for: every value the
    // same as the set held in memory.
    QTemporaryDir inMemoryDir, onDiskDir;
    const Position pos = fromFen(SmallSet);
    Solver whole(m_registry, options(inMemoryDir));
    const SolveReport a = whole.solve(pos);
    QCOMPARE(a.status, SolveReport::Status::Solved);
    QVERIFY(!a.estimate.slicesOnDisk);
    QVERIFY(!whole.slicesDropped());
    Solver::Options o = options(onDiskDir);
    o.maxMemoryBytes = a.estimate.memoryBytes - 1;
    Solver onDisk(m_registry, o);
    const SolveReport b = onDisk.solve(pos);
    QVERIFY2(b.status == SolveReport::Status::Solved, qPrintable(SolverText::reasonText(b.reason)));
    QVERIFY(b.estimate.slicesOnDisk);
    QVERIFY(b.estimate.memoryBytes <= o.maxMemoryBytes);
    QCOMPARE(b.estimate.setBytes, a.estimate.setBytes);
    QCOMPARE(b.estimate.slices, a.estimate.slices);
    QVERIFY(onDisk.slicesDropped());
    QCOMPARE(b.value.whiteRun, a.value.whiteRun);
    QCOMPARE(b.value.blackRun, a.value.blackRun);
    QCOMPARE(b.positionsOnAssumption, a.positionsOnAssumption);
    // The planned order still solves a slice after every slice it leads into.
    QCOMPARE(onDisk.slices().back(), whole.slices().back());
    QCOMPARE(onDisk.slices().size(), whole.slices().size());

    // A position two pawn moves on is in a slice dropped during the solve;
    // asking for it reads the slice back.
#ifdef RAMPART_SANITIZED
    const Position later = fromFen("8/8/8/1P6/8/8/8/K6k w - - 0 1");
#else
    const Position later = fromFen("8/2p5/8/1P6/8/8/8/K6k w - - 0 1");
#endif
    QVERIFY(!onDisk.inMemory(later));
    QVERIFY(whole.inMemory(later));
    const std::optional<SolverValue> read = onDisk.value(later);
    QVERIFY(read.has_value());
    QCOMPARE(read->whiteRun, whole.value(later)->whiteRun);
    QVERIFY(onDisk.inMemory(later));

    // Every value of every slice, both runs, read back where dropped.
    std::uint64_t compared = 0;
    for (const SliceKey &key : whole.slices()) {
        for (std::uint64_t i = 0; i < key.positions(); ++i) {
            const SliceState st = SliceState::fromIndex(key, i);
            for (int run = 0; run < 2; ++run) {
                const score::Score x = whole.positionScore(run, key, st, NoSquare);
                const score::Score y = onDisk.positionScore(run, key, st, NoSquare);
                if (x != y)
                    QFAIL(qPrintable(QStringLiteral("%1 index %2 run %3: %4 in memory, %5 on disk")
                                         .arg(QString::fromStdString(key.name()))
                                         .arg(i)
                                         .arg(run)
                                         .arg(x)
                                         .arg(y)));
                ++compared;
            }
        }
    }
    QVERIFY(compared > 0);
    // Checking the set would read every slice back: refused with the reason.
    const SolverVerifyReport v = onDisk.verify();
    QCOMPARE(v.refused, SolverVerifyReport::Refusal::SlicesOnDisk);
    QCOMPARE(v.positions, std::uint64_t(0));
    QCOMPARE(whole.verify().refused, SolverVerifyReport::Refusal::None);

    // Without a cache to keep them in, the same limit refuses the set.
    Solver::Options noCache = o;
    noCache.sliceDirectory.reset();
    noCache.cacheDirectory.reset();
    noCache.buildTables = false;
    Solver refused(m_registry, noCache);
    const SolveReport c = refused.solve(pos);
    QCOMPARE(c.status, SolveReport::Status::TooLarge);
    QVERIFY(!c.estimate.slicesOnDisk);
    // Nor does a solver told not to keep slices on disk.
    Solver::Options inMemoryOnly = o;
    inMemoryOnly.slicesOnDisk = false;
    QVERIFY(!Solver(m_registry, inMemoryOnly).estimate(pos).slicesOnDisk);

    // A dropped slice whose file is gone is answered as unknown, never
    // with a wrong value, and the rest of the set still answers.
    QTemporaryDir thirdDir;
    Solver::Options third = options(thirdDir);
    third.maxMemoryBytes = o.maxMemoryBytes;
    Solver lost(m_registry, third);
    QCOMPARE(lost.solve(pos).status, SolveReport::Status::Solved);
    QVERIFY(!lost.inMemory(later));
    SliceKey laterKey;
    SliceState laterState;
    QVERIFY(Solver::sliceOf(later, laterKey, laterState));
    QVERIFY(std::filesystem::remove(
        SliceCache(thirdDir.path().toStdString(), SliceCache::Folder::AsGiven, 2)
            .fileFor(laterKey)));
    QVERIFY(!lost.value(later).has_value());
    QCOMPARE(lost.value(pos)->whiteRun, a.value.whiteRun);
}

void TestSolver::sliceValuesKeepEveryScore() {
    // Every score of a mate within 253 plies, illegal and draw included, is
    // kept in one byte a position and read back as it was.
    std::vector<score::Score> scores{score::None, score::Draw};
    for (int p = 1; p <= 253; p += 2) scores.push_back(score::winIn(p));
    for (int p = 0; p <= 252; p += 2) scores.push_back(score::lossIn(p));
    // (Not a slice's run: too short to be packed, held by the full index.)
    const SliceKey noPawns;
    const SliceValues compact(noPawns, scores);
    QVERIFY(compact.compact() && !compact.packed());
    QCOMPARE(compact.size(), scores.size());
    QVERIFY(compact.bytesUsed() < 2 * scores.size());
    for (std::size_t i = 0; i < scores.size(); ++i) QCOMPARE(compact[i], scores[i]);
    // A longer mate keeps the whole run in 16 bits, every value exact.
    scores.push_back(score::lossIn(254));
    const SliceValues wide(noPawns, scores);
    QVERIFY(!wide.compact());
    QCOMPARE(wide.size(), scores.size());
    for (std::size_t i = 0; i < scores.size(); ++i) QCOMPARE(wide[i], scores[i]);
    // So does a score the byte could not tell apart (a win in an even
    // number of plies: none is ever stored, but none is lost either).
    const SliceValues uneven(noPawns, std::vector<score::Score>{score::Draw, score::winIn(2)});
    QVERIFY(!uneven.compact());
    QCOMPARE(uneven[1], score::winIn(2));
}

void TestSolver::sliceValuesArePacked() {
    // A run of a real slice is held packed: without kings or pieces on pawns
    // and kings side by side. Every index reads back what was stored, in
    // bytes and in 16-bit scores; a run with a value where the layout says
    // no position can be keeps the full index, and loses nothing either.
    SliceKey key;
    key.pawns[White] = squareBB(A2) | squareBB(E4) | squareBB(H5);
    key.pawns[Black] = squareBB(E5) | squareBB(H6);
    key.piece[Black] = Queen;
    std::vector<score::Score> scores(std::size_t(key.positions()), score::None);
    std::uint64_t legal = 0;
    for (std::uint64_t i = 0; i < key.positions(); ++i) {
        if (!slicemoves::isLegal(key, SliceState::fromIndex(key, i))) continue;
        ++legal;
        const int plies = int((i * 2654435761u) % 60);
        scores[i] = plies == 0  ? score::Draw
                    : plies % 2 ? score::winIn(plies)
                                : score::lossIn(plies);
    }
    const auto readsBack = [&](const SliceValues &v) {
        if (v.size() != scores.size()) return false;
        for (std::size_t i = 0; i < scores.size(); ++i)
            if (v[i] != scores[i]) return false;
        return true;
    };
    const SliceValues bytes(key, scores);
    QVERIFY(bytes.packed() && bytes.compact());
    QCOMPARE(std::uint64_t(bytes.bytesUsed()), SliceValues::heldEntries(key));
    // 59 squares without pawns: 3,060 king pairs of 4,096, 57 of 64 for the queen.
    QCOMPARE(SliceValues::heldEntries(key), std::uint64_t(2 * 3060 * 57));
    QVERIFY(bytes.bytesUsed() < key.positions() * 3 / 4);
    QVERIFY(readsBack(bytes));
    QCOMPARE(bytes.countValued(), legal);

    scores[std::size_t(SliceState{{A1, H8}, {NoSquare, D1}, Black}.index(key))] =
        score::lossIn(300);
    const SliceValues wide(key, scores);
    QVERIFY(wide.packed() && !wide.compact());
    QCOMPARE(std::uint64_t(wide.bytesUsed()), 2 * SliceValues::heldEntries(key));
    QVERIFY(readsBack(wide));
    QCOMPARE(SliceValues::countDifferent(bytes, wide), std::uint64_t(1));

    // Kings side by side: never a position, so never a value, but if one
    // were stored it would be kept.
    scores[std::size_t(SliceState{{A1, B1}, {NoSquare, D1}, White}.index(key))] = score::Draw;
    const SliceValues unpacked(key, scores);
    QVERIFY(!unpacked.packed());
    QVERIFY(readsBack(unpacked));
    QCOMPARE(SliceValues::countDifferent(wide, unpacked), std::uint64_t(1));

    // Two pieces: every placement of kings apart and the men on squares of
    // their own, counted one by one.
    key.piece[White] = Rook;
    std::uint64_t held = 0;
    const Bitboard pawns = key.pawns[White] | key.pawns[Black];
    for (std::uint64_t i = 0; i < key.positions(); ++i) {
        const SliceState s = SliceState::fromIndex(key, i);
        const Bitboard men = squareBB(s.king[White]) | squareBB(s.king[Black]) |
                             squareBB(s.piece[White]) | squareBB(s.piece[Black]);
        held += popCount(men) == 4 && !(men & pawns) &&
                !(kingAttacks(s.king[White]) & squareBB(s.king[Black]));
    }
    QCOMPARE(SliceValues::heldEntries(key), held);

    // Two pieces and none: every legal position's value read back packed
    // (the packing walks the layout in its own order, the reads index it).
    for (const PieceType white : {Rook, NoPieceType}) {
        key.piece[White] = white;
        key.piece[Black] = white == NoPieceType ? NoPieceType : Queen;
        scores.assign(std::size_t(key.positions()), score::None);
        for (std::uint64_t i = 0; i < key.positions(); ++i)
            if (slicemoves::isLegal(key, SliceState::fromIndex(key, i)))
                scores[i] = score::winIn(1 + 2 * int((i * 2654435761u) % 100));
        const SliceValues two(key, scores);
        QVERIFY(two.packed() && two.compact());
        QCOMPARE(std::uint64_t(two.bytesUsed()), SliceValues::heldEntries(key));
        QVERIFY(readsBack(two));
    }
}

void TestSolver::cancelInTheMiddle() {
    QTemporaryDir dir;
    Solver solver(m_registry, options(dir));
    std::atomic<bool> cancel{false};
    int reports = 0, doneAtCancel = 0, total = 0;
    const SolveReport r = solver.solve(
        fromFen(SmallSet),
        [&](const SolverProgress &p) {
            QVERIFY(p.slicesDone <= p.slicesTotal);
            total = p.slicesTotal;
            if (++reports == 3) {
                doneAtCancel = p.slicesDone;
                cancel = true;
            }
        },
        &cancel);
    QCOMPARE(r.status, SolveReport::Status::Cancelled);
    // Nothing is reported after Cancel.
    QCOMPARE(reports, 3);
    QVERIFY(solver.slices().empty());
    QVERIFY(!solver.value(fromFen(SmallSet)));
    // Only whole slices were written (those done when Cancel came, and the
    // ones the workers finished before they saw it), no temporary file is left.
    const int files = fileCount(dir.path());
    QVERIFY2(files >= doneAtCancel && files < total,
             qPrintable(QStringLiteral("%1 files, %2 slices done at Cancel, %3 in all")
                            .arg(files)
                            .arg(doneAtCancel)
                            .arg(total)));
    for (const auto &e : std::filesystem::directory_iterator(dir.path().toStdString()))
        QVERIFY(e.path().extension() == ".rsl");
}

void TestSolver::published_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("queenBounds"); // six men: the whole scope takes minutes
    // King on the sixth in front of its pawn wins with either side to move
    // (Fine, Basic Chess Endings, the KPK rules).
    QTest::newRow("KPK sixth, Black to move") << "4k3/8/4K3/4P3/8/8/8/8 b - - 0 1"
                                              << "proven loss" << false;
#ifdef RAMPART_SANITIZED
    return;
#endif
    // Réti 1921: the king chases both goals and draws.
    QTest::newRow("Reti 1921") << "7K/8/k1P5/7p/8/8/8/8 w - - 0 1"
                               << "proven draw" << false;
    // The trebuchet: mutual zugzwang, the side to move loses (chess.com
    // "Chessopedia: trebuchet"; exeterchessclub.org.uk "The Trebuchet").
    QTest::newRow("trebuchet, White to move") << "8/8/8/8/8/4Kp2/5Pk1/8 w - - 0 1"
                                              << "proven loss" << false;
    QTest::newRow("trebuchet, Black to move") << "8/8/8/8/8/4Kp2/5Pk1/8 b - - 0 1"
                                              << "proven loss" << false;
    // Bourzutschky's full-point zugzwangs, and what an en passant right
    // changes (N. D. Elkies, "Full-point non-Zugzwang", Retros mailing
    // list, 2005; published-endings.epd): whoever moves loses, unless the
    // capture is there; and a side stalemated but for the capture must
    // take, and loses.
    QTest::newRow("full-point zugzwang") << "8/1p6/1k6/1Pp5/2K5/2P5/8/8 w - - 0 1"
                                         << "proven loss" << true;
    QTest::newRow("full-point zugzwang after c7-c5") << "8/1p6/1k6/1Pp5/2K5/2P5/8/8 w - c6 0 1"
                                                     << "proven draw" << true;
    QTest::newRow("stalemated but for en passant") << "8/8/8/8/1pP5/kP6/P7/K7 b - c3 0 1"
                                                   << "proven loss" << true;
    QTest::newRow("stalemated") << "8/8/8/8/1pP5/kP6/P7/K7 b - - 0 1"
                                << "proven draw" << true;
    // Elkies' eleven men, White stalemated: no slice is needed (the pawn
    // structures behind it would not fit).
    QTest::newRow("stalemated, eleven men") << "1k6/pP1p4/Kp2p3/1Pp1P3/2P5/8/8/8 w - - 0 1"
                                            << "proven draw" << false;
}

void TestSolver::published() {
    QFETCH(QString, fen);
    QFETCH(QString, value);
    QFETCH(bool, queenBounds);
    QTemporaryDir dir;
    Solver::Options o = options(dir);
    o.queenBounds = queenBounds;
    Solver solver(m_registry, o);
    const SolveReport r = solver.solve(fromFen(fen.toLatin1().constData()));
    QCOMPARE(r.status, SolveReport::Status::Solved);
    const QString got = QString::fromStdString(r.value.toString());
    QVERIFY2(got.startsWith(value), qPrintable(got));
    QCOMPARE(solver.verify().mismatches, std::uint64_t(0));
}

void TestSolver::enPassantIsExact() {
    SKIP_WHEN_SANITIZED();
    // Black to move may take e3 en passant: d4xe3 wins the race, and the
    // solver's value with the en passant right must differ from the same
    // placement without it only through that capture.
    QTemporaryDir dir;
    Solver solver(m_registry, options(dir));
    const Position withEp = fromFen("8/8/8/8/3pP3/8/k7/6K1 b - e3 0 1");
    const SolveReport r = solver.solve(withEp);
    QCOMPARE(r.status, SolveReport::Status::Solved);
    const std::vector<SolverMoveValue> moves = solver.moves(withEp);
    bool sawEp = false;
    score::Score best = score::None;
    for (const SolverMoveValue &m : moves) {
        if (m.move == Move(D4, E3)) sawEp = true;
        best = std::max(best, m.value.whiteRun);
    }
    QVERIFY(sawEp);
    QCOMPARE(r.value.whiteRun, best);
}

void TestSolver::fine70WithPawnSlices() {
    SKIP_WHEN_SANITIZED();
    // Lasker-Reichhelm 1901 (R. Fine, Basic Chess Endings, no. 70): 1.Kb1 is
    // the only winning move. With pawn slices only (every promotion into more
    // than four men valued both ways) the solver brackets it: Kb1 is the only
    // move that can win, Ka2 and Kb2 are proven draws.
    QTemporaryDir dir;
    Solver::Options o = options(dir);
    o.slicePieces = 0;
    Solver solver(m_registry, o);
    const Position pos = fromFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
    const SolveReport r = solver.solve(pos);
    QCOMPARE(r.status, SolveReport::Status::Solved);
    QCOMPARE(r.value.toString(), std::string("draw or win for White (rests on an assumption)"));
    const std::vector<SolverMoveValue> moves = solver.moves(pos);
    QCOMPARE(int(moves.size()), 3);
    for (const SolverMoveValue &m : moves) {
        if (m.move == Move(A1, B1)) {
            QVERIFY(score::isWin(m.value.upper()));
            QCOMPARE(m.value.lower(), score::Draw);
        } else {
            QCOMPARE(m.value.toString(), std::string("proven draw"));
        }
    }
}

void TestSolver::queenBoundsAgreeWithOnePieceSlices_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("prover"); // the run of the side whose queen slices are solved
    // Black's king is shut in on a8 by the a-pawns; White's h-pawn queens
    // and mates (KQP against KP). With pawn slices only the promotion is an
    // assumption ("draw or win for White"); queen bounds prove it.
    QTest::newRow("White proves") << "k7/p7/P7/8/8/8/7P/7K b - - 0 1" << 1;
    QTest::newRow("Black proves, colours swapped") << "7k/7p/8/8/8/p7/P7/K7 w - - 0 1" << 0;
}

void TestSolver::automaticScopes() {
    // The solve command's and the GUI's steps (solveAutomatically()): a small
    // widest scope at once, else queen bounds and their DTM search first and
    // the wider scope only for what they leave open.
    SKIP_WHEN_SANITIZED();
    QTemporaryDir dir;
    std::vector<SolverScope> asked; // the scopes the last solve asked its caller to solve
    const auto solve = [&](const char *fen, std::uint64_t cheap, std::uint64_t dtmNodes,
                           std::uint64_t limit = 0, const std::atomic<bool> *cancel = nullptr) {
        Solver::Options o = options(dir);
        o.dtmSearchNodes = dtmNodes;
        o.maxMemoryBytes = limit;
        AutomaticSolveSteps steps;
        steps.cheapWiderPositions = cheap;
        steps.cancel = cancel;
        asked.clear();
        steps.solveIn = [&](const Solver::Options &scoped) {
            asked.push_back({scoped.queenBounds, scoped.slicePieces});
            ScopeAttempt a{{}, std::make_unique<Solver>(m_registry, scoped)};
            a.report = a.solver->solve(fromFen(fen));
            return a;
        };
        return solveAutomatically(fromFen(fen), m_registry, o, steps);
    };
    const char *race = "8/8/2k5/p7/P1P5/8/8/4K3 w - - 0 1"; // two pieces a slice: 2 M positions
    // Small: two pieces a slice at once, nothing on an assumption.
    AutomaticSolve wide = solve(race, CheapWiderScopePositions, 0);
    QCOMPARE(wide.solved, (std::vector<SolverScope>{SolverScope{false, 2}}));
    QCOMPARE(asked, wide.solved); // no scope tried that the estimates refuse
    QCOMPARE(wide.report.value.toString(), std::string("proven win 21"));
    QVERIFY(!wide.refused);
    QVERIFY(!wide.widerStopped);
    // Counted as large: queen bounds first; they prove it, so nothing wider.
    AutomaticSolve queen = solve(race, 0, 0);
    QCOMPARE(queen.solved, (std::vector<SolverScope>{SolverScope{true, 0}}));
    QCOMPARE(asked, queen.solved); // no scope tried that the estimates refuse
    QVERIFY(queen.scope.queenBounds);
    QCOMPARE(queen.report.value.toString(), std::string("proven win 21"));
    // Chernev No. 43: queen bounds prove the win with its DTM on the
    // assumption; a DTM search of 1,000 positions does not settle it, so two
    // pieces a slice follows, and its value (the narrower) is reported.
    const char *chernev43 = "8/8/8/8/4k1p1/8/4KPP1/8 w - - 0 1";
    AutomaticSolve both = solve(chernev43, 0, 1000);
    QCOMPARE(both.solved, (std::vector<SolverScope>{SolverScope{true, 0}, SolverScope{false, 2}}));
    QCOMPARE(asked, both.solved); // no scope tried that the estimates refuse
    QCOMPARE(both.scope, (SolverScope{false, 2}));
    QVERIFY(both.report.value.isProven());
    QCOMPARE(both.report.value.toString(), std::string("proven win 26"));
    QVERIFY(!both.widerStopped);
    // With the full search, queen bounds settle it on their own.
    AutomaticSolve searched = solve(chernev43, 0, Solver::Options{}.dtmSearchNodes);
    QCOMPARE(searched.solved, (std::vector<SolverScope>{SolverScope{true, 0}}));
    QCOMPARE(asked, searched.solved); // no scope tried that the estimates refuse
    QCOMPARE(searched.report.value.toString(), std::string("proven win 26"));
    QVERIFY(searched.report.dtmSearch.ran && searched.report.dtmSearch.settled);
    // Over the limit with pieces: the widest refused scope is named, and
    // queen bounds (a fraction of it) solve.
    const std::uint64_t queenBytes = [&] {
        Solver::Options o = options(dir);
        o.queenBounds = true;
        return Solver(m_registry, o).estimate(fromFen(race)).memoryBytes;
    }();
    AutomaticSolve refused = solve(race, CheapWiderScopePositions, 0, queenBytes);
    QVERIFY(refused.refused);
    QCOMPARE(refused.refusedScope, (SolverScope{false, 2}));
    QCOMPARE(refused.solved, (std::vector<SolverScope>{SolverScope{true, 0}}));
    QCOMPARE(asked, refused.solved); // no scope tried that the estimates refuse
    QCOMPARE(refused.report.value.toString(), std::string("proven win 21"));
    QVERIFY(!refused.widerStopped);

    // Cancel during the estimates: nothing is solved, and the report says
    // cancelled rather than naming a scope as too large.
    const std::atomic<bool> cancelled{true};
    AutomaticSolve stopped = solve(race, CheapWiderScopePositions, 0, 0, &cancelled);
    QCOMPARE(stopped.report.status, SolveReport::Status::Cancelled);
    QVERIFY(stopped.solved.empty());
    QVERIFY(asked.empty());
    QVERIFY(!stopped.refused);
    // The estimate itself stops: Fine #70's 1,755 pawn slices are counted
    // whole, but not with Cancel set (polled every 1,024 slices).
    Solver::Options pawnSlices = options(dir);
    pawnSlices.slicePieces = 0;
    const Solver counter(m_registry, pawnSlices);
    const Position fine70 = fromFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
    const SolverEstimate whole = counter.estimate(fine70);
    QVERIFY(!whole.stoppedEarly);
    QVERIFY(whole.slices > 1024);
    QVERIFY(counter.estimate(fine70, &cancelled).stoppedEarly);
}

void TestSolver::boundsOfTwoScopesNarrow() {
    // Each scope's runs bound the true value; two scopes' bounds together
    // bound it from the tighter side of each.
    const auto value = [](Color stm, score::Score whiteRun, score::Score blackRun) {
        SolverValue v;
        v.sideToMove = stm;
        v.whiteRun = whiteRun;
        v.blackRun = blackRun;
        return v;
    };
    // White to move: whiteRun is White's best case, blackRun its worst.
    const SolverValue queen = value(White, score::winIn(11), score::winIn(41));
    QCOMPARE(queen.toString(), std::string("proven win, 6 to 21 (the DTM rests on an assumption)"));
    const SolverValue onePiece = value(White, score::winIn(15), score::Draw);
    QCOMPARE(queen.narrowedBy(onePiece).toString(),
             std::string("proven win, 8 to 21 (the DTM rests on an assumption)"));
    QCOMPARE(onePiece.narrowedBy(queen).toString(), queen.narrowedBy(onePiece).toString());
    QCOMPARE(queen.narrowedBy(value(White, score::winIn(41), score::winIn(41))).toString(),
             std::string("proven win 21"));
    // Black to move: the runs swap roles (whiteRun is Black's worst case).
    const SolverValue black = value(Black, score::lossIn(10), score::lossIn(40));
    QCOMPARE(black.toString(),
             std::string("proven loss, 5 to 20 (the DTM rests on an assumption)"));
    QCOMPARE(black.narrowedBy(value(Black, score::lossIn(30), score::Draw)).toString(),
             std::string("proven loss, 15 to 20 (the DTM rests on an assumption)"));
    // Bounds that cross cannot both be sound: nothing is narrowed.
    QCOMPARE(queen.narrowedBy(value(White, score::Draw, score::Draw)).toString(), queen.toString());
    // An invalid value narrows nothing and is replaced by a valid one.
    QCOMPARE(SolverValue{}.narrowedBy(queen).toString(), queen.toString());
    QCOMPARE(queen.narrowedBy(SolverValue{}).toString(), queen.toString());
}

void TestSolver::queenBoundsAgreeWithOnePieceSlices() {
    // Queen bounds and one piece a slice rest on different assumptions, but
    // both bracket the true value: for every position the two solve, each
    // lower bound is at most the other's upper bound, so a value one of them
    // proves lies inside the other's interval.
    SKIP_WHEN_SANITIZED();
    QFETCH(QString, fen);
    QFETCH(int, prover);
    const Position pos = fromFen(fen.toLatin1().constData());
    QTemporaryDir dirQ, dirP, dir1;
    Solver::Options pawnsOnly = options(dirP);
    pawnsOnly.slicePieces = 0;
    Solver pawns(m_registry, pawnsOnly);
    const SolveReport p = pawns.solve(pos);
    QCOMPARE(p.status, SolveReport::Status::Solved);
    QVERIFY(!p.value.isWdlProven());
    Solver::Options q = options(dirQ);
    q.queenBounds = true;
    Solver bounds(m_registry, q);
    // The pawn-slice solve that picks the sides to prove reports its
    // progress first, marked as such, then the queen bounds theirs.
    std::vector<SolverProgress> reports;
    const SolveReport b = bounds.solve(pos, [&](const SolverProgress &s) { reports.push_back(s); });
    QCOMPARE(b.status, SolveReport::Status::Solved);
    const auto firstOfTheBounds = std::find_if(
        reports.begin(), reports.end(), [](const SolverProgress &s) { return !s.choosingSides; });
    QVERIFY(firstOfTheBounds != reports.begin() && firstOfTheBounds != reports.end());
    QVERIFY(std::all_of(firstOfTheBounds, reports.end(),
                        [](const SolverProgress &s) { return !s.choosingSides; }));
    const SolverProgress &choosing = *(firstOfTheBounds - 1);
    QCOMPARE(choosing.slicesDone, choosing.slicesTotal);
    QCOMPARE(choosing.slicesTotal, p.estimate.slices);
    QCOMPARE(reports.back().slicesTotal, b.estimate.slices);
    Solver::Options o = options(dir1);
    o.slicePieces = 1;
    Solver full(m_registry, o);
    const SolveReport f = full.solve(pos);
    QCOMPARE(f.status, SolveReport::Status::Solved);
    QCOMPARE(b.value.toString(), std::string("proven loss 16"));
    QCOMPARE(f.value.toString(), b.value.toString());
    // The pawn slices' interval narrowed by the queen bounds is the proof.
    QCOMPARE(p.value.narrowedBy(b.value).toString(), b.value.toString());
    QCOMPARE(b.value.narrowedBy(p.value).toString(), b.value.toString());
    // Only the prover's queen slices, each kept for the prover's run alone.
    int queenSlices = 0;
    for (const SliceKey &key : bounds.slices()) {
        if (key.pieceCount() == 0) continue;
        ++queenSlices;
        QCOMPARE(key.piece[prover == 1 ? White : Black], Queen);
        QCOMPARE(bounds.solvedSlice(key)->onlyRun, prover);
    }
    QVERIFY(queenSlices > 0);
    QVERIFY(b.estimate.positions < f.estimate.positions);
    std::uint64_t compared = 0;
    const auto forWhite = [](score::Score s, Color stm) { return stm == White ? int(s) : -int(s); };
    for (const SliceKey &key : bounds.slices()) {
        if (!full.solvedSlice(key)) continue;
        for (std::uint64_t i = 0; i < key.positions(); ++i) {
            const SliceState s = SliceState::fromIndex(key, i);
            if (!slicemoves::isLegal(key, s)) continue;
            const int upperQ = forWhite(bounds.positionScore(0, key, s, NoSquare), s.sideToMove);
            const int lowerQ = forWhite(bounds.positionScore(1, key, s, NoSquare), s.sideToMove);
            const int upperF = forWhite(full.positionScore(0, key, s, NoSquare), s.sideToMove);
            const int lowerF = forWhite(full.positionScore(1, key, s, NoSquare), s.sideToMove);
            if (lowerQ > upperF || lowerF > upperQ)
                QFAIL(qPrintable(QStringLiteral("%1 index %2: queen bounds [%3, %4], one piece "
                                                "[%5, %6] (for White)")
                                     .arg(QString::fromStdString(key.name()))
                                     .arg(i)
                                     .arg(lowerQ)
                                     .arg(upperQ)
                                     .arg(lowerF)
                                     .arg(upperF)));
            ++compared;
        }
    }
    QVERIFY(compared > 10000);
    // Over the pawn slices, the other side's lower bound (the run without
    // queen slices) is the pawn-slice solve's run of the same number: the
    // solve takes it from the pawn-slice solve that chose the prover.
    const int other = 1 - prover;
    std::uint64_t pawnPositions = 0;
    for (const SliceKey &key : bounds.slices()) {
        if (key.pieceCount() != 0) continue;
        QVERIFY(pawns.solvedSlice(key));
        for (std::uint64_t i = 0; i < key.positions(); ++i) {
            const SliceState s = SliceState::fromIndex(key, i);
            QCOMPARE(bounds.positionScore(other, key, s, NoSquare),
                     pawns.positionScore(other, key, s, NoSquare));
            ++pawnPositions;
        }
    }
    QVERIFY(pawnPositions > 1000);
    const SolverVerifyReport v = bounds.verify();
    QCOMPARE(v.mismatches, std::uint64_t(0));
}

void TestSolver::queenBoundsWithNothingToProve() {
    // The pawn slices prove the value already: no side's queen slices are
    // solved, and the pawn slices the deciding solve left in the cache are
    // read, not solved again. KPK (Fine, Basic Chess Endings: king on the
    // sixth in front of its pawn wins).
    QTemporaryDir dir;
    Solver::Options o = options(dir);
    o.queenBounds = true;
    Solver solver(m_registry, o);
    const Position pos = fromFen("4k3/8/4K3/4P3/8/8/8/8 b - - 0 1");
    const SolveReport r = solver.solve(pos);
    QCOMPARE(r.status, SolveReport::Status::Solved);
    QVERIFY2(r.value.toString().rfind("proven loss ", 0) == 0, r.value.toString().c_str());
    QVERIFY(r.estimate.slices > 1);
    QCOMPARE(r.slicesLoaded, r.estimate.slices);
    QCOMPARE(r.slicesSolved, 0);
    for (const SliceKey &key : solver.slices()) QCOMPARE(key.pieceCount(), 0);
}

QTEST_GUILESS_MAIN(TestSolver)
#include "tst_solver.moc"
