// The best line of the tablebase browser: from a position its tables hold,
// each side's first move in the table's move order (the quickest win, else a
// draw, else the longest loss) until mate, stalemate, a dead draw or a
// repetition; played on the browser's board move by move (a timer step each
// LineStepMs) or all at once, and written as PGN with the DTM after each move
// as a comment.
//
// The player does not own the position: play() takes the start, and each
// step emits moveReady(move) for the browser to make; stop() drops the rest
// (the browser stops it whenever the user changes the position).
#pragma once

#include <vector>

#include <QObject>
#include <QString>

#include "chess/move.h"
#include "chess/position.h"

class QTimer;

namespace rampart {

class Material;
class TableRegistry;

class BrowserBestLine : public QObject {
    Q_OBJECT

public:
    explicit BrowserBestLine(const TableRegistry &tables, QObject *parent = nullptr);

    // The best line from pos; empty when the tables do not hold pos.
    std::vector<Move> line(const Position &pos) const;
    // The best line from pos as PGN (SetUp/FEN tags, DTM comments); the
    // Event tag names the material.
    QString pgn(const Position &pos, const Material &material) const;

    // Plays the best line from pos: returns it (empty: nothing to play) and
    // emits moveReady for each move, one per timer step when animated, else
    // at once before returning.
    std::vector<Move> play(const Position &pos, bool animate);
    void stop();

signals:
    // The next move of the line, legal in the position the browser shows.
    void moveReady(rampart::Move move);

private:
    void step();

    const TableRegistry &m_tables;
    std::vector<Move> m_pending; // the rest of the line, next move last
    QTimer *m_timer;
};

} // namespace rampart
