#include "support/dtmtable.h"

#include <array>

#include "tables/kingtriangle.h"
#include "tables/kpkbitbase.h"

namespace rampart {

namespace {

constexpr int PawnlessHalf = 10 * 64 * 64;
constexpr int KpkHalf = KpkBitbase::HalfSize;

// Every square next to some square of s (a king step away), including
// squares of s that have a neighbour in s. (kingAttacksOf() drops s itself.)
constexpr Bitboard neighbours(Bitboard s) {
    const Bitboard sideways = east(s) | west(s);
    const Bitboard row = s | sideways;
    return sideways | north(row) | south(row);
}

// The working state of a level-by-level build. An entry fixes the strong
// king and the strong piece (queen/rook square, or pawn index); each set holds
// the weak-king squares of that entry.
struct Frame {
    explicit Frame(int n)
        : legalWhite(std::size_t(n))
        , legalBlack(std::size_t(n))
        , safe(std::size_t(n))
        , hasMove(std::size_t(n))
        , check(std::size_t(n))
        , wonSoFar(std::size_t(n))
        , lostSoFar(std::size_t(n))
        , won(std::size_t(n))
        , lost(std::size_t(n))
        , base(std::size_t(n), -1) {}

    // Black-to-move positions lost at this level: with mates, the
    // checkmates; otherwise every position not lost yet in which Black has a
    // move and every move reaches a White-to-move win found so far. Those
    // wins are all at most one ply shorter, and at least one is exactly one
    // ply shorter (or the position would have been lost at an earlier
    // level), so the new value is exact.
    bool blackStep(bool mates) {
        bool any = false;
        for (std::size_t e = 0; e < lost.size(); ++e) {
            Bitboard l;
            if (mates)
                l = legalBlack[e] & check[e] & ~hasMove[e];
            else
                l = legalBlack[e] & ~lostSoFar[e] & hasMove[e] &
                    ~neighbours(safe[e] & ~wonSoFar[e]);
            lost[e] = l;
            lostSoFar[e] |= l;
            any |= l != 0;
        }
        return any;
    }

    // Stores a level into the byte table (entries without a base index are
    // the non-canonical strong-king squares of the pawnless tables).
    void write(std::vector<std::uint8_t> &values, const std::vector<Bitboard> &level,
               std::size_t half, int ply) const {
        for (std::size_t e = 0; e < level.size(); ++e) {
            if (base[e] < 0) continue;
            for (Bitboard b = level[e]; b;)
                values[half + std::size_t(base[e] + popLsb(b))] = std::uint8_t(ply + 1);
        }
    }

    // Legal positions start as draws, the rest as illegal.
    void initialise(std::vector<std::uint8_t> &values, int halfSize) const {
        for (std::size_t e = 0; e < legalWhite.size(); ++e) {
            if (base[e] < 0) continue;
            for (int bk = 0; bk < 64; ++bk) {
                const std::size_t i = std::size_t(base[e] + bk);
                values[i] = (legalWhite[e] >> bk) & 1 ? DtmTable::Draw : DtmTable::Illegal;
                values[std::size_t(halfSize) + i] =
                    (legalBlack[e] >> bk) & 1 ? DtmTable::Draw : DtmTable::Illegal;
            }
        }
    }

    std::vector<Bitboard> legalWhite; // White to move: kings apart, Black not in check
    std::vector<Bitboard> legalBlack; // Black to move: kings apart
    std::vector<Bitboard> safe;       // squares the black king may step to
    std::vector<Bitboard> hasMove;    // black king squares next to a safe square
    std::vector<Bitboard> check;      // black king squares in check
    std::vector<Bitboard> wonSoFar, lostSoFar;
    std::vector<Bitboard> won, lost; // the newest level
    std::vector<int> base;           // byte index of weak king a1, or -1
};

} // namespace

Square DtmTable::transform(Square s, int t) {
    int x = s;
    if (t & 1) x ^= 7;
    if (t & 2) x ^= 56;
    if (t & 4) x = ((x & 7) << 3) | (x >> 3);
    return Square(x);
}

int DtmTable::pawnlessTransform(Square strongKing) {
    int t = 0;
    int s = strongKing;
    if ((s & 7) > 3) {
        t |= 1;
        s ^= 7;
    }
    if ((s >> 3) > 3) {
        t |= 2;
        s ^= 56;
    }
    if ((s >> 3) > (s & 7)) t |= 4;
    return t;
}

int DtmTable::indexOf(Square strongKing, Square piece, Square weakKing) const {
    if (strongKing == piece || strongKing == weakKing || piece == weakKing) return -1;
    if (m_id == TableId::KPK) {
        const int rank = rankOf(piece);
        if (rank < 1 || rank > 6) return -1;
        if (fileOf(piece) >= 4) {
            strongKing = mirrorFile(strongKing);
            piece = mirrorFile(piece);
            weakKing = mirrorFile(weakKing);
        }
        return KpkBitbase::index(strongKing, piece, weakKing);
    }
    const int t = pawnlessTransform(strongKing);
    return (TriangleIndex[transform(strongKing, t)] * 64 + transform(piece, t)) * 64 +
           transform(weakKing, t);
}

void DtmTable::squaresOf(int halfIndex, Square &strongKing, Square &piece, Square &weakKing) const {
    weakKing = Square(halfIndex & 63);
    strongKing = Square((halfIndex >> 6) & 63);
    if (m_id == TableId::KPK) {
        piece = KpkBitbase::pawnSquare(halfIndex >> 12);
    } else {
        piece = strongKing;
        strongKing = TriangleSquares[std::size_t(halfIndex >> 12)];
    }
}

DtmTable DtmTable::buildPawnless(TableId id) {
    const PieceType pieceType = tablePiece(id);
    DtmTable table;
    table.m_id = id;
    table.m_halfSize = PawnlessHalf;
    table.m_values.assign(2 * std::size_t(PawnlessHalf), Illegal);

    // The build runs on the full board (entry = strong king * 64 + piece) so
    // that no move needs normalising; only canonical strong-king squares are
    // written out.
    Frame f(64 * 64);
    std::vector<Bitboard> pieceMoves(64 * 64);
    for (int wk = 0; wk < 64; ++wk) {
        for (int q = 0; q < 64; ++q) {
            const std::size_t e = std::size_t(wk * 64 + q);
            if (TriangleIndex[std::size_t(wk)] >= 0)
                f.base[e] = (TriangleIndex[std::size_t(wk)] * 64 + q) * 64;
            if (wk == q) continue;
            const Bitboard kingBB = squareBB(Square(wk));
            const Bitboard att = pieceAttacks(pieceType, Square(q), kingBB);
            f.legalBlack[e] = ~(kingBB | squareBB(Square(q)) | kingAttacks(Square(wk)));
            f.legalWhite[e] = f.legalBlack[e] & ~att;
            f.safe[e] = ~(kingAttacks(Square(wk)) | att | kingBB);
            f.hasMove[e] = neighbours(f.safe[e]);
            f.check[e] = att;
            pieceMoves[e] = att & ~kingBB;
        }
    }
    f.initialise(table.m_values, PawnlessHalf);

    const std::size_t blackHalf = std::size_t(PawnlessHalf);
    f.blackStep(true);
    f.write(table.m_values, f.lost, blackHalf, 0);
    for (int ply = 1;; ply += 2) {
        // White wins in `ply` plies: some move reaches a loss in ply - 1.
        bool anyWon = false;
        for (int wk = 0; wk < 64; ++wk) {
            const Bitboard kingMoves = kingAttacks(Square(wk));
            for (int q = 0; q < 64; ++q) {
                const std::size_t e = std::size_t(wk * 64 + q);
                if (!f.legalWhite[e]) {
                    f.won[e] = 0;
                    continue;
                }
                Bitboard reach = 0;
                for (Bitboard to = kingMoves & ~squareBB(Square(q)); to;)
                    reach |= f.lost[std::size_t(popLsb(to) * 64 + q)];
                for (Bitboard to = pieceMoves[e]; to;) {
                    const Square s = popLsb(to);
                    // The black king may not stand between (it would block).
                    reach |= f.lost[std::size_t(wk * 64 + s)] & ~between(Square(q), s);
                }
                const Bitboard w = reach & f.legalWhite[e] & ~f.wonSoFar[e];
                f.won[e] = w;
                f.wonSoFar[e] |= w;
                anyWon |= w != 0;
            }
        }
        f.write(table.m_values, f.won, 0, ply);
        const bool anyLost = f.blackStep(false);
        f.write(table.m_values, f.lost, blackHalf, ply + 1);
        if (anyWon) table.m_maxPlies = ply;
        if (anyLost) table.m_maxPlies = ply + 1;
        if (!anyWon && !anyLost) break;
    }
    return table;
}

DtmTable DtmTable::buildKpk(const DtmTable &kqk, const DtmTable &krk) {
    DtmTable table;
    table.m_id = TableId::KPK;
    table.m_halfSize = KpkHalf;
    table.m_values.assign(2 * std::size_t(KpkHalf), Illegal);

    // Promotions: for each promotion square a8-d8, strong king and number of
    // plies, the weak-king squares where Black to move is mated in exactly
    // that many plies after a queen or a rook appears there.
    const int childPlies = std::max(kqk.maxPlies(), krk.maxPlies());
    const std::size_t levels = std::size_t(childPlies + 1);
    std::vector<Bitboard> promotion(4 * 64 * levels);
    auto promotionAt = [&](int file, int wk, int ply) -> Bitboard & {
        return promotion[(std::size_t(file * 64 + wk)) * levels + std::size_t(ply)];
    };
    for (const DtmTable *child : {&kqk, &krk}) {
        for (int file = 0; file < 4; ++file) {
            const Square q = makeSquare(file, 7);
            for (int wk = 0; wk < 64; ++wk) {
                for (int bk = 0; bk < 64; ++bk) {
                    const std::uint8_t v = child->value(Square(wk), q, Square(bk), Black);
                    if (v != Draw && v != Illegal)
                        promotionAt(file, wk, v - 1) |= squareBB(Square(bk));
                }
            }
        }
    }

    Frame f(KpkBitbase::PawnSquares * 64);
    for (int pi = 0; pi < KpkBitbase::PawnSquares; ++pi) {
        const Square p = KpkBitbase::pawnSquare(pi);
        const Bitboard pawnAtt = pawnAttacks(White, p);
        for (int wk = 0; wk < 64; ++wk) {
            const std::size_t e = std::size_t(pi * 64 + wk);
            f.base[e] = int(e) * 64;
            if (wk == p) continue;
            const Bitboard kingBB = squareBB(Square(wk));
            f.legalBlack[e] = ~(kingBB | squareBB(p) | kingAttacks(Square(wk)));
            f.legalWhite[e] = f.legalBlack[e] & ~pawnAtt;
            // The pawn's square is safe exactly when the king does not guard it.
            f.safe[e] = ~(kingAttacks(Square(wk)) | pawnAtt | kingBB);
            f.hasMove[e] = neighbours(f.safe[e]);
            f.check[e] = pawnAtt;
        }
    }
    f.initialise(table.m_values, KpkHalf);

    const std::size_t blackHalf = std::size_t(KpkHalf);
    f.blackStep(true); // no KPK position is mate, but let the rules say so
    f.write(table.m_values, f.lost, blackHalf, 0);
    for (int ply = 1;; ply += 2) {
        bool anyWon = false;
        for (int pi = 0; pi < KpkBitbase::PawnSquares; ++pi) {
            const Square p = KpkBitbase::pawnSquare(pi);
            const Square stop = Square(p + 8);
            const int rank = rankOf(p);
            for (int wk = 0; wk < 64; ++wk) {
                const std::size_t e = std::size_t(pi * 64 + wk);
                if (!f.legalWhite[e]) {
                    f.won[e] = 0;
                    continue;
                }
                Bitboard reach = 0;
                for (Bitboard to = kingAttacks(Square(wk)) & ~squareBB(p); to;)
                    reach |= f.lost[std::size_t(pi * 64 + popLsb(to))];
                if (wk != stop) {
                    if (rank == 6) {
                        // Promotion: the child's loss must be exactly ply - 1.
                        // Bishop and knight promotions draw and add nothing.
                        if (ply - 1 <= childPlies) reach |= promotionAt(fileOf(p), wk, ply - 1);
                    } else {
                        // The child excludes a black king on its pawn square.
                        reach |= f.lost[std::size_t(KpkBitbase::pawnIndex(stop) * 64 + wk)];
                        const Square twoAhead = Square(p + 16);
                        if (rank == 1 && wk != twoAhead)
                            reach |=
                                f.lost[std::size_t(KpkBitbase::pawnIndex(twoAhead) * 64 + wk)] &
                                ~squareBB(stop);
                    }
                }
                const Bitboard w = reach & f.legalWhite[e] & ~f.wonSoFar[e];
                f.won[e] = w;
                f.wonSoFar[e] |= w;
                anyWon |= w != 0;
            }
        }
        f.write(table.m_values, f.won, 0, ply);
        const bool anyLost = f.blackStep(false);
        f.write(table.m_values, f.lost, blackHalf, ply + 1);
        if (anyWon) table.m_maxPlies = ply;
        if (anyLost) table.m_maxPlies = ply + 1;
        // Promotions can feed new wins after a quiet level, so go on until the
        // child tables are exhausted too.
        if (!anyWon && !anyLost && ply > childPlies) break;
    }
    return table;
}

} // namespace rampart
