#include "games/pgntokens.h"

#include <array>
#include <cstdint>

namespace rampart::pgn {

namespace {

struct NagSymbol {
    std::string_view text;
    std::uint8_t nag;
};

// Move suffixes and the usual evaluation symbols (PGN standard 10, NAG table).
constexpr std::array<NagSymbol, 24> NagSymbols{
    {{"!", 1},   {"?", 2},    {"!!", 3},  {"??", 4},   {"!?", 5},   {"?!", 6},
     {"□", 7},   {"=", 10},   {"∞", 13},  {"+=", 14},  {"+/=", 14}, {"⩲", 14},
     {"=+", 15}, {"=/+", 15}, {"⩱", 15},  {"+/-", 16}, {"±", 16},   {"-/+", 17},
     {"∓", 17},  {"+-", 18},  {"-+", 19}, {"+--", 20}, {"--+", 21}, {"N", 146}}};

constexpr std::string_view Ellipsis = "\xE2\x80\xA6"; // U+2026 "…"

// Skips the dots (and, tolerant, ellipses) at token[i...]; counts them.
std::size_t skipDots(std::string_view token, std::size_t i, bool tolerant, int &dots,
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

} // namespace

bool isResultToken(std::string_view s) {
    if (s.empty()) return false;
    const char c = s.front();
    if (c != '0' && c != '1' && c != '*' && c != '\xC2') return false;
    return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*" || s == "1/2" || s == "½-½";
}

std::string_view normalResult(std::string_view s) {
    return s == "1/2" || s == "½-½" ? std::string_view("1/2-1/2") : s;
}

bool isNullMoveSpelling(std::string_view s) {
    if (s.size() != 2 && s.size() != 4) return false;
    return s == "--" || s == "Z0" || s == "z0" || s == "@@@@" || s == "0000";
}

int nagOfSymbol(std::string_view s) {
    // Moves are most tokens: skip the table for anything that starts like one.
    if (s.empty()) return -1;
    const char c = s.front();
    if ((c >= 'a' && c <= 'h') || (c >= '0' && c <= '9') || c == 'K' || c == 'Q' || c == 'R' ||
        c == 'B' || c == 'O' || (c == 'N' && s.size() > 1))
        return -1;
    for (const NagSymbol &n : NagSymbols)
        if (n.text == s) return n.nag;
    return -1;
}

int characterCount(std::string_view s) {
    int n = 0;
    for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

SymbolParts splitSymbol(std::string_view token, bool tolerant) {
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
        const std::size_t after = skipDots(token, i, tolerant, dots, ellipsis, characters);
        if (after == i) { // digits, then something else: no move number
            i = 0;
            characters = 0;
        } else {
            i = after;
        }
    }
    // "..." on its own or before a move, without a number.
    i = skipDots(token, i, tolerant, dots, ellipsis, characters);
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

std::size_t matchingParen(std::string_view text, std::size_t open) {
    int depth = 0;
    for (std::size_t i = open; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '{') {
            i = text.find('}', i);
            if (i == std::string_view::npos) return i;
        } else if (c == ';') {
            i = text.find('\n', i);
            if (i == std::string_view::npos) return i;
        } else if (c == '(') {
            ++depth;
        } else if (c == ')' && --depth == 0) {
            return i;
        }
    }
    return std::string_view::npos;
}

std::vector<std::string_view> followingMoves(std::string_view text, std::size_t from, int max) {
    std::vector<std::string_view> moves;
    int depth = 0;
    std::size_t i = from;
    while (i < text.size() && int(moves.size()) < max) {
        const char c = text[i];
        if (c == '{' || c == ';') {
            i = text.find(c == '{' ? '}' : '\n', i);
            if (i == std::string_view::npos) break;
            ++i;
            continue;
        }
        if (c == '(') ++depth;
        if (c == ')' && depth-- == 0) break; // the end of the line
        if (c == '[') break;                 // the next game's tags
        if (endsSymbol(c)) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && !endsSymbol(text[end])) ++end;
        std::string_view token = text.substr(i, end - i);
        i = end;
        if (depth > 0) continue;
        // Pieces between stray punctuation, as the tolerant reader takes them.
        while (!token.empty() && int(moves.size()) < max) {
            const std::size_t cut = token.find_first_of(StrayPunctuation);
            const SymbolParts parts = splitSymbol(token.substr(0, cut), true);
            if (parts.kind == SymbolKind::Result) return moves;
            if (parts.kind == SymbolKind::Move && !parts.san.empty()) moves.push_back(parts.san);
            token = cut == std::string_view::npos ? std::string_view() : token.substr(cut + 1);
        }
    }
    return moves;
}

} // namespace rampart::pgn
