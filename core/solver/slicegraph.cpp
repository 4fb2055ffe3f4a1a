#include "solver/slicegraph.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <tuple>

#include <queue>

#include "tables/tableindex.h"

#include "solver/slicevalues.h"

namespace rampart {

namespace {

// Work space of the slice being solved, per entry: its values (the best
// exit until decided), its share of the lists of exits by level (4 bytes an
// exit that decides), the backward pass's words (a bit a set) and lists of
// planes: under 8 bytes; the 12 of the counters this pass replaced are kept
// (the plans made with them stay as they were).
constexpr std::uint64_t WorkBytesPerPosition = 12;
// A solved slice's values, per entry and run (slicevalues.h: one byte
// whenever the run's mates fit, which the estimate counts on; a run that
// does not fit takes two, checked as the slices are solved).
constexpr std::uint64_t ValueBytesPerPosition = 1;

// Whether a pawn taking a piece leads into a slice (the pawn on the piece's
// square) or is valued by the assumption (queen bounds: the slice would
// belong to the lower bound of the side losing its queen, where such a
// capture may count as lost for it).
enum class PawnTakesPiece { Slice, Assumed };

// Child slices one pawn move, capture or promotion away (every one a real
// move could reach, and a few more: the slices are over-approximated, never
// missed). outOfScope gets the position after a promotion to a second piece
// (without that piece) and the piece; assumed() gets the slices of moves
// the assumption values (pawnTakesPiece; a promotion on the capture is
// left as a pawn on the last rank: only the material counts there).
template <class Child, class OutOfScope, class Assumed>
void forEachSuccessor(const SliceKey &key, PawnTakesPiece pawnTakesPiece, Child &&child,
                      OutOfScope &&outOfScope, Assumed &&assumed) {
    const Bitboard allPawns = key.pawns[White] | key.pawns[Black];
    for (const Color us : {White, Black}) {
        const Color them = ~us;
        const int up = us == White ? 8 : -8;
        const auto pawnTo = [&](SliceKey next, Square from, Square to) {
            next.pawns[us] &= ~squareBB(from);
            if (relativeRank(us, to) != 7) {
                next.pawns[us] |= squareBB(to);
                child(next);
                return;
            }
            for (const PieceType t : {Queen, Rook, Bishop, Knight}) {
                if (key.hasPiece(us)) {
                    outOfScope(next, us, t);
                    continue;
                }
                SliceKey promoted = next;
                promoted.piece[us] = t;
                child(promoted);
            }
        };
        Bitboard pawns = key.pawns[us];
        while (pawns) {
            const Square from = popLsb(pawns);
            const Square push = Square(from + up);
            if (!(allPawns & squareBB(push))) {
                pawnTo(key, from, push);
                const Square dbl = Square(push + up);
                if (relativeRank(us, from) == 1 && !(allPawns & squareBB(dbl)))
                    pawnTo(key, from, dbl);
            }
            Bitboard targets = pawnAttacks(us, from) & key.pawns[them];
            while (targets) {
                const Square to = popLsb(targets);
                SliceKey next = key;
                next.pawns[them] &= ~squareBB(to);
                pawnTo(next, from, to);
            }
            if (key.hasPiece(them)) {
                Bitboard free = pawnAttacks(us, from) & ~allPawns;
                while (free) {
                    SliceKey next = key;
                    next.piece[them] = NoPieceType;
                    if (pawnTakesPiece == PawnTakesPiece::Slice) {
                        pawnTo(next, from, popLsb(free));
                        continue;
                    }
                    // The material is all the assumption needs to know.
                    next.pawns[us] &= ~squareBB(from);
                    next.pawns[us] |= squareBB(popLsb(free));
                    assumed(next);
                }
            }
            // En passant: our pawn on its 5th rank next to an enemy pawn that
            // may just have come from its 2nd rank.
            if (relativeRank(us, from) == 4) {
                Bitboard victims = (east(squareBB(from)) | west(squareBB(from))) & key.pawns[them];
                while (victims) {
                    const Square v = popLsb(victims);
                    const Square passed = Square(v + up), start = Square(v + 2 * up);
                    if (allPawns & (squareBB(passed) | squareBB(start))) continue;
                    SliceKey next = key;
                    next.pawns[them] &= ~squareBB(v);
                    pawnTo(next, from, passed);
                }
            }
        }
        // Kings and pieces take pawns and pieces.
        Bitboard victims = key.pawns[them];
        while (victims) {
            SliceKey next = key;
            next.pawns[them] &= ~squareBB(popLsb(victims));
            child(next);
        }
        if (key.hasPiece(them)) {
            SliceKey next = key;
            next.piece[them] = NoPieceType;
            child(next);
        }
    }
}

} // namespace

std::uint64_t SliceGraph::valueBytes(const SliceKey &key) const {
    const Node &n = m_nodes.at(key);
    return SliceValues::heldEntries(key) * ValueBytesPerPosition *
           (n.mayAssume && n.runs == 3 ? 2 : 1);
}

void SliceGraph::link(std::vector<std::vector<std::size_t>> &children,
                      std::vector<std::vector<std::size_t>> &parents) const {
    std::unordered_map<SliceKey, std::size_t, SliceKeyHash> index;
    for (std::size_t i = 0; i < m_order.size(); ++i) index.emplace(m_order[i], i);
    children.assign(m_order.size(), {});
    parents.assign(m_order.size(), {});
    for (std::size_t i = 0; i < m_order.size(); ++i) {
        for (const auto &child : m_nodes.at(m_order[i]).children) {
            const auto it = index.find(child.first);
            if (it == index.end()) continue;
            children[i].push_back(it->second);
            parents[it->second].push_back(i);
        }
    }
}

bool SliceGraph::build(const SliceKey &root, const SliceRules &rules, std::uint64_t limitBytes,
                       const std::atomic<bool> *cancel) {
    // First every slice with the runs it is needed in (a slice reached in one
    // run only is solved in that run only), then the order: depth-first
    // post-order, so a slice comes after every slice it leads into (pawns
    // never go back, the slice graph has no cycles).
    std::vector<SliceKey> work{root};
    m_nodes[root].runs = rules.runsSolvedIn(root);
    // The values of every slice met so far (one run each): the graph of an
    // eleven-man ending runs to millions of slices, so counting stops once
    // they alone pass the limit instead of filling the memory it guards.
    std::uint64_t valueBytes = SliceValues::heldEntries(root) * ValueBytesPerPosition;
    std::size_t expanded = 0;
    while (!work.empty()) {
        if (valueBytes > limitBytes ||
            (++expanded % 1024 == 0 && cancel && cancel->load(std::memory_order_relaxed))) {
            m_stoppedEarly = true;
            return false;
        }
        const SliceKey key = work.back();
        work.pop_back();
        if (!m_nodes[key].expanded) {
            std::vector<std::pair<SliceKey, int>> children;
            bool exitAssumes = false;
            std::set<std::pair<std::pair<Bitboard, Bitboard>, std::pair<int, int>>> seen;
            forEachSuccessor(
                key, rules.queenBounds() ? PawnTakesPiece::Assumed : PawnTakesPiece::Slice,
                [&](const SliceKey &next) {
                    if (!seen.insert({{next.pawns[White], next.pawns[Black]},
                                      {next.piece[White], next.piece[Black]}})
                             .second)
                        return;
                    if (rules.answeredByTables(next)) {
                        if (next.menCount() > 2) m_tables.insert(next.material().canonical());
                        return;
                    }
                    const int runs = rules.runsSolvedIn(next);
                    if (runs == 0)
                        exitAssumes = true;
                    else
                        children.emplace_back(next, runs);
                },
                [&](const SliceKey &rest, Color promoter, PieceType promoted) {
                    if (rest.menCount() + 1 <= Material::MaxMen) {
                        Material m = rest.material();
                        m.add(promoter, promoted);
                        m_tables.insert(m.canonical());
                        return;
                    }
                    exitAssumes = true;
                },
                [&](const SliceKey &next) {
                    if (!rules.answeredByTables(next))
                        exitAssumes = true;
                    else if (next.menCount() > 2)
                        m_tables.insert(next.material().canonical());
                });
            Node &node = m_nodes[key];
            node.children = std::move(children);
            node.exitAssumes = exitAssumes;
            node.expanded = true;
        }
        const Node &node = m_nodes[key];
        const int runs = node.runs;
        for (const auto &[child, childRuns] : node.children) {
            const auto [it, added] = m_nodes.try_emplace(child);
            if (added) valueBytes += SliceValues::heldEntries(child) * ValueBytesPerPosition;
            Node &c = it->second;
            const int wanted = c.runs | (runs & childRuns);
            if (wanted == c.runs) continue;
            c.runs = wanted;
            work.push_back(child);
        }
    }
    place(root);
    return true;
}

void SliceGraph::place(const SliceKey &key) {
    Node &node = m_nodes.at(key);
    node.placed = true;
    bool mayAssume = node.exitAssumes;
    for (const auto &[child, childRuns] : node.children) {
        if ((node.runs & ~childRuns) != 0) mayAssume = true; // valued by the assumption
        if ((node.runs & childRuns) == 0) continue;
        const Node &c = m_nodes.at(child);
        if (!c.placed) place(child);
        mayAssume = mayAssume || c.mayAssume;
    }
    m_nodes.at(key).mayAssume = mayAssume;
    m_order.push_back(key);
}

SolverEstimate SliceGraph::plan(int threads, std::uint64_t limitBytes, bool mayKeepOnDisk) {
    SolverEstimate e = figures(threads);
    if (m_stoppedEarly || e.memoryBytes <= limitBytes || !mayKeepOnDisk) return e;
    std::uint64_t largest = 0;
    for (const SliceKey &k : m_order) largest = std::max(largest, valueBytes(k));
    // Another thread may solve a slice the plan puts later: room for the largest.
    e.memoryBytes = orderForDroppedSlices() + largest * std::uint64_t(threads - 1) + e.workBytes;
    e.slicesOnDisk = true;
    return e;
}

std::uint64_t SliceGraph::orderForDroppedSlices() {
    // A slice is dropped once every slice leading into it is solved, so what
    // is held at once depends on the order. Greedy: of the slices ready (all
    // they lead into solved), solve next the one that frees the most (the
    // slices it is the last reader of) for the least it adds. Many slices
    // tie (a pawn structure's piece slices are alike), and the peak depends
    // on how ties are broken by a factor of two and more, so a few ways are
    // tried and the lowest peak kept (the six-man lines of the published
    // set: a sixth of the set instead of the depth-first order's two
    // thirds).
    const std::size_t n = m_order.size();
    std::vector<std::vector<std::size_t>> children, parents;
    link(children, parents);
    std::vector<std::uint64_t> bytes(n);
    for (std::size_t i = 0; i < n; ++i) bytes[i] = valueBytes(m_order[i]);
    // tie(i, stamp): the larger goes first among equal gains; stamp counts
    // the slices that became ready before i.
    const auto greedy = [&](const std::function<std::int64_t(std::size_t, std::int64_t)> &tie,
                            std::vector<std::size_t> &order) {
        std::vector<std::size_t> childrenLeft(n), readersLeft(n);
        std::vector<std::int64_t> stamp(n, 0);
        std::int64_t readyCount = 0;
        for (std::size_t i = 0; i < n; ++i) {
            childrenLeft[i] = children[i].size();
            readersLeft[i] = parents[i].size();
        }
        const auto gain = [&](std::size_t i) {
            std::int64_t g = -std::int64_t(bytes[i]);
            for (const std::size_t c : children[i])
                if (readersLeft[c] == 1) g += std::int64_t(bytes[c]);
            return g;
        };
        // Largest gain first. A slice's gain only grows; an entry whose gain
        // is no longer the slice's is stale (a fresh one was pushed when it
        // changed).
        std::priority_queue<std::tuple<std::int64_t, std::int64_t, std::size_t>> ready;
        const auto push = [&](std::size_t i) { ready.emplace(gain(i), tie(i, stamp[i]), i); };
        const auto becomesReady = [&](std::size_t i) {
            stamp[i] = readyCount++;
            push(i);
        };
        for (std::size_t i = 0; i < n; ++i)
            if (childrenLeft[i] == 0) becomesReady(i);
        std::vector<bool> done(n, false);
        order.clear();
        std::uint64_t held = 0, peak = 0;
        while (!ready.empty()) {
            const auto [g, t, i] = ready.top();
            ready.pop();
            if (done[i] || g != gain(i)) continue;
            done[i] = true;
            order.push_back(i);
            held += bytes[i];
            peak = std::max(peak, held);
            for (const std::size_t c : children[i]) {
                if (--readersLeft[c] == 0) {
                    held -= bytes[c];
                } else if (readersLeft[c] == 1) {
                    for (const std::size_t p : parents[c])
                        if (!done[p] && childrenLeft[p] == 0) push(p);
                }
            }
            for (const std::size_t p : parents[i])
                if (--childrenLeft[p] == 0) becomesReady(p);
        }
        return peak;
    };
    std::vector<std::size_t> best, tried;
    std::uint64_t bestPeak = std::numeric_limits<std::uint64_t>::max();
    const auto keep = [&](std::uint64_t peak) {
        if (peak < bestPeak) bestPeak = peak, best.swap(tried);
    };
    // First ready first, last ready first, the depth-first order and its reverse.
    keep(greedy([](std::size_t, std::int64_t t) { return -t; }, tried));
    keep(greedy([](std::size_t, std::int64_t t) { return t; }, tried));
    keep(greedy([](std::size_t i, std::int64_t) { return -std::int64_t(i); }, tried));
    keep(greedy([](std::size_t i, std::int64_t) { return std::int64_t(i); }, tried));
    for (std::uint64_t seed = 1; seed <= 4; ++seed)
        keep(greedy(
            [seed](std::size_t i, std::int64_t) {
                // A fixed pseudo-random order (splitmix64): the same plan every time.
                std::uint64_t z = (std::uint64_t(i) + seed * 0x9e3779b97f4a7c15ULL);
                z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
                z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
                return std::int64_t((z ^ (z >> 31)) >> 1);
            },
            tried));
    std::vector<SliceKey> order;
    order.reserve(n);
    for (const std::size_t i : best) order.push_back(m_order[i]);
    m_order = std::move(order);
    return bestPeak;
}

SolverEstimate SliceGraph::figures(int threads) const {
    SolverEstimate e;
    std::uint64_t largest = 0;
    // A count stopped early has no order: every slice met so far, one run each.
    const auto count = [&](const SliceKey &k, const Node &node) {
        ++e.slices;
        e.positions += k.positions();
        e.setBytes += valueBytes(k);
        e.slicesWithAssumptions += node.mayAssume;
        largest = std::max(largest, k.positions());
    };
    if (m_stoppedEarly) {
        e.stoppedEarly = true;
        for (const auto &[k, node] : m_nodes) count(k, node);
    } else {
        for (const SliceKey &k : m_order) count(k, m_nodes.at(k));
    }
    // Slices are solved side by side, one a thread.
    e.workBytes = largest * WorkBytesPerPosition * std::uint64_t(threads);
    e.memoryBytes = e.setBytes + e.workBytes;
    e.tables.assign(m_tables.begin(), m_tables.end());
    for (const Material &m : e.tables)
        if (m.menCount() == 4) e.tableBytes += TableIndex(m).size();
    return e;
}

} // namespace rampart
