#include "chess/notation.h"

#include <cctype>

#include "chess/sanletters.h"

namespace rampart {

namespace {

constexpr char PieceLetters[] = "PNBRQK";

// Either case: UCI writes promotions in lower case, SAN in upper case.
PieceType pieceTypeFromLetter(char c) {
    return pieceTypeOfLetter(char(std::toupper(static_cast<unsigned char>(c))));
}

ParsedMove failure(NotationError error, std::string reason) {
    return {Move::none(), error, std::move(reason)};
}

} // namespace

ParsedMove parseUciMove(const Position &pos, std::string_view text) {
    if (text.empty()) return failure(NotationError::Empty, "empty move");
    if (text.size() < 4 || text.size() > 5 || !isFileChar(text[0]) || !isRankChar(text[1]) ||
        !isFileChar(text[2]) || !isRankChar(text[3]))
        return failure(NotationError::Syntax, "'" + std::string(text) + "' is not a UCI move");
    PieceType promo = Pawn;
    if (text.size() == 5) {
        promo = pieceTypeFromLetter(text[4]);
        if (promo == NoPieceType || promo == King)
            return failure(NotationError::Syntax,
                           "bad promotion piece '" + std::string(1, text[4]) + "'");
    }
    const Move m(makeSquare(text[0] - 'a', text[1] - '1'), makeSquare(text[2] - 'a', text[3] - '1'),
                 promo);
    if (!pos.isLegalMove(m)) {
        // A pawn reaching the last rank without a promotion letter is the
        // most common slip: say so.
        const Piece p = pos.pieceOn(m.from());
        if (promo == Pawn && typeOf(p) == Pawn && (rankOf(m.to()) == 0 || rankOf(m.to()) == 7) &&
            pos.isLegalMove(Move(m.from(), m.to(), Queen)))
            return failure(NotationError::IllegalMove,
                           std::string(text) + " needs a promotion piece");
        return failure(NotationError::IllegalMove, std::string(text) + " is not legal here");
    }
    return {m, NotationError::None, {}};
}

ParsedMove parseSanMove(const Position &pos, std::string_view text) {
    std::string s(text);
    // Strip annotations and check marks.
    while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?'))
        s.pop_back();
    if (s.size() >= 4 && s.compare(s.size() - 4, 4, "e.p.") == 0) s.resize(s.size() - 4);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
    if (s.empty()) return failure(NotationError::Empty, "empty move");
    const std::string original(text);

    const MoveList legal = pos.legalMoves();

    // Castling: O-O, 0-0, O-O-O, 0-0-0.
    if (s == "O-O" || s == "0-0" || s == "O-O-O" || s == "0-0-0") {
        const bool queenSide = s.size() == 5;
        const Square king = pos.kingSquare(pos.sideToMove());
        for (Move m : legal)
            if (m.from() == king && pos.isCastling(m) && (fileOf(m.to()) == 2) == queenSide)
                return {m, NotationError::None, {}};
        return failure(NotationError::IllegalMove, "castling " + original + " is not legal here");
    }

    // Promotion suffix: "=Q", "Q", "(Q)", "/Q".
    PieceType promo = Pawn;
    if (s.size() >= 3 && s.back() == ')' && s[s.size() - 3] == '(') {
        promo = pieceTypeFromLetter(s[s.size() - 2]);
        s.resize(s.size() - 3);
    } else if (s.size() >= 3 && std::isupper(static_cast<unsigned char>(s.back()))) {
        const bool separator = s[s.size() - 2] == '=' || s[s.size() - 2] == '/';
        const std::size_t rankIndex = s.size() - (separator ? 3 : 2);
        if (isRankChar(s[rankIndex])) {
            promo = pieceTypeFromLetter(s.back());
            s.resize(rankIndex + 1);
        }
    }
    if (promo == NoPieceType || promo == King)
        return failure(NotationError::Syntax, "bad promotion piece in '" + original + "'");

    PieceType type = Pawn;
    std::size_t i = 0;
    if (!s.empty() && std::isupper(static_cast<unsigned char>(s[0]))) {
        type = pieceTypeFromLetter(s[0]);
        if (type == NoPieceType)
            return failure(NotationError::Syntax, "'" + original + "' is not a SAN move");
        i = 1;
    }
    // What remains: [file][rank][x|-]file rank
    std::string rest;
    for (; i < s.size(); ++i)
        if (s[i] != 'x' && s[i] != ':' && s[i] != '-') rest += s[i];
    if (rest.size() < 2 || !isFileChar(rest[rest.size() - 2]) || !isRankChar(rest.back()))
        return failure(NotationError::Syntax, "'" + original + "' is not a SAN move");
    const Square to = makeSquare(rest[rest.size() - 2] - 'a', rest.back() - '1');
    rest.resize(rest.size() - 2);
    int fromFile = -1, fromRank = -1;
    for (char c : rest) {
        if (isFileChar(c) && fromFile < 0)
            fromFile = c - 'a';
        else if (isRankChar(c) && fromRank < 0)
            fromRank = c - '1';
        else
            return failure(NotationError::Syntax, "'" + original + "' is not a SAN move");
    }

    Move found;
    int matches = 0;
    bool needsPromotion = false;
    for (Move m : legal) {
        if (m.to() != to || typeOf(pos.pieceOn(m.from())) != type) continue;
        if (fromFile >= 0 && fileOf(m.from()) != fromFile) continue;
        if (fromRank >= 0 && rankOf(m.from()) != fromRank) continue;
        if (m.promotion() != promo) {
            if (promo == Pawn && m.isPromotion()) needsPromotion = true;
            continue;
        }
        found = m;
        ++matches;
    }
    if (matches == 1) return {found, NotationError::None, {}};
    if (matches > 1)
        return failure(
            NotationError::AmbiguousMove,
            original + " is ambiguous: several " +
                (type == Pawn ? std::string("pawns") : std::string(1, PieceLetters[type]) + "s") +
                " can go to " + squareName(to));
    if (needsPromotion)
        return failure(NotationError::IllegalMove, original + " needs a promotion piece");
    return failure(NotationError::IllegalMove, original + " is not legal here");
}

ParsedMove parseMove(const Position &pos, std::string_view text) {
    const ParsedMove uci = parseUciMove(pos, text);
    // Text shaped like a UCI move keeps the UCI verdict; anything else is SAN.
    if (uci.error != NotationError::Syntax) return uci;
    return parseSanMove(pos, text);
}

std::string toSan(const Position &pos, Move m) {
    if (m.isNull()) return "--"; // a pass, as PGN readers spell it
    std::string san;
    const PieceType type = typeOf(pos.pieceOn(m.from()));
    if (pos.isCastling(m)) {
        san = fileOf(m.to()) == 6 ? "O-O" : "O-O-O";
    } else {
        if (type == Pawn) {
            if (pos.isCapture(m)) {
                san += fileChar(fileOf(m.from()));
                san += 'x';
            }
            san += squareName(m.to());
            if (m.isPromotion()) {
                san += '=';
                san += PieceLetters[m.promotion()];
            }
        } else {
            san += PieceLetters[type];
            // Disambiguate by file, else rank, else both.
            bool sameFile = false, sameRank = false, other = false;
            for (Move x : pos.legalMoves()) {
                if (x == m || x.to() != m.to() || typeOf(pos.pieceOn(x.from())) != type) continue;
                other = true;
                if (fileOf(x.from()) == fileOf(m.from())) sameFile = true;
                if (rankOf(x.from()) == rankOf(m.from())) sameRank = true;
            }
            if (other) {
                if (!sameFile)
                    san += fileChar(fileOf(m.from()));
                else if (!sameRank)
                    san += rankChar(rankOf(m.from()));
                else
                    san += squareName(m.from());
            }
            if (pos.isCapture(m)) san += 'x';
            san += squareName(m.to());
        }
    }
    Position after = pos;
    after.makeMove(m);
    if (after.inCheck()) san += after.legalMoves().empty() ? '#' : '+';
    return san;
}

std::string lineToSan(Position pos, const std::vector<Move> &moves) {
    std::string line;
    bool first = true;
    for (Move m : moves) {
        if (!line.empty()) line += ' ';
        if (pos.sideToMove() == White)
            line += std::to_string(pos.fullmoveNumber()) + ". ";
        else if (first)
            line += std::to_string(pos.fullmoveNumber()) + "... ";
        line += toSan(pos, m);
        pos.makeMove(m);
        first = false;
    }
    return line;
}

} // namespace rampart
