#include "workers/patterntablecount.h"

#include <algorithm>

#include <QPromise>
#include <QtConcurrent>

#include "patterns/patternmatcher.h"
#include "tables/tablebase.h"

namespace rampart {

PatternInstances::PatternInstances(const Pattern &pattern, const QuadBitboard &possible) {
    // The instances matchPattern() tries (patternmatcher.h), less those that
    // ask for a man that never stands there.
    for (PatternInstance &i : patternInstances(pattern)) {
        if (!i.fixed.isSubsetOf(possible)) continue;
        if (!i.variable.isEmpty() && !i.variable.intersects(possible)) continue;
        m_instances.push_back(std::move(i));
    }
}

bool PatternInstances::matches(const QuadBitboard &board, Color sideToMove) const {
    for (const PatternInstance &i : m_instances) {
        if (i.sideToMove && *i.sideToMove != sideToMove) continue;
        if (quadMatch(board, i.fixed, i.notBoard, i.variable)) return true;
    }
    return false;
}

std::uint64_t PatternTableCount::matchedWith(Color sideToMove) const {
    const auto &m = matched[sideToMove];
    return m[0] + m[1] + m[2];
}

std::uint64_t PatternTableCount::matchedTotal() const {
    return matchedWith(White) + matchedWith(Black);
}

PatternTableCount countPatternOnKpk(const Pattern &pattern, const Tablebase &tablebase,
                                    const std::function<bool()> &cancelled) {
    PatternTableCount count;
    // The table has white pawns (ranks 2-7) and both kings, never a black
    // pawn: instances asking for one are dropped once, not per position.
    const QuadBitboard possible(~(Rank1BB | Rank8BB), 0, ~Bitboard(0), ~Bitboard(0));
    const PatternInstances instances(pattern, possible);
    std::uint64_t visited = 0;
    tablebase.forEachPosition(TableId::KPK, [&](const TableEntry &e) {
        if (count.cancelled) return;
        if ((++visited & 0xfff) == 0 && cancelled && cancelled()) {
            count.cancelled = true;
            return;
        }
        ++count.positions[e.sideToMove];
        const QuadBitboard board(squareBB(e.piece), 0, squareBB(e.strongKing),
                                 squareBB(e.weakKing));
        if (!instances.matches(board, e.sideToMove)) return;
        const int kind = e.kind == TableProbe::Kind::Win    ? 0
                         : e.kind == TableProbe::Kind::Draw ? 1
                                                            : 2;
        ++count.matched[e.sideToMove][std::size_t(kind)];
    });
    return count;
}

PatternTableCounter::PatternTableCounter(QObject *parent)
    : PatternTableCounter(
          [](const Pattern &pattern, const std::function<bool()> &cancelled) {
              return countPatternOnKpk(pattern, Tablebase::shared(), cancelled);
          },
          parent) {}

PatternTableCounter::PatternTableCounter(CountFunction count, QObject *parent)
    : QObject(parent)
    , m_count(std::move(count)) {
    qRegisterMetaType<PatternTableCount>();
}

PatternTableCounter::~PatternTableCounter() {
    // A run must not outlive the watcher that reports it (nor m_count).
    cancel();
    wait();
}

int PatternTableCounter::start(const Pattern &pattern) {
    // The older run is told to stop and left to finish on its own; its
    // result is dropped when it arrives. The GUI thread never waits for it.
    cancel();
    const int request = ++m_lastRequest;
    auto *run = new QFutureWatcher<PatternTableCount>(this);
    m_runs.append(run);
    connect(run, &QFutureWatcher<PatternTableCount>::finished, this, [this, run, request] {
        m_runs.removeOne(run);
        run->deleteLater();
        const QFuture<PatternTableCount> future = run->future();
        // A cancelled run (superseded by a newer request) has no result to show.
        if (request != m_lastRequest || future.isCanceled() || future.resultCount() == 0) return;
        const PatternTableCount count = future.result();
        if (!count.cancelled) emit finished(request, count);
    });
    run->setFuture(
        QtConcurrent::run([count = m_count, pattern](QPromise<PatternTableCount> &promise) {
            promise.addResult(count(pattern, [&promise] { return promise.isCanceled(); }));
        }));
    return request;
}

void PatternTableCounter::cancel() {
    for (QFutureWatcher<PatternTableCount> *run : std::as_const(m_runs)) run->cancel();
}

bool PatternTableCounter::isRunning() const {
    return std::any_of(
        m_runs.cbegin(), m_runs.cend(),
        [](const QFutureWatcher<PatternTableCount> *run) { return run->isRunning(); });
}

void PatternTableCounter::wait() {
    for (QFutureWatcher<PatternTableCount> *run : std::as_const(m_runs)) run->waitForFinished();
}

} // namespace rampart
