// The evaluation graph of the shown line: one column per ply (the start
// first), the PawnKing value pair drawn as a band from the pessimistic to the
// optimistic verdict on the seven-step scale (White's advantage up), a value
// the analysis found for a position replacing the static one, and a table
// result (exact) marked with a dot. The shown ply is outlined; a click on a
// column goes to that ply. Values come from StaticValue (GUI thread) and are
// cached by position key, so stepping through the game costs nothing.
#pragma once

#include <vector>

#include <QHash>
#include <QWidget>

#include "chess/position.h"

#include "eval/discretevalue.h"

namespace rampart {

class PositionDocument;

class EvaluationGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvaluationGraph(PositionDocument *document, QWidget *parent = nullptr);

    struct Point {
        bool known = false; // false: no value (an illegal position)
        DiscreteValue value;
        bool exact = false; // proven by the tables
    };
    // One point per ply of the shown line, the start position first.
    const std::vector<Point> &points() const { return m_points; }
    // The ply whose column holds x (widget coordinates), clamped to the line.
    int plyAt(int x) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    Point pointFor(const Position &pos);
    QRectF plotRect() const;
    qreal yOf(Verdict v) const;

    PositionDocument *m_document;
    std::vector<Point> m_points;
    QHash<Key, Point> m_cache;
};

} // namespace rampart
