#include "tables/material.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "chess/position.h"

namespace rampart {

namespace {

constexpr char PieceLetters[] = "PNBRQ";
// Strongest first, as names are written.
constexpr std::array<PieceType, 5> ByStrength = {Queen, Rook, Bishop, Knight, Pawn};

// Which side is the stronger, as a comparison of strength keys: a side's men
// count first, then its men strongest first (pieces before pawns). With equal
// counts the first kind, strongest first, of which one side has more decides:
// that side's list holds it where the other's holds a weaker man. Compared
// kind by kind (no key is built: probed at every search node and for every
// move of a verified position). Negative when Black is the stronger.
int compareStrength(const Material &m) {
    int white = 0, black = 0;
    for (PieceType t : ByStrength) {
        white += m.count(White, t);
        black += m.count(Black, t);
    }
    if (white != black) return white - black;
    for (PieceType t : ByStrength)
        if (m.count(White, t) != m.count(Black, t)) return m.count(White, t) - m.count(Black, t);
    return 0;
}

} // namespace

std::optional<Material> Material::parse(std::string_view text, std::string *error) {
    auto fail = [&](std::string why) -> std::optional<Material> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    std::string upper;
    for (char c : text) upper += char(std::toupper(static_cast<unsigned char>(c)));
    if (upper.empty() || upper[0] != 'K')
        return fail("a material starts with the white king: K<men>K<men>, e.g. KQKP");
    const std::size_t second = upper.find('K', 1);
    if (second == std::string::npos)
        return fail("a material names both kings: K<men>K<men>, e.g. KQKP");
    Material m;
    for (std::size_t i = 1; i < upper.size(); ++i) {
        if (i == second) continue;
        const char *p = std::strchr(PieceLetters, upper[i]);
        if (!p || !*p) {
            if (upper[i] == 'K') return fail("more than two kings in '" + std::string(text) + "'");
            return fail(std::string("unknown man '") + text[i] + "' (use Q R B N P)");
        }
        m.add(i < second ? White : Black, PieceType(p - PieceLetters));
    }
    if (m.menCount() > MaxMen)
        return fail("more than four men (" + std::to_string(m.menCount()) + ")");
    return m;
}

Material Material::of(const Position &pos) {
    Material m;
    for (Color c : {White, Black})
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen})
            m.m_counts[c][t] = std::uint8_t(std::min(pos.count(c, t), 255));
    return m;
}

std::vector<Material> Material::allUpToFourMen() {
    std::vector<Material> all;
    for (PieceType t : ByStrength) {
        Material m;
        m.add(White, t);
        all.push_back(m);
    }
    for (bool sameSide : {true, false}) {
        for (std::size_t i = 0; i < ByStrength.size(); ++i) {
            for (std::size_t j = i; j < ByStrength.size(); ++j) {
                Material m;
                m.add(White, ByStrength[i]);
                m.add(sameSide ? White : Black, ByStrength[j]);
                all.push_back(m);
            }
        }
    }
    return all;
}

int Material::menCount() const {
    int n = 2;
    for (const auto &side : m_counts)
        for (std::uint8_t c : side) n += c;
    return n;
}

std::string Material::name() const {
    std::string s;
    for (Color c : {White, Black}) {
        s += 'K';
        for (PieceType t : ByStrength) s.append(std::size_t(count(c, t)), PieceLetters[t]);
    }
    return s;
}

std::vector<MaterialMan> Material::men() const {
    std::vector<MaterialMan> list;
    for (Color c : {White, Black})
        for (PieceType t : ByStrength)
            for (int n = 0; n < count(c, t); ++n) list.push_back({c, t});
    return list;
}

bool Material::isCanonical() const {
    return compareStrength(*this) >= 0;
}

Material Material::flipped() const {
    Material m;
    m.m_counts[White] = m_counts[Black];
    m.m_counts[Black] = m_counts[White];
    return m;
}

std::vector<Material> Material::successors() const {
    std::vector<Material> result;
    auto addResult = [&](const Material &m) {
        if (m.menCount() <= 2) return;
        const Material c = m.canonical();
        if (std::find(result.begin(), result.end(), c) == result.end()) result.push_back(c);
    };
    constexpr std::array<PieceType, 4> Promotions = {Queen, Rook, Bishop, Knight};
    for (Color mover : {White, Black}) {
        const Color other = ~mover;
        // Captures by any man of the mover (a king included) of any man of
        // the other side, with or without promotion by a capturing pawn.
        for (PieceType victim : {Pawn, Knight, Bishop, Rook, Queen}) {
            if (!count(other, victim)) continue;
            Material m = *this;
            --m.m_counts[other][victim];
            addResult(m);
            // A pawn may take a piece on the last rank while promoting (never a pawn).
            if (victim != Pawn && count(mover, Pawn)) {
                for (PieceType p : Promotions) {
                    Material pm = m;
                    --pm.m_counts[mover][Pawn];
                    ++pm.m_counts[mover][p];
                    addResult(pm);
                }
            }
        }
        if (count(mover, Pawn)) {
            for (PieceType p : Promotions) {
                Material m = *this;
                --m.m_counts[mover][Pawn];
                ++m.m_counts[mover][p];
                addResult(m);
            }
        }
    }
    std::sort(result.begin(), result.end(),
              [](const Material &a, const Material &b) { return a.name() < b.name(); });
    return result;
}

} // namespace rampart
