#include "workers/patterntablecount.h"

#include <algorithm>

#include <QPromise>
#include <QtConcurrent>

#include "patterns/patternmatcher.h"
#include "tables/tablebase.h"

namespace rampart {

PatternInstances::PatternInstances(const Pattern &pattern, const QuadBitboard &possible) {
    // The same orientations and shift ranges as matchPattern() (patternmatcher.h):
    // file mirror first, then the colour flip, then every shift keeping the
    // anchor squares (fixed, variable and identity squares) on the board.
    for (int mirror = 0; mirror <= (pattern.allows(AllowFileMirror) ? 1 : 0); ++mirror) {
        for (int flip = 0; flip <= (pattern.allows(AllowColorFlip) ? 1 : 0); ++flip) {
            QuadBitboard fixed = pattern.fixed, notBoard = pattern.notBoard,
                         variable = pattern.variable;
            Bitboard identities = 0;
            for (const SquareIdentity &identity : pattern.identities) {
                if (!isValidSquare(identity.square)) continue;
                Square s = identity.square;
                if (mirror) s = mirrorFile(s);
                if (flip) s = flipRank(s);
                identities |= squareBB(s);
            }
            if (mirror) {
                fixed = fixed.fileMirrored();
                notBoard = notBoard.fileMirrored();
                variable = variable.fileMirrored();
            }
            if (flip) {
                fixed = fixed.colorFlipped();
                notBoard = notBoard.colorFlipped();
                variable = variable.colorFlipped();
            }
            const Bitboard anchors = fixed.occupied() | variable.occupied() | identities;
            int minFile = 0, maxFile = 0, minRank = 0, maxRank = 0;
            if (anchors) {
                minFile = 7, maxFile = 0, minRank = 7, maxRank = 0;
                for (Bitboard b = anchors; b;) {
                    const Square s = popLsb(b);
                    minFile = std::min(minFile, fileOf(s));
                    maxFile = std::max(maxFile, fileOf(s));
                    minRank = std::min(minRank, rankOf(s));
                    maxRank = std::max(maxRank, rankOf(s));
                }
            }
            const bool fileShifts = pattern.allows(AllowFileShift) && anchors;
            const bool rankShifts = pattern.allows(AllowRankShift) && anchors;
            const int sideToMove =
                pattern.sideToMove ? int(flip ? ~*pattern.sideToMove : *pattern.sideToMove) : -1;
            for (int dr = rankShifts ? -minRank : 0; dr <= (rankShifts ? 7 - maxRank : 0); ++dr) {
                for (int df = fileShifts ? -minFile : 0; df <= (fileShifts ? 7 - maxFile : 0);
                     ++df) {
                    Instance i{fixed.shifted(df, dr), notBoard.shifted(df, dr),
                               variable.shifted(df, dr), sideToMove};
                    if (!i.fixed.isSubsetOf(possible)) continue; // a man that never stands there
                    if (!i.variable.isEmpty() && !i.variable.intersects(possible)) continue;
                    m_instances.push_back(i);
                }
            }
        }
    }
}

bool PatternInstances::matches(const QuadBitboard &board, Color sideToMove) const {
    for (const Instance &i : m_instances) {
        if (i.sideToMove >= 0 && i.sideToMove != int(sideToMove)) continue;
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
