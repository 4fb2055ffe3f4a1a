// Statistics of one table up to four men: per side to move the legal
// positions, wins, draws and losses, DTM histograms (moves), the longest win
// and loss with their positions, and the mutual zugzwangs.
//
// Counts are over the full board: each stored entry stands for all the
// positions its symmetry class holds (8 without pawns, 4 for a position on
// the a1-h8 diagonal's symmetry, 2 with pawns), so KPK, KQK and KRK give the
// same figures as TableStatistics. Listed positions (records, zugzwangs) are
// one per symmetry class, as stored. White is the side named first in the
// material (the canonical colours). The fifty-move rule is ignored.
#pragma once

#include "tables/endgametable.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace rampart {

struct EndgameSideStatistics {
    Color sideToMove = White;
    std::uint64_t legal = 0, wins = 0, draws = 0, losses = 0; // for the side to move
    // [n] = positions won (lost) in n moves by the side to move.
    std::vector<std::uint64_t> winHistogram, lossHistogram;
    int longestWinMoves = 0, longestLossMoves = 0;
    // FENs at the longest win (at most the limit given to compute()).
    std::vector<std::string> longestWins;
};

struct EndgameStatistics {
    Material material;
    std::array<EndgameSideStatistics, 2> sides; // indexed by Color
    // Placements where the side to move does worse (win > draw > loss, from
    // White's view) than if the other side were to move.
    std::uint64_t mutualZugzwangs = 0;
    std::vector<std::string> zugzwangFens; // White to move; at most the limit

    static EndgameStatistics compute(const EndgameTable &table, std::size_t listLimit = 100);
};

// A stored placement of a table as FEN ("... w - - 0 1").
std::string placementFen(const Material &material, const Placement &placement);

} // namespace rampart
