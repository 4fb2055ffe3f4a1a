// Bitboard vocabulary: sets of squares as 64-bit words (bit n = square n,
// A1 = bit 0, H8 = bit 63), one-step shifts, pawn pushes and attacks, spans
// and fills, leaper attack tables and slider attacks by kindergarten lookups.
//
//   bit layout          rank 8: 56 57 58 59 60 61 62 63
//                               ...
//                       rank 1:  0  1  2  3  4  5  6  7
//                                a  b  c  d  e  f  g  h
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>

#include "chess/types.h"

namespace rampart {

using Bitboard = std::uint64_t;

constexpr Bitboard EmptyBB = 0;
constexpr Bitboard AllSquares = ~Bitboard(0);
constexpr Bitboard FileABB = 0x0101010101010101ULL;
constexpr Bitboard FileHBB = FileABB << 7;
constexpr Bitboard Rank1BB = 0xFFULL;
constexpr Bitboard Rank8BB = Rank1BB << 56;
constexpr Bitboard LightSquares = 0x55AA55AA55AA55AAULL;
constexpr Bitboard DarkSquares = ~LightSquares;

constexpr Bitboard fileBB(int file) {
    return FileABB << file;
}
constexpr Bitboard rankBB(int rank) {
    return Rank1BB << (8 * rank);
}
constexpr Bitboard squareBB(Square s) {
    return Bitboard(1) << s;
}
constexpr Bitboard fileBB(Square s) {
    return fileBB(fileOf(s));
}
constexpr Bitboard rankBB(Square s) {
    return rankBB(rankOf(s));
}
// The rank as seen by colour c: relativeRankBB(Black, 1) is the 7th rank.
constexpr Bitboard relativeRankBB(Color c, int rank) {
    return rankBB(c == White ? rank : 7 - rank);
}

// The squares of b counted by shifts and adds (pairs, nibbles, bytes): what
// popCount() is without the POPCNT instruction (RAMPART_POPCNT off), where
// std::popcount is a call into libgcc.
constexpr int popCountByShifts(Bitboard b) {
    b -= (b >> 1) & 0x5555555555555555ULL;
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return int((b * 0x0101010101010101ULL) >> 56);
}
constexpr int popCount(Bitboard b) {
#ifdef __POPCNT__
    return std::popcount(b);
#else
    return popCountByShifts(b);
#endif
}
constexpr bool moreThanOne(Bitboard b) {
    return (b & (b - 1)) != 0;
}
constexpr Square lsb(Bitboard b) {
    return Square(std::countr_zero(b));
}
constexpr Square msb(Bitboard b) {
    return Square(63 - std::countl_zero(b));
}
// Removes and returns the lowest square of a non-empty set.
constexpr Square popLsb(Bitboard &b) {
    const Square s = lsb(b);
    b &= b - 1;
    return s;
}

// One-step shifts; squares that would wrap round a file edge are dropped.
constexpr Bitboard north(Bitboard b) {
    return b << 8;
}
constexpr Bitboard south(Bitboard b) {
    return b >> 8;
}
constexpr Bitboard east(Bitboard b) {
    return (b & ~FileHBB) << 1;
}
constexpr Bitboard west(Bitboard b) {
    return (b & ~FileABB) >> 1;
}
constexpr Bitboard northEast(Bitboard b) {
    return (b & ~FileHBB) << 9;
}
constexpr Bitboard northWest(Bitboard b) {
    return (b & ~FileABB) << 7;
}
constexpr Bitboard southEast(Bitboard b) {
    return (b & ~FileHBB) >> 7;
}
constexpr Bitboard southWest(Bitboard b) {
    return (b & ~FileABB) >> 9;
}

// "Forward" for colour c.
constexpr Bitboard forward(Color c, Bitboard b) {
    return c == White ? north(b) : south(b);
}
constexpr Bitboard backward(Color c, Bitboard b) {
    return c == White ? south(b) : north(b);
}

// Fills: the set plus every square on its files in the given direction.
constexpr Bitboard northFill(Bitboard b) {
    b |= b << 8;
    b |= b << 16;
    b |= b << 32;
    return b;
}
constexpr Bitboard southFill(Bitboard b) {
    b |= b >> 8;
    b |= b >> 16;
    b |= b >> 32;
    return b;
}
constexpr Bitboard fileFill(Bitboard b) {
    return northFill(b) | southFill(b);
}
constexpr Bitboard forwardFill(Color c, Bitboard b) {
    return c == White ? northFill(b) : southFill(b);
}
constexpr Bitboard backwardFill(Color c, Bitboard b) {
    return c == White ? southFill(b) : northFill(b);
}

// Front span: every square in front of the set on its files, excluding the set.
constexpr Bitboard frontSpan(Color c, Bitboard b) {
    return forward(c, forwardFill(c, b));
}
constexpr Bitboard rearSpan(Color c, Bitboard b) {
    return backward(c, backwardFill(c, b));
}
// Squares attacked by pawns of colour c standing on b.
constexpr Bitboard pawnAttacks(Color c, Bitboard b) {
    return c == White ? northEast(b) | northWest(b) : southEast(b) | southWest(b);
}
// Squares such pawns could ever attack while advancing (the attack span).
constexpr Bitboard attackSpan(Color c, Bitboard b) {
    const Bitboard front = frontSpan(c, b);
    return east(front) | west(front);
}
constexpr Bitboard adjacentFiles(Bitboard b) {
    const Bitboard f = fileFill(b);
    return east(f) | west(f);
}

constexpr Bitboard kingAttacksOf(Bitboard b) {
    const Bitboard row = b | east(b) | west(b);
    return (row | north(row) | south(row)) & ~b;
}
constexpr Bitboard knightAttacksOf(Bitboard b) {
    const Bitboard e1 = east(b), w1 = west(b), e2 = east(e1), w2 = west(w1);
    const Bitboard ones = e1 | w1, twos = e2 | w2;
    return (ones << 16) | (ones >> 16) | (twos << 8) | (twos >> 8);
}

constexpr int fileDistance(Square a, Square b) {
    return std::abs(fileOf(a) - fileOf(b));
}
constexpr int rankDistance(Square a, Square b) {
    return std::abs(rankOf(a) - rankOf(b));
}
// Chebyshev distance: king moves on an empty board.
constexpr int kingDistance(Square a, Square b) {
    const int f = fileDistance(a, b), r = rankDistance(a, b);
    return f > r ? f : r;
}

namespace detail {

struct AttackTables {
    std::array<Bitboard, 64> king{};
    std::array<Bitboard, 64> knight{};
    std::array<std::array<Bitboard, 64>, 2> pawn{};
    // Rays in 8 directions: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW.
    std::array<std::array<Bitboard, 64>, 8> ray{};
    // Every square strictly between two squares on a line, else empty.
    std::array<std::array<Bitboard, 64>, 64> between{};
    // The whole line through two aligned squares, else empty.
    std::array<std::array<Bitboard, 64>, 64> line{};
};

constexpr AttackTables makeAttackTables() {
    AttackTables t{};
    constexpr int df[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    constexpr int dr[8] = {1, 1, 0, -1, -1, -1, 0, 1};
    for (int s = 0; s < 64; ++s) {
        const Bitboard b = Bitboard(1) << s;
        t.king[s] = kingAttacksOf(b);
        t.knight[s] = knightAttacksOf(b);
        t.pawn[White][s] = pawnAttacks(White, b);
        t.pawn[Black][s] = pawnAttacks(Black, b);
        for (int d = 0; d < 8; ++d) {
            Bitboard r = 0;
            int f = s % 8 + df[d], k = s / 8 + dr[d];
            while (f >= 0 && f < 8 && k >= 0 && k < 8) {
                r |= Bitboard(1) << (k * 8 + f);
                f += df[d];
                k += dr[d];
            }
            t.ray[d][s] = r;
        }
    }
    for (int a = 0; a < 64; ++a) {
        for (int d = 0; d < 8; ++d) {
            Bitboard walked = 0;
            Bitboard r = t.ray[d][a];
            // Walk outward along the ray, nearest square first.
            while (r) {
                const bool upward = d == 0 || d == 1 || d == 2 || d == 7;
                const int b = upward ? std::countr_zero(r) : 63 - std::countl_zero(r);
                r &= ~(Bitboard(1) << b);
                t.between[a][b] = walked;
                const int opposite = (d + 4) % 8;
                t.line[a][b] = t.ray[d][a] | t.ray[opposite][a] | (Bitboard(1) << a);
                walked |= Bitboard(1) << b;
            }
        }
    }
    return t;
}

inline constexpr AttackTables Attacks = makeAttackTables();

// Slider attacks by "kindergarten" lookups (the method is on the Chess
// Programming Wiki, "Kindergarten Bitboards"): the men on one line through
// the slider are gathered into six bits (the line's inner squares; its two
// end squares are attacked or not whatever stands there) and the attacks
// come from a table of 8 x 64 entries per line kind, 9 KB in all. No branch
// and no search for magic numbers: the gathering multiplications below
// never carry, as each line has at most one man per file (rank for the
// file lookup). It replaced a scan along each of the eight rays, which was
// a tenth of the slices' time.
struct SliderTables {
    // A slider on file f of the first rank, the inner squares b1-g1
    // occupied as the six bits of o: the squares it attacks on that rank.
    std::array<std::array<std::uint8_t, 64>, 8> firstRank{};
    // The same pattern repeated on every rank (masked by a diagonal, it is
    // the diagonal's attacks, the diagonal having one square per file).
    std::array<std::array<Bitboard, 64>, 8> fillUp{};
    // A slider on rank r of the a-file, a2-a7 occupied as the bits of o.
    std::array<std::array<Bitboard, 64>, 8> aFile{};
    // The two diagonals through each square, the square itself left out.
    std::array<Bitboard, 64> diagonal{}, antiDiagonal{};
};

constexpr SliderTables makeSliderTables() {
    SliderTables t{};
    for (int f = 0; f < 8; ++f) {
        for (int o = 0; o < 64; ++o) {
            const int occupied = o << 1; // the six inner squares, files b-g
            int attacks = 0;
            for (int g = f + 1; g < 8; ++g) {
                attacks |= 1 << g;
                if (occupied & (1 << g)) break;
            }
            for (int g = f - 1; g >= 0; --g) {
                attacks |= 1 << g;
                if (occupied & (1 << g)) break;
            }
            t.firstRank[f][o] = std::uint8_t(attacks);
            t.fillUp[f][o] = Bitboard(attacks) * FileABB;
            Bitboard onFileA = 0;
            for (int k = 0; k < 8; ++k)
                if (attacks & (1 << k)) onFileA |= Bitboard(1) << (8 * k);
            t.aFile[f][o] = onFileA; // f is the rank here
        }
    }
    for (int s = 0; s < 64; ++s) {
        t.diagonal[s] = Attacks.ray[1][s] | Attacks.ray[5][s];
        t.antiDiagonal[s] = Attacks.ray[3][s] | Attacks.ray[7][s];
    }
    return t;
}

inline constexpr SliderTables Sliders = makeSliderTables();

// One diagonal's men gathered into the top byte (file f at bit 57 + f),
// its inner six files as the index.
constexpr Bitboard diagonalLineAttacks(Bitboard line, Square s, Bitboard occupied) {
    const unsigned index = unsigned(((occupied & line) * 0x0202020202020202ULL) >> 58);
    return Sliders.fillUp[s & 7][index] & line;
}
constexpr Bitboard rankAttacks(Square s, Bitboard occupied) {
    const int shift = s & 56;
    return Bitboard(Sliders.firstRank[s & 7][(occupied >> (shift + 1)) & 63]) << shift;
}
// The file shifted onto the a-file, its ranks 2-7 gathered at bits 58-63.
constexpr Bitboard fileAttacks(Square s, Bitboard occupied) {
    const int file = s & 7;
    const Bitboard onFileA = (occupied >> file) & FileABB;
    const unsigned index = unsigned((onFileA * 0x0004081020408000ULL) >> 58);
    return Sliders.aFile[s >> 3][index] << file;
}

} // namespace detail

constexpr Bitboard kingAttacks(Square s) {
    return detail::Attacks.king[s];
}
constexpr Bitboard knightAttacks(Square s) {
    return detail::Attacks.knight[s];
}
constexpr Bitboard pawnAttacks(Color c, Square s) {
    return detail::Attacks.pawn[c][s];
}
constexpr Bitboard between(Square a, Square b) {
    return detail::Attacks.between[a][b];
}
constexpr Bitboard lineThrough(Square a, Square b) {
    return detail::Attacks.line[a][b];
}
constexpr bool aligned(Square a, Square b, Square c) {
    return (lineThrough(a, b) & squareBB(c)) != 0;
}

constexpr Bitboard rookAttacks(Square s, Bitboard occupied) {
    return detail::rankAttacks(s, occupied) | detail::fileAttacks(s, occupied);
}
constexpr Bitboard bishopAttacks(Square s, Bitboard occupied) {
    return detail::diagonalLineAttacks(detail::Sliders.diagonal[s], s, occupied) |
           detail::diagonalLineAttacks(detail::Sliders.antiDiagonal[s], s, occupied);
}
constexpr Bitboard queenAttacks(Square s, Bitboard occupied) {
    return rookAttacks(s, occupied) | bishopAttacks(s, occupied);
}
// Attacks of a non-pawn piece type T from s, the type fixed at compile time
// (the lookup is picked here, so a caller that knows its piece pays no switch;
// GCC keeps a constant-type call to the switch below out of line).
template <PieceType T> constexpr Bitboard pieceAttacks(Square s, Bitboard occupied) {
    if constexpr (T == Knight)
        return knightAttacks(s);
    else if constexpr (T == Bishop)
        return bishopAttacks(s, occupied);
    else if constexpr (T == Rook)
        return rookAttacks(s, occupied);
    else if constexpr (T == Queen)
        return queenAttacks(s, occupied);
    else if constexpr (T == King)
        return kingAttacks(s);
    else
        return 0;
}
// Attacks of a non-pawn piece type from s.
constexpr Bitboard pieceAttacks(PieceType t, Square s, Bitboard occupied) {
    switch (t) {
    case Knight:
        return pieceAttacks<Knight>(s, occupied);
    case Bishop:
        return pieceAttacks<Bishop>(s, occupied);
    case Rook:
        return pieceAttacks<Rook>(s, occupied);
    case Queen:
        return pieceAttacks<Queen>(s, occupied);
    case King:
        return pieceAttacks<King>(s, occupied);
    default:
        return 0;
    }
}

// Mirror a whole board's files (a <-> h) and flip its ranks (1 <-> 8).
constexpr Bitboard flipVertical(Bitboard b) {
    b = ((b >> 8) & 0x00FF00FF00FF00FFULL) | ((b & 0x00FF00FF00FF00FFULL) << 8);
    b = ((b >> 16) & 0x0000FFFF0000FFFFULL) | ((b & 0x0000FFFF0000FFFFULL) << 16);
    return (b >> 32) | (b << 32);
}
constexpr Bitboard mirrorHorizontal(Bitboard b) {
    constexpr Bitboard k1 = 0x5555555555555555ULL, k2 = 0x3333333333333333ULL,
                       k4 = 0x0f0f0f0f0f0f0f0fULL;
    b = ((b >> 1) & k1) | ((b & k1) << 1);
    b = ((b >> 2) & k2) | ((b & k2) << 2);
    b = ((b >> 4) & k4) | ((b & k4) << 4);
    return b;
}

} // namespace rampart
