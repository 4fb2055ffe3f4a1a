#include "games/pgnindexer.h"

#include <algorithm>

#include "games/textencoding.h"

namespace rampart {

namespace {

constexpr std::size_t MaxTokenBytes = 8; // longest termination marker: "1/2-1/2"

bool isResultToken(std::string_view t) {
    return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

} // namespace

void PgnIndexer::startGame() {
    if (m_inGame) return;
    m_inGame = true;
    m_hasMoves = false;
    m_hasTags = false;
    m_depth = 0;
    m_current = PgnIndexEntry{};
    m_current.offset = m_offset;
    m_current.line = m_line;
}

void PgnIndexer::endGame(std::uint64_t end) {
    if (!m_inGame) return;
    m_inGame = false;
    if (!m_hasMoves && !m_hasTags) return; // only comments: they go with the next game
    m_current.length = end - m_current.offset;
    m_entries.push_back(std::move(m_current));
}

void PgnIndexer::endToken() {
    if (m_token.empty()) return;
    if (m_depth == 0 && isResultToken(m_token)) endGame(m_tokenEnd);
    m_token.clear();
}

void PgnIndexer::finishTag() {
    // m_tag holds: Name "value" (escapes already resolved).
    std::size_t i = 0;
    while (i < m_tag.size() && isSpace(m_tag[i])) ++i;
    std::size_t nameEnd = i;
    while (nameEnd < m_tag.size() && !isSpace(m_tag[nameEnd]) && m_tag[nameEnd] != '"') ++nameEnd;
    const std::string_view name(m_tag.data() + i, nameEnd - i);
    const std::size_t quote = m_tag.find('"', nameEnd);
    if (quote == std::string::npos) return;
    const std::string value = toUtf8(std::string_view(m_tag).substr(quote + 1));
    if (name == "Event")
        m_current.event = value;
    else if (name == "Site")
        m_current.site = value;
    else if (name == "Date")
        m_current.date = value;
    else if (name == "Round")
        m_current.round = value;
    else if (name == "White")
        m_current.white = value;
    else if (name == "Black")
        m_current.black = value;
    else if (name == "Result")
        m_current.result = value;
    else if (name == "FEN")
        m_current.hasFen = true;
}

void PgnIndexer::settleBom() {
    m_bomChecked = true;
    std::string head = std::move(m_bomBytes);
    if (head == "\xEF\xBB\xBF")
        m_offset = 3;
    else
        scan(head);
}

void PgnIndexer::feed(std::string_view chunk) {
    if (!m_bomChecked) {
        // A byte-order mark may straddle chunks: hold the first three bytes back.
        const std::size_t take = std::min(chunk.size(), 3 - m_bomBytes.size());
        m_bomBytes.append(chunk.substr(0, take));
        chunk.remove_prefix(take);
        if (m_bomBytes.size() < 3) return;
        settleBom();
    }
    scan(chunk);
}

void PgnIndexer::scan(std::string_view chunk) {
    for (char c : chunk) {
        switch (m_mode) {
        case Mode::Normal:
            if (isSpace(c)) {
                endToken();
            } else if (c == '%' && m_lineStart) {
                endToken();
                m_mode = Mode::LineComment;
            } else if (c == '[') {
                endToken();
                if (m_inGame && m_hasMoves) endGame(m_offset);
                startGame();
                m_hasTags = true;
                m_tag.clear();
                m_mode = Mode::Tag;
            } else if (c == '{' || c == ';') {
                endToken();
                startGame();
                m_mode = c == '{' ? Mode::BraceComment : Mode::LineComment;
            } else if (c == '(' || c == ')') {
                endToken();
                startGame();
                m_hasMoves = true;
                m_depth += c == '(' ? 1 : (m_depth > 0 ? -1 : 0);
            } else {
                startGame();
                m_hasMoves = true;
                if (m_token.size() < MaxTokenBytes) m_token += c;
                m_tokenEnd = m_offset + 1;
            }
            break;
        case Mode::BraceComment:
            if (c == '}') m_mode = Mode::Normal;
            break;
        case Mode::LineComment:
            if (c == '\n') m_mode = Mode::Normal;
            break;
        case Mode::Tag:
            if (c == ']' || c == '\n') {
                finishTag();
                m_mode = Mode::Normal;
            } else {
                m_tag += c;
                if (c == '"') m_mode = Mode::TagString;
            }
            break;
        case Mode::TagString:
            if (c == '\\') {
                m_mode = Mode::TagEscape;
            } else if (c == '"') {
                m_mode = Mode::Tag;
            } else if (c == '\n') {
                finishTag();
                m_mode = Mode::Normal;
            } else {
                m_tag += c;
            }
            break;
        case Mode::TagEscape:
            m_tag += c;
            m_mode = Mode::TagString;
            break;
        }
        if (c == '\n') {
            ++m_line;
            m_lineStart = true;
        } else {
            m_lineStart = false;
        }
        ++m_offset;
    }
}

void PgnIndexer::finish() {
    if (!m_bomChecked) settleBom();
    if (m_mode == Mode::Normal) endToken();
    endGame(m_offset);
}

} // namespace rampart
