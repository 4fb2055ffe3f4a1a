// Every endgame-table source behind one façade, with the precedence rule:
// Rampart's own exact tables first (in memory: a TableRegistry, which always
// holds the three-man tables), then Gaviota (DTM from files), then Syzygy
// (WDL/DTZ from files). A caller may also ask one source only (rampart-cli
// probe --source).
//
// Results carry their source and metric (tables/tableprobe.h), so a Syzygy DTZ is
// never shown as a distance to mate. Thread safety: as the sources' (the own
// tables are immutable; the file sources lock internally).
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "chess/position.h"

#include "tables/material.h"
#include "tables/tableprobe.h"
#include "tables/tableregistry.h"

namespace rampart {

class GaviotaSource;
class Position;
class SyzygySource;

// The tablebase-file sources a prober asks (TbSources, the search's
// recognizers): not owned, null ones are skipped. The app or CLI fills them
// (process(): the process-wide sources whose folders it sets); nothing in
// the core below the app reaches for the singletons itself.
struct TbFileSources {
    const GaviotaSource *gaviota = nullptr;
    const SyzygySource *syzygy = nullptr;

    // GaviotaSource::instance() and SyzygySource::instance().
    static TbFileSources process();
};

class TbSources {
public:
    // The precedence: the order in which the sources are asked.
    static constexpr std::array<TbSource, 3> Precedence = {TbSource::Rampart, TbSource::Gaviota,
                                                           TbSource::Syzygy};

    // Not owned; the file sources default to the process-wide ones.
    explicit TbSources(const TableRegistry &tables);
    TbSources(const TableRegistry &tables, TbFileSources files);

    // The first source by precedence that covers the position (or only).
    std::optional<TbSource> coveringSource(const Position &pos,
                                           std::optional<TbSource> only = {}) const;
    // The position's value from the first covering source (or only that
    // source); NotFound when none covers it. Rampart's Illegal/Unsupported
    // come back as NotFound, as for a file source that has no answer (ask
    // TableRegistry::probe() for their reasons).
    TableProbe probe(const Position &pos, std::optional<TbSource> only = {}) const;
    // The files alone: the answer of the first file source by precedence
    // that has one (found()), else the last one's NotFound. For callers that
    // put a source of their own between Rampart's tables and the files
    // (practice: a solved set) or prefer the files (the browser's map).
    TableProbe probeFiles(const Position &pos) const;
    // For the search's recognizers: the answer of the first source by
    // precedence that answers the position (found()), nothing when none
    // does. Rampart's own tables name the table that answered
    // (MaterialProbe::table); Syzygy is asked for win/draw/loss alone (the
    // search needs no DTZ). A file source is skipped while it has no folder
    // or the position has more men than its files can hold; the own tables
    // while it has more than four. The position must be legal.
    std::optional<MaterialProbe> firstAnswer(const Position &pos) const;
    // Whether firstAnswer() can find anything at all, in a few instructions
    // for the search's every node: the own tables hold at most four men,
    // file sources (when there are any) more.
    bool mayAnswer(const Position &pos) const {
        if (m_files.gaviota || m_files.syzygy) return true;
        Bitboard men = pos.pieces();
        for (int i = 0; i < Material::MaxMen && men; ++i) men &= men - 1;
        return men == 0;
    }
    // Every legal move with the result after it from the mover's view, best
    // first (moveProbeBetter, equal values in move order). Children are asked of the root's source
    // first and of the precedence when that source does not cover them (a capture into another
    // material). Empty when no source covers the position.
    std::vector<MoveProbe> probeMoves(const Position &pos, std::optional<TbSource> only = {}) const;

    // Rampart's own tables.
    const TableRegistry &tables() const { return *m_tables; }
    const TbFileSources &files() const { return m_files; }

private:
    TableProbe probeSource(TbSource source, const Position &pos) const;
    // One source's part of firstAnswer(): its answer when it answers.
    std::optional<MaterialProbe> searchAnswer(TbSource source, const Position &pos) const;

    // Rampart's own answer (NotFound when its tables do not answer).
    TableProbe probeOwn(const Position &pos) const;

    const TableRegistry *m_tables; // never null
    TbFileSources m_files;
};

} // namespace rampart
