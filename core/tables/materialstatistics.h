// Statistics of one endgame table of any material up to four men, the one
// implementation behind the CLI's `tb stats` and the tablebase browser: per
// side to move the legal positions, wins, draws and losses, DTM histograms
// (moves), the longest win and loss with their positions, and the mutual
// zugzwangs.
//
// Counts are over the full board: each stored entry stands for all the
// positions its symmetry class holds (8 without pawns, 4 for a position on
// the a1-h8 diagonal's symmetry, 2 with pawns), so KPK, KQK and KRK give the
// same figures as TableStatistics (the tests check it). Listed positions
// (records, zugzwangs) are one per symmetry class, as stored: a mirror image
// adds nothing to a list a researcher reads. White is the side named first in
// the material (the canonical colours). The fifty-move rule is ignored, as
// in every DTM table.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tables/materialtable.h"

namespace rampart {

struct MaterialSideStatistics {
    Color sideToMove = White;
    std::uint64_t legal = 0, wins = 0, draws = 0, losses = 0; // for the side to move
    // [n] = positions won (lost) in n moves by the side to move.
    std::vector<std::uint64_t> winHistogram, lossHistogram;
    int longestWinMoves = 0, longestLossMoves = 0;
    // FENs at the longest win and at the longest loss (at most the list limit).
    std::vector<std::string> longestWins, longestLosses;
};

struct MaterialStatistics {
    // The browser's list limit; the counts are always exact.
    static constexpr std::size_t MaxListed = 20000;

    Material material;
    std::array<MaterialSideStatistics, 2> sides; // indexed by Color
    // Placements where the side to move does worse (win > draw > loss, from
    // White's view) than if the other side were to move.
    std::uint64_t mutualZugzwangs = 0;
    std::vector<std::string> zugzwangFens; // White to move; at most the limit

    // Null when *cancel became true (polled every 64k entries).
    static std::optional<MaterialStatistics> compute(const MaterialTable &table,
                                                     std::size_t listLimit = MaxListed,
                                                     const std::atomic<bool> *cancel = nullptr);
};

} // namespace rampart
