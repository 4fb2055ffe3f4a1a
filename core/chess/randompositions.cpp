#include "chess/randompositions.h"

#include "chess/legality.h"

namespace rampart {

namespace {

// A number in [0, n): the plain modulo keeps the sequence of positions the
// benchmarks' checksums were taken with.
int pick(std::mt19937 &rng, int n) {
    return int(rng() % unsigned(n));
}

template <typename Generate>
std::vector<Position> legalOnes(std::mt19937 &rng, int count, Generate generate) {
    std::vector<Position> list;
    while (int(list.size()) < count) {
        Position pos = generate(rng);
        if (checkLegality(pos).empty()) list.push_back(pos);
    }
    return list;
}

} // namespace

Position randomPawnEnding(std::mt19937 &rng) {
    Position pos;
    const auto placeOn = [&](Piece piece, int lowRank, int highRank) {
        for (;;) {
            const Square s =
                makeSquare(int(rng() % 8), lowRank + int(rng() % unsigned(highRank - lowRank + 1)));
            if (pos.isEmpty(s)) {
                pos.setPiece(s, piece);
                return;
            }
        }
    };
    placeOn(WhiteKing, 0, 7);
    placeOn(BlackKing, 0, 7);
    for (int i = int(rng() % 7); i > 0; --i) placeOn(WhitePawn, 1, 6);
    for (int i = int(rng() % 7); i > 0; --i) placeOn(BlackPawn, 1, 6);
    pos.setSideToMove(rng() % 2 ? White : Black);
    return pos;
}

Position randomRamStructure(std::mt19937 &rng) {
    Position pos;
    for (int file = 0; file < 8; ++file) {
        const int kind = pick(rng, 10), rank = 1 + pick(rng, 5);
        const auto put = [&](int r, Piece p) {
            if (r >= 1 && r <= 6) pos.setPiece(makeSquare(file, r), p);
        };
        if (kind < 4) { // a ram
            put(rank, WhitePawn);
            put(rank + 1, BlackPawn);
        } else if (kind == 4) { // a ram with a white pawn behind
            put(rank, WhitePawn);
            put(rank + 1, BlackPawn);
            put(rank - 1 - pick(rng, 2), WhitePawn);
        } else if (kind == 5) { // a ram with a black pawn behind
            put(rank, WhitePawn);
            put(rank + 1, BlackPawn);
            put(rank + 2 + pick(rng, 2), BlackPawn);
        } else if (kind == 6) {
            put(1 + pick(rng, 6), WhitePawn);
        } else if (kind == 7) {
            put(1 + pick(rng, 6), BlackPawn);
        }
    }
    Square wk, bk;
    do wk = Square(pick(rng, 64));
    while (!pos.isEmpty(wk));
    do bk = Square(pick(rng, 64));
    while (!pos.isEmpty(bk) || kingDistance(wk, bk) < 2);
    pos.setPiece(wk, WhiteKing);
    pos.setPiece(bk, BlackKing);
    pos.setSideToMove(pick(rng, 2) ? White : Black);
    return pos;
}

std::vector<Position> randomLegalPawnEndings(std::mt19937 &rng, int count) {
    return legalOnes(rng, count, randomPawnEnding);
}

std::vector<Position> randomLegalRamStructures(std::mt19937 &rng, int count) {
    return legalOnes(rng, count, randomRamStructure);
}

} // namespace rampart
