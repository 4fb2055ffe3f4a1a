// What the game list shows of one game of a PGN file: its number, the tag
// values, the length of the main line, where it reaches a pawn ending, and
// whether it was read whole, only up to an error, or past flaws. Built off
// the GUI thread by the PGN loader (workers/pgnloader.h) and shown by the
// game-list model (models/gamelistmodel.h); it lives below both so that
// neither includes the other.
#pragma once

#include <QMetaType>
#include <QString>

namespace rampart {

struct GameSummary {
    int index = 0; // 0-based game number in the file
    QString white, black, result, date, event;
    int plies = 0;          // main line
    int pawnEndingPly = -1; // first pawn-ending ply of the main line, -1: none
    QString error;          // why the game could not be read (empty: it could)
    // Read only up to an error, "line L, column C: reason" (empty: read whole).
    QString partial;
    int warningCount = 0; // flaws read past
    QString firstWarning; // "line L, column C: reason" of the first
};

} // namespace rampart

Q_DECLARE_METATYPE(rampart::GameSummary)
