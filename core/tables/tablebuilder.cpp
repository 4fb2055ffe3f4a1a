#include "tables/tablebuilder.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
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

bool TableBuilder::keepsInCache(const Material &canonical) const {
    return m_options.cache && canonical.menCount() == 3;
}

std::vector<Material> TableBuilder::work(const std::vector<Material> &wanted) const {
    std::vector<Material> list;
    for (const Material &m : withDependencies(wanted))
        if (!m_registry.contains(m) || keepsInCache(m)) list.push_back(m);
    return list;
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
    auto tell = [&](TableBuildProgress::Stage stage, const Material &m,
                    std::vector<TableProblem> problems) {
        if (!progress) return;
        TableBuildProgress p;
        p.stage = stage;
        p.material = m;
        p.finished = finished;
        p.total = total;
        p.problems = std::move(problems);
        progress(p);
    };

    // Each table waits for the tables its captures and promotions lead to.
    std::vector<std::vector<std::size_t>> successorsOf(order.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        for (const Material &s : order[i].successors())
            if (const auto it = std::find(order.begin(), order.end(), s); it != order.end())
                successorsOf[i].push_back(std::size_t(it - order.begin()));
    enum class State { Waiting, Running, Done };
    std::vector<State> state(order.size(), State::Waiting);
    const auto ready = [&](std::size_t i) {
        return state[i] == State::Waiting &&
               std::all_of(successorsOf[i].begin(), successorsOf[i].end(),
                           [&](std::size_t s) { return state[s] == State::Done; });
    };

    // Tables are generated side by side, one thread each: the threads of one
    // table meet at every level and share its entries through atomic
    // updates, which cost two cores a third more CPU than two tables apart
    // (the 35 tables: 21 s on two threads against 15 s side by side). A
    // table that everything else waits for gets every thread (the pool).
    // This thread loads the cache, starts the generators and reports
    // progress; a generator sets its job's `done` and wakes it.
    struct Job {
        std::size_t index = 0;
        std::shared_ptr<MaterialTable> table;
        std::vector<TableProblem> problems;
        std::string error;
        bool done = false; // under the mutex
        std::thread thread;
    };
    std::mutex mutex;
    std::condition_variable jobFinished;
    std::vector<std::unique_ptr<Job>> running;
    std::unique_ptr<WorkerPool> pool;
    bool failed = false;
    const auto generate = [&](Job &job, WorkerPool *threads) {
        const Material &m = order[job.index];
        try {
            job.table = TableGenerator::generate(m, m_registry, cancel, threads);
        } catch (const std::exception &e) {
            job.error = e.what();
        }
        if (job.table && m_options.cache)
            if (auto notSaved = m_options.cache->save(*job.table))
                job.problems.push_back(std::move(*notSaved));
        std::lock_guard lock(mutex);
        job.done = true;
        jobFinished.notify_all();
    };
    const auto complete = [&](std::size_t i, std::shared_ptr<MaterialTable> table, bool loaded,
                              std::vector<TableProblem> problems, const std::string &error) {
        const Material &m = order[i];
        report.problems.insert(report.problems.end(), problems.begin(), problems.end());
        if (!table) {
            if (!isCancelled()) {
                TableProblem why =
                    TableProblem::of(error.empty() ? TableProblem::Code::NotInCache
                                                   : TableProblem::Code::NotGenerated,
                                     m.name());
                why.detail = error;
                report.problems.push_back(why);
                tell(TableBuildProgress::Stage::Failed, m, {why});
            }
            failed = true;
            return;
        }
        m_registry.publish(table);
        (loaded ? report.loaded : report.generated).push_back(m);
        state[i] = State::Done;
        ++finished;
        tell(loaded ? TableBuildProgress::Stage::Loaded : TableBuildProgress::Stage::Generated, m,
             std::move(problems));
    };

    for (;;) {
        // Start (or load) every table that can start, in dependency order.
        for (std::size_t i = 0; i < order.size() && !failed && !isCancelled(); ++i) {
            if (!ready(i)) continue;
            const Material &m = order[i];
            const MaterialTable *held = m_registry.find(m);
            if (held && !keepsInCache(m)) {
                state[i] = State::Done;
                ++finished;
                i = std::size_t(-1); // tables waiting for it may start now
                continue;
            }
            if (!held && int(running.size()) >= m_threads) continue;
            tell(TableBuildProgress::Stage::Started, m, {});
            std::vector<TableProblem> problems;
            if (m_options.cache) {
                TableCache::LoadResult r = m_options.cache->load(m);
                if (r.status == TableCache::LoadStatus::Loaded) {
                    complete(i, std::move(r.table), true, {}, {});
                    i = std::size_t(-1);
                    continue;
                }
                if (r.status == TableCache::LoadStatus::Bad) {
                    r.problem.rebuilt = m_options.generateMissing;
                    problems.push_back(r.problem);
                }
            }
            if (held) {
                // A three-man table the cache lacks: the registry's own
                // stands for the file (written unless building is not allowed).
                if (m_options.generateMissing)
                    if (auto notSaved = m_options.cache->save(*held))
                        problems.push_back(std::move(*notSaved));
                report.problems.insert(report.problems.end(), problems.begin(), problems.end());
                if (m_options.generateMissing) report.generated.push_back(m);
                state[i] = State::Done;
                ++finished;
                if (m_options.generateMissing)
                    tell(TableBuildProgress::Stage::Generated, m, std::move(problems));
                i = std::size_t(-1);
                continue;
            }
            if (!m_options.generateMissing) {
                complete(i, nullptr, false, std::move(problems), {});
                break;
            }
            state[i] = State::Running;
            auto job = std::make_unique<Job>();
            job->index = i;
            job->problems = std::move(problems);
            bool alone = running.empty();
            for (std::size_t k = i + 1; alone && k < order.size(); ++k) alone = !ready(k);
            WorkerPool *threads = nullptr;
            if (alone && m_threads > 1) {
                if (!pool) pool = std::make_unique<WorkerPool>(m_threads);
                threads = pool.get();
            }
            Job &j = *job;
            running.push_back(std::move(job));
            j.thread = std::thread(generate, std::ref(j), threads);
            if (threads) break; // every thread is busy with this table
        }
        if (running.empty()) break;
        std::unique_ptr<Job> ended;
        {
            std::unique_lock lock(mutex);
            const auto isDone = [](const std::unique_ptr<Job> &j) { return j->done; };
            auto it = running.end();
            jobFinished.wait(lock, [&] {
                it = std::find_if(running.begin(), running.end(), isDone);
                return it != running.end();
            });
            ended = std::move(*it);
            running.erase(it);
        }
        ended->thread.join();
        complete(ended->index, std::move(ended->table), false, std::move(ended->problems),
                 ended->error);
    }
    report.cancelled = isCancelled();
    report.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return report;
}

} // namespace rampart
