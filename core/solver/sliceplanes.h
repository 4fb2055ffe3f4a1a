// A slice's positions as planes of 64, one bit a white king square: the
// layout of the bit-parallel retrograde analysis (sliceretro.h).
//
// A plane is everything of a position but the white king and the side to
// move: index >> 7 of slicekey.h's layout (black king in bits 0..5, then
// the pieces' squares), so position index = side | king << 1 | plane << 7.
// One 64-bit word holds a plane's positions with one side to move, and a
// retrograde step works on all 64 at once: white king moves are shifts of
// the word, black king and piece moves read the words of other planes, and
// a slider's line through the white king is a mask (between()). A queen
// slice's words for one side to move take 32 KB, where its values take 1 MB.
//
// Every operator here agrees with slicemoves.h position by position
// (tst_slicemoves checks it): legal() with isLegal(), predecessors() with the
// internal moves of forEachMove().
#pragma once

#include <cstddef>
#include <cstdint>

#include "chess/bitboard.h"

#include "solver/slicekey.h"

namespace rampart {

template <class Key> class SlicePlanes {
public:
    explicit SlicePlanes(const Key &key)
        : m_key(key)
        , m_pawns(key.pawns[White] | key.pawns[Black])
        , m_planes(std::size_t(sliceKeyOf(key).positions() >> 7))
        , m_blackPieceShift(key.hasPiece(White) ? 12 : 6) {}

    const Key &key() const { return m_key; }
    std::size_t count() const { return m_planes; }
    static std::uint64_t index(Color sideToMove, Square whiteKing, std::uint32_t plane) {
        return std::uint64_t(sideToMove) | (std::uint64_t(whiteKing) << 1) |
               (std::uint64_t(plane) << 7);
    }

    Square blackKing(std::uint32_t plane) const { return Square(plane & 63); }
    // The square of colour c's piece (c must have one).
    Square piece(Color c, std::uint32_t plane) const { return Square((plane >> shift(c)) & 63); }
    std::uint32_t withBlackKing(std::uint32_t plane, Square s) const {
        return (plane & ~63u) | std::uint32_t(s);
    }
    std::uint32_t withPiece(Color c, std::uint32_t plane, Square s) const {
        return (plane & ~(63u << shift(c))) | (std::uint32_t(s) << shift(c));
    }
    // The squares of every man but the white king (nothing when two of them
    // share a square: the plane holds no position).
    Bitboard others(std::uint32_t plane) const {
        Bitboard occ = m_pawns;
        const Bitboard king = squareBB(blackKing(plane));
        if (occ & king) return 0;
        occ |= king;
        for (const Color c : {White, Black}) {
            if (!m_key.hasPiece(c)) continue;
            const Bitboard p = squareBB(piece(c, plane));
            if (occ & p) return 0;
            occ |= p;
        }
        return occ;
    }

    // The white king squares of plane's legal positions with sideToMove to
    // move: every man on a square of its own, the kings apart, the side not
    // to move not in check (slicemoves::isLegal()).
    Bitboard legal(Color sideToMove, std::uint32_t plane) const {
        const Bitboard occ = others(plane);
        if (!occ) return 0;
        const Square bk = blackKing(plane);
        Bitboard kings = ~occ & ~kingAttacks(bk);
        if (sideToMove == White) {
            // Black's king safe: from White's pawns, and from White's piece
            // unless the white king stands between.
            if (pawnAttacks(White, m_key.pawns[White]) & squareBB(bk)) return 0;
            if (m_key.hasPiece(White)) {
                const Square p = piece(White, plane);
                if (m_key.pieceAttacksOf(White, p, occ) & squareBB(bk)) kings &= between(p, bk);
            }
        } else {
            kings &= ~pawnAttacks(Black, m_key.pawns[Black]);
            if (m_key.hasPiece(Black))
                kings &= ~m_key.pieceAttacksOf(Black, piece(Black, plane), occ);
        }
        return kings;
    }

    // The positions of plane, mover to move, with a king or piece move
    // without capture into x (the other side to move's words, a subset of
    // its legal positions: a move is legal exactly when it leads into a
    // legal position, and a man's target square is free then).
    Bitboard predecessors(Color mover, std::uint32_t plane, const std::uint64_t *x) const {
        Bitboard r = 0;
        if (mover == White) {
            const Bitboard b = x[plane];
            const Bitboard sideways = east(b) | west(b);
            r = sideways | north(b | sideways) | south(b | sideways);
        } else {
            Bitboard froms = kingAttacks(blackKing(plane));
            while (froms) r |= x[withBlackKing(plane, popLsb(froms))];
        }
        if (!m_key.hasPiece(mover)) return r;
        const Bitboard occ = others(plane);
        if (!occ) return 0;
        const Square from = piece(mover, plane);
        Bitboard targets = m_key.pieceAttacksOf(mover, from, occ) & ~occ;
        while (targets) {
            const Square to = popLsb(targets);
            // The white king between the two squares blocks the line.
            r |= x[withPiece(mover, plane, to)] & ~between(from, to);
        }
        return r;
    }

    // Calls f(plane) for every plane whose predecessors(mover, plane, x)
    // read x[changed].
    template <class F>
    void forEachPredecessorPlane(Color mover, std::uint32_t changed, F &&f) const {
        const Bitboard occ = others(changed);
        if (!occ) return;
        if (mover == White) {
            f(changed);
        } else {
            Bitboard froms = kingAttacks(blackKing(changed)) & ~occ;
            while (froms) f(withBlackKing(changed, popLsb(froms)));
        }
        if (!m_key.hasPiece(mover)) return;
        // Slider and knight lines run both ways over the same other men.
        const Square to = piece(mover, changed);
        Bitboard froms = m_key.pieceAttacksOf(mover, to, occ) & ~occ;
        while (froms) f(withPiece(mover, changed, popLsb(froms)));
    }

private:
    unsigned shift(Color c) const { return c == White ? 6 : m_blackPieceShift; }

    Key m_key;
    Bitboard m_pawns;
    std::size_t m_planes;
    unsigned m_blackPieceShift;
};

} // namespace rampart
