// The table generator's own board and move generator (tablegenerator.cpp):
// a placement of at most four men with their kinds and colours, and every
// legal move of the side to move, found without playing each move. Faster
// than Position for the generator's billions of move generations because it
// keeps no hash key, no history and no piece lists, and castling and en
// passant do not exist in the tables (the generator handles a double step's
// en passant reply itself).
//
// Men 0 and 1 are the white and the black king; men 2 and 3 the others, in
// the table index's order (tableindex.h).
#pragma once

#include <array>

#include "chess/bitboard.h"

namespace rampart::generatorboard {

// Whether a slider of kind t on `from` moves along a line through s (the
// squares between not considered).
inline bool slidesTo(PieceType t, Square from, Square s) {
    const int df = fileOf(from) - fileOf(s), dr = rankOf(from) - rankOf(s);
    const bool straight = (df == 0) != (dr == 0);
    const bool diagonal = df != 0 && (df == dr || df == -dr);
    return t == Rook ? straight : t == Bishop ? diagonal : straight || diagonal;
}

// A placement with its men's kinds and colours: the generator's board.
struct Board {
    std::array<Square, 4> sq{};
    std::array<PieceType, 4> type{};
    std::array<Color, 4> color{};
    int n = 2;
    Color stm = White;

    Bitboard occupied() const {
        Bitboard b = 0;
        for (int i = 0; i < n; ++i) b |= squareBB(sq[std::size_t(i)]);
        return b;
    }
    // Whether man i attacks s with the given occupancy. Sliders are tested by
    // line and the squares between (no attack sets built).
    bool manAttacks(int i, Square s, Bitboard occ) const {
        const Square from = sq[std::size_t(i)];
        switch (type[std::size_t(i)]) {
        case Pawn:
            return pawnAttacks(color[std::size_t(i)], from) & squareBB(s);
        case Knight:
            return knightAttacks(from) & squareBB(s);
        case King:
            return kingAttacks(from) & squareBB(s);
        default:
            return slidesTo(type[std::size_t(i)], from, s) && !(between(from, s) & occ);
        }
    }
    // Whether `by` attacks s, ignoring man `skip` (a captured one).
    bool attacks(Color by, Square s, Bitboard occ, int skip = -1) const {
        for (int i = 0; i < n; ++i)
            if (i != skip && color[std::size_t(i)] == by && manAttacks(i, s, occ)) return true;
        return false;
    }
    bool inCheck(Color c) const { return attacks(~c, sq[c], occupied()); }
    // Kings apart and the side not to move not in check.
    bool isLegal() const { return kingDistance(sq[0], sq[1]) > 1 && !inCheck(~stm); }
    int manOn(Square s) const {
        for (int i = 0; i < n; ++i)
            if (sq[std::size_t(i)] == s) return i;
        return -1;
    }
};

struct GenMove {
    int man = 0;
    Square from = NoSquare, to = NoSquare;
    int captured = -1;
    PieceType promotion = Pawn;
    bool doubleStep = false;
};

// Every legal move of the side to move: captures, promotions, pawn moves and
// every move out of check one at a time (visit(GenMove)), the other moves of
// a piece without a capture as one set of target squares
// (visitQuiet(man, from, targets)), which a caller that only counts moves
// does not need to take apart.
//
// Legality without playing each move: the squares the enemy attacks with our
// king lifted off the board (where the king may not go, captures included)
// and our men pinned to the king (which may only move along the pin line) are
// found once per position. Only when the side to move is in check is each
// move of a man other than the king played and tested.
template <typename F, typename Q>
void generateLegalMoves(const Board &b, F &&visit, Q &&visitQuiet) {
    const Color us = b.stm, them = ~us;
    const Square king = b.sq[us];
    const Bitboard occ = b.occupied();
    Bitboard own = 0, enemyMen = 0;
    for (int i = 0; i < b.n; ++i) {
        if (b.color[std::size_t(i)] == us)
            own |= squareBB(b.sq[std::size_t(i)]);
        else if (b.type[std::size_t(i)] != King)
            enemyMen |= squareBB(b.sq[std::size_t(i)]);
    }
    Bitboard danger = 0, pinned = 0;
    const Bitboard withoutKing = occ & ~squareBB(king);
    for (int i = 0; i < b.n; ++i) {
        if (b.color[std::size_t(i)] != them) continue;
        const Square s = b.sq[std::size_t(i)];
        const PieceType t = b.type[std::size_t(i)];
        if (t == Pawn) {
            danger |= pawnAttacks(them, s);
            continue;
        }
        danger |= pieceAttacks(t, s, withoutKing);
        if ((t == Bishop || t == Rook || t == Queen) && slidesTo(t, s, king)) {
            const Bitboard blockers = between(s, king) & occ;
            if (blockers && !(blockers & (blockers - 1)) && (blockers & own)) pinned |= blockers;
        }
    }
    const bool inCheck = danger & squareBB(king);
    const Bitboard enemyKing = squareBB(b.sq[them]);
    auto tryMove = [&](GenMove m) {
        if (m.man == int(us)) {
            if (danger & squareBB(m.to)) return;
        } else if (!inCheck) {
            if ((pinned & squareBB(m.from)) && !aligned(m.from, m.to, king)) return;
        } else {
            Board after = b;
            after.sq[std::size_t(m.man)] = m.to;
            const Bitboard o = (occ & ~squareBB(m.from)) | squareBB(m.to);
            // A capturer stands on the victim's square; the victim is skipped.
            if (after.attacks(them, king, o, m.captured)) return;
        }
        visit(m);
    };
    constexpr std::array<PieceType, 4> Promotions = {Queen, Rook, Bishop, Knight};
    for (int i = 0; i < b.n; ++i) {
        if (b.color[std::size_t(i)] != us) continue;
        const Square from = b.sq[std::size_t(i)];
        const PieceType t = b.type[std::size_t(i)];
        if (t == Pawn) {
            const int dir = us == White ? 8 : -8;
            const int lastRank = us == White ? 7 : 0;
            const Square one = Square(from + dir);
            auto addPawnMove = [&](Square to, int captured) {
                if (rankOf(to) == lastRank) {
                    for (PieceType p : Promotions) tryMove({i, from, to, captured, p, false});
                } else {
                    tryMove({i, from, to, captured, Pawn, false});
                }
            };
            if (!(occ & squareBB(one))) {
                addPawnMove(one, -1);
                const int startRank = us == White ? 1 : 6;
                const Square two = Square(from + 2 * dir);
                if (rankOf(from) == startRank && !(occ & squareBB(two)))
                    tryMove({i, from, two, -1, Pawn, true});
            }
            for (Bitboard c = pawnAttacks(us, from) & enemyMen; c;) {
                const Square to = popLsb(c);
                addPawnMove(to, b.manOn(to));
            }
            continue;
        }
        Bitboard targets = pieceAttacks(t, from, occ) & ~own & ~enemyKing;
        if (t == King || !inCheck) {
            Bitboard quiet = targets & ~occ;
            targets &= occ;
            if (t == King)
                quiet &= ~danger;
            else if (pinned & squareBB(from))
                quiet &= lineThrough(from, king);
            if (quiet) visitQuiet(i, from, quiet);
        }
        for (; targets;) {
            const Square to = popLsb(targets);
            const int victim = enemyMen & squareBB(to) ? b.manOn(to) : -1;
            tryMove({i, from, to, victim, Pawn, false});
        }
    }
}

// Every legal move of the side to move, one at a time.
template <typename F> void forEachLegalMove(const Board &b, F &&visit) {
    generateLegalMoves(b, visit, [&](int man, Square from, Bitboard targets) {
        while (targets) visit(GenMove{man, from, popLsb(targets), -1, Pawn, false});
    });
}

} // namespace rampart::generatorboard
