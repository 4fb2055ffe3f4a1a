// A slice of the solver: one pawn structure with the pieces on the board.
//
// Inside a slice only the kings and the pieces (at most one Q, R, B or N per
// side) move; every pawn move, capture and promotion leads into another
// slice. Pawns never move back and material never returns, so the slices
// reachable from a position form a directed acyclic graph.
//
// A slice's positions are numbered by SliceState::index():
//
//   bit  0        side to move (0 White, 1 Black)
//   bits 1..6     white king's square
//   bits 7..12    black king's square
//   next 6 bits   white piece's square (only when White has a piece)
//   next 6 bits   black piece's square (only when Black has a piece)
//
// so a slice holds 2 * 64 * 64 * 64^pieces entries, illegal ones included.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>

#include "chess/bitboard.h"

#include "tables/material.h"

namespace rampart {

struct SliceKey {
    std::array<Bitboard, 2> pawns{};
    // Q, R, B or N, or NoPieceType when the side has no piece.
    std::array<PieceType, 2> piece{NoPieceType, NoPieceType};

    bool hasPiece(Color c) const { return piece[c] != NoPieceType; }
    // The squares colour c's piece (there must be one) attacks from `from`.
    Bitboard pieceAttacksOf(Color c, Square from, Bitboard occupied) const {
        return pieceAttacks(piece[c], from, occupied);
    }
    int pieceCount() const { return int(hasPiece(White)) + int(hasPiece(Black)); }
    // Kings included.
    int menCount() const { return 2 + popCount(pawns[White] | pawns[Black]) + pieceCount(); }
    std::uint64_t positions() const { return std::uint64_t(2 * 64 * 64) << (6 * pieceCount()); }
    // The men besides the kings (as the tables name them: KQPPKPP).
    Material material() const;
    // "KQPPPKPPP a4d4d5f4/a5d6f5": material, then the white and black pawns.
    std::string name() const;
    // A file-name stem unique to the slice: the two pawn sets in hex and the
    // pieces ("0000002828000000-00000a0001000000-Q-").
    std::string fileStem() const;

    bool operator==(const SliceKey &) const = default;
};

// A slice key whose pieces are fixed at compile time, for the hot loops of
// a slice's solve (SliceRetro::solve() picks it for slices without pieces
// and with one queen): slicemoves' functions and SliceState's index take
// either kind of key. With the piece types constants, the "has a piece"
// tests fold away and the attacks come from the piece's own lookup
// (pieceAttacks<T>()), not through pieceAttacks()'s switch (Chernev No.
// 54's queen-bounds slices under cachegrind: 3.2 % fewer instructions; the
// results byte for byte the same).
template <PieceType WhitePiece, PieceType BlackPiece> struct FixedSliceKey {
    std::array<Bitboard, 2> pawns{};
    static constexpr std::array<PieceType, 2> piece{WhitePiece, BlackPiece};

    explicit FixedSliceKey(const SliceKey &key)
        : pawns(key.pawns) {}
    static constexpr bool hasPiece(Color c) { return piece[c] != NoPieceType; }
    // With one piece on the board its type is known whichever colour c is
    // (c must have it); the lookup is then picked here, not by a switch.
    static Bitboard pieceAttacksOf(Color c, Square from, Bitboard occupied) {
        if constexpr (BlackPiece == NoPieceType)
            return pieceAttacks<WhitePiece>(from, occupied);
        else if constexpr (WhitePiece == NoPieceType)
            return pieceAttacks<BlackPiece>(from, occupied);
        else
            return c == White ? pieceAttacks<WhitePiece>(from, occupied)
                              : pieceAttacks<BlackPiece>(from, occupied);
    }
    // The slice's own key (what a move's SliceChild carries).
    SliceKey sliceKey() const {
        SliceKey k;
        k.pawns = pawns;
        k.piece = piece;
        return k;
    }
};

inline const SliceKey &sliceKeyOf(const SliceKey &key) {
    return key;
}
template <PieceType W, PieceType B> SliceKey sliceKeyOf(const FixedSliceKey<W, B> &key) {
    return key.sliceKey();
}

struct SliceKeyHash {
    std::size_t operator()(const SliceKey &k) const {
        std::uint64_t h = k.pawns[White] * 0x9E3779B97F4A7C15ULL;
        h ^= (k.pawns[Black] + 0x632BE59BD9B4E019ULL + (h << 6) + (h >> 2)) * 0xC2B2AE3D27D4EB4FULL;
        h ^= std::uint64_t(k.piece[White]) * 131 + k.piece[Black];
        return std::size_t(h ^ (h >> 29));
    }
};

// The movable men of a slice position.
struct SliceState {
    std::array<Square, 2> king{NoSquare, NoSquare};
    std::array<Square, 2> piece{NoSquare, NoSquare}; // NoSquare when absent
    Color sideToMove = White;
    // Eight bytes in all, so that fromIndex() builds a state in one word.
    std::array<std::uint8_t, 3> padding{};

    // Key: SliceKey or a FixedSliceKey.
    template <class Key> std::uint64_t index(const Key &key) const;
    template <class Key> static SliceState fromIndex(const Key &key, std::uint64_t index);
    bool operator==(const SliceState &) const = default;
};

static_assert(sizeof(SliceState) == 8);

template <class Key> std::uint64_t SliceState::index(const Key &key) const {
    std::uint64_t i = std::uint64_t(sideToMove) | (std::uint64_t(king[White]) << 1) |
                      (std::uint64_t(king[Black]) << 7);
    int shift = 13;
    for (const Color c : {White, Black}) {
        if (!key.hasPiece(c)) continue;
        i |= std::uint64_t(piece[c]) << shift;
        shift += 6;
    }
    return i;
}

template <class Key> SliceState SliceState::fromIndex(const Key &key, std::uint64_t i) {
    // Put together in one word and cast: filled field by field, the state
    // was copied with one 4-byte read over five 1-byte writes, which waits
    // for the writes to reach the cache (a tenth of the backward pass).
    std::uint64_t word = ((i >> 1) & 63) | (((i >> 7) & 63) << 8) | (std::uint64_t(i & 1) << 32);
    std::uint64_t pieces = std::uint64_t(NoSquare) | (std::uint64_t(NoSquare) << 8);
    int shift = 13;
    for (const Color c : {White, Black}) {
        if (!key.hasPiece(c)) continue;
        const int byte = 8 * int(c);
        pieces = (pieces & ~(std::uint64_t(0xFF) << byte)) | (((i >> shift) & 63) << byte);
        shift += 6;
    }
    return std::bit_cast<SliceState>(word | (pieces << 16));
}

} // namespace rampart
