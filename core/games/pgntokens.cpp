#include "games/pgntokens.h"

namespace rampart::pgn {

std::string_view normalResult(std::string_view s) {
    return s == "1/2" || s == "½-½" ? std::string_view("1/2-1/2") : s;
}

int characterCount(std::string_view s) {
    int n = 0;
    for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return n;
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
