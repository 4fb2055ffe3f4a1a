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
    // one pass over the held placements (packBytes()); the passes below only
    // when it fails.
    if (m_packed) {
        if (packBytes(scores)) {
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

bool SliceValues::packBytes(const std::vector<score::Score> &scores) {
    // The held placements in the full index's order (pieces outer, kings
    // inner, so both arrays are walked nearly in sequence); the packed
    // index worked out as heldIndex() does, incrementally: the king pairs
    // are numbered in this order, and a man's rank among the free squares
    // is its rank among the squares without pawns less the men before it.
    // What the layout leaves out must be score::None: checked by counting
    // the values of the whole index against those copied.
    const std::uint8_t none = std::uint8_t(score::toTableByte(score::None));
    m_bytes.assign(std::size_t(packedEntries()), none);
    std::uint64_t valued = 0;
    for (const score::Score v : scores) valued += v != score::None;
    std::array<std::uint8_t, 64> freeRank{};
    for (unsigned s = 0; s < 64; ++s) freeRank[s] = std::uint8_t(popCount(m_free & below(s)));
    const std::size_t pieceScale = m_pairs,
                      secondScale = m_pairs * (m_freeSquares >= 2 ? m_freeSquares - 2 : 0);
    std::uint64_t copied = 0;
    // One placement of the pieces (squares first and second, NoSquare when
    // absent) over every king pair.
    const auto placement = [&](unsigned first, unsigned second) {
        const std::size_t high = (first < 64 ? std::size_t(first) << 13 : 0) |
                                 (second < 64 ? std::size_t(second) << 19 : 0);
        const Bitboard pieces =
            (first < 64 ? Bitboard(1) << first : 0) | (second < 64 ? Bitboard(1) << second : 0);
        std::size_t pair = 0;
        for (unsigned whiteKing = 0; whiteKing < 64; ++whiteKing) {
            if (!((m_free >> whiteKing) & 1)) continue;
            Bitboard blackKings = m_free & ~kingZone(whiteKing);
            while (blackKings) {
                const unsigned blackKing = unsigned(popLsb(blackKings));
                const std::size_t thisPair = pair++;
                const Bitboard kings = (Bitboard(1) << whiteKing) | (Bitboard(1) << blackKing);
                if (pieces & kings) continue;
                std::size_t h = thisPair;
                if (first < 64)
                    h += pieceScale * (freeRank[first] - unsigned(whiteKing < first) -
                                       unsigned(blackKing < first));
                if (second < 64)
                    h += secondScale * (freeRank[second] - unsigned(whiteKing < second) -
                                        unsigned(blackKing < second) - unsigned(first < second));
                const std::size_t full =
                    high | (std::size_t(whiteKing) << 1) | (std::size_t(blackKing) << 7);
                for (std::size_t side = 0; side < 2; ++side) {
                    const score::Score v = scores[full | side];
                    if (v == score::None) continue;
                    const int byte = score::toTableByte(v);
                    if (byte < 0) return false;
                    m_bytes[(h << 1) | side] = std::uint8_t(byte);
                    ++copied;
                }
            }
        }
        return true;
    };
    constexpr unsigned Absent = 64;
    const auto isFree = [&](unsigned s) { return ((m_free >> s) & 1) != 0; };
    if (m_pieces == 0) {
        if (!placement(Absent, Absent)) return false;
    } else if (m_pieces == 1) {
        for (unsigned first = 0; first < 64; ++first)
            if (isFree(first) && !placement(first, Absent)) return false;
    } else {
        // The second piece's square is the higher field of the index.
        for (unsigned second = 0; second < 64; ++second) {
            if (!isFree(second)) continue;
            for (unsigned first = 0; first < 64; ++first)
                if (first != second && isFree(first) && !placement(first, second)) return false;
        }
    }
    return copied == valued;
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
