#include "solver/solverscope.h"

#include "chess/position.h"

namespace rampart {

namespace {
Bitboard piecesOf(const Position &pos) {
    return pos.pieces() & ~pos.pieces(Pawn) & ~pos.pieces(King);
}
} // namespace

void SolverScope::applyTo(Solver::Options &options) const {
    options.queenBounds = queenBounds;
    options.slicePieces = slicePieces;
}

std::string SolverScope::name() const {
    return queenBounds ? "queen bounds" : "pieces " + std::to_string(slicePieces);
}

bool queenBoundsTake(const Position &pos) {
    const Bitboard pieces = piecesOf(pos);
    return pieces == 0 || (!moreThanOne(pieces) && typeOf(pos.pieceOn(lsb(pieces))) == Queen);
}

std::vector<SolverScope> scopesToTry(const Position &pos) {
    const int own = popCount(piecesOf(pos));
    std::vector<SolverScope> scopes;
    for (const int pieces : {2, 1})
        if (pieces >= own) scopes.push_back({false, pieces});
    if (queenBoundsTake(pos)) scopes.push_back({true, 0});
    if (own == 0) scopes.push_back({false, 0});
    return scopes;
}

} // namespace rampart
