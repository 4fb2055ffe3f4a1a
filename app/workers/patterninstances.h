// Every concrete instance of a pattern (each allowed mirror, colour flip and
// shift, carried onto the board once), for testing many boards quickly:
// matches() says whether matchPattern() would find at least one match,
// without building the matches. Instances asking for a man a board can
// never have (per the `possible` men given) are left out.
#pragma once

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
    std::vector<PatternInstance> m_instances;
};

} // namespace rampart
