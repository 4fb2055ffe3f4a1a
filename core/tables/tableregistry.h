// Rampart's own endgame tables available now, and the answers they give:
// the one handle on them.
//
// Every registry holds the five three-man tables (KQK, KRK, KPK and the
// draws KBK, KNK) from its construction: they are built once per process on
// first use (one thread, no cache: a few milliseconds; `rampart-cli bench
// tables` measures it) and shared by every registry, so a three-man position
// never waits for a build. Its probe takes a short way to the entry
// (threemanindex.h: no allocation, no move generation).
//
// Tables of four men are published into the registry as they are built or
// loaded (by TableBuilder); readers never wait: a probe of a material whose
// table is not there yet is Unsupported with reason TbReason::TableNotBuilt
// (its `table` names the canonical material, e.g. KPKP), and the same probe
// answers once the table is published (atomic publication, lock-free
// reads). A published table is never replaced or freed while the
// registry lives.
//
// The fifty-move rule is ignored in every value (DTM tables count mates only).
#pragma once

#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

#include "chess/bitboard.h"

#include "tables/material.h"
#include "tables/materialtable.h"
#include "tables/tableprobe.h"

namespace rampart {

class Position;

// A probe result and the table that gave it.
struct MaterialProbe {
    TableProbe result;
    // The canonical material of the table that answered (e.g. KQKP for a
    // position with king and pawn against king and queen); bare kings for
    // the draws of K vs K. Meaningful when result.found().
    Material table;
    // Whether the position was looked up with colours flipped.
    bool colourFlipped = false;
};

// Men besides the kings, with their squares (a position of at most four men).
struct MenSetup {
    Square whiteKing = NoSquare, blackKing = NoSquare;
    int extraMen = 0;
    std::array<MaterialMan, Material::MaxExtraMen> men{};
    std::array<Square, Material::MaxExtraMen> squares{};
    Color sideToMove = White;
};

class TableRegistry {
public:
    // Holds the three-man tables (built on the process's first registry).
    TableRegistry();
    TableRegistry(const TableRegistry &) = delete;
    TableRegistry &operator=(const TableRegistry &) = delete;

    // A registry of the three-man tables alone, made on first use and shared
    // by the process (const: nothing is published into it), for callers
    // without a registry of their own (the search's default, the static
    // evaluation).
    static const TableRegistry &threeManOnly();

    // Makes a table available (thread-safe). A second table of the same
    // material is ignored (the first stays, so readers keep valid pointers).
    void publish(std::shared_ptr<const MaterialTable> table);
    // The table of a canonical material, or null while it is not available.
    // The pointer stays valid as long as the registry.
    const MaterialTable *find(const Material &canonical) const;
    bool contains(const Material &canonical) const { return find(canonical) != nullptr; }
    std::vector<Material> available() const;

    // Whether the table of the position's material is available: always for
    // bare kings and three men, never for more than four men.
    bool hasTableFor(const Position &pos) const;

    // The value of any position with at most four men, for its side to move.
    // Illegal: not exactly one king each, kings adjacent, the side not to move
    // in check, a pawn on rank 1 or 8. Unsupported: more than four men,
    // castling rights, or the table not built (the reason names it). A legal
    // en passant capture is accounted for.
    MaterialProbe probe(const Position &pos) const;
    // Every legal move with the result after it, from the mover's view, best
    // first (wins shortest first, draws, losses longest first); empty when the
    // position cannot be probed. Needs the tables of the moves' results too.
    std::vector<MoveProbe> probeMoves(const Position &pos) const;

    // For the man on pieceSquare: the result with it on each square (the
    // other men fixed), with sideToMove to move; index = square. Squares
    // holding another man and illegal placements give Illegal.
    std::array<TableProbe, 64> squareMap(const Position &pos, Square pieceSquare,
                                         Color sideToMove) const;

    // The value of a three-man placement with the strong side White (any
    // squares, no Position needed): type is the third man's (Queen, Rook,
    // Bishop, Knight or Pawn). Illegal placements give Illegal with their
    // reason.
    TableProbe probeSquares(PieceType type, Square strongKing, Square piece, Square weakKing,
                            Color sideToMove) const;

    // The stored byte (MaterialTable's meaning, side to move's view) of a
    // setup without an en passant right: 0 (draw) for bare kings,
    // MaterialTable::Illegal for placements the table refuses, and -1 when
    // the material's table is not available.
    int rawValue(const MenSetup &setup) const;

private:
    struct Bare {};
    // No table at all: the registry the three-man tables are built into.
    explicit TableRegistry(Bare);
    // The three-man tables, built on the first call.
    static const std::vector<std::shared_ptr<const MaterialTable>> &threeManTables();
    // probe() of a position with one king each and at most one other man.
    MaterialProbe probeThreeMen(const Position &pos, Bitboard whiteKing, Bitboard blackKing,
                                Bitboard others) const;
    // Every legal move with its result, best first, without probeMoves()'s
    // check of the position itself.
    std::vector<MoveProbe> movesOf(const Position &pos) const;
    // rawValue with the setup's material already known: its canonical form
    // and whether the setup's colours are flipped to reach it.
    int rawValue(const MenSetup &setup, const Material &canonical, bool flip) const;
    static int slotOf(const Material &m);
    static constexpr int SlotCount = 11 * 11;

    std::array<std::atomic<const MaterialTable *>, SlotCount> m_slots{};
    // The three-man tables by the third man's type (Pawn..Queen).
    std::array<const MaterialTable *, 5> m_threeMen{};
    mutable std::mutex m_ownersMutex;
    std::vector<std::shared_ptr<const MaterialTable>> m_owners;
};

} // namespace rampart
