#include "games/pgnexport.h"

#include <array>
#include <string_view>
#include <vector>

#include "chess/fen.h"
#include "chess/notation.h"

namespace rampart {

namespace {

constexpr int LineWidth = 79; // the export format keeps lines under 80 characters

constexpr std::array<std::string_view, 7> Roster{"Event", "Site",  "Date",  "Round",
                                                 "White", "Black", "Result"};

std::string defaultValue(std::string_view name) {
    if (name == "Date") return "????.??.??";
    return "?";
}

std::string escapeTagValue(const std::string &value) {
    std::string out;
    for (char c : value) {
        if (c == '\\' || c == '"') out += '\\';
        if (c == '\n' || c == '\r') c = ' ';
        out += c;
    }
    return out;
}

class MovetextWriter {
public:
    explicit MovetextWriter(const GameTree &tree)
        : m_tree(tree) {}

    std::string write(const std::string &result) {
        // The start position's assessment and comment come before the first move.
        for (std::uint8_t nag : m_tree.nags(GameTree::root())) token("$" + std::to_string(nag));
        comment(m_tree.commentAfter(GameTree::root()));
        const NodeId first = m_tree.next(GameTree::root());
        if (first != NoNode) sequence(first, m_tree.startPosition());
        token(result);
        return std::move(m_text);
    }

private:
    // Appends a token, separated by a space unless glued to an opening
    // parenthesis, starting a new line when it would not fit.
    void token(std::string_view t) {
        const int gap = m_glue ? 0 : 1;
        if (m_lineLength > 0 && m_lineLength + gap + int(t.size()) > LineWidth) {
            m_text += '\n';
            m_lineLength = 0;
        } else if (m_lineLength > 0 && gap > 0) {
            m_text += ' ';
            ++m_lineLength;
        }
        m_text += t;
        m_lineLength += int(t.size());
        m_glue = false;
    }

    // A comment as words, so that it wraps like the moves around it. A '}'
    // cannot appear inside a PGN comment; it is written as ')'.
    void comment(const std::string &text) {
        if (text.empty()) return;
        std::vector<std::string> words;
        std::string word;
        for (char c : text) {
            if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
                if (!word.empty()) words.push_back(std::move(word));
                word.clear();
            } else {
                word += c == '}' ? ')' : c;
            }
        }
        if (!word.empty()) words.push_back(std::move(word));
        if (words.empty()) return;
        words.front().insert(0, "{");
        words.back() += '}';
        for (const std::string &w : words) token(w);
        m_forceNumber = true;
    }

    void moveToken(NodeId n, const Position &pos) {
        comment(m_tree.commentBefore(n));
        if (pos.sideToMove() == White)
            token(std::to_string(pos.fullmoveNumber()) + ".");
        else if (m_forceNumber)
            token(std::to_string(pos.fullmoveNumber()) + "...");
        m_forceNumber = false;
        token(toSan(pos, m_tree.move(n)));
        for (std::uint8_t nag : m_tree.nags(n)) token("$" + std::to_string(nag));
        comment(m_tree.commentAfter(n));
    }

    // Writes n and the line that follows it; variations of each move come
    // right after that move, in parentheses.
    void sequence(NodeId n, Position pos) {
        m_forceNumber = true;
        while (n != NoNode) {
            moveToken(n, pos);
            if (m_tree.next(m_tree.parent(n)) == n) {
                for (NodeId v = m_tree.nextSibling(n); v != NoNode; v = m_tree.nextSibling(v)) {
                    token("(");
                    m_glue = true; // "(1... c5", as players write it
                    sequence(v, pos);
                    closeParen();
                    m_forceNumber = true;
                }
            }
            pos.makeMove(m_tree.move(n));
            n = m_tree.next(n);
        }
    }

    void closeParen() {
        if (m_lineLength + 1 > LineWidth) {
            token(")");
            return;
        }
        m_text += ')';
        ++m_lineLength;
    }

    const GameTree &m_tree;
    std::string m_text;
    int m_lineLength = 0;
    bool m_forceNumber = true;
    bool m_glue = false;
};

} // namespace

std::string writePgnMovetext(const GameTree &tree, const std::string &result) {
    return MovetextWriter(tree).write(result);
}

std::string writePgnGame(const PgnGame &game) {
    std::string text;
    const auto tagLine = [&](std::string_view name, const std::string &value) {
        text += '[';
        text += name;
        text += " \"";
        text += escapeTagValue(value);
        text += "\"]\n";
    };
    for (std::string_view name : Roster) {
        std::string value = name == "Result" ? game.result : game.tag(name);
        tagLine(name, value.empty() ? defaultValue(name) : value);
    }
    const Position &start = game.tree.startPosition();
    const bool setUp = !(start == Position::startPosition());
    if (setUp) {
        tagLine("SetUp", "1");
        tagLine("FEN", toFen(start));
    }
    for (const PgnTag &t : game.tags) {
        bool skip = t.name == "SetUp" || t.name == "FEN";
        for (std::string_view name : Roster) skip = skip || t.name == name;
        if (!skip) tagLine(t.name, t.value);
    }
    text += '\n';
    text += writePgnMovetext(game.tree, game.result);
    text += "\n\n";
    return text;
}

} // namespace rampart
