// Translated words for table results from every source (tables/tableprobe.h:
// Rampart's own tables, Gaviota and Syzygy files) and for the problems a
// tablebase folder scan reports (tbfiles/tbfolderreport.h), and the colours
// the browser uses for results: a win green, a draw grey, a loss red, each
// shaded by DTM (a quick result strong, a long one pale). Syzygy's DTZ is
// always named as such, never as a distance to mate.
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include "chess/types.h"

#include "tables/cachefile.h"
#include "tables/tableprobe.h"
#include "tables/tableproblem.h"

#include "tbfiles/tbfolderreport.h"

namespace rampart {

class TablebaseText {
    Q_DECLARE_TR_FUNCTIONS(TablebaseText)

public:
    // "Win", "Cursed win", "Draw", "Blessed loss", "Loss", "Illegal",
    // "Not in the tables" (NotFound, Unsupported).
    static QString kindName(TableProbe::Kind kind);
    // "win in 7 moves (13 plies)", "draw", "loss in 3 moves (6 plies)",
    // "checkmated", "win, DTZ 12 plies", "cursed win (a draw by the
    // fifty-move rule), DTZ 103 plies", "illegal: <reason>", "not in the
    // tables: <reason>", "not in the tables".
    static QString resultText(const TableProbe &probe);
    // Why an Illegal or Unsupported probe has no value: "kings adjacent",
    // "more than four men (5)", "table KPKP not built", ...; empty for none.
    static QString reasonText(const TableProbe &probe);
    // The value of a position for its side to move: "White to move wins in 7
    // moves (13 plies)", "Black to move: draw", ...
    static QString positionValue(const TableProbe &probe, Color sideToMove);
    // Compact cell text for maps and CSV: "W7", "D", "L3", "" (no value).
    static QString shortText(const TableProbe &probe);

    // "Rampart", "Gaviota", "Syzygy".
    static QString sourceName(TbSource source);
    // "Rampart's tables (distance to mate)", "Gaviota files (distance to
    // mate)", "Syzygy files (win/draw/loss and DTZ, no distance to mate)".
    static QString sourceDescription(TbSource source);
    // What DTZ means, for the DTZ column's tooltip and the legend.
    static QString dtzLegend();
    // One problem of a folder scan in words, naming the file or folder.
    static QString problemText(const TbProblem &problem);
    // A problem of Rampart's own tables in words: "cache file <path> is
    // corrupt (checksum mismatch); rebuilding it", "table KPKP not in the
    // cache (building was not allowed)", ...
    static QString tableProblemText(const TableProblem &problem);
    // What the check of a cache file's payload found: "checksum mismatch".
    static QString damageText(cachefile::FrameDamage damage);
    // Why a cache file (a table or a solver's slice) was not written.
    static QString writeFailureText(const cachefile::WriteFailure &failure);

    // Fill colour of a result; maxMoves is the longest DTM shown (for
    // shading). Cursed wins and blessed losses are drawn as draws (the
    // fifty-move rule decides them); no colour without a value.
    static QColor resultColor(const TableProbe &probe, int maxMoves);
    static QColor zugzwangColor();
    static QColor moverBetterColor();
};

} // namespace rampart
