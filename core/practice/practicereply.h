// Rampart's reply in a practice: perfect and at once, from the values of
// every legal move (practiceknowledge.h), no search.
//
//   a winning side   the shortest mate (Syzygy: the shortest DTZ, by WDL
//                    first; it has no mate distance)
//   a losing side    the longest defence (the greatest DTM; Syzygy: the
//                    longest DTZ)
//   a drawing side   a move that keeps the draw
// Among moves of equal value the hardest one for the player: the reply
// after which the player has the fewest moves that keep their result
// (keepsResult(): for a lost position, the moves that resist longest). The
// moves left equal after that are chosen by a seeded random number of the
// position (the same seed and position give the same reply, so a try can
// be replayed).
//
// Where a solved set has only an interval for a DTM, the moves whose outcome
// is proven are compared by their bounds (the winner's guaranteed mate, the
// loser's guaranteed resistance) and the reply says so (Basis::ProvenBound).
// Where the outcome of the position itself is not known, there is no reply:
// practice never guesses.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "chess/position.h"

#include "practice/practiceknowledge.h"
#include "practice/practicevalue.h"

namespace rampart {

struct PracticeReply {
    // What the choice rested on.
    enum class Basis : std::uint8_t {
        MateDistance, // exact DTMs: the shortest mate or the longest defence
        Dtz,          // Syzygy: WDL, then the DTZ (no mate distance)
        Outcome,      // the outcome alone: a draw kept, or Syzygy without DTZ
        ProvenBound   // the outcome proven, the DTM an interval: by its bounds
    };
    Move move;
    PracticeValue value; // after the reply, for the side that made it
    Basis basis = Basis::MateDistance;
    int equalMoves = 1;    // moves of the same value as the reply
    int hardestMoves = 1;  // of those, the ones the seeded choice was among
    int playerKeeping = 0; // the player's moves that keep their result after it
};

// The position's outcome for its side to move, when the moves' values prove
// it: the best worst case, unless a move no source knows (or a move whose
// best case is better) may still do better. moves as
// PracticeKnowledge::moves() gives them (best first).
std::optional<PracticeOutcome> provenOutcome(const std::vector<PracticeMove> &moves);

// Whether a move of value v keeps the result best stands for (the best
// move's value, same side): the same outcome, and for a lost position a
// defence as long as the best one.
bool keepsResult(const PracticeValue &best, const PracticeValue &v);
// The moves among moves (best first) that keep the best one's result.
std::vector<Move> keepingMoves(const std::vector<PracticeMove> &moves);

// The reply from moves (best first), the hardest one among equals:
// keepingAfter(m) counts the player's moves that keep their result after m.
// seed and positionKey pick among the moves still equal. None when the
// outcome is not proven or there is no legal move.
std::optional<PracticeReply> chooseReply(const std::vector<PracticeMove> &moves,
                                         const std::function<int(Move)> &keepingAfter,
                                         std::uint64_t seed, std::uint64_t positionKey);
// The same for pos, with the values knowledge has.
std::optional<PracticeReply> chooseReply(const PracticeKnowledge &knowledge, const Position &pos,
                                         std::uint64_t seed);

} // namespace rampart
