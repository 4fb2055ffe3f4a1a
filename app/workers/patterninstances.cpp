#include "workers/patterninstances.h"

namespace rampart {

PatternInstances::PatternInstances(const Pattern &pattern, const QuadBitboard &possible) {
    // The instances matchPattern() tries (patternmatcher.h), less those that
    // ask for a man that never stands there.
    for (PatternInstance &i : patternInstances(pattern)) {
        if (!i.fixed.isSubsetOf(possible)) continue;
        if (!i.variable.isEmpty() && !i.variable.intersects(possible)) continue;
        m_instances.push_back(std::move(i));
    }
}

bool PatternInstances::matches(const QuadBitboard &board, Color sideToMove) const {
    for (const PatternInstance &i : m_instances) {
        if (i.sideToMove && *i.sideToMove != sideToMove) continue;
        if (quadMatch(board, i.fixed, i.notBoard, i.variable)) return true;
    }
    return false;
}

} // namespace rampart
