#include "tables/materialstatistics.h"

#include "chess/fen.h"
#include "chess/position.h"
#include "tables/tablepositions.h"

#include <optional>

namespace rampart {

namespace {
// From White's view: +1 White wins, 0 draw, -1 Black wins.
int whiteScore(const TableProbe &p, Color sideToMove) {
    const int s = p.kind == TableProbe::Kind::Win ? 1 : p.kind == TableProbe::Kind::Loss ? -1 : 0;
    return sideToMove == White ? s : -s;
}

std::string fenOf(const TableIndex &index, const Placement &p) {
    return toFen(tablePosition(index, p));
}

class Counter {
public:
    Counter(const EndgameTable &table, MaterialStatistics &stats)
        : m_table(table)
        , m_index(table.index())
        , m_stats(stats) {}

    // One legal position; the placement's White-to-move value comes first.
    void visit(const Placement &p, std::uint8_t value) {
        const TableProbe probe = EndgameTable::toProbe(value);
        count(p, probe);
        if (p.sideToMove == White) return;
        // Black to move: compare with White to move on the same squares.
        Placement w = p;
        w.sideToMove = White;
        const TableProbe white = EndgameTable::toProbe(m_table.valueOf(w));
        if (white.isValid() && whiteScore(white, White) < whiteScore(probe, Black)) {
            ++m_stats.mutualZugzwangs;
            if (m_stats.zugzwangFens.size() < MaterialStatistics::MaxListed)
                m_stats.zugzwangFens.push_back(fenOf(m_index, w));
        }
    }

private:
    void count(const Placement &p, const TableProbe &probe) {
        TableSideStatistics &s = m_stats.sides[p.sideToMove];
        ++s.legal;
        if (probe.kind == TableProbe::Kind::Draw) {
            ++s.draws;
            return;
        }
        (probe.kind == TableProbe::Kind::Win ? s.wins : s.losses) += 1;
        if (whiteScore(probe, p.sideToMove) < 0) return; // Black wins: totals only
        const std::size_t dtm = std::size_t(probe.dtmMoves);
        if (s.histogram.size() <= dtm) s.histogram.resize(dtm + 1);
        ++s.histogram[dtm];
        if (probe.dtmMoves > s.longestDtm) {
            s.longestDtm = probe.dtmMoves;
            s.records.clear();
        }
        if (probe.dtmMoves == s.longestDtm && s.records.size() < MaterialStatistics::MaxListed)
            s.records.push_back(fenOf(m_index, p));
    }

    const EndgameTable &m_table;
    const TableIndex &m_index;
    MaterialStatistics &m_stats;
};
} // namespace

std::optional<MaterialStatistics> MaterialStatistics::compute(const EndgameTable &table,
                                                              const std::atomic<bool> *cancel) {
    MaterialStatistics stats;
    stats.material = table.material();
    for (Color c : {White, Black}) stats.sides[c].sideToMove = c;
    Counter counter(table, stats);
    const bool done = forEachTablePosition(
        table, [&counter](const Placement &p, std::uint8_t v) { counter.visit(p, v); }, cancel);
    if (!done) return std::nullopt;
    return stats;
}

} // namespace rampart
