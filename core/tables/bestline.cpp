#include "tables/bestline.h"

#include "chess/position.h"

#include "tables/tableregistry.h"

namespace rampart {

std::vector<Move> followBestMoves(const Position &start, int maxPlies,
                                  const std::function<Move(const Position &)> &bestMove,
                                  const std::function<bool(const Position &)> &played) {
    std::vector<Move> line;
    Position pos = start;
    while (int(line.size()) < maxPlies) {
        const Move m = bestMove(pos);
        if (m.isNone()) break;
        line.push_back(m);
        pos.makeMove(m);
        if (played && !played(pos)) break;
    }
    return line;
}

Move bestTableMove(const TableRegistry &tables, const Position &pos) {
    const std::vector<MoveProbe> moves = tables.probeMoves(pos);
    if (moves.empty() || !moves.front().result.found()) return Move::none();
    return moves.front().move;
}

} // namespace rampart
