// What a solve (solver.h) reports: its estimate, its progress, how it ended
// and why, and what the verify pass found. Every reason is a code with the
// figures a sentence needs; the app words them (app/text/solvertext.h), and
// nothing reads a reason from its words.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "chess/types.h"

#include "tables/material.h"

#include "solver/solverproblem.h"
#include "solver/solverscore.h"
#include "solver/solvervalue.h"

namespace rampart {

struct SolverEstimate {
    int slices = 0;
    std::uint64_t positions = 0;   // entries over every slice, illegal ones included
    std::uint64_t memoryBytes = 0; // solved values kept plus the work space of one slice a thread
    // The values of every slice of the set (memoryBytes holds them all
    // unless slicesOnDisk).
    std::uint64_t setBytes = 0;
    std::uint64_t workBytes = 0; // of memoryBytes: the slices being solved
    // The whole set does not fit the limit, but the slices held at once do
    // when each solved slice is read back from the cache once every slice
    // leading into it is solved (Options::slicesOnDisk): memoryBytes is
    // then the most held at once in the order planned for that.
    bool slicesOnDisk = false;
    // The solved values held at once (memoryBytes without the work space).
    std::uint64_t heldBytes() const { return memoryBytes - workBytes; }
    std::vector<Material> tables; // the four-man tables the exits need
    // Those of them with four men, as loaded (a byte a position; the
    // three-man ones every registry shares are not counted). Part of
    // memoryBytes only under Solver::Options::tablesInLimit.
    std::uint64_t tableBytes = 0;
    int slicesWithAssumptions = 0; // slices that may rest on an out-of-scope exit
    // The count stopped once the values alone passed the memory limit (or
    // on Cancel): the figures are a lower bound, the set is at least this big.
    bool stoppedEarly = false;
};

struct SolverProgress {
    int slicesDone = 0, slicesTotal = 0;
    int slicesLoaded = 0; // of slicesDone, read from the cache
    std::uint64_t positionsDone = 0, positionsTotal = 0;
    double seconds = 0, secondsLeft = -1; // -1: not known yet
    // Above 0: every slice is solved and the DTM search (Options::
    // dtmSearchNodes) has expanded this many positions.
    std::uint64_t dtmSearchNodes = 0;
    // Queen bounds choosing the sides whose queen slices to solve: the
    // figures above are the pawn-slice solve's, which runs first.
    bool choosingSides = false;
};

// Why a solve did not solve, with what a sentence about it needs.
struct SolveReason {
    enum class Code {
        None,             // solved
        Illegal,          // the position is not legal
        CastlingRights,   // castling rights are outside the scope
        TwoPieces,        // side has more than one man besides king and pawns
        QueenBoundsScope, // queen bounds take at most one queen and no other piece
        TooManyPieces,    // slicePieces: the position has more pieces than a slice may hold
        Cancelled,
        // bytes needed for slices and positions, over limitBytes; countStopped:
        // the count stopped at the limit (the figures are lower bounds);
        // slicesOnDisk: the figure holds the solved slices on disk.
        OverMemoryLimit,
        // bytes needed during the solve, over limitBytes: the mates of slice
        // name are too long for one byte a position.
        LongMates,
        // The same, because solved slices whose files could not be written
        // stay in memory.
        UnsavedSlicesHeld,
        TableMissing,  // name: a four-man table the exits need is not available
        ExitNotSolved, // name: a slice with a move into a slice not solved (internal)
    };
    Code code = Code::None;
    Color side = White;  // TwoPieces
    int slicePieces = 0; // TooManyPieces
    std::uint64_t bytes = 0, limitBytes = 0;
    int slices = 0;
    std::uint64_t positions = 0;
    bool countStopped = false, slicesOnDisk = false;
    std::string name; // a slice's or a table's name

    // OverMemoryLimit with the estimate's figures.
    static SolveReason overMemoryLimit(const SolverEstimate &estimate, std::uint64_t limitBytes) {
        SolveReason r;
        r.code = Code::OverMemoryLimit;
        r.bytes = estimate.memoryBytes;
        r.limitBytes = limitBytes;
        r.slices = estimate.slices;
        r.positions = estimate.positions;
        r.countStopped = estimate.stoppedEarly;
        r.slicesOnDisk = estimate.slicesOnDisk;
        return r;
    }
    bool operator==(const SolveReason &) const = default;
};

struct SolveReport {
    enum class Status { Solved, Illegal, OutOfScope, TooLarge, TablesMissing, Failed, Cancelled };
    Status status = Status::Solved;
    SolveReason reason; // every status but Solved: why
    SolverEstimate estimate;
    SolverValue value; // Solved: the root's value
    int slicesSolved = 0, slicesLoaded = 0;
    // Legal positions of the set whose value or DTM rests on an assumption
    // (the two runs differ).
    std::uint64_t positionsOnAssumption = 0;
    std::vector<SolverProblem> problems; // bad slice files (solved again), save failures
    double seconds = 0;
    // The DTM search (dtmsettler.h) run after the slices when value and DTM
    // disagree, for the position and for its moves.
    struct DtmSearchTally {
        bool ran = false;
        bool settled = false;      // the position's DTM is exact (after it)
        bool stoppedEarly = false; // its node limit or Cancel cut a search short
        // Nothing searched: what an earlier session's search settled for the
        // root was read from the cache (settledcache.h).
        bool fromCache = false;
        int movesOpen = 0;     // moves whose DTM it left an interval
        int positionsOpen = 0; // settleDtms(): positions it left an interval
        std::uint64_t nodes = 0;
        double seconds = 0; // included in SolveReport::seconds
    } dtmSearch;
};

// A stored value that is not the best over its position's moves.
struct SolverMismatch {
    std::string slice; // SliceKey::name()
    std::uint64_t index = 0;
    int run = 0;
    score::Score stored = score::None, best = score::None;
};

struct SolverVerifyReport {
    std::uint64_t positions = 0, mismatches = 0;
    std::optional<SolverMismatch> firstMismatch;
    bool cancelled = false;
    // Not run, and why: the set was solved with slices on disk (checking it
    // would read every slice back into memory).
    enum class Refusal { None, SlicesOnDisk };
    Refusal refused = Refusal::None;
};

} // namespace rampart
