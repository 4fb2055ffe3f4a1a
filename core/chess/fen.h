// FEN and EPD reading and writing.
//
// Parsing never throws and never half-accepts: a FenResult either holds a
// legal position (problems empty) or lists every problem found, each with a
// code and where it is (FEN field, 0-based, and character offset in the input).
// A structurally sound FEN whose position is illegal still carries the
// position (so an editor can show it), flagged by its problems: the parser
// asks checkLegality() (legality.h), which also serves positions set up by hand.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/legality.h"
#include "chess/position.h"

namespace rampart {

struct FenResult {
    // The position as read: set whenever the syntax was sound, even when the
    // position is illegal (then problems lists why).
    std::optional<Position> position;
    std::vector<FenProblem> problems;

    bool ok() const { return position.has_value() && problems.empty(); }
};

FenResult parseFen(std::string_view fen);
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
// One position line as a user types it or a file holds it: a line of six
// fields without ';' is a FEN, so broken clock fields are reported as such
// (BadHalfmoveClock, ...) rather than as EPD operations; anything else is
// read as EPD (four fields, operations allowed; the operations are dropped).
FenResult parseFenOrEpd(std::string_view line);
std::string toEpd(const Position &pos,
                  const std::map<std::string, std::vector<std::string>> &operations);

} // namespace rampart
