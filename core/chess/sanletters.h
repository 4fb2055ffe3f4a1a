// The characters move notation is built from: files a-h, ranks 1-8 and the
// piece letters N B R Q K. Shared by the notation parser and the fast SAN
// reader of game files so that both read the same letters the same way.
#pragma once

#include "chess/types.h"

namespace rampart {

constexpr bool isFileChar(char c) {
    return c >= 'a' && c <= 'h';
}

constexpr bool isRankChar(char c) {
    return c >= '1' && c <= '8';
}

// 'N' 'B' 'R' 'Q' 'K' to their piece type; anything else (a lower-case
// letter too) is NoPieceType.
constexpr PieceType pieceTypeOfLetter(char c) {
    switch (c) {
    case 'N':
        return Knight;
    case 'B':
        return Bishop;
    case 'R':
        return Rook;
    case 'Q':
        return Queen;
    case 'K':
        return King;
    default:
        return NoPieceType;
    }
}

} // namespace rampart
