// The game-tree search: iterative-deepening principal-variation alpha-beta
// with a quiescence search (captures, promotions, check evasions), a
// transposition table, PawnKing move ordering (moveorderer.h), interior-node
// recognizers (recognizer.h: draw rules, endgame tables, blockage) and the
// PawnKing evaluation (evaluation.h).
//
// Use either synchronously, run(), or in the background: start() returns at
// once, stop() (from any thread) ends the search within a few microseconds of
// work (the stop flag is polled at every node), wait() blocks until it ended.
//
// A stop is never lost: the flag stays set until arm() clears it, and run()
// does not clear it. A caller that decides whether to search by checking its
// own "still wanted?" state calls arm() before that check, so a stop that
// arrives between the check and run() ends that run at its first node.
// start() arms by itself before its thread begins.
// One Search runs one search at a time; it owns its transposition table,
// killers and history, evaluator and recognizer.
//
// Threads (setThreads, default 1): lazy SMP (chessprogramming wiki, "Lazy
// SMP"; Stockfish's helper threads). Threads - 1 helpers (searchhelpers.h)
// search the same root beside this one, each with its own killers, history,
// evaluation cache, recognizer and principal variation, sharing the
// transposition table (one table of the Hash size, lock-free:
// transpositiontable.h); what a helper stores, this search finds. This
// search decides when to stop (limits, stop()) and stops the helpers; its
// result and progress reports are the deepest iteration any thread
// completed (completediterations.h), and a thread abandons an iteration
// that another has completed. Multi-PV lines are the main search's own (the
// helpers search a single line, to fill the table). Nodes, nps and
// tableHits() add up over all threads. With one thread nothing of this
// runs: the search is exactly the single-threaded one (same nodes).
//
// Multi-PV (setMultiPv): each iteration searches the root N times, each time
// with the moves already chosen as line starts left out, so line k is the
// best line among the moves not yet shown; the lines are reported best
// first. N = 1 searches exactly as a single-PV search (same nodes, moves and
// scores).
//
// Live progress (setLiveProgress): while an iteration runs, the search
// reports its depth, the root move being searched, nodes and time at most
// once per LiveProgressIntervalMs, from the search thread. Reporting reads
// the clock only; it changes no decision of the search.
//
// Determinism: every search starts from a cleared transposition table, killer
// and history tables and evaluation cache (a background search clears them
// after reporting, so the next search does not pay for it), and a depth- or
// node-limited search takes no decision that depends on time, so the same
// position and limits give the same node count, move and score. With more
// than one thread the threads race for the shared table, so node counts
// (and sometimes the move among equals) vary from run to run.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

#include "chess/position.h"

#include "eval/discretevalue.h"
#include "eval/evaluation.h"
#include "eval/evaluationcache.h"

#include "search/moveorderer.h"
#include "search/recognizer.h"
#include "search/relaxedcounter.h"
#include "search/searchhelpers.h"
#include "search/searchscore.h"
#include "search/transpositiontable.h"

namespace rampart {

// When to stop. Zero means "no limit" for each field; with no limit at all
// (or infinite set) the search runs until stop() or the maximum depth, and in
// infinite mode it does not return before stop() even when it has finished.
struct SearchLimits {
    int depth = 0;           // plies of iterative deepening
    std::uint64_t nodes = 0; // nodes (interior, leaf and quiescence)
    std::int64_t timeMs = 0; // wall-clock milliseconds for the whole search
    bool infinite = false;

    static SearchLimits toDepth(int d) {
        SearchLimits l;
        l.depth = d;
        return l;
    }
};

// One root line of a multi-PV search, side to move's view.
struct SearchLine {
    std::vector<Move> pv; // from the root; never empty in a reported line
    int score = 0;        // searchscore.h units
    DiscreteValue value;  // PawnKing value pair, White's view
    bool proven = false;  // score proven by mate or a recognizer (table, draw rule, blockage)

    bool isMate() const { return isMateScore(score); }
    // Full moves to mate: positive when the side to move mates.
    int mateInMoves() const { return rampart::mateMoves(score); }
};

// Progress after each completed depth, and the final result.
struct SearchResult {
    Move bestMove;    // none() when the root has no legal move
    Move ponderMove;  // the expected reply, or none()
    int depth = 0;    // last completed iteration
    int selDepth = 0; // deepest ply reached (quiescence included)
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    std::int64_t timeMs = 0;
    std::vector<Move> pv; // principal variation from the root
    int score = 0;        // side to move's view, searchscore.h units
    DiscreteValue value;  // PawnKing value pair, White's view
    bool proven = false;  // score proven by mate or a recognizer (table, draw rule, blockage)
    bool stopped = false; // ended by stop(), a time or node limit inside an iteration
    Color sideToMove = White;
    // The best lines of the last completed iteration, best first: as many as
    // asked for by setMultiPv() (fewer when the root has fewer legal moves).
    // lines[0] is pv / score / value / proven above.
    std::vector<SearchLine> lines;

    bool isMate() const { return isMateScore(score); }
    // Full moves to mate: positive when the side to move mates.
    int mateInMoves() const { return rampart::mateMoves(score); }
    int whiteScore() const { return sideToMove == White ? score : -score; }
    int whiteScore(const SearchLine &line) const {
        return sideToMove == White ? line.score : -line.score;
    }
};

// Where a running iteration stands, for live displays.
struct SearchProgress {
    int depth = 0;             // the iteration being searched
    int line = 0;              // 0-based multi-PV line being searched
    Move currentMove;          // root move being searched, none() before the first
    int currentMoveNumber = 0; // 1-based position of currentMove in the root's order
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    std::int64_t timeMs = 0;
};

constexpr int MaxMultiPv = 8;
// setThreads() takes 1 to this many threads (UCI's Threads maximum).
constexpr int MaxSearchThreads = 64;
// Live progress comes at most this often (ten times a second).
constexpr std::int64_t LiveProgressIntervalMs = 100;

class Search {
public:
    using ProgressCallback = std::function<void(const SearchResult &)>;
    using FinishedCallback = std::function<void(const SearchResult &)>;
    using LiveCallback = std::function<void(const SearchProgress &)>;

    // tables: the endgame tables for the recognizers and the evaluation; null
    // means TableRegistry::threeManOnly(). Not owned.
    explicit Search(std::size_t hashMegabytes = 16, const TableRegistry *tables = nullptr);
    ~Search();
    Search(const Search &) = delete;
    Search &operator=(const Search &) = delete;

    // The tables for the recognizers and the PV's table line (not owned;
    // null: TableRegistry::threeManOnly()). Tables published into the
    // registry during a search are used from then on. Not while a search runs.
    void setTables(const TableRegistry *tables);
    // The tablebase files the recognizers probe after the own tables (not
    // owned; default: none). The app and CLI hand over the process's
    // sources (TbFileSources::process()). Not while a search runs.
    void setTableFiles(TbFileSources files) { m_recognizer.setTableFiles(files); }
    // A solved set for the recognizers (recognizer.h; not owned, null: none).
    // Not while a search runs.
    void setSolvedSet(const Solver *solver) { m_recognizer.setSolvedSet(solver); }
    // Positions answered by a table since construction (recognizer.h), on
    // every thread of this search. Any thread may ask, also while it runs.
    std::uint64_t tableHits() const { return m_recognizer.tableHits() + m_helpers.tableHits(); }

    // How many threads search (lazy SMP, above), clamped to
    // 1..MaxSearchThreads; 1 by default. Not while a search runs.
    void setThreads(int threads);
    int threads() const { return 1 + m_helpers.count(); }

    // Not while a search runs.
    void setHashSize(std::size_t megabytes);

    // Order quiet moves by the evaluation's plans among equal history
    // (Horacek's PawnKing); off by default (see search.cpp for the measurements). Not while a
    // search runs.
    void setPlanOrdering(bool on) { m_planOrdering = on; }
    bool planOrdering() const { return m_planOrdering; }

    // How many root lines to search and report, clamped to 1..MaxMultiPv.
    // Not while a search runs.
    void setMultiPv(int lines) { m_multiPv = std::clamp(lines, 1, MaxMultiPv); }
    int multiPv() const { return m_multiPv; }

    // Called on the search thread during iterations, at most once per
    // LiveProgressIntervalMs; empty (the default) for none. Not while a
    // search runs.
    void setLiveProgress(LiveCallback live) { m_live = std::move(live); }

    // Synchronous search. progress (if set) is called on this thread after
    // every completed depth. Returns at once (stopped, depth 0) when stop()
    // was called since the last arm().
    SearchResult run(const Position &pos, const SearchLimits &limits,
                     const ProgressCallback &progress = {});

    // Background search on a thread owned by this object; progress and
    // finished are called on that thread. A running search is stopped and
    // waited for first.
    void start(const Position &pos, const SearchLimits &limits, ProgressCallback progress,
               FinishedCallback finished);
    // Ask the running search to end (any thread). When idle, the next run()
    // ends at once unless arm() is called first.
    void stop() { m_stop.store(true, std::memory_order_relaxed); }
    // Clears a stop so that the next run() searches (not while a search runs).
    void arm() { m_stop.store(false, std::memory_order_relaxed); }
    // Block until the background search has ended (and finished was called).
    void wait();
    bool isRunning() const { return m_running.load(std::memory_order_acquire); }

private:
    friend class SearchHelpers;
    // A helper of main (setThreads): the main search's table, its settings.
    Search(TranspositionTable &sharedTable, const Search &main);
    // The main search's tables, files, solved set, evaluator and ordering
    // option, before each of its searches (main's thread, helper idle).
    void takeSettingsFrom(const Search &main);
    // A helper's search: iterative deepening on the root, lead plies past
    // the deepest completed iteration and at most to maxDepth, until stop()
    // or until an iteration of maxDepth is complete.
    void runAsHelper(Position root, CompletedIterations &completed, int lead, int maxDepth);
    // The deepest completed iteration of any thread as result's depth, line
    // and score.
    void takeDeepestIteration(const Position &root, SearchResult &result) const;
    // Nodes of this search, helpers included.
    std::uint64_t searchedNodes() const { return m_nodes + m_helpers.nodes(); }
    bool nodeLimitReached() const;
    SearchResult runInternal(Position pos, const SearchLimits &limits,
                             const ProgressCallback &progress);
    int pvs(Position &pos, int alpha, int beta, int depth, int ply, bool pvNode);
    int quiescence(Position &pos, int alpha, int beta, int ply, int qply);
    // The one place the search evaluates: side to move's view, clamped.
    int evaluate(const Position &pos) const;
    // Loads the table bucket and evaluation-cache entry of a position just
    // reached, so that its probes do not wait for memory.
    void prefetchFor(const Position &pos) const;
    // The evaluation's score (White's view) and value, through the cache.
    EvaluationCache::Entry cachedEvaluation(const Position &pos) const;
    // The one place plan hints for move ordering come from the evaluation.
    // priorities[i] for moves[i] (Evaluator::planPriority).
    void planPriorities(const Position &pos, const MoveList &moves, int *priorities) const;
    // PawnKing value of a finished iteration: from the PV's last position.
    DiscreteValue discreteValueOf(const Position &root, const std::vector<Move> &pv,
                                  int score) const;
    // Appends the tables' best moves while the PV ends in a decided table
    // position, so that a table mate shows its full line.
    void extendPvWithTables(const Position &root, std::vector<Move> &pv) const;
    bool shouldStop();
    void reportLive();
    bool isExcludedAtRoot(Move m) const;
    // One multi-PV line of a finished root search.
    SearchLine lineFromRoot(const Position &root, std::vector<Move> pv, int score) const;
    // Transposition table, killers, history and evaluation cache back to
    // their initial state (every search starts from it: determinism).
    void resetTables();
    void updatePv(int ply, Move m);
    std::int64_t elapsedMs() const;

    // Owned by the main search; null in a helper, whose m_table is the main's.
    std::unique_ptr<TranspositionTable> m_ownedTable;
    TranspositionTable &m_table;
    SearchHelpers m_helpers; // none with one thread, and in a helper
    MoveOrderer m_orderer;
    Recognizer m_recognizer;
    Evaluator m_evaluator;
    mutable EvaluationCache m_evalCache;

    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_running{false};
    std::thread m_thread;

    // State of the current search (search thread only).
    SearchLimits m_limits;
    std::chrono::steady_clock::time_point m_startTime;
    RelaxedCounter m_nodes; // read by the main search while a helper runs
    int m_selDepth = 0;
    bool m_aborted = false;
    // What the threads completed (null with one thread, and for a main
    // search of more than one line: it keeps its own lines); an iteration
    // at or below the deepest one there is abandoned (m_aborted and
    // m_superseded) at the next clock check.
    CompletedIterations *m_completed = nullptr;
    int m_iterationDepth = 0;
    bool m_superseded = false;
    bool m_tablesUsed = false; // a search ran since the last resetTables()
    bool m_planOrdering = false;
    int m_multiPv = 1;
    LiveCallback m_live;
    std::int64_t m_lastLiveMs = 0;
    SearchProgress m_progress;    // depth, line and root move of the running iteration
    std::vector<Move> m_excluded; // root moves already starting a line of this iteration
    Move m_pv[MaxSearchPly + 1][MaxSearchPly + 1];
    int m_pvLength[MaxSearchPly + 1] = {};
    // Whether the node at each ply of the current line took the one-reply
    // or pawn-move extension (pvs: never two such plies in a row).
    bool m_extendedPly[MaxSearchPly + 1] = {};
};

} // namespace rampart
