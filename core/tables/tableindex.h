// The compact index of one material's table: every placement of the men, for
// both sides to move, numbered so that symmetric placements share one entry.
//
// A placement lists the squares in index order: the white king, the black
// king, then the men besides the kings in Material::men() order (White's,
// then Black's, strongest first).
//
// Symmetry:
//  - without pawns, 8-fold: the white king is brought into the triangle
//    a1-d1-d4 (mirror files, flip ranks, reflect in the a1-h8 diagonal);
//    with the white king on that diagonal, of the two placements the one with
//    the smaller index is the stored one (the other index is unused);
//  - with pawns, the file mirror: the white king stands on files a-d;
//  - two equal men (same colour and kind) are one unordered pair.
//
// Index = ((stm * Kings + kings) * Men + men), mixed radix, where
//
//   kings, without pawns (640):  wkTriangle * 64 + bk
//        wkTriangle: a1 0, b1 1, c1 2, d1 3, b2 4, c2 5, d2 6, c3 7, d3 8, d4 9
//   kings, with pawns (2048):    (wkRank * 4 + wkFile) * 64 + bk
//
//        bits (with pawns)  10  9  8  7  6 |  5  4  3  2  1  0
//                           wk rank | file |   black king 0..63
//
//   men, one man:   its slot            (piece 0..63 = square, pawn 0..47 =
//                                        square - 8, ranks 2-7)
//   men, two men:   slot1 * size2 + slot2        (64 * 64, 64 * 48, 48 * 48)
//   men, an equal pair a < b:  b * (b - 1) / 2 + a   (pieces 2016, pawns 1128)
//
// e.g. KQKP: 2 * 2048 * 64 * 48 = 12,582,912 entries, KQKR 2 * 640 * 4096 =
// 5,242,880, KPPK 2 * 2048 * 1128 = 4,620,288, KQK 2 * 640 * 64 = 81,920.
// One byte per entry (see MaterialTable for its meaning).
#pragma once

#include <array>
#include <cstdint>

#include "tables/material.h"

namespace rampart {

// n / d of 32-bit numbers by a divisor fixed beforehand, by one
// multiplication (D. Lemire, O. Kaser and N. Kurz, "Faster remainder by
// direct computation", Software: Practice and Experience 49(6), 2019): a
// division instruction is slow, and placementOf() needs two per entry, once
// for every position the table generator takes up.
class FixedDivisor {
public:
    FixedDivisor() = default;
    explicit FixedDivisor(std::uint32_t d)
        : m_d(d)
        , m_m(d > 1 ? ~std::uint64_t(0) / d + 1 : 0) {}
    std::uint32_t quotient(std::uint32_t n) const {
        return m_d > 1 ? std::uint32_t(mulHigh(m_m, n)) : n;
    }

private:
    static std::uint64_t mulHigh(std::uint64_t a, std::uint64_t b) {
        __extension__ typedef unsigned __int128 Wide;
        return std::uint64_t((Wide(a) * b) >> 64);
    }
    std::uint32_t m_d = 1;
    std::uint64_t m_m = 0;
};

struct Placement {
    std::array<Square, 2 + Material::MaxExtraMen> squares{}; // wk, bk, men...
    Color sideToMove = White;
};

class TableIndex {
public:
    // Bumped whenever the numbering changes (cache files carry it).
    static constexpr std::uint32_t LayoutVersion = 1;

    TableIndex() = default;
    explicit TableIndex(const Material &material);

    const Material &material() const { return m_material; }
    int extraMen() const { return m_extra; }
    const std::array<MaterialMan, Material::MaxExtraMen> &men() const { return m_men; }
    bool hasPawns() const { return m_pawns; }
    bool equalPair() const { return m_pair; }

    std::uint32_t size() const { return 2 * m_half; }
    std::uint32_t halfSize() const { return m_half; }

    // The entry of a placement (any squares, symmetry applied here), or -1
    // when two men share a square or a pawn stands on rank 1 or 8. Legality
    // (kings apart, no check of the side not to move) is not checked.
    std::int64_t indexOf(const Placement &p) const;
    // The placement an entry stands for (in its stored orientation). Entries
    // that no placement maps to (indexOf(placementOf(i)) != i) are unused.
    Placement placementOf(std::uint32_t index) const;
    // Whether an entry is used (indexOf(p) == index), given p =
    // placementOf(index); no index is computed unless the white king stands
    // on the diagonal of a pawnless table.
    bool isCanonical(std::uint32_t index, const Placement &p) const;

    // Whether the a1-h8 reflection maps p onto itself (an equal pair may swap
    // squares): such a placement's symmetry class holds 4 positions, not 8.
    // Never with pawns (their tables use the file mirror only).
    bool isDiagonalSymmetric(const Placement &p) const;

    // indexOf() for a placement that is already in its stored orientation
    // (isStoredOrientation(white king)) with distinct squares and no pawn on
    // rank 1 or 8: no symmetry is applied, nothing is checked. The generator
    // moves one man of a stored placement and takes this short way whenever
    // the white king stays where it is.
    std::uint32_t orientedIndex(const Placement &p) const { return std::uint32_t(rawIndex(p)); }
    // How far orientedIndex() moves when man `man` goes one square up (the
    // index is linear in the square of each man but the white king and the
    // men of an equal pair: 0 for those). A generator taking a move back
    // finds the entry by a multiplication and an addition.
    std::uint32_t stride(int man) const { return m_strides[std::size_t(man)]; }
    // Whether every placement with the white king on wk is stored as it is:
    // with pawns, wk on files a-d; without, wk in the triangle but off the
    // a1-h8 diagonal (on it, a placement and its reflection share an entry).
    bool isStoredOrientation(Square wk) const;

    // The 8 board symmetries: bit 0 mirror files, bit 1 flip ranks, bit 2
    // reflect in the a1-h8 diagonal (applied in that order).
    static Square transform(Square s, int t);

private:
    std::int64_t rawIndex(const Placement &p) const; // after normalising
    int slot(int man, Square s) const;
    Square square(int man, int slot) const;

    Material m_material;
    std::array<MaterialMan, Material::MaxExtraMen> m_men{};
    int m_extra = 0;
    bool m_pawns = false;
    bool m_pair = false;
    std::uint32_t m_menSize = 1, m_secondSize = 1, m_half = 0;
    FixedDivisor m_byMen, m_bySecond; // by m_menSize, m_secondSize
    std::array<std::uint32_t, 2 + Material::MaxExtraMen> m_strides{};
};

} // namespace rampart
