// Statistics of one endgame table: per side to move the legal positions,
// wins, draws and losses, a DTM histogram, the record positions and the
// mutual zugzwangs, counted straight from forEachThreeManPosition(): the
// independent figures the tests compare MaterialStatistics (the product's,
// which the browser shows) with.
//
// Counts are over the full board without symmetry reduction, with the strong
// side (queen, rook or pawn) as White; a KPK pawn stands on any of the 48
// squares of ranks 2-7. DTM figures are in moves.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "tables/threemanpositions.h"

namespace rampart {

class TableRegistry;

struct TableSideStatistics {
    Color sideToMove = White; // White = the strong side
    std::uint64_t legal = 0;
    std::uint64_t wins = 0; // for the side to move
    std::uint64_t draws = 0;
    std::uint64_t losses = 0; // for the side to move
    // histogram[n] = decided positions with DTM n moves (wins when the strong
    // side is to move, losses when the weak side is).
    std::vector<std::uint64_t> histogram;
    int longestDtm = 0; // moves
    // Every position at the longest DTM, as FEN.
    std::vector<std::string> records;
};

struct TableStatistics {
    TableId table = TableId::KQK;
    std::array<TableSideStatistics, 2> sides; // indexed by Color
    // Placements where the side to move does worse than if the other side
    // were to move, for both sides: White to move draws while Black to move
    // loses. (The weak side never wins in these materials, so a zugzwang for
    // White is automatically mutual.) FENs are given with White to move.
    std::uint64_t mutualZugzwangs = 0;
    std::vector<std::string> zugzwangFens;

    static TableStatistics compute(const TableRegistry &tablebase, TableId id);
};

} // namespace rampart
