#include "dtmsettler.h"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <thread>
#ifdef __linux__
#include <sys/mman.h>
#endif

#include "tables/tableregistry.h"

namespace rampart {

using score::Score;

namespace {
std::uint64_t rawWord(std::int16_t a, std::int16_t b, std::int16_t c, std::int16_t d) {
    const auto field = [](std::int16_t v, int shift) {
        return std::uint64_t(std::uint16_t(v)) << shift;
    };
    return field(a, 0) | field(b, 16) | field(c, 32) | field(d, 48);
}
} // namespace

// Words are xor'ed with the defaults' word, so packed() gives 0 for them.
std::uint64_t DtmSettler::Bounds::packed() const {
    const Bounds none;
    return rawWord(matesWithin, matesNotWithin, matedWithin, matedNotWithin) ^
           rawWord(none.matesWithin, none.matesNotWithin, none.matedWithin, none.matedNotWithin);
}

DtmSettler::Bounds DtmSettler::Bounds::unpacked(std::uint64_t data) {
    const Bounds none;
    data ^= rawWord(none.matesWithin, none.matesNotWithin, none.matedWithin, none.matedNotWithin);
    return {std::int16_t(data), std::int16_t(data >> 16), std::int16_t(data >> 32),
            std::int16_t(data >> 48)};
}

// One thread's search: the tests themselves, over the settler's table.
class DtmSettler::Search {
public:
    explicit Search(DtmSettler &settler)
        : m_settler(settler) {}

    void begin(Shared &shared, std::function<void()> tick = {}) {
        m_shared = &shared;
        m_nodes = m_flushed = 0;
        m_stopped = false;
        m_tick = std::move(tick);
    }
    // Adds the nodes not yet counted to the shared count.
    void flush() {
        m_shared->nodes.fetch_add(m_nodes - m_flushed, std::memory_order_relaxed);
        m_flushed = m_nodes;
    }
    bool stopped() const { return m_stopped; }

    // lower, upper: pos's bounds (the caller has them for its ordering).
    bool mates(Position &pos, int plies, Score lower, Score upper);
    bool mated(Position &pos, int plies, Score lower, Score upper);

    // A move with its child's bounds and a sort key: the children most
    // likely to answer a test first.
    struct Candidate {
        Move move;
        int order;
        Score lower, upper;
        std::uint64_t key; // the child's Zobrist key
    };
    // On the stack, as many as a move list holds: a heap allocation a node
    // was a measurable part of a search of millions of nodes.
    struct Candidates {
        Candidates() {} // items not cleared first (a union member), as in MoveList
        union {
            std::array<Candidate, MoveList::Capacity> items;
        };
        std::size_t count = 0;
        const Candidate *begin() const { return items.data(); }
        const Candidate *end() const { return items.data() + count; }
        std::size_t size() const { return count; }
        bool empty() const { return count == 0; }
        const Candidate &operator[](std::size_t i) const { return items[i]; }
    };
    // The moves of pos in the order a test tries them: attacking (the side
    // to move tries to mate), the defender's soonest mate first, moves after
    // which it is never lost left out; defending, the attacker's slowest
    // best case first.
    Candidates children(Position &pos, bool attacking) const;

private:
    // Marks a position busy while a search expands it (DtmSettler::isBusy()).
    class BusyMark {
    public:
        BusyMark(DtmSettler &settler, std::uint64_t key, int plies)
            : m_settler(settler)
            , m_key(key)
            , m_marked(settler.sharesTests() && plies >= LeastBusyPlies) {
            if (m_marked) m_settler.markBusy(m_key, true);
        }
        ~BusyMark() {
            if (m_marked) m_settler.markBusy(m_key, false);
        }
        BusyMark(const BusyMark &) = delete;
        BusyMark &operator=(const BusyMark &) = delete;

    private:
        DtmSettler &m_settler;
        const std::uint64_t m_key;
        const bool m_marked;
    };
    static bool matesInOne(Position &pos); // the side to move has a mating move
    // Whether the table already shows one candidate to decide the test:
    // attacking, a move after which the defender is mated within plies;
    // defending, one after which the attacker does not mate within plies.
    // Found so before any candidate is searched (Fine #70's search: 19 %
    // fewer positions).
    bool decidedInTable(const Candidates &candidates, bool attacking, int plies) const;
    // Tries the candidates in order, each made on pos, until
    // holds(candidate) is true: true then, false when none holds or the
    // search stopped.
    template <typename Holds>
    bool firstOf(Position &pos, const Candidates &candidates, int plies, Holds &&holds);
    bool stopping();

    DtmSettler &m_settler;
    Shared *m_shared = nullptr;
    std::uint64_t m_nodes = 0, m_flushed = 0;
    bool m_stopped = false;
    std::function<void()> m_tick;
};

DtmSettler::DtmSettler(const SolvedRuns &set, const TableRegistry &registry, std::size_t tableBytes,
                       int threads)
    : m_set(set)
    , m_registry(registry)
    , m_threads(std::max(1, threads))
    , m_main(std::make_unique<Search>(*this)) {
    if (m_threads > 1) m_busy = std::make_unique<std::atomic<std::uint64_t>[]>(BusySlots);
    const std::size_t wanted = std::max<std::size_t>(tableBytes / BytesPerEntry, 1 << 17);
    m_size = std::bit_floor(wanted);
    // Zeroed memory (an empty table, see Entry) from calloc, which takes
    // fresh pages from the system for a block this size and does not clear
    // them again: only the pages a search touches are ever cleared.
    const std::size_t bytes = m_size * sizeof(Entry);
    Entry *entries = static_cast<Entry *>(std::calloc(m_size, sizeof(Entry)));
    if (!entries) throw std::bad_alloc();
#ifdef __linux__
    // Probes land anywhere in the table: with 4 KB pages nearly every one
    // missed the TLB (most of the search's time, measured). Huge pages, where
    // the system gives them on request, for the 2 MB blocks inside the table.
    constexpr std::uintptr_t HugePage = 2 << 20;
    const std::uintptr_t begin =
        (reinterpret_cast<std::uintptr_t>(entries) + HugePage - 1) & ~(HugePage - 1);
    const std::uintptr_t end =
        (reinterpret_cast<std::uintptr_t>(entries) + bytes) & ~(HugePage - 1);
    if (end > begin) madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#endif
    m_table.reset(entries);
}

DtmSettler::~DtmSettler() = default;

void DtmSettler::Free::operator()(Entry *p) const {
    std::free(p); // atomics of integers: nothing to destroy
}

std::optional<DtmSettler::Bounds> DtmSettler::find(std::uint64_t key) const {
    Entry &e = m_table[key & (m_size - 1)];
    const std::uint64_t data = std::atomic_ref(e.data).load(std::memory_order_relaxed);
    if ((std::atomic_ref(e.check).load(std::memory_order_relaxed) ^ data) != key)
        return std::nullopt;
    return Bounds::unpacked(data);
}

void DtmSettler::record(std::uint64_t key, bool mating, int plies, bool held) {
    // One entry a slot, the newest searched position kept.
    Bounds b = find(key).value_or(Bounds{});
    std::int16_t &within = mating ? b.matesWithin : b.matedWithin;
    std::int16_t &notWithin = mating ? b.matesNotWithin : b.matedNotWithin;
    if (held)
        within = std::int16_t(std::min<int>(within, plies));
    else
        notWithin = std::int16_t(std::max<int>(notWithin, plies));
    Entry &e = m_table[key & (m_size - 1)];
    const std::uint64_t data = b.packed();
    std::atomic_ref(e.data).store(data, std::memory_order_relaxed);
    std::atomic_ref(e.check).store(key ^ data, std::memory_order_relaxed);
}

void DtmSettler::prefetch(std::uint64_t key) const {
    // The children are looked up in the table right after they are ordered;
    // a miss there was most of the search's time.
    __builtin_prefetch(&m_table[key & (m_size - 1)]);
}

void DtmSettler::bounds(const Position &pos, Score &lower, Score &upper) const {
    // Looked up afresh each time rather than kept: most positions looked at
    // are leaves, and keeping them would push the searched ones out.
    if (const std::optional<SolverValue> v = m_set.valueOfReached(pos)) {
        lower = v->lower();
        upper = v->upper();
        return;
    }
    if (popCount(pos.pieces()) <= Material::MaxMen) {
        // A capture into another four-man material than the set's (two
        // pieces for a side: KQQK).
        const TableProbe t = m_registry.probe(pos).result;
        if (t.found() && t.metric == TbMetric::Dtm) {
            lower = upper = t.kind == TableProbe::Kind::Win    ? score::winIn(2 * t.distance - 1)
                            : t.kind == TableProbe::Kind::Loss ? score::lossIn(2 * t.distance)
                                                               : score::Draw;
            return;
        }
    }
    // Outside the set: anything from being mated now to mating now.
    lower = score::lossIn(0);
    upper = score::winIn(1);
}

bool DtmSettler::boundsInSlice(const SolvedRuns::SliceLookup &slice, const SliceKey &key,
                               const SliceState &state, std::uint64_t positionKey, Score &lower,
                               Score &upper) const {
    const std::optional<SolverValue> v = m_set.valueInSlice(slice, key, state, positionKey);
    if (!v) return false;
    lower = v->lower();
    upper = v->upper();
    return true;
}

bool DtmSettler::Search::stopping() {
    if (m_stopped) return true;
    const Shared &shared = *m_shared;
    if (shared.decided.load(std::memory_order_relaxed) ||
        shared.nodes.load(std::memory_order_relaxed) + (m_nodes - m_flushed) >= shared.maxNodes ||
        ((m_nodes & 4095) == 0 && shared.cancel && shared.cancel->load()))
        m_stopped = true;
    else if ((m_nodes & 1023) == 0) {
        flush();
        if ((m_nodes & 65535) == 0 && m_tick) m_tick();
    }
    return m_stopped;
}

DtmSettler::Search::Candidates DtmSettler::Search::children(Position &pos, bool attacking) const {
    Candidates candidates;
    // Equal orders keep the moves' own order (pawns, pieces, king), where
    // std::sort left them in whatever order it happened to: with it, on one
    // thread, Fine #70's search took 7.9 M positions instead of 8.6 M and
    // Chernev No. 40's (queen bounds) settled "proven win 16" within 20 M
    // instead of leaving 15 to 16; Chernev No. 38's took 4.6 M instead of
    // 3.2 M. The king's moves first, or the order reversed, were worse in
    // three of these four (the reversed order's 2.4 M for Fine #70 aside).
    const auto tieBroken = [](int order, std::size_t index) {
        return order * int(MoveList::Capacity) + int(index);
    };
    // A king's or piece's quiet move stays in the position's slice: its
    // child is valued from the slice state and a Zobrist key worked out
    // here, without making the move on the board (most moves of a node;
    // making and unmaking each was a sixth of the search's time).
    const Color us = pos.sideToMove();
    SliceKey key;
    SliceState state;
    const bool quietStaysInSlice = pos.enPassantSquare() == NoSquare &&
                                   pos.castlingRights() == NoCastling &&
                                   SolvedRuns::sliceOf(pos, key, state);
    const SolvedRuns::SliceLookup slice =
        quietStaysInSlice ? m_settler.m_set.lookUpSlice(key) : SolvedRuns::SliceLookup{};
    for (const Move m : pos.legalMoves()) {
        Score lower, upper;
        std::uint64_t childKey = 0;
        const Square from = m.from(), to = m.to();
        const Piece moving = pos.pieceOn(from);
        bool valued = false;
        if (quietStaysInSlice && typeOf(moving) != Pawn && pos.isEmpty(to)) {
            SliceState child = state;
            (typeOf(moving) == King ? child.king : child.piece)[us] = to;
            child.sideToMove = ~us;
            childKey = pos.key() ^ zobrist::piece(moving, from) ^ zobrist::piece(moving, to) ^
                       zobrist::sideToMove();
            valued = m_settler.boundsInSlice(slice, key, child, childKey, lower, upper);
            if (valued) m_settler.prefetch(childKey);
        }
        if (!valued) {
            const UndoInfo undo = pos.makeMove(m);
            m_settler.bounds(pos, lower, upper);
            childKey = pos.key();
            m_settler.prefetch(childKey);
            pos.unmakeMove(m, undo);
        }
        if (attacking) {
            // The defender's best case decides how soon it may be mated; a
            // defender that is never lost is no way to mate.
            if (!score::isLoss(lower)) continue;
            const int order =
                score::isLoss(upper) ? score::plies(upper) : 1000 + score::plies(lower);
            candidates.items[candidates.count] = {m, tieBroken(order, candidates.count), lower,
                                                  upper, childKey};
            ++candidates.count;
        } else {
            // The reply that leaves the attacker the slowest best case first:
            // it refutes a test soonest.
            const int order = score::isWin(upper) ? -score::plies(upper) : -100000;
            candidates.items[candidates.count] = {m, tieBroken(order, candidates.count), lower,
                                                  upper, childKey};
            ++candidates.count;
        }
    }
    std::sort(candidates.items.begin(), candidates.items.begin() + std::ptrdiff_t(candidates.count),
              [](const Candidate &a, const Candidate &b) { return a.order < b.order; });
    return candidates;
}

bool DtmSettler::Search::matesInOne(Position &pos) {
    // Only a check can mate, so only the checks are played (found without
    // playing moves: generating and playing every legal move was a fifth of
    // Fine #70's search). The children's bounds (slice lookups) would cost
    // more than the test. Most of a refutation's nodes are these frontier
    // tests (Fine #70: 9.9 M of 22.6 M, outside the set).
    MoveList checks;
    pos.generateLegalChecks(checks);
    for (const Move m : checks) {
        const UndoInfo undo = pos.makeMove(m);
        const bool mate = pos.isCheckmate();
        pos.unmakeMove(m, undo);
        if (mate) return true;
    }
    return false;
}

bool DtmSettler::Search::decidedInTable(const Candidates &candidates, bool attacking,
                                        int plies) const {
    for (const Candidate &c : candidates)
        if (const std::optional<Bounds> b = m_settler.find(c.key))
            if (attacking ? plies >= b->matedWithin : plies <= b->matesNotWithin) return true;
    return false;
}

template <typename Holds>
bool DtmSettler::Search::firstOf(Position &pos, const Candidates &candidates, int plies,
                                 Holds &&holds) {
    // Children another search is expanding wait for the second round, unless
    // they come first (one child is always searched at once: with every
    // search deferring, none would make progress).
    const bool mayDefer = m_settler.sharesTests() && plies - 1 >= LeastBusyPlies;
    std::array<std::uint8_t, MoveList::Capacity> deferred;
    std::size_t deferredCount = 0;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const Candidate &c = candidates[i];
        const UndoInfo undo = pos.makeMove(c.move);
        if (mayDefer && i > 0 && m_settler.isBusy(pos.key())) {
            pos.unmakeMove(c.move, undo);
            deferred[deferredCount++] = std::uint8_t(i);
            continue;
        }
        const bool held = holds(c);
        pos.unmakeMove(c.move, undo);
        if (held || m_stopped) return held && !m_stopped;
    }
    for (std::size_t i = 0; i < deferredCount; ++i) {
        const Candidate &c = candidates[deferred[i]];
        const UndoInfo undo = pos.makeMove(c.move);
        const bool held = holds(c);
        pos.unmakeMove(c.move, undo);
        if (held || m_stopped) return held && !m_stopped;
    }
    return false;
}

bool DtmSettler::Search::mates(Position &pos, int plies, Score lower, Score upper) {
    if (plies < 1) return false;
    // The worst case already mates in time; the best case does not.
    if (score::isWin(lower) && score::plies(lower) <= plies) return true;
    if (!score::isWin(upper) || score::plies(upper) > plies) return false;
    if (const std::optional<Bounds> b = m_settler.find(pos.key())) {
        if (plies >= b->matesWithin) return true;
        if (plies <= b->matesNotWithin) return false;
    }
    if (stopping()) return false;
    ++m_nodes;

    bool result = false;
    if (plies < 3) {
        // Within one or two plies the mate is the next move.
        result = matesInOne(pos);
    } else {
        const BusyMark mark(m_settler, pos.key(), plies);
        const Candidates candidates = children(pos, true);
        result = decidedInTable(candidates, true, plies - 1) ||
                 firstOf(pos, candidates, plies, [&](const Candidate &c) {
                     return mated(pos, plies - 1, c.lower, c.upper);
                 });
    }
    if (m_stopped) return false; // nothing half-searched is remembered
    m_settler.record(pos.key(), true, plies, result);
    return result;
}

bool DtmSettler::Search::mated(Position &pos, int plies, Score lower, Score upper) {
    // Even the best case is mated in time; even the worst case is not.
    if (score::isLoss(upper) && score::plies(upper) <= plies) return true;
    if (!score::isLoss(lower) || score::plies(lower) > plies) return false;
    // Within less than two plies only a mate on the board counts: no node,
    // nothing remembered (the table would cost more than the test).
    if (plies < 2) return pos.isCheckmate();
    if (const std::optional<Bounds> b = m_settler.find(pos.key())) {
        if (plies >= b->matedWithin) return true;
        if (plies <= b->matedNotWithin) return false;
    }
    if (stopping()) return false;
    ++m_nodes;

    bool result;
    const BusyMark mark(m_settler, pos.key(), plies);
    // Defending, every move is a candidate: none is mate or stalemate.
    const Candidates candidates = children(pos, false);
    if (candidates.empty()) {
        result = pos.inCheck();
    } else if (decidedInTable(candidates, false, plies - 1)) {
        // A reply an earlier search showed not to be mated in time: no
        // other reply is searched before it.
        result = false;
    } else {
        result = !firstOf(pos, candidates, plies, [&](const Candidate &c) {
            return !mates(pos, plies - 1, c.lower, c.upper);
        });
    }
    if (m_stopped) return false;
    m_settler.record(pos.key(), false, plies, result);
    return result;
}

bool DtmSettler::test(const Position &pos, bool mating, int plies, Score lower, Score upper,
                      Shared &shared, bool *stopped, const std::function<void()> &tick) {
    shared.decided.store(false);
    const auto run = [&](Search &search, std::function<void()> ownTick) {
        search.begin(shared, std::move(ownTick));
        Position p = pos;
        const bool result =
            mating ? search.mates(p, plies, lower, upper) : search.mated(p, plies, lower, upper);
        search.flush();
        if (!search.stopped()) shared.decided.store(true);
        return result;
    };
    // Search 0 is the calling thread's, the others each start a thread.
    std::vector<std::unique_ptr<Search>> helpers;
    std::vector<Search *> searches{m_main.get()};
    for (int t = 1; t < m_threads; ++t) {
        helpers.push_back(std::make_unique<Search>(*this));
        searches.push_back(helpers.back().get());
    }
    std::vector<char> answers(searches.size(), 0);
    std::vector<std::thread> workers;
    for (std::size_t t = 1; t < searches.size(); ++t)
        workers.emplace_back([&, t] { answers[t] = run(*searches[t], {}); });
    answers[0] = run(*m_main, tick);
    for (std::thread &w : workers) w.join();
    // Every search that was not stopped has the answer (they agree).
    for (std::size_t t = 0; t < searches.size(); ++t)
        if (!searches[t]->stopped()) {
            *stopped = false;
            return answers[t];
        }
    *stopped = true;
    return false;
}

bool DtmSettler::matedWithin(const Position &start, int plies, std::uint64_t maxNodes,
                             const std::atomic<bool> *cancel,
                             const std::function<void(std::uint64_t)> &progress) {
    Shared shared(maxNodes, cancel);
    Score lower, upper;
    bounds(start, lower, upper);
    bool stopped = false;
    const bool mated =
        test(start, false, plies, lower, upper, shared, &stopped, progressTick(shared, progress));
    m_lastNodes = shared.nodes.load();
    return mated && !stopped;
}

std::function<void()> DtmSettler::progressTick(const Shared &shared,
                                               const std::function<void(std::uint64_t)> &progress) {
    if (!progress) return {};
    return [&shared, &progress] { progress(shared.nodes.load(std::memory_order_relaxed)); };
}

std::vector<Move> DtmSettler::line(const Position &start, Score exact, std::uint64_t maxNodes,
                                   const std::atomic<bool> *cancel,
                                   const std::function<void(std::uint64_t)> &progress) {
    std::vector<Move> line;
    Shared shared(maxNodes, cancel);
    const std::function<void()> tick = progressTick(shared, progress);
    Position pos = start;
    Score value = exact;
    while (score::isWin(value) || score::isLoss(value)) {
        // Where the runs themselves agree, the set's best moves go on.
        const std::optional<SolverValue> runs = m_set.runsOfReached(pos);
        if (runs && runs->isProven()) break;
        const int plies = score::plies(value);
        Move chosen = Move::none();
        bool stopped = false;
        // The winner: a move after which the loser is mated in time. The
        // loser: a move after which the mate takes all the plies left (every
        // move allows a mate within them; one allows no shorter one). In the
        // tests' order, the likeliest first: their bounds mostly decide.
        // Each test on every thread, as settle()'s (the line of Zinar 1983
        // (12) took 37 M positions on one thread, 80 s, after the 71 M of
        // its DTM).
        for (const Search::Candidate &c : m_main->children(pos, score::isWin(value))) {
            const UndoInfo undo = pos.makeMove(c.move);
            const bool keeps =
                score::isWin(value)
                    ? test(pos, false, plies - 1, c.lower, c.upper, shared, &stopped, tick)
                    : plies < 3 ||
                          !test(pos, true, plies - 3, c.lower, c.upper, shared, &stopped, tick);
            pos.unmakeMove(c.move, undo);
            if (stopped) break;
            if (keeps) {
                chosen = c.move;
                break;
            }
        }
        if (stopped || chosen.isNone()) break; // mated, or nothing shown within the limit
        line.push_back(chosen);
        pos.makeMove(chosen);
        value = score::isWin(value) ? score::lossIn(plies - 1) : score::winIn(plies - 1);
    }
    m_lastNodes = shared.nodes.load();
    return line;
}

DtmSettleReport DtmSettler::settle(const Position &start, const SolverValue &value,
                                   std::uint64_t maxNodes, const std::atomic<bool> *cancel,
                                   const std::function<void(std::uint64_t)> &progress) {
    const auto began = std::chrono::steady_clock::now();
    const auto seconds = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    };
    DtmSettleReport report;
    report.value = value;
    if (!value.isValid() || !value.isWdlProven() || value.isProven()) {
        report.settled = value.isProven();
        return report;
    }
    Shared shared(maxNodes, cancel);
    double lastTick = 0;
    const auto tick = [&] {
        if (!progress || seconds() - lastTick < 0.1) return;
        lastTick = seconds();
        progress(shared.nodes.load(std::memory_order_relaxed));
    };

    bool stopped = false;
    Score lower = value.lower(), upper = value.upper();
    if (score::isWin(lower)) {
        // Mates in at most plies(lower), in at least plies(upper): try the
        // shortest first; each miss moves the best case one mate further.
        for (int n = score::plies(upper); n < score::plies(lower); n += 2) {
            if (test(start, true, n, lower, upper, shared, &stopped, tick)) {
                lower = score::winIn(n);
                break;
            }
            if (stopped) break;
            upper = score::winIn(n + 2);
        }
    } else {
        // Mated after at least plies(lower), at most plies(upper) plies.
        for (int n = score::plies(lower); n < score::plies(upper); n += 2) {
            if (test(start, false, n, lower, upper, shared, &stopped, tick)) {
                upper = score::lossIn(n);
                break;
            }
            if (stopped) break;
            lower = score::lossIn(n + 2);
        }
    }
    report.value = SolverValue::between(start.sideToMove(), lower, upper);
    report.settled = report.value.isProven();
    report.stoppedEarly = stopped && !report.settled;
    report.nodes = shared.nodes.load();
    return report;
}

} // namespace rampart
