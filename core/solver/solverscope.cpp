#include "solver/solverscope.h"

#include <optional>

#include "chess/position.h"

#include "tables/tableregistry.h"

namespace rampart {

namespace {
Bitboard piecesOf(const Position &pos) {
    return pos.pieces() & ~pos.pieces(Pawn) & ~pos.pieces(King);
}
} // namespace

void SolverScope::applyTo(Solver::Options &options) const {
    options.queenBounds = queenBounds;
    options.slicePieces = slicePieces;
}

std::string SolverScope::name() const {
    return queenBounds ? "queen bounds" : "pieces " + std::to_string(slicePieces);
}

bool queenBoundsTake(const Position &pos) {
    const Bitboard pieces = piecesOf(pos);
    return pieces == 0 || (!moreThanOne(pieces) && typeOf(pos.pieceOn(lsb(pieces))) == Queen);
}

std::vector<SolverScope> scopesToTry(const Position &pos) {
    const int own = popCount(piecesOf(pos));
    std::vector<SolverScope> scopes;
    for (const int pieces : {2, 1})
        if (pieces >= own) scopes.push_back({false, pieces});
    if (queenBoundsTake(pos)) scopes.push_back({true, 0});
    if (own == 0) scopes.push_back({false, 0});
    return scopes;
}

AutomaticSolve solveAutomatically(const Position &pos, TableRegistry &registry,
                                  const Solver::Options &options,
                                  const AutomaticSolveSteps &steps) {
    AutomaticSolve result;
    double seconds = 0;
    const auto optionsFor = [&](const SolverScope &scope) {
        Solver::Options o = options;
        scope.applyTo(o);
        return o;
    };
    // Runs one scope; true when the steps go on (it was solved or too large).
    const auto attempt = [&](const SolverScope &scope) {
        ScopeAttempt a = steps.solveIn(optionsFor(scope));
        seconds += a.report.seconds;
        const SolveReport::Status status = a.report.status;
        // The first scope refused for memory is the one to name: the
        // estimates come first, so it is the widest.
        if (status == SolveReport::Status::TooLarge && !result.refused) {
            result.refused = a.report.estimate;
            result.refusedScope = scope;
        }
        if (status != SolveReport::Status::Solved) {
            if (result.solved.empty()) {
                result.report = std::move(a.report);
                result.scope = scope;
            } else if (status != SolveReport::Status::TooLarge) {
                result.widerStopped = AutomaticSolve::StoppedScope{scope, a.report.reason};
            }
            return status == SolveReport::Status::TooLarge;
        }
        if (result.solved.empty()) {
            result.report = std::move(a.report);
            result.solver = std::move(a.solver);
            result.scope = scope;
        } else {
            const SolverValue narrowed = result.report.value.narrowedBy(a.report.value);
            // The wider set is kept unless it leaves open a win, draw or loss
            // the narrower one proves.
            if (!(result.report.value.isWdlProven() && !a.report.value.isWdlProven())) {
                result.report = std::move(a.report);
                result.solver = std::move(a.solver);
                result.scope = scope;
            }
            result.report.value = narrowed;
        }
        result.solved.push_back(scope);
        return true;
    };
    const auto finish = [&] {
        result.report.seconds = seconds;
        return std::move(result);
    };
    const int own = popCount(piecesOf(pos));
    // The widest scope with pieces that fits, and its size.
    std::optional<SolverScope> wider;
    std::uint64_t widerPositions = 0;
    for (const int pieces : {2, 1}) {
        if (pieces < own) continue;
        const Solver estimator(registry, optionsFor({false, pieces}));
        const SolverEstimate e = estimator.estimate(pos, steps.cancel);
        if (steps.cancel && steps.cancel->load(std::memory_order_relaxed)) {
            result.report.status = SolveReport::Status::Cancelled;
            result.report.reason.code = SolveReason::Code::Cancelled;
            result.refused.reset();
            return finish();
        }
        if (!e.stoppedEarly && e.memoryBytes <= estimator.memoryLimit()) {
            wider = SolverScope{false, pieces};
            widerPositions = e.positions;
            break;
        }
        if (!result.refused) {
            result.refused = e;
            result.refusedScope = {false, pieces};
        }
    }
    // Queen bounds first when the wider scope is large or does not fit.
    const bool queenFirst =
        queenBoundsTake(pos) && !(wider && widerPositions <= steps.cheapWiderPositions);
    if (queenFirst) {
        if (!attempt(SolverScope{true, 0})) return finish();
        if (!result.solved.empty() && result.report.value.isProven()) return finish();
    }
    if (wider) {
        if (!attempt(*wider)) return finish();
        if (!result.solved.empty()) return finish();
    }
    // The wider scope refused after all (a run whose mates need 16-bit
    // values passes the limit during the solve): queen bounds if not tried.
    if (queenBoundsTake(pos) && !queenFirst) {
        if (!attempt(SolverScope{true, 0})) return finish();
        if (!result.solved.empty()) return finish();
    }
    if (own == 0) attempt(SolverScope{false, 0});
    return finish();
}

} // namespace rampart
