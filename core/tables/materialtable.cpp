#include "tables/materialtable.h"

#ifdef __linux__
#include <sys/mman.h>
#endif

#include <algorithm>

namespace rampart {

void adviseHugePages([[maybe_unused]] void *p, [[maybe_unused]] std::size_t bytes) {
#ifdef __linux__
    madvise(p, bytes, MADV_HUGEPAGE); // a hint: refused or ignored, nothing changes
#endif
}

MaterialTable::MaterialTable(const Material &material, TableBytes values)
    : m_index(material)
    , m_values(std::move(values)) {}

const MaterialTable::Longest &MaterialTable::longest() const {
    std::call_once(m_longestOnce, [this] {
        const std::uint32_t half = m_index.halfSize();
        for (std::uint32_t i = 0; i < m_values.size(); ++i) {
            const std::uint8_t v = m_values[i];
            if (!tablebyte::isDecided(v)) continue;
            const int plies = tablebyte::plies(v);
            const std::size_t side = i >= half ? 1 : 0;
            if (tablebyte::moverWins(v))
                m_longest.win[side] = std::max(m_longest.win[side], plies);
            else
                m_longest.loss[side] = std::max(m_longest.loss[side], plies);
        }
    });
    return m_longest;
}

TableProbe MaterialTable::toProbe(std::uint8_t value) {
    TableProbe p;
    if (value == Illegal) {
        p.kind = TableProbe::Kind::Illegal;
    } else if (value == Draw) {
        p.kind = TableProbe::Kind::Draw;
    } else {
        p.kind = tablebyte::moverWins(value) ? TableProbe::Kind::Win : TableProbe::Kind::Loss;
        p.distance = tablebyte::moves(value);
    }
    return p;
}

int MaterialTable::maxPlies() const {
    const Longest &l = longest();
    return std::max({l.win[0], l.win[1], l.loss[0], l.loss[1]});
}

void MaterialTable::forEachEntry(
    const std::function<void(const Placement &, std::uint8_t)> &visit) const {
    for (std::uint32_t i = 0; i < m_values.size(); ++i) {
        if (m_values[i] == Illegal) continue;
        visit(m_index.placementOf(i), m_values[i]);
    }
}

} // namespace rampart
