#include "solver/slicevalues.h"

namespace rampart {

int SliceValues::byteOf(score::Score s) {
    if (s == score::None) return 255;
    if (s == score::Draw) return 0;
    const int p = score::plies(s);
    // A win is an odd number of plies from the winner's turn, a loss an even
    // one; the byte keeps the plies only, so a score against that rule (none
    // is ever stored) keeps its 16 bits.
    if (p > 253 || (p % 2 == 1) != score::isWin(s)) return -1;
    return 1 + p;
}

SliceValues::SliceValues(std::vector<score::Score> scores) {
    for (const score::Score s : scores)
        if (byteOf(s) < 0) {
            m_scores = std::move(scores);
            return;
        }
    m_bytes.resize(scores.size());
    for (std::size_t i = 0; i < scores.size(); ++i) m_bytes[i] = std::uint8_t(byteOf(scores[i]));
    m_compact = true;
}

} // namespace rampart
