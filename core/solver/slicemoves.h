// Moves of slice positions: legal moves forward (every move, with the slice
// and position it leads to), one position at a time. The solve's own loops
// take 64 positions at once (sliceplanes.h, sliceexits.h); these are what
// they are checked against, and what the DTM search, moves() and verify()
// use.
//
// A slice position is legal when every man has a square of its own, the
// kings are not adjacent and the side not to move is not in check. En
// passant is not part of the state: a double push that can be answered by
// an en passant capture carries the passed square in SliceChild::enPassant.
#pragma once

#include <cstdint>
#include <utility>

#include "chess/bitboard.h"
#include "chess/move.h"

#include "solver/slicekey.h"

namespace rampart {

struct SliceChild {
    Move move;
    // A king or piece move without capture: the position is in the same slice.
    bool internal = false;
    // A promotion that gives the side its second piece: outside the solver's
    // scope: key and state hold the position without the new piece, which
    // stands on move.to() (answered by the tables when at most four men
    // remain, else valued by an assumption).
    bool outOfScope = false;
    SliceKey key;
    SliceState state;
    Square enPassant = NoSquare; // after a double push an enemy pawn can take
    bool tookPiece = false;      // the move took the enemy's piece (Q, R, B or N)

    // Back to the position before any move: k and s, nothing taken.
    void reset(const SliceKey &k, const SliceState &s) {
        key = k;
        state = s;
        internal = false;
        outOfScope = false;
        enPassant = NoSquare;
        tookPiece = false;
    }
};

namespace slicemoves {

// Key: SliceKey, or a FixedSliceKey (the piece types fixed at compile time).
template <class Key> Bitboard occupancy(const Key &k, const SliceState &s) {
    Bitboard b =
        k.pawns[White] | k.pawns[Black] | squareBB(s.king[White]) | squareBB(s.king[Black]);
    for (const Color c : {White, Black})
        if (k.hasPiece(c)) b |= squareBB(s.piece[c]);
    return b;
}

// Whether colour `by` attacks square s.
template <class Key>
bool attackedBy(Square s, Color by, const Key &k, const SliceState &st, Bitboard occupied) {
    if (pawnAttacks(~by, s) & k.pawns[by]) return true;
    if (kingAttacks(s) & squareBB(st.king[by])) return true;
    return k.hasPiece(by) && (k.pieceAttacksOf(by, st.piece[by], occupied) & squareBB(s));
}

// What isLegal() and forEachMove() each start from: the occupied squares
// and the squares the side to move's piece attacks (none without one),
// worked out once a position for both.
struct MoverView {
    Bitboard occupied = 0;
    Bitboard pieceAttacks = 0;
};

template <class Key> MoverView moverView(const Key &k, const SliceState &s) {
    MoverView v;
    v.occupied = occupancy(k, s);
    const Color us = s.sideToMove;
    if (k.hasPiece(us)) v.pieceAttacks = k.pieceAttacksOf(us, s.piece[us], v.occupied);
    return v;
}

// Every man on a square of its own, the kings not side by side.
template <class Key> bool menApart(const Key &k, const SliceState &s) {
    Bitboard seen = k.pawns[White] | k.pawns[Black];
    const auto place = [&](Square sq) {
        if (sq >= SquareCount || (seen & squareBB(sq))) return false;
        seen |= squareBB(sq);
        return true;
    };
    if (!place(s.king[White]) || !place(s.king[Black])) return false;
    for (const Color c : {White, Black})
        if (k.hasPiece(c) && !place(s.piece[c])) return false;
    return !(kingAttacks(s.king[White]) & squareBB(s.king[Black]));
}

// With the men apart: the side not to move is not in check (v: moverView()).
template <class Key> bool idleKingSafe(const Key &k, const SliceState &s, const MoverView &v) {
    const Color idle = ~s.sideToMove;
    const Square king = s.king[idle];
    return !(pawnAttacks(idle, king) & k.pawns[s.sideToMove]) && !(v.pieceAttacks & squareBB(king));
}

template <class Key> bool isLegal(const Key &k, const SliceState &s) {
    return menApart(k, s) && idleKingSafe(k, s, moverView(k, s));
}

// Calls f() with c made each promotion of the pawn from `from` on `to`, in
// the order Q, R, B, N: c holds the child before it (the pawn taken off,
// what it took removed). A side that has a piece already gets its second,
// outside the scope: c then holds the position without the new piece.
template <class F> void forEachPromotion(SliceChild &c, Color us, Square from, Square to, F &&f) {
    const SliceKey base = c.key;
    const SliceState baseState = c.state;
    for (const PieceType t : {Queen, Rook, Bishop, Knight}) {
        c.key = base;
        c.state = baseState;
        c.move = Move(from, to, t);
        c.outOfScope = base.hasPiece(us);
        if (!c.outOfScope) {
            c.key.piece[us] = t;
            c.state.piece[us] = to;
        }
        f();
    }
}

// Calls f(const SliceChild &) for every legal move of a legal position;
// enPassant is the square a pawn may take on (NoSquare: none). ExitsOnly:
// only the moves that leave the slice (pawn moves and captures).
template <bool ExitsOnly = false, class Key, class F>
void forEachMove(const Key &k, const SliceState &s, Square enPassant, const MoverView &v, F &&f) {
    const Color us = s.sideToMove, them = ~us;
    const Bitboard occ = v.occupied;
    Bitboard own = k.pawns[us] | squareBB(s.king[us]);
    if (k.hasPiece(us)) own |= squareBB(s.piece[us]);
    const SliceKey key = sliceKeyOf(k);
    SliceChild c;
    // c.key/c.state already hold the move's result; captures at `to` removed.
    // Only the enemy's men decide whether our king stands in check, so an
    // out-of-scope promotion is tested like any other move. Their piece is
    // k's (its type a constant for a FixedSliceKey) unless the move took it.
    Key enemyMen = k;
    const auto offer = [&](Bitboard childOcc) {
        c.state.sideToMove = them;
        enemyMen.pawns[them] = c.key.pawns[them];
        if (c.tookPiece ? attackedBy(c.state.king[us], them, c.key, c.state, childOcc)
                        : attackedBy(c.state.king[us], them, enemyMen, c.state, childOcc))
            return;
        f(static_cast<const SliceChild &>(c));
    };
    const auto capture = [&](Square to) {
        if (k.pawns[them] & squareBB(to)) {
            c.key.pawns[them] &= ~squareBB(to);
            return true;
        }
        if (k.hasPiece(them) && s.piece[them] == to) {
            c.key.piece[them] = NoPieceType;
            c.state.piece[them] = NoSquare;
            c.tookPiece = true;
            return true;
        }
        return false;
    };
    const auto reset = [&] { c.reset(key, s); };
    // King and piece moves.
    for (int who = 0; who < 2; ++who) {
        if (who == 1 && !k.hasPiece(us)) break;
        const Square from = who == 0 ? s.king[us] : s.piece[us];
        Bitboard targets = (who == 0 ? kingAttacks(from) : v.pieceAttacks) & ~own;
        if constexpr (ExitsOnly) targets &= occ;
        while (targets) {
            const Square to = popLsb(targets);
            reset();
            c.move = Move(from, to);
            (who == 0 ? c.state.king[us] : c.state.piece[us]) = to;
            c.internal = !capture(to);
            offer((occ & ~squareBB(from)) | squareBB(to));
        }
    }
    // Pawn moves.
    const int up = us == White ? 8 : -8;
    Bitboard pawns = k.pawns[us];
    const auto pawnMove = [&](Square from, Square to, Bitboard childOcc) {
        c.key.pawns[us] &= ~squareBB(from);
        if (relativeRank(us, to) != 7) {
            c.key.pawns[us] |= squareBB(to);
            c.move = Move(from, to);
            offer(childOcc);
            return;
        }
        forEachPromotion(c, us, from, to, [&] { offer(childOcc); });
    };
    while (pawns) {
        const Square from = popLsb(pawns);
        const Square push = Square(from + up);
        if (!(occ & squareBB(push))) {
            reset();
            pawnMove(from, push, (occ & ~squareBB(from)) | squareBB(push));
            const Square dbl = Square(push + up);
            if (relativeRank(us, from) == 1 && !(occ & squareBB(dbl))) {
                reset();
                if (pawnAttacks(us, push) & k.pawns[them]) c.enPassant = push;
                pawnMove(from, dbl, (occ & ~squareBB(from)) | squareBB(dbl));
            }
        }
        Bitboard hits = pawnAttacks(us, from);
        Bitboard victims = k.pawns[them];
        if (k.hasPiece(them)) victims |= squareBB(s.piece[them]);
        Bitboard targets = hits & victims;
        while (targets) {
            const Square to = popLsb(targets);
            reset();
            capture(to);
            pawnMove(from, to, (occ & ~squareBB(from)) | squareBB(to));
        }
        if (enPassant != NoSquare && (hits & squareBB(enPassant))) {
            const Square taken = Square(enPassant - up);
            reset();
            c.key.pawns[them] &= ~squareBB(taken);
            pawnMove(from, enPassant,
                     (occ & ~squareBB(from) & ~squareBB(taken)) | squareBB(enPassant));
        }
    }
}

template <bool ExitsOnly = false, class Key, class F>
void forEachMove(const Key &k, const SliceState &s, Square enPassant, F &&f) {
    forEachMove<ExitsOnly>(k, s, enPassant, moverView(k, s), std::forward<F>(f));
}

} // namespace slicemoves

} // namespace rampart
