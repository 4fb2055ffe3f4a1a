// What the evaluation adds for pieces: the endings a pawn race leads to
// after a promotion (queen or rook against king and pawns, queen against
// queen, ...).
//
// The pawn evaluation (races, passers, king activity) still scores the pawns
// that are left; on top of it come
//
//   material     the pieces (evalweights in evaluation.h)
//   mate drive   when one side has a queen or rook and the other has no
//                piece: the losing king driven to the edge and corner, the
//                winning king brought near it (Stockfish's KXK endgame does
//                the same with PushToEdges and PushClose) and near the losing
//                side's most advanced pawn, the usual way to the mate of
//                queen against pawn. Without it a promoted queen scores a
//                flat "a queen up" and the search has nothing to follow
//                towards the mate.
//
// Centipawns, White's view. Pure function of the position.
#pragma once

namespace rampart {

class Position;

namespace pieceweights {
constexpr int EdgePerStep = 16;       // per step of the losing king from the centre (0..6)
constexpr int KingsPerStep = 12;      // per step the winning king is nearer than 7
constexpr int KingToPawnPerStep = 10; // the same towards the losing side's most advanced pawn
} // namespace pieceweights

// True when pos has a knight, bishop, rook or queen.
bool hasPieces(const Position &pos);
// The pieces' material and the mate drive (see above), White's view.
int pieceScore(const Position &pos);

} // namespace rampart
