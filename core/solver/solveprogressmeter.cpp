#include "solver/solveprogressmeter.h"

#include <algorithm>

namespace rampart {

SolveProgressMeter::SolveProgressMeter(const Callback &callback)
    : m_callback(callback) {}

double SolveProgressMeter::seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_started).count();
}

void SolveProgressMeter::setTotals(int slices, std::uint64_t positions) {
    std::lock_guard lock(m_mutex);
    m_figures.slicesTotal = slices;
    m_figures.positionsTotal = positions;
}

void SolveProgressMeter::setSlicesDone(int slices) {
    std::lock_guard lock(m_mutex);
    m_figures.slicesDone = slices;
}

void SolveProgressMeter::addLoaded(std::uint64_t positions) {
    std::lock_guard lock(m_mutex);
    ++m_figures.slicesLoaded;
    m_loadedPositions += positions;
}

SolverProgress SolveProgressMeter::snapshot() const {
    std::lock_guard lock(m_mutex);
    SolverProgress now = m_figures;
    now.positionsDone = m_loadedPositions + m_solvedPositions.load();
    return now;
}

void SolveProgressMeter::send(SolverProgress now) const {
    now.seconds = seconds();
    const std::uint64_t solved = m_solvedPositions.load();
    const std::uint64_t left = now.positionsTotal - std::min(now.positionsTotal, now.positionsDone);
    now.secondsLeft = solved ? now.seconds * double(left) / double(solved) : -1;
    if (m_callback) m_callback(now);
}

} // namespace rampart
