// Statistics of one endgame table of any material up to four men, counted
// over the full board (every placement, no symmetry reduction) with the
// table's canonical colours (White the stronger side): per side to move the
// legal positions, wins, draws and losses, a DTM histogram, the record
// positions and the mutual zugzwangs. For KQK, KRK and KPK the figures are
// those of TableStatistics (the test checks it).
//
// The histogram of a side counts the positions White wins (White to move:
// its wins; Black to move: its losses) by DTM in moves; the positions Black
// wins, possible with four men, are in the totals only. The fifty-move rule
// is ignored, as in every DTM table.
#pragma once

#include "tables/endgametable.h"
#include "tables/material.h"
#include "tables/tablestatistics.h"

#include <array>
#include <atomic>
#include <optional>
#include <cstdint>
#include <string>
#include <vector>

namespace rampart {

struct MaterialStatistics {
    // Lists longer than this keep their first entries (the counts are exact).
    static constexpr std::size_t MaxListed = 20000;

    Material material;                        // canonical
    std::array<TableSideStatistics, 2> sides; // indexed by Color
    // Placements where the side to move does worse than if the other side
    // were to move (seen from either side): White to move draws or loses
    // where Black to move loses or draws. FENs with White to move.
    std::uint64_t mutualZugzwangs = 0;
    std::vector<std::string> zugzwangFens;

    // Null when cancelled.
    static std::optional<MaterialStatistics> compute(const EndgameTable &table,
                                                     const std::atomic<bool> *cancel = nullptr);
};

} // namespace rampart
