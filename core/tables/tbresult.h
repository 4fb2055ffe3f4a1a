// What an endgame-table source says about a position, with where it comes
// from and what kind of number it is.
//
// Sources and what they can tell:
//   Rampart  our own in-memory tables (tablebase.h): exact distance to mate
//   Gaviota  Gaviota files through libgaviotatb: exact distance to mate
//   Syzygy   Syzygy files through libfathom: win/draw/loss (WDL) and, when
//            the DTZ file is present, the distance to zeroing (DTZ: plies to
//            the next capture or pawn move on the fastest winning path, the
//            fifty-move rule counted). DTZ is not a mate distance and is
//            never shown or used as one.
//
// Syzygy outcomes include the two fifty-move cases: a cursed win (a win the
// fifty-move rule turns into a draw) and a blessed loss (a loss the rule
// saves). They are printed as "cursed win" and "blessed loss" and count as
// draws in the search.
#pragma once

#include <cstdint>
#include <string>

#include "chess/move.h"

namespace rampart {

enum class TbSource : std::uint8_t { Rampart, Gaviota, Syzygy };
// What the number in a result means.
enum class TbMetric : std::uint8_t {
    None, // no number: a draw, or a Syzygy WDL result without its DTZ file
    Dtm,  // moves to mate (Rampart, Gaviota)
    Dtz   // plies to the next zeroing move (Syzygy)
};

// "rampart", "gaviota", "syzygy" (the CLI's --source values).
const char *tbSourceName(TbSource source);
// "Rampart", "Gaviota", "Syzygy" (for "table: Syzygy").
const char *tbSourceTitle(TbSource source);

struct TbResult {
    enum class Outcome : std::uint8_t {
        Win,
        CursedWin, // Syzygy only
        Draw,
        BlessedLoss, // Syzygy only
        Loss,
        NotFound // the source does not cover the position, or probing failed
    };
    Outcome outcome = Outcome::NotFound;
    TbSource source = TbSource::Rampart;
    TbMetric metric = TbMetric::None;
    // Dtm: full moves to mate from the side to move's view ("loss 0" = mated
    // now). Dtz: plies to zeroing (absolute; the outcome says who wins).
    int distance = 0;

    bool found() const { return outcome != Outcome::NotFound; }
    bool isWin() const { return outcome == Outcome::Win; }
    bool isLoss() const { return outcome == Outcome::Loss; }
    // Win or loss with a known distance to mate.
    bool hasMateDistance() const { return metric == TbMetric::Dtm && (isWin() || isLoss()); }
    // Plies to mate (win: 2N - 1, loss: 2N), 0 without a mate distance.
    int matePlies() const;
    // The result for the side that moved into this position (the outcome
    // turned round; DTM one move more on the win side, DTZ one ply more
    // unless the move was a zeroing one).
    TbResult fromMoverView(bool zeroingMove) const;

    // The CLI's RESULT: "win 7", "loss 0", "draw" for mate distances;
    // "win dtz 12", "cursed win dtz 103", "draw", "blessed loss dtz 40",
    // "loss dtz 5" (or without " dtz N" when no DTZ file) for Syzygy;
    // "not found" otherwise.
    std::string toString() const;
    bool operator==(const TbResult &other) const = default;
};

// A legal move and the result after it, from the mover's view.
struct TbMoveResult {
    Move move;
    TbResult result;
};

// Orders move results best first for the mover: wins (shortest DTM or DTZ
// first), cursed wins, draws, blessed losses, losses (longest first), then
// moves the source could not answer.
bool tbMoveBetter(const TbMoveResult &a, const TbMoveResult &b);

} // namespace rampart
