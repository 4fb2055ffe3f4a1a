// Reads the text of one PGN game (tag pairs and movetext) into a PgnGame.
//
// Follows the PGN standard and what real files contain:
//  - tag pairs [Name "value"] with \" and \\ escapes, several per line or none;
//  - SAN moves with the usual variants (see parseSanMove()), move numbers with
//    or without a space ("12.Nf3", "12... Nf3");
//  - nested variations ( ... ), {brace} and ;rest-of-line comments, % escape
//    lines (skipped), NAGs $0..$255, the suffixes ! ? !! ?? !? ?! and the
//    evaluation symbols = += =+ +/= =/+ +/- -/+ +- -+ (read as their NAGs);
//  - SetUp/FEN games (a FEN tag is honoured with or without SetUp);
//  - a byte-order mark, CRLF line ends, UTF-8 or Latin-1 text (text that is
//    not valid UTF-8 is read as Latin-1 and converted);
//  - games without tags and games without a termination marker;
//  - NAGs before the first move: they assess the start position (root).
//
// Tolerant reading (the default) also reads PGN as people write it, with a
// warning for each flaw it reads past:
//  - null moves "--", "Z0", "0000" (a pass; not allowed in check);
//  - punctuation that cannot be part of a token ("15. Bc1, Qf2+");
//  - "12..", "4..Be7", "12…" and "…" after a move number;
//  - an ambiguous SAN move when exactly one of its candidates lets the
//    following moves of its line (up to LookAheadPlies) be played;
//  - a variation with an error: it is dropped and its text kept as a comment.
// Any other error ends the game there: the moves read so far stay, the rest
// of the game's text becomes a comment after the last main-line move (so
// writing the game back loses nothing) and the result is marked partial.
// Strict reading reports every flaw as an error, except "--", the spelling
// Rampart itself writes.
//
// A game that cannot be read completely is reported with its number, the
// line and column (in characters, 1-based, counted in the file) and the
// reason; the moves read before the problem are kept in the result.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/fen.h"

#include "games/pgngame.h"

namespace rampart {

enum class PgnErrorCode {
    UnreadableToken,     // a token that is no move, number, NAG, symbol or result
    IllegalMove,         // a well-formed move not legal in its position
    AmbiguousMove,       // a move several pieces could make
    NullMove,            // "Z0", "0000": read as "--" (warning), or strict: an error
    BadTag,              // a tag pair that does not follow [Name "value"]
    BadFen,              // the FEN tag does not hold a legal position
    UnterminatedComment, // a { without }
    UnbalancedVariation, // a ) without (, a ( that is never closed, or ( before any move
    NagWithoutMove,      // a NAG or suffix before the first move of a variation
    EmptyGame,           // nothing but whitespace or comments
    // Flaws the tolerant reader reads past (warnings only):
    StrayPunctuation,  // a ',' between moves, skipped
    MoveNumberDots,    // "12.." or "12…" read as a move number
    ResolvedAmbiguity, // an ambiguous move that the following moves decide
    DroppedVariation   // a variation with an error, kept as a comment
};

// How far the tolerant reader looks ahead to decide an ambiguous move.
constexpr int LookAheadPlies = 40;

struct PgnReadOptions {
    bool strict = false; // every flaw is an error, as the PGN standard has it
};

struct PgnError {
    PgnErrorCode code = PgnErrorCode::UnreadableToken;
    int game = 0;       // 1-based number of the game in its file
    int line = 0;       // 1-based line in the file
    int column = 0;     // 1-based column (characters) in that line
    std::string detail; // the token, tag or reason in English
    // BadFen: every problem of the FEN tag, as codes (fen.h) for the app to word.
    std::vector<FenProblem> fenProblems;

    // "illegal move: Nf6 is not legal here"
    std::string reason() const;
    // "game 3, line 45, column 12: illegal move: Nf6 is not legal here"
    std::string message() const;
};

struct PgnReadResult {
    PgnGame game;                  // complete, or the part read before the error
    std::optional<PgnError> error; // set when the game did not parse completely
    // Tolerant reading: flaws read past, in the order met.
    std::vector<PgnError> warnings;
    // Tolerant reading: `error` ended the game and the unread rest of its
    // text is a comment after the last main-line move; the game is usable.
    bool partial = false;

    bool ok() const { return !error.has_value(); }
};

// Reads one game. `gameNumber` and `firstLine` place the text in its file
// (used in error reports). A leading byte-order mark is skipped.
PgnReadResult readPgnGame(std::string_view text, int gameNumber = 1, int firstLine = 1,
                          PgnReadOptions options = {});

} // namespace rampart
