#include "tables/materialtable.h"

#include <algorithm>

namespace rampart {

MaterialTable::MaterialTable(const Material &material, std::vector<std::uint8_t> values)
    : m_index(material)
    , m_values(std::move(values)) {
    const std::uint32_t half = m_index.halfSize();
    for (std::uint32_t i = 0; i < m_values.size(); ++i) {
        const std::uint8_t v = m_values[i];
        if (v == Draw || v == Illegal) continue;
        const int plies = v - 1;
        const std::size_t side = i >= half ? 1 : 0;
        if (plies & 1)
            m_longestWin[side] = std::max(m_longestWin[side], plies);
        else
            m_longestLoss[side] = std::max(m_longestLoss[side], plies);
    }
}

TableProbe MaterialTable::toProbe(std::uint8_t value) {
    TableProbe p;
    if (value == Illegal) {
        p.kind = TableProbe::Kind::Illegal;
    } else if (value == Draw) {
        p.kind = TableProbe::Kind::Draw;
    } else {
        const int plies = value - 1;
        p.kind = plies & 1 ? TableProbe::Kind::Win : TableProbe::Kind::Loss;
        p.distance = plies & 1 ? (plies + 1) / 2 : plies / 2;
    }
    return p;
}

int MaterialTable::maxPlies() const {
    return std::max({m_longestWin[0], m_longestWin[1], m_longestLoss[0], m_longestLoss[1]});
}

void MaterialTable::forEachEntry(
    const std::function<void(const Placement &, std::uint8_t)> &visit) const {
    for (std::uint32_t i = 0; i < m_values.size(); ++i) {
        if (m_values[i] == Illegal) continue;
        visit(m_index.placementOf(i), m_values[i]);
    }
}

} // namespace rampart
