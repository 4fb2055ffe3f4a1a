#include "dtmsettler.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <new>
#ifdef __linux__
#include <sys/mman.h>
#endif

#include "tables/tableregistry.h"

namespace rampart {

using score::Score;

DtmSettler::DtmSettler(const Solver &solver, const TableRegistry &registry, std::size_t tableBytes)
    : m_solver(solver)
    , m_registry(registry) {
    const std::size_t wanted = std::max<std::size_t>(tableBytes / BytesPerEntry, 1 << 17);
    m_size = std::bit_floor(wanted);
    // Probes land anywhere in the table: with 4 KB pages nearly every one
    // missed the TLB (most of the search's time, measured). Huge pages
    // where the system gives them on request.
    constexpr std::size_t HugePage = 2 << 20;
    const std::size_t bytes = m_size * sizeof(Entry);
    void *memory = std::aligned_alloc(HugePage, bytes);
    if (!memory) throw std::bad_alloc();
#ifdef __linux__
    madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    m_table.reset(static_cast<Entry *>(memory));
    std::uninitialized_default_construct_n(m_table.get(), m_size);
}

const DtmSettler::Entry *DtmSettler::find(const Position &pos) const {
    const Entry &e = m_table[pos.key() & (m_size - 1)];
    return e.key == pos.key() ? &e : nullptr;
}

void DtmSettler::prefetch(const Position &pos) const {
    // The children are looked up in the table right after they are ordered;
    // a miss there was most of the search's time.
    __builtin_prefetch(&m_table[pos.key() & (m_size - 1)]);
}

DtmSettler::Entry &DtmSettler::slot(const Position &pos) {
    // One entry a slot, the newest searched position kept: an entry lost
    // costs a search again, never a wrong answer (the key is compared in full).
    Entry &e = m_table[pos.key() & (m_size - 1)];
    if (e.key != pos.key()) {
        e = Entry{};
        e.key = pos.key();
    }
    return e;
}

void DtmSettler::bounds(const Position &pos, Score &lower, Score &upper) const {
    // Looked up afresh each time rather than kept: most positions looked at
    // are leaves, and keeping them would push the searched ones out.
    if (const std::optional<SolverValue> v = m_solver.valueOfReached(pos)) {
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

bool DtmSettler::stopping() {
    if (m_stopped) return true;
    if (m_nodes >= m_maxNodes || ((m_nodes & 4095) == 0 && m_cancel && m_cancel->load()))
        m_stopped = true;
    else if ((m_nodes & 65535) == 0 && m_tick)
        m_tick();
    return m_stopped;
}

std::vector<DtmSettler::Candidate> DtmSettler::children(Position &pos, bool attacking) const {
    std::vector<Candidate> candidates;
    for (const Move m : pos.legalMoves()) {
        const UndoInfo undo = pos.makeMove(m);
        Score lower, upper;
        bounds(pos, lower, upper);
        prefetch(pos);
        pos.unmakeMove(m, undo);
        if (attacking) {
            // The defender's best case decides how soon it may be mated; a
            // defender that is never lost is no way to mate.
            if (!score::isLoss(lower)) continue;
            candidates.push_back(
                {m, score::isLoss(upper) ? score::plies(upper) : 1000 + score::plies(lower), lower,
                 upper});
        } else {
            // The reply that leaves the attacker the slowest best case first:
            // it refutes a test soonest.
            candidates.push_back(
                {m, score::isWin(upper) ? -score::plies(upper) : -100000, lower, upper});
        }
    }
    std::sort(candidates.begin(), candidates.end(),
              [](const Candidate &a, const Candidate &b) { return a.order < b.order; });
    return candidates;
}

bool DtmSettler::matesInOne(Position &pos) {
    // Only a check can mate: the children's bounds (slice lookups) would
    // cost more than the test. Most of a refutation's nodes were these
    // frontier tests (Fine #70: 9.9 M of 22.6 M, outside the set).
    for (const Move m : pos.legalMoves()) {
        const UndoInfo undo = pos.makeMove(m);
        const bool mate = pos.isCheckmate();
        pos.unmakeMove(m, undo);
        if (mate) return true;
    }
    return false;
}

bool DtmSettler::mates(Position &pos, int plies, Score lower, Score upper) {
    if (plies < 1) return false;
    // The worst case already mates in time; the best case does not.
    if (score::isWin(lower) && score::plies(lower) <= plies) return true;
    if (!score::isWin(upper) || score::plies(upper) > plies) return false;
    if (const Entry *e = find(pos)) {
        if (plies >= e->matesWithin) return true;
        if (plies <= e->matesNotWithin) return false;
    }
    if (stopping()) return false;
    ++m_nodes;

    bool result = false;
    if (plies < 3) {
        // Within one or two plies the mate is the next move.
        result = matesInOne(pos);
    } else {
        for (const Candidate &c : children(pos, true)) {
            const UndoInfo undo = pos.makeMove(c.move);
            result = mated(pos, plies - 1, c.lower, c.upper);
            pos.unmakeMove(c.move, undo);
            if (result || m_stopped) break;
        }
    }
    if (m_stopped) return false; // nothing half-searched is remembered
    Entry &e = slot(pos);
    if (result)
        e.matesWithin = std::int16_t(std::min<int>(e.matesWithin, plies));
    else
        e.matesNotWithin = std::int16_t(std::max<int>(e.matesNotWithin, plies));
    return result;
}

bool DtmSettler::mated(Position &pos, int plies, Score lower, Score upper) {
    // Even the best case is mated in time; even the worst case is not.
    if (score::isLoss(upper) && score::plies(upper) <= plies) return true;
    if (!score::isLoss(lower) || score::plies(lower) > plies) return false;
    // Within less than two plies only a mate on the board counts: no node,
    // nothing remembered (the table would cost more than the test).
    if (plies < 2) return pos.isCheckmate();
    if (const Entry *e = find(pos)) {
        if (plies >= e->matedWithin) return true;
        if (plies <= e->matedNotWithin) return false;
    }
    if (stopping()) return false;
    ++m_nodes;

    bool result;
    if (pos.legalMoves().empty()) {
        result = pos.inCheck();
    } else {
        const std::vector<Candidate> candidates = children(pos, false);
        result = true;
        for (const Candidate &c : candidates) {
            const UndoInfo undo = pos.makeMove(c.move);
            const bool attackerMates = mates(pos, plies - 1, c.lower, c.upper);
            pos.unmakeMove(c.move, undo);
            if (m_stopped) break;
            if (!attackerMates) {
                result = false;
                break;
            }
        }
    }
    if (m_stopped) return false;
    Entry &e = slot(pos);
    if (result)
        e.matedWithin = std::int16_t(std::min<int>(e.matedWithin, plies));
    else
        e.matedNotWithin = std::int16_t(std::max<int>(e.matedNotWithin, plies));
    return result;
}

void DtmSettler::begin(std::uint64_t maxNodes, const std::atomic<bool> *cancel) {
    m_nodes = 0;
    m_maxNodes = maxNodes;
    m_stopped = false;
    m_cancel = cancel;
}

bool DtmSettler::matedWithin(const Position &start, int plies, std::uint64_t maxNodes,
                             const std::atomic<bool> *cancel) {
    begin(maxNodes, cancel);
    Position pos = start;
    Score lower, upper;
    bounds(pos, lower, upper);
    const bool result = mated(pos, plies, lower, upper) && !m_stopped;
    m_cancel = nullptr;
    return result;
}

std::vector<Move> DtmSettler::line(const Position &start, Score exact, std::uint64_t maxNodes,
                                   const std::atomic<bool> *cancel) {
    std::vector<Move> line;
    begin(maxNodes, cancel);
    Position pos = start;
    Score value = exact;
    while (score::isWin(value) || score::isLoss(value)) {
        // Where the runs themselves agree, the set's best moves go on.
        const std::optional<SolverValue> runs = m_solver.runsOfReached(pos);
        if (runs && runs->isProven()) break;
        const int plies = score::plies(value);
        Move chosen = Move::none();
        // The winner: a move after which the loser is mated in time. The
        // loser: a move after which the mate takes all the plies left (every
        // move allows a mate within them; one allows no shorter one). In the
        // tests' order, the likeliest first: their bounds mostly decide.
        for (const Candidate &c : children(pos, score::isWin(value))) {
            const UndoInfo undo = pos.makeMove(c.move);
            const bool keeps = score::isWin(value)
                                   ? mated(pos, plies - 1, c.lower, c.upper)
                                   : plies < 3 || !mates(pos, plies - 3, c.lower, c.upper);
            pos.unmakeMove(c.move, undo);
            if (m_stopped) return line;
            if (keeps) {
                chosen = c.move;
                break;
            }
        }
        if (chosen.isNone()) break; // mated, or nothing shown within the limit
        line.push_back(chosen);
        pos.makeMove(chosen);
        value = score::isWin(value) ? score::lossIn(plies - 1) : score::winIn(plies - 1);
    }
    m_cancel = nullptr;
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
    begin(maxNodes, cancel);
    double lastTick = 0;
    m_tick = [&] {
        if (!progress || seconds() - lastTick < 0.1) return;
        lastTick = seconds();
        progress(m_nodes);
    };

    Position pos = start;
    Score lower = value.lower(), upper = value.upper();
    if (score::isWin(lower)) {
        // Mates in at most plies(lower), in at least plies(upper): try the
        // shortest first; each miss moves the best case one mate further.
        for (int n = score::plies(upper); n < score::plies(lower); n += 2) {
            if (mates(pos, n, lower, upper)) {
                lower = score::winIn(n);
                break;
            }
            if (m_stopped) break;
            upper = score::winIn(n + 2);
        }
    } else {
        // Mated after at least plies(lower), at most plies(upper) plies.
        for (int n = score::plies(lower); n < score::plies(upper); n += 2) {
            if (mated(pos, n, lower, upper)) {
                upper = score::lossIn(n);
                break;
            }
            if (m_stopped) break;
            lower = score::lossIn(n + 2);
        }
    }
    report.value = SolverValue::between(start.sideToMove(), lower, upper);
    report.settled = report.value.isProven();
    report.stoppedEarly = m_stopped && !report.settled;
    report.nodes = m_nodes;
    m_tick = {};
    m_cancel = nullptr;
    return report;
}

} // namespace rampart
