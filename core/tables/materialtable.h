// One built endgame table (any material with at most four men, see
// material.h): one byte per entry of its TableIndex, both sides to move.
//
// Stored byte:
//   0        draw (the fifty-move rule is ignored, as in every DTM table)
//   1..254   decided: value - 1 = plies to mate with best play, from the side
//            to move's view: odd plies = the side to move wins (mates on its
//            (plies + 1) / 2-th move), even plies = it loses (is mated after
//            plies / 2 moves; 0 = checkmated now). The winner mates as fast
//            as possible, the loser defends as long as possible.
//   255      illegal placement (kings adjacent, the side not to move in
//            check) or an unused entry of the index
//
// Entries hold positions without an en passant right; TableRegistry accounts
// for an en passant capture when probing a position that has one.
//
// Immutable once built; safe to read from any number of threads.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "tables/tableindex.h"
#include "tables/tableprobe.h"

namespace rampart {

class MaterialTable {
public:
    static constexpr std::uint8_t Draw = 0;
    static constexpr std::uint8_t Illegal = 255;
    // Bumped whenever generation could give other values (cache files carry it).
    static constexpr std::uint32_t GeneratorVersion = 1;

    // values.size() must be TableIndex(material).size().
    MaterialTable(const Material &material, std::vector<std::uint8_t> values);

    const Material &material() const { return m_index.material(); }
    const TableIndex &index() const { return m_index; }
    const std::vector<std::uint8_t> &values() const { return m_values; }
    std::uint8_t value(std::uint32_t index) const { return m_values[index]; }
    // Illegal for placements the index refuses.
    std::uint8_t valueOf(const Placement &p) const {
        const std::int64_t i = m_index.indexOf(p);
        return i < 0 ? Illegal : m_values[std::size_t(i)];
    }

    // A stored byte as a probe result for the side to move (Illegal carries
    // no reason; the caller knows why).
    static TableProbe toProbe(std::uint8_t value);

    // The longest decided value in plies with this side to move (wins for
    // White to move in a canonical table are the published "longest win").
    int longestWinPlies(Color sideToMove) const { return m_longestWin[sideToMove]; }
    int longestLossPlies(Color sideToMove) const { return m_longestLoss[sideToMove]; }
    int maxPlies() const;
    std::size_t memoryBytes() const { return m_values.size(); }

    // Every stored (canonical, legal) entry with its placement and byte.
    void forEachEntry(const std::function<void(const Placement &, std::uint8_t)> &visit) const;

private:
    TableIndex m_index;
    std::vector<std::uint8_t> m_values;
    std::array<int, 2> m_longestWin{}, m_longestLoss{};
};

} // namespace rampart
