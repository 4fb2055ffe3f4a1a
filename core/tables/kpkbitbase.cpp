#include "tables/kpkbitbase.h"

#include "chess/position.h"

namespace rampart {

KpkConfig normalizeKpk(Color pawnColor, Square strongKing, Square pawn, Square weakKing,
                       Color sideToMove) {
    KpkConfig c{strongKing, pawn, weakKing, sideToMove};
    if (pawnColor == Black) {
        // Colour flip: the board seen from Black's side; the pawn's side
        // becomes White.
        c.strongKing = flipRank(c.strongKing);
        c.pawn = flipRank(c.pawn);
        c.weakKing = flipRank(c.weakKing);
        c.sideToMove = ~sideToMove;
    }
    if (fileOf(c.pawn) >= 4) {
        c.strongKing = mirrorFile(c.strongKing);
        c.pawn = mirrorFile(c.pawn);
        c.weakKing = mirrorFile(c.weakKing);
    }
    return c;
}

namespace {

// Every square next to some square of s (a king step away), including
// squares of s that have a neighbour in s. (kingAttacksOf() drops s itself.)
constexpr Bitboard neighbours(Bitboard s) {
    const Bitboard sideways = east(s) | west(s);
    const Bitboard row = s | sideways;
    return sideways | north(row) | south(row);
}

// Weak-king squares (Black to move, just after White promoted on q with the
// strong king on wk) where the promotion wins: the new piece cannot be taken
// and Black is not stalemated by both the queen and the rook. A queen or
// rook that survives without stalemate always wins against a lone king; when
// the queen stalemates, the rook (which attacks a subset of the queen's
// squares) may not (the 2010 KPK table base article's underpromotion).
Bitboard promotionWins(Square q, Square wk) {
    if (wk == q) return 0;
    const Bitboard legal = ~(squareBB(wk) | squareBB(q) | kingAttacks(wk));
    const bool defended = (kingAttacks(wk) & squareBB(q)) != 0;
    const Bitboard safe = defended ? AllSquares : ~kingAttacks(q);
    Bitboard stalemated = AllSquares;
    for (PieceType piece : {Queen, Rook}) {
        const Bitboard att = pieceAttacks(piece, q, squareBB(wk));
        // q itself counts as covered: where the king is next to q, q is
        // defended (the safe mask removed the other cases).
        const Bitboard covered = kingAttacks(wk) | att | squareBB(wk) | squareBB(q);
        stalemated &= ~att & ~neighbours(~covered);
    }
    return legal & safe & ~stalemated;
}

} // namespace

KpkBitbase::KpkBitbase() {
    generate();
}

void KpkBitbase::generate() {
    auto &won = m_won;
    // Pawn moves are irreversible, so every pawn square can be solved
    // completely once the squares it advances to are: go from rank 7 down.
    // Inside one pawn square only king moves remain, iterated to a fixpoint.
    for (int rank = 6; rank >= 1; --rank) {
        for (int file = 0; file < 4; ++file) {
            const Square p = makeSquare(file, rank);
            const int pi = pawnIndex(p);
            const Bitboard pawnAtt = pawnAttacks(White, p);
            Bitboard legalBlack[64], legalWhite[64], safe[64], hasMove[64];
            Bitboard *const w = won[White][pi].data();
            Bitboard *const b = won[Black][pi].data();
            for (int k = 0; k < 64; ++k) {
                const Square wk = Square(k);
                if (wk == p) {
                    legalBlack[k] = legalWhite[k] = safe[k] = hasMove[k] = 0;
                    w[k] = b[k] = 0;
                    continue;
                }
                legalBlack[k] = ~(squareBB(wk) | squareBB(p) | kingAttacks(wk));
                legalWhite[k] = legalBlack[k] & ~pawnAtt;
                // Squares the weak king may step to; the pawn's square is
                // among them exactly when the strong king does not guard it.
                safe[k] = ~(kingAttacks(wk) | pawnAtt | squareBB(wk));
                hasMove[k] = neighbours(safe[k]);

                // Wins by a pawn move, into already solved pawn squares.
                const Square stop = Square(p + 8);
                Bitboard byPawn = 0;
                if (wk != stop) {
                    if (rank == 6) {
                        byPawn = promotionWins(stop, wk);
                    } else {
                        byPawn = won[Black][pawnIndex(stop)][k];
                        const Square twoAhead = Square(p + 16);
                        if (rank == 1 && wk != twoAhead)
                            byPawn |= won[Black][pawnIndex(twoAhead)][k] & ~squareBB(stop);
                    }
                }
                w[k] = legalWhite[k] & byPawn;
                b[k] = 0;
            }
            bool changed = true;
            while (changed) {
                changed = false;
                // Black loses where every move reaches a won White-to-move
                // configuration and there is a move at all (no stalemate).
                for (int k = 0; k < 64; ++k) {
                    const Bitboard escapes = safe[k] & ~w[k];
                    b[k] = legalBlack[k] & hasMove[k] & ~neighbours(escapes);
                }
                // White wins where some king move reaches a lost Black-to-move
                // configuration.
                for (int k = 0; k < 64; ++k) {
                    if (!legalWhite[k]) continue;
                    Bitboard reach = 0;
                    for (Bitboard to = kingAttacks(Square(k)) & ~squareBB(p); to;)
                        reach |= b[popLsb(to)];
                    const Bitboard next = w[k] | (reach & legalWhite[k]);
                    if (next != w[k]) {
                        w[k] = next;
                        changed = true;
                    }
                }
            }
        }
    }
}

bool KpkBitbase::isWin(const KpkConfig &c) const {
    const int pi = pawnIndex(c.pawn);
    if (pi < 0) return false;
    return (m_won[c.sideToMove][pi][c.strongKing] >> c.weakKing) & 1;
}

bool KpkBitbase::isWin(Color pawnColor, Square strongKing, Square pawn, Square weakKing,
                       Color sideToMove) const {
    if (relativeRank(pawnColor, pawn) < 1 || relativeRank(pawnColor, pawn) > 6) return false;
    return isWin(normalizeKpk(pawnColor, strongKing, pawn, weakKing, sideToMove));
}

bool KpkBitbase::probe(const Position &pos, bool &pawnSideWins) const {
    const Bitboard all = pos.pieces();
    const Bitboard pawns = pos.pieces(Pawn);
    if (popCount(all) != 3 || popCount(pawns) != 1 || popCount(pos.pieces(King)) != 2) return false;
    const Square pawn = lsb(pawns);
    const Color pawnColor = colorOf(pos.pieceOn(pawn));
    if (pos.count(White, King) != 1) return false;
    pawnSideWins = isWin(pawnColor, lsb(pos.pieces(pawnColor, King)), pawn,
                         lsb(pos.pieces(~pawnColor, King)), pos.sideToMove());
    return true;
}

} // namespace rampart
