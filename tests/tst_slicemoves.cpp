// A slice's moves as the solve's hot loops generate them, against the plain
// move generator (slicemoves::forEachMove()): the planes of 64 positions of
// the backward pass (legal positions, predecessors, the planes a change is
// read from), and the slices' keys fixed at compile time.
#include <algorithm>
#include <tuple>
#include <vector>

#include <QTest>

#include "chess/position.h"

#include "solver/sliceexits.h"
#include "solver/slicemoves.h"
#include "solver/sliceplanes.h"

#include "testfen.h"

using namespace rampart;

namespace {

// The slice of a FEN's pawns and pieces.
SliceKey sliceKeyOf(const QString &fen) {
    SliceKey key;
    const Position pos = fromFen(fen.toStdString().c_str());
    for (const Color c : {White, Black}) {
        key.pawns[c] = pos.pieces(c, Pawn);
        const Bitboard others = pos.pieces(c) & ~pos.pieces(c, Pawn) & ~pos.pieces(c, King);
        key.piece[c] = others ? typeOf(pos.pieceOn(lsb(others))) : NoPieceType;
    }
    return key;
}

// One move out of a slice: the move, the slice it leads into, the position
// there, what it took, whether it leaves the scope, the en passant square.
using Exit =
    std::tuple<std::uint32_t, Bitboard, Bitboard, int, int, std::uint64_t, bool, bool, int>;
Exit exitOf(const SliceChild &c) {
    return Exit{c.move.raw(),
                c.key.pawns[White],
                c.key.pawns[Black],
                int(c.key.piece[White]),
                int(c.key.piece[Black]),
                c.state.index(c.key),
                c.tookPiece,
                c.outOfScope,
                int(c.enPassant)};
}

// The exits sliceexits::forEachExit() gives the positions of one plane, by
// white king square (a move the white king makes named from its square);
// the 65th list, those it gives an illegal position (none).
template <class Key>
std::array<std::vector<Exit>, 65> exitsOfPlane(const SlicePlanes<Key> &planes, Color side,
                                               std::uint32_t plane) {
    std::array<std::vector<Exit>, 65> exits;
    const Bitboard legal = planes.legal(side, plane);
    sliceexits::forEachExit(planes, side, plane, legal,
                            [&](SliceChild &c, Bitboard froms, bool perSquare) {
                                if (froms & ~legal) exits[64].push_back(exitOf(c));
                                while (froms) {
                                    const Square k = popLsb(froms);
                                    SliceChild child = c;
                                    if (perSquare)
                                        child.state.king[White] = k;
                                    else
                                        child.move = Move(k, c.move.to());
                                    exits[k].push_back(exitOf(child));
                                }
                            });
    for (std::vector<Exit> &e : exits) std::sort(e.begin(), e.end());
    return exits;
}

// The planes a test walks: every plane of a slice with one piece or none,
// every 97th of a slice with two (262,144 planes); under the sanitizers
// every 11th with one piece and every 997th with two, but still every plane
// of a pawns-only slice (64 planes: every 11th would leave too few
// positions to say anything).
std::uint32_t planeStride(const SliceKey &key) {
#ifdef RAMPART_SANITIZED
    if (key.pieceCount() == 0) return 1;
    return key.pieceCount() < 2 ? 11 : 997;
#else
    return key.pieceCount() < 2 ? 1 : 97;
#endif
}

// A fixed pseudo-random half of the positions (splitmix64 of the index).
bool inSample(std::uint64_t index) {
    std::uint64_t z = index + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return ((z ^ (z >> 31)) & 1) != 0;
}

} // namespace

class TestSliceMoves : public QObject {
    Q_OBJECT

private slots:
    void planesAgreeWithTheMoves_data();
    void planesAgreeWithTheMoves();
    void exitsOfAPlane_data() { planesAgreeWithTheMoves_data(); }
    void exitsOfAPlane();
    void fixedKeysAgree_data();
    void fixedKeysAgree();
};

void TestSliceMoves::planesAgreeWithTheMoves_data() {
    QTest::addColumn<QString>("fen");
    // Pawns that check and block, sliders that check and are blocked (the
    // white king on their lines is a bit of the plane), a knight, and two
    // pieces that block each other's lines (the kings' squares do not
    // matter: placements are walked).
    QTest::newRow("pawns only") << "7k/2p5/8/3P1p2/5P2/8/8/7K w - - 0 1";
    QTest::newRow("white queen") << "8/2p4k/8/3P4/8/8/8/Q6K w - - 0 1";
    QTest::newRow("black rook") << "7k/1p6/8/4P3/8/8/8/r6K w - - 0 1";
    QTest::newRow("white knight") << "7k/8/3p4/8/2P5/8/8/N6K w - - 0 1";
    QTest::newRow("black bishop") << "7k/8/8/3p4/8/2P5/8/b6K w - - 0 1";
    QTest::newRow("white bishop, black knight") << "8/7k/3p4/8/2P5/8/8/B5nK w - - 0 1";
    QTest::newRow("black queen, white rook") << "7k/8/8/3p4/8/2P5/8/R5qK w - - 0 1";
}

// Plane by plane, for both sides to move: legal() holds exactly the
// positions slicemoves::isLegal() accepts; predecessors() of a set x (a
// pseudo-random half of the other side's legal positions) holds exactly the
// legal positions with an internal move of forEachMove() into x; and every
// plane such a move leads into names the plane it came from among its
// readers (forEachPredecessorPlane()).
void TestSliceMoves::planesAgreeWithTheMoves() {
    QFETCH(QString, fen);
    const SliceKey key = sliceKeyOf(fen);
    const SlicePlanes<SliceKey> planes(key);
    const std::size_t count = planes.count();
    std::array<std::vector<std::uint64_t>, 2> x;
    for (const Color side : {White, Black}) {
        x[side].resize(count);
        for (std::uint32_t q = 0; q < count; ++q) {
            Bitboard kings = planes.legal(side, q);
            while (kings) {
                const Square k = popLsb(kings);
                if (inSample(planes.index(side, k, q))) x[side][q] |= squareBB(k);
            }
        }
    }
    const std::uint32_t stride = planeStride(key);
    std::uint64_t legal = 0, moves = 0;
    for (std::uint32_t q = 0; q < count; q += stride) {
        for (const Color side : {White, Black}) {
            Bitboard expectedLegal = 0, expected = 0;
            for (int k = 0; k < SquareCount; ++k) {
                const std::uint64_t i = planes.index(side, Square(k), q);
                const SliceState s = SliceState::fromIndex(key, i);
                if (!slicemoves::isLegal(key, s)) continue;
                expectedLegal |= squareBB(Square(k));
                slicemoves::forEachMove(key, s, NoSquare, [&](const SliceChild &c) {
                    if (!c.internal) return;
                    ++moves;
                    const std::uint64_t child = c.state.index(key);
                    const std::uint32_t childPlane = std::uint32_t(child >> 7);
                    if ((x[~side][childPlane] >> ((child >> 1) & 63)) & 1)
                        expected |= squareBB(Square(k));
                    bool named = false;
                    planes.forEachPredecessorPlane(side, childPlane,
                                                   [&](std::uint32_t p) { named |= p == q; });
                    QVERIFY(named);
                });
            }
            QCOMPARE(planes.legal(side, q), expectedLegal);
            QCOMPARE(planes.predecessors(side, q, x[~side].data()) & expectedLegal, expected);
            legal += std::uint64_t(popCount(expectedLegal));
        }
    }
    QVERIFY(legal > 2000);
    QVERIFY(moves > legal);
}

// The exits of a plane (sliceexits.h) are, position by position, the moves
// out of the slice that forEachMove<true>() lists: the same moves into the
// same positions of the same slices.
void TestSliceMoves::exitsOfAPlane() {
    QFETCH(QString, fen);
    const SliceKey key = sliceKeyOf(fen);
    const SlicePlanes<SliceKey> planes(key);
    const std::uint32_t stride = planeStride(key);
    std::uint64_t legal = 0, exits = 0;
    for (std::uint32_t q = 0; q < planes.count(); q += stride) {
        for (const Color side : {White, Black}) {
            const std::array<std::vector<Exit>, 65> got = exitsOfPlane(planes, side, q);
            QVERIFY(got[64].empty());
            for (int k = 0; k < SquareCount; ++k) {
                const SliceState s = SliceState::fromIndex(key, planes.index(side, Square(k), q));
                std::vector<Exit> expected;
                if (slicemoves::isLegal(key, s)) {
                    ++legal;
                    slicemoves::forEachMove<true>(key, s, NoSquare, [&](const SliceChild &c) {
                        expected.push_back(exitOf(c));
                    });
                }
                std::sort(expected.begin(), expected.end());
                QCOMPARE(got[std::size_t(k)], expected);
                exits += expected.size();
            }
        }
    }
    QVERIFY(legal > 2000);
    QVERIFY(exits > legal);
}

// The solve's hot loops run over a FixedSliceKey (piece types fixed at
// compile time) and hand the forward functions a MoverView worked out once:
// position by position, and plane by plane, every answer equals the
// SliceKey's.
void TestSliceMoves::fixedKeysAgree_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("pawns only") << "7k/2p5/8/3P1p2/5P2/8/8/7K w - - 0 1";
    QTest::newRow("white queen") << "8/2p4k/8/3P4/8/8/8/Q6K w - - 0 1";
    QTest::newRow("black queen") << "7k/8/8/3p4/2P5/8/4p3/q6K w - - 0 1";
}

void TestSliceMoves::fixedKeysAgree() {
    QFETCH(QString, fen);
    const SliceKey key = sliceKeyOf(fen);
    const auto compare = [&](const auto &fixed) {
        QCOMPARE(sliceKeyOf(fixed), key);
#ifdef RAMPART_SANITIZED
        const std::uint64_t stride = 7;
#else
        const std::uint64_t stride = 1;
#endif
        std::uint64_t legal = 0, exits = 0;
        for (std::uint64_t i = 0; i < key.positions(); i += stride) {
            const SliceState s = SliceState::fromIndex(key, i);
            QCOMPARE(SliceState::fromIndex(fixed, i), s);
            QCOMPARE(s.index(fixed), i);
            const bool isLegal = slicemoves::isLegal(key, s);
            QCOMPARE(slicemoves::isLegal(fixed, s), isLegal);
            const slicemoves::MoverView view = slicemoves::moverView(fixed, s);
            QCOMPARE(slicemoves::menApart(fixed, s) && slicemoves::idleKingSafe(fixed, s, view),
                     isLegal);
            if (!isLegal) continue;
            ++legal;
            std::vector<Exit> expected, got;
            slicemoves::forEachMove<true>(
                key, s, NoSquare, [&](const SliceChild &c) { expected.push_back(exitOf(c)); });
            slicemoves::forEachMove<true>(fixed, s, NoSquare, view,
                                          [&](const SliceChild &c) { got.push_back(exitOf(c)); });
            QCOMPARE(got, expected);
            exits += expected.size();
        }
        // Over a thousand legal positions checked in the full run (the
        // sanitized run checks one in seven of them).
        QVERIFY(legal * stride > 1000);
        QVERIFY(exits > 0);
        const SlicePlanes<SliceKey> general(key);
        const SlicePlanes<std::decay_t<decltype(fixed)>> planes(fixed);
        QCOMPARE(planes.count(), general.count());
        std::array<std::vector<std::uint64_t>, 2> all;
        for (const Color side : {White, Black})
            for (std::uint32_t q = 0; q < general.count(); ++q)
                all[side].push_back(general.legal(side, q));
        std::uint64_t predecessors = 0;
        for (std::uint32_t q = 0; q < general.count(); q += std::uint32_t(stride)) {
            for (const Color side : {White, Black}) {
                QCOMPARE(planes.legal(side, q), all[side][q]);
                const Bitboard p = general.predecessors(side, q, all[~side].data());
                QCOMPARE(planes.predecessors(side, q, all[~side].data()), p);
                predecessors += std::uint64_t(popCount(p & all[side][q]));
                QCOMPARE(exitsOfPlane(planes, side, q), exitsOfPlane(general, side, q));
            }
        }
        QVERIFY(2 * predecessors * stride > legal); // most positions have an internal move
    };
    if (!key.hasPiece(White) && !key.hasPiece(Black))
        compare(FixedSliceKey<NoPieceType, NoPieceType>(key));
    else if (key.piece[White] == Queen && !key.hasPiece(Black))
        compare(FixedSliceKey<Queen, NoPieceType>(key));
    else if (key.piece[Black] == Queen && !key.hasPiece(White))
        compare(FixedSliceKey<NoPieceType, Queen>(key));
    else
        QFAIL("no FixedSliceKey for this row's pieces");
}

QTEST_GUILESS_MAIN(TestSliceMoves)
#include "tst_slicemoves.moc"
