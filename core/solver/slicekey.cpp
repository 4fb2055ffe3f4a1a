#include "solver/slicekey.h"

#include <cstdio>

namespace rampart {

namespace {

char pieceLetter(PieceType t) {
    return "PNBRQK-"[t];
}

std::string squares(Bitboard b) {
    std::string s;
    while (b) s += squareName(popLsb(b));
    return s.empty() ? "-" : s;
}

} // namespace

std::string SliceKey::name() const {
    std::string s;
    for (const Color c : {White, Black}) {
        s += 'K';
        if (hasPiece(c)) s += pieceLetter(piece[c]);
        s += std::string(std::size_t(popCount(pawns[c])), 'P');
    }
    return s + ' ' + squares(pawns[White]) + '/' + squares(pawns[Black]);
}

Material SliceKey::material() const {
    Material m;
    for (const Color c : {White, Black}) {
        for (int i = 0; i < popCount(pawns[c]); ++i) m.add(c, Pawn);
        if (hasPiece(c)) m.add(c, piece[c]);
    }
    return m;
}

std::string SliceKey::fileStem() const {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%016llx-%016llx-%c%c",
                  static_cast<unsigned long long>(pawns[White]),
                  static_cast<unsigned long long>(pawns[Black]), pieceLetter(piece[White]),
                  pieceLetter(piece[Black]));
    return buffer;
}

} // namespace rampart
