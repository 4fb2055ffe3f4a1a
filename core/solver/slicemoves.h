// Moves of slice positions: legal moves forward (every move, with the slice
// and position it leads to) and the king and piece moves backward inside a
// slice (what retrograde analysis needs).
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

// What isLegal(), countInternalMoves() and forEachMove() each start from:
// the occupied squares and the squares the side to move's piece attacks
// (none without one). The forward pass works it out once a position and
// hands it to all three, which otherwise look the piece's lines up a
// second and a third time.
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

// The number of legal king and piece moves without capture of a legal
// position (the moves that stay in the slice), worked out on bitboards:
//  - the king goes where no enemy man attacks (the enemy piece's lines
//    drawn without our king, which could otherwise hide a square behind it);
//  - a pawn check leaves the piece no move that stays (only a capture helps),
//    a knight's check likewise;
//  - an enemy slider lined up with our king, with nothing between them but
//    perhaps our piece, keeps the piece on the squares between (block or
//    stay pinned; taking the slider is a capture).
template <class Key> int countInternalMoves(const Key &k, const SliceState &s, const MoverView &v) {
    const Color us = s.sideToMove, them = ~us;
    const Bitboard occ = v.occupied;
    const Square king = s.king[us];
    const Bitboard withoutKing = occ & ~squareBB(king);
    Bitboard attacked = pawnAttacks(them, k.pawns[them]) | kingAttacks(s.king[them]);
    if (k.hasPiece(them)) attacked |= k.pieceAttacksOf(them, s.piece[them], withoutKing);
    int count = popCount(kingAttacks(king) & ~occ & ~attacked);
    if (!k.hasPiece(us)) return count;
    if (pawnAttacks(us, king) & k.pawns[them]) return count;
    const Square from = s.piece[us];
    Bitboard targets = v.pieceAttacks & ~occ;
    if (k.hasPiece(them)) {
        const PieceType enemy = k.piece[them];
        const Square at = s.piece[them];
        if (enemy == Knight) {
            if (knightAttacks(at) & squareBB(king)) return count;
        } else if (k.pieceAttacksOf(them, at, 0) & squareBB(king)) {
            const Bitboard line = between(at, king);
            if (!(line & occ & ~squareBB(from))) targets &= line;
        }
    }
    return count + popCount(targets);
}

template <class Key> int countInternalMoves(const Key &k, const SliceState &s) {
    return countInternalMoves(k, s, moverView(k, s));
}

// Calls f(const SliceChild &) for every legal move of a legal position;
// enPassant is the square a pawn may take on (NoSquare: none). ExitsOnly:
// only the moves that leave the slice (pawn moves and captures), for a
// caller that counts the others with countInternalMoves().
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
    const auto reset = [&] {
        c.key = key;
        c.state = s;
        c.internal = false;
        c.outOfScope = false;
        c.enPassant = NoSquare;
        c.tookPiece = false;
    };
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
            offer(childOcc);
        }
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

// Calls f(index) for every legal position of the same slice from which the
// side not to move in s reaches s by a king or piece move without capture.
// A predecessor is legal when the side to move in s is not in check there;
// the checks are worked out once for s instead of once a predecessor (the
// backward pass calls this for every decided position):
//  - the mover's pawns do not move: a pawn check in s leaves no predecessor;
//  - a piece coming from `from` checks when `from` sees the king with `to`
//    empty (a slider's line runs between, never through, its own square);
//  - a king coming from `from` uncovers nothing: the piece (on its square in
//    s) checks in the predecessor when it sees the king with `to` empty and
//    `from` not between them.
template <class Key, class F> void forEachPredecessor(const Key &k, const SliceState &s, F &&f) {
    const Color mover = ~s.sideToMove, other = s.sideToMove;
    const Square otherKing = s.king[other];
    if (pawnAttacks(other, otherKing) & k.pawns[mover]) return;
    const Bitboard occ = occupancy(k, s);
    const bool hasPiece = k.hasPiece(mover);
    // King moves.
    {
        const Square to = s.king[mover];
        Bitboard froms = kingAttacks(to) & ~occ & ~kingAttacks(otherKing);
        if (hasPiece) {
            const Square at = s.piece[mover];
            if (k.pieceAttacksOf(mover, at, occ & ~squareBB(to)) & squareBB(otherKing))
                froms &= between(at, otherKing);
        }
        SliceState p = s;
        p.sideToMove = mover;
        while (froms) {
            p.king[mover] = popLsb(froms);
            f(p.index(k));
        }
    }
    if (!hasPiece) return;
    // Piece moves.
    const Square to = s.piece[mover];
    const Bitboard checks = k.pieceAttacksOf(mover, otherKing, occ & ~squareBB(to));
    Bitboard froms = k.pieceAttacksOf(mover, to, occ) & ~occ & ~checks;
    SliceState p = s;
    p.sideToMove = mover;
    while (froms) {
        p.piece[mover] = popLsb(froms);
        f(p.index(k));
    }
}

} // namespace slicemoves

} // namespace rampart
