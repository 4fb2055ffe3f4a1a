// What practice knows about a position: its outcome for the side to move and
// the distance that orders moves of the same outcome, from whichever source
// answered (practiceknowledge.h), in one type, so that the reply and the
// judgement of a move (practicereply.h, practiceassessment.h) need not know
// the source.
//
// A value has a worst and a best case for the side to move. They are equal
// for every table answer and for a position a solve proves; a solved set
// leaves an interval where a value rests on a promotion outside its scope
// (solver/solvervalue.h): then the outcome may still be proven (the worst
// and best case agree in outcome, the distance does not), or not even that.
//
// Distances are plies, in the metric of the source (tables/tableprobe.h):
//   Dtm   plies to mate, winner's shortest mate, loser's longest defence
//         (Rampart's tables, Gaviota, a solved set; fifty-move rule ignored)
//   Dtz   Syzygy's plies to the next capture or pawn move on the fastest
//         winning path (fifty-move rule counted): never a mate distance
//   None  Syzygy without its DTZ file: the outcome alone
// A Syzygy answer has five outcomes: a cursed win is a win the fifty-move
// rule turns into a draw, a blessed loss a loss it saves.
#pragma once

#include <cstdint>
#include <optional>

#include "chess/move.h"

#include "tables/tableprobe.h"

#include "solver/solvervalue.h"

namespace rampart {

// Worst first: a higher outcome is better for the side it belongs to.
enum class PracticeOutcome : std::int8_t { Loss, BlessedLoss, Draw, CursedWin, Win };

// Who answered. Tables: Rampart's own (up to four men, exact DTM).
enum class PracticeSource : std::uint8_t { Tables, Gaviota, Syzygy, SolvedSet };

// One end of a value: an outcome and its distance in the value's metric
// (0 for a draw and for a Syzygy answer without DTZ).
struct PracticeBound {
    PracticeOutcome outcome = PracticeOutcome::Draw;
    int plies = 0;
    bool operator==(const PracticeBound &) const = default;
};

struct PracticeValue {
    PracticeSource source = PracticeSource::Tables;
    TbMetric metric = TbMetric::Dtm;
    // The side to move's worst and best case (equal unless a solved set
    // leaves an interval).
    PracticeBound worst, best;

    // A table or file answer (found() only; mate distances from Dtm, DTZ
    // from Dtz).
    static PracticeValue fromTable(const TableProbe &probe, PracticeSource source);
    // A solved set's value (valid() only).
    static PracticeValue fromSolver(const SolverValue &value);

    // Win, draw or loss is known (the distance may still be an interval).
    bool isOutcomeKnown() const { return worst.outcome == best.outcome; }
    PracticeOutcome outcome() const { return worst.outcome; }
    // The outcome and, for a decided result with a metric, its distance.
    bool isExact() const { return worst == best; }
    // A win or loss with an exact distance to mate.
    bool hasMateDistance() const;
    // Moves as players count them ("mate in 7": 13 plies; "mated in 7": 14).
    static int moves(const PracticeBound &bound);

    // The value for the side that moved into a position worth this to its
    // side to move: outcomes turned round, the DTM one ply more, the DTZ one
    // ply more unless the move was a zeroing one (a capture or pawn move),
    // when it is 1.
    PracticeValue forMover(bool zeroingMove) const;
};

// Better for the side the values belong to: a higher outcome; for the same
// outcome a shorter win or a longer loss, when both count in the same metric
// (a known mate distance before a DTZ, a DTZ before none, on the winning
// side). Compares the worst cases, then the best cases.
bool practiceBetter(const PracticeValue &a, const PracticeValue &b);
// The same for one bound of each (metrics as given).
bool practiceBetter(const PracticeBound &a, TbMetric ma, const PracticeBound &b, TbMetric mb);

// A legal move and the value after it for the side that made it; none when
// no source knows the position it leads to.
struct PracticeMove {
    Move move;
    std::optional<PracticeValue> value;
};

} // namespace rampart
