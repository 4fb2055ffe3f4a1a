// The moves out of a slice (captures, pawn moves, promotions) of the 64
// positions of one plane at once (sliceplanes.h): the forward pass of the
// retrograde analysis (sliceretro.h) values them.
//
// Within a plane only the white king moves, so a pawn move is the same move
// from every white king square: its target must be free of the king, and
// whether the mover's king stands in check after it is a mask of white king
// squares (a slider's line through the white king is blocked there). Each
// exit is generated once a plane instead of once a position, with the white
// king squares it is a legal move from. The children are exactly those of
// slicemoves::forEachMove<true>() position by position (tst_slicemoves
// checks it).
#pragma once

#include <cstdint>

#include "chess/bitboard.h"
#include "chess/move.h"

#include "solver/slicemoves.h"
#include "solver/sliceplanes.h"

namespace rampart::sliceexits {

// Calls f(SliceChild &c, Bitboard froms, bool perSquare) for every move out
// of the slice of the positions of `plane` with `side` to move whose white
// king stands on a square of `kings` (legal positions): froms, the white
// king squares the move is legal from. perSquare: c's white king is the
// parent's (the caller sets c.state.king[White] to each square of froms);
// otherwise the white king made the move and c is the child of each of them
// (its move names the lowest square of froms as the one it came from).
template <class Key, class F>
void forEachExit(const SlicePlanes<Key> &planes, Color side, std::uint32_t plane, Bitboard kings,
                 F &&f) {
    const Key &k = planes.key();
    const Color us = side, them = ~side;
    const Bitboard occ = planes.others(plane); // every man but the white king
    if (!kings || !occ) return;
    const Square bk = planes.blackKing(plane);
    SliceState base;
    base.king[Black] = bk;
    for (const Color c : {White, Black})
        if (k.hasPiece(c)) base.piece[c] = planes.piece(c, plane);
    base.sideToMove = them;
    const SliceKey key = sliceKeyOf(k);

    // The white king squares from which our king is not in check once the
    // enemy's men are theirPawns and their piece (if alive) and the other
    // men (but the white king) stand on occAfter.
    const auto safe = [&](Bitboard occAfter, Bitboard theirPawns, bool pieceAlive, Square ourKing) {
        if (us == White) {
            Bitboard m = ~pawnAttacks(Black, theirPawns);
            if (pieceAlive) m &= ~k.pieceAttacksOf(Black, base.piece[Black], occAfter);
            return m;
        }
        if (pawnAttacks(White, theirPawns) & squareBB(ourKing)) return Bitboard(0);
        if (pieceAlive &&
            (k.pieceAttacksOf(White, base.piece[White], occAfter) & squareBB(ourKing)))
            return between(base.piece[White], ourKing);
        return ~Bitboard(0);
    };
    SliceChild c;
    const auto reset = [&] { c.reset(key, base); };
    // Takes the enemy's man on `to` in c; false when the piece was taken.
    const auto capture = [&](Square to) {
        if (k.pawns[them] & squareBB(to)) {
            c.key.pawns[them] &= ~squareBB(to);
            return true;
        }
        c.key.piece[them] = NoPieceType;
        c.state.piece[them] = NoSquare;
        c.tookPiece = true;
        return false;
    };
    const Bitboard enemyPiece = k.hasPiece(them) ? squareBB(base.piece[them]) : 0;
    const Bitboard victims = k.pawns[them] | enemyPiece;

    // King captures.
    if (us == White) {
        Bitboard targets = victims & kingAttacksOf(kings);
        while (targets) {
            const Square to = popLsb(targets);
            const Bitboard froms = kings & kingAttacks(to);
            reset();
            const bool pieceAlive = capture(to) && k.hasPiece(Black);
            c.state.king[White] = to;
            c.move = Move(lsb(froms), to);
            if ((kingAttacks(bk) & squareBB(to)) ||
                !(safe(occ, c.key.pawns[Black], pieceAlive, to) & squareBB(to)))
                continue;
            f(c, froms, false);
        }
    } else {
        Bitboard targets = victims & kingAttacks(bk);
        while (targets) {
            const Square to = popLsb(targets);
            reset();
            const bool pieceAlive = capture(to) && k.hasPiece(White);
            c.state.king[Black] = to;
            c.move = Move(bk, to);
            const Bitboard froms =
                kings & ~kingAttacks(to) &
                safe((occ & ~squareBB(bk)) | squareBB(to), c.key.pawns[White], pieceAlive, to);
            if (froms) f(c, froms, true);
        }
    }
    // Piece captures.
    if (k.hasPiece(us)) {
        const Square from = base.piece[us];
        Bitboard targets = k.pieceAttacksOf(us, from, occ) & victims;
        while (targets) {
            const Square to = popLsb(targets);
            reset();
            const bool pieceAlive = capture(to) && k.hasPiece(them);
            c.state.piece[us] = to;
            c.move = Move(from, to);
            // The white king between the two squares blocks the line.
            const Bitboard froms = kings & ~between(from, to) &
                                   safe(occ & ~squareBB(from), c.key.pawns[them], pieceAlive, bk);
            if (froms) f(c, froms, true);
        }
    }
    // Pawn moves: froms, the white king squares the move is legal from.
    const auto pawnMove = [&](Square from, Square to, Bitboard froms) {
        const bool pieceAlive = !c.tookPiece && k.hasPiece(them);
        froms &= safe((occ & ~squareBB(from)) | squareBB(to), c.key.pawns[them], pieceAlive, bk);
        if (!froms) return;
        c.key.pawns[us] &= ~squareBB(from);
        if (relativeRank(us, to) != 7) {
            c.key.pawns[us] |= squareBB(to);
            c.move = Move(from, to);
            f(c, froms, true);
            return;
        }
        slicemoves::forEachPromotion(c, us, from, to, [&] { f(c, froms, true); });
    };
    const int up = us == White ? 8 : -8;
    Bitboard pawns = k.pawns[us];
    while (pawns) {
        const Square from = popLsb(pawns);
        const Square push = Square(from + up);
        if (!(occ & squareBB(push))) {
            reset();
            pawnMove(from, push, kings & ~squareBB(push));
            const Square dbl = Square(push + up);
            if (relativeRank(us, from) == 1 && !(occ & squareBB(dbl))) {
                reset();
                if (pawnAttacks(us, push) & k.pawns[them]) c.enPassant = push;
                pawnMove(from, dbl, kings & ~squareBB(push) & ~squareBB(dbl));
            }
        }
        Bitboard targets = pawnAttacks(us, from) & victims;
        while (targets) {
            const Square to = popLsb(targets);
            reset();
            capture(to);
            pawnMove(from, to, kings);
        }
    }
}

} // namespace rampart::sliceexits
