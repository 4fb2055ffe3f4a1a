// Basic chess vocabulary shared by the whole core: colours, piece kinds,
// pieces and squares. Plain C++20, no Qt.
#pragma once

#include <cstdint>

namespace rampart {

enum Color : std::uint8_t { White = 0, Black = 1 };
constexpr int ColorCount = 2;
constexpr Color operator~(Color c) {
    return Color(c ^ 1);
}

enum PieceType : std::uint8_t {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
    NoPieceType = 6
};
constexpr int PieceTypeCount = 6;

// Piece = colour * 6 + type; NoPiece marks an empty square.
enum Piece : std::uint8_t {
    WhitePawn,
    WhiteKnight,
    WhiteBishop,
    WhiteRook,
    WhiteQueen,
    WhiteKing,
    BlackPawn,
    BlackKnight,
    BlackBishop,
    BlackRook,
    BlackQueen,
    BlackKing,
    NoPiece
};
constexpr int PieceCount = 12;

constexpr Piece makePiece(Color c, PieceType t) {
    return Piece(c * 6 + t);
}
constexpr Color colorOf(Piece p) {
    return Color(p / 6);
}
constexpr PieceType typeOf(Piece p) {
    return p == NoPiece ? NoPieceType : PieceType(p % 6);
}

// Squares are numbered A1 = 0, B1 = 1, ..., H8 = 63 (little-endian rank-file).
// clang-format off
enum Square : std::uint8_t {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
    NoSquare = 64
};
// clang-format on
constexpr int SquareCount = 64;

constexpr int fileOf(Square s) {
    return s & 7;
}
constexpr int rankOf(Square s) {
    return s >> 3;
}
constexpr Square makeSquare(int file, int rank) {
    return Square(rank * 8 + file);
}
constexpr bool isValidSquare(int s) {
    return s >= 0 && s < 64;
}
// Same square seen from the other side of the board (a1 <-> a8).
constexpr Square flipRank(Square s) {
    return Square(s ^ 56);
}
// Same square with files mirrored (a1 <-> h1).
constexpr Square mirrorFile(Square s) {
    return Square(s ^ 7);
}
// The rank as seen by colour c (White's 2nd rank is Black's 7th).
constexpr int relativeRank(Color c, Square s) {
    return c == White ? rankOf(s) : 7 - rankOf(s);
}

// Char helpers for FEN and notation.
constexpr char fileChar(int file) {
    return char('a' + file);
}
constexpr char rankChar(int rank) {
    return char('1' + rank);
}

// "e4" style name of a square; NoSquare gives "-".
inline const char *squareName(Square s) {
    static const char names[65][3] = {
        "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a2", "b2", "c2", "d2", "e2",
        "f2", "g2", "h2", "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "a4", "b4",
        "c4", "d4", "e4", "f4", "g4", "h4", "a5", "b5", "c5", "d5", "e5", "f5", "g5",
        "h5", "a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6", "a7", "b7", "c7", "d7",
        "e7", "f7", "g7", "h7", "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8", "-"};
    return names[s];
}

// Castling rights as four bits.
enum CastlingRight : std::uint8_t {
    NoCastling = 0,
    WhiteKingSide = 1,
    WhiteQueenSide = 2,
    BlackKingSide = 4,
    BlackQueenSide = 8,
    AllCastling = 15
};

} // namespace rampart
