// Every concrete instance of a pattern (each allowed mirror, colour flip and
// shift, carried onto the board once), for testing many boards quickly:
// matches() says whether matchPattern() would find at least one match,
// without building the matches. Instances asking for a man a board can
// never have (per the `possible` men given) are left out.
#pragma once

#include <array>
#include <vector>

#include "patterns/pattern.h"
#include "patterns/patternmatcher.h"

namespace rampart {

class PatternInstances {
public:
    explicit PatternInstances(const Pattern &pattern,
                              const QuadBitboard &possible = ~QuadBitboard());
    bool matches(const QuadBitboard &board, Color sideToMove) const;
    int size() const { return int(m_instances.size()); }

private:
    // The instances grouped by a man they fix, so that a board is tried only
    // against those whose fixed man stands on one of its own: by the fixed
    // white king's square (groups 0..63), else the black king's (64..127),
    // else a fixed white pawn's (128..191), else a black pawn's (192..255);
    // group 256 fixes none. A table scan matches ten million boards against
    // hundreds of shifted instances.
    static constexpr int NoFixedMan = ManCount * SquareCount;
    // The men in the order of their groups: kings first (a board has one
    // king a side, so a fixed king narrows the most).
    static constexpr std::array<Man, ManCount> ByGroup = {Man::WhiteKing, Man::BlackKing,
                                                          Man::WhitePawn, Man::BlackPawn};
    static constexpr int groupBase(Man man) {
        int k = 0;
        while (ByGroup[std::size_t(k)] != man) ++k;
        return k * SquareCount;
    }
    static int groupOf(const PatternInstance &instance);
    bool matchesIn(int group, const QuadBitboard &board, Color sideToMove) const;

    std::vector<PatternInstance> m_instances;       // by group
    std::array<int, NoFixedMan + 2> m_groupStart{}; // group g: [start[g], start[g + 1])
};

} // namespace rampart
