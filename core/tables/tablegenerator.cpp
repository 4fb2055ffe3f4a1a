#include "tables/tablegenerator.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <functional>
#include <stdexcept>

#include "chess/bitboard.h"

#include "tables/generatorboard.h"
#include "tables/tableregistry.h"
#include "tables/workerpool.h"

namespace rampart {

namespace {

using generatorboard::Board;
using generatorboard::forEachLegalMove;
using generatorboard::generateLegalMoves;
using generatorboard::GenMove;

// Values as ordering keys from the side to move's view: a win in p plies is
// WinKey - p (shorter is better), a loss in p plies -WinKey + p (longer is
// better), a draw 0.
constexpr int WinKey = 1000;
constexpr std::uint8_t Unknown = 0;       // during generation: not (yet) decided
constexpr std::uint8_t SpecialMark = 255; // counts[]: evaluated forward every level
constexpr int MaxPlies = tablebyte::MaxPlies;

int keyOf(std::uint8_t v) {
    if (!tablebyte::isDecided(v)) return 0; // Unknown shares the draw's byte
    const int plies = tablebyte::plies(v);
    return tablebyte::moverWins(v) ? WinKey - plies : -WinKey + plies;
}
int pliesOfKey(int key) {
    return key > 0 ? WinKey - key : key + WinKey;
}
// The key of a move for the side that makes it, from the key of the result.
int parentKey(int childKey) {
    return childKey > 0 ? -childKey + 1 : childKey < 0 ? -childKey - 1 : 0;
}
std::uint8_t valueOfPlies(int plies) {
    return tablebyte::ofPlies(plies);
}

class Generator {
public:
    Generator(const Material &material, const TableRegistry &registry,
              const std::atomic<bool> *cancel, WorkerPool *pool)
        : m_index(material)
        , m_registry(registry)
        , m_cancel(cancel)
        , m_pool(pool) {
        for (int i = 0; i < m_index.extraMen(); ++i) {
            m_proto.type[std::size_t(2 + i)] = m_index.men()[std::size_t(i)].type;
            m_proto.color[std::size_t(2 + i)] = m_index.men()[std::size_t(i)].color;
        }
        m_proto.type[0] = m_proto.type[1] = King;
        m_proto.color[0] = White;
        m_proto.color[1] = Black;
        m_proto.n = 2 + m_index.extraMen();
        prepareExits();
        m_workers.resize(std::size_t(pool ? pool->threads() : 1));
    }

    std::shared_ptr<MaterialTable> run();

private:
    Board boardOf(std::uint32_t index) const { return boardOf(m_index.placementOf(index)); }
    Board boardOf(const Placement &p) const {
        Board b = m_proto;
        for (int i = 0; i < b.n; ++i) b.sq[std::size_t(i)] = p.squares[std::size_t(i)];
        b.stm = p.sideToMove;
        return b;
    }
    std::int64_t indexOf(const Board &b) const {
        Placement p;
        for (int i = 0; i < b.n; ++i) p.squares[std::size_t(i)] = b.sq[std::size_t(i)];
        p.sideToMove = b.stm;
        return m_index.indexOf(p);
    }
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    // An order on placements that ignores the order of an equal pair.
    std::uint64_t placementKey(const Board &b) const;
    // The key, from the mover's view, of a move into another table.
    int exitKey(const Board &b, const GenMove &m) const;
    // The best key (from the opponent's view, the side to move after the
    // double step) of answering it en passant; or no value when none is legal.
    bool epReply(const Board &b, const GenMove &m, int &bestKey) const;

    // Where a capture and/or promotion leads: the successor table, whether
    // colours are flipped for it, and each remaining man's slot in it.
    struct ExitTarget {
        bool missing = false;                 // the successor table is not built
        const MaterialTable *table = nullptr; // null: bare kings
        bool flip = false;
        std::array<int, 4> slotOfMan{};
    };
    const ExitTarget &exitTarget(int captured, int promoted, PieceType promotion) const {
        return m_exits[std::size_t(captured + 1)][std::size_t(promoted + 1)][promotion];
    }
    // Every target a legal move can have, before any thread reads them.
    void prepareExits();
    ExitTarget makeExitTarget(int captured, int promoted, PieceType promotion) const;

    // What one worker collects during a parallel pass (merged afterwards).
    struct WorkerState {
        std::vector<std::uint32_t> settled;                 // decided at the next level
        std::vector<std::pair<int, std::uint32_t>> pending; // (plies, index)
        std::vector<std::uint32_t> specials;
        int maxExitPlies = 0;
    };
    void parallel(std::size_t count, std::size_t chunk,
                  const std::function<void(WorkerState &, std::size_t, std::size_t)> &task);
    // Moves the workers' lists into list, m_pending and m_specials.
    void mergeWorkers(std::vector<std::uint32_t> &list);

    void initialise(WorkerState &w, std::uint32_t begin, std::uint32_t end);
    void propagate(WorkerState &w, std::uint32_t q, int n);
    // A special position at level n: its value if decided at this level.
    bool evaluateForward(std::uint32_t index, int n, int &key) const;
    void settle(std::uint32_t index, int plies, std::vector<std::uint32_t> &list) {
        // The value byte is still Unknown (zero); the count byte stays.
        std::atomic_ref<std::uint16_t>(m_state[index])
            .fetch_or(valueOfPlies(plies), std::memory_order_relaxed);
        list.push_back(index);
    }

    TableIndex m_index;
    const TableRegistry &m_registry;
    const std::atomic<bool> *m_cancel;
    WorkerPool *m_pool;
    std::vector<WorkerState> m_workers;
    Board m_proto;
    // One word per entry while generating: the value byte (low) and the
    // count of moves not yet known to lose, or SpecialMark (high), side by
    // side, so that updating a predecessor touches one cache line, not two.
    std::vector<std::uint16_t> m_state;
    std::uint8_t valueAt(std::uint32_t i) const { return std::uint8_t(m_state[i]); }
    // The best value of a way out of the table (captures, promotions) when
    // all of them lose.
    std::vector<std::uint8_t> m_exit;
    std::vector<std::uint32_t> m_specials;
    std::vector<std::vector<std::uint32_t>> m_pending;
    std::size_t m_pendingCount = 0;
    std::vector<std::uint32_t> m_current;
    int m_maxExitPlies = 0;
    // [captured + 1][promoted man + 1][promotion piece]
    std::array<std::array<std::array<ExitTarget, 5>, 5>, 5> m_exits{};
};

Generator::ExitTarget Generator::makeExitTarget(int captured, int promoted,
                                                PieceType promotion) const {
    ExitTarget e;
    Material m;
    std::array<MaterialMan, 4> men{};
    for (int i = 2; i < m_proto.n; ++i) {
        if (i == captured) continue;
        men[std::size_t(i)] = {m_proto.color[std::size_t(i)],
                               i == promoted ? promotion : m_proto.type[std::size_t(i)]};
        m.add(men[std::size_t(i)].color, men[std::size_t(i)].type);
    }
    e.flip = !m.isCanonical();
    if (m.menCount() > 2) {
        e.table = m_registry.find(m.canonical());
        if (!e.table) {
            e.missing = true;
            return e;
        }
        std::array<bool, 4> used{};
        for (int k = 0; k < e.table->index().extraMen(); ++k) {
            const MaterialMan want = e.table->index().men()[std::size_t(k)];
            for (int i = 2; i < m_proto.n; ++i) {
                MaterialMan have = men[std::size_t(i)];
                if (e.flip) have.color = ~have.color;
                if (i == captured || used[std::size_t(i)] || !(have == want)) continue;
                used[std::size_t(i)] = true;
                e.slotOfMan[std::size_t(i)] = 2 + k;
                break;
            }
        }
    }
    return e;
}

void Generator::prepareExits() {
    for (int captured = -1; captured < m_proto.n; ++captured) {
        if (captured == 0 || captured == 1) continue; // kings are never taken
        for (int promoted = -1; promoted < m_proto.n; ++promoted) {
            if (promoted >= 0 && (promoted < 2 || m_proto.type[std::size_t(promoted)] != Pawn ||
                                  promoted == captured))
                continue;
            for (PieceType p : {Pawn, Knight, Bishop, Rook, Queen}) {
                if ((promoted >= 0) != (p != Pawn)) continue;
                m_exits[std::size_t(captured + 1)][std::size_t(promoted + 1)][p] =
                    makeExitTarget(captured, promoted, p);
            }
        }
    }
}

void Generator::parallel(std::size_t count, std::size_t chunk,
                         const std::function<void(WorkerState &, std::size_t, std::size_t)> &task) {
    if (!m_pool) {
        task(m_workers[0], 0, count);
        return;
    }
    m_pool->parallelFor(count, chunk, [&](int worker, std::size_t begin, std::size_t end) {
        task(m_workers[std::size_t(worker)], begin, end);
    });
}

void Generator::mergeWorkers(std::vector<std::uint32_t> &list) {
    for (WorkerState &w : m_workers) {
        list.insert(list.end(), w.settled.begin(), w.settled.end());
        w.settled.clear();
        for (const auto &[plies, index] : w.pending) m_pending[std::size_t(plies)].push_back(index);
        m_pendingCount += w.pending.size();
        w.pending.clear();
        m_specials.insert(m_specials.end(), w.specials.begin(), w.specials.end());
        w.specials.clear();
        m_maxExitPlies = std::max(m_maxExitPlies, w.maxExitPlies);
    }
}

std::uint64_t Generator::placementKey(const Board &b) const {
    std::array<Square, 4> s = b.sq;
    if (m_index.equalPair() && s[2] > s[3]) std::swap(s[2], s[3]);
    std::uint64_t k = 0;
    for (int i = 0; i < b.n; ++i) k = k * 64 + s[std::size_t(i)];
    return k;
}

int Generator::exitKey(const Board &b, const GenMove &m) const {
    const bool promotes = m.promotion != Pawn;
    const ExitTarget &e = exitTarget(m.captured, promotes ? m.man : -1, m.promotion);
    if (e.missing) throw std::runtime_error("a successor table is missing");
    if (!e.table) return 0; // bare kings: a draw
    Placement p;
    Square wk = m.man == 0 ? m.to : b.sq[0], bk = m.man == 1 ? m.to : b.sq[1];
    Color stm = ~b.stm;
    if (e.flip) {
        std::swap(wk, bk);
        wk = flipRank(wk);
        bk = flipRank(bk);
        stm = ~stm;
    }
    p.squares[0] = wk;
    p.squares[1] = bk;
    p.sideToMove = stm;
    for (int i = 2; i < b.n; ++i) {
        if (i == m.captured) continue;
        const Square s = i == m.man ? m.to : b.sq[std::size_t(i)];
        p.squares[std::size_t(e.slotOfMan[std::size_t(i)])] = e.flip ? flipRank(s) : s;
    }
    const std::uint8_t v = e.table->valueOf(p);
    if (v == MaterialTable::Illegal)
        throw std::logic_error("a legal move reached an illegal entry");
    return parentKey(keyOf(v));
}

bool Generator::epReply(const Board &b, const GenMove &m, int &bestKey) const {
    const Color them = ~b.stm;
    const Square target = Square((m.from + m.to) / 2);
    bool any = false;
    Board after = b;
    after.sq[std::size_t(m.man)] = m.to;
    after.stm = them;
    for (int i = 2; i < b.n; ++i) {
        if (b.color[std::size_t(i)] != them || b.type[std::size_t(i)] != Pawn) continue;
        const Square from = b.sq[std::size_t(i)];
        if (!(pawnAttacks(them, from) & squareBB(target))) continue;
        // The capture: the pawn goes to the target, ours disappears.
        Board cap = after;
        cap.sq[std::size_t(i)] = target;
        const Bitboard occ =
            (after.occupied() & ~squareBB(from) & ~squareBB(m.to)) | squareBB(target);
        if (cap.attacks(b.stm, cap.sq[them], occ, m.man)) continue;
        GenMove reply{i, from, target, m.man, Pawn, false};
        const int key = exitKey(after, reply);
        bestKey = any ? std::max(bestKey, key) : key;
        any = true;
    }
    return any;
}

void Generator::initialise(WorkerState &w, std::uint32_t begin, std::uint32_t end) {
    if (cancelled()) return;
    for (std::uint32_t i = begin; i < end; ++i) {
        const Placement p = m_index.placementOf(i);
        if (!m_index.isCanonical(i, p)) { // an unused entry
            m_state[i] = MaterialTable::Illegal;
            continue;
        }
        const Board b = boardOf(p);
        if (!b.isLegal()) {
            m_state[i] = MaterialTable::Illegal;
            continue;
        }
        const bool symmetric = m_index.isDiagonalSymmetric(p);
        int count = 0, bestExit = 0, moves = 0;
        bool anyExit = false, special = false;
        auto countMove = [&](const GenMove &m) {
            ++moves;
            if (m.captured >= 0 || m.promotion != Pawn) {
                const int k = exitKey(b, m);
                bestExit = anyExit ? std::max(bestExit, k) : k;
                anyExit = true;
                w.maxExitPlies = std::max(w.maxExitPlies, k ? pliesOfKey(k) : 0);
                return;
            }
            if (m.doubleStep) {
                int e = 0;
                if (epReply(b, m, e)) {
                    special = true;
                    w.maxExitPlies = std::max(w.maxExitPlies, e ? pliesOfKey(e) + 1 : 0);
                    return;
                }
            }
            if (symmetric) {
                // Count one move of each pair of mirror moves (see propagate()).
                const int mine = m.from * 64 + m.to;
                const int mirror =
                    TableIndex::transform(m.from, 4) * 64 + TableIndex::transform(m.to, 4);
                if (mine > mirror) return;
            }
            ++count;
        };
        generateLegalMoves(b, countMove, [&](int man, Square from, Bitboard targets) {
            if (symmetric) {
                while (targets) countMove(GenMove{man, from, popLsb(targets), -1, Pawn, false});
                return;
            }
            const int quiet = popCount(targets);
            moves += quiet;
            count += quiet;
        });
        if (moves == 0) {
            if (b.inCheck(b.stm)) settle(i, 0, w.settled);
            continue;
        }
        if (special) {
            m_state[i] = std::uint16_t(SpecialMark << 8);
            w.specials.push_back(i);
            continue;
        }
        if (anyExit) {
            if (bestExit > 0) {
                // Won at the latest through the exit: never lost.
                w.pending.emplace_back(pliesOfKey(bestExit), i);
                ++count;
            } else if (bestExit == 0) {
                ++count; // a drawing way out: never lost
            } else {
                m_exit[i] = valueOfPlies(pliesOfKey(bestExit));
                if (count == 0) w.pending.emplace_back(pliesOfKey(bestExit), i);
            }
        }
        m_state[i] = std::uint16_t(count << 8);
    }
}

// The positions one move before q (moves inside this table: no capture, no
// promotion) learn q's value: a loss for q's side to move makes them wins, a
// win takes one move off their count of moves not yet known to lose.
//
// Symmetry: when q is symmetric under the diagonal reflection, a predecessor
// and its reflection are the same move into q; only one of them is taken.
// init counts moves of a symmetric position the same way (one per mirror
// pair), so every counted move is taken off exactly once.
void Generator::propagate(WorkerState &w, std::uint32_t q, int n) {
    Placement placement = m_index.placementOf(q);
    const Board b = boardOf(placement);
    const Color mover = ~b.stm;
    const bool qWins = n & 1;
    const bool symmetric = m_index.isDiagonalSymmetric(placement);
    const Bitboard occ = b.occupied();
    const Square target = b.sq[b.stm]; // must not stand in check in a predecessor
    // Without a white king move the predecessor keeps q's orientation, and
    // its entry is found without the symmetry step (see TableIndex).
    const bool keepsOrientation = m_index.isStoredOrientation(b.sq[0]);
    placement.sideToMove = mover; // every predecessor's
    const std::int64_t half = m_index.halfSize();
    const std::int64_t flipped = std::int64_t(q) + (mover == Black ? half : -half);
    // First every predecessor's entry (prefetched: the reads are scattered
    // over the table and dominate the time), then their updates in order.
    std::array<std::uint32_t, 128> preds;
    int count = 0;
    auto addPredecessor = [&](int man, Square from) {
        Placement p = placement;
        p.squares[std::size_t(man)] = from;
        if (symmetric) {
            Board before = b, reflected = b;
            before.sq[std::size_t(man)] = from;
            for (int i = 0; i < b.n; ++i)
                reflected.sq[std::size_t(i)] = TableIndex::transform(before.sq[std::size_t(i)], 4);
            if (placementKey(before) > placementKey(reflected)) return;
        }
        std::int64_t idx;
        if (man != 0 && keepsOrientation) {
            // q's entry with the side to move switched and the man's square
            // moved (a pawn's slot is its square less 8: the same
            // difference), where the index is linear in that man's square.
            const std::int64_t stride = m_index.stride(man);
            idx = stride ? flipped +
                               stride * (std::int64_t(from) - std::int64_t(b.sq[std::size_t(man)]))
                         : m_index.orientedIndex(p);
        } else {
            idx = m_index.indexOf(p);
            if (idx < 0) return;
        }
        __builtin_prefetch(&m_state[std::size_t(idx)]);
        preds[std::size_t(count++)] = std::uint32_t(idx);
    };
    for (int man = 0; man < b.n; ++man) {
        if (b.color[std::size_t(man)] != mover) continue;
        const Square s = b.sq[std::size_t(man)];
        const PieceType t = b.type[std::size_t(man)];
        // The squares the man may have come from without leaving `target`
        // in check: not one it would attack `target` from (a king: not next
        // to the other king), and, when another of the mover's men attacks
        // `target` once this one is lifted, one between that man and it.
        const Bitboard lifted = occ & ~squareBB(s);
        Bitboard allowed =
            ~(t == Pawn ? pawnAttacks(b.stm, target) : pieceAttacks(t, target, lifted));
        for (int other = 0; other < b.n; ++other) {
            if (other == man || b.color[std::size_t(other)] != mover ||
                !b.manAttacks(other, target, lifted))
                continue;
            allowed &= between(b.sq[std::size_t(other)], target); // empty unless a slider
        }
        if (t == Pawn) {
            const int dir = mover == White ? -8 : 8;
            const Square one = Square(s + dir);
            if (occ & squareBB(one)) continue;
            if (relativeRank(mover, one) >= 1 && (allowed & squareBB(one)))
                addPredecessor(man, one);
            if (relativeRank(mover, s) == 3) {
                const Square two = Square(s + 2 * dir);
                if (!(occ & squareBB(two)) && (allowed & squareBB(two))) addPredecessor(man, two);
            }
            continue;
        }
        for (Bitboard from = pieceAttacks(t, s, occ) & ~occ & allowed; from;)
            addPredecessor(man, popLsb(from));
    }
    // Other workers update entries at the same time: a level holds only
    // wins or only losses, so a predecessor is either claimed as a win (one
    // compare-exchange succeeds) or counted down (one worker sees zero).
    for (int k = 0; k < count; ++k) {
        const std::uint32_t i = preds[std::size_t(k)];
        std::atomic_ref<std::uint16_t> state(m_state[i]);
        std::uint16_t word = state.load(std::memory_order_relaxed);
        if (std::uint8_t(word) != Unknown || word >> 8 == SpecialMark) continue;
        if (!qWins) {
            // No count changes during a level of losses: only another
            // worker claiming the same entry makes the exchange fail.
            if (state.compare_exchange_strong(word, std::uint16_t(word | valueOfPlies(n + 1)),
                                              std::memory_order_relaxed))
                w.settled.push_back(i);
            continue;
        }
        if (state.fetch_sub(1 << 8, std::memory_order_relaxed) >> 8 != 1) continue;
        const int exitKeyValue = keyOf(m_exit[i]);
        const int plies = std::max(n + 1, exitKeyValue < 0 ? pliesOfKey(exitKeyValue) : 0);
        if (plies == n + 1)
            settle(i, plies, w.settled);
        else
            w.pending.emplace_back(plies, i);
    }
}

bool Generator::evaluateForward(std::uint32_t index, int n, int &result) const {
    const Board b = boardOf(index);
    bool allKnownLosses = true, anyWin = false;
    int bestWin = 0, bestLoss = -WinKey * 2;
    forEachLegalMove(b, [&](const GenMove &m) {
        bool known = true;
        int key = 0;
        if (m.captured >= 0 || m.promotion != Pawn) {
            key = exitKey(b, m);
        } else {
            Board c = b;
            c.sq[std::size_t(m.man)] = m.to;
            c.stm = ~b.stm;
            const std::uint8_t v = valueAt(std::uint32_t(indexOf(c)));
            int childKey = keyOf(v);
            known = v != Unknown;
            int e = 0;
            if (m.doubleStep && epReply(b, m, e)) {
                // The opponent chooses between the en passant capture and
                // the moves of c. With c undecided (at least n plies), the
                // capture decides only if it wins sooner. (c is never a
                // stalemate but for the capture: with four men (KPKP) the
                // taker's pawn is blocked only by the enemy king, which then
                // cannot also hem in the taker's king. The solver, with more
                // pawns, meets that case: Solver::positionScore.)
                if (known)
                    childKey = std::max(childKey, e);
                else if (e > 0 && pliesOfKey(e) < n) {
                    childKey = e;
                    known = true;
                }
            }
            key = parentKey(childKey);
        }
        if (!known) {
            allKnownLosses = false;
            return;
        }
        if (key > 0) {
            bestWin = anyWin ? std::max(bestWin, key) : key;
            anyWin = true;
        }
        if (key >= 0)
            allKnownLosses = false;
        else
            bestLoss = std::max(bestLoss, key);
    });
    if (anyWin && pliesOfKey(bestWin) <= n) {
        result = bestWin;
        return true;
    }
    if (allKnownLosses && bestLoss > -WinKey * 2 && pliesOfKey(bestLoss) <= n) {
        result = bestLoss;
        return true;
    }
    return false;
}

std::shared_ptr<MaterialTable> Generator::run() {
    constexpr std::size_t InitChunk = 1 << 14, LevelChunk = 1 << 10;
    m_pending.assign(MaxPlies + 2, {});
    const std::uint32_t size = m_index.size();
    m_state.assign(size, Unknown);
    m_exit.assign(size, Unknown);
    parallel(size, InitChunk, [&](WorkerState &w, std::size_t begin, std::size_t end) {
        initialise(w, std::uint32_t(begin), std::uint32_t(end));
    });
    if (cancelled()) return nullptr;
    mergeWorkers(m_current);
    std::sort(m_specials.begin(), m_specials.end());
    int quietLevels = 0;
    for (int n = 0; n <= MaxPlies; ++n) {
        if (cancelled()) return nullptr;
        for (std::uint32_t i : m_pending[std::size_t(n)]) {
            --m_pendingCount;
            if (valueAt(i) == Unknown) settle(i, n, m_current);
        }
        std::vector<std::uint32_t>().swap(m_pending[std::size_t(n)]);
        std::erase_if(m_specials, [&](std::uint32_t i) { return valueAt(i) != Unknown; });
        for (std::uint32_t i : m_specials) {
            int key = 0;
            if (evaluateForward(i, n, key)) settle(i, pliesOfKey(key), m_current);
        }
        quietLevels = m_current.empty() ? quietLevels + 1 : 0;
        if (quietLevels >= 2 && m_pendingCount == 0 && n > m_maxExitPlies + 1) break;
        parallel(m_current.size(), LevelChunk,
                 [&](WorkerState &w, std::size_t begin, std::size_t end) {
                     for (std::size_t k = begin; k < end; ++k) propagate(w, m_current[k], n);
                 });
        m_current.clear();
        mergeWorkers(m_current);
    }
    TableBytes values(size);
    for (std::uint32_t i = 0; i < size; ++i) {
        const std::uint8_t v = valueAt(i);
        values[i] = v == Unknown ? MaterialTable::Draw : v;
    }
    std::vector<std::uint16_t>().swap(m_state);
    return std::make_shared<MaterialTable>(m_index.material(), std::move(values));
}

} // namespace

std::shared_ptr<MaterialTable> TableGenerator::generate(const Material &canonical,
                                                        const TableRegistry &successors,
                                                        const std::atomic<bool> *cancel,
                                                        WorkerPool *pool) {
    Generator g(canonical, successors, cancel, pool);
    return g.run();
}

} // namespace rampart
