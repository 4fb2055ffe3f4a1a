#include "tables/moveprobes.h"

#include "chess/position.h"

#include <algorithm>

namespace rampart {

namespace {

int orderKey(const TableProbe &p) {
    switch (p.kind) {
    case TableProbe::Kind::Win:
        return p.dtmMoves;
    case TableProbe::Kind::Draw:
        return 1000;
    case TableProbe::Kind::Loss:
        return 3000 - p.dtmMoves;
    default:
        return 5000;
    }
}

} // namespace

TableProbe fromMoverView(const TableProbe &child) {
    TableProbe p = child;
    if (child.kind == TableProbe::Kind::Loss) {
        p.kind = TableProbe::Kind::Win;
        p.dtmMoves = child.dtmMoves + 1;
    } else if (child.kind == TableProbe::Kind::Win) {
        p.kind = TableProbe::Kind::Loss;
    }
    return p;
}

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
        result.push_back({m, fromMoverView(probeChild(child))});
        child.unmakeMove(m, undo);
    }
    std::stable_sort(result.begin(), result.end(), [](const MoveProbe &a, const MoveProbe &b) {
        return orderKey(a.result) < orderKey(b.result);
    });
    return result;
}

} // namespace rampart
