// The position editor panel: whole-board edits (clear, start position,
// mirror, swap colours), side to move, castling rights, en passant square,
// clocks, the board's flip and the brush mode. Every change goes through the
// PositionDocument's undo stack; the panel follows the document's position.
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace rampart {

class PositionDocument;
class Position;

class PositionEditor : public QWidget {
    Q_OBJECT

public:
    explicit PositionEditor(PositionDocument *document, QWidget *parent = nullptr);

public slots:
    void clearBoard();
    void setStartPosition();
    void mirrorFiles();
    void swapColours();

signals:
    void flipRequested();
    void brushToggled(bool enabled);

protected:
    void changeEvent(QEvent *event) override;

private:
    void syncFromDocument();
    void retranslate();
    void applyEdit(const Position &pos, const QString &text);
    void onSideToMoveChosen();
    void onCastlingToggled();
    void onEnPassantChosen(int index);
    void onClocksChanged();

    PositionDocument *m_document;
    bool m_syncing = false;

    QPushButton *m_clearButton;
    QPushButton *m_startButton;
    QPushButton *m_flipButton;
    QPushButton *m_mirrorButton;
    QPushButton *m_swapButton;
    QCheckBox *m_brushBox;
    QGroupBox *m_sideGroup;
    QRadioButton *m_whiteToMove;
    QRadioButton *m_blackToMove;
    QGroupBox *m_castlingGroup;
    QCheckBox *m_castling[4];
    QLabel *m_enPassantLabel;
    QComboBox *m_enPassant;
    QLabel *m_halfmoveLabel;
    QSpinBox *m_halfmove;
    QLabel *m_fullmoveLabel;
    QSpinBox *m_fullmove;
};

} // namespace rampart
