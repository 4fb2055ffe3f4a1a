// The twelve pieces and an eraser in a grid. A click chooses the brush piece
// (pieceSelected); dragging a piece starts a real QDrag carrying
// PieceMime::mimeType(), to be dropped on a BoardView in edit mode.
#pragma once

#include "chess/types.h"

#include <QList>
#include <QWidget>

namespace rampart {

class PiecePalette : public QWidget {
    Q_OBJECT

public:
    explicit PiecePalette(QWidget *parent = nullptr);

    // The chosen brush piece; NoPiece is the eraser.
    Piece selectedPiece() const { return m_selected; }
    void setSelectedPiece(Piece piece);
    // The piece types offered, in their order (all six by default); a
    // chosen piece of a type no longer offered gives way to the last type.
    void setPieceTypes(const QList<PieceType> &types);
    QList<PieceType> pieceTypes() const { return m_types; }
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
    // The user pressed a cell (to choose a brush or to start a drag).
    void activated();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int cellSize() const;
    int columns() const;
    void retranslate();

    QList<PieceType> m_types{King, Queen, Rook, Bishop, Knight, Pawn};
    Piece m_selected = WhitePawn;
    Piece m_pressed = NoPiece;
    bool m_pressActive = false;
    QPoint m_pressPos;
};

} // namespace rampart
