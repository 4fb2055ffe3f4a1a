// A game as players annotate it: a tree of moves from a start position, with
// variations, comments and NAGs (Numeric Annotation Glyphs, PGN standard 10).
//
// Nodes are addressed by NodeId. The root (id 0) stands for the start
// position and has no move; every other node holds the move that leads to it
// from its parent. A node's children are ordered: children(n)[0] is the main
// continuation, the others are variations in the order they are shown.
//
//     root ── e4 ── e5 ── Nf3          main line: e4 e5 Nf3
//                    └─── c5 ── Nf3    variation (1... c5 2. Nf3)
//
// Ids are stable: a node keeps its id for the lifetime of the tree, also
// when siblings are added, promoted or deleted. deleteVariation() unlinks a
// subtree without reusing its ids, so restoreVariation() can put it back
// (the GUI's undo uses this). Unlinked nodes are invisible to every query.
//
// The tree does not check legality: addMove() expects a move that is legal
// in positionAt(parent) (validate with Position::isLegalMove()). It is a
// plain value type (copyable); no Qt, not thread-safe for concurrent edits.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "chess/move.h"
#include "chess/position.h"

namespace rampart {

using NodeId = int;
constexpr NodeId NoNode = -1;

// What deleteVariation() took out: enough to restore it in place.
struct RemovedVariation {
    NodeId node = NoNode;   // first node of the removed subtree
    NodeId parent = NoNode; // where it hung
    int index = 0;          // its place among the parent's children
};

class GameTree {
public:
    GameTree(); // the standard start position, no moves
    explicit GameTree(const Position &start);

    // Forgets every move and comment and starts again from `start`.
    void reset(const Position &start);
    const Position &startPosition() const { return m_start; }

    // --- Navigation ------------------------------------------------------
    static constexpr NodeId root() { return 0; }
    // True for the root and every node linked to it.
    bool contains(NodeId n) const;
    // The move leading to n (none() for the root).
    Move move(NodeId n) const { return m_nodes[n].move; }
    NodeId parent(NodeId n) const { return m_nodes[n].parent; }
    // n's children in order (built on each call; see child() to walk them).
    std::vector<NodeId> children(NodeId n) const;
    int childCount(NodeId n) const;
    // The next sibling of n (the following variation), NoNode after the last.
    NodeId nextSibling(NodeId n) const { return m_nodes[n].nextSibling; }
    // The main continuation after n, NoNode at the end of a line.
    NodeId next(NodeId n) const;
    // The child of `parent` reached by m, NoNode if there is none.
    NodeId findChild(NodeId parent, Move m) const;
    // Plies from the start position to n (0 for the root).
    int ply(NodeId n) const;
    // n's place among its siblings: 0 = main continuation, >0 = variation.
    int siblingIndex(NodeId n) const;
    // True if n lies on the game's main line (root included).
    bool isMainLine(NodeId n) const;
    // How deeply n is nested in variations (0 on the main line).
    int variationDepth(NodeId n) const;
    // The nodes from the first move to n (root excluded), in playing order.
    std::vector<NodeId> pathTo(NodeId n) const;
    // The moves from the start position to n.
    std::vector<Move> movesTo(NodeId n) const;
    // The position after the moves to n (replayed from the start position).
    Position positionAt(NodeId n) const;
    // The main continuation from `from` on, following children[0] (from excluded).
    std::vector<NodeId> lineFrom(NodeId from) const;
    std::vector<NodeId> mainLine() const { return lineFrom(root()); }
    // Linked moves in the whole tree (root excluded).
    int moveCount() const;

    // --- Edits -----------------------------------------------------------
    // Plays m after `parent`: returns the existing child when m is already
    // there; otherwise appends a new child, which becomes the main
    // continuation when parent had none and a variation otherwise. Nothing
    // is ever deleted. `created` (optional) tells which happened.
    NodeId addMove(NodeId parent, Move m, bool *created = nullptr);
    // Plays a line of moves after `parent` (each through addMove(), so a
    // line that begins like an existing one follows it and branches where it
    // differs). Returns the last node, or parent for an empty line.
    NodeId addLine(NodeId parent, const std::vector<Move> &moves);

    // Moves the variation that starts at n one place up / down among its
    // siblings (promoting a variation to index 0 makes it the main
    // continuation). False, and nothing changes, when it cannot move.
    bool promoteVariation(NodeId n);
    bool demoteVariation(NodeId n);
    // The first node of the variation that n lies in (the nearest ancestor,
    // n included, that is not a main continuation), NoNode on the main line.
    NodeId variationStart(NodeId n) const;
    // Unlinks n and everything after it. The root cannot be deleted.
    RemovedVariation deleteVariation(NodeId n);
    // Links back what deleteVariation() took out (undo).
    void restoreVariation(const RemovedVariation &removed);

    // Comments: `before` is shown before the move (used at the start of a
    // game or a variation), `after` after it. The root's `after` comment is
    // the comment before the game's first move.
    const std::string &commentBefore(NodeId n) const { return m_nodes[n].commentBefore; }
    const std::string &commentAfter(NodeId n) const { return m_nodes[n].commentAfter; }
    void setCommentBefore(NodeId n, std::string text) {
        m_nodes[n].commentBefore = std::move(text);
    }
    void setCommentAfter(NodeId n, std::string text) { m_nodes[n].commentAfter = std::move(text); }

    // NAGs in the order written ($1 = "!", $2 = "?", ..., 0..255). The
    // root's NAGs assess the start position.
    const std::vector<std::uint8_t> &nags(NodeId n) const { return m_nodes[n].nags; }
    void setNags(NodeId n, std::vector<std::uint8_t> nags) { m_nodes[n].nags = std::move(nags); }
    void addNag(NodeId n, std::uint8_t nag); // no duplicates
    void removeNag(NodeId n, std::uint8_t nag);

private:
    // Children as a chain (first child, next sibling): a node costs no
    // allocation of its own, which matters when a database is read.
    struct Node {
        Move move;
        NodeId parent = NoNode;
        NodeId firstChild = NoNode;
        NodeId nextSibling = NoNode;
        std::vector<std::uint8_t> nags;
        std::string commentBefore;
        std::string commentAfter;
    };

    // Links n into parent's chain at `index` (clamped to the end).
    void link(NodeId parent, NodeId n, int index);
    // Unlinks n from its parent's chain; returns its former index.
    int unlink(NodeId n);

    Position m_start;
    std::vector<Node> m_nodes; // [0] is the root; unlinked nodes stay (ids are stable)
};

} // namespace rampart
