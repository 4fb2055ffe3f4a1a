// Bitboard vocabulary: sets of squares as 64-bit words (bit n = square n,
// A1 = bit 0, H8 = bit 63), one-step shifts, pawn pushes and attacks, spans
// and fills, leaper attack tables and classical-ray slider attacks.
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

constexpr int popCount(Bitboard b) {
    return std::popcount(b);
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

// Slider attacks along one ray, stopping at (and including) the first blocker.
// Directions N, NE, E, NW grow towards higher squares: their nearest blocker is
// the lowest bit; S, SW, W, SE towards lower squares: the highest bit.
constexpr Bitboard rayAttacks(int dir, Square s, Bitboard occupied) {
    const Bitboard r = Attacks.ray[dir][s];
    const Bitboard blockers = r & occupied;
    if (!blockers) return r;
    const bool upward = dir == 0 || dir == 1 || dir == 2 || dir == 7;
    const int first = upward ? std::countr_zero(blockers) : 63 - std::countl_zero(blockers);
    return r & ~Attacks.ray[dir][first];
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
    return detail::rayAttacks(0, s, occupied) | detail::rayAttacks(2, s, occupied) |
           detail::rayAttacks(4, s, occupied) | detail::rayAttacks(6, s, occupied);
}
constexpr Bitboard bishopAttacks(Square s, Bitboard occupied) {
    return detail::rayAttacks(1, s, occupied) | detail::rayAttacks(3, s, occupied) |
           detail::rayAttacks(5, s, occupied) | detail::rayAttacks(7, s, occupied);
}
constexpr Bitboard queenAttacks(Square s, Bitboard occupied) {
    return rookAttacks(s, occupied) | bishopAttacks(s, occupied);
}
// Attacks of a non-pawn piece type from s.
constexpr Bitboard pieceAttacks(PieceType t, Square s, Bitboard occupied) {
    switch (t) {
    case Knight:
        return knightAttacks(s);
    case Bishop:
        return bishopAttacks(s, occupied);
    case Rook:
        return rookAttacks(s, occupied);
    case Queen:
        return queenAttacks(s, occupied);
    case King:
        return kingAttacks(s);
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
