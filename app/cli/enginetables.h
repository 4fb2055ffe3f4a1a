// Rampart's own endgame tables for the engine commands (uci, analyze): every
// table in the on-disk cache loaded on a background thread, and the tables a
// search may reach built there when allowed, so the search never waits. The
// registry publishes each table as it arrives (tableregistry.h: lock-free
// reads), and the search uses it from then on.
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "tables/material.h"
#include "tables/tableregistry.h"

namespace rampart {
class Position;
}

namespace rampart::cli {

class EngineTables {
public:
    // need() builds only for roots with at most this many men: from more, a
    // search rarely reaches four men, and building every table the opening
    // could lead to would only load the machine.
    static constexpr int BuildWithinMen = 6;

    // Starts loading every cached table of cacheDir in the background; with
    // mayBuild, need() queues missing tables for building (one thread).
    EngineTables(std::string cacheDir, bool mayBuild);
    // Cancels the background work and waits for it.
    ~EngineTables();
    EngineTables(const EngineTables &) = delete;
    EngineTables &operator=(const EngineTables &) = delete;

    const TableRegistry &registry() const { return m_registry; }
    // Blocks until the cached tables are loaded (for analyze's fixed report).
    void waitForLoading();
    // The materials with at most four men a search from root may reach by
    // captures (root's own when it has at most four men); those not in the
    // registry are built in the background when building is allowed and the
    // root has at most BuildWithinMen men. Returns how many were queued.
    int need(const Position &root);
    // Materials with at most four men that positions of root's material
    // reach by captures, canonical.
    static std::vector<Material> reachableMaterials(const Position &root);

private:
    void run();

    TableRegistry m_registry;
    std::string m_cacheDir;
    bool m_mayBuild;
    std::atomic<bool> m_cancel{false};
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Material> m_queue;      // to build, under m_mutex
    std::set<std::string> m_requested; // materials ever queued, under m_mutex
    bool m_loaded = false;             // under m_mutex
    std::thread m_thread;
};

} // namespace rampart::cli
