// What the endgame tables say about a position, in the GUI's terms: a
// translated line for the analysis panel (the result and the table that
// gave it, "White mates in 7 moves · table: KPKP") and the exact discrete
// value (+- / = / -+) that a table result proves, for PGN NAGs.
//
// Probes the application's TableService (every material up to four men whose
// table is built) once it exists, else TableRegistry::threeManOnly(); for
// positions the own tables do not answer, the tablebase files
// (tbfiles/tbsources.h): their text names the source ("Syzygy: win, DTZ 12
// plies ...") and the table's best move.
// Thread-safe: the search worker calls text() too.
#pragma once

#include <optional>
#include <vector>

#include <QCoreApplication>
#include <QString>

#include "chess/legality.h"
#include "chess/position.h"

#include "eval/discretevalue.h"

namespace rampart {

class TablebaseValue {
    Q_DECLARE_TR_FUNCTIONS(TablebaseValue)

public:
    // "White mates in 7 moves · table: KQK (50-move rule ignored)",
    // "Draw · table: KPKP (...)", "table KPPK: not built yet"; "Gaviota: ..."
    // or "Syzygy: ..." with the best move for a position only a file covers;
    // empty when no table covers the position (or it is illegal: the
    // Position form checks, once).
    static QString text(const Position &pos);
    static QString text(const LegalPosition &pos);
    // For a search line from a position outside the tables: the first table
    // the line reaches, "the line reaches table: KQKP (50-move rule
    // ignored)"; empty when it reaches none (or a move of the line is not
    // legal where it is played).
    static QString lineText(const Position &root, const std::vector<Move> &line);
    // The value a table result proves, from White's point of view; nothing
    // when the position is not in a built table (or it is illegal: the
    // Position form checks, once).
    static std::optional<DiscreteValue> value(const Position &pos);
    static std::optional<DiscreteValue> value(const LegalPosition &pos);
    // Asks the TableService to build the position's table in the background
    // when it has at most four men and its table is missing. GUI thread only.
    static void requestTable(const LegalPosition &pos);
};

} // namespace rampart
