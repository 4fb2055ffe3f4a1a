// One exact distance-to-mate table: KQK, KRK or KPK, both sides to move,
// built by its own retrograde analysis: an independent check of the
// generator's tables (tablegenerator.h), which the product uses; the tests
// compare the two position by position (tst_tablebase).
//
// Positions are described with the strong side (the side with the queen,
// rook or pawn) as White; TableRegistry flips colours for the other case.
//
// Stored value, one byte per position:
//   0        draw
//   1..254   decided: value - 1 = plies to mate with best play (the winner
//            mates as fast as possible, the loser defends as long as
//            possible). With White (strong side) to move the plies are odd
//            and White wins in (plies + 1) / 2 moves; with Black to move they
//            are even and Black is mated after plies / 2 moves (0 = Black is
//            checkmated now). The weak side can never win and the strong
//            side can never lose in these materials.
//   255      illegal (kings adjacent or on the same square, a piece on a
//            king, the side not to move in check, a pawn on rank 1 or 8)
//
// Index of the pawnless tables (8-fold symmetry: the strong king is brought
// into the triangle a1-d1-d4 by mirroring files, flipping ranks and
// reflecting in the a1-h8 diagonal). One side-to-move half, 10 x 64 x 64 =
// 40,960 bytes:
//
//   bits 15..12      | 11 10  9  8  7  6 |  5  4  3  2  1  0
//   strong king 0..9 |  queen/rook 0..63 |  weak king 0..63
//
//   strong king triangle index: a1 0, b1 1, c1 2, d1 3, b2 4, c2 5, d2 6,
//                               c3 7, d3 8, d4 9
// A strong king on the diagonal leaves two equivalent halves (piece below or
// above the diagonal); both are generated and hold equal values, so any
// normalising transform finds the right byte.
//
// Index of the KPK table (file mirror: the pawn on files a-d), the same
// 17 bits as the bitbase, one half = 98,304 bytes:
//
//   16 15 14 13 12 | 11 10  9  8  7  6 |  5  4  3  2  1  0
//   pawn (0..23)   |   strong king     |    weak king
//   pawn = (rank - 2) * 4 + file
//
// Generation (see dtmtable.cpp) is level by level on 64-bit sets of weak-king
// squares: every Black-to-move loss in n plies is found before any White win
// in n + 1 plies, so each value is final when it is written.
#pragma once

#include <cstdint>
#include <vector>

#include "chess/bitboard.h"

#include "tables/threemanpositions.h"

namespace rampart {

class DtmTable {
public:
    static constexpr std::uint8_t Draw = 0;
    static constexpr std::uint8_t Illegal = 255;

    DtmTable() = default;

    // Builds KQK or KRK from scratch.
    static DtmTable buildPawnless(TableId id);
    // Builds KPK; promotions look up the finished KQK and KRK tables
    // (bishop and knight promotions are dead draws and never help White).
    static DtmTable buildKpk(const DtmTable &kqk, const DtmTable &krk);

    TableId id() const { return m_id; }
    bool isEmpty() const { return m_values.empty(); }

    // The stored byte for any placement with the strong side White (any
    // squares; the symmetry is applied here). Squares that coincide or a
    // pawn on rank 1/8 give Illegal.
    std::uint8_t value(Square strongKing, Square piece, Square weakKing, Color sideToMove) const {
        const int i = indexOf(strongKing, piece, weakKing);
        return i < 0 ? Illegal : m_values[std::size_t(sideToMove) * m_halfSize + std::size_t(i)];
    }
    // The byte at a raw index (0 .. size() - 1; the upper half is Black to move).
    std::uint8_t rawValue(int index) const { return m_values[std::size_t(index)]; }
    int size() const { return int(m_values.size()); }
    int halfSize() const { return m_halfSize; }
    // Decodes a raw index of one half into squares (strong side White).
    void squaresOf(int halfIndex, Square &strongKing, Square &piece, Square &weakKing) const;

    // The longest mate in plies over both halves.
    int maxPlies() const { return m_maxPlies; }
    std::size_t memoryBytes() const { return m_values.size(); }

    // Normalising transform for the pawnless index: bit 0 mirror files,
    // bit 1 flip ranks, bit 2 reflect in the a1-h8 diagonal (applied in
    // that order).
    static int pawnlessTransform(Square strongKing);
    static Square transform(Square s, int t);

private:
    int indexOf(Square strongKing, Square piece, Square weakKing) const;

    TableId m_id = TableId::KQK;
    int m_halfSize = 0;
    int m_maxPlies = 0;
    std::vector<std::uint8_t> m_values;
};

} // namespace rampart
