#include "games/sanreader.h"

#include <cstdlib>

#include "chess/sanletters.h"

namespace rampart {

namespace {

// The common shapes: [NBRQK][file][rank][x]square, file[x square][=promo].
// Returns false for anything else (the slow path reads it).
struct SanShape {
    PieceType type = Pawn;
    int fromFile = -1, fromRank = -1;
    Square to = NoSquare;
    PieceType promotion = Pawn;
};

bool shapeOf(std::string_view s, SanShape &shape) {
    while (!s.empty() && (s.back() == '+' || s.back() == '#')) s.remove_suffix(1);
    if (s.size() < 2) return false;
    std::size_t i = 0;
    if (const PieceType t = pieceTypeOfLetter(s[0]); t != NoPieceType) {
        shape.type = t;
        i = 1;
    } else if (!isFileChar(s[0])) {
        return false;
    }
    if (shape.type == Pawn) {
        // "e4", "exd5", "e8=Q", "exd8=Q", "e8Q"
        if (s.size() >= 4 && s[1] == 'x') {
            shape.fromFile = s[0] - 'a';
            i = 2;
        }
        if (s.size() < i + 2 || !isFileChar(s[i]) || !isRankChar(s[i + 1])) return false;
        shape.to = makeSquare(s[i] - 'a', s[i + 1] - '1');
        i += 2;
        if (i < s.size() && s[i] == '=') ++i;
        if (i < s.size()) {
            shape.promotion = pieceTypeOfLetter(s[i]);
            if (shape.promotion == NoPieceType || shape.promotion == King) return false;
            ++i;
        }
        return i == s.size();
    }
    // Pieces: the last two characters are the target, before them at most a
    // file, a rank and an 'x'.
    const std::size_t end = s.size() - 2;
    if (!isFileChar(s[end]) || !isRankChar(s[end + 1])) return false;
    shape.to = makeSquare(s[end] - 'a', s[end + 1] - '1');
    for (; i < end; ++i) {
        const char c = s[i];
        if (isFileChar(c) && shape.fromFile < 0 && shape.fromRank < 0)
            shape.fromFile = c - 'a';
        else if (isRankChar(c) && shape.fromRank < 0)
            shape.fromRank = c - '1';
        else if (c == 'x' && i + 1 == end)
            continue;
        else
            return false;
    }
    return true;
}

// Calls found(m) for each legal move that fits the shape (all of them, also
// when several do).
template <typename Found>
void candidatesOf(const Position &pos, const SanShape &shape, Found found) {
    const Color us = pos.sideToMove();
    const Square to = shape.to;
    if (pos.pieces(us) & squareBB(to)) return;
    Bitboard from = 0;
    if (shape.type == Pawn) {
        const bool lastRank = relativeRank(us, to) == 7;
        if (lastRank != (shape.promotion != Pawn)) return;
        const Bitboard pawns = pos.pieces(us, Pawn);
        if (shape.fromFile >= 0) {
            const bool target = (pos.pieces(~us) & squareBB(to)) || to == pos.enPassantSquare();
            if (!target || std::abs(shape.fromFile - fileOf(to)) != 1) return;
            from = pawnAttacks(~us, to) & pawns & fileBB(shape.fromFile);
        } else {
            if (pos.pieces() & squareBB(to)) return;
            const Bitboard behind = backward(us, squareBB(to));
            from = behind & pawns;
            if (!from && !(behind & pos.pieces()) && relativeRank(us, to) == 3)
                from = backward(us, behind) & pawns;
        }
    } else {
        from = pieceAttacks(shape.type, to, pos.pieces()) & pos.pieces(us, shape.type);
        if (shape.fromFile >= 0) from &= fileBB(shape.fromFile);
        if (shape.fromRank >= 0) from &= rankBB(shape.fromRank);
    }
    while (from) {
        const Move m(popLsb(from), to, shape.promotion);
        if (pos.isLegalPseudo(m)) found(m);
    }
}

} // namespace

ParsedMove readSanFast(const Position &pos, std::string_view san) {
    SanShape shape;
    if (!shapeOf(san, shape)) return parseSanMove(pos, san);
    Move move;
    int legal = 0;
    candidatesOf(pos, shape, [&](Move m) {
        move = m;
        ++legal;
    });
    if (legal != 1) return parseSanMove(pos, san); // its own error message
    return {move, NotationError::None, {}};
}

MoveList sanCandidates(const Position &pos, std::string_view san) {
    MoveList moves;
    SanShape shape;
    if (shapeOf(san, shape)) candidatesOf(pos, shape, [&](Move m) { moves.push(m); });
    return moves;
}

} // namespace rampart
