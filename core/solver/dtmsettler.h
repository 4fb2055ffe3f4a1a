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
#include <optional>
#include <vector>

#include "chess/position.h"

#include "solver/solvedruns.h"
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

    // set: the solved set's values (the solver; it outlives the settler).
    // threads: how many search each test of settle(), line() and
    // matedWithin() side by side (see settle()).
    DtmSettler(const SolvedRuns &set, const TableRegistry &registry, std::size_t tableBytes,
               int threads = 1);
    ~DtmSettler();

    // value: the solve's value of pos (win/draw/loss proven). Stops after
    // maxNodes expanded positions or when *cancel is set; progress gets the
    // nodes so far, about every 100 ms. With more than one thread, each
    // test runs on all of them over the shared table: a search leaves the
    // moves into positions another one is expanding for last (isBusy()), so
    // they share the work; the first to finish gives the answer and stops
    // the others.
    DtmSettleReport settle(const Position &pos, const SolverValue &value, std::uint64_t maxNodes,
                           const std::atomic<bool> *cancel = nullptr,
                           const std::function<void(std::uint64_t nodes)> &progress = {});

    // Whether the side to move in pos is mated within plies, by the search
    // (false too when maxNodes or Cancel stop it first). progress gets the
    // positions expanded so far now and then; lastNodes() their count.
    bool matedWithin(const Position &pos, int plies, std::uint64_t maxNodes,
                     const std::atomic<bool> *cancel = nullptr,
                     const std::function<void(std::uint64_t nodes)> &progress = {});
    // A DTM line from pos, whose exact value (side to move's view, a win or
    // a loss) settle() found: the winner's move that keeps the mate within
    // the DTM, the loser's move that holds it off longest, until a position
    // whose runs agree (the solved set's own best moves go on from there),
    // the mate, or maxNodes more positions expanded (the line stops there).
    std::vector<Move> line(const Position &pos, score::Score exact, std::uint64_t maxNodes,
                           const std::atomic<bool> *cancel = nullptr,
                           const std::function<void(std::uint64_t nodes)> &progress = {});
    // The positions the last matedWithin() or line() expanded (a caller
    // counts them in its budget and its progress).
    std::uint64_t lastNodes() const { return m_lastNodes; }

private:
    // What the tests have shown about one position, in plies: the smallest
    // budget a test held for, the largest it failed for.
    struct Bounds {
        std::int16_t matesWithin = NoBudget, matesNotWithin = -1;
        std::int16_t matedWithin = NoBudget, matedNotWithin = -1;
        // The four as one word, as a table entry holds them, and back; the
        // word of "nothing shown" (the defaults) is 0, so a table of zeros
        // is an empty one.
        std::uint64_t packed() const;
        static Bounds unpacked(std::uint64_t data);
    };
    static constexpr std::int16_t NoBudget = 32767;
    // A table entry, written by any thread without a lock: the check word is
    // the key xor the data word, so an entry two threads tore apart fails
    // the check and is not used (an entry lost costs a search again, never
    // a wrong answer).
    // Zeroed memory is an empty table: data 0 is "nothing shown", under
    // key 0. The words are read and written through std::atomic_ref.
    struct Entry {
        std::uint64_t check, data;
    };
    // What a search shares with the others running the same test.
    struct Shared {
        Shared(std::uint64_t maxNodesSet, const std::atomic<bool> *cancelSet)
            : maxNodes(maxNodesSet)
            , cancel(cancelSet) {}
        const std::uint64_t maxNodes;
        const std::atomic<bool> *const cancel;
        std::atomic<std::uint64_t> nodes{0}; // flushed by each search now and then
        std::atomic<bool> decided{false};    // a search has answered the test
    };
    class Search;

    std::optional<Bounds> find(std::uint64_t key) const;
    // A test's answer for the position with this key: mates (or is mated)
    // within plies, or not (held false).
    void record(std::uint64_t key, bool mating, int plies, bool held);
    void prefetch(std::uint64_t key) const;
    // Positions some search of a test is expanding now, by key (a hint:
    // two positions may share a slot). A search that meets one among the
    // moves it must all try leaves it for last, by when the other search
    // has mostly answered it in the table (ABDADA, Weill 1996): without
    // this, the two threads of Fine #70's search expanded 15 M positions
    // where one thread expanded 11 M.
    static constexpr int BusySlots = 1 << 15;
    static constexpr int LeastBusyPlies = 5; // below, marking costs more than it saves
    bool isBusy(std::uint64_t key) const {
        return m_busy && m_busy[key & (BusySlots - 1)].load(std::memory_order_relaxed) == key;
    }
    void markBusy(std::uint64_t key, bool busy) {
        std::atomic<std::uint64_t> &slot = m_busy[key & (BusySlots - 1)];
        if (busy) {
            slot.store(key, std::memory_order_relaxed);
        } else {
            std::uint64_t expected = key;
            slot.compare_exchange_strong(expected, 0, std::memory_order_relaxed);
        }
    }
    bool sharesTests() const { return m_busy != nullptr; }
    // What reports a test's positions so far to progress (nothing without one).
    static std::function<void()> progressTick(const Shared &shared,
                                              const std::function<void(std::uint64_t)> &progress);
    // Sound bounds of pos from the side to move's view (the set's runs, the
    // tables, or the widest: mated now to mating now).
    void bounds(const Position &pos, score::Score &lower, score::Score &upper) const;
    // The same for a position of the set given as its slice, state and
    // Zobrist key (SolvedRuns::valueInSlice()); false when the slice is not in
    // the set.
    bool boundsInSlice(const SolvedRuns::SliceLookup &slice, const SliceKey &key,
                       const SliceState &state, std::uint64_t positionKey, score::Score &lower,
                       score::Score &upper) const;
    // One test (mates or mated within plies) on every thread; false when
    // stopped, with *stopped set.
    bool test(const Position &pos, bool mating, int plies, score::Score lower, score::Score upper,
              Shared &shared, bool *stopped, const std::function<void()> &tick);

    const SolvedRuns &m_set;
    const TableRegistry &m_registry;
    int m_threads = 1;
    struct Free {
        void operator()(Entry *p) const;
    };
    // calloc'ed: the system hands out zeroed pages as they are first
    // touched, so a short search (the GUI's, after each move) does not wait
    // for the whole table (up to 128 MB) to be cleared.
    std::unique_ptr<Entry[], Free> m_table;
    std::size_t m_size = 0;
    std::unique_ptr<Search> m_main;                       // the calling thread's
    std::uint64_t m_lastNodes = 0;                        // what line() or matedWithin() expanded
    std::unique_ptr<std::atomic<std::uint64_t>[]> m_busy; // with more than one thread
};

} // namespace rampart
