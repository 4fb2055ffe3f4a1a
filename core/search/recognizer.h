// Interior-node recognizers of the search: positions whose value (or a bound
// on it) is known without searching them.
//
//  - draw rules: fifty-move rule, insufficient material, repetition (a
//    position repeated once since the root counts as a draw inside the search);
//  - endgame tables, asked in TbSources' precedence (tbfiles/tbsources.h:
//    firstAnswer()): Rampart's own (a TableRegistry: the three-man tables
//    always, and every table up to four men published into it) give every
//    position whose table is available its exact value (mate distances);
//    KPK draws come first from the win/draw bitbase (kpkbitbase.h, the
//    recognizer's own), which answers them without the DTM table; then the
//    tablebase files (the TbFileSources handed over with setTableFiles(),
//    none by default), when their folders are set: Gaviota DTM gives exact
//    mate scores like our own tables; Syzygy WDL gives a win or loss
//    without a mate distance (SyzygyWinScore, below the mate range, so the
//    search never reports a mate it does not know) and cursed wins and
//    blessed losses as draws (the fifty-move rule decides them);
//  - a solved set (solver/solver.h), when one is set: after the tables,
//    every position the solver proved gets its exact value (mate distances);
//    one whose value is an interval (it rests on an out-of-scope promotion)
//    gets the interval's ends as bounds;
//  - blockage (blockage.h, Tabibi et al.): in a king-and-pawn ending with at least
//    MinBlockageRams rams, a side proven unable to penetrate the fence can do
//    no better than a draw: an upper bound of 0 for that side (a lower bound
//    for its opponent), exact 0 when both sides are blocked;
//  - stalemate and checkmate are found by the search itself from the empty
//    move list (it generates the moves anyway);
//  - a queen against king and pawns that are no further than the 5th rank
//    (the 4th with the pawns' side to move), when the losing king has a free
//    square and the side to move a legal move (a heuristic bound, not a
//    proof: the queen side scores at least QueenWinsBound; on all KQKP
//    positions it agrees with the four-man tables). This is what keeps races
//    into queen endings from exploding: once one side has queened and the
//    other cannot follow soon, the search need not look at the lines that
//    fall below the bound; in the window above it searches on to the mate.
//
// A Recognition is from the side to move's point of view, in the search's
// score units (searchscore.h), with mate distances counted from the root
// (ply is the node's distance from the root).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "chess/position.h"

#include "tables/kpkbitbase.h"
#include "tables/material.h"

#include "tbfiles/tbsources.h"

#include "search/relaxedcounter.h"

namespace rampart {

class Solver;
class TableRegistry;

struct Recognition {
    enum class Kind;
    enum class Reason;
    Recognition() = default;
    Recognition(Kind k, int s, Reason r)
        : kind(k)
        , score(s)
        , reason(r) {}

    enum class Kind {
        None,  // nothing known
        Exact, // score is the value
        Upper, // the value is at most score (e.g. a blocked side: at most a draw)
        Lower  // the value is at least score (e.g. the opponent is blocked)
    };
    Kind kind = Kind::None;
    int score = 0;
    // Why: for the result's discrete value and for statistics.
    enum class Reason {
        None,
        FiftyMoves,
        Material,
        Repetition,
        Table,
        Bitbase,
        GaviotaTable,
        SyzygyTable,
        Blockage,
        SolvedSet, // a position of a solved set (solver.h)
        QueenWins  // heuristic
    };
    Reason reason = Reason::None;
    // Reason::Table: the table that answered (canonical material, e.g. KQKP
    // for king and pawn against king and queen).
    Material table;
};

class Recognizer {
public:
    // A Syzygy win at ply p scores SyzygyWinScore - p: above every evaluation
    // (MaxEvalScore) and below every mate score (MateBound), nearer wins
    // first.
    static constexpr int SyzygyWinScore = 25000;
    // The bound a queen against king and slow pawns guarantees (centipawns).
    static constexpr int QueenWinsBound = 700;
    // Pawns of the queenless side up to this relative rank (0-based: 4 = the
    // 5th rank) cannot queen in time to matter.
    static constexpr int QueenWinsMaxPawnRank = 4;

    // tables may be null (no table knowledge); not owned, must outlive this.
    // A material whose table is not (yet) in the registry is skipped until
    // it is.
    explicit Recognizer(const TableRegistry *tables = nullptr);
    void setTables(const TableRegistry *tables);
    const TableRegistry *tables() const { return m_sources ? &m_sources->tables() : nullptr; }
    // The tablebase files to probe after the own tables (Gaviota, then
    // Syzygy; default: none). The sources must outlive this.
    void setTableFiles(TbFileSources files);
    const TbFileSources &tableFiles() const { return m_files; }
    // A solved set (not owned; null: none), consulted after the tables. Its
    // value() must stay valid while searches use it (no new solve on it).
    void setSolvedSet(const Solver *solver) { m_solved = solver; }
    const Solver *solvedSet() const { return m_solved; }

    // ply > 0 for interior nodes; at the root (ply 0) repetition is not
    // applied (the root position has to be searched to give a move).
    Recognition recognize(const Position &pos, int ply) const;
    // Positions answered by a table (own, bitbase, Gaviota, Syzygy) or the
    // solved set since construction: UCI's tbhits. Any thread may read it
    // while another recognizes (a relaxed counter).
    std::uint64_t tableHits() const { return m_tableHits; }

private:
    Recognition probeTables(const Position &pos, int ply) const;
    Recognition probeBlockage(const Position &pos) const;
    Recognition probeSolvedSet(const Position &pos, int ply) const;

    // Blockage results by position key (a pure function of the position, so
    // the cache never changes a result and needs no clearing between
    // searches). Entry: the full key, and bit 0 White blocked, bit 1 Black
    // blocked, bit 2 valid. Not thread-safe: one Recognizer per search thread.
    struct BlockageEntry {
        std::uint64_t key = 0;
        std::uint8_t flags = 0;
    };
    static constexpr int BlockageCacheBits = 16;

    // The own tables and the files in their precedence; none without tables.
    std::optional<TbSources> m_sources;
    KpkBitbase m_kpk;
    TbFileSources m_files;
    const Solver *m_solved = nullptr;
    mutable std::vector<BlockageEntry> m_blockageCache;
    mutable RelaxedCounter m_tableHits;
};

} // namespace rampart
