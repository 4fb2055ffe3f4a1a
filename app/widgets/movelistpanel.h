// The move list panel: the game tree in SAN (MoveListModel), variations in
// parentheses, with buttons to go to the start, back, forward, to the end,
// and to take the last move back. Clicking a move shows the position after
// it. The context menu of a move edits the tree: promote, demote or delete
// its variation, delete from it on, comment it, set its NAGs (each one undo
// step, done by PositionDocument).
#pragma once

#include <QWidget>

#include "games/gametree.h"

class QListView;
class QMenu;
class QToolButton;

namespace rampart {

class PositionDocument;

class MoveListPanel : public QWidget {
    Q_OBJECT

public:
    explicit MoveListPanel(PositionDocument *document, QWidget *parent = nullptr);

    QListView *view() const { return m_view; }
    // The context menu for a node, as shown on a right click (tests use it).
    QMenu *createContextMenu(NodeId node, QWidget *parent);

public slots:
    void goFirst();
    void goBack();
    void goForward();
    void goLast();
    void takeBack();
    // Asks for the comment after node's move (a dialog) and sets it.
    void editComment(NodeId node);

protected:
    void changeEvent(QEvent *event) override;

private:
    void syncSelection();
    void retranslate();
    void showContextMenu(const QPoint &pos);

    PositionDocument *m_document;
    QListView *m_view;
    QToolButton *m_first;
    QToolButton *m_back;
    QToolButton *m_forward;
    QToolButton *m_last;
    QToolButton *m_takeBack;
};

} // namespace rampart
