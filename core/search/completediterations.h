// The deepest iteration that any thread of a multi-threaded search (lazy
// SMP, searchhelpers.h) has completed: its depth, score and principal
// variation. Every thread publishes each iteration it completes; the main
// search takes the deepest one as its result (Stockfish's helper threads:
// the result of the thread with the deepest completed iteration), and every
// thread abandons an iteration that another thread has already completed
// and moves on past it (so no two threads finish the same depth, and a
// thread that the table's chaos left behind does not hold the search back).
//
// Owned by SearchHelpers; published to and read from every search thread.
#pragma once

#include <atomic>
#include <mutex>
#include <vector>

#include "chess/move.h"

namespace rampart {

class CompletedIterations {
public:
    struct Iteration {
        int depth = 0; // 0: none yet
        int selDepth = 0;
        int score = 0;
        std::vector<Move> pv;
    };

    // Forget every iteration (before a search; no thread publishes).
    void clear();
    // Kept when deeper than every iteration published before (on a tie the
    // first stays).
    void publish(int depth, int selDepth, int score, const Move *pv, int pvLength);
    // The deepest depth published so far (any thread, without a lock).
    int deepest() const { return m_deepest.load(std::memory_order_acquire); }
    // A copy of the deepest iteration.
    Iteration deepestIteration() const;

private:
    mutable std::mutex m_mutex;
    Iteration m_deepestIteration;
    std::atomic<int> m_deepest{0};
};

} // namespace rampart
