// PawnKing's partial evaluations (Horacek): one per positional element
// (passed pawn, candidate, weak pawn, lever, king activity, race), built from
// distances between identified squares.
//
// Each partial states
//   - a classification (what the element is worth, e.g. an unstoppable passer),
//   - the conditions that established it, with the distances they compared,
//   - a goal distance: the moves its side needs to reach the element's aim
//     (promotion for a passer, winning the pawn for an attacking king),
//   - a sensitive value: by how many moves its key distances may change
//     before the conclusion fails (0: one tempo would change the verdict),
//   - its contribution to the global evaluation (centipawns, White's view),
//   - the squares it refers to, with their roles, for the GUI and for move
//     ordering (planPriority in evaluation.h).
#pragma once

#include <string>
#include <vector>

#include "patterns/pattern.h"

#include "eval/discretevalue.h"

namespace rampart {

enum class ElementKind : std::uint8_t {
    PassedPawn,
    Candidate,
    WeakPawn,
    Lever,
    KingActivity,
    Race,
    OutsidePasser
};

// Ordered from most to least important within a kind (the "hierarchy" used
// to pick the best partial per classification and to order plans).
enum class Classification : std::uint8_t {
    // Passed pawns
    Unstoppable,     // the enemy king cannot catch it (rule of the square, real paths)
    EscortedPasser,  // own king on a key square: promotes against a lone king
    ProtectedPasser, // defended by a pawn: the enemy king cannot take it
    FreePasser,      // nothing in front, but the enemy king catches it
    BlockadedPasser, // an enemy man stands on its path
    // Candidates
    Candidate, // can become passed by advancing
    // Weak pawns
    WeakPawnLost, // the enemy king wins it before it can be defended
    WeakPawn,     // isolated or backward
    // Levers
    Lever, // a pawn that can capture: the structure is still in motion
    // King activity
    KingWinsPawn, // the king reaches an undefended enemy pawn first
    KingActive,   // the king is nearer to the pawns than the enemy king
    // Race (both sides or one side with unstoppable passers)
    RaceWon,       // the first queen stops, checks or wins the other side's pawns
    RaceUnclear,   // both queen: a queen ending
    RaceLoneQueen, // only this side queens
    // Outside (distant) passed pawn in a pure pawn ending
    OutsidePasserWins // the passer deflects the enemy king, the own king wins the far pawns
};

const char *elementKindName(ElementKind k);
const char *classificationName(Classification c);

struct PartialEvaluation {
    ElementKind kind = ElementKind::PassedPawn;
    Classification classification = Classification::FreePasser;
    Color side = White;       // whose element it is
    Square square = NoSquare; // the element's main square (the pawn, the king)
    int goalDistance = 0;     // moves to reach the aim
    int sensitive = 0;        // slack of the key distances, >= 0
    int score = 0;            // contribution in centipawns, White's view
    bool counted = false;     // chosen as best of its classification for the global value
    std::vector<SquareIdentity>
        identities;                      // squares with roles ("passer", "promotion square", ...)
    std::vector<std::string> conditions; // English, only filled when explaining

    // "passed pawn e5 (White): unstoppable, goal 3, sensitive 1, +350"
    std::string summary() const;
};

// Joins entries of the same square into one (roles in first-seen order, no
// duplicates), keeping the order of first appearance.
void mergeIdentities(std::vector<SquareIdentity> &identities);

// Ordering of partials within one classification: is a better than b for its side?
// Smaller goal distance first, then larger sensitive value.
bool betterPartial(const PartialEvaluation &a, const PartialEvaluation &b);

} // namespace rampart
