#include "tables/tableindex.h"

#include "chess/bitboard.h"

#include "tables/kingtriangle.h"

namespace rampart {

namespace {

constexpr std::uint32_t PawnSlots = 48, PieceSlots = 64;

// The slots (a, b), a < b, of an equal pair's index b * (b - 1) / 2 + a.
struct PairSlots {
    std::array<std::array<std::uint8_t, 2>, PieceSlots *(PieceSlots - 1) / 2> of{};
};
constexpr PairSlots makePairSlots() {
    PairSlots t{};
    for (std::uint32_t b = 1; b < PieceSlots; ++b)
        for (std::uint32_t a = 0; a < b; ++a)
            t.of[b * (b - 1) / 2 + a] = {std::uint8_t(a), std::uint8_t(b)};
    return t;
}
constexpr PairSlots PairOf = makePairSlots();

} // namespace

Square TableIndex::transform(Square s, int t) {
    return Symmetry.map[std::size_t(t)][s];
}

TableIndex::TableIndex(const Material &material)
    : m_material(material) {
    const std::vector<MaterialMan> men = material.men();
    m_extra = int(men.size());
    for (int i = 0; i < m_extra; ++i) m_men[std::size_t(i)] = men[std::size_t(i)];
    m_pawns = material.hasPawns();
    m_pair = m_extra == 2 && m_men[0] == m_men[1];
    auto slots = [](const MaterialMan &m) { return m.type == Pawn ? PawnSlots : PieceSlots; };
    if (m_pair) {
        const std::uint32_t n = slots(m_men[0]);
        m_menSize = n * (n - 1) / 2;
    } else {
        m_menSize = 1;
        for (int i = 0; i < m_extra; ++i) m_menSize *= slots(m_men[std::size_t(i)]);
        m_secondSize = m_extra == 2 ? slots(m_men[1]) : 1;
    }
    m_half = (m_pawns ? 2048u : 640u) * m_menSize;
    m_byMen = FixedDivisor(m_menSize);
    m_bySecond = FixedDivisor(m_secondSize);
    m_strides[1] = m_menSize; // the black king: kings = wk * 64 + bk
    if (!m_pair)
        for (int i = 0; i < m_extra; ++i)
            m_strides[std::size_t(2 + i)] = i == 0 && m_extra == 2 ? m_secondSize : 1;
}

int TableIndex::slot(int man, Square s) const {
    if (m_men[std::size_t(man)].type == Pawn) {
        const int r = rankOf(s);
        return r < 1 || r > 6 ? -1 : int(s) - 8;
    }
    return int(s);
}

Square TableIndex::square(int man, int slotValue) const {
    return Square(m_men[std::size_t(man)].type == Pawn ? slotValue + 8 : slotValue);
}

std::int64_t TableIndex::rawIndex(const Placement &p) const {
    const Square wk = p.squares[0], bk = p.squares[1];
    std::uint32_t kings;
    if (m_pawns) {
        kings = std::uint32_t((rankOf(wk) * 4 + fileOf(wk)) * 64 + bk);
    } else {
        kings = std::uint32_t(TriangleIndex[wk] * 64 + bk);
    }
    std::uint32_t menIndex = 0;
    if (m_extra == 1) {
        const int a = slot(0, p.squares[2]);
        if (a < 0) return -1;
        menIndex = std::uint32_t(a);
    } else if (m_extra == 2) {
        int a = slot(0, p.squares[2]), b = slot(1, p.squares[3]);
        if (a < 0 || b < 0) return -1;
        if (m_pair) {
            if (a > b) std::swap(a, b);
            menIndex = std::uint32_t(b * (b - 1) / 2 + a);
        } else {
            menIndex = std::uint32_t(a) * m_secondSize + std::uint32_t(b);
        }
    }
    return std::int64_t(std::uint32_t(p.sideToMove) * m_half + kings * m_menSize + menIndex);
}

std::int64_t TableIndex::indexOf(const Placement &p) const {
    const int n = 2 + m_extra;
    // Distinct squares.
    Bitboard seen = 0;
    for (int i = 0; i < n; ++i) {
        const Bitboard b = squareBB(p.squares[std::size_t(i)]);
        if (seen & b) return -1;
        seen |= b;
    }
    Placement q = p;
    if (m_pawns) {
        if (fileOf(p.squares[0]) > 3)
            for (int i = 0; i < n; ++i)
                q.squares[std::size_t(i)] = mirrorFile(p.squares[std::size_t(i)]);
        return rawIndex(q);
    }
    const int t = Symmetry.toTriangle[p.squares[0]];
    for (int i = 0; i < n; ++i) q.squares[std::size_t(i)] = transform(p.squares[std::size_t(i)], t);
    const std::int64_t first = rawIndex(q);
    if (rankOf(q.squares[0]) != fileOf(q.squares[0])) return first;
    // The king on the diagonal: the reflected placement is the same position.
    for (int i = 1; i < n; ++i)
        q.squares[std::size_t(i)] = transform(q.squares[std::size_t(i)], DiagonalReflection);
    const std::int64_t second = rawIndex(q);
    return std::min(first, second);
}

Placement TableIndex::placementOf(std::uint32_t index) const {
    Placement p;
    p.sideToMove = index >= m_half ? Black : White;
    const std::uint32_t rest = index >= m_half ? index - m_half : index;
    const std::uint32_t kings = m_byMen.quotient(rest);
    const std::uint32_t menIndex = rest - kings * m_menSize;
    p.squares[1] = Square(kings % 64);
    const std::uint32_t wk = kings / 64;
    p.squares[0] = m_pawns ? makeSquare(int(wk % 4), int(wk / 4)) : TriangleSquares[wk];
    if (m_extra == 1) {
        p.squares[2] = square(0, int(menIndex));
    } else if (m_extra == 2) {
        if (m_pair) {
            p.squares[2] = square(0, PairOf.of[menIndex][0]);
            p.squares[3] = square(1, PairOf.of[menIndex][1]);
        } else {
            const std::uint32_t first = m_bySecond.quotient(menIndex);
            p.squares[2] = square(0, int(first));
            p.squares[3] = square(1, int(menIndex - first * m_secondSize));
        }
    }
    return p;
}

bool TableIndex::isStoredOrientation(Square wk) const {
    if (m_pawns) return fileOf(wk) <= 3;
    return TriangleIndex[wk] >= 0 && rankOf(wk) != fileOf(wk);
}

bool TableIndex::isDiagonalSymmetric(const Placement &p) const {
    if (m_pawns) return false;
    auto r = [](Square s) { return transform(s, DiagonalReflection); };
    const auto &s = p.squares;
    if (r(s[0]) != s[0] || r(s[1]) != s[1]) return false;
    if (m_extra == 1) return r(s[2]) == s[2];
    if (m_extra == 2) return (r(s[2]) == s[2] && r(s[3]) == s[3]) || (m_pair && r(s[2]) == s[3]);
    return true;
}

bool TableIndex::isCanonical(std::uint32_t index, const Placement &p) const {
    if (!isStoredOrientation(p.squares[0])) return indexOf(p) == std::int64_t(index);
    // placementOf() gives squares in their slots' ranges; only a shared
    // square makes an entry unused.
    Bitboard seen = 0;
    for (int i = 0; i < 2 + m_extra; ++i) {
        const Bitboard b = squareBB(p.squares[std::size_t(i)]);
        if (seen & b) return false;
        seen |= b;
    }
    return true;
}

} // namespace rampart
