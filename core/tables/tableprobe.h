// What an endgame table says about a position, and about a move: the one
// answer type of every table source, Rampart's own and other programs' files.
//
// Sources and what they can tell:
//   Rampart  our own in-memory tables (tableregistry.h): exact
//            distance to mate
//   Gaviota  Gaviota files through libgaviotatb (tbfiles/gaviotasource.h):
//            exact distance to mate
//   Syzygy   Syzygy files through libfathom (tbfiles/syzygysource.h):
//            win/draw/loss (WDL) and, when the DTZ file is present, the
//            distance to zeroing (DTZ: plies to the next capture or pawn move
//            on the fastest winning path, the fifty-move rule counted). DTZ is
//            not a mate distance and is never shown or used as one.
//
// Units: DTM is counted in moves as players count them ("mate in 7" = the
// winner mates on his 7th move, 13 plies); plies() converts. "loss 0" means
// the side to move is checkmated now. The fifty-move rule is ignored in every
// DTM table. Syzygy outcomes include the two fifty-move cases: a cursed win
// (a win the fifty-move rule turns into a draw) and a blessed loss (a loss
// the rule saves); they count as draws in the search.
#pragma once

#include <cstdint>
#include <string>

#include "chess/move.h"

namespace rampart {

enum class TbSource : std::uint8_t { Rampart, Gaviota, Syzygy };
// What the number in a result means.
enum class TbMetric : std::uint8_t {
    None, // no number: a Syzygy draw or WDL result without its DTZ file, or
          // no answer (NotFound)
    Dtm,  // moves to mate (Rampart, Gaviota; their draws too)
    Dtz   // plies to the next zeroing move (Syzygy)
};

// "rampart", "gaviota", "syzygy" (the CLI's --source values).
const char *tbSourceName(TbSource source);
// "Rampart", "Gaviota", "Syzygy" (for "table: Syzygy").
const char *tbSourceTitle(TbSource source);

// Why a position has no value: a code, with its data in the TableProbe
// (men, table). The app words it (TablebaseText, translated); the CLI
// prints reasonMessage() (English).
enum class TbReason : std::uint8_t {
    None,
    // Illegal
    KingCount,            // not exactly one king a side
    SharedSquare,         // two men on one square (a placement: probeSquares())
    KingsAdjacent,        //
    PawnOnBackRank,       // a pawn on rank 1 or 8
    SideNotToMoveInCheck, //
    IllegalPlacement,     // the table refuses the placement
    SquareOccupied,       // a square map's square holds another man
    NoManOnSquare,        // a square map's chosen square is empty
    // Unsupported
    TooManyMen,            // men: how many there are (more than four)
    CastlingRights,        //
    TableNotBuilt,         // table: the material whose table is not built
    EnPassantTableNotBuilt // the table after the en passant capture is not built
};

struct TableProbe {
    enum class Kind : std::uint8_t {
        Win,
        CursedWin, // Syzygy only
        Draw,
        BlessedLoss, // Syzygy only
        Loss,
        NotFound,   // a file source does not cover the position, or probing failed
        Illegal,    // the position cannot occur (reason says why)
        Unsupported // no table of ours covers it (reason says why, or None)
    };

    Kind kind = Kind::Unsupported;
    // Dtm: full moves to mate from the side to move's view ("loss 0" = mated
    // now). Dtz: plies to zeroing (absolute; the kind says who wins). 0 for
    // draws and results without a value.
    int distance = 0;
    TbReason reason = TbReason::None; // Illegal/Unsupported: why
    int men = 0;                      // TooManyMen: the men on the board
    std::string table{}; // TableNotBuilt: the canonical material ("KQKP", no allocation)
    TbSource source = TbSource::Rampart;
    TbMetric metric = TbMetric::Dtm;

    // A result the source does not have (kind NotFound).
    static TableProbe notFound(TbSource source);

    // Win, cursed win, draw, blessed loss or loss: the source answered.
    bool found() const { return kind <= Kind::Loss; }
    bool isWin() const { return kind == Kind::Win; }
    bool isLoss() const { return kind == Kind::Loss; }
    bool isDecided() const { return kind == Kind::Win || kind == Kind::Loss; }
    // Win or loss with a known distance to mate.
    bool hasMateDistance() const { return metric == TbMetric::Dtm && isDecided(); }
    // Plies to mate: a win in N moves is 2N - 1 plies, a loss in N moves 2N
    // plies; 0 without a mate distance.
    int plies() const;
    // The result for the side that moved into this position: the outcome
    // turned round; DTM one move more on the win side, DTZ one ply more unless
    // the move was a zeroing one (a capture or pawn move).
    TableProbe fromMoverView(bool zeroingMove = false) const;

    // The CLI's RESULT: "win 7", "loss 0", "draw" for mate distances;
    // "win dtz 12", "cursed win dtz 103", "blessed loss dtz 40", "loss dtz 5"
    // (or without " dtz N" when no DTZ file) for Syzygy; "not found",
    // "illegal: <reason>", "unsupported: <reason>" (reasonMessage()).
    std::string toString() const;
    bool operator==(const TableProbe &other) const = default;
};

// The reason of a probe in English: "kings adjacent", "more than four men
// (5)", "table KPKP not built", ... (empty for None).
std::string reasonMessage(const TableProbe &probe);

// A legal move and the result after it, from the point of view of the side
// that made it: "win 5" = that side mates in 5 moves counting this one.
struct MoveProbe {
    Move move;
    TableProbe result;
};

// Orders move results best first for the mover: wins (shortest DTM or DTZ
// first, a known distance before an unknown one), cursed wins, draws,
// blessed losses, losses (longest first), then moves without an answer.
// Moves of equal value compare equal (a caller sorts stably or breaks ties).
bool moveProbeBetter(const MoveProbe &a, const MoveProbe &b);

} // namespace rampart
