// Every endgame-table source behind one façade, with the precedence rule:
// Rampart's own exact tables first (in memory: the four-man TableRegistry
// when one is set, then the three-man ThreeManTables), then Gaviota (DTM from
// files), then Syzygy (WDL/DTZ from files). A caller may also ask one source
// only (rampart-cli probe --source).
//
// Results carry their source and metric (tables/tableprobe.h), so a Syzygy DTZ is
// never shown as a distance to mate. Thread safety: as the sources' (the own
// tables are immutable; the file sources lock internally).
#pragma once

#include <optional>
#include <vector>

#include "tables/tableprobe.h"

namespace rampart {

class GaviotaSource;
class Position;
class SyzygySource;
class ThreeManTables;
class TableRegistry;

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
    // Not owned; the file sources default to the process-wide ones.
    explicit TbSources(const ThreeManTables &own);
    TbSources(const ThreeManTables &own, TbFileSources files);

    // The first source by precedence that covers the position (or only).
    std::optional<TbSource> coveringSource(const Position &pos,
                                           std::optional<TbSource> only = {}) const;
    // The position's value from the first covering source (or only that
    // source); NotFound when none covers it. Rampart's Illegal/Unsupported
    // come back as NotFound, as for a file source that has no answer (ask
    // ThreeManTables::probe() or TableRegistry::probe() for their reasons).
    TableProbe probe(const Position &pos, std::optional<TbSource> only = {}) const;
    // Every legal move with the result after it from the mover's view, best
    // first (moveProbeBetter, equal values in move order). Children are asked of the root's source
    // first and of the precedence when that source does not cover them (a capture into another
    // material). Empty when no source covers the position.
    std::vector<MoveProbe> probeMoves(const Position &pos, std::optional<TbSource> only = {}) const;

    const ThreeManTables &own() const { return m_own; }
    // Rampart's tables up to four men (not owned; null: only the three-man
    // ThreeManTables). Probed before the ThreeManTables.
    void setRegistry(const TableRegistry *registry) { m_registry = registry; }
    const TableRegistry *registry() const { return m_registry; }
    const TbFileSources &files() const { return m_files; }

private:
    TableProbe probeSource(TbSource source, const Position &pos) const;

    // Rampart's own answer: the registry's when it has the table, else the
    // ThreeManTables's (NotFound when neither covers the position).
    TableProbe probeOwn(const Position &pos) const;

    const ThreeManTables &m_own;
    const TableRegistry *m_registry = nullptr;
    TbFileSources m_files;
};

} // namespace rampart
