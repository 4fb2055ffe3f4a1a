// The three-man tables with a piece to win with (KQK, KRK, KPK) by name, and
// every full-board position of one with its value: the order `tb dump KPK`
// prints, and what the tests and benchmarks count the tables on. The tables
// themselves are in every TableRegistry from its construction
// (tableregistry.h).
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "chess/types.h"

#include "tables/tableprobe.h"

namespace rampart {

class TableRegistry;

enum class TableId : std::uint8_t { KQK, KRK, KPK };
constexpr int TableCount = 3;

// "KQK", "KRK", "KPK".
const char *tableName(TableId id);
// The strong side's piece: Queen, Rook or Pawn.
PieceType tablePiece(TableId id);

// A table position with the strong side (queen, rook or pawn) as White.
struct TableEntry {
    TableId table = TableId::KQK;
    Square strongKing = NoSquare;
    Square piece = NoSquare; // the queen, rook or pawn
    Square weakKing = NoSquare;
    Color sideToMove = White;
    TableProbe::Kind kind = TableProbe::Kind::Draw; // Win, Loss or Draw
    int dtmMoves = 0;

    // Full FEN ("... w - - 0 1").
    std::string fen() const;
};

// Every legal position of a table on the full board (no symmetry
// reduction), strong side White, both sides to move, with its value: by the
// piece's square, then the strong king's, the weak king's, the side to move.
void forEachThreeManPosition(const TableRegistry &tables, TableId id,
                             const std::function<void(const TableEntry &)> &visit);

} // namespace rampart
