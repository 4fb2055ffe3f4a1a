// Solver::verify() (solver.h): every stored value of the solved slices
// checked against the best value over its moves, on the solver's threads.
#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

#include "solver/slicemoves.h"
#include "solver/solver.h"

namespace rampart {

SolverVerifyReport Solver::verify(const std::atomic<bool> *cancel) const {
    SolverVerifyReport report;
    if (m_slicesDropped) {
        report.refused = SolverVerifyReport::Refusal::SlicesOnDisk;
        return report;
    }
    std::mutex mutex;
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (;;) {
            if (cancel && cancel->load(std::memory_order_relaxed)) return;
            const std::size_t i = next.fetch_add(1);
            if (i >= m_order.size()) return;
            const SliceKey &key = m_order[i];
            const SolvedSlice &slice = m_solved.at(key).slice;
            std::uint64_t checked = 0, bad = 0;
            SolverMismatch first;
            for (std::size_t k = 0; k < slice.runs.size(); ++k) {
                const SliceValues &values = slice.runs[k];
                const std::size_t r = slice.onlyRun >= 0 ? std::size_t(slice.onlyRun) : k;
                for (std::uint64_t idx = 0; idx < values.size(); ++idx) {
                    const SliceState s = SliceState::fromIndex(key, idx);
                    score::Score best = score::None;
                    if (slicemoves::isLegal(key, s)) {
                        bool any = false;
                        slicemoves::forEachMove(key, s, NoSquare, [&](const SliceChild &c) {
                            any = true;
                            best = std::max(best, score::negate(childScore(int(r), c)));
                        });
                        if (!any)
                            best = slicemoves::attackedBy(s.king[s.sideToMove], ~s.sideToMove, key,
                                                          s, slicemoves::occupancy(key, s))
                                       ? score::lossIn(0)
                                       : score::Draw;
                        ++checked;
                    }
                    if (best == values[idx]) continue;
                    if (!bad++) first = {key.name(), idx, int(r), values[idx], best};
                }
            }
            std::lock_guard lock(mutex);
            report.positions += checked;
            if (bad && !report.firstMismatch) report.firstMismatch = first;
            report.mismatches += bad;
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < m_threads; ++t) pool.emplace_back(work);
    work();
    for (std::thread &t : pool) t.join();
    report.cancelled = cancel && cancel->load();
    return report;
}

} // namespace rampart
