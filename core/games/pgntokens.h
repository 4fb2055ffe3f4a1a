// The small pieces of PGN movetext the reader and its look-ahead share:
// what a symbol token is (result, evaluation symbol, move number, move) and
// a scan over the following moves of a line without playing them.
//
// Internal to the games layer (pgnreader.cpp); plain functions over views
// into the game's text, no allocation except the list of moves.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace rampart::pgn {

// Inline: the reader calls them for every character.
inline bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
inline bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
// Where a symbol token ends: whitespace or a character with a meaning of its own.
inline bool endsSymbol(char c) {
    return isSpace(c) || c == '(' || c == ')' || c == '{' || c == '}' || c == ';' || c == '$' ||
           c == '[' || c == ']' || c == '"';
}
// Collects text with whitespace runs folded to one space, none at either end
// (how comments are read).
class FoldedText {
public:
    void add(char c) {
        if (isSpace(c)) {
            m_space = true;
            return;
        }
        if (m_space && !m_text.empty()) m_text += ' ';
        m_space = false;
        m_text += c;
    }
    std::string take() { return std::move(m_text); }

private:
    std::string m_text;
    bool m_space = false;
};
// Characters that cannot be part of any token ("15. Bc1, Qf2+"): the
// tolerant reader skips them.
constexpr std::string_view StrayPunctuation = ",|`";
inline bool isStrayPunctuation(char c) {
    return c == ',' || c == '|' || c == '`';
}
// "1-0", "0-1", "1/2-1/2", "*", and the "1/2" and "½-½" some files use.
bool isResultToken(std::string_view s);
// The PGN result a result token stands for.
std::string_view normalResult(std::string_view s);
// "--" (as Rampart writes it), "Z0", "0000" (UCI), "@@@@".
bool isNullMoveSpelling(std::string_view s);
// The NAG of a suffix or evaluation symbol ("!?" 5, "+-" 18), -1 if none.
int nagOfSymbol(std::string_view s);
// Characters (not UTF-8 bytes) in s.
int characterCount(std::string_view s);

enum class SymbolKind { Result, Nag, Number, Move };

// One symbol token taken apart: "12...Nf3!?" is a Move with the number
// skipped, san "Nf3" and suffix "!?".
struct SymbolParts {
    SymbolKind kind = SymbolKind::Move;
    std::string_view san;    // Move: without number, dots and suffix (may be empty)
    std::string_view suffix; // Move: the "!" "?" characters after it
    int nag = -1;            // Nag
    int skipped = 0;         // Move: characters before san (number and dots)
    // A move number with unusual dots ("12..", "12....") or an ellipsis
    // ("12…"); the ellipsis is only recognised with `tolerant`.
    bool oddDots = false;
};

SymbolParts splitSymbol(std::string_view token, bool tolerant);

// The offset of the ')' that closes the variation opened at `open` (a '('),
// skipping comments and nested variations; npos when it is never closed.
std::size_t matchingParen(std::string_view text, std::size_t open);

// The SAN of at most `max` moves that follow `from` in the same line:
// comments, NAGs, move numbers and variations are skipped, and the scan stops
// at the end of the line (its ')', a result or a tag).
std::vector<std::string_view> followingMoves(std::string_view text, std::size_t from, int max);

} // namespace rampart::pgn
