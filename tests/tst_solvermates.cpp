// The search's recognizers beyond four men, checked against the solver: every
// position of several solved five- and six-man pawn sets (promoted queens
// included: one piece a side) where a recognizer claims something (a draw, a
// bound, a table value) must agree with the solver's proven value, and every
// position of resources/positions/pawn-mates-beyond.epd must be a proven mate
// of the length its "bm #N" says.
//
// RAMPART_LIST_SOLVER_MATES=FILE also writes every proven mate of 5 to 70
// moves with at least five men met in the walk, one line per position
// (root, FEN, moves), for tests/select_solver_mates.py.
#include <cstdio>
#include <map>

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "chess/fen.h"

#include "tables/tableregistry.h"

#include "solver/solver.h"

#include "search/recognizer.h"
#include "search/searchscore.h"

#include "text/solvertext.h"

#include "tablecacheseed.h"
#include "testfen.h"

using namespace rampart;

namespace {

Position slicePosition(const SliceKey &key, const SliceState &s) {
    Position pos;
    pos.setPiece(s.king[White], makePiece(White, King));
    pos.setPiece(s.king[Black], makePiece(Black, King));
    for (const Color c : {White, Black}) {
        for (Bitboard b = key.pawns[c]; b;) pos.setPiece(popLsb(b), makePiece(c, Pawn));
        if (key.hasPiece(c)) pos.setPiece(s.piece[c], makePiece(c, key.piece[c]));
    }
    pos.setSideToMove(s.sideToMove);
    return pos;
}

// A solver value in search units for a node at `ply` (side to move's view).
int searchScore(score::Score s, int ply) {
    if (score::isWin(s)) return mateIn(ply + score::plies(s));
    if (score::isLoss(s)) return matedIn(ply + score::plies(s));
    return DrawScore;
}

// Whether a recognition can be true of a value known to lie in [lower, upper].
bool consistent(const Recognition &r, int lower, int upper) {
    switch (r.kind) {
    case Recognition::Kind::Exact:
        return lower <= r.score && r.score <= upper;
    case Recognition::Kind::Upper:
        return lower <= r.score;
    case Recognition::Kind::Lower:
        return upper >= r.score;
    case Recognition::Kind::None:
        return true;
    }
    return false;
}

} // namespace

class TestSolverMates : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void recognizersAgreeWithTheSolver_data();
    void recognizersAgreeWithTheSolver();
    void beyondFourMenFileIsProven();

private:
    Solver::Options options(int slicePieces = 1) const {
        Solver::Options o;
        o.threads = 2;
        o.cacheDirectory = testTableCache();
        o.sliceDirectory = m_slices.path().toStdString();
        o.slicePieces = slicePieces; // 1: the promoted queen, not queen against queen
        // The recognizers are checked against the slices' own values; the
        // DTM search that may follow a solve is tst_solver's.
        o.dtmSearchNodes = 0;
        return o;
    }
    TableRegistry m_registry;
    QTemporaryDir m_slices;
};

void TestSolverMates::initTestCase() {
    QVERIFY(m_slices.isValid());
    // The sanitizer build loads the four-man tables (tablecacheseed.h) and
    // walks one solved set and one line of the mate file: every root there
    // would take many minutes. The normal build runs them all.
    const QString cache = QString::fromStdString(testTableCache().string());
    QVERIFY(QDir().mkpath(cache));
    seedTableCache(cache);
}

void TestSolverMates::recognizersAgreeWithTheSolver_data() {
    // Roots with few pawn moves left (so the solved sets, queen slices
    // included, take seconds), of different structures: a ram with a free
    // pawn, two pawns against one passer, a pawn against two, two rams.
    // The blockage claim needs three rams, so at least eight men: Fine #70
    // (Lasker-Reichhelm) with pawn slices only (every promotion valued both
    // ways, 1,755 slices) puts it against the solver's intervals.
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("slicePieces");
    QTest::newRow("KPPKP ram and c-pawn") << "8/8/2k5/p7/P1P5/8/8/4K3 w - - 0 1" << 1;
#ifndef RAMPART_SANITIZED
    QTest::newRow("KPKPP two black passers") << "8/5k2/8/8/1pp5/8/2P5/2K5 w - - 0 1" << 1;
    QTest::newRow("KPPKP connected against a passer") << "8/8/5PP1/1k6/8/p7/8/6K1 b - - 0 1" << 1;
    QTest::newRow("KPPKPP two rams") << "8/8/3k4/1p1p4/1P1P4/8/3K4/8 w - - 0 1" << 1;
    QTest::newRow("Fine 70 three rams, pawn slices")
        << "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1" << 0;
#endif
}

void TestSolverMates::recognizersAgreeWithTheSolver() {
    // Every legal position of the solved set: the recognizers the search uses
    // (without and with the four-man tables) may answer or not, but what they
    // claim must fit the solver's value (an interval where the value rests
    // on a promotion outside the scope; a claim is wrong only when it misses
    // the whole interval).
    QFETCH(QString, fen);
    QFETCH(int, slicePieces);
    const Position root = fromFen(qPrintable(fen));
    Solver solver(m_registry, options(slicePieces));
    const SolverEstimate estimate = solver.estimate(root);
    qInfo("%s: %d slices, %llu entries", qPrintable(fen), estimate.slices,
          static_cast<unsigned long long>(estimate.positions));
    const SolveReport report = solver.solve(root);
    QVERIFY2(report.status == SolveReport::Status::Solved,
             qPrintable(SolverText::reasonText(report.reason)));

    const Recognizer plain(&TableRegistry::threeManOnly());
    const Recognizer withTables(&m_registry);
    constexpr int Ply = 1; // an interior node: every recognizer may answer
    std::uint64_t positions = 0, answered = 0, listed = 0;
    std::map<int, std::uint64_t> byReason; // claims per Recognition::Reason
    QString failure;
    std::FILE *list = nullptr;
    if (const QByteArray path = qgetenv("RAMPART_LIST_SOLVER_MATES"); !path.isEmpty())
        list = std::fopen(path.constData(), "a");
    for (const SliceKey &key : solver.slices()) {
        const SolvedSlice *slice = solver.solvedSlice(key);
        QVERIFY(slice);
        const std::uint64_t n = key.positions();
        for (std::uint64_t i = 0; i < n && failure.isEmpty(); ++i) {
            const score::Score white = slice->run(0)[i], black = slice->run(1)[i];
            if (white == score::None || black == score::None) continue; // illegal
            const SliceState state = SliceState::fromIndex(key, i);
            const Position pos = slicePosition(key, state);
            ++positions;
            // Run 0 favours White, run 1 Black; from the side to move's view.
            const bool whiteToMove = state.sideToMove == White;
            const int lower = searchScore(whiteToMove ? black : white, Ply);
            const int upper = searchScore(whiteToMove ? white : black, Ply);
            for (const Recognizer *recognizer :
                 {&plain, static_cast<const Recognizer *>(&withTables)}) {
                const Recognition r = recognizer->recognize(pos, Ply);
                if (r.kind == Recognition::Kind::None) continue;
                ++answered;
                ++byReason[int(r.reason)];
                if (!consistent(r, lower, upper))
                    failure = QStringLiteral("%1: recognizer kind %2 score %3 reason %4, solver "
                                             "%5 to %6")
                                  .arg(QString::fromStdString(toFen(pos)))
                                  .arg(int(r.kind))
                                  .arg(r.score)
                                  .arg(int(r.reason))
                                  .arg(lower)
                                  .arg(upper);
            }
            const int moves = score::moves(white);
            if (list && white == black && white != score::Draw && key.menCount() >= 5 &&
                moves >= 5 && moves <= 70) {
                std::fprintf(list, "%s\t%s\t%d\n", qPrintable(fen), toFen(pos).c_str(),
                             score::isWin(white) ? moves : -moves);
                ++listed;
            }
        }
    }
    if (list) std::fclose(list);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    qInfo("%llu positions, %llu claims, all consistent; %llu mates listed",
          static_cast<unsigned long long>(positions), static_cast<unsigned long long>(answered),
          static_cast<unsigned long long>(listed));
    QString reasons;
    for (const auto &[reason, count] : byReason)
        reasons += QStringLiteral(" reason %1: %2;").arg(reason).arg(count);
    qInfo("claims by reason:%s", qPrintable(reasons));
    QVERIFY(positions > 100000);
}

void TestSolverMates::beyondFourMenFileIsProven() {
    // Every line of the beyond-four-men mate file: the solver proves the
    // position (both runs agree) a mate of exactly the length "bm #N" gives.
    QFile file(QStringLiteral(RAMPART_SOURCE_DIR "/resources/positions/pawn-mates-beyond.epd"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    const QRegularExpression bm(QStringLiteral("\\bbm #(-?\\d+)"));
    int checked = 0;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#')) continue;
        const QRegularExpressionMatch m = bm.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        const int want = m.captured(1).toInt();
        const QStringList fields = line.split(u' ');
        const Position pos =
            fromFen(qPrintable(fields.mid(0, 4).join(u' ') + QStringLiteral(" 0 1")));
        QVERIFY2(popCount(pos.pieces()) >= 5, qPrintable(line));
        Solver solver(m_registry, options());
        const SolveReport report = solver.solve(pos);
        QVERIFY2(report.status == SolveReport::Status::Solved,
                 qPrintable(SolverText::reasonText(report.reason)));
        QVERIFY2(report.value.isProven(), qPrintable(line));
        const score::Score s = report.value.whiteRun;
        const int moves = score::isWin(s) ? score::moves(s) : -score::moves(s);
        QVERIFY2(s != score::Draw && moves == want,
                 qPrintable(QStringLiteral("%1: solver %2").arg(line).arg(moves)));
        ++checked;
#ifdef RAMPART_SANITIZED
        return;
#endif
    }
    QVERIFY(checked >= 20);
}

QTEST_GUILESS_MAIN(TestSolverMates)
#include "tst_solvermates.moc"
