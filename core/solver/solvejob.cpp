#include "solver/solvejob.h"

#include "tables/tablebuilder.h"
#include "tables/tableregistry.h"

namespace rampart {

SolveOutcome runSolveJob(const Position &pos, const std::shared_ptr<TableRegistry> &registry,
                         const Solver::Options &options,
                         const std::function<void(const SolveProgress &)> &report,
                         const std::atomic<bool> *cancel) {
    SolveOutcome outcome;
    outcome.position = pos;
    outcome.limitBytes =
        options.maxMemoryBytes ? options.maxMemoryBytes : Solver::defaultMemoryLimit();
    // One scope: its estimate (refused over the limit), the four-man tables
    // its exits need (with progress of their own), then its slices.
    const auto solveIn = [&](const Solver::Options &scopeOptions) {
        const SolverScope scope{scopeOptions.queenBounds, scopeOptions.slicePieces};
        ScopeAttempt attempt{{}, std::make_unique<Solver>(*registry, scopeOptions)};
        SolveReport &r = attempt.report;
        SolveProgress p;
        p.scope = scope;
        report(p);
        const auto cancelled = [&] {
            r.status = SolveReport::Status::Cancelled;
            r.reason.code = SolveReason::Code::Cancelled;
            return std::move(attempt);
        };
        const SolverEstimate estimate = attempt.solver->estimate(pos, cancel);
        if (cancel->load(std::memory_order_relaxed)) return cancelled();
        const std::uint64_t limit = attempt.solver->memoryLimit();
        const bool fits = estimate.memoryBytes <= limit;
        // Queen bounds may fit once the solve knows the sides worth proving
        // (the estimate counts both): solve() refuses if not.
        if (!fits && !scope.queenBounds) {
            r.status = SolveReport::Status::TooLarge;
            r.estimate = estimate;
            r.reason = SolveReason::overMemoryLimit(estimate, limit);
            return attempt;
        }
        TableBuildReport tables;
        if (fits) {
            TableBuilder::Options tableOptions;
            if (scopeOptions.cacheDirectory)
                tableOptions.cache.emplace(*scopeOptions.cacheDirectory);
            tableOptions.generateMissing = scopeOptions.buildTables;
            TableBuilder builder(*registry, tableOptions);
            p.stage = SolveProgress::Stage::Tables;
            tables = builder.build(
                estimate.tables,
                [&](const TableBuildProgress &t) {
                    p.tablesDone = t.finished;
                    p.tablesTotal = t.total;
                    report(p);
                },
                cancel);
            if (tables.cancelled) return cancelled();
        }
        p.stage = SolveProgress::Stage::Slices;
        auto last = std::chrono::steady_clock::now() - SolveProgressInterval;
        r = attempt.solver->solve(
            pos,
            [&](const SolverProgress &s) {
                const auto now = std::chrono::steady_clock::now();
                if (now - last < SolveProgressInterval && s.slicesDone < s.slicesTotal) return;
                last = now;
                p.solver = s;
                report(p);
            },
            cancel);
        for (const TableProblem &problem : tables.problems)
            r.problems.push_back(SolverProblem::fromTables(problem));
        return attempt;
    };
    AutomaticSolveSteps steps;
    steps.solveIn = solveIn;
    steps.cancel = cancel;
    AutomaticSolve solved = solveAutomatically(pos, *registry, options, steps);
    outcome.report = std::move(solved.report);
    outcome.scope = solved.scope;
    outcome.widerStopped = solved.widerStopped;
    outcome.refused = solved.refused;
    outcome.refusedScope = solved.refusedScope;
    if (outcome.report.status == SolveReport::Status::Solved)
        outcome.set = std::make_shared<const SolvedSet>(registry, std::move(solved.solver), pos,
                                                        outcome.report, solved.scope);
    return outcome;
}

} // namespace rampart
