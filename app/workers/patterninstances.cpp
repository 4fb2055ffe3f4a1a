#include "workers/patterninstances.h"

#include <algorithm>

namespace rampart {

PatternInstances::PatternInstances(const Pattern &pattern, const QuadBitboard &possible) {
    // The instances matchPattern() tries (patternmatcher.h), less those that
    // ask for a man that never stands there.
    std::vector<PatternInstance> kept;
    for (PatternInstance &i : patternInstances(pattern)) {
        if (!i.fixed.isSubsetOf(possible)) continue;
        if (!i.variable.isEmpty() && !i.variable.intersects(possible)) continue;
        kept.push_back(std::move(i));
    }
    std::stable_sort(
        kept.begin(), kept.end(),
        [](const PatternInstance &a, const PatternInstance &b) { return groupOf(a) < groupOf(b); });
    m_instances = std::move(kept);
    std::size_t next = 0;
    for (int group = 0; group <= NoFixedMan + 1; ++group) {
        while (next < m_instances.size() && groupOf(m_instances[next]) < group) ++next;
        m_groupStart[std::size_t(group)] = int(next);
    }
}

int PatternInstances::groupOf(const PatternInstance &instance) {
    // (A fixed board with two kings of a colour matches nothing and is
    // tried with the rest.)
    for (Man man : ByGroup) {
        const Bitboard fixed = instance.fixed[man];
        if (isPawn(man) ? fixed != 0 : fixed && !moreThanOne(fixed))
            return groupBase(man) + lsb(fixed);
    }
    return NoFixedMan;
}

bool PatternInstances::matchesIn(int group, const QuadBitboard &board, Color sideToMove) const {
    const int end = m_groupStart[std::size_t(group + 1)];
    for (int k = m_groupStart[std::size_t(group)]; k < end; ++k) {
        const PatternInstance &i = m_instances[std::size_t(k)];
        if (i.sideToMove && *i.sideToMove != sideToMove) continue;
        if (quadMatch(board, i.fixed, i.notBoard, i.variable)) return true;
    }
    return false;
}

bool PatternInstances::matches(const QuadBitboard &board, Color sideToMove) const {
    for (Man man : ByGroup) {
        for (Bitboard b = board[man]; b;)
            if (matchesIn(groupBase(man) + popLsb(b), board, sideToMove)) return true;
    }
    return matchesIn(NoFixedMan, board, sideToMove);
}

} // namespace rampart
