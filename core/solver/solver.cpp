#include "solver/solver.h"

#include "chess/legality.h"
#include "chess/position.h"
#include "solver/sliceretro.h"
#include "tables/tablebuilder.h"
#include "tables/tableregistry.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <set>
#include <thread>
#include <unistd.h>

namespace rampart {

namespace {

using score::Score;

// Work space of the slice being solved, per entry: its values, internal-move
// counter, best exit, move flag and its share of the level buckets.
constexpr std::uint64_t WorkBytesPerPosition = 2 + 1 + 2 + 1 + 8;

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

// Child slices one pawn move, capture or promotion away (every one a real
// move could reach, and a few more: the slices are over-approximated, never
// missed). outOfScope gets the position after a promotion to a second piece
// (without that piece) and the piece.
template <class Child, class OutOfScope>
void forEachSuccessor(const SliceKey &key, Child &&child, OutOfScope &&outOfScope) {
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
                    pawnTo(next, from, popLsb(free));
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
        bool done = false;
        bool mayAssume = false;
    };
    std::unordered_map<SliceKey, Node, SliceKeyHash> nodes;
    std::vector<SliceKey> order;
    std::set<Material> tables;
};

bool SolverValue::isWdlProven() const {
    const auto wdl = [](Score s) { return s > 0 ? 1 : s < 0 ? -1 : 0; };
    return isValid() && wdl(whiteRun) == wdl(blackRun);
}

std::string SolverValue::toString(bool inPlies) const {
    if (!isValid()) return "unknown";
    const auto count = [&](Score s) {
        return inPlies ? std::to_string(score::plies(s)) + " plies"
                       : std::to_string(score::moves(s));
    };
    if (isProven()) {
        if (whiteRun == score::Draw) return "proven draw";
        return std::string(score::isWin(whiteRun) ? "proven win " : "proven loss ") +
               count(whiteRun);
    }
    if (isWdlProven()) {
        // Both runs win (or both lose); the DTM lies between them.
        const Score fast = upper(), slow = lower();
        const bool win = score::isWin(fast);
        return std::string(win ? "proven win, " : "proven loss, ") + count(win ? fast : slow) +
               " to " + count(win ? slow : fast) + " (the DTM rests on an assumption)";
    }
    // The interval in colours, from Black's best to White's best.
    const auto forWhite = [&](Score s) {
        const int wdl = s > 0 ? 1 : s < 0 ? -1 : 0;
        return sideToMove == White ? wdl : -wdl;
    };
    const int a = std::min(forWhite(whiteRun), forWhite(blackRun));
    const int b = std::max(forWhite(whiteRun), forWhite(blackRun));
    const char *names[] = {"win for Black", "draw", "win for White"};
    std::string s = names[a + 1];
    for (int v = a + 1; v <= b; ++v) s += (v == b ? " or " : ", ") + std::string(names[v + 1]);
    return s + " (rests on an assumption)";
}

Solver::Solver(TableRegistry &registry, Options options)
    : m_registry(registry)
    , m_options(std::move(options)) {
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

void Solver::enumerate(const SliceKey &root, Graph &graph) const {
    // Depth-first; a slice goes into the order once every slice it leads into
    // is there (the chain of pawn moves is short, so recursion is fine).
    const std::function<bool(const SliceKey &)> visit = [&](const SliceKey &key) -> bool {
        auto found = graph.nodes.find(key);
        if (found != graph.nodes.end()) return found->second.mayAssume;
        graph.nodes.emplace(key, Graph::Node{});
        bool mayAssume = false;
        std::set<std::pair<std::pair<Bitboard, Bitboard>, std::pair<int, int>>> seen;
        forEachSuccessor(
            key,
            [&](const SliceKey &next) {
                if (!seen.insert({{next.pawns[White], next.pawns[Black]},
                                  {next.piece[White], next.piece[Black]}})
                         .second)
                    return;
                if (answeredByTables(next)) {
                    if (next.menCount() > 2) graph.tables.insert(materialOf(next).canonical());
                    return;
                }
                if (next.pieceCount() > m_options.slicePieces) {
                    mayAssume = true;
                    return;
                }
                mayAssume = visit(next) || mayAssume;
            },
            [&](const SliceKey &rest, Color promoter, PieceType promoted) {
                if (rest.menCount() + 1 <= Material::MaxMen) {
                    Material m = materialOf(rest);
                    m.add(promoter, promoted);
                    graph.tables.insert(m.canonical());
                    return;
                }
                mayAssume = true;
            });
        Graph::Node &node = graph.nodes[key];
        node.done = true;
        node.mayAssume = mayAssume;
        graph.order.push_back(key);
        return mayAssume;
    };
    visit(root);
}

SolverEstimate Solver::estimate(const Position &pos) const {
    SliceKey key;
    SliceState state;
    toSlice(pos, key, state);
    // enumerate() reads m_rootMaterial; estimate() must not disturb a solved set.
    Solver probe(m_registry, m_options);
    probe.m_rootMaterial = materialOf(key);
    Graph graph;
    probe.enumerate(key, graph);
    return figures(graph);
}

SolverEstimate Solver::figures(const Graph &graph) {
    SolverEstimate e;
    e.slices = int(graph.order.size());
    std::uint64_t largest = 0;
    for (const SliceKey &k : graph.order) {
        const Graph::Node &node = graph.nodes.at(k);
        e.positions += k.positions();
        e.memoryBytes += k.positions() * 2 * (node.mayAssume ? 2 : 1);
        e.slicesWithAssumptions += node.mayAssume;
        largest = std::max(largest, k.positions());
    }
    e.memoryBytes += largest * WorkBytesPerPosition;
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
            m_order.clear();
            m_solved.clear();
        }
        return report;
    };
    m_order.clear();
    m_solved.clear();
    if (!checkLegality(pos).empty())
        return finish(SolveReport::Status::Illegal, "the position is not legal");
    if (const std::string why = outOfScopeReason(pos); !why.empty())
        return finish(SolveReport::Status::OutOfScope, why);
    if (popCount(pos.pieces() & ~pos.pieces(Pawn) & ~pos.pieces(King)) > m_options.slicePieces)
        return finish(SolveReport::Status::OutOfScope,
                      "the position has more pieces than slices may hold (" +
                          std::to_string(m_options.slicePieces) + ")");

    SliceKey rootKey;
    SliceState rootState;
    toSlice(pos, rootKey, rootState);
    m_rootMaterial = materialOf(rootKey);
    Graph graph;
    enumerate(rootKey, graph);
    report.estimate = figures(graph);
    const std::uint64_t limit = memoryLimit();
    if (report.estimate.memoryBytes > limit)
        return finish(SolveReport::Status::TooLarge,
                      "the solve needs about " + megabytes(report.estimate.memoryBytes) + " for " +
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
        cache.emplace(*m_options.sliceDirectory, SliceCache::Folder::AsGiven,
                      m_options.slicePieces);
    else if (m_options.cacheDirectory)
        cache.emplace(*m_options.cacheDirectory, SliceCache::Folder::SlicesSubfolder,
                      m_options.slicePieces);
    SolverProgress p;
    p.slicesTotal = int(graph.order.size());
    p.positionsTotal = report.estimate.positions;
    std::atomic<std::uint64_t> solvedPositions{0};
    std::uint64_t loadedPositions = 0;
    // Progress: after every slice, and every so often inside a large one.
    const auto reportProgress = [&] {
        p.positionsDone = loadedPositions + solvedPositions.load();
        p.seconds = elapsed();
        const std::uint64_t solved = solvedPositions.load();
        const std::uint64_t left = p.positionsTotal - std::min(p.positionsTotal, p.positionsDone);
        p.secondsLeft = solved ? p.seconds * double(left) / double(solved) : -1;
        if (progress) progress(p);
    };
    for (const SliceKey &key : graph.order) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return finish(SolveReport::Status::Cancelled, "cancelled");
        SolvedSlice slice;
        bool have = false;
        if (cache) {
            const SliceCache::LoadResult r = cache->load(key, slice);
            if (r.status == SliceCache::LoadStatus::Bad) report.problems.push_back(r.problem);
            have = r.status == SliceCache::LoadStatus::Loaded;
        }
        if (have) {
            ++report.slicesLoaded;
            ++p.slicesLoaded;
            loadedPositions += key.positions();
        } else {
            const int runs = graph.nodes.at(key).mayAssume ? 2 : 1;
            slice.runs.resize(std::size_t(runs));
            for (int r = 0; r < runs; ++r) {
                const auto exit = [this, r](const SliceChild &c) { return childScore(r, c); };
                const SliceRetro::Result result =
                    SliceRetro::solve(key, exit, m_threads, cancel, slice.runs[std::size_t(r)],
                                      r == 0 ? &solvedPositions : nullptr, reportProgress);
                if (result == SliceRetro::Result::Cancelled)
                    return finish(SolveReport::Status::Cancelled, "cancelled");
                if (result == SliceRetro::Result::ExitUnknown)
                    return finish(SolveReport::Status::Failed,
                                  "internal error: a move from slice " + key.name() +
                                      " leads to a position that was not solved");
            }
            ++report.slicesSolved;
            std::string error;
            if (cache && !cache->save(key, slice, &error)) report.problems.push_back(error);
        }
        m_solved.emplace(key, std::move(slice));
        m_order.push_back(key);
        ++p.slicesDone;
        reportProgress();
    }
    for (const auto &[key, slice] : m_solved) {
        if (slice.runs.size() < 2) continue;
        for (std::size_t i = 0; i < slice.runs[0].size(); ++i)
            report.positionsOnAssumption += slice.runs[0][i] != slice.runs[1][i];
    }
    report.value.sideToMove = pos.sideToMove();
    report.value.whiteRun = positionScore(0, rootKey, rootState, pos.enPassantSquare());
    report.value.blackRun = positionScore(1, rootKey, rootState, pos.enPassantSquare());
    return finish(SolveReport::Status::Solved, {});
}

const SolvedSlice *Solver::solvedSlice(const SliceKey &key) const {
    const auto it = m_solved.find(key);
    return it == m_solved.end() ? nullptr : &it->second;
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
    if (!c.outOfScope && (c.key.pieceCount() <= m_options.slicePieces || answeredByTables(c.key)))
        return positionScore(run, c.key, c.state, c.enPassant);
    if (c.outOfScope && c.key.menCount() + 1 <= Material::MaxMen)
        return tableScore(c.key, c.state, c.move.to(), c.move.promotion());
    // The assumption: the favoured side mates at once.
    return c.state.sideToMove == favouredIn(run) ? score::winIn(1) : score::lossIn(0);
}

Score Solver::positionScore(int run, const SliceKey &key, const SliceState &state,
                            Square enPassant) const {
    Score v = score::None;
    if (answeredByTables(key)) {
        v = tableScore(key, state, NoSquare, NoPieceType);
    } else if (const SolvedSlice *slice = solvedSlice(key)) {
        v = slice->run(run)[std::size_t(state.index(key))];
    }
    if (enPassant == NoSquare || v == score::None) return v;
    // The stored value covers every move but the en passant capture.
    const Color us = state.sideToMove;
    slicemoves::forEachMove(key, state, enPassant, [&](const SliceChild &c) {
        if (c.move.to() == enPassant && (key.pawns[us] & squareBB(c.move.from())))
            v = std::max(v, score::negate(childScore(run, c)));
    });
    return v;
}

std::optional<SolverValue> Solver::value(const Position &pos) const {
    if (!checkLegality(pos).empty() || !outOfScopeReason(pos).empty()) return std::nullopt;
    SliceKey key;
    SliceState state;
    toSlice(pos, key, state);
    if (!answeredByTables(key) && !solvedSlice(key)) return std::nullopt;
    SolverValue v;
    v.sideToMove = pos.sideToMove();
    v.whiteRun = positionScore(0, key, state, pos.enPassantSquare());
    v.blackRun = positionScore(1, key, state, pos.enPassantSquare());
    if (!v.isValid()) return std::nullopt;
    return v;
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
    std::mutex mutex;
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (;;) {
            if (cancel && cancel->load(std::memory_order_relaxed)) return;
            const std::size_t i = next.fetch_add(1);
            if (i >= m_order.size()) return;
            const SliceKey &key = m_order[i];
            const SolvedSlice &slice = m_solved.at(key);
            std::uint64_t checked = 0, bad = 0;
            std::string first;
            for (std::size_t r = 0; r < slice.runs.size(); ++r) {
                const std::vector<Score> &values = slice.runs[r];
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
