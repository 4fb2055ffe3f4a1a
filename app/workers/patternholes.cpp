#include "workers/patternholes.h"

#include <algorithm>
#include <thread>

#include <QtConcurrent>

#include "chess/fen.h"
#include "chess/position.h"

#include "tables/materialtable.h"
#include "tables/tablepositions.h"

#include "patterns/quadbitboard.h"

#include "workers/patterninstances.h"

namespace rampart {

namespace {
QuadBitboard boardOf(const Position &pos) {
    return QuadBitboard(pos.pieces(White, Pawn), pos.pieces(Black, Pawn), pos.pieces(White, King),
                        pos.pieces(Black, King));
}
} // namespace

namespace {

// The part of a report that one range of white-king squares gives.
PatternHoleReport scanKings(const Pattern &pattern, const MaterialTable &table,
                            const std::atomic<bool> *cancel, int firstKing, int endKing) {
    PatternHoleReport report;
    // Matched as written (White's view) or only with colours flipped (Black's).
    Pattern asWritten = pattern;
    asWritten.transforms &= std::uint8_t(~AllowColorFlip);
    const PatternInstances white(asWritten);
    const PatternInstances any(pattern);
    const TableIndex &index = table.index();
    const bool done = forEachTablePosition(
        table,
        [&](const Placement &p, std::uint8_t value) {
            ++report.positions;
            ++report.positionsBy[p.sideToMove];
            const Position pos = tablePosition(index, p);
            const QuadBitboard board = boardOf(pos);
            Color side = White;
            if (!white.matches(board, p.sideToMove)) {
                if (!pattern.allows(AllowColorFlip) || !any.matches(board, p.sideToMove)) return;
                side = Black;
            }
            ++report.matched;
            const TableProbe probe = MaterialTable::toProbe(value);
            const int kind = probe.kind == TableProbe::Kind::Win    ? 0
                             : probe.kind == TableProbe::Kind::Draw ? 1
                                                                    : 2;
            ++report.matchedBy[p.sideToMove][std::size_t(kind)];
            const bool moverWins = probe.kind == TableProbe::Kind::Win;
            const bool drawn = probe.kind == TableProbe::Kind::Draw;
            const bool sideWins = !drawn && (moverWins == (p.sideToMove == side));
            if (sideWins) {
                ++report.confirmed;
                return;
            }
            (drawn ? report.drawn : report.lost) += 1;
            if (report.holes.size() < PatternHoleReport::MaxListed) {
                PatternHole hole;
                hole.fen = toFen(pos);
                hole.patternSide = side;
                hole.drawn = drawn;
                hole.dtmMoves = drawn ? 0 : probe.distance;
                report.holes.push_back(std::move(hole));
            }
        },
        cancel, firstKing, endKing);
    report.cancelled = !done;
    return report;
}

// Adds part (the next range of king squares) to total; the holes stay in
// the order a single pass lists them.
void addPart(PatternHoleReport &total, PatternHoleReport &&part) {
    total.positions += part.positions;
    total.matched += part.matched;
    total.confirmed += part.confirmed;
    total.drawn += part.drawn;
    total.lost += part.lost;
    for (std::size_t side = 0; side < 2; ++side) {
        total.positionsBy[side] += part.positionsBy[side];
        for (std::size_t kind = 0; kind < 3; ++kind)
            total.matchedBy[side][kind] += part.matchedBy[side][kind];
    }
    for (PatternHole &hole : part.holes) {
        if (total.holes.size() >= PatternHoleReport::MaxListed) break;
        total.holes.push_back(std::move(hole));
    }
    total.cancelled = total.cancelled || part.cancelled;
}

} // namespace

PatternHoleReport PatternHoleReport::find(const Pattern &pattern, const MaterialTable &table,
                                          const std::atomic<bool> *cancel) {
    // The white king's 64 squares in ranges, one thread each (a KPKP table
    // is ten million positions, matched against every instance of the
    // pattern); the parts are added in square order.
    const int threads = int(std::clamp(std::thread::hardware_concurrency(), 1u, 8u));
    std::vector<PatternHoleReport> parts(static_cast<std::size_t>(threads));
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t) {
        const int first = SquareCount * t / threads, end = SquareCount * (t + 1) / threads;
        workers.emplace_back([&, t, first, end] {
            parts[std::size_t(t)] = scanKings(pattern, table, cancel, first, end);
        });
    }
    for (std::thread &w : workers) w.join();
    PatternHoleReport report;
    report.table = table.material().name();
    for (PatternHoleReport &part : parts) addPart(report, std::move(part));
    return report;
}

std::string PatternHoleReport::toEpd() const {
    std::string out;
    for (const PatternHole &h : holes) {
        // The four FEN fields of an EPD line, then the result as a comment.
        std::string fields = h.fen;
        for (int i = 0; i < 2; ++i) fields = fields.substr(0, fields.rfind(' '));
        const std::string side = h.patternSide == White ? "White" : "Black";
        out += fields + " c0 \"" + table + ": " + side +
               (h.drawn ? " only draws" : " loses, mated in " + std::to_string(h.dtmMoves)) +
               "\";\n";
    }
    return out;
}

PatternHoleFinder::PatternHoleFinder(QObject *parent)
    : QObject(parent) {
    qRegisterMetaType<PatternHoleReport>();
}

PatternHoleFinder::~PatternHoleFinder() {
    // A run must not outlive the watcher that reports it.
    cancel();
    wait();
}

int PatternHoleFinder::start(const Pattern &pattern, const MaterialTable &table) {
    const MaterialTable *t = &table;
    return start([pattern, t](const std::atomic<bool> *cancel) {
        return PatternHoleReport::find(pattern, *t, cancel);
    });
}

int PatternHoleFinder::start(FindFunction find) {
    // The older runs are told to stop and left to finish on their own; their
    // results are dropped when they arrive. The GUI thread never waits.
    cancel();
    const int request = ++m_lastRequest;
    Run run{new QFutureWatcher<PatternHoleReport>(this),
            std::make_shared<std::atomic<bool>>(false)};
    m_runs.append(run);
    QFutureWatcher<PatternHoleReport> *watcher = run.watcher;
    connect(watcher, &QFutureWatcher<PatternHoleReport>::finished, this, [this, watcher, request] {
        m_runs.removeIf([watcher](const Run &r) { return r.watcher == watcher; });
        watcher->deleteLater();
        const QFuture<PatternHoleReport> future = watcher->future();
        if (request != m_lastRequest || future.resultCount() == 0) return;
        const PatternHoleReport report = future.result();
        if (!report.cancelled) emit finished(request, report);
    });
    watcher->setFuture(QtConcurrent::run(
        [find = std::move(find), flag = run.cancel] { return find(flag.get()); }));
    return request;
}

void PatternHoleFinder::cancel() {
    for (const Run &run : std::as_const(m_runs)) run.cancel->store(true, std::memory_order_relaxed);
}

bool PatternHoleFinder::isRunning() const {
    return std::any_of(m_runs.cbegin(), m_runs.cend(),
                       [](const Run &run) { return run.watcher->isRunning(); });
}

void PatternHoleFinder::wait() {
    for (const Run &run : std::as_const(m_runs)) run.watcher->waitForFinished();
}

} // namespace rampart
