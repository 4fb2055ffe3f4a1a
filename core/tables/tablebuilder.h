// Makes tables available: each wanted material and everything it depends on
// is loaded from the cache or generated (and then saved), in dependency
// order, and published into a TableRegistry as soon as it is done. A table
// the registry already has is skipped, but for the three-man tables that
// every registry holds from its start: with a cache they are kept there as
// every other table is (the file checked, and written when missing or bad). Tables
// whose successors are done are generated side by side, one thread each; a
// table every other one waits for is generated on a pool of all the threads
// (WorkerPool, created once per build).
//
// build() blocks; progress is reported on the calling thread (a GUI runs
// build() on a worker thread and queues the reports to its own). Cancelling
// is polled between tables and between the generator's levels.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tables/material.h"
#include "tables/tablecache.h"

namespace rampart {

class TableRegistry;

struct TableBuildProgress {
    enum class Stage { Started, Loaded, Generated, Failed };
    Stage stage = Stage::Started;
    Material material;
    int finished = 0; // tables done so far (loaded, generated or already there)
    int total = 0;    // tables this build needs
    // Failed: why (NotInCache, NotGenerated); else the bad cache file found
    // (then rebuilt) and a failed save, if any.
    std::vector<TableProblem> problems;
};

struct TableBuildReport {
    std::vector<Material> generated, loaded;
    // Bad cache files (rebuilt), failed saves, and why a table failed.
    std::vector<TableProblem> problems;
    bool cancelled = false;
    double seconds = 0;
};

class TableBuilder {
public:
    struct Options {
        int threads = 0;                 // 0: every core the machine has
        std::optional<TableCache> cache; // none: no loading, no saving
        bool generateMissing = true;     // false: only load what is cached
    };

    TableBuilder(TableRegistry &registry, Options options);

    // The materials with everything they depend on, canonical, each before
    // every material that depends on it.
    static std::vector<Material> withDependencies(const std::vector<Material> &wanted);

    // The materials build(wanted) loads, generates or writes to the cache:
    // wanted with its dependencies, less what the registry has and the cache
    // need not keep. Empty when there is nothing to do.
    std::vector<Material> work(const std::vector<Material> &wanted) const;

    // Blocks until every wanted table is in the registry (or cancelled).
    TableBuildReport build(const std::vector<Material> &wanted,
                           const std::function<void(const TableBuildProgress &)> &progress = {},
                           const std::atomic<bool> *cancel = nullptr);

    int threads() const { return m_threads; }

private:
    // A table of the registry's own that a build keeps in the cache too.
    bool keepsInCache(const Material &canonical) const;

    TableRegistry &m_registry;
    Options m_options;
    int m_threads = 1;
};

} // namespace rampart
