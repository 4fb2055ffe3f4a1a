// The endgame tables façade: the KPK win/draw bitbase and the exact
// distance-to-mate tables for KQK, KRK and KPK, with the probes the GUI, the
// CLI and the search use. The three tables are the generator's own
// (tablegenerator.h, the same tables TableRegistry holds), built here
// without a cache; tests/support/dtmtable.h builds them a second, independent
// way to check them.
//
// Units: DTM is counted in moves as players count them ("mate in 7" = the
// winner mates on his 7th move, 13 plies); TableProbe::plies() converts.
// "loss 0" means the side to move is checkmated now.
//
// Material covered: K+Q vs K, K+R vs K, K+P vs K with the extra piece on
// either side, and the insufficient-material endings K vs K, K+B vs K and
// K+N vs K, which are always drawn (the latter so that probing the child of
// an underpromotion works). Everything else is Unsupported.
//
// Threading: all tables are built in the constructor (`rampart-cli bench
// tables` measures it; figures in core/tables/README.md), after
// which a ThreeManTables is immutable and may be probed from any number of threads.
// shared() builds one instance on first use (a function-local static, so the
// build is thread-safe) for callers that do not own one.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "chess/move.h"

#include "tables/kpkbitbase.h"
#include "tables/materialtable.h"
#include "tables/tableprobe.h"

namespace rampart {

class Position;
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

class ThreeManTables {
public:
    ThreeManTables();
    ~ThreeManTables();
    ThreeManTables(const ThreeManTables &) = delete;
    ThreeManTables &operator=(const ThreeManTables &) = delete;

    // One instance built on first use and shared (see the header comment).
    static const ThreeManTables &shared();

    // Whether the material is covered (whatever the legality).
    bool supports(const Position &pos) const;
    // The value of a position for its side to move. No allocation and no move
    // generation unless the result is Illegal or Unsupported (whose reason
    // strings may allocate).
    TableProbe probe(const Position &pos) const;
    // Every legal move with its result from the mover's view, ordered: wins
    // (shortest first), draws, losses (longest first). Empty when the
    // position cannot be probed or has no legal move.
    std::vector<MoveProbe> probeMoves(const Position &pos) const;
    // For the piece on pieceSquare: the result with it on each square (the
    // other pieces fixed), with sideToMove to move; index = square. Its own
    // square gives the position itself; squares holding another piece or
    // illegal placements give Illegal.
    std::array<TableProbe, 64> squareMap(const Position &pos, Square pieceSquare,
                                         Color sideToMove) const;

    // Every legal position of a table on the full board (no symmetry
    // reduction), strong side White, both sides to move, with its value.
    void forEachPosition(TableId id, const std::function<void(const TableEntry &)> &visit) const;

    // The generator's table of KQK, KRK or KPK (White the strong side).
    const MaterialTable &table(TableId id) const { return *m_tables[std::size_t(id)]; }
    const KpkBitbase &bitbase() const { return m_bitbase; }
    // Bytes held by the three tables and by the bitbase.
    std::size_t tableMemoryBytes() const;

    // The value of a placement with the strong side White (any squares).
    TableProbe probeSquares(TableId id, Square strongKing, Square piece, Square weakKing,
                            Color sideToMove) const;

private:
    KpkBitbase m_bitbase;
    // Holds the three tables and the ones they depend on (KBK, KNK).
    std::unique_ptr<TableRegistry> m_registry;
    std::array<const MaterialTable *, TableCount> m_tables{};
};

} // namespace rampart
