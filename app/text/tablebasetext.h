// Translated words for tablebase results, and the colours the browser uses
// for them: a win green, a draw grey, a loss red, each shaded by DTM (a quick
// result strong, a long one pale).
#pragma once

#include "tables/tablebase.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace rampart {

class TablebaseText {
    Q_DECLARE_TR_FUNCTIONS(TablebaseText)

public:
    // "Win", "Draw", "Loss", "Illegal", "Not in the tables".
    static QString kindName(TableProbe::Kind kind);
    // "win in 7 moves (13 plies)", "draw", "loss in 3 moves (6 plies)",
    // "checkmated", "illegal: <reason>".
    static QString resultText(const TableProbe &probe);
    // The value of a position for its side to move: "White to move wins in 7
    // moves (13 plies)", "Black to move: draw", ...
    static QString positionValue(const TableProbe &probe, Color sideToMove);
    // Compact cell text for maps and CSV: "W7", "D", "L3", "" (illegal).
    static QString shortText(const TableProbe &probe);

    // Fill colour of a result; maxMoves is the longest DTM shown (for shading).
    static QColor resultColor(const TableProbe &probe, int maxMoves);
    static QColor zugzwangColor();
    static QColor moverBetterColor();
};

} // namespace rampart
