// Blockage detection: a data set of pawn endings with known results, each
// with its source. Soundness is the point: every claimed blockage is checked
// by an independent brute-force verifier (real move rules, no fills), every
// known win must be unclaimed, and the colour-flipped position must give the
// same verdict for the other side.
#include <cstdio>
#include <random>
#include <unordered_set>
#include <vector>

#include <QTest>

#include "chess/fen.h"
#include "chess/randompositions.h"

#include "eval/blockage.h"

#include "testfen.h"

using namespace rampart;

// Known result from the stronger side's view: NoWin means it cannot win
// (a draw, or even a loss); Win means it wins with best play.
enum class Truth { NoWin, Win };

Q_DECLARE_METATYPE(Truth)
Q_DECLARE_METATYPE(rampart::Color)
Q_DECLARE_METATYPE(rampart::BlockageReason)

namespace {

// ---------------------------------------------------------------------------
// Independent verifier: "the defender holds by shuffling".
//
// White is the stronger side (flip first). Black plays a fixed policy: it
// never moves a pawn; if a White pawn has just stepped onto a square of Q next
// to its king and nothing White protects it, the king takes it; otherwise the
// king steps onto Q, or to the other square of Q. We explore EVERY sequence of
// White moves with real move rules (the defending king's protection of its
// pawns is ignored, which only gives White more options) and fail as soon as
// Black's policy move is illegal or White promotes. If no reachable state
// fails, Black has a drawing strategy: White can never win. Uses no fills and
// shares no code with the detector.
// ---------------------------------------------------------------------------
struct VState {
    Bitboard wp, bp;
    Square wk, bk;
    bool operator==(const VState &o) const {
        return wp == o.wp && bp == o.bp && wk == o.wk && bk == o.bk;
    }
};
struct VStateHash {
    std::size_t operator()(const VState &s) const {
        return std::size_t(s.wp * 0x9E3779B97F4A7C15ULL ^ (s.bp + 0x632BE59BD9B4E019ULL) * 31 ^
                           (s.wk << 6 | s.bk));
    }
};

constexpr std::size_t VerifierStateLimit = 200000;

// Black's policy move; false when it is illegal (or the position is lost).
bool blackReply(VState &s, Bitboard q) {
    if (s.wp & Rank8BB & ~q) return false; // promoted where the king cannot take
    const Bitboard whiteAttacks = pawnAttacks(White, s.wp) | kingAttacks(s.wk);
    const Bitboard onQ = s.wp & q;
    Square to;
    if (onQ) {
        to = lsb(onQ);
        if (!(kingAttacks(s.bk) & onQ)) return false;
        s.wp &= ~onQ;
    } else {
        const Bitboard target = (q & squareBB(s.bk)) ? q & ~squareBB(s.bk) : kingAttacks(s.bk) & q;
        if (!target) return false;
        to = lsb(target);
    }
    if (whiteAttacks & squareBB(to)) return false;
    if ((s.wp | s.bp) & squareBB(to)) return false;
    s.bk = to;
    return true;
}

void whiteMoves(const VState &s, std::vector<VState> &out) {
    out.clear();
    const Bitboard occupied = s.wp | s.bp | squareBB(s.bk);
    const Bitboard forbidden = pawnAttacks(Black, s.bp) | kingAttacks(s.bk) | s.wp;
    for (Bitboard t = kingAttacks(s.wk) & ~forbidden; t;) {
        const Square to = popLsb(t);
        out.push_back({s.wp, s.bp & ~squareBB(to), to, s.bk});
    }
    for (Bitboard p = s.wp; p;) {
        const Bitboard from = squareBB(popLsb(p));
        const Bitboard one = north(from) & ~occupied;
        if (one) {
            out.push_back({(s.wp & ~from) | one, s.bp, s.wk, s.bk});
            const Bitboard two = north(one) & ~occupied;
            if ((from & rankBB(1)) && two) out.push_back({(s.wp & ~from) | two, s.bp, s.wk, s.bk});
        }
        for (Bitboard c = pawnAttacks(White, from) & s.bp; c;) {
            const Bitboard to = squareBB(popLsb(c));
            out.push_back({(s.wp & ~from) | to, s.bp & ~to, s.wk, s.bk});
        }
    }
}

// start: the position with White to move.
bool exploreShuffle(const VState &start, Bitboard q, Square enPassant) {
    std::unordered_set<VState, VStateHash> seen{start};
    std::vector<VState> todo{start}, moves;
    bool first = true;
    while (!todo.empty()) {
        const VState s = todo.back();
        todo.pop_back();
        whiteMoves(s, moves);
        // An en passant capture is only possible as White's very first move.
        if (first && enPassant != NoSquare) {
            const Bitboard ep = squareBB(enPassant);
            for (Bitboard p = s.wp & pawnAttacks(Black, ep); p;) {
                const Bitboard from = squareBB(popLsb(p));
                moves.push_back({(s.wp & ~from) | ep, s.bp & ~south(ep), s.wk, s.bk});
            }
        }
        first = false;
        for (VState n : moves) {
            if (!blackReply(n, q)) return false;
            if (seen.insert(n).second) {
                if (seen.size() > VerifierStateLimit) return false; // unknown counts as failure
                todo.push_back(n);
            }
        }
    }
    return true;
}

// Tries every pair Q = {a, b} of adjacent empty squares with a next to or
// under the defending king.
bool defenderHoldsByShuffling(const Position &original, Color strongSide) {
    const Position pos = strongSide == White ? original : original.colorFlipped();
    const Bitboard wp = pos.pieces(White, Pawn), bp = pos.pieces(Black, Pawn);
    const Square wk = pos.kingSquare(White), bk = pos.kingSquare(Black);
    const Bitboard occupied = wp | bp;
    const Square ep = pos.sideToMove() == White ? pos.enPassantSquare() : NoSquare;
    for (Bitboard a = (squareBB(bk) | kingAttacks(bk)) & ~occupied; a;) {
        const Square sa = popLsb(a);
        for (Bitboard b = kingAttacks(sa) & ~occupied; b;) {
            const Bitboard q = squareBB(sa) | squareBB(popLsb(b));
            VState start{wp, bp, wk, bk};
            if (pos.sideToMove() == Black && !blackReply(start, q)) continue;
            if (exploreShuffle(start, q, ep)) return true;
        }
    }
    return false;
}

constexpr int RandomPositions = 60000;

int drawnRows = 0, drawnRecognised = 0, winRows = 0;

} // namespace

class TestBlockage : public QObject {
    Q_OBJECT
private slots:
    void detection_data();
    void detection();
    void paperDiagramSets();
    void blackStrongerMirrorsSets();
    void pawnEndingsOnly();
    void convenienceTriesBothSides();
    void reasonTexts();
    void verifierRejectsKnownBreak();
    void randomStructuresClaimOnlyVerifiedDraws();
    void cleanupTestCase();
};

void TestBlockage::detection_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Color>("strong");
    QTest::addColumn<Truth>("truth");
    QTest::addColumn<bool>("claim"); // what the detector is expected to say
    QTest::addColumn<BlockageReason>("why");

    using R = BlockageReason;
    auto row = [](const char *name, const char *fen, Color strong, Truth truth, bool claim, R why) {
        QTest::newRow(name) << QString::fromLatin1(fen) << strong << truth << claim << why;
    };
    const Truth D = Truth::NoWin, W = Truth::Win;

    // --- Tabibi et al. diagrams ------------------------------------------------
    row("tabibi-diagram1 all rammed, extra b3 (w)", "3k4/8/8/1p2p2p/1P2P2P/1P6/3K4/8 w - - 0 1",
        White, D, true, R::Blocked);
    row("tabibi-diagram1 (b)", "3k4/8/8/1p2p2p/1P2P2P/1P6/3K4/8 b - - 0 1", White, D, true,
        R::Blocked);
    row("tabibi-diagram2 protected passer e6, king in front (w)",
        "4k3/8/3pPp2/1p1P1P1p/1P5P/5P2/3K4/8 w - - 0 1", White, D, true, R::Blocked);
    row("tabibi-diagram2 (b)", "4k3/8/3pPp2/1p1P1P1p/1P5P/5P2/3K4/8 b - - 0 1", White, D, true,
        R::Blocked);

    // --- Variations of the paper's diagrams (constructed) ---------------------
    row("diagram1 white king in the corner h1", "3k4/8/8/1p2p2p/1P2P2P/1P6/8/7K w - - 0 1", White,
        D, true, R::Blocked);
    row("diagram1 black king in the corner h8", "7k/8/8/1p2p2p/1P2P2P/1P6/3K4/8 w - - 0 1", White,
        D, true, R::Blocked);
    row("diagram1 extra e2 behind the rammed e4 (becomes blocked)",
        "3k4/8/8/1p2p2p/1P2P2P/1P6/3KP3/8 w - - 0 1", White, D, true, R::Blocked);
    row("diagram1 black g3 is drowned, fence still holds",
        "3k4/8/8/1p2p2p/1P2P2P/1P4p1/3K4/8 w - - 0 1", White, D, true, R::Blocked);
    row("diagram1 black passer g2 on white's 2nd rank ignored for the base",
        "3k4/8/8/1p2p2p/1P2P2P/1P6/6pK/8 w - - 0 1", White, D, true, R::Blocked);
    row("diagram1 black a3 is drowned (Kc2, Kb2)", "3k4/8/8/1p2p2p/1P2P2P/pP6/3K4/8 w - - 0 1",
        White, D, true, R::Blocked);
    row("diagram2 with the f-pawn already on f4", "4k3/8/3pPp2/1p1P1P1p/1P3P1P/8/3K4/8 w - - 0 1",
        White, D, true, R::Blocked);
    row("diagram1 rams on b e g instead of b e h", "3k4/8/8/1p2p1p1/1P2P1P1/1P6/3K4/8 w - - 0 1",
        White, D, true, R::Blocked);
    row("diagram2 defending king on the stop square e7",
        "8/4k3/3pPp2/1p1P1P1p/1P5P/5P2/3K4/8 w - - 0 1", White, D, true, R::Blocked);
    row("diagram2 defending king on d8 guards e7", "3k4/8/3pPp2/1p1P1P1p/1P5P/5P2/3K4/8 w - - 0 1",
        White, D, true, R::Blocked);
    row("diagram2 defending king on f8 guards e7", "5k2/8/3pPp2/1p1P1P1p/1P5P/5P2/3K4/8 b - - 0 1",
        White, D, true, R::Blocked);

    row("runner c5, defending king shuffles c7-c8 on its file",
        "2k5/8/8/1pP1p2p/1P2P2P/1P6/3K4/8 w - - 0 1", White, D, true, R::Blocked);
    row("runner c5, defending king b8 steps onto its file (b)",
        "1k6/8/8/1pP1p2p/1P2P2P/1P6/3K4/8 b - - 0 1", White, D, true, R::Blocked);

    // --- Other blocked structures (constructed, classic locked-chain motifs)
    row("zigzag chains over all files plus e3",
        "2k5/8/1p1p1p2/pPpPpPp1/P1P1P1P1/4P3/8/4K3 w - - 0 1", White, D, true, R::Blocked);
    row("wall on rank 6, defender king on rank 8, extra e5",
        "4k3/1p2p2p/1P2P2P/4P3/8/8/8/3K4 w - - 0 1", White, D, true, R::Blocked);
    row("low wall on rank 3, extra d2", "8/4k3/8/8/p2p2p1/P2P2P1/3P4/4K3 w - - 0 1", White, D, true,
        R::Blocked);
    row("fence on rank 5, pawns b2 e2 below become blocked",
        "4k3/8/1p2p2p/1P2P2P/8/8/1P2P3/3K4 w - - 0 1", White, D, true, R::Blocked);
    row("chain a3-b4-c5 with rams e4 g4, extra e3",
        "8/4k3/2p5/1pP1p1p1/pP2P1P1/P3P3/8/3K4 w - - 0 1", White, D, true, R::Blocked);
    row("equal locked zigzag, white king far", "8/2k5/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/K7 w - - 0 1",
        White, D, true, R::Blocked);

    // --- The defending king holds an entry by itself (pocket) -------------
    row("pocket: king on g5-h5 holds the open g and h files",
        "8/8/8/p1p1p1k1/P1P1P3/4P3/4K3/8 w - - 0 1", White, D, true, R::Blocked);
    row("pocket: king on h6 steps to g5-h5 first (b)", "8/8/7k/p1p1p3/P1P1P3/4P3/4K3/8 b - - 0 1",
        White, D, true, R::Blocked);
    row("pocket: king on h6, white king too far to slip in (w)",
        "8/8/7k/p1p1p3/P1P1P3/4P3/2K5/8 w - - 0 1", White, D, true, R::Blocked);
    row("miss: king h6 vs king g3, holds by corresponding squares (Kg4 Kg6, Kh4 Kh6)",
        "8/8/7k/p1p1p3/P1P1P3/4P1K1/8/8 w - - 0 1", White, D, false, R::DefendingKingFlooded);
    row("win: defending king far from the open g and h files (Kg4 Kf5xe5)",
        "k7/8/8/p1p1p3/P1P1P3/4PK2/8/8 w - - 0 1", White, W, false, R::DefendingKingFlooded);

    // --- Black as the stronger side (diagrams 1 and 2 flipped by hand) ---------
    row("black stronger: diagram1 flipped", "8/3k4/1p6/1p2p2p/1P2P2P/8/8/3K4 b - - 0 1", Black, D,
        true, R::Blocked);
    row("black stronger: diagram2 flipped", "8/3k4/5p2/1p5p/1P1p1p1P/3PpP2/8/4K3 b - - 0 1", Black,
        D, true, R::Blocked);

    // --- Draws the detector does not recognise (conservative misses) ------
    row("miss: diagram2 king c8 two steps from the stop (still draws: e7 Kd7)",
        "2k5/8/3pPp2/1p1P1P1p/1P5P/5P2/3K4/8 w - - 0 1", White, D, false, R::PasserNotStopped);
    row("miss: defender stalemated behind g7 (stalemate draw)",
        "6k1/1p2p1Pp/1P2P2P/8/8/8/8/3K4 w - - 0 1", White, D, false, R::PasserNotStopped);
    row("miss: defending king below the fence (white pawns fixed, white cannot win)",
        "8/8/8/1p2p2p/1P2P2P/1P6/6k1/K7 w - - 0 1", White, D, false, R::DefendingKingFlooded);
    row("miss: no rams, rook pawn with the defending king in the corner (KPK draw)",
        "k7/8/8/8/8/8/P7/K7 w - - 0 1", White, D, false, R::TooFewRams);

    // --- Near misses that are wins (must never be claimed) -----------------
    row("win: white king already above the fence takes e5",
        "k7/8/3K4/1p2p2p/1P2P2P/1P6/8/8 w - - 0 1", White, W, false, R::DefendingKingFlooded);
    row("win: classic breakthrough b6 with kings far (Fine, BCE)",
        "8/ppp4k/8/PPP1p2p/4P1pP/6P1/4K3/8 w - - 0 1", White, W, false, R::DefendingKingFlooded);
    row("win: lever a4 against b5 breaks the diagram1 fence",
        "3k4/8/8/1p2p2p/1P2P2P/PP6/3K4/8 w - - 0 1", White, W, false, R::Lever);
    row("win: runner c6 outside the defending king's reach",
        "7k/8/2P5/1p2p2p/1P2P2P/8/3K4/8 w - - 0 1", White, W, false, R::PasserNotStopped);
    row("win: diagram2 with the defending king far away (e7-e8)",
        "7k/8/3pPp2/1p1P1P1p/1P5P/5P2/3K4/8 w - - 0 1", White, W, false, R::PasserNotStopped);
    row("win: two runners c6 and g6", "3k4/8/2P3P1/1p2p2p/1P2P2P/8/3K4/8 w - - 0 1", White, W,
        false, R::PassedPawns);
    row("win: connected passers g2 h2, black pawns locked",
        "8/8/3k4/1p2p3/1P2P3/2p4K/2P3PP/8 w - - 0 1", White, W, false, R::DefendingKingFlooded);
    row("win: king walks round the open g and h files", "k7/8/8/1p2p3/pP2P3/P3P2K/8/8 w - - 0 1",
        White, W, false, R::DefendingKingFlooded);
    row("win: gap on the e-file, undefended pawns drown", "8/7k/8/p1p4p/P1P4P/7P/3K4/8 w - - 0 1",
        White, W, false, R::DefendingKingFlooded);
    row("win: zugzwang by triangulation, Lasker-Reichhelm 1901 (Fine BCE 70, 1.Kb1)",
        "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1", White, W, false, R::DefendingKingFlooded);
    row("win: en passant bxa6 makes an unstoppable a-pawn",
        "8/7k/8/pPp1p2p/2P1P2P/8/3K4/8 w - a6 0 1", White, W, false, R::EnPassant);
    row("win: en passant fxe6 opens the e-file for the king",
        "8/5k2/8/1p2pP1p/1P2P2P/1P6/3K4/8 w - e6 0 1", White, W, false, R::EnPassant);
    row("win: diagram1 plus a white knight (no claim outside pawn endings)",
        "3k4/8/8/1p2p2p/1P2P2P/1P6/3K4/6N1 w - - 0 1", White, W, false, R::NotPawnEnding);
    row("win: no black pawns at all (no rams)", "3k4/8/8/8/1P2P2P/1P6/3K4/8 w - - 0 1", White, W,
        false, R::TooFewRams);
    row("win: black stronger, the breakthrough flipped by hand",
        "8/4k3/6p1/4p1Pp/ppp1P2P/8/PPP4K/8 b - - 0 1", Black, W, false, R::DefendingKingFlooded);
}

void TestBlockage::detection() {
    QFETCH(QString, fen);
    QFETCH(Color, strong);
    QFETCH(Truth, truth);
    QFETCH(bool, claim);
    QFETCH(BlockageReason, why);

    const Position pos = fromFen(fen.toLatin1().constData());
    const BlockageResult r = detectBlockage(pos, strong);
    QCOMPARE(r.strongSide, strong);
    QCOMPARE(r.why, why);
    QCOMPARE(r.blocked, claim);
    QCOMPARE(QByteArray(r.reason), QByteArray(blockageReasonText(r.why)));

    // Soundness: never claim a known win; every claim is confirmed by brute force.
    if (truth == Truth::Win) QVERIFY(!r.blocked);
    if (r.blocked)
        QVERIFY2(defenderHoldsByShuffling(pos, strong), "claimed, but the shuffle verifier breaks");
    // The labels themselves: the verifier never finds a defence in a known win.
    if (truth == Truth::Win && pos.pieces() == (pos.pieces(Pawn) | pos.pieces(King)))
        QVERIFY(!defenderHoldsByShuffling(pos, strong));

    // Symmetry: the colour-flipped position, other side stronger.
    const Position flipped = pos.colorFlipped();
    const BlockageResult f = detectBlockage(flipped, ~strong);
    QCOMPARE(f.blocked, r.blocked);
    QCOMPARE(f.why, r.why);
    QCOMPARE(f.flood, flipVertical(r.flood));
    QCOMPARE(f.fence, flipVertical(r.fence));

    if (truth == Truth::Win) {
        ++winRows;
    } else {
        ++drawnRows;
        if (r.blocked) ++drawnRecognised;
    }
}

// Tabibi et al.'s diagrams, square by square.
void TestBlockage::paperDiagramSets() {
    const BlockageResult one =
        detectBlockage(fromFen("3k4/8/8/1p2p2p/1P2P2P/1P6/3K4/8 w - - 0 1"), White);
    QVERIFY(one.blocked);
    QCOMPARE(one.fence, rankBB(3) | squareBB(B3));
    QCOMPARE(one.flood, (rankBB(0) | rankBB(1) | rankBB(2)) & ~squareBB(B3));
    QCOMPARE(one.above & ~(rankBB(3) | rankBB(2)), rankBB(4) | rankBB(5) | rankBB(6) | rankBB(7));
    QCOMPARE(one.drowned, Bitboard(0));

    const BlockageResult two =
        detectBlockage(fromFen("4k3/8/3pPp2/1p1P1P1p/1P5P/5P2/3K4/8 w - - 0 1"), White);
    QVERIFY(two.blocked);
    const Bitboard fence2 = squareBB(A4) | squareBB(B4) | squareBB(C4) | squareBB(G4) |
                            squareBB(H4) | squareBB(C5) | squareBB(D5) | squareBB(E5) |
                            squareBB(F5) | squareBB(G5);
    QCOMPARE(two.fence, fence2);
    QCOMPARE(two.flood,
             rankBB(0) | rankBB(1) | rankBB(2) | squareBB(D4) | squareBB(E4) | squareBB(F4));
    // The defender guards the runner's stop square e7 from d8, e8 or f8.
    QCOMPARE(two.safe, squareBB(E7) | squareBB(D8) | squareBB(E8) | squareBB(F8));

    const BlockageResult drowned =
        detectBlockage(fromFen("3k4/8/8/1p2p2p/1P2P2P/1P4p1/3K4/8 w - - 0 1"), White);
    QVERIFY(drowned.blocked);
    QCOMPARE(drowned.drowned, squareBB(G3));
}

void TestBlockage::blackStrongerMirrorsSets() {
    const Position white = fromFen("4k3/8/3pPp2/1p1P1P1p/1P5P/5P2/3K4/8 w - - 0 1");
    const BlockageResult w = detectBlockage(white, White);
    const BlockageResult b = detectBlockage(white.colorFlipped(), Black);
    QVERIFY(w.blocked && b.blocked);
    QCOMPARE(b.strongSide, Black);
    QCOMPARE(b.fence, flipVertical(w.fence));
    QCOMPARE(b.flood, flipVertical(w.flood));
    QCOMPARE(b.above, flipVertical(w.above));
    QCOMPARE(b.safe, flipVertical(w.safe));
    // The weaker side of diagram 1 cannot win either (its pawns are fixed too).
    const Position diagram1 = fromFen("3k4/8/8/1p2p2p/1P2P2P/1P6/3K4/8 w - - 0 1");
    const BlockageResult weaker = detectBlockage(diagram1, Black);
    QVERIFY(weaker.blocked);
    QVERIFY(defenderHoldsByShuffling(diagram1, Black));
}

void TestBlockage::pawnEndingsOnly() {
    const char *fens[] = {
        "3k4/8/8/1p2p2p/1P2P2P/1P6/3K4/3r4 w - - 0 1", // a black rook
        "3k4/8/8/1p2p2p/1P2P2P/1P6/3K4/3Q4 w - - 0 1", // a white queen
        "3kb3/8/8/1p2p2p/1P2P2P/1P6/3K4/8 w - - 0 1",  // a black bishop
    };
    for (const char *fen : fens) {
        const BlockageResult r = detectBlockage(fromFen(fen), White);
        QVERIFY(!r.blocked);
        QCOMPARE(r.why, BlockageReason::NotPawnEnding);
    }
}

void TestBlockage::convenienceTriesBothSides() {
    // White has more pawns: White is tried.
    const BlockageResult diagram1 =
        detectBlockage(fromFen("3k4/8/8/1p2p2p/1P2P2P/1P6/3K4/8 w - - 0 1"));
    QVERIFY(diagram1.blocked);
    QCOMPARE(diagram1.strongSide, White);
    // Black has more pawns: Black is tried.
    const BlockageResult flipped =
        detectBlockage(fromFen("8/3k4/1p6/1p2p2p/1P2P2P/8/8/3K4 b - - 0 1"));
    QVERIFY(flipped.blocked);
    QCOMPARE(flipped.strongSide, Black);
    // Equal pawns, fully locked: blocked for White already.
    const BlockageResult equal =
        detectBlockage(fromFen("8/2k5/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/K7 w - - 0 1"));
    QVERIFY(equal.blocked);
    // A win for White is not hidden behind a Black blockage.
    const BlockageResult win = detectBlockage(fromFen("k7/8/3K4/1p2p2p/1P2P2P/1P6/8/8 w - - 0 1"));
    QVERIFY(!win.blocked);
    QCOMPARE(win.strongSide, White);
}

void TestBlockage::reasonTexts() {
    for (int i = 0; i <= int(BlockageReason::NoWaitingMove); ++i)
        QVERIFY(std::string(blockageReasonText(BlockageReason(i))).size() > 10);
}

// The verifier itself must be able to fail: a lever breaks the shuffle.
void TestBlockage::verifierRejectsKnownBreak() {
    QVERIFY(!defenderHoldsByShuffling(fromFen("3k4/8/8/1p2p2p/1P2P2P/PP6/3K4/8 w - - 0 1"), White));
    QVERIFY(defenderHoldsByShuffling(fromFen("3k4/8/8/1p2p2p/1P2P2P/1P6/3K4/8 w - - 0 1"), White));
}

// Soundness beyond the hand-made set: random pawn structures rich in rams
// (fixed seed, so the run is reproducible); every claim, for either side, must
// survive the brute-force verifier. Longer runs: set RAMPART_BLOCKAGE_RANDOM
// (number of structures) and RAMPART_BLOCKAGE_SEED.
void TestBlockage::randomStructuresClaimOnlyVerifiedDraws() {
    bool ok = false;
    int count = qEnvironmentVariableIntValue("RAMPART_BLOCKAGE_RANDOM", &ok);
    if (!ok || count <= 0) count = RandomPositions;
    const int seed = qEnvironmentVariableIntValue("RAMPART_BLOCKAGE_SEED", &ok);
    std::mt19937 rng(ok ? unsigned(seed) : 20261121u);
    int tried = 0, claims = 0;
    for (int i = 0; i < count; ++i) {
        const Position pos = randomRamStructure(rng);
        if (!checkLegality(pos).empty()) continue;
        ++tried;
        for (Color strong : {White, Black}) {
            const BlockageResult r = detectBlockage(pos, strong);
            if (!r.blocked) continue;
            ++claims;
            if (!defenderHoldsByShuffling(pos, strong))
                QFAIL(qPrintable(QStringLiteral("unverified claim for %1: %2")
                                     .arg(strong == White ? "white" : "black",
                                          QString::fromStdString(toFen(pos)))));
        }
    }
    std::printf("random structures: %d legal positions, %d claims, all verified\n", tried, claims);
    QVERIFY(claims > 20); // the generator must actually exercise the claims
}

void TestBlockage::cleanupTestCase() {
    std::printf("blockage data set: %d drawn positions, %d recognised; %d wins, none claimed\n",
                drawnRows, drawnRecognised, winRows);
}

QTEST_APPLESS_MAIN(TestBlockage)
#include "tst_blockage.moc"
