// The one table of texts for the problems the core's FEN parser and legality
// check report (core/chess/fen.h, core/chess/legality.h). The core only gives
// codes, places and data; the words are made here, through tr(), in the
// "FenProblemText" context: the GUI shows the translation, the CLI (which
// installs no translator) the English source.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "chess/fen.h"

namespace rampart {

class FenProblemText {
    Q_DECLARE_TR_FUNCTIONS(FenProblemText)

public:
    // One sentence naming the problem and, where it helps, the field or
    // character it concerns.
    static QString text(const FenProblem &problem);
    // The sentence alone, without the place (callers that print the field
    // and column themselves).
    static QString sentence(const FenProblem &problem);
    static QStringList texts(const std::vector<FenProblem> &problems);
    // Name of a FEN field (0 board .. 5 fullmove number, 6 EPD operations).
    static QString fieldName(int field);
};

} // namespace rampart
