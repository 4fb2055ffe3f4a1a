// Which slice each worker thread of a solve takes next (solver.h).
//
// A slice is ready once every slice it leads into is solved; workers take
// ready slices side by side, one thread each. A slice that is the only work
// left gets every thread (SliceRetro shares its forward pass and large
// levels). The calling thread waits, reports progress every 100 ms and
// passes Cancel on; a slice that cannot be solved stops every worker.
//
// Slices on disk (Memory::keepOnDisk): once every slice leading into a
// solved slice is solved, nothing reads it any more and its values are
// dropped from memory (they are in the cache; the root's own moves' slices
// are kept). The ready slice first in the planned order goes next, and a
// second one starts only when what is held leaves room for it under the
// limit.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <vector>

#include "solver/slicegraph.h"
#include "solver/slicekey.h"

namespace rampart {

class SliceScheduler {
public:
    struct Memory {
        bool keepOnDisk = false;        // drop solved slices no slice left to solve reads
        std::uint64_t limitBytes = 0;   // what may be held at once
        std::uint64_t workBytes = 0;    // the work space of the slices being solved
        std::uint64_t plannedBytes = 0; // the estimate's memory (all in memory)
    };
    // graph: planned (its order is solved); keep: the root, whose children
    // are never dropped.
    SliceScheduler(const SliceGraph &graph, const SliceKey &keep, Memory memory);

    // Solves one slice (index into the graph's order) with this many threads;
    // false stops the solve. Called on a worker, without the lock.
    using SolveSlice = std::function<bool(std::size_t index, int threads)>;
    // Drops a solved slice from memory and returns the bytes freed. Called
    // under the lock, for slices whose file is in the cache.
    using DropSlice = std::function<std::uint64_t(std::size_t index)>;
    // Progress: the slices solved so far. Called on the calling thread
    // every 100 ms, without the lock; not after Cancel.
    using Tick = std::function<void(int slicesDone)>;

    // Solves every slice of the order on `threads` workers; true when every
    // slice was solved (false: a slice's solve failed or Cancel was set).
    bool run(int threads, const SolveSlice &solve, const DropSlice &drop, const Tick &tick,
             const std::atomic<bool> *cancel);

    // From SolveSlice: slice index holds keptBytes of solved values in
    // memory now (loaded or solved; inCache: its file is in the cache, so it
    // may be dropped later). Returns the memory the solve needs from now
    // on: over the limit, the solve is to stop (a run that did not fit one
    // byte a value, or slices that could not be saved, held beyond plan).
    std::uint64_t kept(std::size_t index, std::uint64_t keptBytes, bool inCache);
    // Set when the solve stops (Cancel, a failure): the slices being solved
    // poll it (SliceRetro::solve()'s cancel).
    const std::atomic<bool> *stopFlag() const { return &m_stop; }

private:
    // The next ready slice a worker may start (under the lock), or the
    // count of slices when none may.
    std::size_t nextReady() const;
    // After slice index is solved (under the lock): the slices it leads into
    // that no unsolved slice reads any more are dropped from memory.
    void dropRead(std::size_t index, const DropSlice &drop);
    void work(int threads, const SolveSlice &solve, const DropSlice &drop);

    const SliceGraph &m_graph;
    const SliceKey m_keep;
    const Memory m_memory;
    const std::size_t m_total;
    std::vector<std::vector<std::size_t>> m_children, m_parents;
    std::vector<std::size_t> m_pending;     // slices it leads into not solved yet
    std::vector<std::size_t> m_readersLeft; // slices leading into it not solved yet
    std::vector<bool> m_inCache;
    std::vector<std::size_t> m_ready;
    std::uint64_t m_held = 0;       // values of solved slices in memory, and those being solved
    std::uint64_t m_beyondPlan = 0; // kept beyond the estimate's one byte a value
    std::size_t m_finished = 0;
    int m_running = 0;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::atomic<bool> m_stop{false};
};

} // namespace rampart
