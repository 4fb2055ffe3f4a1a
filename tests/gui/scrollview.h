// Whether a widget is in the visible part of the scroll area around it (a
// docked panel scrolls when its dock is small): what a user sees without
// scrolling.
#pragma once

#include <QPoint>
#include <QRect>
#include <QScrollArea>
#include <QWidget>

// The nearest scroll area w sits in, or null.
inline QScrollArea *scrollAreaAround(QWidget *w) {
    for (QWidget *p = w->parentWidget(); p; p = p->parentWidget())
        if (auto *scroll = qobject_cast<QScrollArea *>(p)) return scroll;
    return nullptr;
}

// The top of w in its scroll area's viewport (0 at the viewport's top).
inline int topInScrollView(QWidget *w) {
    QScrollArea *scroll = scrollAreaAround(w);
    return scroll ? w->mapTo(scroll->viewport(), QPoint(0, 0)).y() : 0;
}

// Whether w's first `height` pixel rows lie in the viewport, top to bottom
// (a panel wider than its dock also scrolls sideways, which this ignores).
inline bool rowsInScrollView(QWidget *w, int height) {
    QScrollArea *scroll = scrollAreaAround(w);
    if (!scroll || !w->isVisible()) return false;
    const int top = topInScrollView(w);
    return top >= 0 && top + height <= scroll->viewport()->height();
}

// Whether all of w lies in the viewport.
inline bool wholeInScrollView(QWidget *w) {
    QScrollArea *scroll = scrollAreaAround(w);
    if (!scroll || !w->isVisible()) return false;
    QWidget *viewport = scroll->viewport();
    return viewport->rect().contains(QRect(w->mapTo(viewport, QPoint(0, 0)), w->size()));
}
