#include "solver/autosolve.h"

#include <algorithm>
#include <thread>

#include "chess/bitboard.h"
#include "chess/legality.h"

#include "solver/solvedset.h"

namespace rampart {

namespace {
// Men besides the king.
int menOf(const Position &pos, Color c) {
    return popCount(pos.pieces(c)) - 1;
}
// Positions with at most this many men are the tables' (core/tables).
constexpr int TableMen = 4;
} // namespace

std::uint64_t defaultAutoSolveBudget() {
    return std::min(DefaultAutoSolveBudgetMB << 20, Solver::defaultMemoryLimit());
}

namespace {
int coresOr(int cores) {
    return cores > 0 ? cores : std::max(1, int(std::thread::hardware_concurrency()));
}
} // namespace

int autoSolveThreads(int cores) {
    return std::max(1, coresOr(cores) - 1);
}

int searchThreadsBeside(int wanted, int solveThreads, int cores) {
    if (solveThreads <= 0) return wanted;
    return std::min(wanted, std::max(1, coresOr(cores) - solveThreads));
}

Solver::Options autoSolveOptions(Solver::Options base, std::uint64_t budgetBytes) {
    const std::uint64_t own =
        base.maxMemoryBytes ? base.maxMemoryBytes : Solver::defaultMemoryLimit();
    base.maxMemoryBytes = std::min(own, budgetBytes);
    base.slicesOnDisk = false;
    base.tablesInLimit = true;
    base.threads = autoSolveThreads();
    return base;
}

AutoSolveDecision decideAutoSolve(const Position &pos, bool on, const SolvedSet *set,
                                  const std::optional<RunningSolve> &running) {
    using Kind = AutoSolveDecision::Kind;
    AutoSolveDecision d;
    if (!on) return d;
    if (const std::optional<SolveReason> reason = Solver::outOfScopeReason(pos)) {
        d.kind = Kind::OutOfScope;
        d.reason = *reason;
        return d;
    }
    if (popCount(pos.pieces()) <= TableMen) {
        d.kind = Kind::Tables;
        return d;
    }
    if (set && set->contains(pos)) {
        d.kind = Kind::InSolvedSet;
        return d;
    }
    if (running && mayBeReachedFrom(running->root, pos)) {
        d.kind = Kind::BeingSolved;
        return d;
    }
    if (running && !running->automatic) {
        d.kind = Kind::Busy;
        return d;
    }
    d.kind = Kind::Start;
    d.cancelRunning = running.has_value();
    return d;
}

bool mayBeReachedFrom(const Position &root, const Position &pos) {
    if (pos.key() == root.key()) return true;
    for (const Color c : {White, Black}) {
        if (menOf(pos, c) > menOf(root, c)) return false;
        // Every man the other side lost could have been taken by a pawn.
        const int captures = menOf(root, ~c) - menOf(pos, ~c);
        if (captures < 0) return false;
        const Bitboard rootPawns = root.pieces(c, Pawn);
        for (Bitboard b = pos.pieces(c, Pawn); b;) {
            const Square s = popLsb(b);
            bool origin = false;
            for (Bitboard r = rootPawns; r && !origin;) {
                const Square from = popLsb(r);
                const int ranks = relativeRank(c, s) - relativeRank(c, from);
                origin = ranks >= 0 && fileDistance(s, from) <= std::min(ranks, captures);
            }
            if (!origin) return false;
        }
    }
    return true;
}

std::vector<Move> withDtmLine(const SolvedSet &set, const Position &root, std::vector<Move> pv) {
    Position end = root;
    for (const Move m : pv) {
        if (!end.isLegalMove(m)) return pv;
        end.makeMove(m);
    }
    const int room = SolvedSet::MaxLinePlies - int(pv.size());
    if (room <= 0) return pv;
    const std::vector<Move> rest = set.bestLine(end, room);
    pv.insert(pv.end(), rest.begin(), rest.end());
    return pv;
}

bool settlesEveryMove(const SolvedSet &set, const Position &pos) {
    const std::optional<LegalPosition> legal = LegalPosition::of(pos);
    const std::optional<SolverValue> value = legal ? set.value(*legal) : std::nullopt;
    if (!value || !value->isProven()) return false;
    const std::vector<SolverMoveValue> moves = set.moves(*legal);
    return moves.size() == std::size_t(pos.legalMoves().size()) &&
           std::all_of(moves.begin(), moves.end(),
                       [](const SolverMoveValue &m) { return m.value.isProven(); });
}

} // namespace rampart
