#include "tables/tableverifier.h"

#include <algorithm>
#include <mutex>
#include <thread>

#include "chess/fen.h"
#include "chess/position.h"

#include "tables/tablepositions.h"
#include "tables/tableregistry.h"

namespace rampart {

namespace {

std::string describe(std::uint8_t v) {
    return MaterialTable::toProbe(v).toString();
}

} // namespace

TableVerifyReport TableVerifier::verify(const MaterialTable &table, const TableRegistry &registry,
                                        int threads, const std::atomic<bool> *cancel) {
    TableVerifyReport report;
    report.material = table.material();
    if (threads <= 0) threads = int(std::max(1u, std::thread::hardware_concurrency()));
    const TableIndex &index = table.index();
    const std::uint32_t size = index.size();
    std::mutex mutex;
    std::atomic<std::uint32_t> nextChunk{0};
    constexpr std::uint32_t Chunk = 1 << 14;

    auto work = [&] {
        std::uint64_t checked = 0, mismatches = 0;
        std::vector<std::string> examples;
        for (;;) {
            if (cancel && cancel->load(std::memory_order_relaxed)) break;
            const std::uint32_t begin = nextChunk.fetch_add(Chunk);
            if (begin >= size) break;
            const std::uint32_t end = std::min(size, begin + Chunk);
            for (std::uint32_t i = begin; i < end; ++i) {
                const std::uint8_t stored = table.value(i);
                if (stored == MaterialTable::Illegal) continue;
                const Position pos = tablePosition(index, index.placementOf(i));
                ++checked;
                // Best over the moves, as values (from the side to move's view).
                MoveList moves;
                pos.generateLegalMoves(moves);
                std::uint8_t best = 0;
                int bestKey = -100000;
                bool unknown = false;
                if (moves.empty()) {
                    best = pos.inCheck() ? 1 : 0;
                } else {
                    Position child = pos;
                    child.clearHistory();
                    for (Move m : moves) {
                        const UndoInfo undo = child.makeMove(m);
                        const TableProbe r = registry.probe(child).result;
                        child.unmakeMove(m, undo);
                        int key;
                        if (r.kind == TableProbe::Kind::Win)
                            key = -1000 + r.plies() + 1; // we lose in plies + 1
                        else if (r.kind == TableProbe::Kind::Loss)
                            key = 1000 - (r.plies() + 1);
                        else if (r.kind == TableProbe::Kind::Draw)
                            key = 0;
                        else {
                            unknown = true;
                            break;
                        }
                        bestKey = std::max(bestKey, key);
                    }
                    best = bestKey == 0  ? 0
                           : bestKey > 0 ? std::uint8_t(1000 - bestKey + 1)
                                         : std::uint8_t(bestKey + 1000 + 1);
                }
                if (!unknown && best == stored) continue;
                ++mismatches;
                if (int(examples.size()) < MaxExamples)
                    examples.push_back(toFen(pos) + ": stored " + describe(stored) +
                                       (unknown ? ", a successor table is missing"
                                                : ", moves give " + describe(best)));
            }
        }
        std::lock_guard lock(mutex);
        report.checked += checked;
        report.mismatches += mismatches;
        for (std::string &e : examples)
            if (int(report.examples.size()) < MaxExamples) report.examples.push_back(std::move(e));
    };
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i) pool.emplace_back(work);
    work();
    for (std::thread &t : pool) t.join();
    report.cancelled = cancel && cancel->load(std::memory_order_relaxed);
    return report;
}

} // namespace rampart
