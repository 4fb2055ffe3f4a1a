// The player's move in a practice, judged by what it did to their result:
// kept (with the best distance, or slower: a win that mates later than the
// fastest is still a win, not a mistake), thrown away (the outcome dropped:
// win to draw, draw to loss), or unknown (Rampart does not know the value
// before or after it, and never guesses). And how a try ends on the board.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "chess/position.h"

#include "practice/practicevalue.h"

namespace rampart {

enum class MoveVerdict : std::uint8_t {
    Kept,       // the result kept, at the best distance (or no distance counts)
    KeptSlower, // kept, at a worse distance: a later mate, a quicker loss, a longer DTZ
    ThrownAway, // the outcome dropped
    Unknown     // the value before or after the move is not known
};

struct MoveAssessment {
    MoveVerdict verdict = MoveVerdict::Unknown;
    // The best move's value (the position's) and the played move's, for the
    // player; none where no source knows them.
    std::optional<PracticeValue> before, after;
    // A move that keeps the result (the best one), none when not known.
    Move best;
};

// Judges played among moves (the position's legal moves with their values,
// best first, as PracticeKnowledge::moves() gives them).
MoveAssessment assessMove(const std::vector<PracticeMove> &moves, Move played);

// How a try ends on the board. The fifty-move rule is ignored, as in every
// DTM table; a position repeated three times is a draw.
enum class PracticeEnd : std::uint8_t {
    None,
    Checkmate, // the side to move is mated
    Stalemate,
    InsufficientMaterial,
    Repetition
};

// pos keeps the positions played to reach it (Position::makeMove()), so a
// repetition is seen.
PracticeEnd practiceEnd(const Position &pos);

} // namespace rampart
