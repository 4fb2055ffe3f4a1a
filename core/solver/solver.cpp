#include "solver/solver.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <mutex>
#include <thread>
#include <unistd.h>

#include "chess/legality.h"
#include "chess/position.h"

#include "tables/tablebuilder.h"
#include "tables/tableregistry.h"

#include "solver/dtmsettlesession.h"
#include "solver/settledcache.h"
#include "solver/slicegraph.h"
#include "solver/sliceretro.h"
#include "solver/slicescheduler.h"
#include "solver/solveprogressmeter.h"

namespace rampart {

namespace {

using score::Score;

// The side favoured in a run: run 0 values out-of-scope exits for White.
Color favouredIn(int run) {
    return run == 0 ? White : Black;
}

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

// Sets the report's status and reason; false, for the step that stops.
bool stopped(SolveReport &report, SolveReport::Status status, SolveReason reason) {
    report.status = status;
    report.reason = std::move(reason);
    return false;
}

SolveReason reasonOf(SolveReason::Code code) {
    SolveReason r;
    r.code = code;
    return r;
}

} // namespace

struct Solver::SolveWork {
    SolveWork(SolveReport &solveReport, const ProgressCallback &callback)
        : report(solveReport)
        , progress(callback) {}

    SolveReport &report; // the workers' additions under mutex
    SolveProgressMeter progress;
    const SliceGraph *graph = nullptr;   // while the slices are solved
    SliceScheduler *scheduler = nullptr; // the same
    std::mutex mutex;
    // Why a slice stopped the solve (the first), under mutex.
    SolveReport::Status stopStatus = SolveReport::Status::Cancelled;
    std::optional<SolveReason> stopReason;

    void stop(SolveReport::Status status, SolveReason reason) {
        std::lock_guard lock(mutex);
        if (stopReason) return;
        stopStatus = status;
        stopReason = std::move(reason);
    }
};

Solver::Solver(TableRegistry &registry, Options options)
    : m_registry(registry)
    , m_options(std::move(options))
    // Until solve() decides, both sides (estimate() gives the larger figure).
    , m_rules(rulesFor(SliceKey{}, m_options.queenSides ? m_options.queenSides : 3)) {
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

std::optional<SolveReason> Solver::outOfScopeReason(const Position &pos) {
    if (pos.castlingRights() != NoCastling) return reasonOf(SolveReason::Code::CastlingRights);
    for (const Color c : {White, Black}) {
        const Bitboard others = pos.pieces(c) & ~pos.pieces(c, Pawn) & ~pos.pieces(c, King);
        if (moreThanOne(others)) {
            SolveReason r = reasonOf(SolveReason::Code::TwoPieces);
            r.side = c;
            return r;
        }
    }
    return std::nullopt;
}

SliceRules Solver::rulesFor(const SliceKey &root, int queenSides) const {
    return SliceRules(m_options.queenBounds, m_options.slicePieces, queenSides, root.material());
}

bool Solver::mayDropSlices() const {
    return m_options.slicesOnDisk && (m_options.sliceDirectory || m_options.cacheDirectory);
}

std::uint64_t Solver::countLimit() const {
    return mayDropSlices() ? memoryLimit() * SliceGraph::DroppedSlicesCountFactor : memoryLimit();
}

SolverEstimate Solver::planOf(SliceGraph &graph) const {
    SolverEstimate e = graph.plan(m_threads, memoryLimit(), mayDropSlices());
    if (m_options.tablesInLimit) e.memoryBytes += e.tableBytes;
    return e;
}

SolverEstimate Solver::estimate(const Position &pos, const std::atomic<bool> *cancel) const {
    SliceKey key;
    SliceState state;
    sliceOf(pos, key, state);
    // The rules of a solve of pos, not this solver's (a solved set stays as
    // it is); both sides' queen slices until a solve decides.
    SliceGraph graph;
    graph.build(key, rulesFor(key, m_options.queenSides ? m_options.queenSides : 3), countLimit(),
                cancel);
    return planOf(graph);
}

SolveReport Solver::solve(const Position &pos, const ProgressCallback &progress,
                          const std::atomic<bool> *cancel) {
    SolveReport report;
    SolveWork work(report, progress);
    forgetSolvedSet();
    SliceKey root;
    SliceGraph graph;
    if (takes(pos, report) && chooseRules(pos, root, progress, cancel, report) &&
        planSet(root, graph, cancel, report) && provideTables(graph, cancel, report) &&
        solveSlices(work, graph, root, cancel))
        valueRoot(pos, work, cancel);
    report.seconds = work.progress.seconds();
    // Nothing half-solved stays behind.
    if (report.status != SolveReport::Status::Solved) forgetSolvedSet();
    return report;
}

bool Solver::takes(const Position &pos, SolveReport &report) const {
    if (!checkLegality(pos).empty())
        return stopped(report, SolveReport::Status::Illegal, reasonOf(SolveReason::Code::Illegal));
    if (const std::optional<SolveReason> why = outOfScopeReason(pos))
        return stopped(report, SolveReport::Status::OutOfScope, *why);
    if (!pos.legalMoves().empty()) return true;
    // Mate or stalemate on the board: nothing to solve. The slices of its
    // pawn structure could be far more than fit (N. D. Elkies' 11-man
    // stalemate in published-endings.epd).
    const Score now = pos.inCheck() ? score::lossIn(0) : score::Draw;
    report.value = SolverValue::between(pos.sideToMove(), now, now);
    return false;
}

bool Solver::chooseRules(const Position &pos, SliceKey &root, const ProgressCallback &progress,
                         const std::atomic<bool> *cancel, SolveReport &report) {
    int queenSides = m_options.queenSides;
    if (m_options.queenBounds && queenSides == 0) {
        queenSides = sidesWorthProving(pos, progress, cancel, report);
        if (queenSides < 0) return false;
    }
    SliceState state;
    sliceOf(pos, root, state);
    m_rules = rulesFor(root, queenSides);
    solvedSetChanged(); // the root's material and the queen sides decide keyInfo()
    if (m_rules.runsSolvedIn(root) != 0) return true;
    SolveReason why = reasonOf(m_options.queenBounds ? SolveReason::Code::QueenBoundsScope
                                                     : SolveReason::Code::TooManyPieces);
    why.slicePieces = m_options.slicePieces;
    return stopped(report, SolveReport::Status::OutOfScope, why);
}

int Solver::sidesWorthProving(const Position &pos, const ProgressCallback &progress,
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
    report.problems.insert(report.problems.end(), r.problems.begin(), r.problems.end());
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
    if (!m_pawnScope || key.pieceCount() != 0 ||
        (m_rules.queenSides() != 1 && m_rules.queenSides() != 2))
        return false;
    const int same = m_rules.queenSides() - 1;
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

bool Solver::planSet(const SliceKey &root, SliceGraph &graph, const std::atomic<bool> *cancel,
                     SolveReport &report) const {
    if (!graph.build(root, m_rules, countLimit(), cancel) && cancel && cancel->load())
        return stopped(report, SolveReport::Status::Cancelled,
                       reasonOf(SolveReason::Code::Cancelled));
    report.estimate = planOf(graph);
    if (report.estimate.memoryBytes <= memoryLimit()) return true;
    return stopped(report, SolveReport::Status::TooLarge,
                   SolveReason::overMemoryLimit(report.estimate, memoryLimit()));
}

bool Solver::provideTables(const SliceGraph &graph, const std::atomic<bool> *cancel,
                           SolveReport &report) {
    if (graph.tables().empty()) return true;
    TableBuilder::Options options;
    options.threads = m_threads;
    if (m_options.cacheDirectory) options.cache.emplace(*m_options.cacheDirectory);
    options.generateMissing = m_options.buildTables;
    TableBuilder builder(m_registry, options);
    const std::vector<Material> wanted(graph.tables().begin(), graph.tables().end());
    const TableBuildReport built = builder.build(wanted, {}, cancel);
    if (built.cancelled)
        return stopped(report, SolveReport::Status::Cancelled,
                       reasonOf(SolveReason::Code::Cancelled));
    for (const TableProblem &p : built.problems)
        report.problems.push_back(SolverProblem::fromTables(p));
    for (const Material &m : wanted) {
        if (m_registry.contains(m)) continue;
        SolveReason why = reasonOf(SolveReason::Code::TableMissing);
        why.name = m.name();
        return stopped(report, SolveReport::Status::TablesMissing, why);
    }
    return true;
}

bool Solver::solveSlices(SolveWork &work, const SliceGraph &graph, const SliceKey &root,
                         const std::atomic<bool> *cancel) {
    work.graph = &graph;
    const SolverEstimate &estimate = work.report.estimate;
    if (m_options.sliceDirectory)
        m_sliceCache.emplace(*m_options.sliceDirectory, SliceCache::Folder::AsGiven,
                             m_rules.scopeCode());
    else if (m_options.cacheDirectory)
        m_sliceCache.emplace(*m_options.cacheDirectory, SliceCache::Folder::SlicesSubfolder,
                             m_rules.scopeCode());
    work.progress.setTotals(int(graph.order().size()), estimate.positions);
    // The solved set's entries exist before any worker starts, so the map
    // never changes under a reader; a slice is read only by slices solved
    // after it.
    for (const SliceKey &key : graph.order()) m_solved.try_emplace(key);
    solvedSetChanged();
    SliceScheduler scheduler(
        graph, root,
        {estimate.slicesOnDisk, memoryLimit(), estimate.workBytes, estimate.memoryBytes});
    work.scheduler = &scheduler;
    const bool solvedAll = scheduler.run(
        m_threads, [&](std::size_t index, int threads) { return solveSlice(work, index, threads); },
        [&](std::size_t index) { return dropSlice(graph.order()[index]); },
        [&](int slicesDone) {
            work.progress.setSlicesDone(slicesDone);
            work.progress.send(work.progress.snapshot());
        },
        cancel);
    work.scheduler = nullptr;
    work.graph = nullptr;
    if (solvedAll && !(cancel && cancel->load(std::memory_order_relaxed))) {
        m_order = graph.order();
        return true;
    }
    if (work.stopReason) return stopped(work.report, work.stopStatus, *work.stopReason);
    return stopped(work.report, SolveReport::Status::Cancelled,
                   reasonOf(SolveReason::Code::Cancelled));
}

bool Solver::solveSlice(SolveWork &work, std::size_t index, int threads) {
    const SliceKey &key = work.graph->order()[index];
    const SliceGraph::Node &node = work.graph->node(key);
    SolvedSlice &slice = m_solved.at(key).slice;
    if (m_sliceCache) {
        const SliceCache::LoadResult r = m_sliceCache->load(key, slice);
        // A file solved for one run only does not serve a slice needed in both.
        if (r.status == SliceCache::LoadStatus::Loaded && (node.runs != 3 || slice.onlyRun < 0)) {
            if (!keep(work, index, slice, true)) return false;
            work.progress.addLoaded(key.positions());
            std::lock_guard lock(work.mutex);
            ++work.report.slicesLoaded;
            return true;
        }
        if (r.status == SliceCache::LoadStatus::Bad) {
            std::lock_guard lock(work.mutex);
            work.report.problems.push_back(r.problem);
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
            if (i == 0) *work.progress.solvedPositions() += key.positions();
            continue;
        }
        const std::uint64_t tag = uniqueTag();
        const auto exit = [this, r, tag](SliceChild &c, Bitboard froms, bool perSquare,
                                         auto &&each) {
            exitScores(r, c, froms, perSquare, tag, each);
        };
        const SliceRetro::Result result = SliceRetro::solve(
            key, exit, threads, work.scheduler->stopFlag(), solved[std::size_t(i)],
            i == 0 ? work.progress.solvedPositions() : nullptr);
        if (result == SliceRetro::Result::Cancelled) return false;
        if (result == SliceRetro::Result::ExitUnknown) {
            SolveReason why = reasonOf(SolveReason::Code::ExitNotSolved);
            why.name = key.name();
            work.stop(SolveReport::Status::Failed, why);
            return false;
        }
    }
    // Saved from the runs as solved, then packed for memory.
    const std::optional<SolverProblem> notSaved =
        m_sliceCache ? m_sliceCache->save(key, slice.onlyRun, solved) : std::nullopt;
    for (std::vector<Score> &values : solved) slice.runs.emplace_back(key, std::move(values));
    if (!keep(work, index, slice, m_sliceCache && !notSaved)) return false;
    std::lock_guard lock(work.mutex);
    ++work.report.slicesSolved;
    if (notSaved) work.report.problems.push_back(*notSaved);
    return true;
}

bool Solver::keep(SolveWork &work, std::size_t index, const SolvedSlice &slice, bool inCache) {
    // The estimate counts one byte a value; a run whose mates do not fit
    // one byte keeps two (slicevalues.h). Once what is kept passes the
    // limit, the solve is refused, as the estimate would have been.
    const SliceKey &key = work.graph->order()[index];
    const std::uint64_t kept = bytesHeld(slice), planned = work.graph->valueBytes(key);
    const std::uint64_t needed = work.scheduler->kept(index, kept, inCache);
    {
        std::lock_guard lock(work.mutex);
        work.report.positionsOnAssumption += positionsOnAssumption(slice);
    }
    if (needed <= memoryLimit()) return true;
    SolveReason why = reasonOf(kept > planned ? SolveReason::Code::LongMates
                                              : SolveReason::Code::UnsavedSlicesHeld);
    why.bytes = needed;
    why.limitBytes = memoryLimit();
    if (kept > planned) why.name = key.name();
    work.stop(SolveReport::Status::TooLarge, why);
    return false;
}

std::uint64_t Solver::dropSlice(const SliceKey &key) {
    const SetEntry &entry = m_solved.at(key);
    const std::uint64_t freed = bytesHeld(entry.slice);
    entry.slice.runs = {};
    entry.dropped.store(true, std::memory_order_release);
    m_slicesDropped = true;
    return freed;
}

void Solver::valueRoot(const Position &pos, SolveWork &work, const std::atomic<bool> *cancel) {
    SolveReport &report = work.report;
    m_pawnScope.reset();
    // The workers' memory of slices (keyInfo()) may name dropped ones.
    if (m_slicesDropped) solvedSetChanged();
    work.progress.setSlicesDone(int(m_order.size()));
    const SolverProgress last = work.progress.snapshot();
    work.progress.send(last);
    SliceKey rootKey;
    SliceState rootState;
    sliceOf(pos, rootKey, rootState);
    report.value.sideToMove = pos.sideToMove();
    report.value.whiteRun = positionScore(0, rootKey, rootState, pos.enPassantSquare());
    report.value.blackRun = positionScore(1, rootKey, rootState, pos.enPassantSquare());
    // The set's own memory (what keeps a pawn scope, above); the tables it
    // loaded count against the limit beside it only under tablesInLimit.
    m_tableBytes = m_options.tablesInLimit ? report.estimate.tableBytes : 0;
    m_setBytes = report.estimate.memoryBytes - m_tableBytes;
    m_setPositions = report.estimate.positions;
    // What an earlier session's DTM search settled for this root, read from
    // the cache: then the search below finds nothing open and does not run.
    std::optional<SettledCache> settledCache;
    if (m_sliceCache && m_options.dtmSearchNodes > 0)
        settledCache.emplace(m_sliceCache->directory(), m_rules.scopeCode());
    bool fromCache = false;
    if (settledCache) {
        const SettledCache::LoadResult loaded = settledCache->load(pos.key(), m_settled);
        fromCache = loaded.status == SettledCache::LoadStatus::Loaded;
        if (loaded.status == SettledCache::LoadStatus::Bad)
            report.problems.push_back(loaded.problem);
    }
    // The DTM search (nothing when dtmSearchNodes is 0, Cancel is set, or no
    // DTM is open).
    report.dtmSearch = settleDtm(pos, m_options.dtmSearchNodes, cancel, [&](std::uint64_t nodes) {
        SolverProgress now = last;
        now.dtmSearchNodes = nodes;
        work.progress.send(now);
    });
    if (report.dtmSearch.ran || fromCache) report.value = *valueOfReached(pos);
    if (report.dtmSearch.ran) {
        if (settledCache && !(cancel && cancel->load()))
            if (auto notSaved = settledCache->save(pos.key(), m_settled))
                report.problems.push_back(std::move(*notSaved));
    } else if (fromCache) {
        report.dtmSearch = cachedDtmTally(pos, report.value);
    }
}

SolveReport::DtmSearchTally Solver::cachedDtmTally(const Position &pos,
                                                   const SolverValue &value) const {
    SolveReport::DtmSearchTally d;
    d.ran = d.fromCache = true;
    d.settled = value.isProven();
    for (const SolverMoveValue &m : moves(pos))
        if (m.value.isWdlProven() && !m.value.isProven()) ++d.movesOpen;
    return d;
}

std::size_t Solver::dtmTableBytes() const {
    // Half the memory the limit leaves beside the solved values (and the
    // tables, when the limit holds them: Options::tablesInLimit), at most
    // 4 bytes a position of the set (a small set searches little) and
    // 128 MB. A larger table keeps more but every probe misses the caches
    // and the address translation: Fine #70's search on two threads took
    // 20-22 s with 1 GB (14 M positions), 14 s with 128 MB (16 M), 16-18 s
    // with 256 MB, 15.6 s with 64 MB (19 M), 25 s with 32 MB (28 M).
    constexpr std::uint64_t MostTableBytes = 128ULL << 20;
    const std::uint64_t limit = memoryLimit();
    const std::uint64_t used = std::min(limit, m_setBytes + m_tableBytes);
    const std::uint64_t most = std::min<std::uint64_t>(MostTableBytes, 4 * m_setPositions);
    return std::size_t(std::clamp<std::uint64_t>((limit - used) / 2, 16 << 20,
                                                 std::max<std::uint64_t>(most, 16 << 20)));
}

SolveReport::DtmSearchTally
Solver::settleDtm(const Position &pos, std::uint64_t maxNodes, const std::atomic<bool> *cancel,
                  const std::function<void(std::uint64_t nodes)> &progress) const {
    return DtmSettleSession(*this, m_settled, m_registry, dtmTableBytes(), m_threads)
        .settle(pos, maxNodes, cancel, progress);
}

SolveReport::DtmSearchTally
Solver::settleDtms(const std::vector<Position> &positions, std::uint64_t maxNodes,
                   const std::atomic<bool> *cancel,
                   const std::function<void(std::uint64_t)> &progress) const {
    return DtmSettleSession(*this, m_settled, m_registry, dtmTableBytes(), m_threads)
        .settleEach(positions, maxNodes, cancel, progress);
}

bool Solver::dtmOpen(const Position &pos) const {
    return DtmSettleSession(*this, m_settled, m_registry, dtmTableBytes(), m_threads).isOpen(pos);
}

void Solver::forgetSolvedSet() {
    m_pawnScope.reset();
    m_order.clear();
    m_solved.clear();
    m_sliceCache.reset();
    m_slicesDropped = false;
    m_settled.clear();
    m_setBytes = m_setPositions = m_tableBytes = 0;
    solvedSetChanged();
}

void Solver::solvedSetChanged() {
    // Unique over every solver, so a solver at a freed one's address never
    // reads its memory.
    m_generation = uniqueTag();
}

Solver::SliceLookup Solver::keyInfo(const SliceKey &key) const {
    struct Entry {
        std::uint64_t generation = 0;
        SliceKey key;
        SliceLookup info;
    };
    thread_local std::array<Entry, 64> memory;
    Entry &e = memory[SliceKeyHash{}(key)&63];
    if (e.generation == m_generation && e.key == key) return e.info;
    e.generation = m_generation;
    e.key = key;
    e.info = {m_rules.answeredByTables(key), m_rules.runsSolvedIn(key), solvedSlice(key)};
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

const SolvedRuns::SliceLookup &Solver::exitInfo(const SliceChild &c, std::uint64_t sliceTag) const {
    struct Entry {
        std::uint64_t tag = 0;
        std::uint32_t code = 0;
        SliceLookup info;
    };
    thread_local std::array<Entry, 128> memory;
    const std::uint32_t code = (std::uint32_t(c.state.sideToMove) << 16) | c.move.raw();
    Entry &e = memory[(code * 0x9E3779B1u) >> 25];
    if (e.tag != sliceTag || e.code != code) {
        e.tag = sliceTag;
        e.code = code;
        e.info = keyInfo(c.key);
    }
    return e.info;
}

std::optional<Score> Solver::assumedScore(int run, const SliceChild &c,
                                          const SliceLookup &info) const {
    // The assumption: the favoured side mates at once.
    const Score assumed =
        c.state.sideToMove == favouredIn(run) ? score::winIn(1) : score::lossIn(0);
    // Queen bounds: a pawn taking the proving side's queen counts as a win
    // for the taker (the proving side's queen slices are in its run only).
    const bool pawnTookPiece =
        c.tookPiece && (c.key.pawns[~c.state.sideToMove] & squareBB(c.move.to()));
    if (m_options.queenBounds && pawnTookPiece && !info.tables) return assumed;
    if (!c.outOfScope && ((info.runs >> run & 1) || info.tables)) return std::nullopt;
    if (c.outOfScope && c.key.menCount() + 1 <= Material::MaxMen) return std::nullopt;
    return assumed;
}

Score Solver::childScore(int run, const SliceChild &c, const SliceLookup &info) const {
    if (const std::optional<Score> v = assumedScore(run, c, info)) return *v;
    if (!c.outOfScope) return positionScore(run, info, c.key, c.state, c.enPassant);
    return tableScore(c.key, c.state, c.move.to(), c.move.promotion());
}

template <class Each>
void Solver::exitScores(int run, SliceChild &c, Bitboard froms, bool perSquare,
                        std::uint64_t sliceTag, Each &&each) const {
    const SliceLookup &info = exitInfo(c, sliceTag);
    const std::optional<Score> assumed = assumedScore(run, c, info);
    if (assumed || !perSquare) {
        const Score v = assumed ? *assumed : childScore(run, c, info);
        while (froms) each(popLsb(froms), v);
        return;
    }
    while (froms) {
        const Square k = popLsb(froms);
        c.state.king[White] = k;
        each(k, childScore(run, c, info));
    }
}

Score Solver::positionScore(int run, const SliceKey &key, const SliceState &state,
                            Square enPassant) const {
    return positionScore(run, keyInfo(key), key, state, enPassant);
}

Score Solver::positionScore(int run, const SliceLookup &info, const SliceKey &key,
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
    const std::optional<LegalPosition> legal = LegalPosition::of(pos);
    return legal ? value(*legal) : std::nullopt;
}

std::optional<SolverValue> Solver::value(const LegalPosition &legal) const {
    if (outOfScopeReason(legal.position())) return std::nullopt;
    return valueOfReached(legal.position());
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

Solver::SliceLookup Solver::lookUpSlice(const SliceKey &key) const {
    return keyInfo(key);
}

std::optional<SolverValue> Solver::valueInSlice(const SliceLookup &slice, const SliceKey &key,
                                                const SliceState &state,
                                                std::uint64_t positionKey) const {
    return narrowedBySettled(runsInSlice(slice, key, state, NoSquare), positionKey);
}

std::optional<SolverValue> Solver::runsInSlice(const SliceLookup &info, const SliceKey &key,
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
    const std::optional<LegalPosition> legal = LegalPosition::of(pos);
    return legal ? moves(*legal) : std::vector<SolverMoveValue>();
}

std::vector<SolverMoveValue> Solver::moves(const LegalPosition &legal) const {
    const Position &pos = legal.position();
    std::vector<SolverMoveValue> list;
    if (!value(legal)) return list;
    SliceKey key;
    SliceState state;
    sliceOf(pos, key, state);
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

} // namespace rampart
