// The text of a PGN reading error: the core's English reason, and for a FEN
// tag that does not hold a legal position, the FEN problem's sentence from
// the one table of FEN problems (FenProblemText).
#pragma once

#include <QString>

#include "games/pgnreader.h"

namespace rampart::PgnErrorText {

// "bad FEN tag: \"...\": 1 problem(s), the first in field 1, column 1 (Black has no king.)"
QString reason(const PgnError &error);
// "game 3, line 45, column 12: " + reason
QString message(const PgnError &error);
// "line 45, column 12: " + reason (the game is known from the context)
QString place(const PgnError &error);

} // namespace rampart::PgnErrorText
