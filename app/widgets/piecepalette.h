// The twelve pieces and an eraser in a grid. A click chooses the brush piece
// (pieceSelected, on release); dragging a piece starts a real QDrag carrying
// PieceMime::mimeType(), to be dropped on a BoardView in edit mode, and
// leaves the brush piece as it was. The chosen cell is highlighted only while
// the owner says the brush is in use (setHighlightShown).
#pragma once

#include <QList>
#include <QWidget>

#include "chess/types.h"

namespace rampart {

class PiecePalette : public QWidget {
    Q_OBJECT

public:
    explicit PiecePalette(QWidget *parent = nullptr);

    // The chosen brush piece; NoPiece is the eraser.
    Piece selectedPiece() const { return m_selected; }
    void setSelectedPiece(Piece piece);
    // Whether the chosen piece is highlighted (by default it is): off while
    // the owner's brush is off, so the highlight never shows a stale choice.
    void setHighlightShown(bool shown);
    bool isHighlightShown() const { return m_highlightShown; }
    // The piece types offered, in their order (all six by default); a
    // chosen piece of a type no longer offered gives way to the last type.
    void setPieceTypes(const QList<PieceType> &types);
    // Whether the palette offers piece (the eraser always).
    bool isOffered(Piece piece) const;

    // The cell of a piece (NoPiece: the eraser) in widget coordinates; empty
    // for a piece not offered.
    QRect cellRect(Piece piece) const;
    // The piece in a cell; returns false outside every cell.
    bool pieceAt(const QPoint &point, Piece &piece) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void pieceSelected(rampart::Piece piece);
    // A cell was clicked (pressed and released, not dragged): its piece is
    // now the brush piece, whether or not it was before.
    void pieceClicked(rampart::Piece piece);
    // The user pressed a cell (to choose a brush or to start a drag).
    void activated();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int cellSize() const;
    int columns() const;
    void retranslate();

    QList<PieceType> m_types{King, Queen, Rook, Bishop, Knight, Pawn};
    Piece m_selected = WhitePawn;
    Piece m_pressed = NoPiece;
    bool m_pressActive = false;
    bool m_highlightShown = true;
    QPoint m_pressPos;
};

} // namespace rampart
