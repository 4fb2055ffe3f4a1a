// A BoardView that carries marks set by a panel: per-square fills, frames,
// crosses, texts, small badges, small "ghost" pieces in the corners, tool
// tips, and arrows. The pattern editor paints its three layers and the
// identities with it, the pattern test its matches, the tablebase browser its
// per-square map and the hovered move. Marks are painted by the BoardView
// hook, so render() (PNG export) shows them too.
//
// In edit mode it can refuse palette drops of pieces not in allowedPieces(),
// and can replace the right-click edit by a context menu from a provider.
// Drags and clicks are reported by BoardView (dragMoved, dragFinished,
// squareClicked).
#pragma once

#include <array>
#include <functional>

#include <QColor>
#include <QList>
#include <QString>

#include "widgets/boardview.h"

class QMenu;
class QMimeData;

namespace rampart {

struct SquareMark {
    QColor fill;  // below the pieces; invalid = none
    QColor frame; // a frame inside the square; invalid = none
    Qt::PenStyle frameStyle = Qt::SolidLine;
    QColor cross; // a diagonal cross above the piece; invalid = none
    QString text; // large text, centred (numbers of a map)
    QColor textColor = Qt::black;
    Qt::Alignment textAlignment = Qt::AlignCenter;
    QString badge; // small tag in the top-right corner
    QColor badgeColor = QColor(0xf0, 0xb4, 0x29);
    // Small pieces in the bottom corners (left first), each on a disc.
    QList<QPair<Piece, QColor>> ghosts;
    QString toolTip;

    bool isEmpty() const {
        return !fill.isValid() && !frame.isValid() && !cross.isValid() && text.isEmpty() &&
               badge.isEmpty() && ghosts.isEmpty() && toolTip.isEmpty();
    }
};

struct BoardArrow {
    Square from = NoSquare;
    Square to = NoSquare;
    QColor color = QColor(0x1e, 0x5a, 0xa8, 190);
};

class AnnotatedBoard : public BoardView {
    Q_OBJECT

public:
    using ContextMenuProvider = std::function<QMenu *(Square square, QWidget *parent)>;

    explicit AnnotatedBoard(QWidget *parent = nullptr);

    void setMarks(const std::array<SquareMark, 64> &marks);
    void clearMarks();
    const SquareMark &mark(Square s) const { return m_marks[s]; }
    void setArrows(const QList<BoardArrow> &arrows);
    const QList<BoardArrow> &arrows() const { return m_arrows; }

    // Palette drops of other pieces are refused (empty list: all accepted).
    void setAllowedPieces(const QList<Piece> &pieces) { m_allowed = pieces; }
    // Right-click in edit mode shows this menu instead of removing the piece.
    void setContextMenuProvider(ContextMenuProvider provider) {
        m_menuProvider = std::move(provider);
    }

protected:
    void paintAnnotations(QPainter &painter, const QRectF &board, bool abovePieces) const override;
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    bool accepts(Piece piece) const { return m_allowed.isEmpty() || m_allowed.contains(piece); }
    // A palette payload carrying a piece this board does not accept.
    bool refuses(const QMimeData *mime) const;
    void paintArrow(QPainter &painter, const QRectF &board, const BoardArrow &arrow) const;

    std::array<SquareMark, 64> m_marks;
    QList<BoardArrow> m_arrows;
    QList<Piece> m_allowed;
    ContextMenuProvider m_menuProvider;
};

} // namespace rampart
