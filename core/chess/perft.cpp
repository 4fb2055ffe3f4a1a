#include "chess/perft.h"

namespace rampart {

std::uint64_t perft(Position &pos, int depth) {
    if (depth <= 0) return 1;
    MoveList moves;
    pos.generateLegalMoves(moves);
    // Bulk counting at the last ply: the legal moves are the leaves.
    if (depth == 1) return std::uint64_t(moves.size());
    std::uint64_t nodes = 0;
    for (Move m : moves) {
        const UndoInfo undo = pos.makeMove(m);
        nodes += perft(pos, depth - 1);
        pos.unmakeMove(m, undo);
    }
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position &pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    MoveList moves;
    pos.generateLegalMoves(moves);
    for (Move m : moves) {
        const UndoInfo undo = pos.makeMove(m);
        result.emplace_back(m, perft(pos, depth - 1));
        pos.unmakeMove(m, undo);
    }
    return result;
}

} // namespace rampart
