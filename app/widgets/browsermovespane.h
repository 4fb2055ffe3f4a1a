// The Moves tab of the tablebase browser: the position's value and where it
// comes from ("Source: ..."; the DTZ legend as tool tip and the DTZ column
// only for Syzygy), the move list of a BrowserMoveModel (hovering a row and
// clicking it are signalled, leaving the list too), the "Play best line",
// "Add to game" and "Export PGN…" buttons and the line played; the move
// list's context menu adds a move's best line to the main window's game.
//
// Children by object name: positionValueLabel, resultSourceLabel,
// tbMoveView, bestLineButton, bestLineToGameButton, bestLinePgnButton,
// bestLineLabel; the context menu's browserAddBestLineAction.
#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QPushButton;
class QTableView;

namespace rampart {

class BrowserMoveModel;

class BrowserMovesPane : public QWidget {
    Q_OBJECT

public:
    explicit BrowserMovesPane(BrowserMoveModel *model, QWidget *parent = nullptr);

    // The value and source lines again, from the model's position.
    void updateValue();
    // The line played ("Best line: 1. Kd6 ..."), or empty.
    void setLineText(const QString &text);

signals:
    void moveHovered(int row); // -1: the pointer left the list
    void moveClicked(int row);
    void bestLineRequested();
    // The best line into the main window's game: after move `row` of the
    // list (the context menu), or from the position (-1, the button).
    void bestLineToGameRequested(int row);
    void pgnExportRequested(const QString &path);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();

    BrowserMoveModel *m_model;
    QLabel *m_valueLabel, *m_sourceLabel, *m_lineLabel;
    QTableView *m_moveView;
    QPushButton *m_bestLineButton, *m_toGameButton, *m_pgnButton;
    QAction *m_addBestLine;
};

} // namespace rampart
