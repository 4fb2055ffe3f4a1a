#include "games/pgnreader.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "games/sanreader.h"
#include "games/textencoding.h"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace rampart {

namespace {

const char *codeText(PgnErrorCode code) {
    switch (code) {
    case PgnErrorCode::UnreadableToken:
        return "unreadable token";
    case PgnErrorCode::IllegalMove:
        return "illegal move";
    case PgnErrorCode::AmbiguousMove:
        return "ambiguous move";
    case PgnErrorCode::NullMove:
        return "null move (not supported)";
    case PgnErrorCode::BadTag:
        return "bad tag pair";
    case PgnErrorCode::BadFen:
        return "bad FEN tag";
    case PgnErrorCode::UnterminatedComment:
        return "comment without closing brace";
    case PgnErrorCode::UnbalancedVariation:
        return "unbalanced variation";
    case PgnErrorCode::NagWithoutMove:
        return "annotation before any move";
    case PgnErrorCode::EmptyGame:
        return "no game";
    }
    return "error";
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// Where a symbol token ends: whitespace or a character with a meaning of its own.
bool endsSymbol(char c) {
    return isSpace(c) || c == '(' || c == ')' || c == '{' || c == '}' || c == ';' || c == '$' ||
           c == '[' || c == ']' || c == '"';
}

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

bool isResult(std::string_view s) {
    if (s.empty() || (s.front() != '0' && s.front() != '1' && s.front() != '*')) return false;
    return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*";
}

// One line of play being read: where the next move goes and its position.
struct Frame {
    NodeId node = GameTree::root(); // the last move of this line (or its branch point)
    Position pos;                   // the position after `node`
    bool hasMove = false;           // a move was read in this line
    Move lastMove;                  // to step back when a variation opens
    UndoInfo lastUndo;
    std::string pendingComment; // a comment before the line's first move
};

class GameParser {
public:
    GameParser(std::string_view text, int gameNumber, int firstLine)
        : m_text(text)
        , m_gameNumber(gameNumber)
        , m_line(firstLine) {}

    PgnReadResult run();

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return m_text[m_pos]; }
    void advance() {
        const char c = m_text[m_pos++];
        if (c == '\n') {
            ++m_line;
            m_column = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++m_column; // count characters, not UTF-8 continuation bytes
        }
    }
    bool fail(PgnErrorCode code, int line, int column, std::string detail) {
        m_result.error = PgnError{code, m_gameNumber, line, column, std::move(detail), {}};
        return false;
    }
    // Skips whitespace, % escape lines; with `comments`, also collects
    // comments into `into` (nullptr: dropped).
    void skipSpace();
    bool readComment(std::string &into);
    bool readTags();
    bool setUpStart();
    bool readMovetext();
    bool readSymbol(std::string_view token, int line, int column);
    bool playMove(std::string_view san, int line, int column);
    bool addNag(int nag, int line, int column, std::string_view token);
    void addComment(std::string text);

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_gameNumber;
    int m_line;
    int m_column = 1;
    bool m_ended = false; // a termination marker was read
    PgnReadResult m_result;
    std::vector<Frame> m_frames;
};

void GameParser::skipSpace() {
    while (!atEnd()) {
        const char c = peek();
        if (c == '%' && m_column == 1) {
            while (!atEnd() && peek() != '\n') advance();
        } else if (isSpace(c)) {
            advance();
        } else {
            return;
        }
    }
}

// At '{' or ';': reads the comment, whitespace runs folded to one space.
bool GameParser::readComment(std::string &into) {
    const int line = m_line, column = m_column;
    const bool brace = peek() == '{';
    advance();
    std::string text;
    bool space = false;
    while (!atEnd()) {
        const char c = peek();
        if (brace ? c == '}' : c == '\n') break;
        advance();
        if (isSpace(c)) {
            space = true;
            continue;
        }
        if (space && !text.empty()) text += ' ';
        space = false;
        text += c;
    }
    if (brace) {
        if (atEnd())
            return fail(PgnErrorCode::UnterminatedComment, line, column,
                        "the comment opened here is never closed");
        advance();
    }
    into = std::move(text);
    return true;
}

bool GameParser::readTags() {
    while (true) {
        skipSpace();
        if (atEnd() || peek() != '[') return true;
        const int line = m_line, column = m_column;
        advance();
        while (!atEnd() && (peek() == ' ' || peek() == '\t')) advance();
        std::string name;
        while (!atEnd() && !isSpace(peek()) && peek() != '"' && peek() != ']') {
            name += peek();
            advance();
        }
        while (!atEnd() && (peek() == ' ' || peek() == '\t')) advance();
        if (name.empty() || atEnd() || peek() != '"')
            return fail(PgnErrorCode::BadTag, line, column,
                        "expected [Name \"value\"]" + (name.empty() ? "" : " for tag " + name));
        advance();
        std::string value;
        while (!atEnd() && peek() != '"' && peek() != '\n') {
            if (peek() == '\\') {
                advance();
                if (atEnd() || peek() == '\n') break;
            }
            value += peek();
            advance();
        }
        if (atEnd() || peek() != '"')
            return fail(PgnErrorCode::BadTag, line, column,
                        "the value of tag " + name + " has no closing quote");
        advance();
        while (!atEnd() && (peek() == ' ' || peek() == '\t')) advance();
        if (atEnd() || peek() != ']')
            return fail(PgnErrorCode::BadTag, line, column,
                        "tag " + name + " has no closing bracket");
        advance();
        m_result.game.tags.push_back({std::move(name), std::move(value)});
    }
}

bool GameParser::setUpStart() {
    PgnGame &game = m_result.game;
    const std::string fen = game.tag("FEN");
    // SetUp "0" with a FEN tag is a contradiction; the FEN is the better guess.
    Position start = Position::startPosition();
    if (!fen.empty()) {
        const FenResult parsed = parseFen(fen);
        if (!parsed.ok()) {
            // The problems go along as codes (the app has their texts); the
            // detail says where the first one is.
            std::string where = "unreadable";
            if (!parsed.problems.empty())
                where = std::to_string(parsed.problems.size()) +
                        " problem(s), the first in field " +
                        std::to_string(parsed.problems.front().field + 1) + ", column " +
                        std::to_string(parsed.problems.front().offset + 1);
            fail(PgnErrorCode::BadFen, m_line, m_column, "\"" + fen + "\": " + where);
            m_result.error->fenProblems = parsed.problems;
            return false;
        }
        start = *parsed.position;
    }
    game.tree.reset(start);
    Frame root;
    root.pos = start;
    root.pos.clearHistory();
    m_frames.push_back(std::move(root));
    return true;
}

void GameParser::addComment(std::string text) {
    if (text.empty()) return;
    Frame &f = m_frames.back();
    GameTree &tree = m_result.game.tree;
    if (!f.hasMove && f.node != GameTree::root()) {
        // Inside a variation, before its first move.
        if (!f.pendingComment.empty()) f.pendingComment += ' ';
        f.pendingComment += text;
        return;
    }
    // After a move, or at the start of the game (root's comment).
    std::string merged = tree.commentAfter(f.node);
    if (!merged.empty()) merged += ' ';
    merged += text;
    tree.setCommentAfter(f.node, std::move(merged));
}

bool GameParser::addNag(int nag, int line, int column, std::string_view token) {
    Frame &f = m_frames.back();
    // Before the game's first move a NAG assesses the start position (the
    // root keeps it); before a variation's first move it has no move to go with.
    if (!f.hasMove && m_frames.size() > 1)
        return fail(PgnErrorCode::NagWithoutMove, line, column, std::string(token));
    m_result.game.tree.addNag(f.node, std::uint8_t(nag));
    return true;
}

bool GameParser::playMove(std::string_view san, int line, int column) {
    Frame &f = m_frames.back();
    if (san == "--" || san == "Z0" || san == "z0" || san == "@@@@" || san == "0000")
        return fail(PgnErrorCode::NullMove, line, column, std::string(san));
    const ParsedMove parsed = readSanFast(f.pos, san);
    if (!parsed.ok()) {
        const PgnErrorCode code =
            parsed.error == NotationError::IllegalMove     ? PgnErrorCode::IllegalMove
            : parsed.error == NotationError::AmbiguousMove ? PgnErrorCode::AmbiguousMove
                                                           : PgnErrorCode::UnreadableToken;
        return fail(code, line, column, parsed.reason);
    }
    GameTree &tree = m_result.game.tree;
    const NodeId node = tree.addMove(f.node, parsed.move);
    if (!f.pendingComment.empty()) {
        tree.setCommentBefore(node, std::move(f.pendingComment));
        f.pendingComment.clear();
    }
    f.lastUndo = f.pos.makeMove(parsed.move);
    f.lastMove = parsed.move;
    f.node = node;
    f.hasMove = true;
    return true;
}

// A symbol: a move (perhaps with a number before and suffixes after), a move
// number, a result or an evaluation symbol.
bool GameParser::readSymbol(std::string_view token, int line, int column) {
    if (isResult(token) || token == "1/2" || token == "½-½") {
        if (m_frames.size() > 1)
            return fail(PgnErrorCode::UnbalancedVariation, line, column,
                        "result " + std::string(token) + " inside a variation");
        m_result.game.result = token == "1/2" || token == "½-½" ? "1/2-1/2" : std::string(token);
        m_ended = true;
        return true;
    }
    if (const int nag = nagOfSymbol(token); nag >= 0) return addNag(nag, line, column, token);

    // Move number: digits, then dots ("12." "12..." "12.Nf3"); a bare
    // number without dots is also a move number in some exports.
    std::size_t i = 0;
    while (i < token.size() && isDigit(token[i])) ++i;
    if (i > 0 && (i == token.size() || token[i] == '.')) {
        while (i < token.size() && token[i] == '.') ++i;
        if (i == token.size()) return true;
        column += int(i);
        token.remove_prefix(i);
    }
    while (!token.empty() && token.front() == '.') { // "..." on its own or before a move
        token.remove_prefix(1);
        ++column;
    }
    if (token.empty()) return true;

    // Suffix annotations "e4!?": the move without them, then their NAG.
    std::size_t end = token.size();
    while (end > 0 && (token[end - 1] == '!' || token[end - 1] == '?')) --end;
    const std::string_view suffix = token.substr(end);
    const std::string_view san = token.substr(0, end);
    if (san.empty()) return fail(PgnErrorCode::UnreadableToken, line, column, std::string(token));
    if (!playMove(san, line, column)) return false;
    if (!suffix.empty()) {
        const int nag = nagOfSymbol(suffix);
        if (nag < 0)
            return fail(PgnErrorCode::UnreadableToken, line, column,
                        "unknown annotation " + std::string(suffix));
        m_result.game.tree.addNag(m_frames.back().node, std::uint8_t(nag));
    }
    return true;
}

bool GameParser::readMovetext() {
    while (true) {
        skipSpace();
        if (atEnd() || m_ended) break;
        const int line = m_line, column = m_column;
        const char c = peek();
        if (c == '{' || c == ';') {
            std::string text;
            if (!readComment(text)) return false;
            addComment(std::move(text));
        } else if (c == '(') {
            advance();
            Frame &outer = m_frames.back();
            if (!outer.hasMove)
                return fail(PgnErrorCode::UnbalancedVariation, line, column,
                            "a variation before any move of its line");
            // The variation replaces the last move: start from its position.
            Frame inner;
            inner.node = m_result.game.tree.parent(outer.node);
            inner.pos = outer.pos;
            inner.pos.unmakeMove(outer.lastMove, outer.lastUndo);
            m_frames.push_back(std::move(inner));
        } else if (c == ')') {
            advance();
            if (m_frames.size() == 1)
                return fail(PgnErrorCode::UnbalancedVariation, line, column, "a ) without its (");
            m_frames.pop_back();
        } else if (c == '$') {
            advance();
            int nag = 0, digits = 0;
            while (!atEnd() && isDigit(peek()) && digits < 4) {
                nag = nag * 10 + (peek() - '0');
                ++digits;
                advance();
            }
            if (digits == 0 || nag > 255 || (!atEnd() && !endsSymbol(peek())))
                return fail(PgnErrorCode::UnreadableToken, line, column, "bad NAG");
            if (!addNag(nag, line, column, "$" + std::to_string(nag))) return false;
        } else if (c == '[') {
            return fail(PgnErrorCode::BadTag, line, column, "a tag pair inside the moves");
        } else if (c == '<') {
            // Reserved by the standard for future expansion: skipped.
            while (!atEnd() && peek() != '>') advance();
            if (!atEnd()) advance();
        } else {
            const std::size_t start = m_pos;
            while (!atEnd() && !endsSymbol(peek())) advance();
            if (m_pos == start) {
                advance(); // a lone '}', ']' or '"'
                return fail(PgnErrorCode::UnreadableToken, line, column, std::string(1, c));
            }
            if (!readSymbol(m_text.substr(start, m_pos - start), line, column)) return false;
        }
    }
    if (m_frames.size() > 1)
        return fail(PgnErrorCode::UnbalancedVariation, m_line, m_column,
                    "a variation is never closed");
    return true;
}

PgnReadResult GameParser::run() {
    if (m_text.substr(0, 3) == "\xEF\xBB\xBF") m_text.remove_prefix(3);
    // Comments before the tags (some exports put one between games) are
    // kept as the game's first comment.
    std::string leading;
    skipSpace();
    while (!atEnd() && (peek() == '{' || peek() == ';')) {
        std::string text;
        if (!readComment(text)) return std::move(m_result);
        if (!leading.empty() && !text.empty()) leading += ' ';
        leading += text;
        skipSpace();
    }
    const std::size_t start = m_pos;
    if (!readTags() || !setUpStart()) return std::move(m_result);
    addComment(std::move(leading));
    if (!readMovetext()) return std::move(m_result);
    if (start == m_text.size()) {
        fail(PgnErrorCode::EmptyGame, m_line, m_column, "no tags and no moves");
        return std::move(m_result);
    }
    if (!m_ended) {
        // No termination marker: the Result tag tells, else the game goes on.
        const std::string tagResult = m_result.game.tag("Result");
        if (isResult(tagResult)) m_result.game.result = tagResult;
    }
    return std::move(m_result);
}

} // namespace

std::string PgnError::reason() const {
    std::string text = codeText(code);
    if (!detail.empty()) text += ": " + detail;
    return text;
}

std::string PgnError::message() const {
    return "game " + std::to_string(game) + ", line " + std::to_string(line) + ", column " +
           std::to_string(column) + ": " + reason();
}

PgnReadResult readPgnGame(std::string_view text, int gameNumber, int firstLine) {
    bool converted = false;
    std::string utf8;
    if (!isValidUtf8(text)) {
        utf8 = latin1ToUtf8(text);
        text = utf8;
        converted = true;
    }
    PgnReadResult result = GameParser(text, gameNumber, firstLine).run();
    result.game.convertedFromLatin1 = converted;
    return result;
}

} // namespace rampart
