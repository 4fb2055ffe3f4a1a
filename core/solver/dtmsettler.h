// Settles the DTM of a position whose value a solve proved but whose DTM
// still rests on an assumption.
//
// A promotion that gives a side a second piece leaves every scope, so the
// solve's two runs value it as an immediate mate for one side and then for
// the other: win/draw/loss may agree while the DTM is only bracketed (Fine
// #70: "proven win, 27 to 32"). The true DTM is then found by an exact mate
// search over the real positions:
//
//   mates(p, n)   the side to move mates within n plies
//   mated(p, n)   the side to move is mated within n plies
//
// A position of the solved set is a leaf whenever its two runs (sound
// bounds) already decide the question; a position with at most four men is
// answered by the tables; a position outside the set (a side with two
// pieces, a slice no run solved) is searched move by move. The tests run
// from the optimistic end of the interval towards the proven one, so every
// test that fails raises the lower bound: when the node limit or Cancel
// stops the search, the interval left is still sound, only narrower.
//
// The fifty-move rule is ignored, as everywhere in the solver. Repetitions
// cannot shorten a mate and every test has a depth, so the search ends.
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <memory>
#include <vector>

#include "chess/position.h"

#include "solver/solver.h"
#include "solver/solverscore.h"

namespace rampart {

class TableRegistry;

struct DtmSettleReport {
    SolverValue value;         // the input value, narrowed (proven when settled)
    bool settled = false;      // the DTM is exact now
    bool stoppedEarly = false; // the node limit or Cancel stopped the search
    std::uint64_t nodes = 0;   // positions expanded
};

class DtmSettler {
public:
    // The transposition table's entries (a power of two is used); each holds
    // what the tests have shown about one searched position.
    static constexpr std::size_t BytesPerEntry = 16;

    DtmSettler(const Solver &solver, const TableRegistry &registry, std::size_t tableBytes);

    // value: the solve's value of pos (win/draw/loss proven). Stops after
    // maxNodes expanded positions or when *cancel is set; progress gets the
    // nodes so far, about every 100 ms.
    DtmSettleReport settle(const Position &pos, const SolverValue &value, std::uint64_t maxNodes,
                           const std::atomic<bool> *cancel = nullptr,
                           const std::function<void(std::uint64_t nodes)> &progress = {});

    // Whether the side to move in pos is mated within plies, by the search
    // (false too when maxNodes or Cancel stop it first).
    bool matedWithin(const Position &pos, int plies, std::uint64_t maxNodes,
                     const std::atomic<bool> *cancel = nullptr);
    // A DTM line from pos, whose exact value (side to move's view, a win or
    // a loss) settle() found: the winner's move that keeps the mate within
    // the DTM, the loser's move that holds it off longest, until a position
    // whose runs agree (the solved set's own best moves go on from there),
    // the mate, or maxNodes more positions expanded (the line stops there).
    std::vector<Move> line(const Position &pos, score::Score exact, std::uint64_t maxNodes,
                           const std::atomic<bool> *cancel = nullptr);

private:
    struct Entry {
        std::uint64_t key = 0;
        // Plies: the smallest budget a test held for, the largest it failed for.
        std::int16_t matesWithin = NoBudget, matesNotWithin = -1;
        std::int16_t matedWithin = NoBudget, matedNotWithin = -1;
    };
    static constexpr std::int16_t NoBudget = 32767;

    // A move with its child's bounds and a sort key: the children most
    // likely to answer a test first.
    struct Candidate {
        Move move;
        int order;
        score::Score lower, upper;
    };
    // The moves of pos in the order a test tries them: attacking (the side
    // to move tries to mate), the defender's soonest mate first, moves after
    // which it is never lost left out; defending, the attacker's slowest
    // best case first.
    std::vector<Candidate> children(Position &pos, bool attacking) const;
    const Entry *find(const Position &pos) const;
    Entry &slot(const Position &pos); // found or made, for a result
    void prefetch(const Position &pos) const;
    // Sound bounds of pos from the side to move's view (the set's runs, the
    // tables, or the widest: mated now to mating now).
    void bounds(const Position &pos, score::Score &lower, score::Score &upper) const;
    // lower, upper: pos's bounds (the caller has them for its ordering).
    bool mates(Position &pos, int plies, score::Score lower, score::Score upper);
    static bool matesInOne(Position &pos); // the side to move has a mating move
    bool mated(Position &pos, int plies, score::Score lower, score::Score upper);
    // A search from here on: its node limit and Cancel, nothing stopped yet.
    void begin(std::uint64_t maxNodes, const std::atomic<bool> *cancel);
    bool stopping();

    const Solver &m_solver;
    const TableRegistry &m_registry;
    struct Free {
        void operator()(Entry *p) const { std::free(p); }
    };
    std::unique_ptr<Entry[], Free> m_table;
    std::size_t m_size = 0;
    std::uint64_t m_nodes = 0, m_maxNodes = 0;
    bool m_stopped = false;
    const std::atomic<bool> *m_cancel = nullptr;
    std::function<void()> m_tick;
};

} // namespace rampart
