#include "patterns/quadbitboard.h"

#include "chess/position.h"

namespace rampart {

QuadBitboard QuadBitboard::fromPosition(const Position &pos) {
    return {pos.pieces(White, Pawn), pos.pieces(Black, Pawn), pos.pieces(White, King),
            pos.pieces(Black, King)};
}

std::optional<QuadBitboard> QuadBitboard::fromPlacement(std::string_view placement,
                                                        std::string *error) {
    auto fail = [error](std::string why) -> std::optional<QuadBitboard> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    QuadBitboard board;
    int rank = 7;
    int file = 0;
    for (std::size_t i = 0; i < placement.size(); ++i) {
        const char c = placement[i];
        if (c == '/') {
            if (file != 8)
                return fail("rank " + std::to_string(rank + 1) + " does not have 8 squares");
            if (--rank < 0) return fail("more than 8 ranks");
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return fail("rank " + std::to_string(rank + 1) + " has more than 8 squares");
        } else if (const auto man = manFromLetter(c)) {
            if (file >= 8)
                return fail("rank " + std::to_string(rank + 1) + " has more than 8 squares");
            board.set(*man, makeSquare(file, rank));
            ++file;
        } else {
            return fail(std::string("'") + c + "' is not one of P, p, K, k, a digit or '/'");
        }
    }
    if (rank != 0 || file != 8) return fail("the placement does not describe 8 ranks of 8 squares");
    return board;
}

std::string QuadBitboard::placement() const {
    std::string text;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const auto man = manOn(makeSquare(file, rank));
            if (!man) {
                ++empty;
                continue;
            }
            if (empty) text += char('0' + empty);
            empty = 0;
            text += manLetter(*man);
        }
        if (empty) text += char('0' + empty);
        if (rank) text += '/';
    }
    return text;
}

Bitboard shiftBitboard(Bitboard b, int files, int ranks) {
    for (; files > 0; --files) b = east(b);
    for (; files < 0; ++files) b = west(b);
    for (; ranks > 0; --ranks) b = north(b);
    for (; ranks < 0; ++ranks) b = south(b);
    return b;
}

QuadBitboard QuadBitboard::shifted(int files, int ranks, bool *lost) const {
    QuadBitboard result;
    bool anyLost = false;
    for (Man m : allMen) {
        result[m] = shiftBitboard((*this)[m], files, ranks);
        anyLost = anyLost || popCount(result[m]) != popCount((*this)[m]);
    }
    if (lost) *lost = anyLost;
    return result;
}

} // namespace rampart
