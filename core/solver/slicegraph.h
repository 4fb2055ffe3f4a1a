// The plan of one solve: every slice reachable from the root with the runs
// it is solved in (slicerules.h), the four-man tables its exits need, the
// order the slices are solved in, and what that costs in memory.
//
// A slice comes after every slice its pawn moves, captures and promotions
// lead into (post-order of a depth-first walk; pawns never go back, so the
// graph has no cycles). Successor slices are over-approximated structurally
// (a capture is assumed possible wherever the men could stand), never
// missed. When the whole set is over the memory limit but may keep its
// solved slices on disk, the order is planned instead to hold few solved
// values at once (orderForDroppedSlices()).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <set>
#include <unordered_map>
#include <utility>
#include <vector>

#include "tables/material.h"

#include "solver/slicekey.h"
#include "solver/slicerules.h"
#include "solver/solvereport.h"

namespace rampart {

class SliceGraph {
public:
    struct Node {
        int runs = 0;             // bit r: solved in run r
        bool expanded = false;    // children known
        bool exitAssumes = false; // a move out of it is valued by the assumption in every run
        bool placed = false;      // in order
        // A value of the slice may rest on the assumption (its own exits or
        // a slice it leads into): both runs are solved and kept.
        bool mayAssume = false;
        std::vector<std::pair<SliceKey, int>> children; // slice, runsSolvedIn(slice)
    };

    // Slices on disk: the graph is counted this far past the memory limit,
    // since only the slices held at once need to fit (the sets of the
    // six-man lines of the published set hold 2.5 times this machine's
    // limit in all, a sixth of that at once).
    static constexpr std::uint64_t DroppedSlicesCountFactor = 4;

    // Every slice reachable from root with the runs it is needed in (a slice
    // reached in one run only is solved in that run only), then the order.
    // False when it stopped early: the slices' values passed limitBytes, or
    // cancel was set (the graph is then partial and has no order).
    bool build(const SliceKey &root, const SliceRules &rules, std::uint64_t limitBytes,
               const std::atomic<bool> *cancel);
    // The estimate of the graph built, solved on `threads` threads: all in
    // memory, or (when that is over limitBytes and mayKeepOnDisk) in the
    // order planned for slices on disk, which then replaces the order.
    SolverEstimate plan(int threads, std::uint64_t limitBytes, bool mayKeepOnDisk);

    bool stoppedEarly() const { return m_stoppedEarly; }
    // The solving order (every slice after the slices it leads into).
    const std::vector<SliceKey> &order() const { return m_order; }
    const Node &node(const SliceKey &key) const { return m_nodes.at(key); }
    // The four-man tables the exits need (canonical materials).
    const std::set<Material> &tables() const { return m_tables; }
    // The values a solved slice keeps (one byte a position and run, packed).
    std::uint64_t valueBytes(const SliceKey &key) const;
    // Over order(), by index: the slices each one leads into, and those
    // leading into it.
    void link(std::vector<std::vector<std::size_t>> &children,
              std::vector<std::vector<std::size_t>> &parents) const;

private:
    SolverEstimate figures(int threads) const;
    // The order holding the fewest values at once (greedy), and its peak.
    std::uint64_t orderForDroppedSlices();
    // After build()'s count: the depth-first post-order from key.
    void place(const SliceKey &key);

    std::unordered_map<SliceKey, Node, SliceKeyHash> m_nodes;
    std::vector<SliceKey> m_order;
    std::set<Material> m_tables;
    bool m_stoppedEarly = false;
};

} // namespace rampart
