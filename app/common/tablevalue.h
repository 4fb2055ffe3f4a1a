// What the endgame tables (tables/tablebase.h) say about a position, in the
// GUI's terms: a translated line for the analysis panel and the exact
// discrete value (+- / = / -+) that a table result proves, for PGN NAGs.
// Uses Tablebase::shared() (built once, about 5 ms, on first use), and the
// tablebase files (tablesources.h) for positions the own tables do not
// cover: their text names the source ("Syzygy: win, DTZ 12 plies ...") and
// the table's best move.
#pragma once

#include "eval/discretevalue.h"
#include "chess/position.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace rampart {

class TableValue {
    Q_DECLARE_TR_FUNCTIONS(TableValue)

public:
    // "White mates in 7 moves", "Draw", ...; "Gaviota: ..." or "Syzygy: ..."
    // with the best move for a position only a file covers; empty when the
    // position is not in a table (or illegal).
    static QString text(const Position &pos);
    // The value a table result proves, from White's point of view; nothing
    // when the position is not in a table.
    static std::optional<DiscreteValue> value(const Position &pos);
};

} // namespace rampart
