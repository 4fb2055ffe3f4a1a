#include "tbfiles/tbsamplepositions.h"

#include "chess/fen.h"

namespace rampart {

namespace {

// splitmix64: a small, well-mixed generator; determinism is what matters.
std::uint64_t nextRandom(std::uint64_t &state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

Piece pieceOfLetter(char c) {
    const Color color = c >= 'a' ? Black : White;
    switch (c | 0x20) {
    case 'q':
        return makePiece(color, Queen);
    case 'r':
        return makePiece(color, Rook);
    case 'b':
        return makePiece(color, Bishop);
    case 'n':
        return makePiece(color, Knight);
    case 'p':
        return makePiece(color, Pawn);
    default:
        return NoPiece;
    }
}

} // namespace

std::vector<Position> sampleTbPositions(const std::string &men, int count, std::uint64_t seed) {
    std::vector<Position> out;
    std::uint64_t state = seed;
    const int attempts = count * 20;
    for (int attempt = 0; attempt < attempts && int(out.size()) < count; ++attempt) {
        Position pos;
        pos.clear();
        bool placed = true;
        auto place = [&](Piece p) {
            for (int tries = 0; tries < 64; ++tries) {
                const Square s = Square(nextRandom(state) & 63);
                if (!pos.isEmpty(s)) continue;
                if (typeOf(p) == Pawn && (rankOf(s) == 0 || rankOf(s) == 7)) continue;
                pos.setPiece(s, p);
                return true;
            }
            return false;
        };
        placed = place(WhiteKing) && place(BlackKing);
        for (char c : men) {
            const Piece p = pieceOfLetter(c);
            placed = placed && p != NoPiece && place(p);
        }
        if (!placed) continue;
        pos.setSideToMove(out.size() % 2 ? Black : White);
        if (checkLegality(pos).empty()) out.push_back(pos);
    }
    return out;
}

} // namespace rampart
