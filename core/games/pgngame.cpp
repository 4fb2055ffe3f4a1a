#include "games/pgngame.h"

#include <algorithm>

namespace rampart {

std::string PgnGame::tag(std::string_view name) const {
    for (const PgnTag &t : tags)
        if (t.name == name) return t.value;
    return {};
}

void PgnGame::setTag(std::string_view name, std::string value) {
    for (PgnTag &t : tags)
        if (t.name == name) {
            t.value = std::move(value);
            return;
        }
    tags.push_back({std::string(name), std::move(value)});
}

void PgnGame::removeTag(std::string_view name) {
    tags.erase(
        std::remove_if(tags.begin(), tags.end(), [&](const PgnTag &t) { return t.name == name; }),
        tags.end());
}

bool isPawnEnding(const Position &pos) {
    const Bitboard kingsAndPawns = pos.pieces(King) | pos.pieces(Pawn);
    return pos.pieces() == kingsAndPawns && pos.pieces(Pawn) != 0;
}

int pawnEndingPly(const GameTree &tree) {
    Position pos = tree.startPosition();
    int ply = 0;
    if (isPawnEnding(pos)) return 0;
    for (NodeId n = tree.next(GameTree::root()); n != NoNode; n = tree.next(n)) {
        pos.makeMove(tree.move(n));
        ++ply;
        // Material only decreases, so once pieces other than kings and pawns
        // are gone for good the check is cheap; it runs once per ply anyway.
        if (isPawnEnding(pos)) return ply;
    }
    return -1;
}

} // namespace rampart
