#include "games/gametree.h"

#include <algorithm>
#include <cassert>
#include <limits>

namespace rampart {

GameTree::GameTree()
    : GameTree(Position::startPosition()) {}

GameTree::GameTree(const Position &start) {
    reset(start);
}

void GameTree::reset(const Position &start) {
    m_start = start;
    m_nodes.clear();
    m_nodes.emplace_back();
}

bool GameTree::contains(NodeId n) const {
    if (n < 0 || n >= int(m_nodes.size())) return false;
    // Linked means every step up to the root is listed by its parent:
    // deleteVariation() removes the subtree's first node from that list.
    while (n != root()) {
        const NodeId p = m_nodes[n].parent;
        if (p == NoNode) return false;
        NodeId c = m_nodes[p].firstChild;
        while (c != NoNode && c != n) c = m_nodes[c].nextSibling;
        if (c == NoNode) return false;
        n = p;
    }
    return true;
}

std::vector<NodeId> GameTree::children(NodeId n) const {
    std::vector<NodeId> list;
    for (NodeId c = m_nodes[n].firstChild; c != NoNode; c = m_nodes[c].nextSibling)
        list.push_back(c);
    return list;
}

int GameTree::childCount(NodeId n) const {
    int count = 0;
    for (NodeId c = m_nodes[n].firstChild; c != NoNode; c = m_nodes[c].nextSibling) ++count;
    return count;
}

void GameTree::link(NodeId parent, NodeId n, int index) {
    NodeId *slot = &m_nodes[parent].firstChild;
    for (int i = 0; i < index && *slot != NoNode; ++i) slot = &m_nodes[*slot].nextSibling;
    m_nodes[n].nextSibling = *slot;
    *slot = n;
}

int GameTree::unlink(NodeId n) {
    NodeId *slot = &m_nodes[m_nodes[n].parent].firstChild;
    int index = 0;
    while (*slot != n) {
        slot = &m_nodes[*slot].nextSibling;
        ++index;
    }
    *slot = m_nodes[n].nextSibling;
    m_nodes[n].nextSibling = NoNode;
    return index;
}

NodeId GameTree::next(NodeId n) const {
    return m_nodes[n].firstChild;
}

NodeId GameTree::findChild(NodeId parent, Move m) const {
    for (NodeId c = m_nodes[parent].firstChild; c != NoNode; c = m_nodes[c].nextSibling)
        if (m_nodes[c].move == m) return c;
    return NoNode;
}

int GameTree::ply(NodeId n) const {
    int plies = 0;
    for (; n != root(); n = m_nodes[n].parent) ++plies;
    return plies;
}

int GameTree::siblingIndex(NodeId n) const {
    if (n == root()) return 0;
    int index = 0;
    for (NodeId c = m_nodes[m_nodes[n].parent].firstChild; c != n; c = m_nodes[c].nextSibling)
        ++index;
    return index;
}

bool GameTree::isMainLine(NodeId n) const {
    return variationStart(n) == NoNode;
}

int GameTree::variationDepth(NodeId n) const {
    int depth = 0;
    for (; n != root(); n = m_nodes[n].parent)
        if (m_nodes[m_nodes[n].parent].firstChild != n) ++depth;
    return depth;
}

NodeId GameTree::variationStart(NodeId n) const {
    for (; n != root(); n = m_nodes[n].parent)
        if (m_nodes[m_nodes[n].parent].firstChild != n) return n;
    return NoNode;
}

std::vector<NodeId> GameTree::pathTo(NodeId n) const {
    std::vector<NodeId> path;
    for (; n != root(); n = m_nodes[n].parent) path.push_back(n);
    std::reverse(path.begin(), path.end());
    return path;
}

std::vector<Move> GameTree::movesTo(NodeId n) const {
    std::vector<Move> moves;
    for (NodeId id : pathTo(n)) moves.push_back(m_nodes[id].move);
    return moves;
}

Position GameTree::positionAt(NodeId n) const {
    Position pos = m_start;
    for (NodeId id : pathTo(n)) pos.makeMove(m_nodes[id].move);
    return pos;
}

std::vector<NodeId> GameTree::lineFrom(NodeId from) const {
    std::vector<NodeId> line;
    for (NodeId n = next(from); n != NoNode; n = next(n)) line.push_back(n);
    return line;
}

int GameTree::moveCount() const {
    int count = 0;
    std::vector<NodeId> stack{root()};
    while (!stack.empty()) {
        const NodeId n = stack.back();
        stack.pop_back();
        for (NodeId c = m_nodes[n].firstChild; c != NoNode; c = m_nodes[c].nextSibling) {
            ++count;
            stack.push_back(c);
        }
    }
    return count;
}

NodeId GameTree::addMove(NodeId parent, Move m, bool *created) {
    assert(parent >= 0 && parent < int(m_nodes.size()));
    if (const NodeId existing = findChild(parent, m); existing != NoNode) {
        if (created) *created = false;
        return existing;
    }
    const NodeId id = NodeId(m_nodes.size());
    Node &node = m_nodes.emplace_back();
    node.move = m;
    node.parent = parent;
    link(parent, id, std::numeric_limits<int>::max());
    if (created) *created = true;
    return id;
}

NodeId GameTree::addLine(NodeId parent, const std::vector<Move> &moves) {
    NodeId n = parent;
    for (Move m : moves) n = addMove(n, m);
    return n;
}

bool GameTree::promoteVariation(NodeId n) {
    if (n == root() || !contains(n)) return false;
    const int i = siblingIndex(n);
    if (i == 0) return false;
    const NodeId parent = m_nodes[n].parent;
    unlink(n);
    link(parent, n, i - 1);
    return true;
}

bool GameTree::demoteVariation(NodeId n) {
    if (n == root() || !contains(n) || m_nodes[n].nextSibling == NoNode) return false;
    const NodeId parent = m_nodes[n].parent;
    const int i = unlink(n);
    link(parent, n, i + 1);
    return true;
}

RemovedVariation GameTree::deleteVariation(NodeId n) {
    if (n == root() || !contains(n)) return {};
    const NodeId parent = m_nodes[n].parent;
    const int index = unlink(n);
    return {n, parent, index};
}

void GameTree::restoreVariation(const RemovedVariation &removed) {
    if (removed.node == NoNode || contains(removed.node)) return;
    link(removed.parent, removed.node, removed.index);
}

void GameTree::addNag(NodeId n, std::uint8_t nag) {
    auto &list = m_nodes[n].nags;
    if (std::find(list.begin(), list.end(), nag) == list.end()) list.push_back(nag);
}

void GameTree::removeNag(NodeId n, std::uint8_t nag) {
    auto &list = m_nodes[n].nags;
    list.erase(std::remove(list.begin(), list.end(), nag), list.end());
}

} // namespace rampart
