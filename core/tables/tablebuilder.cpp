#include "tables/tablebuilder.h"

#include "tables/tablegenerator.h"
#include "tables/tableregistry.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

namespace rampart {

TableBuilder::TableBuilder(TableRegistry &registry, Options options)
    : m_registry(registry)
    , m_options(std::move(options)) {
    m_threads = m_options.threads > 0 ? m_options.threads
                                      : int(std::max(1u, std::thread::hardware_concurrency()));
}

std::vector<Material> TableBuilder::withDependencies(const std::vector<Material> &wanted) {
    std::vector<Material> order;
    // Depth-first, successors first (the graph has no cycles: every
    // successor has fewer men or a pawn promoted).
    auto visit = [&](auto &&self, const Material &m) -> void {
        if (std::find(order.begin(), order.end(), m) != order.end()) return;
        for (const Material &s : m.successors()) self(self, s);
        order.push_back(m);
    };
    for (const Material &m : wanted)
        if (m.menCount() > 2) visit(visit, m.canonical());
    return order;
}

TableBuildReport TableBuilder::build(const std::vector<Material> &wanted,
                                     const std::function<void(const TableBuildProgress &)> &progress,
                                     const std::atomic<bool> *cancel) {
    const auto start = std::chrono::steady_clock::now();
    TableBuildReport report;
    const std::vector<Material> order = withDependencies(wanted);
    const int total = int(order.size());
    std::vector<char> taken(order.size(), 0);
    int finished = 0;
    std::mutex mutex;
    std::condition_variable changed;
    bool failed = false;

    auto isCancelled = [&] { return cancel && cancel->load(std::memory_order_relaxed); };
    auto report_ = [&](TableBuildProgress::Stage stage, const Material &m, std::string message) {
        if (!progress) return;
        TableBuildProgress p;
        p.stage = stage;
        p.material = m;
        p.finished = finished;
        p.total = total;
        p.message = std::move(message);
        progress(p);
    };

    auto work = [&] {
        std::unique_lock lock(mutex);
        for (;;) {
            if (failed || isCancelled()) return;
            int next = -1;
            bool pending = false;
            for (std::size_t i = 0; i < order.size(); ++i) {
                if (taken[i]) continue;
                pending = true;
                const std::vector<Material> deps = order[i].successors();
                if (std::all_of(deps.begin(), deps.end(),
                                [&](const Material &d) { return m_registry.contains(d); })) {
                    next = int(i);
                    break;
                }
            }
            if (next < 0) {
                if (!pending) return;
                changed.wait_for(lock, std::chrono::milliseconds(50));
                continue;
            }
            taken[std::size_t(next)] = 1;
            const Material m = order[std::size_t(next)];
            if (m_registry.contains(m)) {
                ++finished;
                changed.notify_all();
                continue;
            }
            report_(TableBuildProgress::Stage::Started, m, {});
            lock.unlock();

            std::shared_ptr<EndgameTable> table;
            std::string problem;
            bool loaded = false;
            if (m_options.cache) {
                TableCache::LoadResult r = m_options.cache->load(m);
                if (r.status == TableCache::LoadStatus::Loaded) {
                    table = std::move(r.table);
                    loaded = true;
                } else if (r.status == TableCache::LoadStatus::Bad) {
                    problem = r.problem + "; rebuilding it";
                }
            }
            std::string error;
            if (!table && m_options.generateMissing) {
                try {
                    table = TableGenerator::generate(m, m_registry, cancel);
                } catch (const std::exception &e) {
                    error = e.what();
                }
                if (table && m_options.cache) {
                    std::string saveError;
                    if (!m_options.cache->save(*table, &saveError)) {
                        if (!problem.empty()) problem += "; ";
                        problem += saveError;
                    }
                }
            }
            if (table) m_registry.publish(table);

            lock.lock();
            if (!problem.empty()) report.problems.push_back(problem);
            if (table) {
                (loaded ? report.loaded : report.generated).push_back(m);
                ++finished;
                report_(loaded ? TableBuildProgress::Stage::Loaded
                               : TableBuildProgress::Stage::Generated,
                        m, problem);
            } else if (!isCancelled()) {
                failed = true;
                report_(TableBuildProgress::Stage::Failed, m,
                        error.empty() ? "not in the cache (building was not allowed)" : error);
            }
            changed.notify_all();
        }
    };

    const int threads = std::max(1, std::min(m_threads, total));
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i) pool.emplace_back(work);
    work();
    for (std::thread &t : pool) t.join();
    report.cancelled = isCancelled();
    report.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return report;
}

} // namespace rampart
