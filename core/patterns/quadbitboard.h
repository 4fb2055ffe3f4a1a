// A quad-bitboard: the four kinds of man that exist in a pawn ending (white
// pawns, black pawns, white king, black king), one bitboard each (Horacek's PawnKing).
//
// It is the board patterns are written on and matched against: set
// operations work man by man, colorFlipped() swaps the colours and flips the
// ranks (the same structure seen by the other side), shifted() moves every man
// by whole files and ranks and reports whether anything fell off the board.
//
//   index  man          FEN letter
//   0      white pawns  P
//   1      black pawns  p
//   2      white king   K
//   3      black king   k
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "chess/bitboard.h"

namespace rampart {

class Position;

enum class Man : std::uint8_t { WhitePawn = 0, BlackPawn = 1, WhiteKing = 2, BlackKing = 3 };
constexpr int ManCount = 4;
constexpr Man allMen[ManCount] = {Man::WhitePawn, Man::BlackPawn, Man::WhiteKing, Man::BlackKing};

constexpr Man pawnMan(Color c) {
    return c == White ? Man::WhitePawn : Man::BlackPawn;
}
constexpr Man kingMan(Color c) {
    return c == White ? Man::WhiteKing : Man::BlackKing;
}
constexpr Color colorOf(Man m) {
    return (int(m) & 1) ? Black : White;
}
constexpr bool isPawn(Man m) {
    return int(m) < 2;
}
// The man of the other colour (white pawn <-> black pawn, white king <-> black king).
constexpr Man flipped(Man m) {
    return Man(int(m) ^ 1);
}
// FEN letter: 'P', 'p', 'K', 'k'.
constexpr char manLetter(Man m) {
    return "PpKk"[int(m)];
}
// The man a FEN letter stands for, or nothing for any other letter.
constexpr std::optional<Man> manFromLetter(char c) {
    switch (c) {
    case 'P':
        return Man::WhitePawn;
    case 'p':
        return Man::BlackPawn;
    case 'K':
        return Man::WhiteKing;
    case 'k':
        return Man::BlackKing;
    default:
        return std::nullopt;
    }
}

class QuadBitboard {
public:
    constexpr QuadBitboard() = default;
    constexpr QuadBitboard(Bitboard whitePawns, Bitboard blackPawns, Bitboard whiteKing,
                           Bitboard blackKing)
        : m_boards{whitePawns, blackPawns, whiteKing, blackKing} {}
    // The pawns and kings of a position (other pieces are ignored).
    static QuadBitboard fromPosition(const Position &pos);
    // Reads the board field of a FEN restricted to P, p, K and k ("8/8/4k3/...").
    // Any other letter, a bad rank length or a wrong rank count gives nothing
    // and, when error is given, an English reason.
    static std::optional<QuadBitboard> fromPlacement(std::string_view placement,
                                                     std::string *error = nullptr);
    // The FEN board field of the men ("8/8/8/8/8/8/8/8" for an empty board).
    std::string placement() const;

    constexpr Bitboard &operator[](Man m) { return m_boards[int(m)]; }
    constexpr Bitboard operator[](Man m) const { return m_boards[int(m)]; }
    constexpr Bitboard pawns(Color c) const { return m_boards[c]; }
    constexpr Bitboard king(Color c) const { return m_boards[2 + c]; }
    constexpr Bitboard men(Color c) const { return pawns(c) | king(c); }
    // Every occupied square, whatever man stands there.
    constexpr Bitboard occupied() const {
        return m_boards[0] | m_boards[1] | m_boards[2] | m_boards[3];
    }
    // The king's square, or NoSquare when that colour has no king here.
    constexpr Square kingSquare(Color c) const { return king(c) ? lsb(king(c)) : NoSquare; }
    constexpr void set(Man m, Square s) { m_boards[int(m)] |= squareBB(s); }
    constexpr void clear(Man m, Square s) { m_boards[int(m)] &= ~squareBB(s); }
    constexpr bool has(Man m, Square s) const { return (m_boards[int(m)] & squareBB(s)) != 0; }
    // The man on s, or nothing (the first in index order if the boards overlap).
    constexpr std::optional<Man> manOn(Square s) const {
        for (Man m : allMen)
            if (has(m, s)) return m;
        return std::nullopt;
    }

    constexpr bool isEmpty() const { return occupied() == 0; }
    constexpr int count() const {
        return popCount(m_boards[0]) + popCount(m_boards[1]) + popCount(m_boards[2]) +
               popCount(m_boards[3]);
    }

    // Set operations, man by man.
    constexpr QuadBitboard operator&(const QuadBitboard &o) const {
        return {m_boards[0] & o.m_boards[0], m_boards[1] & o.m_boards[1],
                m_boards[2] & o.m_boards[2], m_boards[3] & o.m_boards[3]};
    }
    constexpr QuadBitboard operator|(const QuadBitboard &o) const {
        return {m_boards[0] | o.m_boards[0], m_boards[1] | o.m_boards[1],
                m_boards[2] | o.m_boards[2], m_boards[3] | o.m_boards[3]};
    }
    constexpr QuadBitboard operator^(const QuadBitboard &o) const {
        return {m_boards[0] ^ o.m_boards[0], m_boards[1] ^ o.m_boards[1],
                m_boards[2] ^ o.m_boards[2], m_boards[3] ^ o.m_boards[3]};
    }
    constexpr QuadBitboard operator~() const {
        return {~m_boards[0], ~m_boards[1], ~m_boards[2], ~m_boards[3]};
    }
    constexpr QuadBitboard &operator&=(const QuadBitboard &o) { return *this = *this & o; }
    constexpr QuadBitboard &operator|=(const QuadBitboard &o) { return *this = *this | o; }
    constexpr QuadBitboard &operator^=(const QuadBitboard &o) { return *this = *this ^ o; }
    constexpr bool operator==(const QuadBitboard &) const = default;
    // Is every man of this board also on o (per man)?
    constexpr bool isSubsetOf(const QuadBitboard &o) const { return (*this & o) == *this; }
    constexpr bool intersects(const QuadBitboard &o) const { return !(*this & o).isEmpty(); }

    // White and black swapped and ranks flipped (white pawn e2 -> black pawn e7).
    constexpr QuadBitboard colorFlipped() const {
        return {flipVertical(m_boards[1]), flipVertical(m_boards[0]), flipVertical(m_boards[3]),
                flipVertical(m_boards[2])};
    }
    // Files mirrored (a <-> h), colours kept.
    constexpr QuadBitboard fileMirrored() const {
        return {mirrorHorizontal(m_boards[0]), mirrorHorizontal(m_boards[1]),
                mirrorHorizontal(m_boards[2]), mirrorHorizontal(m_boards[3])};
    }
    // Every man moved by files (positive: towards h) and ranks (positive:
    // towards rank 8). Men that would leave the board are dropped; *lost (if
    // given) tells whether any was.
    QuadBitboard shifted(int files, int ranks, bool *lost = nullptr) const;

private:
    std::array<Bitboard, ManCount> m_boards{};
};

// One bitboard moved by whole files and ranks; squares leaving the board are dropped.
Bitboard shiftBitboard(Bitboard b, int files, int ranks);

} // namespace rampart
