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
    : QObject(parent)
    , m_watcher(new QFutureWatcher<PatternTableCount>(this)) {
    qRegisterMetaType<PatternTableCount>();
    connect(m_watcher, &QFutureWatcher<PatternTableCount>::finished, this, [this] {
        const QFuture<PatternTableCount> future = m_watcher->future();
        // A cancelled run (superseded by a newer request) has no result to show.
        if (future.isCanceled() || future.resultCount() == 0) return;
        const PatternTableCount count = future.result();
        if (count.cancelled || m_runningRequest != m_lastRequest) return;
        emit finished(m_runningRequest, count);
    });
}

PatternTableCounter::~PatternTableCounter() {
    cancel();
    m_watcher->waitForFinished();
}

int PatternTableCounter::start(const Pattern &pattern) {
    cancel();
    m_watcher->waitForFinished(); // the old run stops within a few thousand positions
    m_runningRequest = ++m_lastRequest;
    const Tablebase &tablebase = Tablebase::shared();
    m_watcher->setFuture(
        QtConcurrent::run([pattern, &tablebase](QPromise<PatternTableCount> &promise) {
            promise.addResult(
                countPatternOnKpk(pattern, tablebase, [&promise] { return promise.isCanceled(); }));
        }));
    return m_runningRequest;
}

void PatternTableCounter::cancel() {
    if (m_watcher->isRunning()) m_watcher->cancel();
}

bool PatternTableCounter::isRunning() const {
    return m_watcher->isRunning();
}

void PatternTableCounter::wait() {
    m_watcher->waitForFinished();
}

} // namespace rampart
