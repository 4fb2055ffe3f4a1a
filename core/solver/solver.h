// Proves a pawn ending by solving every position reachable from it.
//
// Scope: a legal position without castling rights, two kings, any number of
// pawns and at most one other man (Q, R, B or N) per side. The reachable set
// is split into slices (slicekey.h), each solved by retrograde analysis
// (sliceretro.h) after every slice its pawn moves, captures and promotions
// lead into. Moves into at most four men of another material are answered by
// Rampart's tables (built or loaded first). A promotion that gives a side a
// second piece leaves the scope; such exits are valued twice, as the best and
// as the worst case for White (the favoured side mates at once), and the set
// is solved under both. Minimax is monotone in its leaves, so the true value
// lies between the two runs: a position is proven when both agree (value and
// DTM), otherwise its value is the interval. The fifty-move rule is ignored.
//
// solve() blocks; progress is reported on the calling thread; cancelling is
// polled throughout and leaves the cache as it was (only whole slices are
// written, by temp file and rename). After a successful solve, value() and
// moves() answer any position of the solved set, from any thread.
//
// Its parts: the plan (slicegraph.h, by the rules of slicerules.h), which
// slice each worker solves next (slicescheduler.h), one slice's solve
// (sliceretro.h), the reports (solvereport.h) and the DTM search after the
// slices (dtmsettlesession.h, dtmsettler.h, reading the set through
// solvedruns.h).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

#include "chess/move.h"

#include "solver/settleddtms.h"
#include "solver/slicecache.h"
#include "solver/slicekey.h"
#include "solver/slicemoves.h"
#include "solver/slicerules.h"
#include "solver/solvedruns.h"
#include "solver/solvereport.h"
#include "solver/solverscore.h"
#include "solver/solvervalue.h"

namespace rampart {

class LegalPosition;
class Position;
class SliceGraph;
class SliceScheduler;
class TableRegistry;

class Solver final : public SolvedRuns {
public:
    struct Options {
        int threads = 0;                  // 0: every core
        std::uint64_t maxMemoryBytes = 0; // 0: half the physical memory
        // The table cache folder: four-man tables, and the solved slices in
        // its "slices" subfolder. None: nothing loaded or saved.
        std::optional<std::filesystem::path> cacheDirectory;
        // Slices elsewhere than "<cacheDirectory>/slices" (a benchmark from
        // an empty slice cache with the tables cached).
        std::optional<std::filesystem::path> sliceDirectory;
        bool buildTables = true; // false: four-man tables only from the cache
        // Pieces (Q, R, B, N) a slice may hold, 0 to 2. A move into a slice
        // with more (a promotion, with more than four men left) leaves the
        // scope like a promotion to a second piece: valued both ways, so
        // results rest on the assumption more often, but the set shrinks by
        // orders of magnitude (queen slices have 64 times the entries of a
        // pawn slice, queen-against-queen slices 4,096 times).
        int slicePieces = 2;
        // Queen bounds (slicePieces is then ignored): each run is one side's
        // lower bound, solved over the pawn slices and that side's own
        // one-queen slices only. In the run that proves side P, P promotes
        // to a queen only (a rook, bishop or knight, or a second piece,
        // counts as a loss for P) and every promotion of the other side
        // counts as a win for it; restricting P's choices and valuing the
        // leaves P's worst can only lower P's value, so the run is a lower
        // bound for P, the other run one for the other side, and a value
        // both runs agree on is proven. P's queen slices need only P's run,
        // so the set is a fraction of the one-piece scope's. In P's run a
        // pawn taking P's queen also counts as a win for the taker.
        bool queenBounds = false;
        // Queen bounds: the sides whose queen slices are solved (1 White,
        // 2 Black, 3 both); the other side's run then values its own
        // promotions as lost and needs the pawn slices only. 0: decided by
        // a pawn-slice solve first (cheap, cached): the sides that may win
        // there without it being proven.
        int queenSides = 0;
        // When the root's win/draw/loss is proven but its DTM rests on an
        // assumption, a mate search (dtmsettler.h) settles it and the DTM of
        // each of the root's moves, expanding at most this many positions
        // (0: no search). Cancel during it keeps the proven value. 120 M:
        // Bähr 1936 (2) and Zinar 1983 (12), both 9 men, settle their
        // DTM (win 25, win 26) and their lines within 92 M and 90 M, where
        // 50 M left 23 to 27 and 24 to 28 (about 100 s each, 2 threads).
        std::uint64_t dtmSearchNodes = 120'000'000;
        // When the whole set is over the memory limit and a slice cache is
        // given: solve it anyway if the slices held at once fit, in an
        // order planned to hold few, dropping each solved slice from memory
        // (it is in the cache) once every slice that leads into it is
        // solved. Slices are read back on demand afterwards (value(),
        // moves(), the DTM search; not the search's recognizer, which
        // uses only what is in memory). False: such a set is refused (the
        // benchmark, whose budget such a solve would not keep).
        bool slicesOnDisk = true;
        // The limit also holds the four-man tables the solve loads into its
        // registry (SolverEstimate::tableBytes counted in memoryBytes): the
        // automatic solve's budget is then all it adds beside an engine's
        // Hash (autoSolveOptions()). False for Solve and the benchmark,
        // whose limit is the solved set's and documented so.
        bool tablesInLimit = false;
    };

    Solver(TableRegistry &registry, Options options);
    ~Solver();
    Solver(const Solver &) = delete;
    Solver &operator=(const Solver &) = delete;

    // Why a position is outside the scope (nothing when it is inside).
    static std::optional<SolveReason> outOfScopeReason(const Position &pos);
    // Half the machine's physical memory (the default limit).
    static std::uint64_t defaultMemoryLimit();

    // The limit solve() refuses above (the option, or the default).
    std::uint64_t memoryLimit() const {
        return m_options.maxMemoryBytes ? m_options.maxMemoryBytes : defaultMemoryLimit();
    }
    // The slices, positions, memory and tables a solve of pos needs (pos in
    // scope). Counting an eleven-man ending's slices takes seconds: Cancel
    // stops it (the estimate then says stoppedEarly, as over the limit).
    SolverEstimate estimate(const Position &pos, const std::atomic<bool> *cancel = nullptr) const;

    SolveReport solve(const Position &pos,
                      const std::function<void(const SolverProgress &)> &progress = {},
                      const std::atomic<bool> *cancel = nullptr);

    // After solve(): the value of any position of the solved set (nothing
    // when the position is outside it or illegal). The Position overloads
    // check legality; a LegalPosition was checked once where it was made.
    std::optional<SolverValue> value(const Position &pos) const;
    std::optional<SolverValue> value(const LegalPosition &pos) const;
    // Every legal move with its value for the mover, best first (by the
    // White-favoured run, then the other); empty outside the set.
    std::vector<SolverMoveValue> moves(const Position &pos) const override;
    std::vector<SolverMoveValue> moves(const LegalPosition &pos) const;
    // Whether value() answers pos from memory, without reading a slice back
    // from the cache (always, unless the set was solved with slicesOnDisk).
    bool inMemory(const Position &pos) const;
    // value() for a position reached by legal moves from the solved root:
    // no legality check, the scope told by piece counts alone (nothing when
    // a side has two pieces). Faster, for searches over the set.
    std::optional<SolverValue> valueOfReached(const Position &pos) const override;
    // The same, the two runs only (not narrowed by the DTM search).
    std::optional<SolverValue> runsOfReached(const Position &pos) const override;
    // A slice of the set and valueOfReached() of one of its states
    // (solvedruns.h: the DTM search's quiet moves).
    SliceLookup lookUpSlice(const SliceKey &key) const override;
    std::optional<SolverValue> valueInSlice(const SliceLookup &slice, const SliceKey &key,
                                            const SliceState &state,
                                            std::uint64_t positionKey) const override;
    // The DTM line the DTM search found from pos (the solved root, a position
    // along its line, or one settled since by settleDtm(); empty for any
    // other): it goes until a position whose runs agree, from where the set's
    // best moves go on.
    std::vector<Move> settledLine(const Position &pos) const;
    // Whether settleDtm() could still narrow something about pos: its value
    // is a proven win, draw or loss and its DTM, a move's DTM or its DTM
    // line is not known.
    bool dtmOpen(const Position &pos) const;
    // The DTM search (dtmsettlesession.h, dtmsettler.h) for a position of
    // the set whose win/draw/loss is proven: its DTM, the DTM of each of its
    // moves and its DTM line, expanding at most maxNodes positions; progress
    // gets the positions so far. solve() runs it for the root (Options::
    // dtmSearchNodes); the GUI runs it on demand for the position on the
    // board. Other threads may read values meanwhile: they only narrow
    // (settleddtms.h). Const because the solved set stays the same; only
    // what is known about its DTMs grows. Calls may run side by side (the
    // GUI's board and map searches), each with its own table; what they
    // settle is added under a lock.
    SolveReport::DtmSearchTally
    settleDtm(const Position &pos, std::uint64_t maxNodes,
              const std::atomic<bool> *cancel = nullptr,
              const std::function<void(std::uint64_t nodes)> &progress = {}) const;
    // The same search for the DTMs of several positions of the set (the
    // tablebase browser's per-square map), each whose win/draw/loss is
    // proven and whose DTM is not: no moves, no lines. maxNodes is shared,
    // each position searched with an equal share of what is left, in rounds
    // until none is open or the budget is spent (as settleDtm() does for
    // the moves); the tally's positionsOpen counts those left with an
    // interval.
    SolveReport::DtmSearchTally
    settleDtms(const std::vector<Position> &positions, std::uint64_t maxNodes,
               const std::atomic<bool> *cancel = nullptr,
               const std::function<void(std::uint64_t nodes)> &progress = {}) const;
    // Checks every stored value of every solved slice against the best value
    // over its moves (mates and stalemates included).
    SolverVerifyReport verify(const std::atomic<bool> *cancel = nullptr) const;

    // The solved slices in solving order (every slice after those it leads into).
    const std::vector<SliceKey> &slices() const { return m_order; }
    // A slice of the set, read back from the cache if it was dropped from
    // memory (nullptr when it is not in the set or its file is gone or bad).
    const SolvedSlice *solvedSlice(const SliceKey &key) const;
    // Whether some slices of the set live in the cache only.
    bool slicesDropped() const { return m_slicesDropped; }
    // The value of a slice position with an optional en passant square, one run.
    score::Score positionScore(int run, const SliceKey &key, const SliceState &state,
                               Square enPassant) const;
    // The runs (bit r: run r) in which a slice is solved rather than valued
    // by the assumption (the scope: slicePieces or queen bounds).
    int runsSolvedIn(const SliceKey &key) const { return m_rules.runsSolvedIn(key); }

private:
    using ProgressCallback = std::function<void(const SolverProgress &)>;
    // One solve of the set's slices as its workers share it: the plan, the
    // report and progress they add up to (solver.cpp).
    struct SolveWork;

    // solve()'s steps, in order; each but the last false when the solve
    // stops there, with the report's status and reason set.
    // pos legal, in scope and not over (false too for a mate or stalemate
    // on the board: the report's value is then its value).
    bool takes(const Position &pos, SolveReport &report) const;
    // The queen sides (queen bounds) and the rules from root, pos's slice.
    bool chooseRules(const Position &pos, SliceKey &root, const ProgressCallback &progress,
                     const std::atomic<bool> *cancel, SolveReport &report);
    // Queen bounds, queenSides 0: the sides worth proving (see Options), or
    // -1 with report's status and reason set.
    int sidesWorthProving(const Position &pos, const ProgressCallback &progress,
                          const std::atomic<bool> *cancel, SolveReport &report);
    // The slice graph from root and its estimate; false over the memory limit.
    bool planSet(const SliceKey &root, SliceGraph &graph, const std::atomic<bool> *cancel,
                 SolveReport &report) const;
    // The four-man tables the graph's exits need, from the cache or built.
    bool provideTables(const SliceGraph &graph, const std::atomic<bool> *cancel,
                       SolveReport &report);
    // Every slice of the graph, on m_threads workers (slicescheduler.h).
    bool solveSlices(SolveWork &work, const SliceGraph &graph, const SliceKey &root,
                     const std::atomic<bool> *cancel);
    // One slice, read from the cache or solved (a worker's job); false with
    // work's stop reason set, or on Cancel.
    bool solveSlice(SolveWork &work, std::size_t index, int threads);
    // A slice now in memory, loaded or solved: false when what is held then
    // passes the memory limit (work's stop reason set).
    bool keep(SolveWork &work, std::size_t index, const SolvedSlice &slice, bool inCache);
    // Frees a solved slice no slice left to solve reads (it is in the cache);
    // returns the bytes freed.
    std::uint64_t dropSlice(const SliceKey &key);
    // After the slices: the root's value and the DTM search.
    void valueRoot(const Position &pos, SolveWork &work, const std::atomic<bool> *cancel);
    // The DTM search's tally for a root whose settled DTMs came from the
    // cache; value: the root's, narrowed by them.
    SolveReport::DtmSearchTally cachedDtmTally(const Position &pos, const SolverValue &value) const;

    // Slices on disk: whether a set over the limit may be solved so.
    bool mayDropSlices() const;
    std::uint64_t countLimit() const; // how far the graph is counted
    // The graph's estimate under this solver's limit and threads, with the
    // tables in memoryBytes under Options::tablesInLimit.
    SolverEstimate planOf(SliceGraph &graph) const;
    // The rules a solve from root follows with these queen sides.
    SliceRules rulesFor(const SliceKey &root, int queenSides) const;
    // The pawn-slice solve sidesWorthProving() ran, kept until the slices
    // are solved: one run of each pawn slice is the same as one of its runs.
    std::unique_ptr<Solver> m_pawnScope;
    // Fills values with the pawn-slice solve's values of key for run (-1: a
    // slice solved once for both runs) when they are the same as this
    // solve's, else false.
    bool pawnScopeRun(const SliceKey &key, int run, std::vector<score::Score> &values) const;
    // What a move into a slice needs to know, remembered per thread (a
    // slice's moves lead into a few dozen slices, asked about millions of
    // times).
    SliceLookup keyInfo(const SliceKey &key) const;
    // positionScore() with the key's info at hand (looked up once for both runs).
    score::Score positionScore(int run, const SliceLookup &info, const SliceKey &key,
                               const SliceState &state, Square enPassant) const;
    void solvedSetChanged();
    // Drops the slices, the DTM search's values and line (before a solve,
    // and after one that did not finish).
    void forgetSolvedSet();
    // The two runs' scores of a position of a slice of the set (nothing
    // when the slice is not in the set or a run has no value there).
    std::optional<SolverValue> runsInSlice(const SliceLookup &info, const SliceKey &key,
                                           const SliceState &state, Square enPassant) const;
    // v narrowed by what the DTM search settled for the position with this key.
    std::optional<SolverValue> narrowedBySettled(std::optional<SolverValue> v,
                                                 std::uint64_t positionKey) const;
    score::Score childScore(int run, const SliceChild &c) const;
    score::Score childScore(int run, const SliceChild &c, const SliceLookup &info) const;
    // childScore() for the exits of one plane of a slice's forward pass
    // (sliceexits.h): each(Square, Score) gets the child's score for every
    // white king square of froms. perSquare: c's white king is the parent's,
    // set here to each square in turn; otherwise c is the child of every
    // square of froms. A score the assumption gives (the same from every
    // square) is worked out once.
    template <class Each>
    void exitScores(int run, SliceChild &c, Bitboard froms, bool perSquare, std::uint64_t sliceTag,
                    Each &&each) const;
    // The info of the slice an exit leads into. Within one slice the side to
    // move and the move name it (what a capture takes is fixed by the
    // slice's pawns), so it is remembered per thread by those two and
    // sliceTag (uniqueTag(): unique to the slice and run being solved, over
    // every solver): two integers compared where keyInfo() hashes and
    // compares whole keys (a tenth of a Fine #70 solve).
    const SliceLookup &exitInfo(const SliceChild &c, std::uint64_t sliceTag) const;
    // childScore()'s value when it does not depend on the child's position
    // (a promotion or capture valued by the assumption), else nothing.
    std::optional<score::Score> assumedScore(int run, const SliceChild &c,
                                             const SliceLookup &info) const;
    // A number never handed out before, by any solver: the tags of
    // exitInfo()'s and keyInfo()'s per-thread memories.
    static std::uint64_t uniqueTag();
    score::Score tableScore(const SliceKey &key, const SliceState &state, Square extraSquare,
                            PieceType extraType) const;

    TableRegistry &m_registry;
    Options m_options;
    int m_threads = 1;
    // Which slices are solved in which runs: the options' scope, with the
    // queen sides as solve() decides them and the root's material.
    SliceRules m_rules;
    std::vector<SliceKey> m_order;
    // A slice of the set; dropped: its values were freed and are in the
    // cache, read back (once) by solvedSlice() under m_readBackMutex.
    struct SetEntry {
        mutable SolvedSlice slice;
        mutable std::atomic<bool> dropped{false};
    };
    std::unordered_map<SliceKey, SetEntry, SliceKeyHash> m_solved;
    std::optional<SliceCache> m_sliceCache; // where dropped slices are read back from
    bool m_slicesDropped = false;
    mutable std::mutex m_readBackMutex;
    bool readBack(const SliceKey &key, const SetEntry &entry) const;
    // What the DTM search settled (the root, its moves and line, and any
    // position settled on demand since); value() and moves() narrow by it.
    // Mutable: settleDtm() adds knowledge of the same set, read meanwhile.
    mutable SettledDtms m_settled;
    // The DTM search's table for this set (settleDtm(), settleDtms()).
    std::size_t dtmTableBytes() const;
    // The solved set's memory and positions (the DTM search's table size),
    // and the tables' memory when the limit holds them.
    std::uint64_t m_setBytes = 0, m_setPositions = 0, m_tableBytes = 0;
    std::uint64_t m_generation = 0; // keyInfo()'s memory is void when it changes
};

} // namespace rampart
