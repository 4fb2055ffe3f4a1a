#include "search/search.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "tables/bestline.h"
#include "tables/tableregistry.h"

#include "search/solvedvalue.h"

namespace rampart {

namespace {

// Iterations stop here; leaves room for check extensions and quiescence
// below the deepest iteration.
constexpr int MaxIterationDepth = MaxSearchPly - 32;
// Wall-clock checks cost a system call: look at the clock every this many
// nodes (core/search/README.md: what that is in time). The stop flag is
// polled at every node.
constexpr std::uint64_t ClockCheckInterval = 256;
// Check evasions, and the only legal move of a side that has no other, are
// searched in the first plies of quiescence only; deeper the side to move
// stands pat (keeps perpetual-check lines finite).
constexpr int QuiescenceEvasionPlies = 4;
// Plan priorities from the evaluation (Evaluator::planPriority, Horacek's PawnKing) are
// optional (setPlanOrdering) and off by default: measured with `bench
// search` (figures in the README's search section), every placement of the
// plans costs nodes and time, most when they come first at shallow depth.
// Killers, history and the hash move order the deep tree better than the
// static plans, whose partial evaluations also cost a full (uncached)
// evaluation per node. When on, plans come after history from this depth.
constexpr int PlanOrderingMinDepth = 3;
// Late move reductions, only outside pure king-and-pawn endings: there
// zugzwang and tempo counting make every quiet move matter, while queen
// endings after a race have many moves and little need to see all of them at
// full depth.
constexpr int ReductionMinDepth = 3;
constexpr int ReductionFirstMove = 3;
// Null-move pruning (chessprogramming wiki, "Null Move Pruning"; Stockfish),
// only for a side to move with a queen or rook: in the queen and rook endings
// that races lead to, the side with the piece is practically never in
// zugzwang, and passing is the cheapest proof that its position is good
// enough. Never in king-and-pawn positions (zugzwang decides those).
constexpr int NullMoveMinDepth = 3;
constexpr int NullMoveReduction = 2; // plus depth / NullMoveDepthDivisor
constexpr int NullMoveDepthDivisor = 6;
// Late move pruning (chessprogramming wiki, "Futility Pruning", move count
// based pruning; Stockfish), again only where a piece is on the board: near
// the horizon, once a move was searched that does not lose, the quiet moves
// after the first 3 + depth^2 that give no check are not searched at all.
// Queen endings have twenty and more quiet moves a node, few of which
// matter so close to the leaves. Measured with `bench mates` on the public
// mates at 1M nodes: one more found (45 of 67); in pure pawn endings it
// found fewer.
constexpr int PruningMaxDepth = 3;
constexpr int PruningFirstMove = 3;

// Late move reduction of the i-th move at a depth: grows with the logarithms
// of both (chessprogramming wiki, "Late Move Reductions"; Stockfish's
// log(depth) * log(moveNumber) table), at least one ply, leaving at least
// one ply to search.
int lateMoveReduction(int depth, int i) {
    static const auto table = [] {
        std::array<std::array<std::int8_t, 64>, 64> t{};
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m)
                t[std::size_t(d)][std::size_t(m)] =
                    std::int8_t(std::max(1.0, 0.5 + std::log(d) * std::log(m) / 2.0));
        return t;
    }();
    const int r = table[std::size_t(std::min(depth, 63))][std::size_t(std::min(i, 63))];
    return std::clamp(r, 1, std::max(1, depth - 2));
}

// lines (best first) as result's lines, and the first one as its score, PV and
// value.
void takeLines(SearchResult &result, std::vector<SearchLine> lines) {
    result.lines = std::move(lines);
    if (result.lines.empty()) return;
    const SearchLine &best = result.lines.front();
    result.score = best.score;
    result.pv = best.pv;
    result.bestMove = best.pv.front();
    result.value = best.value;
    result.proven = best.proven;
}

bool hasMajorPiece(const Position &pos, Color c) {
    return (pos.pieces(c, Queen) | pos.pieces(c, Rook)) != 0;
}

// The side to move has no piece besides king and pawns, and its king no legal
// move: every move it has left is a pawn move.
bool onlyPawnMovesLeft(const Position &pos, const MoveList &moves) {
    const Color us = pos.sideToMove();
    if (pos.pieces(us) != (pos.pieces(us, King) | pos.pieces(us, Pawn))) return false;
    const Square king = pos.kingSquare(us);
    return std::none_of(moves.begin(), moves.end(), [king](Move m) { return m.from() == king; });
}

} // namespace

Search::Search(std::size_t hashMegabytes, const TableRegistry *tables)
    : m_ownedTable(std::make_unique<TranspositionTable>(hashMegabytes))
    , m_table(*m_ownedTable)
    , m_recognizer(tables ? tables : &TableRegistry::threeManOnly())
    , m_evaluator(m_recognizer.tables()) {}

Search::Search(TranspositionTable &sharedTable, const Search &main)
    : m_table(sharedTable)
    , m_recognizer(main.m_recognizer.tables())
    , m_evaluator(main.m_evaluator) {}

void Search::setThreads(int threads) {
    m_helpers.resize(std::clamp(threads, 1, MaxSearchThreads) - 1, m_table, *this);
    m_table.setSharedByThreads(m_helpers.count() > 0);
}

void Search::takeSettingsFrom(const Search &main) {
    m_recognizer.setTableFiles(main.m_recognizer.tableFiles());
    m_recognizer.setTables(main.m_recognizer.tables());
    m_recognizer.setSolvedSet(main.m_recognizer.solvedSet());
    m_evaluator = main.m_evaluator;
    m_planOrdering = main.m_planOrdering;
}

void Search::setTables(const TableRegistry *tables) {
    m_recognizer.setTables(tables ? tables : &TableRegistry::threeManOnly());
}

Search::~Search() {
    stop();
    wait();
}

void Search::setHashSize(std::size_t megabytes) {
    // resize() hands back a zeroed table; reset the rest now too, so that the
    // next search does not clear the fresh table again on its own time.
    m_table.resize(megabytes);
    m_orderer.clear();
    m_evalCache.clear();
    m_tablesUsed = false;
}

SearchResult Search::run(const Position &pos, const SearchLimits &limits,
                         const ProgressCallback &progress) {
    // The stop flag is left alone: clearing it here would lose a stop sent
    // after the caller's last look (see arm()).
    return runInternal(pos, limits, progress);
}

void Search::start(const Position &pos, const SearchLimits &limits, ProgressCallback progress,
                   FinishedCallback finished) {
    stop();
    wait();
    // Armed here, not on the thread: a stop() right after start() must win.
    arm();
    m_running.store(true, std::memory_order_release);
    m_thread = std::thread(
        [this, pos, limits, progress = std::move(progress), finished = std::move(finished)]() {
            const SearchResult result = runInternal(pos, limits, progress);
            if (finished) finished(result);
            // Clear now, after the result is out, so that the next search
            // does not spend its own time on it (64 MB take milliseconds).
            resetTables();
            m_running.store(false, std::memory_order_release);
        });
}

void Search::wait() {
    if (m_thread.joinable()) m_thread.join();
}

void Search::resetTables() {
    // A helper's table is the main search's, cleared by the main search.
    if (m_ownedTable) m_table.clear();
    m_orderer.clear();
    m_evalCache.clear();
    m_tablesUsed = false;
}

std::int64_t Search::elapsedMs() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 m_startTime)
        .count();
}

bool Search::shouldStop() {
    if (m_aborted) return true;
    if (m_live && m_nodes % ClockCheckInterval == 0) reportLive();
    if (m_stop.load(std::memory_order_relaxed)) {
        m_aborted = true;
    } else if (m_completed && m_nodes % ClockCheckInterval == 0 &&
               m_completed->deepest() >= m_iterationDepth) {
        m_aborted = true;
        m_superseded = true;
    } else if (m_limits.infinite) {
        return false;
    } else if (nodeLimitReached()) {
        m_aborted = true;
    } else if (m_limits.timeMs && m_nodes % ClockCheckInterval == 0 &&
               elapsedMs() >= m_limits.timeMs) {
        m_aborted = true;
    }
    return m_aborted;
}

bool Search::nodeLimitReached() const {
    if (!m_limits.nodes) return false;
    if (m_helpers.count() == 0) return m_nodes >= m_limits.nodes;
    // The helpers' counters change on other cores: summed at the clock's
    // rhythm, not at every node (the search may pass the limit by that much).
    return m_nodes % ClockCheckInterval == 0 && searchedNodes() >= m_limits.nodes;
}

void Search::reportLive() {
    const std::int64_t now = elapsedMs();
    if (now - m_lastLiveMs < LiveProgressIntervalMs) return;
    m_lastLiveMs = now;
    m_progress.nodes = searchedNodes();
    m_progress.timeMs = now;
    m_progress.nps = m_progress.nodes * 1000 / std::uint64_t(std::max<std::int64_t>(now, 1));
    m_live(m_progress);
}

bool Search::isExcludedAtRoot(Move m) const {
    return std::find(m_excluded.begin(), m_excluded.end(), m) != m_excluded.end();
}

SearchLine Search::lineFromRoot(const Position &root, std::vector<Move> pv, int score) const {
    SearchLine line;
    line.score = score;
    line.pv = std::move(pv);
    extendPvWithTables(root, line.pv);
    line.value = discreteValueOf(root, line.pv, score);
    line.proven = isMateScore(score);
    return line;
}

EvaluationCache::Entry Search::cachedEvaluation(const Position &pos) const {
    if (const EvaluationCache::Entry *hit = m_evalCache.find(pos.key())) return *hit;
    const Evaluation e = m_evaluator.evaluateScore(pos);
    m_evalCache.store(pos.key(), e.score, e.value);
    return {pos.key(), e.score, e.value.optimistic, e.value.pessimistic};
}

void Search::prefetchFor(const Position &pos) const {
    m_table.prefetch(pos.key());
    m_evalCache.prefetch(pos.key());
}

int Search::evaluate(const Position &pos) const {
    const int white = cachedEvaluation(pos).score;
    const int stm = pos.sideToMove() == White ? white : -white;
    return std::clamp(stm, -MaxEvalScore, MaxEvalScore);
}

void Search::planPriorities(const Position &pos, const MoveList &moves, int *priorities) const {
    const Evaluation evaluation = m_evaluator.evaluateFast(pos);
    for (int i = 0; i < moves.size(); ++i)
        priorities[i] = Evaluator::planPriority(evaluation, pos, moves[i]);
}

void Search::updatePv(int ply, Move m) {
    m_pv[ply][0] = m;
    const int childLength = ply + 1 <= MaxSearchPly ? m_pvLength[ply + 1] : 0;
    for (int i = 0; i < childLength && i + 1 <= MaxSearchPly; ++i)
        m_pv[ply][i + 1] = m_pv[ply + 1][i];
    m_pvLength[ply] = std::min(childLength + 1, MaxSearchPly);
}

SearchResult Search::runInternal(Position pos, const SearchLimits &limits,
                                 const ProgressCallback &progress) {
    m_limits = limits;
    const bool unlimited = !limits.depth && !limits.nodes && !limits.timeMs;
    if (unlimited) m_limits.infinite = true;
    m_startTime = std::chrono::steady_clock::now();
    m_nodes = 0;
    m_selDepth = 0;
    m_aborted = false;
    m_lastLiveMs = 0;
    m_progress = SearchProgress();
    if (m_tablesUsed) resetTables();
    m_tablesUsed = true;

    SearchResult result;
    result.sideToMove = pos.sideToMove();
    const MoveList rootMoves = pos.legalMoves();
    if (rootMoves.empty()) {
        result.score = pos.inCheck() ? matedIn(0) : DrawScore;
        result.proven = true;
        const Verdict v = pos.inCheck() ? (pos.sideToMove() == White ? Verdict::BlackDecisive
                                                                     : Verdict::WhiteDecisive)
                                        : Verdict::Equal;
        result.value = DiscreteValue::exact(v);
    } else {
        result.bestMove = rootMoves[0];
        const int maxDepth =
            limits.depth > 0 ? std::min(limits.depth, MaxIterationDepth) : MaxIterationDepth;
        const int lineCount = std::min(m_multiPv, rootMoves.size());
        CompletedIterations *completed = nullptr;
        if (m_helpers.count() > 0) {
            m_helpers.start(*this, pos, maxDepth);
            completed = &m_helpers.completed();
        }
        m_completed = lineCount == 1 ? completed : nullptr;
        m_superseded = false;
        // An iteration abandoned for a deeper one of a helper goes on past
        // that one.
        for (int depth = 1; depth <= maxDepth; depth = std::max(depth, result.depth) + 1) {
            // Line k searches the root without the first moves of lines
            // 0..k-1; with one line nothing is excluded (single-PV search).
            std::vector<SearchLine> lines;
            m_excluded.clear();
            m_progress.depth = depth;
            m_iterationDepth = depth;
            for (int k = 0; k < lineCount; ++k) {
                m_progress.line = k;
                m_pvLength[0] = 0;
                const int score = pvs(pos, -InfiniteScore, InfiniteScore, depth, 0, true);
                if (m_aborted || m_pvLength[0] == 0) break;
                lines.push_back(
                    lineFromRoot(pos, std::vector<Move>(m_pv[0], m_pv[0] + m_pvLength[0]), score));
                m_excluded.push_back(lines.back().pv.front());
            }
            m_excluded.clear();
            if (m_aborted && !m_superseded) {
                result.stopped = true;
                break;
            }
            const bool abandoned = m_aborted;
            m_aborted = m_superseded = false;
            const auto report = [&] {
                result.ponderMove = result.pv.size() > 1 ? result.pv[1] : Move::none();
                result.nodes = searchedNodes();
                result.timeMs = elapsedMs();
                result.nps =
                    result.nodes * 1000 / std::uint64_t(std::max<std::int64_t>(result.timeMs, 1));
                if (progress) progress(result);
            };
            if (!abandoned) {
                // Best first; a later line can come out above an earlier one
                // when the table or history changed between them.
                std::stable_sort(
                    lines.begin(), lines.end(),
                    [](const SearchLine &a, const SearchLine &b) { return a.score > b.score; });
                result.depth = depth;
                result.selDepth = m_selDepth;
                takeLines(result, std::move(lines));
                if (completed && !result.pv.empty())
                    completed->publish(depth, m_selDepth, result.score, result.pv.data(),
                                       int(result.pv.size()));
                report();
            }
            // Then a helper's deeper iteration, if there is one: every
            // completed iteration of this search is reported, from depth 1.
            if (m_completed && m_completed->deepest() > result.depth) {
                takeDeepestIteration(pos, result);
                report();
            }
            // A forced mate found within the full-width depth cannot change
            // any more; stop unless asked to go on (depth or infinite).
            if (!limits.depth && !m_limits.infinite && isMateScore(result.score) &&
                matePlies(result.score) <= result.depth)
                break;
        }
        m_helpers.stop();
        m_completed = nullptr;
    }
    // Infinite analysis waits for stop() before it reports (UCI: no bestmove
    // before "stop").
    while (m_limits.infinite && !m_stop.load(std::memory_order_relaxed))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    result.nodes = searchedNodes();
    result.timeMs = elapsedMs();
    result.nps = result.nodes * 1000 / std::uint64_t(std::max<std::int64_t>(result.timeMs, 1));
    return result;
}

void Search::takeDeepestIteration(const Position &root, SearchResult &result) const {
    CompletedIterations::Iteration deepest = m_completed->deepestIteration();
    result.depth = deepest.depth;
    result.selDepth = deepest.selDepth;
    takeLines(result, {lineFromRoot(root, std::move(deepest.pv), deepest.score)});
}

void Search::runAsHelper(Position root, CompletedIterations &completed, int lead, int maxDepth) {
    // Stopped by the main search only: no limit, no clock, no reports.
    m_limits = SearchLimits();
    m_limits.infinite = true;
    m_selDepth = 0;
    m_aborted = false;
    m_superseded = false;
    m_completed = &completed;
    if (m_tablesUsed) resetTables();
    m_tablesUsed = true;
    for (int depth = 1 + lead;; ++depth) {
        // Once maxDepth is complete the main search ends: nothing left to do.
        if (completed.deepest() >= maxDepth) break;
        depth = std::min(std::max(depth, completed.deepest() + 1 + lead), maxDepth);
        m_iterationDepth = depth;
        m_pvLength[0] = 0;
        const int score = pvs(root, -InfiniteScore, InfiniteScore, depth, 0, true);
        if (m_aborted && !m_superseded) break;
        if (!m_aborted && m_pvLength[0] > 0)
            completed.publish(depth, m_selDepth, score, m_pv[0], m_pvLength[0]);
        m_aborted = m_superseded = false;
    }
    m_completed = nullptr;
}

int Search::pvs(Position &pos, int alpha, int beta, int depth, int ply, bool pvNode) {
    m_pvLength[ply] = 0;
    m_extendedPly[ply] = false;
    ++m_nodes;
    if (shouldStop()) return 0;
    if (ply >= MaxSearchPly - 1) return evaluate(pos);

    // Recognizers: exact values end the node; bounds prune or narrow the window.
    int upperClamp = InfiniteScore, lowerClamp = -InfiniteScore;
    if (ply > 0) {
        const Recognition r = m_recognizer.recognize(pos, ply);
        switch (r.kind) {
        case Recognition::Kind::Exact:
            return r.score;
        case Recognition::Kind::Upper:
            if (r.score <= alpha) return r.score;
            if (r.score < beta) {
                beta = r.score + 1;
                upperClamp = r.score;
            }
            break;
        case Recognition::Kind::Lower:
            if (r.score >= beta) return r.score;
            if (r.score > alpha) {
                alpha = r.score - 1;
                lowerClamp = r.score;
            }
            break;
        case Recognition::Kind::None:
            break;
        }
        // Mate distance pruning: no line from here beats a mate already found
        // closer to the root.
        alpha = std::max(alpha, matedIn(ply));
        beta = std::min(beta, mateIn(ply + 1));
        if (alpha >= beta) return alpha;
    }

    const bool inCheck = pos.inCheck();
    if (inCheck) ++depth; // check extension (ply limit above bounds it)
    if (depth <= 0) return quiescence(pos, alpha, beta, ply, 0);
    m_selDepth = std::max(m_selDepth, ply);

    const TranspositionHit hit = m_table.probe(pos.key(), ply);
    if (hit.found && !pvNode && hit.depth >= depth &&
        (hit.bound == Bound::Exact || (hit.bound == Bound::Lower && hit.score >= beta) ||
         (hit.bound == Bound::Upper && hit.score <= alpha)))
        return std::clamp(hit.score, lowerClamp, upperClamp);

    // A null-move search that still fails high proves the node good enough;
    // mate scores from it are not trusted (the pass is no legal move). Not
    // where a recognizer bound narrowed the window (its clamp is exact).
    if (!pvNode && !inCheck && ply > 0 && depth >= NullMoveMinDepth && !isMateScore(beta) &&
        upperClamp == InfiniteScore && lowerClamp == -InfiniteScore &&
        hasMajorPiece(pos, pos.sideToMove()) && evaluate(pos) >= beta) {
        const int reduction = NullMoveReduction + depth / NullMoveDepthDivisor;
        const UndoInfo undo = pos.makeNullMove();
        const int score = -pvs(pos, -beta, -beta + 1, depth - 1 - reduction, ply + 1, false);
        pos.unmakeNullMove(undo);
        if (m_aborted) return 0;
        if (score >= beta) return isMateScore(score) ? beta : score;
    }

    MoveList moves;
    pos.generateLegalMoves(moves);
    if (moves.empty()) return inCheck ? matedIn(ply) : DrawScore;
    // One-reply extension: a side with a single legal move has no choice, so
    // its move costs no depth. Composed pawn mates are full of them (a king
    // stalemated on the edge whose side has one pawn move left), and without
    // the extension every forced reply pushes the mate a ply further out.
    // The same holds for a side with no piece whose king cannot move: it is
    // down to its pawn moves, each spending one of its last tempi before the
    // zugzwang. Pawn moves are irreversible, so these extensions end; but
    // where both sides are down to pawn moves, extending both would search
    // every pawn move to its end at any depth. So never two plies in a row:
    // of two sides that have no choice, only one gets its move for free.
    const bool extend =
        ply > 0 && !m_extendedPly[ply - 1] && (moves.size() == 1 || onlyPawnMovesLeft(pos, moves));
    if (extend) {
        m_extendedPly[ply] = true;
        ++depth;
    }

    int priorities[MoveList::Capacity];
    const bool planOrdering = m_planOrdering && depth >= PlanOrderingMinDepth;
    if (planOrdering) planPriorities(pos, moves, priorities);
    m_orderer.order(pos, moves, ply, hit.found ? hit.move : Move::none(),
                    planOrdering ? priorities : nullptr);

    const bool pawnEnding = (pos.pieces() & ~pos.pieces(Pawn) & ~pos.pieces(King)) == 0;
    const int originalAlpha = alpha;
    int best = -InfiniteScore;
    Move bestMove;
    // i counts the moves searched here: root moves that already start a
    // multi-PV line are skipped and do not count.
    const bool rootExclusions = ply == 0 && !m_excluded.empty();
    int i = 0;
    for (int index = 0; index < moves.size(); ++index) {
        const Move m = moves[index];
        if (rootExclusions && isExcludedAtRoot(m)) continue;
        if (ply == 0) {
            m_progress.currentMove = m;
            m_progress.currentMoveNumber = i + 1;
        }
        const bool quiet = !m.isPromotion() && !pos.isCapture(m);
        const UndoInfo undo = pos.makeMove(m);
        if (!pawnEnding && !pvNode && quiet && !inCheck && depth <= PruningMaxDepth &&
            i >= PruningFirstMove + depth * depth && best > -MateBound && !pos.inCheck()) {
            pos.unmakeMove(m, undo);
            continue;
        }
        prefetchFor(pos);
        int score;
        if (i == 0) {
            score = -pvs(pos, -beta, -alpha, depth - 1, ply + 1, pvNode);
        } else {
            int reduction = 0;
            if (!pawnEnding && quiet && !inCheck && depth >= ReductionMinDepth &&
                i >= ReductionFirstMove && !pos.inCheck())
                reduction = lateMoveReduction(depth, i);
            score = -pvs(pos, -alpha - 1, -alpha, depth - 1 - reduction, ply + 1, false);
            if (reduction && score > alpha && !m_aborted)
                score = -pvs(pos, -alpha - 1, -alpha, depth - 1, ply + 1, false);
            if (score > alpha && score < beta && !m_aborted)
                score = -pvs(pos, -beta, -alpha, depth - 1, ply + 1, pvNode);
        }
        pos.unmakeMove(m, undo);
        if (m_aborted) return 0;

        if (score > best) {
            best = score;
            bestMove = m;
            if (score > alpha) {
                alpha = score;
                if (pvNode) updatePv(ply, m);
                if (score >= beta) {
                    if (quiet) {
                        m_orderer.recordCutoff(pos, m, ply, depth);
                        for (int j = 0; j < index; ++j)
                            if (!moves[j].isPromotion() && !pos.isCapture(moves[j]) &&
                                !(rootExclusions && isExcludedAtRoot(moves[j])))
                                m_orderer.recordFailure(pos, moves[j], depth);
                    }
                    break;
                }
            }
        }
        ++i;
    }

    Bound bound =
        best >= beta ? Bound::Lower : (best > originalAlpha ? Bound::Exact : Bound::Upper);
    // A recognizer bound overrides the heuristic side of the window: the
    // value is proven to be no better (worse) than the clamp.
    if (best > upperClamp) {
        best = upperClamp;
        bound = Bound::Exact;
    } else if (best < lowerClamp) {
        best = lowerClamp;
        bound = Bound::Exact;
    }
    // The root searched without some of its moves has no value of its own.
    if (!rootExclusions)
        m_table.store(pos.key(), ply, bestMove, best, TranspositionTable::NoStaticEval, depth,
                      bound);
    return best;
}

int Search::quiescence(Position &pos, int alpha, int beta, int ply, int qply) {
    m_pvLength[ply] = 0;
    ++m_nodes;
    if (shouldStop()) return 0;
    m_selDepth = std::max(m_selDepth, ply);
    if (ply >= MaxSearchPly - 1) return evaluate(pos);

    if (qply > 0) {
        const Recognition r = m_recognizer.recognize(pos, ply);
        if (r.kind == Recognition::Kind::Exact) return r.score;
        if (r.kind == Recognition::Kind::Upper && r.score <= alpha) return r.score;
        if (r.kind == Recognition::Kind::Lower && r.score >= beta) return r.score;
    }

    MoveList moves;
    pos.generateLegalMoves(moves);
    if (moves.empty()) return pos.inCheck() ? matedIn(ply) : DrawScore;
    // Standing pat assumes a quiet move that keeps the static value; a side
    // with one legal move has none to choose (often the pawn move that lets
    // the mate in), so that move is searched, as an evasion is.
    const bool evasions = (pos.inCheck() || moves.size() == 1) && qply < QuiescenceEvasionPlies;

    int best = -InfiniteScore;
    if (!evasions) {
        best = evaluate(pos);
        if (best >= beta) return best;
        alpha = std::max(alpha, best);
        // Keep only captures and promotions to queen or knight (a rook or
        // bishop promotion is never better in a quiet-down search).
        MoveList tactical;
        for (const Move m : moves) {
            const bool promotion =
                m.isPromotion() && (m.promotion() == Queen || m.promotion() == Knight);
            if (promotion || (!m.isPromotion() && pos.isCapture(m))) tactical.push(m);
        }
        moves = tactical;
    }
    m_orderer.orderTactical(pos, moves);

    for (const Move m : moves) {
        const UndoInfo undo = pos.makeMove(m);
        // Quiescence never probes the transposition table: the evaluation only.
        m_evalCache.prefetch(pos.key());
        const int score = -quiescence(pos, -beta, -alpha, ply + 1, qply + 1);
        pos.unmakeMove(m, undo);
        if (m_aborted) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                updatePv(ply, m);
                if (score >= beta) break;
            }
        }
    }
    return best;
}

void Search::extendPvWithTables(const Position &root, std::vector<Move> &pv) const {
    Position pos = root;
    for (const Move m : pv) {
        if (!pos.isLegalMove(m)) return;
        pos.makeMove(m);
    }
    // Decided positions only: a drawn line has no end to show.
    const TableRegistry &tables = *m_recognizer.tables();
    const std::vector<Move> rest =
        followBestMoves(pos, MaxSearchPly - int(pv.size()), [&](const Position &p) {
            return tables.probe(p).result.isDecided() ? bestTableMove(tables, p) : Move::none();
        });
    pv.insert(pv.end(), rest.begin(), rest.end());
}

DiscreteValue Search::discreteValueOf(const Position &root, const std::vector<Move> &pv,
                                      int score) const {
    if (isMateScore(score)) return DiscreteValue::exact(provenVerdict(score, root.sideToMove()));
    Position pos = root;
    for (const Move m : pv) {
        if (!pos.isLegalMove(m)) break;
        pos.makeMove(m);
    }
    const Recognition r = m_recognizer.recognize(pos, int(pv.size()));
    if (r.kind == Recognition::Kind::Exact && r.score == DrawScore)
        return DiscreteValue::exact(Verdict::Equal);
    if (pos.legalMoves().empty() && !pos.inCheck()) return DiscreteValue::exact(Verdict::Equal);
    return m_evaluator.evaluateScore(pos).value;
}

} // namespace rampart
