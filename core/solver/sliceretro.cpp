#include "solver/sliceretro.h"

#include <algorithm>
#include <thread>

namespace rampart {

namespace {

using score::Score;

// Index chunk handed to one thread at a time in the forward pass.
constexpr std::uint64_t ChunkPositions = 4096;
// Internal-move counter of an illegal placement.
constexpr std::uint8_t IllegalMark = 255;

bool stopped(const std::atomic<bool> *cancel) {
    return cancel && cancel->load(std::memory_order_relaxed);
}

} // namespace

SliceRetro::Result SliceRetro::solve(const SliceKey &key, const ExitScore &exitScore, int threads,
                                     const std::atomic<bool> *cancel, std::vector<Score> &values,
                                     std::atomic<std::uint64_t> *positionsDone,
                                     const std::function<void()> &tick) {
    const std::uint64_t n = key.positions();
    values.assign(n, score::None);
    std::vector<std::uint8_t> internal(n, IllegalMark);
    std::vector<Score> bestExit(n, score::None);
    std::vector<std::uint8_t> hasMoves(n, 0);

    // Forward pass: count internal moves, value the exits.
    std::atomic<std::uint64_t> next{0};
    std::atomic<bool> unknown{false};
    const auto work = [&](bool caller) {
        std::uint64_t sinceTick = 0;
        for (;;) {
            if (stopped(cancel)) return;
            const std::uint64_t begin = next.fetch_add(ChunkPositions);
            if (begin >= n) return;
            const std::uint64_t end = std::min(n, begin + ChunkPositions);
            for (std::uint64_t i = begin; i < end; ++i) {
                const SliceState s = SliceState::fromIndex(key, i);
                if (!slicemoves::isLegal(key, s)) continue;
                int count = 0;
                Score best = score::None;
                bool any = false;
                slicemoves::forEachMove(key, s, NoSquare, [&](const SliceChild &c) {
                    any = true;
                    if (c.internal) {
                        ++count;
                        return;
                    }
                    const Score v = exitScore(c);
                    if (v == score::None) unknown.store(true, std::memory_order_relaxed);
                    best = std::max(best, score::negate(v));
                });
                internal[i] = std::uint8_t(count);
                bestExit[i] = best;
                hasMoves[i] = any;
            }
            if (positionsDone) positionsDone->fetch_add(end - begin, std::memory_order_relaxed);
            sinceTick += end - begin;
            if (caller && tick && sinceTick >= TickPositions) {
                sinceTick = 0;
                tick();
            }
        }
    };
    const int workers = std::max(1, threads);
    std::vector<std::thread> pool;
    for (int t = 1; t < workers; ++t) pool.emplace_back(work, false);
    work(true);
    for (std::thread &t : pool) t.join();
    if (stopped(cancel)) return Result::Cancelled;
    if (unknown) return Result::ExitUnknown;

    // Seeds: mates, stalemates, positions decided by their exits.
    std::vector<std::vector<std::uint32_t>> buckets(2);
    const auto push = [&](Score v, std::uint64_t i) {
        const std::size_t p = std::size_t(score::plies(v));
        if (p >= buckets.size()) buckets.resize(p + 1);
        buckets[p].push_back(std::uint32_t(i));
    };
    for (std::uint64_t i = 0; i < n; ++i) {
        if (internal[i] == IllegalMark) continue;
        if (!hasMoves[i]) {
            const SliceState s = SliceState::fromIndex(key, i);
            const bool check = slicemoves::attackedBy(s.king[s.sideToMove], ~s.sideToMove, key, s,
                                                      slicemoves::occupancy(key, s));
            if (check)
                push(score::lossIn(0), i);
            else
                values[i] = score::Draw;
            continue;
        }
        const Score best = bestExit[i];
        if (score::isWin(best) || (internal[i] == 0 && score::isLoss(best)))
            push(best, i);
        else if (internal[i] == 0 && best == score::Draw)
            values[i] = score::Draw;
    }

    // Backward pass, one level (ply count) at a time.
    for (std::size_t p = 0; p < buckets.size(); ++p) {
        if (stopped(cancel)) return Result::Cancelled;
        const Score v = p % 2 ? score::winIn(int(p)) : score::lossIn(int(p));
        std::vector<std::uint32_t> level = std::move(buckets[p]);
        for (const std::uint32_t i : level) {
            if (values[i] != score::None) continue;
            values[i] = v;
            const SliceState s = SliceState::fromIndex(key, i);
            slicemoves::forEachPredecessor(key, s, [&](std::uint64_t q) {
                if (values[q] != score::None) return;
                if (score::isLoss(v)) {
                    push(score::negate(v), q);
                    return;
                }
                if (--internal[q] != 0) return;
                const Score best = bestExit[q];
                if (best != score::None && !score::isLoss(best)) return;
                push(std::max(best, score::negate(v)), q);
            });
        }
    }
    for (std::uint64_t i = 0; i < n; ++i)
        if (values[i] == score::None && internal[i] != IllegalMark) values[i] = score::Draw;
    return Result::Solved;
}

} // namespace rampart
