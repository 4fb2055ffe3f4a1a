#include "solver/slicevalues.h"

namespace rampart {

void SliceValues::lay(const SliceKey &key) {
    m_free = ~(key.pawns[White] | key.pawns[Black]);
    m_pieces = key.pieceCount();
    m_freeSquares = std::size_t(popCount(m_free));
    std::size_t pairs = 0;
    for (unsigned s = 0; s < 64; ++s) {
        m_pairStart[s] = std::uint16_t(pairs);
        if ((m_free >> s) & 1) pairs += std::size_t(popCount(m_free & ~kingZone(s)));
    }
    m_pairs = pairs;
}

std::uint64_t SliceValues::packedEntries() const {
    std::uint64_t n = 2 * m_pairs;
    for (int p = 0; p < m_pieces; ++p) n *= m_freeSquares - 2 - std::size_t(p);
    return n;
}

std::uint64_t SliceValues::heldEntries(const SliceKey &key) {
    SliceValues layout;
    layout.lay(key);
    return layout.packedEntries();
}

SliceValues::SliceValues(const SliceKey &key, std::vector<score::Score> scores)
    : m_size(scores.size()) {
    lay(key);
    // Packed when what it leaves out is illegal, as it must be: checked,
    // not trusted (a run of another size, or a value where the layout says
    // no position can be, keeps the full index).
    m_packed = m_size == key.positions();
    // Nearly every run is packed and fits one byte a value: tried first in
    // one pass (each entry's place in the layout worked out once), the
    // checks made on the way; the passes below only when one fails.
    if (m_packed) {
        const std::uint8_t none = std::uint8_t(score::toTableByte(score::None));
        m_bytes.assign(std::size_t(packedEntries()), none);
        bool fits = true;
        for (std::size_t i = 0; i < m_size && fits; ++i) {
            if (scores[i] == score::None) continue;
            const std::size_t h = heldIndex(i);
            const int byte = score::toTableByte(scores[i]);
            fits = h != NotHeld && byte >= 0;
            if (fits) m_bytes[h] = std::uint8_t(byte);
        }
        if (fits) {
            m_compact = true;
            return;
        }
        m_bytes = std::vector<std::uint8_t>(); // its memory freed (= {} would keep it)
    }
    bool fitsBytes = true;
    for (std::size_t i = 0; i < m_size; ++i) {
        if (scores[i] == score::None) continue;
        if (m_packed && heldIndex(i) == NotHeld) m_packed = false;
        if (score::toTableByte(scores[i]) < 0) fitsBytes = false;
    }
    const std::size_t held = m_packed ? std::size_t(packedEntries()) : m_size;
    if (!fitsBytes && !m_packed) {
        m_scores = std::move(scores);
        return;
    }
    m_compact = fitsBytes;
    if (m_compact)
        m_bytes.assign(held, std::uint8_t(score::toTableByte(score::None)));
    else
        m_scores.assign(held, score::None);
    for (std::size_t i = 0; i < m_size; ++i) {
        if (scores[i] == score::None) continue;
        const std::size_t h = heldIndex(i);
        if (m_compact)
            m_bytes[h] = std::uint8_t(score::toTableByte(scores[i]));
        else
            m_scores[h] = scores[i];
    }
}

std::uint64_t SliceValues::countValued() const {
    std::uint64_t n = 0;
    if (m_compact) {
        const std::uint8_t none = std::uint8_t(score::toTableByte(score::None));
        for (const std::uint8_t b : m_bytes) n += b != none;
    } else {
        for (const score::Score v : m_scores) n += v != score::None;
    }
    return n;
}

std::uint64_t SliceValues::countDifferent(const SliceValues &a, const SliceValues &b) {
    std::uint64_t n = 0;
    // Two runs of one slice share their layout; compared entry by entry held.
    if (a.m_packed == b.m_packed && a.m_compact == b.m_compact && a.m_size == b.m_size) {
        if (a.m_compact)
            for (std::size_t i = 0; i < a.m_bytes.size(); ++i) n += a.m_bytes[i] != b.m_bytes[i];
        else
            for (std::size_t i = 0; i < a.m_scores.size(); ++i) n += a.m_scores[i] != b.m_scores[i];
        return n;
    }
    for (std::size_t i = 0; i < a.size(); ++i) n += a[i] != b[i];
    return n;
}

} // namespace rampart
