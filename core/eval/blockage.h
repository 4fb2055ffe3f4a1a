// Blockage (fortress) detection in king-and-pawn endings: the ram fence and
// the king flood of Tabibi et al., sharpened so that every claim is sound.
//
// detectBlockage(pos, strongSide) answers "can strongSide be proved unable to
// win?". A claim (blocked == true) means: whatever the stronger side does, the
// defender draws by never moving a pawn and shuffling its king between two
// squares that no enemy piece can ever attack or occupy (or, with one enemy
// passed pawn above the fence, by guarding it and taking it when it steps next
// to the king; or by holding a narrow entry with the king itself, a "pocket").
// Inside the search a claim caps the stronger side at a
// draw. When anything is in doubt the answer is "not blocked" with a reason;
// false negatives only cost search effort, false positives would throw away
// wins.
//
// The result carries the sets behind the verdict so they can be drawn like
// Tabibi et al.'s diagrams. All bitboards are in real board coordinates (a1 = bit 0)
// also when Black is the stronger side. They are filled as far as the
// analysis got: a position rejected early has empty sets.
//
// Cost: no allocation, no table beyond bitboard.h's; `rampart-cli bench
// blockage` measures it (figures in core/eval/README.md).
#pragma once

#include <cstdint>

#include "chess/bitboard.h"
#include "chess/types.h"

namespace rampart {

class Position;

// Why a position is (not) a blockage. Blocked is the only "yes".
enum class BlockageReason : std::uint8_t {
    Blocked,
    NotPawnEnding,        // a piece other than kings and pawns, or a king missing
    TooFewRams,           // fewer than MinBlockageRams rams (cheap precondition)
    DefendingKingFlooded, // the defending king stands inside the stronger king's flood
    Lever,                // a stronger pawn can capture now or after pushing (break-through)
    EnPassant,            // the stronger side can capture en passant right now
    PassedPawns,          // two or more stronger pawns can run to promotion
    PasserNotStopped,     // the one runner's stop square is not held by the defending king alone
    NoWaitingMove         // the defending king has no pair of permanently safe squares
};

// A fixed English text for each reason (static storage, never allocates).
const char *blockageReasonText(BlockageReason reason);

// The cheap precondition of Tabibi et al.: at least this many rams.
constexpr int MinBlockageRams = 3;

struct BlockageResult {
    bool blocked = false;
    Color strongSide = White;
    // The part of the fence the flood runs into: fixed stronger pawns and
    // squares attacked by the remaining defender pawns that touch the flood.
    Bitboard fence = 0;
    // Every square the stronger king can ever reach (seeded from the base area
    // below the fence and from its own square, stopped by the fence).
    Bitboard flood = 0;
    // Everything beyond: neither flood nor fence.
    Bitboard above = 0;
    // Defender pawns the flood reaches (the stronger king may capture them);
    // the fence was recomputed without them.
    Bitboard drowned = 0;
    // The defending king's permanently safe squares (empty when rejected
    // before that point). With a runner, its stop square plus the guard squares.
    Bitboard safe = 0;
    BlockageReason why = BlockageReason::NotPawnEnding;
    // Same as blockageReasonText(why): static text, so the hot path does not
    // allocate (a std::string here would). For --explain and the GUI.
    const char *reason = "";
};

// The core test on bare sets: pawns and kings of both colours, which side is
// assumed stronger, the side to move and the en passant square (NoSquare when
// none). Assumes a legal king-and-pawn position.
BlockageResult detectBlockage(Bitboard whitePawns, Bitboard blackPawns, Square whiteKing,
                              Square blackKing, Color strongSide, Color sideToMove = White,
                              Square enPassant = NoSquare);

// The same on a Position; any piece other than kings and pawns gives
// NotPawnEnding (no claim).
BlockageResult detectBlockage(const Position &pos, Color strongSide);

// Convenience: the side with more pawns is tried; with equal pawn counts White
// is tried, then Black, and the first blocked result is returned (else White's).
BlockageResult detectBlockage(const Position &pos);

} // namespace rampart
