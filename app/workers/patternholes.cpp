#include "workers/patternholes.h"

#include <QtConcurrent>

#include "chess/fen.h"
#include "chess/position.h"
#include "patterns/quadbitboard.h"
#include "tables/endgametable.h"
#include "tables/tablepositions.h"
#include "workers/patterntablecount.h"

namespace rampart {

namespace {
QuadBitboard boardOf(const Position &pos) {
    return QuadBitboard(pos.pieces(White, Pawn), pos.pieces(Black, Pawn), pos.pieces(White, King),
                        pos.pieces(Black, King));
}
} // namespace

PatternHoleReport PatternHoleReport::find(const Pattern &pattern, const EndgameTable &table,
                                          const std::atomic<bool> *cancel) {
    PatternHoleReport report;
    report.table = table.material().name();
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
            const Position pos = tablePosition(index, p);
            const QuadBitboard board = boardOf(pos);
            Color side = White;
            if (!white.matches(board, p.sideToMove)) {
                if (!pattern.allows(AllowColorFlip) || !any.matches(board, p.sideToMove)) return;
                side = Black;
            }
            ++report.matched;
            const TableProbe probe = EndgameTable::toProbe(value);
            const bool moverWins = probe.kind == TableProbe::Kind::Win;
            const bool drawn = probe.kind == TableProbe::Kind::Draw;
            const bool sideWins = !drawn && (moverWins == (p.sideToMove == side));
            if (sideWins) {
                ++report.confirmed;
                return;
            }
            (drawn ? report.drawn : report.lost) += 1;
            if (report.holes.size() < MaxListed) {
                PatternHole hole;
                hole.fen = toFen(pos);
                hole.patternSide = side;
                hole.drawn = drawn;
                hole.dtmMoves = drawn ? 0 : probe.dtmMoves;
                report.holes.push_back(std::move(hole));
            }
        },
        cancel);
    report.cancelled = !done;
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
    : QObject(parent)
    , m_watcher(new QFutureWatcher<PatternHoleReport>(this)) {
    qRegisterMetaType<PatternHoleReport>();
    connect(m_watcher, &QFutureWatcher<PatternHoleReport>::finished, this, [this] {
        if (m_watcher->future().resultCount() == 0) return;
        const PatternHoleReport report = m_watcher->result();
        if (report.cancelled) return;
        emit finished(m_lastRequest, report);
    });
}

PatternHoleFinder::~PatternHoleFinder() {
    cancel();
    m_watcher->waitForFinished();
}

int PatternHoleFinder::start(const Pattern &pattern, const EndgameTable &table) {
    cancel();
    m_watcher->waitForFinished(); // the old run stops within one king square
    m_cancel.store(false, std::memory_order_relaxed);
    const std::atomic<bool> *flag = &m_cancel;
    const EndgameTable *t = &table;
    m_watcher->setFuture(QtConcurrent::run(
        [pattern, t, flag] { return PatternHoleReport::find(pattern, *t, flag); }));
    return ++m_lastRequest;
}

void PatternHoleFinder::cancel() {
    m_cancel.store(true, std::memory_order_relaxed);
}

bool PatternHoleFinder::isRunning() const {
    return m_watcher->isRunning();
}

void PatternHoleFinder::wait() {
    m_watcher->waitForFinished();
}

} // namespace rampart
