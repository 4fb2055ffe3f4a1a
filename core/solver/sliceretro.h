// Retrograde analysis of one slice under one assumption.
//
// Every legal position's moves that leave the slice are valued once, forward
// (the caller's exitScores, from slices solved before or the tables). Then
// values spread backwards level by level (plies to mate), exits entering at
// their own level: a position whose move reaches a position lost in p plies
// is won in p + 1; a position whose internal moves all reach won positions
// and whose best exit is no better is lost in one ply more than its best
// defence. What is never reached is a draw. This is the classic retrograde
// scheme of the tables (tablegenerator.h) with exits as extra seeds, as in
// FinalGen (Müller and Haworth, "FinalGen revisited", ICGA Journal 41(1),
// 2019).
//
// The backward pass works on 64 positions at a time, the white king's
// squares of one plane (sliceplanes.h), with no move counters: a level's
// losses are the undecided positions none of whose internal moves reaches a
// position not yet won for the other side, recomputed only in the planes
// next to those the last level changed. Bit-parallel retrograde analysis of
// this kind builds bitbases (e.g. the KPK bitbase, kpkbitbase.h); here each
// level also writes the plies into the values.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <thread>
#include <vector>

#include "solver/sliceexits.h"
#include "solver/slicemoves.h"
#include "solver/sliceplanes.h"
#include "solver/solverscore.h"

namespace rampart {

class SliceRetro {
public:
    enum class Result { Solved, Cancelled, ExitUnknown };
    // Fills values (one score per index of key, score::None for illegal
    // placements). exitScores(SliceChild &c, Bitboard froms, bool perSquare,
    // each) gives the value of an exit's result for the side to move there,
    // each(Square, Score) for every white king square of froms, as
    // sliceexits::forEachExit() hands it over (perSquare: c's white king
    // is the parent's, set by exitScores to each square in turn); a
    // template, so the solver's own is inlined into the forward pass (a few
    // hundred million calls for Fine #70; through std::function they cost
    // 6-8 % of the solve). threads > 1 share the forward pass. Cancelled:
    // values incomplete. ExitUnknown: exitScores gave score::None for some
    // move (a successor not solved: a bug in the caller's order).
    // positionsDone grows as positions are done (the caller reports
    // progress from it).
    template <class Exit>
    static Result solve(const SliceKey &key, const Exit &exitScores, int threads,
                        const std::atomic<bool> *cancel, std::vector<score::Score> &values,
                        std::atomic<std::uint64_t> *positionsDone = nullptr);

private:
    // The solve over a SliceKey or a FixedSliceKey: solve() takes the fixed
    // kind for the pieces of nearly every slice (none, or one queen).
    template <class Key, class Exit>
    static Result solveSlice(const Key &key, const Exit &exitScores, int threads,
                             const std::atomic<bool> *cancel, std::vector<score::Score> &values,
                             std::atomic<std::uint64_t> *positionsDone);
};

namespace sliceretro {

// Planes handed to one thread at a time in the forward pass.
constexpr std::uint64_t ChunkPlanes = 32;

inline bool stopped(const std::atomic<bool> *cancel) {
    return cancel && cancel->load(std::memory_order_relaxed);
}

} // namespace sliceretro

template <class Exit>
SliceRetro::Result SliceRetro::solve(const SliceKey &key, const Exit &exitScores, int threads,
                                     const std::atomic<bool> *cancel,
                                     std::vector<score::Score> &values,
                                     std::atomic<std::uint64_t> *positionsDone) {
    const auto with = [&](const auto &fixed) {
        return solveSlice(fixed, exitScores, threads, cancel, values, positionsDone);
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
SliceRetro::Result SliceRetro::solveSlice(const Key &key, const Exit &exitScores, int threads,
                                          const std::atomic<bool> *cancel,
                                          std::vector<score::Score> &values,
                                          std::atomic<std::uint64_t> *positionsDone) {
    using score::Score;
    using namespace sliceretro;
    const SlicePlanes<Key> planes(key);
    const std::size_t count = planes.count();
    values.assign(std::size_t(sliceKeyOf(key).positions()), score::None);
    // One word a plane and side to move: words[side * count + plane].
    using Words = std::vector<std::uint64_t>;
    const auto at = [count](Color side, std::uint32_t plane) {
        return std::size_t(side) * count + plane;
    };
    Words legal(2 * count);
    for (std::uint32_t q = 0; q < count; ++q)
        for (const Color side : {White, Black}) legal[at(side, q)] = planes.legal(side, q);

    // Forward pass: each legal position's best exit (score::None: none).
    std::atomic<std::uint64_t> next{0};
    std::atomic<bool> unknown{false};
    const auto work = [&] {
        for (;;) {
            if (stopped(cancel)) return;
            const std::uint64_t begin = next.fetch_add(ChunkPlanes);
            if (begin >= count) return;
            const std::uint64_t end = std::min<std::uint64_t>(count, begin + ChunkPlanes);
            for (std::uint32_t q = std::uint32_t(begin); q < end; ++q) {
                for (const Color side : {White, Black}) {
                    sliceexits::forEachExit(
                        planes, side, q, legal[at(side, q)],
                        [&](SliceChild &c, Bitboard froms, bool perSquare) {
                            exitScores(c, froms, perSquare, [&](Square k, Score child) {
                                const Score v = score::negate(child);
                                if (v == score::None)
                                    unknown.store(true, std::memory_order_relaxed);
                                Score &best = values[planes.index(side, k, q)];
                                best = std::max(best, v);
                            });
                        });
                }
            }
            if (positionsDone)
                positionsDone->fetch_add((end - begin) << 7, std::memory_order_relaxed);
        }
    };
    const int workers = std::max(1, threads);
    std::vector<std::thread> pool;
    for (int t = 1; t < workers; ++t) pool.emplace_back(work);
    work();
    for (std::thread &t : pool) t.join();
    if (stopped(cancel)) return Result::Cancelled;
    if (unknown) return Result::ExitUnknown;

    // What a position waits for. Blocked: it cannot be lost yet, for its
    // best exit is a draw or a win, or a loss not before that loss's level
    // (unblocked then). A position without moves is mated (lost at level
    // 0) or stalemated (blocked for good, its value the draw).
    Words blocked(2 * count), undecided = legal, notWon = legal, newLosses(2 * count),
                              seeds(2 * count);
    std::vector<std::vector<std::uint32_t>> winAt(2), unblockAt(1);
    const auto bucket = [](std::vector<std::vector<std::uint32_t>> &b, Score v, std::uint64_t i) {
        const std::size_t p = std::size_t(score::plies(v));
        if (p >= b.size()) b.resize(p + 1);
        b[p].push_back(std::uint32_t(i));
    };
    for (std::uint32_t q = 0; q < count; ++q) {
        for (const Color side : {White, Black}) {
            const Bitboard own = legal[at(side, q)];
            if (!own) continue;
            const Bitboard stuck = own & ~planes.predecessors(side, q, &legal[at(~side, 0)]);
            Bitboard kings = own;
            while (kings) {
                const Square k = popLsb(kings);
                const std::uint64_t i = planes.index(side, k, q);
                Score best = values[i];
                if (best == score::None) {
                    if (!(stuck & squareBB(k))) continue;
                    // No move at all: in check when the other side to move
                    // would be illegal here.
                    if (legal[at(~side, q)] & squareBB(k)) {
                        values[i] = best = score::Draw;
                    } else {
                        bucket(unblockAt, score::lossIn(0), i);
                        continue;
                    }
                }
                blocked[at(side, q)] |= squareBB(k);
                if (score::isWin(best))
                    bucket(winAt, best, i);
                else if (score::isLoss(best))
                    bucket(unblockAt, best, i);
            }
        }
    }

    // Backward pass, one level (plies) at a time, 64 positions a step: at
    // an even level the positions whose every move reaches a position won
    // for the other side (and whose exits allow it) are lost, at an odd one
    // the positions with a move into the last level's losses (or such an
    // exit) are won. Only the planes next to the planes the last level
    // changed, or holding this level's exits, are looked at.
    std::vector<std::uint8_t> marked(2 * count, 0);
    std::vector<std::uint32_t> dirty, changedBefore, changedNow;
    const auto mark = [&](std::size_t w) {
        if (marked[w]) return;
        marked[w] = 1;
        dirty.push_back(std::uint32_t(w));
    };
    const auto markReaders = [&](const std::vector<std::uint32_t> &changed) {
        for (const std::uint32_t w : changed) {
            const Color side = w < count ? White : Black;
            const Color mover = ~side;
            planes.forEachPredecessorPlane(mover, std::uint32_t(w - at(side, 0)),
                                           [&](std::uint32_t q) { mark(at(mover, q)); });
        }
    };
    const auto decide = [&](std::size_t w, Bitboard found, Score v) {
        const Color side = w < count ? White : Black;
        const std::uint32_t q = std::uint32_t(w - at(side, 0));
        undecided[w] &= ~found;
        while (found) values[planes.index(side, popLsb(found), q)] = v;
        changedNow.push_back(std::uint32_t(w));
    };
    const std::size_t lastSeed = std::max(winAt.size(), unblockAt.size());
    for (std::size_t p = 0; p < lastSeed || !changedBefore.empty(); ++p) {
        if (stopped(cancel)) return Result::Cancelled;
        dirty.clear();
        changedNow.clear();
        // Even levels lose, odd ones win; the exits of this level first.
        const bool losses = p % 2 == 0;
        const Score v = losses ? score::lossIn(int(p)) : score::winIn(int(p));
        std::vector<std::vector<std::uint32_t>> &exitsAt = losses ? unblockAt : winAt;
        if (p < exitsAt.size()) {
            for (const std::uint32_t i : exitsAt[p]) {
                const std::size_t w = at(Color(i & 1), i >> 7);
                const Bitboard bit = squareBB(Square((i >> 1) & 63));
                if (losses)
                    blocked[w] &= ~bit;
                else
                    seeds[w] |= bit;
                mark(w);
            }
            exitsAt[p] = {};
        }
        markReaders(changedBefore);
        for (const std::uint32_t w : dirty) {
            marked[w] = 0;
            const Color side = w < count ? White : Black;
            const std::uint32_t q = std::uint32_t(w - at(side, 0));
            Bitboard found;
            if (losses) {
                found = undecided[w] & ~blocked[w] &
                        ~planes.predecessors(side, q, &notWon[at(~side, 0)]);
            } else {
                found = undecided[w] &
                        (planes.predecessors(side, q, &newLosses[at(~side, 0)]) | seeds[w]);
                seeds[w] = 0;
            }
            if (!found) continue;
            if (losses)
                newLosses[w] = found;
            else
                notWon[w] &= ~found;
            decide(w, found, v);
        }
        if (!losses)
            for (const std::uint32_t w : changedBefore) newLosses[w] = 0;
        changedBefore.swap(changedNow);
    }
    // What was never decided is a draw.
    for (std::uint32_t q = 0; q < count; ++q) {
        for (const Color side : {White, Black}) {
            Bitboard kings = undecided[at(side, q)];
            while (kings) values[planes.index(side, popLsb(kings), q)] = score::Draw;
        }
    }
    return Result::Solved;
}

} // namespace rampart
