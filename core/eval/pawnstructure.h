// Set-wise pawn-structure features (Horacek's PawnKing: "predetermine set-wise
// instances of passed pawns, candidates, backward pawns etc. with the help of
// pawn- and attack spans"). Everything is computed from the two pawn sets
// alone, so the result can be cached by pawn key.
//
// Definitions, for the pawns of colour c ("own") against the other colour:
//   frontSpan     squares in front of own pawns on their files
//   attackSpan    squares own pawns attack now or after advancing
//   passed        no enemy pawn in front on the same or an adjacent file, and
//                 no own pawn in front on the same file (only the front pawn
//                 of a doubled pair is passed)
//   protectedPassed  passed and defended by an own pawn
//   outsidePassed    passed, and every enemy pawn at least two files away on
//                    the same side of it (the passer decoys the enemy king
//                    away from the other pawns); none when the enemy has no pawns
//   candidate     not passed, no enemy pawn in front on its file, and at least
//                 as many own pawns on adjacent files level with or behind it
//                 (helpers) as enemy pawns on adjacent files in front of it
//                 (sentries): it can become passed by advancing
//   backward      its stop square is attacked by an enemy pawn and lies
//                 outside the own attack span (no own pawn can ever defend it)
//   isolated      no own pawn on an adjacent file
//   doubled       an own pawn stands in front of it on the same file (the rear
//                 pawns of a doubled group)
//   rams          blocked by an enemy pawn directly in front
//   levers        attacking an enemy pawn (can capture it)
//   duos          an own pawn stands beside it on the same rank
#pragma once

#include "chess/bitboard.h"

namespace rampart {

class QuadBitboard;

struct PawnFeatures {
    Bitboard pawns = 0;
    Bitboard frontSpan = 0;
    Bitboard attackSpan = 0;
    Bitboard attacks = 0; // squares attacked by own pawns now
    Bitboard passed = 0;
    Bitboard protectedPassed = 0;
    Bitboard outsidePassed = 0;
    Bitboard candidates = 0;
    Bitboard backward = 0;
    Bitboard isolated = 0;
    Bitboard doubled = 0;
    Bitboard rams = 0;
    Bitboard levers = 0;
    Bitboard duos = 0;

    // Weak pawns: isolated or backward.
    Bitboard weak() const { return isolated | backward; }
};

class PawnStructure {
public:
    PawnStructure(Bitboard whitePawns, Bitboard blackPawns);
    explicit PawnStructure(const QuadBitboard &board);

    const PawnFeatures &operator[](Color c) const { return m_features[c]; }
    const PawnFeatures &features(Color c) const { return m_features[c]; }

private:
    PawnFeatures m_features[ColorCount];
};

} // namespace rampart
