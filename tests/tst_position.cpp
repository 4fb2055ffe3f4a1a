// Position: make/unmake, Zobrist keys, game state, transforms, bitboard helpers.
#include <QTest>

#include "chess/fen.h"
#include "chess/notation.h"

using namespace rampart;

Q_DECLARE_METATYPE(rampart::GameStatus)

class TestPosition : public QObject {
    Q_OBJECT
private slots:
    void bitboardHelpers();
    void sliderAttacksMatchARayWalk(); // and the portable popCount
    void incrementalKeyMatchesFreshKey();
    void status_data();
    void status();
    void threefoldRepetition();
    void fiftyMoveRule();
    void enPassantOnlyHashedWhenCapturable();
    void colorFlipAndMirror();
    void castlingRightsLostByRookCapture();
    void checksAndMatesMatchTheMoveList();
};

static Position at(const char *fen) {
    return *parseFen(fen).position;
}

void TestPosition::bitboardHelpers() {
    QCOMPARE(kingDistance(A1, H8), 7);
    QCOMPARE(kingDistance(E4, F6), 2);
    QCOMPARE(frontSpan(White, squareBB(E4)),
             squareBB(E5) | squareBB(E6) | squareBB(E7) | squareBB(E8));
    QCOMPARE(frontSpan(Black, squareBB(E4)), squareBB(E3) | squareBB(E2) | squareBB(E1));
    QCOMPARE(attackSpan(White, squareBB(A6)), squareBB(B7) | squareBB(B8));
    QCOMPARE(pawnAttacks(White, squareBB(H2)), squareBB(G3));
    QCOMPARE(pawnAttacks(Black, squareBB(A7)), squareBB(B6));
    QCOMPARE(popCount(kingAttacks(E4)), 8);
    QCOMPARE(popCount(knightAttacks(A1)), 2);
    QCOMPARE(rookAttacks(D4, squareBB(D6) | squareBB(F4)) & squareBB(D7), Bitboard(0));
    QVERIFY(rookAttacks(D4, squareBB(D6)) & squareBB(D6));
    QCOMPARE(flipVertical(squareBB(C2)), squareBB(C7));
    QCOMPARE(mirrorHorizontal(squareBB(C2)), squareBB(F2));
    QCOMPARE(popCount(between(A1, H8)), 6);
    QCOMPARE(between(A1, B3), Bitboard(0));
}

// The attacks of a slider walked square by square, the way a player counts
// them: the reference for the lookup tables of bitboard.h.
static Bitboard walkedAttacks(Square from, Bitboard occupied, bool diagonal) {
    static constexpr int rookSteps[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    static constexpr int bishopSteps[4][2] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
    Bitboard attacks = 0;
    for (const auto &step : diagonal ? bishopSteps : rookSteps) {
        int file = fileOf(from) + step[0], rank = rankOf(from) + step[1];
        while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
            const Square s = makeSquare(file, rank);
            attacks |= squareBB(s);
            if (occupied & squareBB(s)) break;
            file += step[0];
            rank += step[1];
        }
    }
    return attacks;
}

void TestPosition::sliderAttacksMatchARayWalk() {
    // Every square, the empty and the full board, and boards from sparse to
    // dense (a fixed xorshift sequence, the slider's own square set or not).
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    const auto next = [&state] {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    };
    int checked = 0;
    for (int sq = 0; sq < 64; ++sq) {
        const Square from = Square(sq);
        std::vector<Bitboard> boards{0, AllSquares, squareBB(from)};
        for (int i = 0; i < 600; ++i) {
            const Bitboard a = next(), b = next(), c = next();
            boards.push_back(i % 3 == 0 ? a & b & c : i % 3 == 1 ? a & b : a);
        }
        for (const Bitboard occupied : boards) {
            const Bitboard rook = walkedAttacks(from, occupied, false);
            const Bitboard bishop = walkedAttacks(from, occupied, true);
            if (popCountByShifts(occupied) != std::popcount(occupied))
                QFAIL(qPrintable(QStringLiteral("board %1: %2 squares counted, %3 set")
                                     .arg(occupied, 16, 16, QLatin1Char('0'))
                                     .arg(popCountByShifts(occupied))
                                     .arg(std::popcount(occupied))));
            if (rookAttacks(from, occupied) != rook || bishopAttacks(from, occupied) != bishop ||
                queenAttacks(from, occupied) != (rook | bishop))
                QFAIL(qPrintable(QStringLiteral("slider on square %1, board %2: attacks differ")
                                     .arg(sq)
                                     .arg(occupied, 16, 16, QLatin1Char('0'))));
            ++checked;
        }
    }
    QCOMPARE(checked, 64 * 603);
}

void TestPosition::incrementalKeyMatchesFreshKey() {
    // Walk a few plies of every kind of move; after each make the key equals
    // the key of the same position read from its FEN.
    Position pos = at("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
    std::uint32_t state = 7;
    for (int ply = 0; ply < 200; ++ply) {
        const MoveList moves = pos.legalMoves();
        if (moves.empty()) break;
        state = state * 1103515245u + 12345u;
        const Move m = moves[int((state >> 16) % unsigned(moves.size()))];
        const Position before = pos;
        const UndoInfo undo = pos.makeMove(m);
        QCOMPARE(pos.key(), parseFen(toFen(pos)).position->key());
        pos.unmakeMove(m, undo);
        QVERIFY(pos == before);
        QCOMPARE(pos.key(), before.key());
        pos.makeMove(m);
    }
}

void TestPosition::status_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<GameStatus>("status");
    QTest::newRow("ongoing") << QStringLiteral("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1")
                             << GameStatus::Ongoing;
    QTest::newRow("checkmate") << QStringLiteral("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")
                               << GameStatus::Checkmate;
    QTest::newRow("stalemate") << QStringLiteral("7k/8/6QK/8/8/8/8/8 b - - 0 1")
                               << GameStatus::Stalemate;
    QTest::newRow("pawn-stalemate")
        << QStringLiteral("k7/P7/K7/8/8/8/8/8 b - - 0 1") << GameStatus::Stalemate;
    QTest::newRow("bare-kings") << QStringLiteral("8/8/8/4k3/8/8/8/K7 w - - 0 1")
                                << GameStatus::InsufficientMaterial;
    QTest::newRow("king-and-knight")
        << QStringLiteral("8/8/8/4k3/8/8/8/KN6 w - - 0 1") << GameStatus::InsufficientMaterial;
    QTest::newRow("same-coloured-bishops")
        << QStringLiteral("8/8/8/4k3/8/8/2b5/KB6 w - - 0 1") << GameStatus::InsufficientMaterial;
    QTest::newRow("opposite-coloured-bishops")
        << QStringLiteral("8/8/8/4k3/8/8/1b6/KB6 w - - 0 1") << GameStatus::Ongoing;
    QTest::newRow("two-knights-can-mate")
        << QStringLiteral("8/8/8/4k3/8/8/8/KNN5 w - - 0 1") << GameStatus::Ongoing;
    QTest::newRow("fifty-moves") << QStringLiteral("8/8/8/4k3/8/8/8/KR6 w - - 100 80")
                                 << GameStatus::FiftyMoveRule;
    QTest::newRow("mate-beats-fifty-moves")
        << QStringLiteral("7k/6Q1/6K1/8/8/8/8/8 b - - 100 80") << GameStatus::Checkmate;
}

void TestPosition::status() {
    QFETCH(QString, fen);
    QFETCH(GameStatus, status);
    QCOMPARE(at(fen.toLatin1().constData()).status(), status);
}

void TestPosition::threefoldRepetition() {
    Position pos = at("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
    int repeats = 0;
    for (int i = 0; i < 2; ++i) {
        for (const char *san : {"Kb1", "Kb7", "Ka1", "Ka7"}) {
            QCOMPARE(pos.status(), GameStatus::Ongoing);
            pos.makeMove(parseSanMove(pos, san).move);
        }
        repeats = pos.repetitionCount();
    }
    QCOMPARE(repeats, 2);
    QCOMPARE(pos.status(), GameStatus::ThreefoldRepetition);
}

void TestPosition::fiftyMoveRule() {
    Position pos = at("8/8/8/4k3/8/8/8/KR6 w - - 99 80");
    QCOMPARE(pos.status(), GameStatus::Ongoing);
    pos.makeMove(parseSanMove(pos, "Rb2").move);
    QCOMPARE(pos.status(), GameStatus::FiftyMoveRule);
}

void TestPosition::enPassantOnlyHashedWhenCapturable() {
    // After e2-e4 with no black pawn beside it, the ep square cannot matter.
    Position a = at("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    a.makeMove(parseSanMove(a, "e4").move);
    const Position b = at("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    QCOMPARE(a.key(), b.key());
    // With a black pawn on d4 it does.
    Position c = at("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    c.makeMove(parseSanMove(c, "e4").move);
    QVERIFY(c.key() != at("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1").key());
    QCOMPARE(c.key(), at("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").key());
    // Changing the side to move updates the key in place, the en passant part
    // with it: White cannot take on e3, so it drops out of the key, and
    // comes back with Black to move.
    Position d = c;
    d.setSideToMove(White);
    QCOMPARE(d.key(), at("4k3/8/8/8/3pP3/8/8/4K3 w - - 0 1").key());
    d.setSideToMove(Black);
    QCOMPARE(d.key(), c.key());
}

void TestPosition::colorFlipAndMirror() {
    const Position pos = at("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
    const Position flipped = pos.colorFlipped();
    QCOMPARE(QString::fromStdString(toFen(flipped)),
             QStringLiteral("k7/8/8/p2p1p2/P2p1P2/3P4/K7/8 b - - 0 1"));
    QVERIFY(flipped.colorFlipped() == pos);
    QCOMPARE(flipped.legalMoves().size(), pos.legalMoves().size());
    const Position mirrored = pos.fileMirrored();
    QCOMPARE(QString::fromStdString(toFen(mirrored)),
             QStringLiteral("8/7k/4p3/2p1P2p/2P1P2P/8/8/7K w - - 0 1"));
    QVERIFY(mirrored.fileMirrored() == pos);
}

void TestPosition::castlingRightsLostByRookCapture() {
    Position pos = at("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1");
    pos.makeMove(parseSanMove(pos, "Bxh1").move);
    QVERIFY(!pos.canCastle(WhiteKingSide));
    QVERIFY(pos.canCastle(WhiteQueenSide));
    QCOMPARE(pos.key(), parseFen(toFen(pos)).position->key());
}

void TestPosition::checksAndMatesMatchTheMoveList() {
    // generateLegalChecks(), hasLegalMove() and isCheckmate() work on
    // bitboards without playing moves; on random walks through positions
    // with every kind of check (discovered, by promotion, by en passant, by
    // castling) they agree with the legal move list played out one by one.
    const char *starts[] = {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "6k1/5ppp/8/8/8/8/5PPP/R3K2R w KQ - 0 1",
        "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1",
        "4k3/8/8/8/8/8/8/R3K2Q w Q - 0 1",
        "8/8/8/3k4/8/8/1Q6/4K3 w - - 0 1",
    };
    int positions = 0, checks = 0, mates = 0, stalemates = 0;
    std::uint32_t state = 11;
    const auto reference = [](const Position &p) { return p.legalMoves().empty(); };
    for (const char *fen : starts) {
        for (int walk = 0; walk < 8; ++walk) {
            Position pos = at(fen);
            for (int ply = 0; ply < 120; ++ply) {
                ++positions;
                const MoveList legal = pos.legalMoves();
                QCOMPARE(pos.hasLegalMove(), !legal.empty());
                QCOMPARE(pos.isCheckmate(), pos.inCheck() && legal.empty());
                QCOMPARE(pos.isStalemate(), !pos.inCheck() && legal.empty());
                if (legal.empty()) {
                    ++(pos.inCheck() ? mates : stalemates);
                    break;
                }
                MoveList expected, found;
                for (const Move m : legal) {
                    Position after = pos;
                    after.makeMove(m);
                    if (!after.inCheck()) continue;
                    expected.push(m);
                    // Every position in check: the mate test without the list.
                    QCOMPARE(after.isCheckmate(), reference(after));
                    QCOMPARE(after.hasLegalMove(), !reference(after));
                    if (reference(after)) ++mates;
                }
                pos.generateLegalChecks(found);
                QCOMPARE(found.size(), expected.size());
                for (const Move m : expected) QVERIFY2(found.contains(m), m.uci().c_str());
                checks += int(expected.size());
                state = state * 1103515245u + 12345u;
                pos.makeMove(legal[int((state >> 16) % unsigned(legal.size()))]);
            }
        }
    }
    // The walks met every case the tests are about.
    QVERIFY(positions > 3000);
    QVERIFY(checks > 2000);
    QVERIFY(mates > 50);
    // A double check: a man may take one checker or block one line, but
    // only the king may move, and here it cannot.
    const Position doubleCheck = at("4r1k1/8/8/8/Rb6/8/5P2/3QKB2 w - - 0 1");
    QVERIFY(doubleCheck.isCheckmate());
    QVERIFY(!doubleCheck.hasLegalMove());
}

QTEST_APPLESS_MAIN(TestPosition)
#include "tst_position.moc"
