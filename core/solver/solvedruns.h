// The solved set as the DTM search (dtmsettler.h, dtmsettlesession.h)
// reads it: each position's two runs (sound bounds on its value),
// narrowed by what earlier searches settled, and its moves' values. The
// solver (solver.h) implements it; the search knows only this, so the
// solver may run the search without the two including each other.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "chess/position.h"

#include "solver/slicekey.h"
#include "solver/solvervalue.h"

namespace rampart {

struct SolvedSlice;

class SolvedRuns {
public:
    // A slice of the set as lookUpSlice() found it, for the many states
    // asked of it; valid until the set changes. Filled and read by the set.
    struct SliceLookup {
        bool tables = false;                // answered by the four-man tables
        int runs = 0;                       // the runs it is solved in (bit r: run r)
        const SolvedSlice *slice = nullptr; // its values; none: not solved
    };

    virtual ~SolvedRuns() = default;

    // pos as a slice and a state; false when a side has two pieces. Inline:
    // the DTM search asks it for most positions it values.
    static bool sliceOf(const Position &pos, SliceKey &key, SliceState &state) {
        for (const Color c : {White, Black}) {
            const Bitboard others = pos.pieces(c) & ~pos.pieces(c, Pawn) & ~pos.pieces(c, King);
            if (moreThanOne(others)) return false;
            key.pawns[c] = pos.pieces(c, Pawn);
            key.piece[c] = others ? typeOf(pos.pieceOn(lsb(others))) : NoPieceType;
            state.piece[c] = others ? lsb(others) : NoSquare;
            state.king[c] = pos.kingSquare(c);
        }
        state.sideToMove = pos.sideToMove();
        return true;
    }

    // The value of a position reached by legal moves from the solved root
    // (nothing when it is not in the set): the runs narrowed by what the
    // DTM search settled.
    virtual std::optional<SolverValue> valueOfReached(const Position &pos) const = 0;
    // The same, the two runs only.
    virtual std::optional<SolverValue> runsOfReached(const Position &pos) const = 0;
    // Every legal move with its value for the mover, best first.
    virtual std::vector<SolverMoveValue> moves(const Position &pos) const = 0;
    // valueOfReached() of a position given as its slice (looked up once for
    // the many states asked of it) and state, without en passant
    // (positionKey: its Zobrist key, for what the DTM search settled): the
    // DTM search values a king's or piece's quiet move so, without making
    // it on a Position. Nothing when the slice is not in the set.
    virtual SliceLookup lookUpSlice(const SliceKey &key) const = 0;
    virtual std::optional<SolverValue> valueInSlice(const SliceLookup &slice, const SliceKey &key,
                                                    const SliceState &state,
                                                    std::uint64_t positionKey) const = 0;
};

} // namespace rampart
