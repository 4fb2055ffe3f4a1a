// The chess board: paints a position and turns mouse input into moves (play
// mode) or edits (edit mode). It does not change its position itself: it
// emits moveRequested() / positionEdited() and waits for setPosition() from
// whoever owns the position (PositionDocument, wired by MainWindow).
//
// Painting: one paintEvent calling ordered layers with one painter —
// squares, coordinates, highlights (last move, check, selection, legal targets
// of the piece under the mouse or being moved), overlay (blockage fence,
// flood and the area above), pieces, dragged piece. Pieces come from the
// shared PieceSet. render() paints the same layers (without interaction
// state) into any painter, for PNG/SVG export.
//
// Play mode (legal positions only): drag a piece of the side to move to a
// square, or click it and then the square; illegal drops snap back; a
// promotion asks for the piece. Edit mode: drag a piece anywhere, drag it off
// the board or right-click it to remove it, drop pieces from the palette
// (MIME type PieceMime::mimeType()), and in brush mode each left click puts
// the brush piece on the clicked square (the NoPiece brush erases).
//
// Panels that follow the mouse (the tablebase browser's map preview) listen
// to dragMoved()/dragFinished() and squareClicked(); the board keeps the one
// press/drag state machine, subclasses never track the mouse themselves.
#pragma once

#include <functional>

#include <QList>
#include <QWidget>

#include "chess/bitboard.h"
#include "chess/move.h"
#include "chess/position.h"

namespace rampart {

class BoardView : public QWidget {
    Q_OBJECT

public:
    enum class Mode { Play, Edit };
    // Chooses the promotion piece for a move from -> to; NoPieceType cancels.
    using PromotionChooser = std::function<PieceType(Square from, Square to)>;

    explicit BoardView(QWidget *parent = nullptr);

    void setPosition(const Position &pos);
    const Position &position() const { return m_position; }
    // The move to mark as last played (none: no mark).
    void setLastMove(Move move);
    Move lastMove() const { return m_lastMove; }

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    bool isFlipped() const { return m_flipped; }
    void setFlipped(bool flipped);

    // Brush mode (edit mode): each left click puts brushPiece() on a square.
    void setBrushEnabled(bool enabled);
    Piece brushPiece() const { return m_brushPiece; }
    void setBrushPiece(Piece piece);

    // The blockage overlay: three square sets drawn like Tabibi et al.'s diagrams
    // (above the fence, the fence, the king's flood below it).
    void setOverlay(Bitboard fence, Bitboard flood, Bitboard above);
    void clearOverlay();
    bool hasOverlay() const { return m_hasOverlay; }
    void setOverlayVisible(bool visible);
    bool isOverlayVisible() const { return m_overlayVisible; }
    // Arrows from each move's square to its target (the analysis' best
    // moves, best first: the first is drawn strongest), over the pieces.
    // Moves that do not fit the position are not drawn.
    void setArrows(const QList<Move> &moves);
    const QList<Move> &arrows() const { return m_arrows; }

    // Replaces the default chooser (a popup menu); tests use this.
    void setPromotionChooser(PromotionChooser chooser);

    // Geometry in widget coordinates.
    QRectF boardRect() const;
    QRectF squareRect(Square s) const;
    QPoint squareCenter(Square s) const;
    // The square under a point, NoSquare outside the board.
    Square squareAt(const QPointF &point) const;

    // Paints the board (no interaction marks) into target, e.g. for export.
    void render(QPainter &painter, const QRectF &target) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    // Play mode: the user made this legal move.
    void moveRequested(rampart::Move move);
    // Edit mode: the user changed the position; description names the edit.
    void positionEdited(const rampart::Position &position, const QString &description);
    void flippedChanged(bool flipped);
    // A piece is being dragged over `over` (NoSquare: off the board): a board
    // piece from its square (either mode, once it moved startDragDistance()),
    // or a palette piece (from = NoSquare) in edit mode. Sent when the drag
    // starts and whenever `over` changes.
    void dragMoved(rampart::Piece piece, rampart::Square from, rampart::Square over);
    // The drag ended (dropped, left the board, or cancelled by a new
    // position or mode); sent before the move or edit the drop makes.
    void dragFinished();
    // A left click: press and release on the same square without a drag
    // (sent after the move or edit the click makes, if any).
    void squareClicked(rampart::Square square);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;

    // Hook for panels that draw their own marks (pattern layers, tablebase
    // maps, arrows): called by paintEvent() and render() with the board's
    // rectangle in painter coordinates, once below the pieces (after the
    // overlay) and once above them (before a dragged piece). Square rects
    // follow from board and isFlipped(); see squareRectIn().
    virtual void paintAnnotations(QPainter &painter, const QRectF &board, bool abovePieces) const;
    // The rectangle of s inside a board rectangle, honouring isFlipped().
    QRectF squareRectIn(const QRectF &board, Square s) const;

private:
    // Where the board lies in some paint device.
    struct Geometry {
        QRectF board;
        qreal square = 0;
        bool flipped = false;
        QRectF rect(Square s) const;
    };
    Geometry geometryFor(const QRectF &area) const;

    // The layers, in painting order.
    void paintSquares(QPainter &painter, const Geometry &g) const;
    void paintCoordinates(QPainter &painter, const Geometry &g) const;
    void paintHighlights(QPainter &painter, const Geometry &g, bool interactive) const;
    void paintOverlay(QPainter &painter, const Geometry &g) const;
    void paintPieces(QPainter &painter, const Geometry &g, bool interactive) const;
    void paintArrows(QPainter &painter, const Geometry &g) const;
    void paintDraggedPiece(QPainter &painter, const Geometry &g) const;

    bool canPlay() const { return m_mode == Mode::Play && m_legal; }
    // Legal target squares of the piece on s (play mode), empty otherwise.
    Bitboard targetsFrom(Square s) const;
    // Plays from -> to if legal (asking for a promotion piece); false otherwise.
    bool tryMove(Square from, Square to);
    // A board piece dragged from `from` was released over `to` (NoSquare: off the board).
    void dropDraggedPiece(Square from, Square to);
    PieceType choosePromotion(Square from, Square to);
    void emitEdit(const Position &pos, const QString &description);
    void cancelInteraction();
    // Ends a board-piece drag: clears its state and announces dragFinished().
    void endDrag();

    Position m_position;
    bool m_legal = false;
    MoveList m_legalMoves;
    Move m_lastMove;
    Mode m_mode = Mode::Play;
    bool m_flipped = false;
    bool m_brushEnabled = false;
    Piece m_brushPiece = WhitePawn;

    Bitboard m_fence = 0, m_flood = 0, m_above = 0;
    bool m_hasOverlay = false;
    bool m_overlayVisible = true;
    QList<Move> m_arrows;

    // Interaction state.
    Square m_pressSquare = NoSquare; // where the left button went down on a piece
    Square m_clickSquare = NoSquare; // where the left button went down (any square)
    QPoint m_pressPos;
    bool m_dragging = false; // a board piece is being dragged (dragMoved sent)
    Square m_dragOver = NoSquare;
    QPointF m_dragPos;
    Square m_selected = NoSquare; // play mode: piece chosen by a click
    Square m_hover = NoSquare;
    Square m_dropHover = NoSquare; // palette drag over the board

    PromotionChooser m_promotionChooser;
};

} // namespace rampart
