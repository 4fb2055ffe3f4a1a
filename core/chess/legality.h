// Whether a position can occur in a game, and the one problem type for
// position descriptions.
//
// A Position holds any placement (so editors can show half-built positions);
// checkLegality() lists every reason the position cannot arise in a game.
// The FEN parser (fen.h) reports its syntax problems with the same type, so a
// FenProblem is either a syntax problem of the text or a legality problem of
// the position; field names the FEN field it concerns either way.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "chess/position.h"

namespace rampart {

enum class FenProblemCode {
    // Syntax
    EmptyInput,
    WrongFieldCount,   // not 4 (EPD style) or 6 fields
    BadPieceLetter,    // a character in the board field that is no piece, digit or '/'
    BadRankLength,     // a rank that does not describe exactly 8 squares
    WrongRankCount,    // not exactly 8 ranks
    BadSideToMove,     // not "w" or "b"
    BadCastlingField,  // a character other than KQkq, repeated, or '-' mixed in
    BadEnPassantField, // not "-" or a square
    BadHalfmoveClock,  // not a non-negative number
    BadFullmoveNumber, // not a positive number
    // Legality
    MissingKing,    // a colour has no king
    TooManyKings,   // a colour has more than one king
    PawnOnBackRank, // a pawn on rank 1 or 8
    SideNotToMoveInCheck,
    ImpossibleEnPassant, // ep square not on the right rank, no pawn that just moved, or squares
                         // occupied
    CastlingWithoutKingOrRook,
    TooManyPieces,        // more than 16 men of a colour
    TooManyPawns,         // more than 8 pawns of a colour
    ImpossiblePromotions, // more promoted pieces than missing pawns allow
    ImpossibleChecks,     // side to move in check by three or more pieces, or by an impossible pair
    ClockTooLarge,        // halfmove clock larger than the moves played allow, or not 0 with an
                          // en passant square
    // EPD
    BadEpdOperation // an operation without opcode, an unterminated string, ...
};

// A problem is data, not a sentence: the one table of texts is FenProblemText
// (app/text), translated in the GUI and in English in the CLI.
//
// detail by code: syntax problems give the offending text (BadRankLength
// "rank:text", WrongFieldCount and WrongRankCount the count found); colour
// problems (MissingKing, TooManyKings, SideNotToMoveInCheck, TooManyPieces,
// TooManyPawns, ImpossiblePromotions) the identifier "White" or "Black";
// PawnOnBackRank, ImpossibleEnPassant a square name; CastlingWithoutKingOrRook
// the right ("K", "Q", "k", "q"); ImpossibleChecks the number of checking
// pieces ("2" for an impossible pair); ClockTooLarge the clock;
// BadEpdOperation the opcode ("" when it is missing; otherwise the operation
// lacks its ';' or a closing quote).
struct FenProblem {
    FenProblemCode code;
    int field = 0;      // 0 board, 1 side, 2 castling, 3 en passant, 4 halfmove, 5 fullmove
    int offset = 0;     // character offset into the input string
    std::string detail; // see above
};

// Every legality problem of the position (empty when it can occur in a game).
// The problems carry their FEN field; offset is 0 (there is no text).
std::vector<FenProblem> checkLegality(const Position &pos);

// A position known to be legal: made only by of(), which checks it once, so
// whoever takes one checks nothing again (a copy of the position).
class LegalPosition {
public:
    // The position when checkLegality() finds no problem, else nothing.
    static std::optional<LegalPosition> of(const Position &pos);

    const Position &position() const { return m_position; }

private:
    explicit LegalPosition(const Position &pos)
        : m_position(pos) {}
    Position m_position;
};

} // namespace rampart
