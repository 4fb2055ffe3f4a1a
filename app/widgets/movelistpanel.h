// The move list panel: the line in SAN (MoveListModel) with buttons to go to
// the start, back, forward, to the end, and to take the last move back.
// Clicking a move shows the position after it.
#pragma once

#include <QWidget>

class QListView;
class QToolButton;

namespace rampart {

class PositionDocument;

class MoveListPanel : public QWidget {
    Q_OBJECT

public:
    explicit MoveListPanel(PositionDocument *document, QWidget *parent = nullptr);

    QListView *view() const { return m_view; }

public slots:
    void goFirst();
    void goBack();
    void goForward();
    void goLast();
    void takeBack();

protected:
    void changeEvent(QEvent *event) override;

private:
    void syncSelection();
    void retranslate();

    PositionDocument *m_document;
    QListView *m_view;
    QToolButton *m_first;
    QToolButton *m_back;
    QToolButton *m_forward;
    QToolButton *m_last;
    QToolButton *m_takeBack;
};

} // namespace rampart
