// The DTMs the mate search (dtmsettler.h) settled for positions of a solved
// set, and the DTM lines it found, by position key (Position::key()).
//
// Read on every probe of the set (the analysis's search, the DTM search
// itself, the GUI) while a later search may add more: the GUI settles the
// position on the board on demand while the analysis keeps probing. So
// readers take no lock: what they read is a snapshot published by one atomic
// pointer, and a writer publishes a new snapshot (a copy with its additions).
// Old snapshots stay until clear() or destruction, because a reader may still
// hold one; they are few and small (the root, its moves and a line per
// settled position). Values only ever narrow: a settled value is a fact about
// the same solved set.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "chess/move.h"

#include "solver/solvervalue.h"

namespace rampart {

class SettledDtms {
public:
    SettledDtms() = default;
    SettledDtms(const SettledDtms &) = delete;
    SettledDtms &operator=(const SettledDtms &) = delete;

    // Lock-free; any thread.
    bool empty() const { return m_current.load(std::memory_order_acquire) == nullptr; }
    std::optional<SolverValue> value(std::uint64_t key) const;
    // The DTM line the search found from the position with this key (empty
    // when none).
    std::vector<Move> line(std::uint64_t start) const;

    // Everything settled so far (for the cache file, settledcache.h), in no
    // particular order.
    std::vector<std::pair<std::uint64_t, SolverValue>> values() const;
    std::vector<std::pair<std::uint64_t, std::vector<Move>>> lines() const;

    // Writers, one at a time (serialised here). A value already settled is
    // narrowed by the new one.
    void add(const std::vector<std::pair<std::uint64_t, SolverValue>> &values);
    // Lines by the key of the position each starts from.
    void addLines(std::vector<std::pair<std::uint64_t, std::vector<Move>>> lines);
    // Forgets everything; only while no other thread reads (before a solve).
    void clear();

private:
    struct Snapshot {
        std::unordered_map<std::uint64_t, SolverValue> values;
        std::unordered_map<std::uint64_t, std::vector<Move>> lines;
    };
    // A copy of the current snapshot changed by change(), then published.
    template <typename Change> void publish(Change change);

    std::atomic<const Snapshot *> m_current{nullptr};
    std::mutex m_writing;
    std::vector<std::unique_ptr<const Snapshot>> m_published; // under m_writing
};

} // namespace rampart
