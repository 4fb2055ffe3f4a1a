// The small pieces of PGN movetext the reader and its look-ahead share:
// what a symbol token is (result, evaluation symbol, move number, move) and
// a scan over the following moves of a line without playing them.
//
// Internal to the games layer (pgnreader.cpp); plain functions over views
// into the game's text, no allocation except the list of moves.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
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
inline bool isResultToken(std::string_view s);
// The PGN result a result token stands for.
std::string_view normalResult(std::string_view s);
// "--" (as Rampart writes it), "Z0", "0000" (UCI), "@@@@".
inline bool isNullMoveSpelling(std::string_view s);
// The NAG of a suffix or evaluation symbol ("!?" 5, "+-" 18), -1 if none.
inline int nagOfSymbol(std::string_view s);
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

inline SymbolParts splitSymbol(std::string_view token, bool tolerant);

// The offset of the ')' that closes the variation opened at `open` (a '('),
// skipping comments and nested variations; npos when it is never closed.
std::size_t matchingParen(std::string_view text, std::size_t open);

// The SAN of at most `max` moves that follow `from` in the same line:
// comments, NAGs, move numbers and variations are skipped, and the scan stops
// at the end of the line (its ')', a result or a tag).
std::vector<std::string_view> followingMoves(std::string_view text, std::size_t from, int max);

// --- Inline definitions (the reader calls these for every token) --------

namespace detail {

struct NagSymbol {
    std::string_view text;
    std::uint8_t nag;
};

// Move suffixes and the usual evaluation symbols (PGN standard 10, NAG table).
inline constexpr std::array<NagSymbol, 24> NagSymbols{
    {{"!", 1},   {"?", 2},    {"!!", 3},  {"??", 4},   {"!?", 5},   {"?!", 6},
     {"□", 7},   {"=", 10},   {"∞", 13},  {"+=", 14},  {"+/=", 14}, {"⩲", 14},
     {"=+", 15}, {"=/+", 15}, {"⩱", 15},  {"+/-", 16}, {"±", 16},   {"-/+", 17},
     {"∓", 17},  {"+-", 18},  {"-+", 19}, {"+--", 20}, {"--+", 21}, {"N", 146}}};

inline constexpr std::string_view Ellipsis = "\xE2\x80\xA6"; // U+2026 "…"

// Skips the dots (and, tolerant, ellipses) at token[i...]; counts them.
inline std::size_t skipDots(std::string_view token, std::size_t i, bool tolerant, int &dots,
                            bool &ellipsis, int &characters) {
    while (i < token.size()) {
        if (token[i] == '.') {
            ++dots;
            ++i;
        } else if (tolerant && token.substr(i, Ellipsis.size()) == Ellipsis) {
            ellipsis = true;
            i += Ellipsis.size();
        } else {
            break;
        }
        ++characters;
    }
    return i;
}

} // namespace detail

inline bool isResultToken(std::string_view s) {
    if (s.empty()) return false;
    const char c = s.front();
    if (c != '0' && c != '1' && c != '*' && c != '\xC2') return false;
    return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*" || s == "1/2" || s == "½-½";
}

inline bool isNullMoveSpelling(std::string_view s) {
    if (s.size() != 2 && s.size() != 4) return false;
    return s == "--" || s == "Z0" || s == "z0" || s == "@@@@" || s == "0000";
}

inline int nagOfSymbol(std::string_view s) {
    // Moves are most tokens: skip the table for anything that starts like one.
    if (s.empty()) return -1;
    const char c = s.front();
    if ((c >= 'a' && c <= 'h') || (c >= '0' && c <= '9') || c == 'K' || c == 'Q' || c == 'R' ||
        c == 'B' || c == 'O' || (c == 'N' && s.size() > 1))
        return -1;
    for (const detail::NagSymbol &n : detail::NagSymbols)
        if (n.text == s) return n.nag;
    return -1;
}

inline SymbolParts splitSymbol(std::string_view token, bool tolerant) {
    SymbolParts parts;
    if (isResultToken(token)) {
        parts.kind = SymbolKind::Result;
        return parts;
    }
    if (const int nag = nagOfSymbol(token); nag >= 0) {
        parts.kind = SymbolKind::Nag;
        parts.nag = nag;
        return parts;
    }
    if (isNullMoveSpelling(token)) { // "0000" is no move number
        parts.san = token;
        return parts;
    }
    // Move number: digits, then dots ("12." "12..." "12.Nf3"); a bare
    // number without dots is also a move number in some exports.
    std::size_t i = 0;
    while (i < token.size() && isDigit(token[i])) ++i;
    int dots = 0, characters = int(i);
    bool ellipsis = false;
    if (i > 0 && i < token.size()) {
        const std::size_t after = detail::skipDots(token, i, tolerant, dots, ellipsis, characters);
        if (after == i) { // digits, then something else: no move number
            i = 0;
            characters = 0;
        } else {
            i = after;
        }
    }
    // "..." on its own or before a move, without a number.
    i = detail::skipDots(token, i, tolerant, dots, ellipsis, characters);
    parts.oddDots = ellipsis || dots == 2 || dots > 3;
    if (i == token.size()) {
        parts.kind = SymbolKind::Number;
        return parts;
    }
    token.remove_prefix(i);
    parts.skipped = characters;
    // Suffix annotations "e4!?": the move without them, then their NAG.
    std::size_t end = token.size();
    while (end > 0 && (token[end - 1] == '!' || token[end - 1] == '?')) --end;
    parts.suffix = token.substr(end);
    parts.san = token.substr(0, end);
    return parts;
}

} // namespace rampart::pgn
