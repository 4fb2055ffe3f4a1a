#include "tables/moveprobes.h"

#include <algorithm>

#include "chess/position.h"

namespace rampart {

std::vector<MoveProbe>
probeEachMove(const Position &pos, const std::function<TableProbe(const Position &)> &probeChild) {
    std::vector<MoveProbe> result;
    MoveList moves;
    pos.generateLegalMoves(moves);
    Position child = pos;
    child.clearHistory();
    result.reserve(std::size_t(moves.size()));
    for (Move m : moves) {
        const UndoInfo undo = child.makeMove(m);
        result.push_back({m, probeChild(child).fromMoverView()});
        child.unmakeMove(m, undo);
    }
    std::stable_sort(result.begin(), result.end(), moveProbeBetter);
    return result;
}

} // namespace rampart
