// Reaching a dialog or panel as a user does: on a real main window, its menu
// action (found by object name, or by its text without the mnemonic "&") is
// triggered, and the widget it shows is then found by its object name. A
// panel shown from the first start is found the same way, brought into view
// by its View menu action or its dock's tab when it is not; a file asked for
// by an action is chosen in the action's real file dialog.
#pragma once

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTabBar>
#include <QTest>
#include <QTimer>

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

// Shows the window (once) at a size with room for the docked panels; false
// when it was never exposed.
inline bool showWindow(rampart::MainWindow &window) {
    if (window.isVisible()) return true;
    window.resize(1600, 1000);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

// Shows the window, triggers the menu action and returns the widget of that
// object name it brought up (null when the action or the widget is missing,
// or the widget is hidden).
template <class Widget>
Widget *openFromMenu(rampart::MainWindow &window, const QString &actionName,
                     const QString &objectName) {
    if (!showWindow(window)) return nullptr;
    QAction *action = menuAction(window, actionName);
    if (!action || !action->isEnabled()) return nullptr;
    action->trigger();
    auto *widget = window.findChild<Widget *>(objectName);
    if (!widget || !QTest::qWaitFor([widget] { return widget->isVisible(); })) return nullptr;
    return widget;
}

// A panel of the window (found by its object name) in view, as a user brings
// it there: the window shown; when the panel is hidden, its dock is opened
// by the View menu's action (viewActionName) if the user closed it, and its
// tab clicked if another dock's tab lies on top. Null when the panel or the
// action is missing or the panel stays hidden.
template <class Widget>
Widget *shownPanel(rampart::MainWindow &window, const QString &viewActionName,
                   const QString &objectName) {
    if (!showWindow(window)) return nullptr;
    auto *panel = window.findChild<Widget *>(objectName);
    QAction *view = menuAction(window, viewActionName);
    if (!panel || !view) return nullptr;
    if (!view->isChecked()) view->trigger(); // the dock was closed
    QDockWidget *dock = nullptr;
    for (QWidget *w = panel; w && !dock; w = w->parentWidget())
        dock = qobject_cast<QDockWidget *>(w);
    if (dock && !panel->isVisible()) // behind another tab: click its own
        for (QTabBar *tabs : window.findChildren<QTabBar *>())
            for (int i = 0; i < tabs->count(); ++i)
                if (tabs->isVisible() && tabs->tabText(i) == dock->windowTitle())
                    QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(i).center());
    if (!QTest::qWaitFor([panel] { return panel->isVisible(); })) return nullptr;
    return panel;
}

// Triggers a menu action that asks for a file to open (File > Open ...) and
// picks path in the file dialog it shows, as a user does; true when the
// dialog came up and took the file (the action then goes on to open it).
inline bool triggerWithFile(rampart::MainWindow &window, const QString &actionName,
                            const QString &path) {
    QAction *action = menuAction(window, actionName);
    if (!action || !action->isEnabled()) return false;
    bool picked = false;
    QTimer answer;
    answer.setInterval(10);
    QElapsedTimer waited;
    waited.start();
    QObject::connect(&answer, &QTimer::timeout, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog) return;
        // Type the path into the file name box, as a user can: selectFile()
        // leaves a focused box empty, and the directory model that it
        // consults fills in a thread of its own. Keep answering until the
        // dialog closes, and give up after a while rather than hang the test.
        if (auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
            edit->setText(path);
        else
            dialog->selectFile(path);
        if (waited.elapsed() > 20000) {
            dialog->reject();
        } else {
            static_cast<QDialog *>(dialog)->accept(); // QFileDialog's own, as the Open button
        }
        if (dialog->isVisible()) return;
        answer.stop();
        picked = dialog->result() == QDialog::Accepted;
    });
    answer.start();
    action->trigger(); // returns once the dialog is closed
    answer.stop();
    return picked;
}

} // namespace menuaccess
