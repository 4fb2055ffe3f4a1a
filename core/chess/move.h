// A move packed into 16 bits.
//
//   15 | 14 13 12 | 11 10  9  8  7  6 |  5  4  3  2  1  0
//   null|  promo   |        to         |       from
//
// promo is a PieceType (Knight..Queen) or 0 (= none; Pawn is never a
// promotion target, so 0 is free). Castling is encoded as the king's own
// two-square move (e1g1), en passant as the pawn's diagonal move to the en
// passant square: Position tells them apart when the move is made. A null
// move (a pass, as annotators write "--" in analysis) sets only bit 15; it
// is neither none() nor any real move.
#pragma once

#include <cstdint>
#include <string>

#include "chess/types.h"

namespace rampart {

class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, PieceType promotion = Pawn)
        : m_data(std::uint16_t(from | (to << 6) | (promotion << 12))) {}

    static constexpr Move none() { return Move(); }
    static constexpr Move null() { return fromRaw(NullBit); }
    static constexpr Move fromRaw(std::uint16_t raw) {
        Move m;
        m.m_data = raw;
        return m;
    }

    constexpr Square from() const { return Square(m_data & 63); }
    constexpr Square to() const { return Square((m_data >> 6) & 63); }
    // The promotion piece type, or Pawn when the move is no promotion.
    constexpr PieceType promotion() const { return PieceType((m_data >> 12) & 7); }
    constexpr bool isPromotion() const { return promotion() != Pawn; }
    constexpr bool isNone() const { return m_data == 0; }
    constexpr bool isNull() const { return m_data == NullBit; }
    constexpr std::uint16_t raw() const { return m_data; }

    constexpr bool operator==(const Move &) const = default;

    // UCI long algebraic notation: "e2e4", "e7e8q"; "0000" for none and null.
    std::string uci() const;

private:
    static constexpr std::uint16_t NullBit = 0x8000;

    std::uint16_t m_data = 0;
};

// A fixed-capacity list of moves (no chess position has more than 218).
class MoveList {
public:
    static constexpr int Capacity = 256;

    MoveList() {} // the moves are not cleared first: see m_moves
    void push(Move m) { m_moves[m_size++] = m; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    void clear() { m_size = 0; }
    Move operator[](int i) const { return m_moves[i]; }
    Move &operator[](int i) { return m_moves[i]; }
    const Move *begin() const { return m_moves; }
    const Move *end() const { return m_moves + m_size; }
    Move *begin() { return m_moves; }
    Move *end() { return m_moves + m_size; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }

private:
    // Left uninitialised (a union member is not default-constructed): a
    // list is made for every node of a search and of perft, and only the
    // first size() moves are ever read.
    union {
        Move m_moves[Capacity];
    };
    int m_size = 0;
};

} // namespace rampart
