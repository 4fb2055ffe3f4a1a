#include "games/gametree.h"

#include <algorithm>
#include <cassert>

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
        const auto &siblings = m_nodes[p].children;
        if (std::find(siblings.begin(), siblings.end(), n) == siblings.end()) return false;
        n = p;
    }
    return true;
}

NodeId GameTree::next(NodeId n) const {
    const auto &c = m_nodes[n].children;
    return c.empty() ? NoNode : c.front();
}

NodeId GameTree::findChild(NodeId parent, Move m) const {
    for (NodeId c : m_nodes[parent].children)
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
    const auto &siblings = m_nodes[m_nodes[n].parent].children;
    return int(std::find(siblings.begin(), siblings.end(), n) - siblings.begin());
}

bool GameTree::isMainLine(NodeId n) const {
    return variationStart(n) == NoNode;
}

int GameTree::variationDepth(NodeId n) const {
    int depth = 0;
    for (; n != root(); n = m_nodes[n].parent)
        if (siblingIndex(n) != 0) ++depth;
    return depth;
}

NodeId GameTree::variationStart(NodeId n) const {
    for (; n != root(); n = m_nodes[n].parent)
        if (siblingIndex(n) != 0) return n;
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
        for (NodeId c : m_nodes[n].children) {
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
    Node node;
    node.move = m;
    node.parent = parent;
    m_nodes.push_back(std::move(node));
    m_nodes[parent].children.push_back(id);
    if (created) *created = true;
    return id;
}

NodeId GameTree::addLine(NodeId parent, const std::vector<Move> &moves) {
    NodeId n = parent;
    for (Move m : moves) n = addMove(n, m);
    return n;
}

bool GameTree::promoteVariation(NodeId n) {
    if (n == root()) return false;
    auto &siblings = m_nodes[m_nodes[n].parent].children;
    const int i = siblingIndex(n);
    if (i <= 0 || i >= int(siblings.size())) return false;
    std::swap(siblings[i], siblings[i - 1]);
    return true;
}

bool GameTree::demoteVariation(NodeId n) {
    if (n == root()) return false;
    auto &siblings = m_nodes[m_nodes[n].parent].children;
    const int i = siblingIndex(n);
    if (i + 1 >= int(siblings.size())) return false;
    std::swap(siblings[i], siblings[i + 1]);
    return true;
}

RemovedVariation GameTree::deleteVariation(NodeId n) {
    if (n == root() || !contains(n)) return {};
    RemovedVariation removed{n, m_nodes[n].parent, siblingIndex(n)};
    auto &siblings = m_nodes[removed.parent].children;
    siblings.erase(siblings.begin() + removed.index);
    return removed;
}

void GameTree::restoreVariation(const RemovedVariation &removed) {
    if (removed.node == NoNode) return;
    auto &siblings = m_nodes[removed.parent].children;
    const int index = std::min(removed.index, int(siblings.size()));
    siblings.insert(siblings.begin() + index, removed.node);
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
