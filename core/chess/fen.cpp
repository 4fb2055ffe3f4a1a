#include "chess/fen.h"

#include <cctype>
#include <charconv>

namespace rampart {

namespace {

struct Field {
    std::string_view text;
    int offset = 0;
};

std::vector<Field> splitFields(std::string_view s, std::size_t maxFields, std::string_view *rest) {
    std::vector<Field> fields;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
        if (i >= s.size()) break;
        if (fields.size() == maxFields) {
            if (rest) *rest = s.substr(i);
            return fields;
        }
        const std::size_t start = i;
        while (i < s.size() && !std::isspace(static_cast<unsigned char>(s[i]))) ++i;
        fields.push_back({s.substr(start, i - start), int(start)});
    }
    if (rest) *rest = {};
    return fields;
}

Piece pieceFromChar(char c) {
    switch (c) {
    case 'P':
        return WhitePawn;
    case 'N':
        return WhiteKnight;
    case 'B':
        return WhiteBishop;
    case 'R':
        return WhiteRook;
    case 'Q':
        return WhiteQueen;
    case 'K':
        return WhiteKing;
    case 'p':
        return BlackPawn;
    case 'n':
        return BlackKnight;
    case 'b':
        return BlackBishop;
    case 'r':
        return BlackRook;
    case 'q':
        return BlackQueen;
    case 'k':
        return BlackKing;
    default:
        return NoPiece;
    }
}

char pieceChar(Piece p) {
    return "PNBRQKpnbrqk"[p];
}

bool parseNumber(std::string_view text, int &value) {
    if (text.empty() || text.size() > 9) return false;
    for (char c : text)
        if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return true;
}

// Board field: returns false when its syntax is broken (problems appended).
bool parseBoard(const Field &field, Position &pos, std::vector<FenProblem> &problems) {
    bool ok = true;
    int rank = 7, file = 0, ranks = 1;
    bool rankReported = false;
    for (std::size_t i = 0; i < field.text.size(); ++i) {
        const char c = field.text[i];
        const int offset = field.offset + int(i);
        if (c == '/') {
            if (file != 8 && !rankReported) {
                problems.push_back({FenProblemCode::BadRankLength, 0, offset,
                                    std::to_string(8 - rank) + ":" + std::to_string(file)});
                ok = false;
            }
            ++ranks;
            --rank;
            file = 0;
            rankReported = false;
            continue;
        }
        if (c >= '1' && c <= '8') {
            file += c - '0';
        } else {
            const Piece p = pieceFromChar(c);
            if (p == NoPiece) {
                problems.push_back({FenProblemCode::BadPieceLetter, 0, offset, std::string(1, c)});
                ok = false;
                ++file;
                continue;
            }
            if (rank >= 0 && file < 8) pos.setPiece(makeSquare(file, rank), p);
            ++file;
        }
        if (file > 8 && !rankReported) {
            problems.push_back({FenProblemCode::BadRankLength, 0, offset,
                                std::to_string(8 - rank) + ":" + std::to_string(file)});
            rankReported = true;
            ok = false;
        }
    }
    if (file != 8 && !rankReported) {
        problems.push_back({FenProblemCode::BadRankLength, 0, field.offset + int(field.text.size()),
                            std::to_string(8 - rank) + ":" + std::to_string(file)});
        ok = false;
    }
    if (ranks != 8) {
        problems.push_back(
            {FenProblemCode::WrongRankCount, 0, field.offset, std::to_string(ranks)});
        ok = false;
    }
    return ok;
}

} // namespace

FenResult parseFen(std::string_view fen) {
    FenResult result;
    auto &problems = result.problems;
    std::string_view rest;
    const auto fields = splitFields(fen, 6, &rest);
    if (fields.empty()) {
        problems.push_back({FenProblemCode::EmptyInput, 0, 0, {}});
        return result;
    }
    if ((fields.size() != 4 && fields.size() != 6) || !rest.empty()) {
        const std::size_t found = fields.size() + splitFields(rest, 1000, nullptr).size();
        problems.push_back({FenProblemCode::WrongFieldCount, int(std::min<std::size_t>(found, 6)),
                            fields.back().offset, std::to_string(found)});
    }

    Position pos;
    bool syntaxOk = parseBoard(fields[0], pos, problems);

    if (fields.size() > 1) {
        const Field &f = fields[1];
        if (f.text == "w")
            pos.setSideToMove(White);
        else if (f.text == "b")
            pos.setSideToMove(Black);
        else {
            problems.push_back({FenProblemCode::BadSideToMove, 1, f.offset, std::string(f.text)});
            syntaxOk = false;
        }
    }
    if (fields.size() > 2) {
        const Field &f = fields[2];
        std::uint8_t rights = 0;
        bool ok = true;
        if (f.text != "-") {
            for (std::size_t i = 0; i < f.text.size(); ++i) {
                const char c = f.text[i];
                const std::uint8_t bit = c == 'K'   ? WhiteKingSide
                                         : c == 'Q' ? WhiteQueenSide
                                         : c == 'k' ? BlackKingSide
                                         : c == 'q' ? BlackQueenSide
                                                    : 0;
                if (!bit || (rights & bit)) {
                    ok = false;
                    break;
                }
                rights |= bit;
            }
        }
        if (!ok) {
            problems.push_back(
                {FenProblemCode::BadCastlingField, 2, f.offset, std::string(f.text)});
            syntaxOk = false;
        } else {
            pos.setCastlingRights(rights);
        }
    }
    if (fields.size() > 3) {
        const Field &f = fields[3];
        if (f.text != "-") {
            if (f.text.size() == 2 && f.text[0] >= 'a' && f.text[0] <= 'h' && f.text[1] >= '1' &&
                f.text[1] <= '8') {
                pos.setEnPassantSquare(makeSquare(f.text[0] - 'a', f.text[1] - '1'));
            } else {
                problems.push_back(
                    {FenProblemCode::BadEnPassantField, 3, f.offset, std::string(f.text)});
                syntaxOk = false;
            }
        }
    }
    if (fields.size() > 4) {
        const Field &f = fields[4];
        int n = 0;
        if (parseNumber(f.text, n))
            pos.setHalfmoveClock(n);
        else {
            problems.push_back(
                {FenProblemCode::BadHalfmoveClock, 4, f.offset, std::string(f.text)});
            syntaxOk = false;
        }
    }
    if (fields.size() > 5) {
        const Field &f = fields[5];
        int n = 0;
        if (parseNumber(f.text, n) && n >= 1)
            pos.setFullmoveNumber(n);
        else {
            problems.push_back(
                {FenProblemCode::BadFullmoveNumber, 5, f.offset, std::string(f.text)});
            syntaxOk = false;
        }
    }
    if (fields.size() < 4) syntaxOk = false;

    if (syntaxOk) {
        for (FenProblem p : checkLegality(pos)) {
            // Point legality problems at the field they concern.
            p.offset =
                fields[std::min<std::size_t>(std::size_t(p.field), fields.size() - 1)].offset;
            problems.push_back(std::move(p));
        }
        result.position = pos;
    }
    return result;
}

std::string toEpdBase(const Position &pos) {
    std::string s;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = pos.pieceOn(makeSquare(file, rank));
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) s += char('0' + empty);
            empty = 0;
            s += pieceChar(p);
        }
        if (empty) s += char('0' + empty);
        if (rank) s += '/';
    }
    s += pos.sideToMove() == White ? " w " : " b ";
    const std::uint8_t c = pos.castlingRights();
    if (!c) s += '-';
    if (c & WhiteKingSide) s += 'K';
    if (c & WhiteQueenSide) s += 'Q';
    if (c & BlackKingSide) s += 'k';
    if (c & BlackQueenSide) s += 'q';
    s += ' ';
    s += squareName(pos.enPassantSquare());
    return s;
}

std::string toFen(const Position &pos) {
    return toEpdBase(pos) + ' ' + std::to_string(pos.halfmoveClock()) + ' ' +
           std::to_string(pos.fullmoveNumber());
}

std::vector<std::string> EpdRecord::operands(const std::string &opcode) const {
    const auto it = operations.find(opcode);
    return it == operations.end() ? std::vector<std::string>{} : it->second;
}

std::string EpdRecord::id() const {
    const auto v = operands("id");
    return v.empty() ? std::string() : v.front();
}

std::string EpdRecord::comment(int n) const {
    const auto v = operands("c" + std::to_string(n));
    return v.empty() ? std::string() : v.front();
}

FenResult parseFenOrEpd(std::string_view line) {
    std::size_t fields = 0;
    bool inField = false;
    for (char c : line) {
        const bool space = c == ' ' || c == '\t';
        if (!space && !inField) ++fields;
        inField = !space;
    }
    if (fields == 6 && line.find(';') == std::string_view::npos) return parseFen(line);
    return parseEpd(line).position;
}

EpdRecord parseEpd(std::string_view line) {
    EpdRecord record;
    std::string_view rest;
    const auto fields = splitFields(line, 4, &rest);
    // A full FEN (halfmove and move number as fields 5 and 6) is accepted too.
    const auto tail = splitFields(rest, 2, nullptr);
    const bool fullFen = tail.size() == 2 &&
                         std::isdigit(static_cast<unsigned char>(tail[0].text[0])) &&
                         std::isdigit(static_cast<unsigned char>(tail[1].text[0]));
    if (fields.size() < 4) {
        record.position = parseFen(line);
        return record;
    }
    std::size_t fenEnd = std::size_t(fields[3].offset) + fields[3].text.size();
    if (fullFen) {
        fenEnd = std::size_t(tail[1].offset) + (rest.data() - line.data()) + tail[1].text.size();
    }
    record.position = parseFen(line.substr(0, fenEnd));
    std::string_view ops = line.substr(fenEnd);
    const int opsOffset = int(fenEnd);

    // Operations: opcode followed by operands up to ';'. Strings in quotes may
    // contain spaces and semicolons.
    std::size_t i = 0;
    while (i < ops.size()) {
        while (i < ops.size() && std::isspace(static_cast<unsigned char>(ops[i]))) ++i;
        if (i >= ops.size()) break;
        const std::size_t opStart = i;
        while (i < ops.size() && !std::isspace(static_cast<unsigned char>(ops[i])) && ops[i] != ';')
            ++i;
        const std::string opcode(ops.substr(opStart, i - opStart));
        if (opcode.empty() || !std::isalpha(static_cast<unsigned char>(opcode[0]))) {
            record.position.problems.push_back(
                {FenProblemCode::BadEpdOperation, 6, opsOffset + int(opStart), ""});
            return record;
        }
        std::vector<std::string> operands;
        bool terminated = false;
        while (i < ops.size()) {
            while (i < ops.size() && std::isspace(static_cast<unsigned char>(ops[i]))) ++i;
            if (i >= ops.size()) break;
            if (ops[i] == ';') {
                ++i;
                terminated = true;
                break;
            }
            if (ops[i] == '"') {
                const std::size_t close = ops.find('"', i + 1);
                if (close == std::string_view::npos) {
                    record.position.problems.push_back(
                        {FenProblemCode::BadEpdOperation, 6, opsOffset + int(i), opcode});
                    return record;
                }
                operands.emplace_back(ops.substr(i + 1, close - i - 1));
                i = close + 1;
            } else {
                const std::size_t start = i;
                while (i < ops.size() && !std::isspace(static_cast<unsigned char>(ops[i])) &&
                       ops[i] != ';')
                    ++i;
                operands.emplace_back(ops.substr(start, i - start));
            }
        }
        if (!terminated) {
            record.position.problems.push_back(
                {FenProblemCode::BadEpdOperation, 6, opsOffset + int(opStart), opcode});
            return record;
        }
        auto &slot = record.operations[opcode];
        slot.insert(slot.end(), operands.begin(), operands.end());
    }
    return record;
}

std::string toEpd(const Position &pos,
                  const std::map<std::string, std::vector<std::string>> &operations) {
    std::string s = toEpdBase(pos);
    for (const auto &[opcode, operands] : operations) {
        s += ' ';
        s += opcode;
        const bool quoted = opcode == "id" || (opcode.size() == 2 && opcode[0] == 'c');
        for (const auto &operand : operands) {
            s += ' ';
            if (quoted)
                s += '"' + operand + '"';
            else
                s += operand;
        }
        s += ';';
    }
    return s;
}

} // namespace rampart
