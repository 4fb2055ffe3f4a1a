// Translated words for results from every table source (tbresult.h) and for
// the problems a tablebase folder scan reports (tbfolderreport.h). Syzygy's
// DTZ is always named as such, never as a distance to mate.
#pragma once

#include "tables/tbfolderreport.h"
#include "tables/tbresult.h"

#include <QCoreApplication>
#include <QString>

namespace rampart {

class TbResultText {
    Q_DECLARE_TR_FUNCTIONS(TbResultText)

public:
    // "Win", "Cursed win", "Draw", "Blessed loss", "Loss", "Not in the tables".
    static QString outcomeName(TbResult::Outcome outcome);
    // "win in 7 moves (13 plies)", "win, DTZ 12 plies", "cursed win (a draw
    // by the fifty-move rule), DTZ 103 plies", "draw", ...
    static QString resultText(const TbResult &result);
    // "Rampart", "Gaviota", "Syzygy".
    static QString sourceName(TbSource source);
    // "Rampart's tables (distance to mate)", "Gaviota (distance to mate)",
    // "Syzygy (win/draw/loss and DTZ)".
    static QString sourceDescription(TbSource source);
    // What DTZ means, for the DTZ column's tooltip and the legend.
    static QString dtzLegend();
    // One problem in words, naming the file or folder.
    static QString problemText(const TbProblem &problem);
};

} // namespace rampart
