// The progress of one solve (solver.h) as its workers add it up: slices
// done and read from the cache, positions solved and read, and the time
// since the solve began with the time left (from the positions solved
// alone: those read from the cache cost next to nothing). Thread-safe: the
// workers add, the calling thread sends.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <mutex>

#include "solver/solvereport.h"

namespace rampart {

class SolveProgressMeter {
public:
    using Callback = std::function<void(const SolverProgress &)>;
    // callback may be empty (nothing is sent); the clock starts now.
    explicit SolveProgressMeter(const Callback &callback);

    double seconds() const;
    void setTotals(int slices, std::uint64_t positions);
    void setSlicesDone(int slices);
    void addLoaded(std::uint64_t positions); // a slice read from the cache
    // Where SliceRetro::solve() counts the positions of the slices it solves.
    std::atomic<std::uint64_t> *solvedPositions() { return &m_solvedPositions; }

    // The figures now (without the time).
    SolverProgress snapshot() const;
    // Sends now with the time and the time left.
    void send(SolverProgress now) const;

private:
    const Callback &m_callback;
    const std::chrono::steady_clock::time_point m_started = std::chrono::steady_clock::now();
    mutable std::mutex m_mutex;
    SolverProgress m_figures; // slices done and loaded, the totals
    std::uint64_t m_loadedPositions = 0;
    std::atomic<std::uint64_t> m_solvedPositions{0};
};

} // namespace rampart
