// A counter that one thread increments and other threads read while it
// runs: the search's node count and the recognizer's table hits, summed over
// the search threads for UCI's nodes, nps and tbhits.
//
// An increment is a relaxed atomic load and store, not a read-modify-write:
// with one writer no increment is lost, and it compiles to the plain
// instructions of an ordinary integer (no locked instruction on the search's
// hottest path). A reader sees some recent value, which is all a progress
// report needs.
#pragma once

#include <atomic>
#include <cstdint>

namespace rampart {

class RelaxedCounter {
public:
    RelaxedCounter() = default;
    RelaxedCounter(const RelaxedCounter &) = delete;
    RelaxedCounter &operator=(const RelaxedCounter &) = delete;

    // Only the owning thread increments and sets.
    RelaxedCounter &operator++() {
        m_value.store(m_value.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        return *this;
    }
    RelaxedCounter &operator=(std::uint64_t value) {
        m_value.store(value, std::memory_order_relaxed);
        return *this;
    }
    // Any thread.
    operator std::uint64_t() const { return m_value.load(std::memory_order_relaxed); }

private:
    std::atomic<std::uint64_t> m_value{0};
};

} // namespace rampart
