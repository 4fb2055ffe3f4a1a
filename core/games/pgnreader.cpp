#include "games/pgnreader.h"

#include <cstdint>
#include <utility>
#include <vector>

#include "chess/fen.h"
#include "chess/notation.h"

#include "games/pgntokens.h"
#include "games/sanreader.h"
#include "games/textencoding.h"

namespace rampart {

using namespace pgn;

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
        return "null move";
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
    case PgnErrorCode::StrayPunctuation:
        return "punctuation skipped";
    case PgnErrorCode::MoveNumberDots:
        return "unusual move number";
    case PgnErrorCode::ResolvedAmbiguity:
        return "ambiguous move resolved";
    case PgnErrorCode::DroppedVariation:
        return "variation kept as a comment";
    }
    return "error";
}

// Text kept as a comment: whitespace runs folded to one space, as comments
// are read (so that writing it and reading it again gives the same text).
std::string foldSpace(std::string_view text) {
    FoldedText folded;
    for (const char c : text) folded.add(c);
    return folded.take();
}

// One line of play being read: where the next move goes and its position.
struct Frame {
    NodeId node = GameTree::root(); // the last move of this line (or its branch point)
    Position pos;                   // the position after `node`
    bool hasMove = false;           // a move was read in this line
    Move lastMove;                  // to step back when a variation opens
    UndoInfo lastUndo;
    std::string pendingComment; // a comment before the line's first move
    std::size_t open = 0;       // a variation: the offset of its '('
    // Tolerant reading of a variation: the first nodes it (or a variation
    // inside it) added to the tree, which dropping it removes.
    std::vector<NodeId> created;
    bool onNewNodes = false; // the line's last move was added by it
};

class GameParser {
public:
    GameParser(std::string_view text, int gameNumber, int firstLine, PgnReadOptions options)
        : m_text(text)
        , m_gameNumber(gameNumber)
        , m_line(firstLine)
        , m_strict(options.strict) {}

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
    void warn(PgnErrorCode code, int line, int column, std::string detail) {
        m_result.warnings.push_back(
            PgnError{code, m_gameNumber, line, column, std::move(detail), {}});
    }
    // Skips whitespace and % escape lines.
    void skipSpace();
    bool readComment(std::string &into);
    bool readTags();
    bool setUpStart();
    void startFrom(const Position &start);
    bool readMovetext();
    bool readItem();
    bool readPunctuated(std::string_view token, int line, int column);
    bool readSymbol(std::string_view token, int line, int column);
    bool playMove(std::string_view san, int line, int column);
    bool resolveAmbiguity(std::string_view san, std::string reason, int line, int column,
                          Move &move);
    bool addNag(int nag, int line, int column, std::string_view token);
    void addComment(std::string text);
    bool dropVariation();
    void keepRest();
    PgnReadResult finish();

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_tokenStart = 0; // where the item being read starts
    // Where the move number before the item being read starts (npos: none),
    // so that a kept rest begins with its move's number.
    std::size_t m_numberStart = std::string_view::npos;
    bool m_readNumber = false; // the last item was a move number
    int m_gameNumber;
    int m_line;
    int m_column = 1;
    bool m_strict;
    bool m_ended = false;  // a termination marker was read
    std::string m_leading; // comments before the tags, until they are placed
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
    const char end = peek() == '{' ? '}' : '\n';
    advance();
    FoldedText text;
    while (!atEnd() && peek() != end) {
        text.add(peek());
        advance();
    }
    if (end == '}') {
        if (atEnd())
            return fail(PgnErrorCode::UnterminatedComment, line, column,
                        "the comment opened here is never closed");
        advance();
    }
    into = text.take();
    return true;
}

bool GameParser::readTags() {
    while (true) {
        skipSpace();
        if (atEnd() || peek() != '[') return true;
        m_tokenStart = m_pos;
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

void GameParser::startFrom(const Position &start) {
    m_result.game.tree.reset(start);
    Frame root;
    root.pos = start;
    root.pos.clearHistory();
    m_frames.push_back(std::move(root));
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
    startFrom(start);
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

// Tolerant reading of an ambiguous move: the candidate that alone lets the
// following moves of the line be played (up to LookAheadPlies of them).
bool GameParser::resolveAmbiguity(std::string_view san, std::string reason, int line, int column,
                                  Move &move) {
    const Position &pos = m_frames.back().pos;
    const std::size_t after = std::size_t(san.data() + san.size() - m_text.data());
    const std::vector<std::string_view> next = followingMoves(m_text, after, LookAheadPlies);
    const auto continues = [&](Move candidate) {
        Position p = pos;
        p.makeMove(candidate);
        for (std::string_view s : next) {
            if (isNullMoveSpelling(s)) {
                if (p.inCheck()) return false;
                p.makeMove(Move::null());
                continue;
            }
            const ParsedMove r = readSanFast(p, s);
            if (r.error == NotationError::AmbiguousMove) return true; // undecided from here
            if (!r.ok()) return false;
            p.makeMove(r.move);
        }
        return true;
    };
    int fitting = 0;
    for (const Move candidate : sanCandidates(pos, san)) {
        if (continues(candidate)) {
            move = candidate;
            ++fitting;
        }
    }
    if (fitting != 1)
        return fail(PgnErrorCode::AmbiguousMove, line, column,
                    reason + (fitting == 0 ? "; the moves that follow fit none of its readings"
                                           : "; the moves that follow fit more than one reading"));
    warn(PgnErrorCode::ResolvedAmbiguity, line, column,
         std::string(san) + " read as " + toSan(pos, move) + ", the only reading the moves " +
             "that follow allow");
    return true;
}

bool GameParser::playMove(std::string_view san, int line, int column) {
    Frame &f = m_frames.back();
    Move move;
    if (isNullMoveSpelling(san)) {
        if (san != "--") {
            if (m_strict)
                return fail(PgnErrorCode::NullMove, line, column,
                            std::string(san) + " (strict reading takes only --)");
            warn(PgnErrorCode::NullMove, line, column, std::string(san) + " read as --");
        }
        if (f.pos.inCheck())
            return fail(PgnErrorCode::IllegalMove, line, column,
                        std::string(san) + " (a null move) while in check");
        move = Move::null();
    } else {
        const ParsedMove parsed = readSanFast(f.pos, san);
        if (parsed.ok()) {
            move = parsed.move;
        } else if (parsed.error == NotationError::AmbiguousMove && !m_strict) {
            if (!resolveAmbiguity(san, parsed.reason, line, column, move)) return false;
        } else {
            const PgnErrorCode code =
                parsed.error == NotationError::IllegalMove     ? PgnErrorCode::IllegalMove
                : parsed.error == NotationError::AmbiguousMove ? PgnErrorCode::AmbiguousMove
                                                               : PgnErrorCode::UnreadableToken;
            return fail(code, line, column, parsed.reason);
        }
    }
    GameTree &tree = m_result.game.tree;
    bool created = false;
    const NodeId node = tree.addMove(f.node, move, &created);
    if (created && !f.onNewNodes && !m_strict && m_frames.size() > 1) f.created.push_back(node);
    f.onNewNodes = created;
    if (!f.pendingComment.empty()) {
        tree.setCommentBefore(node, std::move(f.pendingComment));
        f.pendingComment.clear();
    }
    f.lastUndo = f.pos.makeMove(move);
    f.lastMove = move;
    f.node = node;
    f.hasMove = true;
    return true;
}

// A symbol: a move (perhaps with a number before and suffixes after), a move
// number, a result or an evaluation symbol.
bool GameParser::readSymbol(std::string_view token, int line, int column) {
    const SymbolParts parts = splitSymbol(token, !m_strict);
    if (parts.oddDots && !m_strict)
        warn(PgnErrorCode::MoveNumberDots, line, column, std::string(token));
    switch (parts.kind) {
    case SymbolKind::Result:
        if (m_frames.size() > 1)
            return fail(PgnErrorCode::UnbalancedVariation, line, column,
                        "result " + std::string(token) + " inside a variation");
        m_result.game.result = std::string(normalResult(token));
        m_ended = true;
        return true;
    case SymbolKind::Nag:
        return addNag(parts.nag, line, column, token);
    case SymbolKind::Number:
        m_readNumber = true;
        return true;
    case SymbolKind::Move:
        break;
    }
    column += parts.skipped;
    if (parts.san.empty())
        return fail(PgnErrorCode::UnreadableToken, line, column, std::string(token));
    if (!playMove(parts.san, line, column)) return false;
    if (!parts.suffix.empty()) {
        const int nag = nagOfSymbol(parts.suffix);
        if (nag < 0)
            return fail(PgnErrorCode::UnreadableToken, line, column,
                        "unknown annotation " + std::string(parts.suffix));
        m_result.game.tree.addNag(m_frames.back().node, std::uint8_t(nag));
    }
    return true;
}

// Tolerant reading of a token with stray punctuation ("Bc1,"): the pieces
// between the punctuation, each as a symbol of its own.
bool GameParser::readPunctuated(std::string_view token, int line, int column) {
    while (!token.empty()) {
        const std::size_t cut = token.find_first_of(StrayPunctuation);
        const std::string_view piece = token.substr(0, cut);
        if (!piece.empty() && !readSymbol(piece, line, column)) return false;
        if (cut == std::string_view::npos) break;
        column += characterCount(piece);
        warn(PgnErrorCode::StrayPunctuation, line, column, "'" + std::string(1, token[cut]) + "'");
        ++column;
        token.remove_prefix(cut + 1);
    }
    return true;
}

bool GameParser::readItem() {
    const int line = m_line, column = m_column;
    const char c = peek();
    if (c == '{' || c == ';') {
        std::string text;
        if (!readComment(text)) return false;
        addComment(std::move(text));
    } else if (c == '(') {
        const std::size_t open = m_pos;
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
        inner.open = open;
        m_frames.push_back(std::move(inner));
    } else if (c == ')') {
        advance();
        if (m_frames.size() == 1)
            return fail(PgnErrorCode::UnbalancedVariation, line, column, "a ) without its (");
        if (m_frames.size() > 2 && !m_frames.back().created.empty()) {
            // Dropping the enclosing variation removes this one too.
            std::vector<NodeId> &into = m_frames[m_frames.size() - 2].created;
            into.insert(into.end(), m_frames.back().created.begin(), m_frames.back().created.end());
        }
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
        return addNag(nag, line, column, "$" + std::to_string(nag));
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
        const std::string_view token = m_text.substr(start, m_pos - start);
        if (!m_strict)
            for (const char t : token)
                if (isStrayPunctuation(t)) return readPunctuated(token, line, column);
        return readSymbol(token, line, column);
    }
    return true;
}

bool GameParser::readMovetext() {
    while (true) {
        skipSpace();
        if (atEnd() || m_ended) break;
        m_tokenStart = m_pos;
        m_readNumber = false;
        if (!readItem()) {
            if (m_strict || !dropVariation()) return false;
            m_readNumber = false;
        }
        if (!m_readNumber)
            m_numberStart = std::string_view::npos;
        else if (m_numberStart == std::string_view::npos)
            m_numberStart = m_tokenStart;
    }
    if (m_frames.size() > 1)
        return fail(PgnErrorCode::UnbalancedVariation, m_line, m_column,
                    "a variation is never closed");
    return true;
}

// Tolerant reading, after an error inside a variation: the variation goes
// (its text becomes a comment after the move it is an alternative to) and
// reading goes on after its ')'. False when that cannot be done.
bool GameParser::dropVariation() {
    if (m_frames.size() < 2) return false;
    const PgnErrorCode code = m_result.error->code;
    if (code == PgnErrorCode::UnterminatedComment || code == PgnErrorCode::BadTag) return false;
    Frame &f = m_frames.back();
    const std::size_t close = matchingParen(m_text, f.open);
    if (close == std::string_view::npos || close < m_pos) return false;
    GameTree &tree = m_result.game.tree;
    for (auto it = f.created.rbegin(); it != f.created.rend(); ++it) tree.deleteVariation(*it);
    std::string text = foldSpace(m_text.substr(f.open, close + 1 - f.open));
    const PgnError error = *m_result.error;
    m_result.error.reset();
    warn(PgnErrorCode::DroppedVariation, error.line, error.column, error.reason());
    m_frames.pop_back();
    while (m_pos <= close) advance();
    addComment(std::move(text));
    return true;
}

// Tolerant reading, after an error that ends the game: the rest of its text
// (from the outermost open variation, else from the item that failed) is
// kept as a comment after the last main-line move.
void GameParser::keepRest() {
    std::string text = std::move(m_leading);
    m_leading.clear();
    if (m_frames.empty()) {
        // The error came before the moves: they start from the FEN tag when
        // it holds a position, else from the initial one and the tag's text
        // goes into the comment (the writer would drop the tag).
        const std::string fen = m_result.game.tag("FEN");
        const FenResult parsed = parseFen(fen);
        startFrom(!fen.empty() && parsed.ok() ? *parsed.position : Position::startPosition());
        if (!fen.empty() && !parsed.ok())
            text += (text.empty() ? "" : " ") + std::string("[FEN \"") + fen + "\"]";
    }
    std::size_t from = std::min(std::min(m_tokenStart, m_numberStart), m_text.size());
    if (m_frames.size() > 1) from = m_frames[1].open;
    GameTree &tree = m_result.game.tree;
    while (m_frames.size() > 1) {
        const Frame &f = m_frames.back();
        for (auto it = f.created.rbegin(); it != f.created.rend(); ++it) tree.deleteVariation(*it);
        m_frames.pop_back();
    }
    std::string_view rest = m_text.substr(from);
    while (!rest.empty() && isSpace(rest.back())) rest.remove_suffix(1);
    // The termination marker at its end is still the game's result.
    const std::size_t last = rest.find_last_of(" \t\n\r");
    const std::string_view tail = last == std::string_view::npos ? rest : rest.substr(last + 1);
    if (!m_ended && isResultToken(tail) && tail != rest) {
        m_result.game.result = std::string(normalResult(tail));
        m_ended = true;
        rest.remove_suffix(tail.size());
    }
    if (!text.empty() && !rest.empty()) text += ' ';
    text += rest;
    addComment(foldSpace(text)); // the FEN tag's value too may hold any whitespace
    m_result.partial = true;
}

PgnReadResult GameParser::finish() {
    const bool failed = m_result.error.has_value();
    if (failed && !m_strict && m_result.error->code != PgnErrorCode::EmptyGame) keepRest();
    if (!m_ended && (!failed || m_result.partial)) {
        // No termination marker: the Result tag tells, else the game goes on.
        const std::string tagResult = m_result.game.tag("Result");
        if (isResultToken(tagResult)) m_result.game.result = std::string(normalResult(tagResult));
    }
    return std::move(m_result);
}

PgnReadResult GameParser::run() {
    if (m_text.substr(0, 3) == "\xEF\xBB\xBF") m_text.remove_prefix(3);
    // Comments before the tags (some exports put one between games) are
    // kept as the game's first comment.
    skipSpace();
    while (!atEnd() && (peek() == '{' || peek() == ';')) {
        m_tokenStart = m_pos;
        std::string text;
        if (!readComment(text)) return finish();
        if (!m_leading.empty() && !text.empty()) m_leading += ' ';
        m_leading += text;
        skipSpace();
    }
    const std::size_t start = m_pos;
    if (!readTags()) return finish();
    skipSpace();
    m_tokenStart = m_pos;
    if (!setUpStart()) return finish();
    addComment(std::move(m_leading));
    m_leading.clear();
    if (!readMovetext()) return finish();
    if (start == m_text.size()) {
        fail(PgnErrorCode::EmptyGame, m_line, m_column, "no tags and no moves");
        return std::move(m_result);
    }
    return finish();
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

PgnReadResult readPgnGame(std::string_view text, int gameNumber, int firstLine,
                          PgnReadOptions options) {
    bool converted = false;
    std::string utf8;
    if (!isValidUtf8(text)) {
        utf8 = latin1ToUtf8(text);
        text = utf8;
        converted = true;
    }
    PgnReadResult result = GameParser(text, gameNumber, firstLine, options).run();
    result.game.convertedFromLatin1 = converted;
    return result;
}

} // namespace rampart
