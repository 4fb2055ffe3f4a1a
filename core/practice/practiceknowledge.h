// Everything Rampart knows exactly about the positions a practice can reach,
// asked in one order: Rampart's own tables (up to four men: the registry
// given, then the one the solved set's exits were answered from), the solved
// set, then the user's tablebase files in TbSources' precedence (Gaviota's
// DTM, then Syzygy's WDL and DTZ: TbSources::probeFiles()).
// The own tables come first because they are exact where a solved set may
// leave an interval; the files last because a solved set's DTM is the
// tables' own measure, where Syzygy has no mate distance at all.
//
// It never guesses: a position no source answers has no value, and a move
// into one has none either (practicevalue.h: PracticeMove). Immutable after
// construction; the sources it reads are safe to read from any thread.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "chess/position.h"

#include "tables/material.h"
#include "tables/tableregistry.h"

#include "tbfiles/tbsources.h"

#include "solver/solvedset.h"
#include "solver/solvereport.h"

#include "practice/practicevalue.h"

namespace rampart {

// What would answer a position, before a practice starts there.
struct PracticeCoverage {
    enum class Kind : std::uint8_t {
        Tables,       // Rampart's tables answer it now
        TableMissing, // at most four men, its table not built yet (table)
        SolvedSet,    // the solved set holds it
        Files,        // Gaviota or Syzygy files answer it (fileSource)
        NeedsSolve,   // in the solver's scope, not solved yet
        OutOfScope    // nothing can answer it (reason: the solver's)
    };
    Kind kind = Kind::OutOfScope;
    Material table;                          // TableMissing
    TbSource fileSource = TbSource::Gaviota; // Files
    std::optional<SolveReason> reason;       // OutOfScope
};

class PracticeKnowledge {
public:
    // tables: Rampart's own; files: the tablebase files to ask (none:
    // skipped); set: the latest solved set (may be null).
    PracticeKnowledge(const TableRegistry &tables, TbFileSources files,
                      std::shared_ptr<const SolvedSet> set = {});

    // What answers pos (a legal position) or what it needs first.
    PracticeCoverage coverage(const Position &pos) const;
    // The value of pos for its side to move, from the first source that
    // answers it; none when nothing does (or pos is illegal).
    std::optional<PracticeValue> value(const Position &pos) const;
    // Every legal move with the value after it for the mover, best first
    // (practiceBetter; moves of equal value in the move generator's order,
    // moves no source knows last).
    std::vector<PracticeMove> moves(const Position &pos) const;

    const std::shared_ptr<const SolvedSet> &solvedSet() const { return m_set; }

private:
    // Rampart's tables' value (at most four men), the files' value.
    std::optional<PracticeValue> tableValue(const Position &pos) const;
    std::optional<PracticeValue> fileValue(const Position &pos) const;
    // A position a move out of the set leads to, where a table or file knows
    // it: none for a position of the set (its interval stands).
    std::optional<PracticeValue> exactOutsideSet(const Position &pos) const;

    const TableRegistry *m_tables;
    TbSources m_sources;
    std::shared_ptr<const SolvedSet> m_set;
};

} // namespace rampart
