#include "support/tablestatistics.h"

#include "tables/tableregistry.h"
#include "tables/threemanpositions.h"

namespace rampart {

TableStatistics TableStatistics::compute(const TableRegistry &tablebase, TableId id) {
    TableStatistics stats;
    stats.table = id;
    for (Color c : {White, Black}) stats.sides[c].sideToMove = c;
    forEachThreeManPosition(tablebase, id, [&](const TableEntry &e) {
        TableSideStatistics &s = stats.sides[e.sideToMove];
        ++s.legal;
        switch (e.kind) {
        case TableProbe::Kind::Win:
            ++s.wins;
            break;
        case TableProbe::Kind::Loss:
            ++s.losses;
            break;
        default:
            ++s.draws;
            return;
        }
        if (s.histogram.size() <= std::size_t(e.dtmMoves))
            s.histogram.resize(std::size_t(e.dtmMoves) + 1);
        ++s.histogram[std::size_t(e.dtmMoves)];
        if (e.dtmMoves > s.longestDtm) {
            s.longestDtm = e.dtmMoves;
            s.records.clear();
        }
        if (e.dtmMoves == s.longestDtm) s.records.push_back(e.fen());
        // Zugzwang: seen from the Black-to-move half, which follows the
        // White-to-move entry of the same placement.
        if (e.sideToMove == Black) {
            const TableProbe white =
                tablebase.probeSquares(tablePiece(id), e.strongKing, e.piece, e.weakKing, White);
            if (white.kind == TableProbe::Kind::Draw) {
                ++stats.mutualZugzwangs;
                TableEntry w = e;
                w.sideToMove = White;
                stats.zugzwangFens.push_back(w.fen());
            }
        }
    });
    // Only decided positions were counted in the histogram; a table whose
    // side never wins or loses keeps an empty histogram.
    return stats;
}

} // namespace rampart
