// Evaluation of endings with pieces: what a pawn ending turns into after a
// promotion (queen or rook against king and pawns, queen against queen, ...).
//
// The pawn-ending heuristics (races, unstoppable passers, key squares) assume
// that only kings can stop pawns; with a queen or rook on the board they no
// longer hold, so a position with pieces is scored here instead:
//
//   material      pieces and pawns (evalweights in evaluation.h)
//   passed pawns  a bonus growing with the rank, the nearer the promotion
//                 square the more it is worth (a pawn on the 7th with its
//                 king near is what draws against a queen)
//   mate drive    when one side has a queen or rook and the other has no
//                 piece: the losing king driven to the edge and corner, the
//                 winning king brought near (Stockfish's KXK endgame does the
//                 same: PushToEdges and PushClose), and towards the losing
//                 side's most advanced pawn, so that the search finds the
//                 mate instead of a flat "a queen up" value
//
// Centipawns, White's view. Pure function of the position.
#pragma once

namespace rampart {

class Position;

namespace pieceweights {
constexpr int EdgePerStep = 16;       // per step of the losing king from the centre (0..6)
constexpr int KingsPerStep = 12;      // per step the winning king is nearer than 7
constexpr int KingToPawnPerStep = 10; // the same towards the losing side's most advanced pawn
constexpr int PasserPerRank2 = 5;     // passed pawn: times relative rank squared
constexpr int PasserKingNear = 30;    // a passed pawn on the 7th with its own king next to it
} // namespace pieceweights

// True when pos has a knight, bishop, rook or queen.
bool hasPieces(const Position &pos);
// The score of a position with pieces (see above), White's view.
int pieceEndingScore(const Position &pos);

} // namespace rampart
