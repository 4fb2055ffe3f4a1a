// MainWindow's part for "Add best line to the game": the perfect line from a
// position (core/practice/perfectline.h: the winner's shortest mate against
// the loser's longest defence, from the tables, the tablebase files and the
// solved set) added to the game as a variation, each position's value as a
// comment. The analysis panel's Table row, the solved move list and the
// tablebase browser's move list ask for it (mainwindow.h).
#include <QStatusBar>
#include <QUndoStack>

#include "text/practicetext.h"

#include "models/positiondocument.h"

#include "widgets/mainwindow.h"
#include "widgets/practicesession.h"

#include "practice/perfectline.h"
#include "practice/practiceknowledge.h"

namespace rampart {

bool MainWindow::addBestLineToGame(const Position &from, std::optional<Move> first) {
    // The sources practice asks, so that the line is the one a try meets.
    const std::unique_ptr<PracticeKnowledge> knowledge = m_practice->makeKnowledge();
    const PerfectLine line = perfectLine(*knowledge, from, first);
    // Each move's comment, walking to where the line stops.
    QStringList comments;
    Position end = from;
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        end.makeMove(line.moves[i]);
        comments << (i < line.values.size()
                         ? PracticeText::lineValueText(line.values[i], end.sideToMove())
                         : QString());
    }
    const QString stop = PracticeText::lineStopText(line, knowledge->coverage(end));
    if (line.moves.empty()) {
        statusBar()->showMessage(tr("No best line to add: %1").arg(stop));
        return false;
    }
    // The end of the line says why it ends there (a mate says it itself).
    if (line.stop != PerfectLine::Stop::GameOver || line.gameEnd != PracticeEnd::Checkmate)
        comments.back() = comments.back().isEmpty() ? stop : comments.back() + u' ' + stop;
    // The game gets the line where the board shows its start; a position
    // the board does not show starts a new game first (undoable with the
    // line, in one step).
    const bool shown = m_document->position() == from;
    m_document->undoStack()->beginMacro(tr("Add best line"));
    if (!shown) loadPosition(from);
    const bool added = m_document->addVariation(line.moves, comments);
    m_document->undoStack()->endMacro();
    if (!added) return false;
    statusBar()->showMessage(
        (shown ? tr("Best line added to the game (%n ply(s)). %1", nullptr, int(line.moves.size()))
               : tr("The board did not show this position: it starts a new game, with the best "
                    "line (%n ply(s)); Undo brings the game back. %1",
                    nullptr, int(line.moves.size())))
            .arg(stop),
        8000);
    return true;
}

} // namespace rampart
