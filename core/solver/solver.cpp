#include "solver/solver.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <limits>
#include <mutex>
#include <set>
#include <thread>
#include <tuple>
#include <unistd.h>

#include <queue>

#include "chess/legality.h"
#include "chess/position.h"

#include "tables/tablebuilder.h"
#include "tables/tableregistry.h"

#include "solver/dtmsettler.h"
#include "solver/sliceretro.h"

namespace rampart {

namespace {

using score::Score;

// Work space of the slice being solved, per entry: its values (the best
// exit until decided), internal-move counter, decided bit (rounded up) and
// its share of the level buckets.
constexpr std::uint64_t WorkBytesPerPosition = 2 + 1 + 1 + 8;
// A solved slice's values, per entry and run (slicevalues.h: one byte
// whenever the run's mates fit, which the estimate counts on; a run that
// does not fit takes two, checked as the slices are solved).
constexpr std::uint64_t ValueBytesPerPosition = 1;

Material materialOf(const SliceKey &key) {
    Material m;
    for (const Color c : {White, Black}) {
        for (int i = 0; i < popCount(key.pawns[c]); ++i) m.add(c, Pawn);
        if (key.hasPiece(c)) m.add(c, key.piece[c]);
    }
    return m;
}

void toSlice(const Position &pos, SliceKey &key, SliceState &state) {
    for (const Color c : {White, Black}) {
        key.pawns[c] = pos.pieces(c, Pawn);
        const Bitboard others = pos.pieces(c) & ~pos.pieces(c, Pawn) & ~pos.pieces(c, King);
        key.piece[c] = others ? typeOf(pos.pieceOn(lsb(others))) : NoPieceType;
        state.piece[c] = others ? lsb(others) : NoSquare;
        state.king[c] = pos.kingSquare(c);
    }
    state.sideToMove = pos.sideToMove();
}

// The side favoured in a run: run 0 values out-of-scope exits for White.
Color favouredIn(int run) {
    return run == 0 ? White : Black;
}

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

std::string megabytes(std::uint64_t bytes) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f MB", double(bytes) / double(1 << 20));
    return text;
}

} // namespace

struct Solver::Graph {
    struct Node {
        int runs = 0;             // bit r: solved in run r
        bool expanded = false;    // children known
        bool exitAssumes = false; // a move out of it is valued by the assumption in every run
        bool placed = false;      // in order
        bool mayAssume = false;
        std::vector<std::pair<SliceKey, int>> children; // slice, runsSolvedIn(slice)
    };
    std::unordered_map<SliceKey, Node, SliceKeyHash> nodes;
    std::vector<SliceKey> order;
    std::set<Material> tables;
    bool stoppedEarly = false; // enumerate() stopped: nodes partial, no order

    // The values a solved slice keeps (one byte a position and run, packed).
    std::uint64_t valueBytes(const SliceKey &key) const {
        const Node &node = nodes.at(key);
        return SliceValues::heldEntries(key) * ValueBytesPerPosition *
               (node.mayAssume && node.runs == 3 ? 2 : 1);
    }
    // Over order: the slices each one leads into, and those leading into it.
    void link(std::vector<std::vector<std::size_t>> &children,
              std::vector<std::vector<std::size_t>> &parents) const {
        std::unordered_map<SliceKey, std::size_t, SliceKeyHash> index;
        for (std::size_t i = 0; i < order.size(); ++i) index.emplace(order[i], i);
        children.assign(order.size(), {});
        parents.assign(order.size(), {});
        for (std::size_t i = 0; i < order.size(); ++i) {
            for (const auto &child : nodes.at(order[i]).children) {
                const auto it = index.find(child.first);
                if (it == index.end()) continue;
                children[i].push_back(it->second);
                parents[it->second].push_back(i);
            }
        }
    }
};

namespace {
// Slices on disk: the graph is counted this far past the memory limit, since
// only the slices held at once need to fit (the sets of the six-man lines
// of the published set hold 2.5 times this machine's limit in all, a sixth
// of that at once).
constexpr std::uint64_t DroppedSlicesCountFactor = 4;
// The positions of a solved slice whose value rests on an assumption.
std::uint64_t positionsOnAssumption(const SolvedSlice &slice) {
    // With one run kept, the other run is the assumption itself.
    if (slice.onlyRun >= 0) return slice.runs[0].countValued();
    if (slice.runs.size() == 2) return SliceValues::countDifferent(slice.runs[0], slice.runs[1]);
    return 0;
}
std::uint64_t bytesHeld(const SolvedSlice &slice) {
    std::uint64_t n = 0;
    for (const SliceValues &run : slice.runs) n += run.bytesUsed();
    return n;
}
} // namespace

Solver::Solver(TableRegistry &registry, Options options)
    : m_registry(registry)
    , m_options(std::move(options))
    // Until solve() decides, both sides (estimate() gives the larger figure).
    , m_queenSides(m_options.queenSides ? m_options.queenSides : 3) {
    solvedSetChanged();
    m_threads = m_options.threads > 0 ? m_options.threads
                                      : int(std::max(1u, std::thread::hardware_concurrency()));
}

Solver::~Solver() = default;

std::uint64_t Solver::defaultMemoryLimit() {
    const long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || size <= 0) return std::uint64_t(4) << 30;
    return std::uint64_t(pages) * std::uint64_t(size) / 2;
}

std::string Solver::outOfScopeReason(const Position &pos) {
    if (pos.castlingRights() != NoCastling)
        return "castling rights are not supported (remove them: the solver covers kings, pawns "
               "and at most one other man a side)";
    for (const Color c : {White, Black}) {
        const Bitboard others = pos.pieces(c) & ~pos.pieces(c, Pawn) & ~pos.pieces(c, King);
        if (moreThanOne(others))
            return std::string(c == White ? "White" : "Black") +
                   " has more than one man besides king and pawns (the solver covers at most one "
                   "queen, rook, bishop or knight a side)";
    }
    return {};
}

bool Solver::answeredByTables(const SliceKey &key) const {
    return key.menCount() <= Material::MaxMen && !(materialOf(key) == m_rootMaterial);
}

int Solver::runsSolvedIn(const SliceKey &key) const {
    if (!m_options.queenBounds) return key.pieceCount() <= m_options.slicePieces ? 3 : 0;
    if (key.pieceCount() == 0) return 3;
    // A side's queen slices belong to its own lower bound: White's to run 1
    // (Black favoured), Black's to run 0.
    if (key.pieceCount() == 1) {
        if (key.piece[White] == Queen && (m_queenSides & 1)) return 2;
        if (key.piece[Black] == Queen && (m_queenSides & 2)) return 1;
    }
    return 0;
}

int Solver::scopeCode() const {
    // 0 to 2: pieces a slice may hold; 4 + sides: queen bounds. Queen bounds
    // without queen slices are pawn slices only: the pawn-slice solve that
    // decided so left them in the cache.
    if (m_options.queenBounds) return m_queenSides ? 4 + m_queenSides : 0;
    return m_options.slicePieces;
}

int Solver::sidesWorthProving(const Position &pos,
                              const std::function<void(const SolverProgress &)> &progress,
                              const std::atomic<bool> *cancel, SolveReport &report) {
    const Bitboard pieces = pos.pieces() & ~pos.pieces(Pawn) & ~pos.pieces(King);
    if (pieces) {
        // A queen on the board: its side's run is the only one that can hold it.
        const Square s = lsb(pieces);
        if (moreThanOne(pieces) || typeOf(pos.pieceOn(s)) != Queen) return 0;
        return colorOf(pos.pieceOn(s)) == White ? 1 : 2;
    }
    Options o = m_options;
    o.queenBounds = false;
    o.slicePieces = 0;
    o.dtmSearchNodes = 0; // only its win/draw/loss counts here
    auto pawns = std::make_unique<Solver>(m_registry, o);
    // Its progress is shown as such: seconds to tens of seconds before the
    // first queen-bounds slice.
    const SolveReport r = pawns->solve(
        pos,
        [&](const SolverProgress &s) {
            if (!progress) return;
            SolverProgress p = s;
            p.choosingSides = true;
            progress(p);
        },
        cancel);
    if (r.status != SolveReport::Status::Solved) {
        report.status = r.status;
        report.reason = r.reason;
        return -1;
    }
    for (const std::string &p : r.problems) report.problems.push_back(p);
    // Kept for its run values (pawnScopeRun()) while they are small beside
    // the limit.
    if (!pawns->m_slicesDropped && pawns->m_setBytes <= memoryLimit() / 16)
        m_pawnScope = std::move(pawns);
    // Win/draw/loss for White of each run.
    const auto forWhite = [&](Score v) {
        const int wdl = v > 0 ? 1 : v < 0 ? -1 : 0;
        return pos.sideToMove() == White ? wdl : -wdl;
    };
    const int best = forWhite(r.value.whiteRun), worst = forWhite(r.value.blackRun);
    return (best > 0 && worst <= 0 ? 1 : 0) | (worst < 0 && best >= 0 ? 2 : 0);
}

bool Solver::pawnScopeRun(const SliceKey &key, int run, std::vector<Score> &values) const {
    // Queen bounds with one side's queen slices (queenSides 1 or 2): the
    // other side's lower bound, run queenSides - 1, has the pawn slices
    // alone, and every promotion there counts as a win for the run's
    // favoured side (the promoter's queen slices are not in that run, or
    // the promoter is the side whose promotions count as lost). The
    // pawn-slice solve's run of the same number values every promotion so
    // too, and captures and promotions into four men go to the same tables
    // in both: over a pawn slice the two are the same retrograde analysis,
    // with the same values.
    if (!m_pawnScope || key.pieceCount() != 0 || (m_queenSides != 1 && m_queenSides != 2))
        return false;
    const int same = m_queenSides - 1;
    if (run >= 0 && run != same) return false;
    const auto it = m_pawnScope->m_solved.find(key);
    if (it == m_pawnScope->m_solved.end() || it->second.dropped.load()) return false;
    const SolvedSlice &slice = it->second.slice;
    if (slice.runs.empty() || !slice.hasRun(same)) return false;
    const SliceValues &from = slice.run(same);
    values.resize(std::size_t(key.positions()));
    for (std::size_t i = 0; i < values.size(); ++i) values[i] = from[i];
    return true;
}

bool Solver::enumerate(const SliceKey &root, Graph &graph, std::uint64_t limitBytes,
                       const std::atomic<bool> *cancel) const {
    // First every slice with the runs it is needed in (a slice reached in one
    // run only is solved in that run only), then the order: depth-first
    // post-order, so a slice comes after every slice it leads into (pawns
    // never go back, the slice graph has no cycles).
    std::vector<SliceKey> work{root};
    graph.nodes[root].runs = runsSolvedIn(root);
    // The values of every slice met so far (one run each): the graph of an
    // eleven-man ending runs to millions of slices, so counting stops once
    // they alone pass the limit instead of filling the memory it guards.
    std::uint64_t valueBytes = SliceValues::heldEntries(root) * ValueBytesPerPosition;
    std::size_t expanded = 0;
    while (!work.empty()) {
        if (valueBytes > limitBytes ||
            (++expanded % 1024 == 0 && cancel && cancel->load(std::memory_order_relaxed))) {
            graph.stoppedEarly = true;
            return false;
        }
        const SliceKey key = work.back();
        work.pop_back();
        if (!graph.nodes[key].expanded) {
            std::vector<std::pair<SliceKey, int>> children;
            bool exitAssumes = false;
            std::set<std::pair<std::pair<Bitboard, Bitboard>, std::pair<int, int>>> seen;
            forEachSuccessor(
                key, m_options.queenBounds ? PawnTakesPiece::Assumed : PawnTakesPiece::Slice,
                [&](const SliceKey &next) {
                    if (!seen.insert({{next.pawns[White], next.pawns[Black]},
                                      {next.piece[White], next.piece[Black]}})
                             .second)
                        return;
                    if (answeredByTables(next)) {
                        if (next.menCount() > 2) graph.tables.insert(materialOf(next).canonical());
                        return;
                    }
                    const int runs = runsSolvedIn(next);
                    if (runs == 0)
                        exitAssumes = true;
                    else
                        children.emplace_back(next, runs);
                },
                [&](const SliceKey &rest, Color promoter, PieceType promoted) {
                    if (rest.menCount() + 1 <= Material::MaxMen) {
                        Material m = materialOf(rest);
                        m.add(promoter, promoted);
                        graph.tables.insert(m.canonical());
                        return;
                    }
                    exitAssumes = true;
                },
                [&](const SliceKey &next) {
                    if (!answeredByTables(next))
                        exitAssumes = true;
                    else if (next.menCount() > 2)
                        graph.tables.insert(materialOf(next).canonical());
                });
            Graph::Node &node = graph.nodes[key];
            node.children = std::move(children);
            node.exitAssumes = exitAssumes;
            node.expanded = true;
        }
        const Graph::Node &node = graph.nodes[key];
        const int runs = node.runs;
        for (const auto &[child, childRuns] : node.children) {
            const auto [it, added] = graph.nodes.try_emplace(child);
            if (added) valueBytes += SliceValues::heldEntries(child) * ValueBytesPerPosition;
            Graph::Node &c = it->second;
            const int wanted = c.runs | (runs & childRuns);
            if (wanted == c.runs) continue;
            c.runs = wanted;
            work.push_back(child);
        }
    }
    const std::function<void(const SliceKey &)> place = [&](const SliceKey &key) {
        Graph::Node &node = graph.nodes.at(key);
        node.placed = true;
        bool mayAssume = node.exitAssumes;
        for (const auto &[child, childRuns] : node.children) {
            if ((node.runs & ~childRuns) != 0) mayAssume = true; // valued by the assumption
            if ((node.runs & childRuns) == 0) continue;
            const Graph::Node &c = graph.nodes.at(child);
            if (!c.placed) place(child);
            mayAssume = mayAssume || c.mayAssume;
        }
        graph.nodes.at(key).mayAssume = mayAssume;
        graph.order.push_back(key);
    };
    place(root);
    return true;
}

SolverEstimate Solver::estimate(const Position &pos, const std::atomic<bool> *cancel) const {
    SliceKey key;
    SliceState state;
    toSlice(pos, key, state);
    // enumerate() reads m_rootMaterial; estimate() must not disturb a solved set.
    Solver probe(m_registry, m_options);
    probe.m_rootMaterial = materialOf(key);
    Graph graph;
    const bool counted = probe.enumerate(key, graph, countLimit(), cancel);
    return probe.plan(graph, counted);
}

bool Solver::mayDropSlices() const {
    return m_options.slicesOnDisk && (m_options.sliceDirectory || m_options.cacheDirectory);
}

std::uint64_t Solver::countLimit() const {
    return mayDropSlices() ? memoryLimit() * DroppedSlicesCountFactor : memoryLimit();
}

SolverEstimate Solver::plan(Graph &graph, bool counted) const {
    SolverEstimate e = figures(graph, m_threads);
    if (!counted || e.memoryBytes <= memoryLimit() || !mayDropSlices()) return e;
    std::uint64_t largest = 0;
    for (const SliceKey &k : graph.order) largest = std::max(largest, graph.valueBytes(k));
    // Another thread may solve a slice the plan puts later: room for the largest.
    e.memoryBytes =
        orderForDroppedSlices(graph) + largest * std::uint64_t(m_threads - 1) + e.workBytes;
    e.slicesOnDisk = true;
    return e;
}

std::uint64_t Solver::orderForDroppedSlices(Graph &graph) {
    // A slice is dropped once every slice leading into it is solved, so what
    // is held at once depends on the order. Greedy: of the slices ready (all
    // they lead into solved), solve next the one that frees the most (the
    // slices it is the last reader of) for the least it adds. Many slices
    // tie (a pawn structure's piece slices are alike), and the peak depends
    // on how ties are broken by a factor of two and more, so a few ways are
    // tried and the lowest peak kept (the six-man lines of the published
    // set: a sixth of the set instead of the depth-first order's two
    // thirds).
    const std::size_t n = graph.order.size();
    std::vector<std::vector<std::size_t>> children, parents;
    graph.link(children, parents);
    std::vector<std::uint64_t> bytes(n);
    for (std::size_t i = 0; i < n; ++i) bytes[i] = graph.valueBytes(graph.order[i]);
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
    for (const std::size_t i : best) order.push_back(graph.order[i]);
    graph.order = std::move(order);
    return bestPeak;
}

SolverEstimate Solver::figures(const Graph &graph, int threads) {
    SolverEstimate e;
    std::uint64_t largest = 0;
    // A count stopped early has no order: every slice met so far, one run each.
    const auto count = [&](const SliceKey &k, const Graph::Node &node) {
        ++e.slices;
        e.positions += k.positions();
        e.setBytes += graph.valueBytes(k);
        e.slicesWithAssumptions += node.mayAssume;
        largest = std::max(largest, k.positions());
    };
    if (graph.stoppedEarly) {
        e.stoppedEarly = true;
        for (const auto &[k, node] : graph.nodes) count(k, node);
    } else {
        for (const SliceKey &k : graph.order) count(k, graph.nodes.at(k));
    }
    // Slices are solved side by side, one a thread.
    e.workBytes = largest * WorkBytesPerPosition * std::uint64_t(threads);
    e.memoryBytes = e.setBytes + e.workBytes;
    e.tables.assign(graph.tables.begin(), graph.tables.end());
    return e;
}

SolveReport Solver::solve(const Position &pos,
                          const std::function<void(const SolverProgress &)> &progress,
                          const std::atomic<bool> *cancel) {
    const auto started = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };
    SolveReport report;
    const auto finish = [&](SolveReport::Status status, std::string reason) {
        report.status = status;
        report.reason = std::move(reason);
        report.seconds = elapsed();
        if (status != SolveReport::Status::Solved) {
            // Nothing half-solved stays behind.
            forgetSolvedSet();
        }
        return report;
    };
    forgetSolvedSet();
    if (!checkLegality(pos).empty())
        return finish(SolveReport::Status::Illegal, "the position is not legal");
    if (const std::string why = outOfScopeReason(pos); !why.empty())
        return finish(SolveReport::Status::OutOfScope, why);
    if (pos.legalMoves().empty()) {
        // Mate or stalemate on the board: nothing to solve. The slices of
        // its pawn structure could be far more than fit (N. D. Elkies' 11-man
        // stalemate in published-endings.epd).
        const Score now = pos.inCheck() ? score::lossIn(0) : score::Draw;
        report.value = SolverValue::between(pos.sideToMove(), now, now);
        return finish(SolveReport::Status::Solved, {});
    }
    m_queenSides = m_options.queenSides;
    if (m_options.queenBounds && m_queenSides == 0) {
        m_queenSides = sidesWorthProving(pos, progress, cancel, report);
        if (m_queenSides < 0) return finish(report.status, report.reason);
    }
    SliceKey rootKey;
    SliceState rootState;
    toSlice(pos, rootKey, rootState);
    if (runsSolvedIn(rootKey) == 0)
        return finish(SolveReport::Status::OutOfScope,
                      m_options.queenBounds
                          ? std::string("queen bounds solve positions with at most one queen and "
                                        "no other piece")
                          : "the position has more pieces than slices may hold (" +
                                std::to_string(m_options.slicePieces) + ")");

    m_rootMaterial = materialOf(rootKey);
    solvedSetChanged(); // the root's material and the queen sides decide keyInfo()
    Graph graph;
    const std::uint64_t limit = memoryLimit();
    const bool counted = enumerate(rootKey, graph, countLimit(), cancel);
    if (!counted && cancel && cancel->load())
        return finish(SolveReport::Status::Cancelled, "cancelled");
    report.estimate = plan(graph, counted);
    if (report.estimate.memoryBytes > limit)
        return finish(
            SolveReport::Status::TooLarge,
            std::string(counted ? "the solve needs about " : "the solve needs more than ") +
                megabytes(report.estimate.memoryBytes) +
                (report.estimate.slicesOnDisk ? " with solved slices kept on disk" : "") +
                (counted ? " for " : " (counting stopped there) for at least ") +
                std::to_string(report.estimate.slices) + " slices and " +
                std::to_string(report.estimate.positions) +
                " positions, over the memory limit of " + megabytes(limit));

    if (!graph.tables.empty()) {
        TableBuilder::Options options;
        options.threads = m_threads;
        if (m_options.cacheDirectory) options.cache.emplace(*m_options.cacheDirectory);
        options.generateMissing = m_options.buildTables;
        TableBuilder builder(m_registry, options);
        const std::vector<Material> wanted(graph.tables.begin(), graph.tables.end());
        const TableBuildReport built = builder.build(wanted, {}, cancel);
        if (built.cancelled) return finish(SolveReport::Status::Cancelled, "cancelled");
        for (const std::string &p : built.problems) report.problems.push_back(p);
        for (const Material &m : wanted)
            if (!m_registry.contains(m))
                return finish(SolveReport::Status::TablesMissing,
                              "the table " + m.name() + " is not available");
    }

    std::optional<SliceCache> cache;
    if (m_options.sliceDirectory)
        cache.emplace(*m_options.sliceDirectory, SliceCache::Folder::AsGiven, scopeCode());
    else if (m_options.cacheDirectory)
        cache.emplace(*m_options.cacheDirectory, SliceCache::Folder::SlicesSubfolder, scopeCode());
    m_sliceCache = cache;
    const bool dropping = report.estimate.slicesOnDisk;
    SolverProgress p;
    p.slicesTotal = int(graph.order.size());
    p.positionsTotal = report.estimate.positions;
    std::atomic<std::uint64_t> solvedPositions{0};
    std::uint64_t loadedPositions = 0;
    // Progress from a copy of the figures (p and loadedPositions change
    // under the workers' mutex), every 100 ms and at the end.
    const auto reportProgress = [&](SolverProgress now) {
        now.seconds = elapsed();
        const std::uint64_t solved = solvedPositions.load();
        const std::uint64_t left =
            now.positionsTotal - std::min(now.positionsTotal, now.positionsDone);
        now.secondsLeft = solved ? now.seconds * double(left) / double(solved) : -1;
        if (progress) progress(now);
    };
    const auto snapshot = [&] {
        SolverProgress now = p;
        now.positionsDone = loadedPositions + solvedPositions.load();
        return now;
    };
    // Slices are solved side by side, one thread each: a slice is ready once
    // every slice it leads into is solved. A slice that is the only work left
    // gets every thread (its forward pass and large levels are shared). The
    // calling thread reports progress and waits; the solved set's entries
    // exist before any worker starts, so the map never changes under a
    // reader, and a slice is read only by slices solved after it.
    //
    // Slices on disk (report.estimate.slicesOnDisk): a slice is dropped from
    // memory once every slice leading into it is solved (the root's own
    // moves' slices are kept); the ready slice first in the planned order
    // goes next, and a second one starts only when what is held leaves room
    // for it under the limit.
    const std::size_t total = graph.order.size();
    std::vector<std::vector<std::size_t>> children, parents;
    graph.link(children, parents);
    std::vector<std::size_t> pending(total), readersLeft(total);
    for (std::size_t i = 0; i < total; ++i) {
        pending[i] = children[i].size();
        readersLeft[i] = parents[i].size();
    }
    std::vector<bool> inCache(total, false);
    for (const SliceKey &key : graph.order) m_solved.try_emplace(key);
    solvedSetChanged();
    const std::uint64_t workBytes = report.estimate.workBytes;
    std::uint64_t held = 0; // values of solved slices in memory, and those being solved

    std::mutex mutex;
    std::condition_variable changed;
    std::vector<std::size_t> ready;
    for (std::size_t i = 0; i < total; ++i)
        if (pending[i] == 0) ready.push_back(i);
    std::size_t finished = 0;
    int running = 0;
    std::string failure;
    std::atomic<bool> stop{false};
    const auto stopping = [&] {
        return stop.load(std::memory_order_relaxed) ||
               (cancel && cancel->load(std::memory_order_relaxed));
    };
    // The estimate counts one byte a value; a run whose mates do not fit
    // one byte keeps two (slicevalues.h). Called under the mutex for each
    // slice solved or loaded: false, with overLimit set, once what is kept
    // passes the limit (refused, as the estimate would have been).
    std::uint64_t beyondEstimate = 0;
    std::string overLimit;
    const auto keptWithinEstimate = [&](std::size_t index, const SolvedSlice &slice) {
        const SliceKey &key = graph.order[index];
        const std::uint64_t planned = graph.valueBytes(key), kept = bytesHeld(slice);
        beyondEstimate += kept - std::min(kept, planned);
        held += kept;
        held -= std::min(held, planned); // reserved when the slice was started
        report.positionsOnAssumption += positionsOnAssumption(slice);
        const std::uint64_t needed =
            dropping ? held + workBytes : report.estimate.memoryBytes + beyondEstimate;
        if (needed <= limit) return true;
        overLimit = "the solve needs more than " + megabytes(needed) +
                    ", over the memory limit of " + megabytes(limit) + ": " +
                    (kept > planned ? "the mates of slice " + key.name() +
                                          " are too long to keep in one byte a position"
                                    : std::string("solved slices whose files could not be "
                                                  "written stay in memory"));
        return false;
    };
    // Solves (or loads) one slice; false with failure set when it cannot.
    const auto solveSlice = [&](std::size_t index, int threads) {
        const SliceKey &key = graph.order[index];
        const Graph::Node &node = graph.nodes.at(key);
        SolvedSlice &slice = m_solved.at(key).slice;
        if (cache) {
            const SliceCache::LoadResult r = cache->load(key, slice);
            // A file solved for one run only does not serve a slice needed in both.
            if (r.status == SliceCache::LoadStatus::Loaded &&
                (node.runs != 3 || slice.onlyRun < 0)) {
                std::lock_guard lock(mutex);
                if (!keptWithinEstimate(index, slice)) return false;
                inCache[index] = true;
                ++report.slicesLoaded;
                ++p.slicesLoaded;
                loadedPositions += key.positions();
                return true;
            }
            if (r.status == SliceCache::LoadStatus::Bad) {
                std::lock_guard lock(mutex);
                report.problems.push_back(r.problem);
            }
        }
        // Both runs, one when nothing can rest on the assumption, or the one
        // run a queen-bounds slice is needed in.
        slice = SolvedSlice{};
        slice.onlyRun = node.runs == 3 ? -1 : node.runs == 1 ? 0 : 1;
        const int runs = node.runs == 3 && node.mayAssume ? 2 : 1;
        std::vector<std::vector<Score>> solved(static_cast<std::size_t>(runs));
        for (int i = 0; i < runs; ++i) {
            const int r = slice.onlyRun >= 0 ? slice.onlyRun : i;
            const bool bothRuns = runs == 1 && slice.onlyRun < 0;
            if (pawnScopeRun(key, bothRuns ? -1 : r, solved[std::size_t(i)])) {
                if (i == 0) solvedPositions += key.positions();
                continue;
            }
            const std::uint64_t tag = uniqueTag();
            const auto exit = [this, r, tag](const SliceChild &c) { return exitScore(r, c, tag); };
            const SliceRetro::Result result =
                SliceRetro::solve(key, exit, threads, &stop, solved[std::size_t(i)],
                                  i == 0 ? &solvedPositions : nullptr);
            if (result == SliceRetro::Result::Cancelled) return false;
            if (result == SliceRetro::Result::ExitUnknown) {
                std::lock_guard lock(mutex);
                failure = "internal error: a move from slice " + key.name() +
                          " leads to a position that was not solved";
                return false;
            }
        }
        // Saved from the runs as solved, then packed for memory.
        std::string error;
        const bool saved = !cache || cache->save(key, slice.onlyRun, solved, &error);
        for (std::vector<Score> &values : solved) slice.runs.emplace_back(key, std::move(values));
        std::lock_guard lock(mutex);
        if (!keptWithinEstimate(index, slice)) return false;
        inCache[index] = cache && saved;
        ++report.slicesSolved;
        if (!saved) report.problems.push_back(error);
        return true;
    };
    // The next ready slice a worker may start (under the mutex), or total.
    const auto nextReady = [&]() -> std::size_t {
        if (ready.empty()) return total;
        if (!dropping) return ready.size() - 1;
        const std::size_t at =
            std::size_t(std::min_element(ready.begin(), ready.end()) - ready.begin());
        const bool fits = held + graph.valueBytes(graph.order[ready[at]]) + workBytes <= limit;
        return running == 0 || fits ? at : total;
    };
    // After slice index is solved (under the mutex): the slices it leads
    // into that no unsolved slice reads any more are dropped from memory.
    const auto dropRead = [&](std::size_t index) {
        if (!dropping || graph.order[index] == rootKey) return;
        for (const std::size_t c : children[index]) {
            if (--readersLeft[c] != 0 || !inCache[c]) continue;
            const SetEntry &entry = m_solved.at(graph.order[c]);
            held -= std::min(held, bytesHeld(entry.slice));
            entry.slice.runs = {};
            entry.dropped.store(true, std::memory_order_release);
            m_slicesDropped = true;
        }
    };
    const auto worker = [&] {
        std::unique_lock lock(mutex);
        for (;;) {
            std::size_t at = total;
            changed.wait(lock,
                         [&] { return stop || finished == total || (at = nextReady()) != total; });
            if (stop || finished == total) return;
            const std::size_t index = ready[at];
            ready.erase(ready.begin() + std::ptrdiff_t(at));
            const int threads = ready.empty() && running == 0 ? m_threads : 1;
            held += graph.valueBytes(graph.order[index]);
            ++running;
            lock.unlock();
            const bool ok = solveSlice(index, threads);
            lock.lock();
            --running;
            if (!ok) {
                stop = true;
                changed.notify_all();
                return;
            }
            ++finished;
            ++p.slicesDone;
            dropRead(index);
            for (const std::size_t parent : parents[index])
                if (--pending[parent] == 0) ready.push_back(parent);
            changed.notify_all();
        }
    };
    {
        std::vector<std::thread> pool;
        for (int t = 0; t < m_threads; ++t) pool.emplace_back(worker);
        std::unique_lock lock(mutex);
        // Woken when a slice is done, else every 100 ms; nothing is reported
        // once Cancel is seen.
        for (;;) {
            changed.wait_for(lock, std::chrono::milliseconds(100));
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                stop = true;
                changed.notify_all();
            }
            if (stop || finished == total) break;
            // The figures are taken under the lock, the callback runs without it.
            const SolverProgress now = snapshot();
            lock.unlock();
            reportProgress(now);
            lock.lock();
        }
        lock.unlock();
        for (std::thread &t : pool) t.join();
    }
    if (stopping() || finished < total) {
        if (!overLimit.empty()) return finish(SolveReport::Status::TooLarge, overLimit);
        if (!failure.empty()) return finish(SolveReport::Status::Failed, failure);
        return finish(SolveReport::Status::Cancelled, "cancelled");
    }
    m_order = graph.order;
    m_pawnScope.reset();
    // The workers' memory of slices (keyInfo()) may name dropped ones.
    if (m_slicesDropped) solvedSetChanged();
    reportProgress(snapshot());
    report.value.sideToMove = pos.sideToMove();
    report.value.whiteRun = positionScore(0, rootKey, rootState, pos.enPassantSquare());
    report.value.blackRun = positionScore(1, rootKey, rootState, pos.enPassantSquare());
    m_setBytes = report.estimate.memoryBytes;
    m_setPositions = report.estimate.positions;
    // The DTM search (nothing when dtmSearchNodes is 0, Cancel is set, or no
    // DTM is open).
    const SolverProgress last = snapshot();
    report.dtmSearch = settleDtm(pos, m_options.dtmSearchNodes, cancel, [&](std::uint64_t nodes) {
        SolverProgress now = last;
        now.dtmSearchNodes = nodes;
        reportProgress(now);
    });
    if (report.dtmSearch.ran) report.value = *valueOfReached(pos);
    return finish(SolveReport::Status::Solved, {});
}

std::vector<std::pair<Position, SolverValue>>
Solver::dtmOpenMoves(const Position &pos, const std::vector<SolverMoveValue> &moveValues) const {
    // The moves whose value is proven but whose DTM is not.
    std::vector<std::pair<Position, SolverValue>> open;
    for (const SolverMoveValue &m : moveValues) {
        if (!m.value.isWdlProven() || m.value.isProven()) continue;
        Position child = pos;
        child.makeMove(m.move);
        if (const std::optional<SolverValue> v = valueOfReached(child))
            open.emplace_back(child, *v);
    }
    return open;
}

bool Solver::wantsDtmLine(const Position &pos, const SolverValue &value) const {
    // Where the runs agree, their own best moves are the DTM line.
    if (!value.isProven() || value.lower() == score::Draw) return false;
    const std::optional<SolverValue> runs = runsOfReached(pos);
    return runs && !runs->isProven() && m_settled.line(pos.key()).empty();
}

bool Solver::dtmOpen(const Position &pos) const {
    const std::optional<SolverValue> v = valueOfReached(pos);
    if (!v || !v->isWdlProven()) return false;
    return !v->isProven() || wantsDtmLine(pos, *v) || !dtmOpenMoves(pos, moves(pos)).empty();
}

namespace {
// One position of a DTM search (settleDtm(), settleDtms()) over a shared
// table: its positions counted in the tally and taken from the budget, what
// it settled kept, progress counted from the tally's positions so far.
struct CountedSettle {
    DtmSettler &settler;
    SettledDtms &settled;
    SolveReport::DtmSearchTally &tally;
    std::uint64_t &budget;
    const std::atomic<bool> *cancel;
    const std::function<void(std::uint64_t)> &progress;

    SolverValue operator()(const Position &pos, const SolverValue &value,
                           std::uint64_t share) const {
        const DtmSettleReport r =
            settler.settle(pos, value, share, cancel, [this](std::uint64_t n) { report(n); });
        count(r.nodes);
        settled.add({{pos.key(), r.value}});
        if (r.stoppedEarly) tally.stoppedEarly = true;
        return r.value;
    }
    // A search's positions so far (n), reported after those counted before.
    void report(std::uint64_t n) const {
        if (progress) progress(tally.nodes + n);
    }
    // A search's positions, in the tally and off the budget.
    void count(std::uint64_t n) const {
        tally.nodes += n;
        budget -= std::min(budget, n);
    }
};

// Settles the open ones of positions (isOpen), each with an equal share of
// the budget left, so that one hard position does not starve the others;
// then again, round after round, those a share did not settle with what
// the others left, each from the interval its last search narrowed it to
// and over the same table. Ends when none is open, the budget is spent,
// Cancel is set or a round searches nothing.
template <typename IsOpen>
void settleInRounds(const Solver &solver, const std::vector<const Position *> &positions,
                    const CountedSettle &settle, IsOpen &&isOpen) {
    for (;;) {
        std::vector<const Position *> open;
        for (const Position *p : positions)
            if (isOpen(*p)) open.push_back(p);
        const std::uint64_t before = settle.budget;
        for (std::size_t i = 0; i < open.size() && settle.budget > 0; ++i) {
            if (settle.cancel && settle.cancel->load()) return;
            if (!isOpen(*open[i])) continue; // an earlier search settled it on the way
            settle(*open[i], *solver.valueOfReached(*open[i]), settle.budget / (open.size() - i));
        }
        if (open.empty() || settle.budget == 0 || settle.budget == before) return;
    }
}
} // namespace

std::size_t Solver::dtmTableBytes() const {
    // Half the memory the limit leaves beside the solved values, at most
    // 4 bytes a position of the set (a small set searches little) and
    // 128 MB. A larger table keeps more but every probe misses the caches
    // and the address translation: Fine #70's search on two threads took
    // 20-22 s with 1 GB (14 M positions), 14 s with 128 MB (16 M), 16-18 s
    // with 256 MB, 15.6 s with 64 MB (19 M), 25 s with 32 MB (28 M).
    constexpr std::uint64_t MostTableBytes = 128ULL << 20;
    const std::uint64_t limit = memoryLimit();
    const std::uint64_t used = std::min(limit, m_setBytes);
    const std::uint64_t most = std::min<std::uint64_t>(MostTableBytes, 4 * m_setPositions);
    return std::size_t(std::clamp<std::uint64_t>((limit - used) / 2, 16 << 20,
                                                 std::max<std::uint64_t>(most, 16 << 20)));
}

SolveReport::DtmSearchTally
Solver::settleDtm(const Position &pos, std::uint64_t maxNodes, const std::atomic<bool> *cancel,
                  const std::function<void(std::uint64_t nodes)> &progress) const {
    SolveReport::DtmSearchTally d;
    const std::optional<SolverValue> start = valueOfReached(pos);
    if (maxNodes == 0 || !start || !start->isWdlProven() || (cancel && cancel->load())) return d;
    const std::vector<SolverMoveValue> startMoves = moves(pos);
    const std::vector<std::pair<Position, SolverValue>> openMoves = dtmOpenMoves(pos, startMoves);
    const bool startOpen = !start->isProven();
    if (!startOpen && openMoves.empty() && !wantsDtmLine(pos, *start)) return d;
    // The time counts the table's set-up: the search's wait as the user
    // sees it.
    const auto began = std::chrono::steady_clock::now();
    DtmSettler settler(*this, m_registry, dtmTableBytes(), m_threads);
    d.ran = true;
    std::uint64_t budget = maxNodes;
    const CountedSettle settle{settler, m_settled, d, budget, cancel, progress};

    // The position first, with the whole budget: its DTM is the verdict.
    const SolverValue root = startOpen ? settle(pos, *start, budget) : *start;
    // The searches below (matedWithin(), line()) count their positions as
    // settle() does its own: in the progress, the tally and the budget.
    const auto reported = [&](std::uint64_t n) { settle.report(n); };
    d.settled = root.isProven();
    const bool rootDecided = root.isProven() && root.lower() != score::Draw;
    // A move whose own runs leave even win/draw/loss open may be the one the
    // position's proof went through: after a win in n plies, a move after
    // which the loser is mated within n - 1 plies is worth exactly that (a
    // shorter mate would make the position's shorter).
    if (rootDecided && score::isWin(root.lower())) {
        const int n = score::plies(root.lower());
        for (const SolverMoveValue &m : startMoves) {
            if (m.value.isWdlProven() || budget == 0) continue;
            Position child = pos;
            child.makeMove(m.move);
            const bool mated = settler.matedWithin(child, n - 1, budget, cancel, reported);
            settle.count(settler.lastNodes());
            if (mated)
                m_settled.add(
                    {{child.key(), SolverValue::between(child.sideToMove(), score::lossIn(n - 1),
                                                        score::lossIn(n - 1))}});
        }
    }
    // The DTM line, then the other moves, each with a share of what is left.
    if (budget > 0 && wantsDtmLine(pos, root)) {
        const std::vector<Move> line = settler.line(pos, root.lower(), budget, cancel, reported);
        settle.count(settler.lastNodes());
        // Every position of the line has an exact value: the winner's move
        // keeps the mate one ply nearer, the loser's holds it off as long.
        // Playing along the line on the board shows exact values, and the
        // rest of the line from each of them.
        std::vector<std::pair<std::uint64_t, SolverValue>> exactValues;
        std::vector<std::pair<std::uint64_t, std::vector<Move>>> lines{{pos.key(), line}};
        Position p = pos;
        score::Score exact = root.lower();
        for (std::size_t i = 0; i < line.size(); ++i) {
            p.makeMove(line[i]);
            const int plies = score::plies(exact) - 1;
            exact = score::isWin(exact) ? score::lossIn(plies) : score::winIn(plies);
            exactValues.emplace_back(p.key(), SolverValue::between(p.sideToMove(), exact, exact));
            if (i + 1 < line.size())
                lines.emplace_back(p.key(),
                                   std::vector<Move>(line.begin() + long(i) + 1, line.end()));
        }
        m_settled.add(exactValues);
        m_settled.addLines(std::move(lines));
    }
    std::vector<const Position *> children;
    for (const auto &[child, value] : openMoves) children.push_back(&child);
    const auto isOpen = [this](const Position &p) { return !valueOfReached(p)->isProven(); };
    settleInRounds(*this, children, settle, isOpen);
    for (const Position *child : children)
        if (isOpen(*child)) d.movesOpen += 1;
    d.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    return d;
}

SolveReport::DtmSearchTally
Solver::settleDtms(const std::vector<Position> &positions, std::uint64_t maxNodes,
                   const std::atomic<bool> *cancel,
                   const std::function<void(std::uint64_t)> &progress) const {
    SolveReport::DtmSearchTally d;
    const auto isOpen = [this](const Position &p) {
        const std::optional<SolverValue> v = valueOfReached(p);
        return v && v->isWdlProven() && !v->isProven();
    };
    std::vector<const Position *> open;
    for (const Position &p : positions)
        if (isOpen(p)) open.push_back(&p);
    if (maxNodes == 0 || open.empty() || (cancel && cancel->load())) return d;
    const auto began = std::chrono::steady_clock::now();
    DtmSettler settler(*this, m_registry, dtmTableBytes(), m_threads);
    d.ran = true;
    std::uint64_t budget = maxNodes;
    const CountedSettle settle{settler, m_settled, d, budget, cancel, progress};
    settleInRounds(*this, open, settle, isOpen);
    for (const Position *p : open)
        if (isOpen(*p)) d.positionsOpen += 1;
    d.settled = d.positionsOpen == 0;
    d.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    return d;
}

void Solver::forgetSolvedSet() {
    m_pawnScope.reset();
    m_order.clear();
    m_solved.clear();
    m_sliceCache.reset();
    m_slicesDropped = false;
    m_settled.clear();
    m_setBytes = m_setPositions = 0;
    solvedSetChanged();
}

void Solver::solvedSetChanged() {
    // Unique over every solver, so a solver at a freed one's address never
    // reads its memory.
    m_generation = uniqueTag();
}

Solver::KeyInfo Solver::keyInfo(const SliceKey &key) const {
    struct Entry {
        std::uint64_t generation = 0;
        SliceKey key;
        KeyInfo info;
    };
    thread_local std::array<Entry, 64> memory;
    Entry &e = memory[SliceKeyHash{}(key)&63];
    if (e.generation == m_generation && e.key == key) return e.info;
    e.generation = m_generation;
    e.key = key;
    e.info = {answeredByTables(key), runsSolvedIn(key), solvedSlice(key)};
    return e.info;
}

const SolvedSlice *Solver::solvedSlice(const SliceKey &key) const {
    const auto it = m_solved.find(key);
    if (it == m_solved.end()) return nullptr;
    const SetEntry &entry = it->second;
    if (entry.dropped.load(std::memory_order_acquire) && !readBack(key, entry)) return nullptr;
    return &entry.slice;
}

bool Solver::readBack(const SliceKey &key, const SetEntry &entry) const {
    // Once for each dropped slice asked for; it then stays (readers keep
    // pointers to it until the next solve).
    std::lock_guard lock(m_readBackMutex);
    if (!entry.dropped.load(std::memory_order_relaxed)) return true;
    SolvedSlice slice;
    if (!m_sliceCache || m_sliceCache->load(key, slice).status != SliceCache::LoadStatus::Loaded)
        return false;
    entry.slice = std::move(slice);
    entry.dropped.store(false, std::memory_order_release);
    return true;
}

bool Solver::inMemory(const Position &pos) const {
    if (!m_slicesDropped) return true;
    SliceKey key;
    SliceState state;
    if (!sliceOf(pos, key, state)) return true;
    const auto it = m_solved.find(key);
    return it == m_solved.end() || !it->second.dropped.load(std::memory_order_acquire);
}

Score Solver::tableScore(const SliceKey &key, const SliceState &state, Square extraSquare,
                         PieceType extraType) const {
    MenSetup setup;
    setup.whiteKing = state.king[White];
    setup.blackKing = state.king[Black];
    setup.sideToMove = state.sideToMove;
    const auto add = [&](Color c, PieceType t, Square s) {
        if (setup.extraMen >= Material::MaxExtraMen) return false;
        setup.men[std::size_t(setup.extraMen)] = MaterialMan{c, t};
        setup.squares[std::size_t(setup.extraMen)] = s;
        ++setup.extraMen;
        return true;
    };
    for (const Color c : {White, Black}) {
        Bitboard pawns = key.pawns[c];
        while (pawns)
            if (!add(c, Pawn, popLsb(pawns))) return score::None;
        if (key.hasPiece(c) && !add(c, key.piece[c], state.piece[c])) return score::None;
    }
    if (extraSquare != NoSquare && !add(~state.sideToMove, extraType, extraSquare))
        return score::None;
    return score::fromTableByte(m_registry.rawValue(setup));
}

Score Solver::childScore(int run, const SliceChild &c) const {
    return childScore(run, c, keyInfo(c.key));
}

std::uint64_t Solver::uniqueTag() {
    // One count over every solver: a thread may work for several (the
    // pawn-slice solve, then queen bounds), and a solver may stand at a
    // freed one's address. Never 0, the tag of an empty memory entry.
    static std::atomic<std::uint64_t> tags{0};
    return ++tags;
}

Score Solver::exitScore(int run, const SliceChild &c, std::uint64_t sliceTag) const {
    struct Entry {
        std::uint64_t tag = 0;
        std::uint32_t code = 0;
        KeyInfo info;
    };
    thread_local std::array<Entry, 128> memory;
    const std::uint32_t code = (std::uint32_t(c.state.sideToMove) << 16) | c.move.raw();
    Entry &e = memory[(code * 0x9E3779B1u) >> 25];
    if (e.tag != sliceTag || e.code != code) {
        e.tag = sliceTag;
        e.code = code;
        e.info = keyInfo(c.key);
    }
    return childScore(run, c, e.info);
}

Score Solver::childScore(int run, const SliceChild &c, const KeyInfo &info) const {
    // Queen bounds: a pawn taking the proving side's queen counts as a win
    // for the taker (the proving side's queen slices are in its run only).
    const bool pawnTookPiece =
        c.tookPiece && (c.key.pawns[~c.state.sideToMove] & squareBB(c.move.to()));
    if (m_options.queenBounds && pawnTookPiece && !info.tables)
        return c.state.sideToMove == favouredIn(run) ? score::winIn(1) : score::lossIn(0);
    if (!c.outOfScope && ((info.runs >> run & 1) || info.tables))
        return positionScore(run, info, c.key, c.state, c.enPassant);
    if (c.outOfScope && c.key.menCount() + 1 <= Material::MaxMen)
        return tableScore(c.key, c.state, c.move.to(), c.move.promotion());
    // The assumption: the favoured side mates at once.
    return c.state.sideToMove == favouredIn(run) ? score::winIn(1) : score::lossIn(0);
}

Score Solver::positionScore(int run, const SliceKey &key, const SliceState &state,
                            Square enPassant) const {
    return positionScore(run, keyInfo(key), key, state, enPassant);
}

Score Solver::positionScore(int run, const KeyInfo &info, const SliceKey &key,
                            const SliceState &state, Square enPassant) const {
    Score v = score::None;
    if (info.tables) {
        v = tableScore(key, state, NoSquare, NoPieceType);
    } else if (const SolvedSlice *slice = info.slice) {
        v = slice->run(run)[std::size_t(state.index(key))];
        // A slice kept for the other run only: this run values it by the
        // assumption (the favoured side mates at once).
        if (!slice->hasRun(run) && v != score::None)
            v = state.sideToMove == favouredIn(run) ? score::winIn(1) : score::lossIn(0);
    }
    if (enPassant == NoSquare || v == score::None) return v;
    // The stored value covers every move but the en passant capture. When
    // the capture is the only legal move, the stored value is a stalemate's
    // draw (or a mate) that the position does not have: the capture alone
    // decides then (Bourzutschky's 8/8/8/8/1pP5/kP6/P7/K7 b - c3: Black,
    // stalemated but for 1...bxc3, loses).
    const Color us = state.sideToMove;
    bool otherMoves = false, captures = false;
    Score best = score::lossIn(0);
    slicemoves::forEachMove(key, state, enPassant, [&](const SliceChild &c) {
        if (c.move.to() == enPassant && (key.pawns[us] & squareBB(c.move.from()))) {
            captures = true;
            best = std::max(best, score::negate(childScore(run, c)));
        } else {
            otherMoves = true;
        }
    });
    if (!captures) return v;
    return otherMoves ? std::max(v, best) : best;
}

std::optional<SolverValue> Solver::value(const Position &pos) const {
    if (!checkLegality(pos).empty() || !outOfScopeReason(pos).empty()) return std::nullopt;
    return valueOfReached(pos);
}

std::optional<SolverValue> Solver::valueOfReached(const Position &pos) const {
    return narrowedBySettled(runsOfReached(pos), pos.key());
}

std::optional<SolverValue> Solver::narrowedBySettled(std::optional<SolverValue> v,
                                                     std::uint64_t positionKey) const {
    if (v && !m_settled.empty())
        if (const std::optional<SolverValue> settled = m_settled.value(positionKey))
            *v = v->narrowedBy(*settled);
    return v;
}

std::vector<Move> Solver::settledLine(const Position &pos) const {
    return m_settled.line(pos.key());
}

bool Solver::sliceOf(const Position &pos, SliceKey &key, SliceState &state) {
    for (const Color c : {White, Black}) {
        const Bitboard others = pos.pieces(c) & ~pos.pieces(c, Pawn) & ~pos.pieces(c, King);
        if (moreThanOne(others)) return false;
    }
    toSlice(pos, key, state);
    return true;
}

Solver::SliceLookup Solver::lookUpSlice(const SliceKey &key) const {
    SliceLookup slice;
    slice.m_info = keyInfo(key);
    return slice;
}

std::optional<SolverValue> Solver::valueInSlice(const SliceLookup &slice, const SliceKey &key,
                                                const SliceState &state,
                                                std::uint64_t positionKey) const {
    return narrowedBySettled(runsInSlice(slice.m_info, key, state, NoSquare), positionKey);
}

std::optional<SolverValue> Solver::runsInSlice(const KeyInfo &info, const SliceKey &key,
                                               const SliceState &state, Square enPassant) const {
    if (!info.tables && !info.slice) return std::nullopt;
    SolverValue v;
    v.sideToMove = state.sideToMove;
    v.whiteRun = positionScore(0, info, key, state, enPassant);
    v.blackRun = positionScore(1, info, key, state, enPassant);
    if (!v.isValid()) return std::nullopt;
    return v;
}

std::optional<SolverValue> Solver::runsOfReached(const Position &pos) const {
    SliceKey key;
    SliceState state;
    if (!sliceOf(pos, key, state)) return std::nullopt;
    return runsInSlice(keyInfo(key), key, state, pos.enPassantSquare());
}

std::vector<SolverMoveValue> Solver::moves(const Position &pos) const {
    std::vector<SolverMoveValue> list;
    if (!value(pos)) return list;
    SliceKey key;
    SliceState state;
    toSlice(pos, key, state);
    slicemoves::forEachMove(key, state, pos.enPassantSquare(), [&](const SliceChild &c) {
        SolverMoveValue m;
        m.move = c.move;
        m.value.sideToMove = pos.sideToMove();
        m.value.whiteRun = score::negate(childScore(0, c));
        m.value.blackRun = score::negate(childScore(1, c));
        if (!m_settled.empty()) {
            Position child = pos;
            child.makeMove(c.move);
            if (const std::optional<SolverValue> settled = m_settled.value(child.key())) {
                // The settled value is the child's, from its mover's view.
                const SolverValue &s = *settled;
                m.value = m.value.narrowedBy(SolverValue::between(
                    pos.sideToMove(), score::negate(s.upper()), score::negate(s.lower())));
            }
        }
        list.push_back(m);
    });
    std::stable_sort(list.begin(), list.end(),
                     [](const SolverMoveValue &a, const SolverMoveValue &b) {
                         if (a.value.lower() != b.value.lower())
                             return a.value.lower() > b.value.lower();
                         return a.value.upper() > b.value.upper();
                     });
    return list;
}

SolverVerifyReport Solver::verify(const std::atomic<bool> *cancel) const {
    SolverVerifyReport report;
    if (m_slicesDropped) {
        report.refused = "the set was solved with slices kept on disk, and checking it would "
                         "read all of them back into memory; solve it with a memory limit "
                         "that holds the whole set to verify it";
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
            std::string first;
            for (std::size_t k = 0; k < slice.runs.size(); ++k) {
                const SliceValues &values = slice.runs[k];
                const std::size_t r = slice.onlyRun >= 0 ? std::size_t(slice.onlyRun) : k;
                for (std::uint64_t idx = 0; idx < values.size(); ++idx) {
                    const SliceState s = SliceState::fromIndex(key, idx);
                    Score best = score::None;
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
                    if (!bad++)
                        first = "slice " + key.name() + " index " + std::to_string(idx) + " run " +
                                std::to_string(r) + ": stored " + std::to_string(values[idx]) +
                                ", best over moves " + std::to_string(best);
                }
            }
            std::lock_guard lock(mutex);
            report.positions += checked;
            if (bad && report.firstMismatch.empty()) report.firstMismatch = first;
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
