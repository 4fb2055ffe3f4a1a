// Which slices one solve solves, in which of its two runs, and which the
// tables answer: the scope of Solver::Options (pieces a slice may hold, or
// queen bounds with the sides whose queen slices are solved) applied to the
// slices reachable from one root. The slice graph (slicegraph.h) is built
// by these rules and the solve values every move out of a slice by them.
#pragma once

#include "tables/material.h"

#include "solver/slicekey.h"

namespace rampart {

class SliceRules {
public:
    SliceRules() = default;
    // queenSides (queen bounds): 1 White, 2 Black, 3 both; rootMaterial: the
    // solved position's, whose slices are solved even with four men or fewer.
    SliceRules(bool queenBounds, int slicePieces, int queenSides, const Material &rootMaterial)
        : m_queenBounds(queenBounds)
        , m_slicePieces(slicePieces)
        , m_queenSides(queenSides)
        , m_rootMaterial(rootMaterial) {}

    bool queenBounds() const { return m_queenBounds; }
    int queenSides() const { return m_queenSides; }
    // The runs (bit r: run r) in which a slice is solved rather than valued
    // by the assumption; 0 for a slice outside the scope.
    int runsSolvedIn(const SliceKey &key) const;
    // At most four men of another material than the root's: the tables'.
    bool answeredByTables(const SliceKey &key) const;
    // The scope in slice files' names and headers (slicecache.h): 0 to 2
    // pieces a slice, 4 + sides for queen bounds.
    int scopeCode() const;

private:
    bool m_queenBounds = false;
    int m_slicePieces = 2;
    int m_queenSides = 3;
    Material m_rootMaterial;
};

} // namespace rampart
