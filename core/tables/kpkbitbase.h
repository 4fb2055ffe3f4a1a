// The KPK win/draw bitbase: one bit per King+Pawn vs King configuration,
// generated in memory by retrograde analysis (chessprogramming wiki, KPK).
//
// Every configuration is normalised (normalizeKpk) so that the pawn is White's
// and stands on files a-d; a Black pawn is handled by flipping colours (ranks
// 1 <-> 8, side to move swapped), a pawn on files e-h by mirroring files.
//
// Index layout of one side-to-move half (17 bits, 98,304 configurations,
// 12 KB; two halves = 24 KB):
//
//   16 15 14 13 12 | 11 10  9  8  7  6 |  5  4  3  2  1  0
//   pawn (0..23)   |   strong king     |    weak king
//                  |   square 0..63    |    square 0..63
//
//   pawn = (rank - 2) * 4 + file, rank 2..7, file a..d = 0..3
//
// The bits are stored as one 64-bit word per (pawn, strong king): the word's
// bit n says whether the configuration with the weak king on square n is a
// win. Generation works on those words set-wise (all 64 weak-king squares at
// once), which is what makes it fast.
//
// A bit is set only for legal, won configurations; illegal configurations
// (kings adjacent or on the pawn, the side not to move in check) read as
// "not won".
#pragma once

#include <array>

#include "chess/bitboard.h"

namespace rampart {

class Position;

// A KPK configuration with the pawn White's and on files a-d.
struct KpkConfig {
    Square strongKing = NoSquare; // the king of the side with the pawn
    Square pawn = NoSquare;
    Square weakKing = NoSquare;
    Color sideToMove = White; // White = the side with the pawn
};

// Brings any KPK configuration to the normal form above. pawnColor is the
// colour of the pawn's owner; sideToMove is the real side to move.
KpkConfig normalizeKpk(Color pawnColor, Square strongKing, Square pawn, Square weakKing,
                       Color sideToMove);

class KpkBitbase {
public:
    static constexpr int PawnSquares = 24;                 // files a-d, ranks 2-7
    static constexpr int HalfSize = PawnSquares * 64 * 64; // configurations per side to move

    // Generates the bitbase (well under a millisecond).
    KpkBitbase();

    // 0..23 for a pawn on files a-d, ranks 2-7; -1 otherwise.
    static constexpr int pawnIndex(Square pawn) {
        const int file = fileOf(pawn), rank = rankOf(pawn);
        return file < 4 && rank >= 1 && rank <= 6 ? (rank - 1) * 4 + file : -1;
    }
    static constexpr Square pawnSquare(int pawnIndex) {
        return makeSquare(pawnIndex % 4, pawnIndex / 4 + 1);
    }
    // The 17-bit index of the diagram, for a normalised configuration.
    static constexpr int index(Square strongKing, Square pawn, Square weakKing) {
        return (pawnIndex(pawn) << 12) | (strongKing << 6) | weakKing;
    }

    // Whether the side with the pawn wins. Accepts either pawn colour and any
    // file; illegal configurations (and a pawn on rank 1 or 8) return false.
    bool isWin(Color pawnColor, Square strongKing, Square pawn, Square weakKing,
               Color sideToMove) const;
    // The same for a normalised configuration (no checks beyond the pawn rank).
    bool isWin(const KpkConfig &c) const;

    // Probes a position. Returns false when it is not exactly king and pawn
    // against king; otherwise sets pawnSideWins (false = draw). The position
    // is assumed legal (probe a TableRegistry for a checked answer).
    bool probe(const Position &pos, bool &pawnSideWins) const;

    // Memory held by the bitbase, in bytes.
    static constexpr int memoryBytes() { return 2 * HalfSize / 8; }

private:
    void generate();

    // m_won[side to move][pawn index][strong king] = set of weak-king squares.
    std::array<std::array<std::array<Bitboard, 64>, PawnSquares>, 2> m_won{};
};

} // namespace rampart
