// Retrograde analysis of one slice under one assumption.
//
// Every position's moves are generated forward once: moves that leave the
// slice are valued at once (the caller's exitScore, from slices solved before
// or the tables), moves inside it are counted. Then values spread backwards
// level by level (plies to mate), exits entering at their own level: a
// position whose move reaches a position lost in p plies is won in p + 1; a
// position whose internal moves all reach won positions and whose best exit
// is no better is lost in one ply more than its best defence. What is never
// reached is a draw. This is the classic retrograde scheme of the tables
// (tablegenerator.h) with exits as extra seeds, as in FinalGen (Müller and
// Haworth, "FinalGen revisited", ICGA Journal 41(1), 2019).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <thread>
#include <vector>

#include "solver/slicemoves.h"
#include "solver/solverscore.h"

namespace rampart {

class SliceRetro {
public:
    enum class Result { Solved, Cancelled, ExitUnknown };
    // Fills values (one score per index of key, score::None for illegal
    // placements). exitScore(const SliceChild &) gives the value of a
    // move's result for the side to move there (exits only); a template,
    // so the solver's own is inlined into the forward pass (a few hundred
    // million calls for Fine #70; through std::function they cost 6-8 % of
    // the solve). threads > 1 share the forward pass. Cancelled: values
    // incomplete. ExitUnknown: exitScore gave score::None for some move (a
    // successor not solved: a bug in the caller's order). positionsDone grows
    // as positions are done (the caller reports progress from it).
    template <class Exit>
    static Result solve(const SliceKey &key, const Exit &exitScore, int threads,
                        const std::atomic<bool> *cancel, std::vector<score::Score> &values,
                        std::atomic<std::uint64_t> *positionsDone = nullptr);

private:
    // The solve over a SliceKey or a FixedSliceKey: solve() takes the fixed
    // kind for the pieces of nearly every slice (none, or one queen).
    template <class Key, class Exit>
    static Result solveSlice(const Key &key, const Exit &exitScore, int threads,
                             const std::atomic<bool> *cancel, std::vector<score::Score> &values,
                             std::atomic<std::uint64_t> *positionsDone);
};

namespace sliceretro {

// Index chunk handed to one thread at a time in the forward pass.
constexpr std::uint64_t ChunkPositions = 4096;
// Levels at least this long are shared by the threads in the backward pass.
constexpr std::size_t ParallelLevel = 1 << 14;
// Internal-move counter of an illegal placement.
constexpr std::uint8_t IllegalMark = 255;

inline bool stopped(const std::atomic<bool> *cancel) {
    return cancel && cancel->load(std::memory_order_relaxed);
}

} // namespace sliceretro

template <class Exit>
SliceRetro::Result SliceRetro::solve(const SliceKey &key, const Exit &exitScore, int threads,
                                     const std::atomic<bool> *cancel,
                                     std::vector<score::Score> &values,
                                     std::atomic<std::uint64_t> *positionsDone) {
    const auto with = [&](const auto &fixed) {
        return solveSlice(fixed, exitScore, threads, cancel, values, positionsDone);
    };
    if (key.piece[White] == NoPieceType && key.piece[Black] == NoPieceType)
        return with(FixedSliceKey<NoPieceType, NoPieceType>(key));
    if (key.piece[White] == Queen && key.piece[Black] == NoPieceType)
        return with(FixedSliceKey<Queen, NoPieceType>(key));
    if (key.piece[White] == NoPieceType && key.piece[Black] == Queen)
        return with(FixedSliceKey<NoPieceType, Queen>(key));
    return with(key);
}

template <class Key, class Exit>
SliceRetro::Result SliceRetro::solveSlice(const Key &key, const Exit &exitScore, int threads,
                                          const std::atomic<bool> *cancel,
                                          std::vector<score::Score> &values,
                                          std::atomic<std::uint64_t> *positionsDone) {
    using score::Score;
    using namespace sliceretro;
    const std::uint64_t n = sliceKeyOf(key).positions();
    values.assign(n, score::None);
    // Until a position is decided, values holds its best exit (score::None:
    // none), or for a position without moves its mate or stalemate score:
    // one array instead of two keeps a queen slice's work space (values,
    // counters, decided bits) at 1.6 MB.
    std::vector<std::uint8_t> internal(n, IllegalMark);

    // Forward pass: count internal moves, value the exits.
    std::atomic<std::uint64_t> next{0};
    std::atomic<bool> unknown{false};
    const auto work = [&] {
        for (;;) {
            if (stopped(cancel)) return;
            const std::uint64_t begin = next.fetch_add(ChunkPositions);
            if (begin >= n) return;
            const std::uint64_t end = std::min(n, begin + ChunkPositions);
            for (std::uint64_t i = begin; i < end; ++i) {
                const SliceState s = SliceState::fromIndex(key, i);
                if (!slicemoves::menApart(key, s)) continue;
                const slicemoves::MoverView view = slicemoves::moverView(key, s);
                if (!slicemoves::idleKingSafe(key, s, view)) continue;
                const int count = slicemoves::countInternalMoves(key, s, view);
                Score best = score::None;
                bool any = count > 0;
                slicemoves::forEachMove<true>(key, s, NoSquare, view, [&](const SliceChild &c) {
                    any = true;
                    const Score v = exitScore(c);
                    if (v == score::None) unknown.store(true, std::memory_order_relaxed);
                    best = std::max(best, score::negate(v));
                });
                internal[i] = std::uint8_t(count);
                if (!any)
                    best = slicemoves::attackedBy(s.king[s.sideToMove], ~s.sideToMove, key, s,
                                                  view.occupied)
                               ? score::lossIn(0)
                               : score::Draw;
                values[i] = best;
            }
            if (positionsDone) positionsDone->fetch_add(end - begin, std::memory_order_relaxed);
        }
    };
    const int workers = std::max(1, threads);
    std::vector<std::thread> pool;
    for (int t = 1; t < workers; ++t) pool.emplace_back(work);
    work();
    for (std::thread &t : pool) t.join();
    if (stopped(cancel)) return Result::Cancelled;
    if (unknown) return Result::ExitUnknown;

    // Seeds: mates, stalemates, positions decided by their exits. A bit a
    // position says whether it is decided: the backward pass asks that of
    // every predecessor, and a queen slice's bits (64 KB) stay in the cache
    // where its values (1 MB) do not.
    std::vector<std::uint64_t> decided((n + 63) / 64, 0);
    // Shared: several threads spread one level (atomic bit and counter
    // updates); alone, plain ones (a locked instruction costs a few times more).
    const auto decideIn = [&]<bool Shared>(std::uint64_t i) {
        const std::uint64_t bit = std::uint64_t(1) << (i & 63);
        std::uint64_t &word = decided[i >> 6];
        if constexpr (Shared)
            return (std::atomic_ref<std::uint64_t>(word).fetch_or(bit, std::memory_order_relaxed) &
                    bit) == 0;
        const bool fresh = (word & bit) == 0;
        word |= bit;
        return fresh;
    };
    const auto decide = [&](std::uint64_t i) { return decideIn.template operator()<false>(i); };
    const auto isDecided = [&](std::uint64_t q) {
        return (std::atomic_ref<std::uint64_t>(decided[q >> 6]).load(std::memory_order_relaxed) >>
                (q & 63)) &
               1;
    };
    std::vector<std::vector<std::uint32_t>> buckets(2);
    const auto push = [&](Score v, std::uint64_t i) {
        const std::size_t p = std::size_t(score::plies(v));
        if (p >= buckets.size()) buckets.resize(p + 1);
        buckets[p].push_back(std::uint32_t(i));
    };
    // A position without moves is a position without internal moves whose
    // "best exit" is its mate (a loss in 0) or stalemate (a draw).
    for (std::uint64_t i = 0; i < n; ++i) {
        if (internal[i] == IllegalMark) continue;
        const Score best = values[i];
        if (score::isWin(best) || (internal[i] == 0 && score::isLoss(best)))
            push(best, i);
        else if (internal[i] == 0 && best == score::Draw)
            decide(i);
    }

    // Backward pass, one level (ply count) at a time. A large level is shared
    // by the threads: a position is claimed by setting its bit atomically (a
    // level lists a position once per way it was reached), internal-move
    // counters drop atomically, and each thread collects the next levels'
    // positions apart until the level is done.
    using Buckets = std::vector<std::vector<std::uint32_t>>;
    const auto spread = [&]<bool Shared>(Score v, const std::uint32_t *begin,
                                         const std::uint32_t *end, Buckets &out) {
        const auto add = [&](Score w, std::uint64_t q) {
            const std::size_t p = std::size_t(score::plies(w));
            if (p >= out.size()) out.resize(p + 1);
            out[p].push_back(std::uint32_t(q));
        };
        for (const std::uint32_t *it = begin; it != end; ++it) {
            const std::uint32_t i = *it;
            if (!decideIn.template operator()<Shared>(i)) continue;
            if constexpr (Shared)
                std::atomic_ref<Score>(values[i]).store(v, std::memory_order_relaxed);
            else
                values[i] = v;
            const SliceState s = SliceState::fromIndex(key, i);
            slicemoves::forEachPredecessor(key, s, [&](std::uint64_t q) {
                if (isDecided(q)) return;
                if (score::isLoss(v)) {
                    add(score::negate(v), q);
                    return;
                }
                if constexpr (Shared) {
                    if (std::atomic_ref<std::uint8_t>(internal[q])
                            .fetch_sub(1, std::memory_order_relaxed) != 1)
                        return;
                } else if (--internal[q] != 0) {
                    return;
                }
                // Undecided: its best exit (a thread deciding it at this
                // level at the same time makes the entry void, not wrong).
                Score best;
                if constexpr (Shared)
                    best = std::atomic_ref<Score>(values[q]).load(std::memory_order_relaxed);
                else
                    best = values[q];
                if (best != score::None && !score::isLoss(best)) return;
                add(std::max(best, score::negate(v)), q);
            });
        }
    };
    for (std::size_t p = 0; p < buckets.size(); ++p) {
        if (stopped(cancel)) return Result::Cancelled;
        const Score v = p % 2 ? score::winIn(int(p)) : score::lossIn(int(p));
        const std::vector<std::uint32_t> level = std::move(buckets[p]);
        buckets[p] = {};
        if (workers == 1 || level.size() < ParallelLevel) {
            spread.template operator()<false>(v, level.data(), level.data() + level.size(),
                                              buckets);
            continue;
        }
        std::vector<Buckets> found(static_cast<std::size_t>(workers));
        std::vector<std::thread> helpers;
        const std::size_t share = (level.size() + std::size_t(workers) - 1) / std::size_t(workers);
        for (int t = 0; t < workers; ++t) {
            const std::size_t begin = std::min(level.size(), std::size_t(t) * share);
            const std::size_t end = std::min(level.size(), begin + share);
            const auto job = [&, t, begin, end] {
                spread.template operator()<true>(v, level.data() + begin, level.data() + end,
                                                 found[std::size_t(t)]);
            };
            if (t + 1 < workers)
                helpers.emplace_back(job);
            else
                job();
        }
        for (std::thread &h : helpers) h.join();
        for (Buckets &b : found) {
            if (b.size() > buckets.size()) buckets.resize(b.size());
            for (std::size_t k = 0; k < b.size(); ++k)
                buckets[k].insert(buckets[k].end(), b[k].begin(), b[k].end());
        }
    }
    // What was never decided is a draw.
    for (std::uint64_t i = 0; i < n; ++i)
        if (internal[i] != IllegalMark && !isDecided(i)) values[i] = score::Draw;
    return Result::Solved;
}

} // namespace rampart
