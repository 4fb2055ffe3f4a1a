#include "solver/dtmsettlesession.h"

#include <algorithm>
#include <chrono>

#include "solver/dtmsettler.h"

namespace rampart {

DtmSettleSession::DtmSettleSession(const SolvedRuns &set, SettledDtms &settled,
                                   const TableRegistry &registry, std::size_t tableBytes,
                                   int threads)
    : m_set(set)
    , m_settled(settled)
    , m_registry(registry)
    , m_tableBytes(tableBytes)
    , m_threads(threads) {}

std::vector<std::pair<Position, SolverValue>>
DtmSettleSession::openMoves(const Position &pos,
                            const std::vector<SolverMoveValue> &moveValues) const {
    // The moves whose value is proven but whose DTM is not.
    std::vector<std::pair<Position, SolverValue>> open;
    for (const SolverMoveValue &m : moveValues) {
        if (!m.value.isWdlProven() || m.value.isProven()) continue;
        Position child = pos;
        child.makeMove(m.move);
        if (const std::optional<SolverValue> v = m_set.valueOfReached(child))
            open.emplace_back(child, *v);
    }
    return open;
}

bool DtmSettleSession::wantsLine(const Position &pos, const SolverValue &value) const {
    // Where the runs agree, their own best moves are the DTM line.
    if (!value.isProven() || value.lower() == score::Draw) return false;
    const std::optional<SolverValue> runs = m_set.runsOfReached(pos);
    return runs && !runs->isProven() && m_settled.line(pos.key()).empty();
}

bool DtmSettleSession::isOpen(const Position &pos) const {
    const std::optional<SolverValue> v = m_set.valueOfReached(pos);
    if (!v || !v->isWdlProven()) return false;
    return !v->isProven() || wantsLine(pos, *v) || !openMoves(pos, m_set.moves(pos)).empty();
}

namespace {
// One position of a DTM search (DtmSettleSession::settle(), settleEach()) over a shared
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
void settleInRounds(const SolvedRuns &set, const std::vector<const Position *> &positions,
                    const CountedSettle &settle, IsOpen &&isOpen) {
    for (;;) {
        std::vector<const Position *> open;
        for (const Position *p : positions)
            if (isOpen(*p)) open.push_back(p);
        const std::uint64_t before = settle.budget;
        for (std::size_t i = 0; i < open.size() && settle.budget > 0; ++i) {
            if (settle.cancel && settle.cancel->load()) return;
            if (!isOpen(*open[i])) continue; // an earlier search settled it on the way
            settle(*open[i], *set.valueOfReached(*open[i]), settle.budget / (open.size() - i));
        }
        if (open.empty() || settle.budget == 0 || settle.budget == before) return;
    }
}
} // namespace

SolveReport::DtmSearchTally
DtmSettleSession::settle(const Position &pos, std::uint64_t maxNodes,
                         const std::atomic<bool> *cancel,
                         const std::function<void(std::uint64_t)> &progress) {
    SolveReport::DtmSearchTally d;
    const std::optional<SolverValue> start = m_set.valueOfReached(pos);
    if (maxNodes == 0 || !start || !start->isWdlProven() || (cancel && cancel->load())) return d;
    const std::vector<SolverMoveValue> startMoves = m_set.moves(pos);
    const std::vector<std::pair<Position, SolverValue>> movesOpen = openMoves(pos, startMoves);
    const bool startOpen = !start->isProven();
    if (!startOpen && movesOpen.empty() && !wantsLine(pos, *start)) return d;
    // The time counts the table's set-up: the search's wait as the user
    // sees it.
    const auto began = std::chrono::steady_clock::now();
    DtmSettler settler(m_set, m_registry, m_tableBytes, m_threads);
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
    if (budget > 0 && wantsLine(pos, root)) {
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
    for (const auto &[child, value] : movesOpen) children.push_back(&child);
    const auto stillOpen = [this](const Position &p) {
        return !m_set.valueOfReached(p)->isProven();
    };
    settleInRounds(m_set, children, settle, stillOpen);
    for (const Position *child : children)
        if (stillOpen(*child)) d.movesOpen += 1;
    d.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    return d;
}

SolveReport::DtmSearchTally
DtmSettleSession::settleEach(const std::vector<Position> &positions, std::uint64_t maxNodes,
                             const std::atomic<bool> *cancel,
                             const std::function<void(std::uint64_t)> &progress) {
    SolveReport::DtmSearchTally d;
    const auto stillOpen = [this](const Position &p) {
        const std::optional<SolverValue> v = m_set.valueOfReached(p);
        return v && v->isWdlProven() && !v->isProven();
    };
    std::vector<const Position *> open;
    for (const Position &p : positions)
        if (stillOpen(p)) open.push_back(&p);
    if (maxNodes == 0 || open.empty() || (cancel && cancel->load())) return d;
    const auto began = std::chrono::steady_clock::now();
    DtmSettler settler(m_set, m_registry, m_tableBytes, m_threads);
    d.ran = true;
    std::uint64_t budget = maxNodes;
    const CountedSettle settle{settler, m_settled, d, budget, cancel, progress};
    settleInRounds(m_set, open, settle, stillOpen);
    for (const Position *p : open)
        if (stillOpen(*p)) d.positionsOpen += 1;
    d.settled = d.positionsOpen == 0;
    d.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    return d;
}

} // namespace rampart
