// Practice in words (core/practice): a value for the player ("mate in 23",
// "mated in 22", "draw", "win, DTZ 15 plies" for Syzygy, which has no mate
// distance), what the player's move did to their result ("kept: mate in 24,
// optimal 23", "thrown away: win → draw"), what Rampart's reply was chosen
// by, and how a try ended. Every sentence is tr().
#pragma once

#include <QCoreApplication>
#include <QString>

#ifndef Q_MOC_RUN
#include "practice/perfectline.h"
#include "practice/practiceassessment.h"
#include "practice/practicereply.h"
#include "practice/practicevalue.h"
#endif

namespace rampart {

class PracticeText {
    Q_DECLARE_TR_FUNCTIONS(PracticeText)

public:
    // "win", "draw", "loss", "win the fifty-move rule turns into a draw", ...
    static QString outcomeText(PracticeOutcome outcome);
    // A value for the side it belongs to: "mate in 23", "mated in 22",
    // "draw", "win (mate in 19 to 23)" for an interval of a proven outcome,
    // "win, 15 plies to the next pawn move or capture (DTZ)" for Syzygy.
    static QString valueText(const PracticeValue &value);
    // The player's move: "Kb1: kept, mate in 23 (optimal)", "Kb2: kept,
    // mate in 24, optimal 23", "Ka2?: thrown away: win → draw".
    static QString verdictText(const QString &san, const MoveAssessment &assessment);
    // The comment a slip gets in the PGN of a try: the value before and after.
    static QString slipComment(const MoveAssessment &assessment);
    // Rampart's reply and what it was chosen by: "Kb7: the longest defence,
    // mated in 22".
    static QString replyText(const QString &san, const PracticeReply &reply);
    // How a try ended on the board.
    static QString endText(PracticeEnd end);
    // The comment after a move of a best line: the value for the side to
    // move there ("Black to move: mated in 11").
    static QString lineValueText(const PracticeValue &value, Color sideToMove);
    // Why a best line ends where it does (the comment on its last move, and
    // the status line). coverage: what answers the position it stops at,
    // for Stop::Unknown (a table not built yet is named).
    static QString lineStopText(const PerfectLine &line, const PracticeCoverage &coverage);
};

} // namespace rampart
