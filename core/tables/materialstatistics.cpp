#include "tables/materialstatistics.h"

#include "chess/fen.h"
#include "chess/position.h"

#include <optional>

namespace rampart {

namespace {
// From White's view: +1 White wins, 0 draw, -1 Black wins.
int whiteScore(const TableProbe &p, Color sideToMove) {
    const int s = p.kind == TableProbe::Kind::Win ? 1 : p.kind == TableProbe::Kind::Loss ? -1 : 0;
    return sideToMove == White ? s : -s;
}

std::string fenOf(const TableIndex &index, const Placement &p) {
    Position pos;
    pos.setPiece(p.squares[0], WhiteKing);
    pos.setPiece(p.squares[1], BlackKing);
    for (int i = 0; i < index.extraMen(); ++i) {
        const MaterialMan &man = index.men()[std::size_t(i)];
        pos.setPiece(p.squares[std::size_t(2 + i)], makePiece(man.color, man.type));
    }
    pos.setSideToMove(p.sideToMove);
    return toFen(pos);
}

class Counter {
public:
    Counter(const EndgameTable &table, MaterialStatistics &stats)
        : m_table(table)
        , m_index(table.index())
        , m_stats(stats) {}

    // One placement of the men (squares 0..1 the kings), both sides to move.
    void visit(Placement &p) {
        std::array<TableProbe, 2> probes;
        for (Color c : {White, Black}) {
            p.sideToMove = c;
            const std::uint8_t v = m_table.valueOf(p);
            probes[c] = EndgameTable::toProbe(v);
            if (v == EndgameTable::Illegal) continue;
            count(p, probes[c]);
        }
        if (probes[White].isValid() && probes[Black].isValid() &&
            whiteScore(probes[White], White) < whiteScore(probes[Black], Black)) {
            ++m_stats.mutualZugzwangs;
            if (m_stats.zugzwangFens.size() < MaterialStatistics::MaxListed) {
                p.sideToMove = White;
                m_stats.zugzwangFens.push_back(fenOf(m_index, p));
            }
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
    const TableIndex &index = table.index();
    const int men = index.extraMen();
    const bool pair = index.equalPair();
    Counter counter(table, stats);
    Placement p;
    // Every placement once: the men on any squares (an equal pair as an
    // unordered pair); indexOf() refuses shared squares and pawns on the
    // back ranks.
    for (int wk = 0; wk < SquareCount; ++wk) {
        if (cancel && cancel->load(std::memory_order_relaxed)) return std::nullopt;
        for (int bk = 0; bk < SquareCount; ++bk) {
            p.squares[0] = Square(wk);
            p.squares[1] = Square(bk);
            for (int a = 0; a < SquareCount; ++a) {
                p.squares[2] = Square(a);
                if (men == 1) {
                    counter.visit(p);
                    continue;
                }
                for (int b = pair ? a + 1 : 0; b < SquareCount; ++b) {
                    p.squares[3] = Square(b);
                    counter.visit(p);
                }
            }
        }
    }
    return stats;
}

} // namespace rampart
