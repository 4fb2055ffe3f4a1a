// The automatic solve of `analyze` and `uci` (solver/autosolve.h) on a
// thread of its own: one solve at a time (solver/solvejob.h, the GUI's
// Solve with the same slice cache). start() never waits: a running solve is
// cancelled and the new one runs once it has ended, so a UCI engine answers
// at once. What a solve ends with goes to the caller's callback, on this
// thread; a solve that a newer start() superseded ends Cancelled and is
// told as superseded (its set, should it have finished first, is dropped:
// one set at a time).
#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "chess/position.h"

#include "solver/autosolve.h"
#include "solver/solvejob.h"

namespace rampart {
class TableRegistry;
}

namespace rampart::cli {

class BackgroundSolve {
public:
    // outcome; superseded: a newer start() cancelled it.
    using Finished = std::function<void(const SolveOutcome &outcome, bool superseded)>;

    BackgroundSolve();
    // Cancels the solve and waits for it.
    ~BackgroundSolve();
    BackgroundSolve(const BackgroundSolve &) = delete;
    BackgroundSolve &operator=(const BackgroundSolve &) = delete;

    // Solves pos with options (autoSolveOptions()); finished is called when
    // it ends.
    void start(const Position &pos, const Solver::Options &options, Finished finished);
    // Cancels the running and the waiting solve.
    void cancel();
    // The solve running or waiting to run (the newest), automatic.
    std::optional<RunningSolve> running() const;
    // The threads of the solve running or waiting to run, 0 from the moment
    // it ends (before finished is called): what a search beside it leaves
    // to the solve (searchThreadsBeside()).
    int threads() const;
    // The running solve's latest progress.
    SolveProgress progress() const;
    // Blocks until no solve runs or waits, calling report with the progress
    // every pollMs.
    void wait(const std::function<void(const SolveProgress &)> &report, int pollMs = 200);

private:
    struct Job {
        Position pos;
        Solver::Options options;
        Finished finished;
    };
    void run();

    // The tables the sets' exits are answered from, loaded once.
    std::shared_ptr<TableRegistry> m_registry;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::optional<Job> m_waiting;      // under m_mutex
    std::optional<Position> m_solving; // under m_mutex
    int m_solvingThreads = 0;          // under m_mutex
    SolveProgress m_progress;          // under m_mutex
    bool m_quit = false;               // under m_mutex
    std::atomic<bool> m_cancel{false};
    std::thread m_thread;
};

} // namespace rampart::cli
