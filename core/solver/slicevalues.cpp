#include "solver/slicevalues.h"

namespace rampart {

SliceValues::SliceValues(std::vector<score::Score> scores) {
    // One pass: the bytes are dropped again at the first score without one.
    m_bytes.resize(scores.size());
    for (std::size_t i = 0; i < scores.size(); ++i) {
        const int byte = score::toTableByte(scores[i]);
        if (byte < 0) {
            m_bytes = {};
            m_scores = std::move(scores);
            return;
        }
        m_bytes[i] = std::uint8_t(byte);
    }
    m_compact = true;
}

} // namespace rampart
