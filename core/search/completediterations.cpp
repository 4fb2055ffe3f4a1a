#include "search/completediterations.h"

namespace rampart {

void CompletedIterations::clear() {
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_deepestIteration = Iteration();
    m_deepest.store(0, std::memory_order_release);
}

void CompletedIterations::publish(int depth, int selDepth, int score, const Move *pv,
                                  int pvLength) {
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (depth <= m_deepestIteration.depth) return;
    m_deepestIteration.depth = depth;
    m_deepestIteration.selDepth = selDepth;
    m_deepestIteration.score = score;
    m_deepestIteration.pv.assign(pv, pv + pvLength);
    m_deepest.store(depth, std::memory_order_release);
}

CompletedIterations::Iteration CompletedIterations::deepestIteration() const {
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_deepestIteration;
}

} // namespace rampart
