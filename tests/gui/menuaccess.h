// Reaching a dialog or panel as a user does: on a real main window, its menu
// action (found by object name, or by its text without the mnemonic "&") is
// triggered, and the widget it shows is then found by its object name.
#pragma once

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QTest>

#include "widgets/mainwindow.h"

namespace menuaccess {

// Every action of a menu and its submenus, depth first.
inline void collectActions(QMenu *menu, QList<QAction *> &out) {
    for (QAction *a : menu->actions()) {
        if (a->isSeparator()) continue;
        out << a;
        if (a->menu()) collectActions(a->menu(), out);
    }
}

// Every action of the window's menu bar.
inline QList<QAction *> menuActions(rampart::MainWindow &window) {
    QList<QAction *> all;
    for (QAction *top : window.menuBar()->actions())
        if (top->menu()) collectActions(top->menu(), all);
    return all;
}

// The menu action with this object name, or else with this text.
inline QAction *menuAction(rampart::MainWindow &window, const QString &nameOrText) {
    for (QAction *a : menuActions(window)) {
        QString text = a->text();
        text.remove(QLatin1Char('&'));
        if (a->objectName() == nameOrText || text == nameOrText) return a;
    }
    return nullptr;
}

// Shows the window at a size with room for the docked panels, triggers the
// menu action and returns the widget of that object name it brought up
// (null when the action or the widget is missing, or the widget is hidden).
template <class Widget>
Widget *openFromMenu(rampart::MainWindow &window, const QString &actionName,
                     const QString &objectName) {
    if (!window.isVisible()) {
        window.resize(1600, 1000);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window)) return nullptr;
    }
    QAction *action = menuAction(window, actionName);
    if (!action || !action->isEnabled()) return nullptr;
    action->trigger();
    auto *widget = window.findChild<Widget *>(objectName);
    if (!widget || !QTest::qWaitFor([widget] { return widget->isVisible(); })) return nullptr;
    return widget;
}

} // namespace menuaccess
