#include "search/moveorderer.h"

#include <algorithm>

namespace rampart {

namespace {

constexpr int OrderValue[PieceTypeCount + 1] = {1, 3, 3, 5, 9, 0, 0};

int captureKey(const Position &pos, Move m) {
    // Most valuable victim, least valuable attacker.
    const PieceType victim = pos.isEnPassant(m) ? Pawn : typeOf(pos.pieceOn(m.to()));
    const PieceType attacker = typeOf(pos.pieceOn(m.from()));
    return 16 * OrderValue[victim] - OrderValue[attacker] + 16;
}

// Squares the moving piece attacks from its destination (does it protect a
// pawn there?).
Bitboard pieceAttacksAfter(const Position &pos, Move m, Bitboard occupied) {
    const Piece p = pos.pieceOn(m.from());
    if (typeOf(p) == Pawn) return pawnAttacks(colorOf(p), m.to());
    return pieceAttacks(typeOf(p), m.to(), occupied & ~squareBB(m.from()));
}

} // namespace

void MoveOrderer::clear() {
    for (auto &k : m_killers) k = {Move::none(), Move::none()};
    for (auto &side : m_history)
        for (auto &from : side) from.fill(0);
}

Bitboard MoveOrderer::hangingPawns(const Position &pos, Color us) {
    const Color them = ~us;
    if ((pos.pieces() & ~pos.pieces(Pawn) & ~pos.pieces(King)) == 0) {
        // King and pawn ending: attacks set-wise (this runs at every node).
        const Bitboard attacked =
            pawnAttacks(them, pos.pieces(them, Pawn)) | kingAttacks(pos.kingSquare(them));
        const Bitboard defended =
            pawnAttacks(us, pos.pieces(us, Pawn)) | kingAttacks(pos.kingSquare(us));
        return pos.pieces(us, Pawn) & attacked & ~defended;
    }
    Bitboard hanging = 0;
    for (Bitboard b = pos.pieces(us, Pawn); b;) {
        const Square s = popLsb(b);
        const Bitboard attackers = pos.attackersTo(s);
        if ((attackers & pos.pieces(them)) && !(attackers & pos.pieces(us))) hanging |= squareBB(s);
    }
    return hanging;
}

void MoveOrderer::sortByKeys(MoveList &moves, Key *keys) {
    // Insertion sort: lists are short, and equal keys keep generation order
    // (determinism does not depend on the sort algorithm).
    for (int i = 1; i < moves.size(); ++i) {
        const Move m = moves[i];
        const Key k = keys[i];
        int j = i - 1;
        while (j >= 0 && keys[j] < k) {
            moves[j + 1] = moves[j];
            keys[j + 1] = keys[j];
            --j;
        }
        moves[j + 1] = m;
        keys[j + 1] = k;
    }
}

void MoveOrderer::order(const Position &pos, MoveList &moves, int ply, Move hashMove,
                        const int *planPriority) const {
    const Color us = pos.sideToMove();
    const Bitboard hanging = hangingPawns(pos, us);
    const Bitboard occupied = pos.pieces();
    const auto &killers = m_killers[std::min(ply, MaxSearchPly)];
    Key keys[MoveList::Capacity];
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        Key key;
        if (m == hashMove) {
            key = HashMoveKey;
        } else if (m.isPromotion()) {
            key = PromotionKey + OrderValue[m.promotion()] * 16 +
                  (pos.isCapture(m) ? captureKey(pos, m) : 0);
        } else if (pos.isCapture(m)) {
            key = CaptureKey + captureKey(pos, m);
        } else if (hanging && ((squareBB(m.from()) & hanging) ||
                               (pieceAttacksAfter(pos, m, occupied) & hanging))) {
            key = HangingPawnKey;
        } else if (m == killers[0]) {
            key = KillerKey + 1;
        } else if (m == killers[1]) {
            key = KillerKey;
        } else {
            key = historyOf(pos, m);
            // History first, plan priority among equal history (where the
            // tree has taught nothing yet).
            key <<= PlanShift;
            if (planPriority) key += std::min(std::max(planPriority[i], 0), (1 << PlanShift) - 1);
        }
        keys[i] = key;
    }
    sortByKeys(moves, keys);
}

void MoveOrderer::orderTactical(const Position &pos, MoveList &moves) const {
    Key keys[MoveList::Capacity];
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        Key key = 0;
        if (m.isPromotion()) key += PromotionKey + OrderValue[m.promotion()] * 16;
        if (pos.isCapture(m)) key += CaptureKey + captureKey(pos, m);
        keys[i] = key;
    }
    sortByKeys(moves, keys);
}

void MoveOrderer::recordCutoff(const Position &pos, Move move, int ply, int depth) {
    auto &killers = m_killers[std::min(ply, MaxSearchPly)];
    if (killers[0] != move) {
        killers[1] = killers[0];
        killers[0] = move;
    }
    int &h = m_history[pos.sideToMove()][move.from()][move.to()];
    h += depth * depth;
    if (h >= HistoryMax) {
        // Halve everything: keeps relative order and stays deterministic.
        for (auto &side : m_history)
            for (auto &from : side)
                for (int &v : from) v /= 2;
    }
}

void MoveOrderer::recordFailure(const Position &pos, Move move, int depth) {
    int &h = m_history[pos.sideToMove()][move.from()][move.to()];
    h = std::max(0, h - depth);
}

} // namespace rampart
