#include "tables/tablebuilder.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <thread>

#include "tables/tablegenerator.h"
#include "tables/tableregistry.h"
#include "tables/workerpool.h"

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
        if (m.menCount() > 2 && m.menCount() <= Material::MaxMen) visit(visit, m.canonical());
    return order;
}

TableBuildReport
TableBuilder::build(const std::vector<Material> &wanted,
                    const std::function<void(const TableBuildProgress &)> &progress,
                    const std::atomic<bool> *cancel) {
    const auto start = std::chrono::steady_clock::now();
    TableBuildReport report;
    const std::vector<Material> order = withDependencies(wanted);
    const int total = int(order.size());
    int finished = 0;
    auto isCancelled = [&] { return cancel && cancel->load(std::memory_order_relaxed); };
    auto tell = [&](TableBuildProgress::Stage stage, const Material &m, std::string message) {
        if (!progress) return;
        TableBuildProgress p;
        p.stage = stage;
        p.material = m;
        p.finished = finished;
        p.total = total;
        p.message = std::move(message);
        progress(p);
    };

    // One table at a time, each on every thread of the pool: the order is
    // the dependency order, and a big table keeps both cores busy to its end.
    std::unique_ptr<WorkerPool> pool;
    for (const Material &m : order) {
        if (isCancelled()) break;
        if (m_registry.contains(m)) {
            ++finished;
            continue;
        }
        tell(TableBuildProgress::Stage::Started, m, {});
        std::shared_ptr<MaterialTable> table;
        std::string problem, error;
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
        if (!table && m_options.generateMissing) {
            if (!pool && m_threads > 1) pool = std::make_unique<WorkerPool>(m_threads);
            try {
                table = TableGenerator::generate(m, m_registry, cancel, pool.get());
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
        if (!problem.empty()) report.problems.push_back(problem);
        if (!table) {
            if (!isCancelled())
                tell(TableBuildProgress::Stage::Failed, m,
                     error.empty() ? "not in the cache (building was not allowed)" : error);
            break;
        }
        m_registry.publish(table);
        (loaded ? report.loaded : report.generated).push_back(m);
        ++finished;
        tell(loaded ? TableBuildProgress::Stage::Loaded : TableBuildProgress::Stage::Generated, m,
             problem);
    }
    report.cancelled = isCancelled();
    report.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return report;
}

} // namespace rampart
