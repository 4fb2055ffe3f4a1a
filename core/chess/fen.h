// FEN and EPD reading and writing.
//
// Parsing never throws and never half-accepts: a FenResult either holds a
// legal position (problems empty) or lists every problem found, each with a
// code and where it is (FEN field, 0-based, and character offset in the input).
// A structurally sound FEN whose position is illegal still carries the
// position (so an editor can show it), flagged by its problems.
#pragma once

#include "chess/position.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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
    ClockTooLarge,        // halfmove clock larger than the moves played allow
    // EPD
    BadEpdOperation // an operation without opcode, an unterminated string, ...
};

struct FenProblem {
    FenProblemCode code;
    int field = 0;      // 0 board, 1 side, 2 castling, 3 en passant, 4 halfmove, 5 fullmove
    int offset = 0;     // character offset into the input string
    std::string detail; // e.g. the offending character or square, "White", ...

    // An English one-line description (the GUI translates the code itself).
    std::string message() const;
};

struct FenResult {
    // The position as read: set whenever the syntax was sound, even when the
    // position is illegal (then problems lists why).
    std::optional<Position> position;
    std::vector<FenProblem> problems;

    bool ok() const { return position.has_value() && problems.empty(); }
};

FenResult parseFen(std::string_view fen);
// Legality checks on a position built by hand (editor): every problem found.
std::vector<FenProblem> checkLegality(const Position &pos);
std::string toFen(const Position &pos);
// The first four FEN fields (board, side, castling, en passant).
std::string toEpdBase(const Position &pos);

// EPD: four FEN fields followed by operations "opcode operand...;".
struct EpdRecord {
    FenResult position;
    // Every operation by opcode, operands as written (quotes removed).
    std::map<std::string, std::vector<std::string>> operations;

    std::vector<std::string> bestMoves() const { return operands("bm"); }
    std::vector<std::string> avoidMoves() const { return operands("am"); }
    std::string id() const;
    std::string comment(int n) const; // c0..c9
    std::vector<std::string> operands(const std::string &opcode) const;
};

// Parses an EPD line; a full six-field FEN line is accepted as well.
// Problems in the operations are reported with field 6.
EpdRecord parseEpd(std::string_view line);
std::string toEpd(const Position &pos,
                  const std::map<std::string, std::vector<std::string>> &operations);

} // namespace rampart
