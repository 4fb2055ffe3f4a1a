#include "tables/materialstatistics.h"

#include "tables/tablepositions.h"

namespace rampart {

namespace {

// The outcome class from White's view: 1 White wins, 0 draw, -1 Black wins.
int whiteOutcome(std::uint8_t v, Color stm) {
    if (v == MaterialTable::Draw) return 0;
    return (tablebyte::moverWins(v) == (stm == White)) ? 1 : -1;
}

// How many full-board positions one stored entry stands for.
int classSize(const TableIndex &index, const Placement &p) {
    if (index.hasPawns()) return 2;
    return index.isDiagonalSymmetric(p) ? 4 : 8;
}

} // namespace

std::optional<MaterialStatistics> MaterialStatistics::compute(const MaterialTable &table,
                                                              std::size_t listLimit,
                                                              const std::atomic<bool> *cancel) {
    MaterialStatistics stats;
    stats.material = table.material();
    const TableIndex &index = table.index();
    const std::uint32_t half = index.halfSize();
    for (Color c : {White, Black}) {
        MaterialSideStatistics &s = stats.sides[c];
        s.sideToMove = c;
        s.longestWinMoves = (table.longestWinPlies(c) + 1) / 2;
        s.longestLossMoves = table.longestLossPlies(c) / 2;
        s.winHistogram.assign(std::size_t(s.longestWinMoves + 1), 0);
        s.lossHistogram.assign(std::size_t(s.longestLossMoves + 1), 0);
    }
    auto list = [&](std::vector<std::string> &fens, const Placement &p) {
        if (fens.size() < listLimit) fens.push_back(tablePositionFen(index, p));
    };
    for (std::uint32_t i = 0; i < index.size(); ++i) {
        if ((i & 0xffff) == 0 && cancel && cancel->load(std::memory_order_relaxed))
            return std::nullopt;
        const std::uint8_t v = table.value(i);
        if (v == MaterialTable::Illegal) continue;
        const Color stm = i >= half ? Black : White;
        const Placement p = index.placementOf(i);
        const std::uint64_t weight = std::uint64_t(classSize(index, p));
        MaterialSideStatistics &s = stats.sides[stm];
        s.legal += weight;
        if (v == MaterialTable::Draw) {
            s.draws += weight;
        } else if (tablebyte::moverWins(v)) {
            const int moves = tablebyte::moves(v);
            s.wins += weight;
            s.winHistogram[std::size_t(moves)] += weight;
            if (moves == s.longestWinMoves) list(s.longestWins, p);
        } else {
            const int moves = tablebyte::moves(v);
            s.losses += weight;
            s.lossHistogram[std::size_t(moves)] += weight;
            if (moves == s.longestLossMoves) list(s.longestLosses, p);
        }
        if (stm == White) {
            const std::uint8_t other = table.value(i + half);
            if (other == MaterialTable::Illegal) continue;
            if (whiteOutcome(v, White) < whiteOutcome(other, Black)) {
                stats.mutualZugzwangs += weight;
                list(stats.zugzwangFens, p);
            }
        }
    }
    return stats;
}

} // namespace rampart
