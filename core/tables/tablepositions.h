// Every position of one endgame table on the full board: each placement of
// the men once (no symmetry reduction; an equal pair as an unordered pair),
// for both sides to move, with the stored byte (MaterialTable's meaning);
// illegal placements (kings adjacent, the side not to move in check) and
// impossible ones (shared squares, pawns on rank 1 or 8) are skipped.
// Colours are the table's canonical ones (White the stronger side).
#pragma once

#include <atomic>
#include <functional>
#include <string>

#include "tables/materialtable.h"

namespace rampart {

// visit(placement, value) for every legal position; false when cancel was set
// (polled once per white king square). The white king's squares
// firstKing..endKing-1 only: a caller that shares the work between threads
// gives each a range of them.
bool forEachTablePosition(const MaterialTable &table,
                          const std::function<void(const Placement &, std::uint8_t)> &visit,
                          const std::atomic<bool> *cancel = nullptr, int firstKing = 0,
                          int endKing = SquareCount);

// The position of a placement of a table (no castling, no en passant), and
// its FEN ("... w - - 0 1").
class Position;
Position tablePosition(const TableIndex &index, const Placement &placement);
std::string tablePositionFen(const TableIndex &index, const Placement &placement);

} // namespace rampart
