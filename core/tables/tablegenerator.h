// Retrograde generation of one exact distance-to-mate table (any material
// with at most four men, full rules: promotion to Q, R, B or N, captures and
// promotions into the successor tables, en passant; the fifty-move rule is
// ignored).
//
// Level by level in plies: every position whose value is "plies n" is known
// before any of "plies n + 1" is looked for, so each value is final when it
// is written (the winner's shortest mate, the loser's longest defence), the
// trap of a forward fill, which finds mates that are too long (the 2010 blog
// article "Creating a KPK endgame table base"), does not arise. Losses are
// found by counting each position's moves that are not yet known to lose;
// moves into other tables (captures, promotions) are read once at the start.
// Positions that offer a double pawn step the opponent may answer en passant
// are evaluated forward at every level instead (see tablegenerator.cpp).
//
// Symmetry: a position fixed by the a1-h8 reflection counts one move of each
// mirror pair, and a symmetric position's predecessors are taken once per
// mirror pair, so every counted move is taken off exactly once.
#pragma once

#include <atomic>
#include <memory>

#include "tables/materialtable.h"

namespace rampart {

class TableRegistry;
class WorkerPool;

class TableGenerator {
public:
    // Builds the table of a canonical material. Every successor table
    // (Material::successors()) must be in the registry. Returns null when
    // *cancel becomes true (polled between levels and rows). With a pool, the
    // initial pass and every level run on all its threads (the values do not
    // depend on the number of threads).
    static std::shared_ptr<MaterialTable> generate(const Material &canonical,
                                                   const TableRegistry &successors,
                                                   const std::atomic<bool> *cancel = nullptr,
                                                   WorkerPool *pool = nullptr);
};

} // namespace rampart
