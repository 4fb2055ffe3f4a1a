#include "widgets/annotatedboard.h"

#include <cmath>

#include <QDragEnterEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include "guikit/piecemime.h"
#include "guikit/pieceset.h"

namespace rampart {

namespace {
constexpr qreal TextScale = 0.30;  // map numbers, of a square's side
constexpr qreal BadgeScale = 0.20; // identity tags
constexpr qreal GhostScale = 0.46; // small pieces of other layers
constexpr qreal ArrowWidth = 0.16; // of a square's side
constexpr qreal ArrowHead = 0.42;
} // namespace

AnnotatedBoard::AnnotatedBoard(QWidget *parent)
    : BoardView(parent) {}

void AnnotatedBoard::setMarks(const std::array<SquareMark, 64> &marks) {
    m_marks = marks;
    update();
}

void AnnotatedBoard::clearMarks() {
    m_marks = {};
    update();
}

void AnnotatedBoard::setArrows(const QList<BoardArrow> &arrows) {
    m_arrows = arrows;
    update();
}

void AnnotatedBoard::paintAnnotations(QPainter &painter, const QRectF &board,
                                      bool abovePieces) const {
    painter.save();
    const qreal side = board.width() / 8.0;
    if (!abovePieces) {
        for (int s = 0; s < SquareCount; ++s)
            if (m_marks[s].fill.isValid())
                painter.fillRect(squareRectIn(board, Square(s)), m_marks[s].fill);
        painter.restore();
        return;
    }
    QFont textFont = painter.font();
    textFont.setBold(true);
    textFont.setPixelSize(qMax(7, int(side * TextScale)));
    QFont badgeFont = painter.font();
    badgeFont.setPixelSize(qMax(6, int(side * BadgeScale)));
    badgeFont.setBold(true);
    for (int s = 0; s < SquareCount; ++s) {
        const SquareMark &m = m_marks[s];
        if (m.isEmpty()) continue;
        const QRectF r = squareRectIn(board, Square(s));
        if (m.frame.isValid()) {
            QPen pen(m.frame, qMax(2.0, side * 0.07), m.frameStyle);
            pen.setJoinStyle(Qt::MiterJoin);
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            const qreal inset = pen.widthF() / 2 + 1;
            painter.drawRect(r.adjusted(inset, inset, -inset, -inset));
        }
        if (m.cross.isValid()) {
            painter.setPen(QPen(m.cross, qMax(2.0, side * 0.08), Qt::SolidLine, Qt::RoundCap));
            const QRectF c = r.adjusted(side * 0.18, side * 0.18, -side * 0.18, -side * 0.18);
            painter.drawLine(c.topLeft(), c.bottomRight());
            painter.drawLine(c.topRight(), c.bottomLeft());
        }
        for (int i = 0; i < m.ghosts.size() && i < 2; ++i) {
            const qreal g = side * GhostScale;
            const QRectF gr(i == 0 ? r.left() + 1 : r.right() - g - 1, r.bottom() - g - 1, g, g);
            painter.setPen(QPen(m.ghosts[i].second.darker(140), 1));
            painter.setBrush(m.ghosts[i].second);
            painter.drawEllipse(gr);
            PieceSet::shared().paint(painter, m.ghosts[i].first, gr.adjusted(1, 1, -1, -1));
        }
        if (!m.text.isEmpty()) {
            painter.setFont(textFont);
            // A light halo keeps the number readable on any fill.
            QPainterPath path;
            const QFontMetricsF fm(textFont);
            const QRectF bounds = fm.boundingRect(m.text);
            QPointF at;
            if (m.textAlignment & Qt::AlignCenter && !(m.textAlignment & Qt::AlignTop))
                at = QPointF(r.center().x() - bounds.width() / 2,
                             r.center().y() + fm.ascent() / 2 - fm.descent() / 2);
            else
                at = QPointF(r.left() + side * 0.06, r.top() + fm.ascent() + side * 0.02);
            path.addText(at, textFont, m.text);
            painter.setPen(QPen(QColor(255, 255, 255, 200), qMax(1.5, side * 0.05)));
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(path);
            painter.setPen(Qt::NoPen);
            painter.setBrush(m.textColor);
            painter.drawPath(path);
        }
        if (!m.badge.isEmpty()) {
            painter.setFont(badgeFont);
            const QFontMetricsF fm(badgeFont);
            const qreal w = qMin(r.width() - 2, fm.horizontalAdvance(m.badge) + side * 0.1);
            const QRectF br(r.right() - w - 1, r.top() + 1, w, fm.height());
            painter.setPen(QPen(m.badgeColor.darker(160), 1));
            painter.setBrush(m.badgeColor);
            painter.drawRoundedRect(br, 3, 3);
            painter.setPen(Qt::black);
            painter.drawText(br, Qt::AlignCenter,
                             fm.elidedText(m.badge, Qt::ElideRight, br.width() - 2));
        }
    }
    for (const BoardArrow &arrow : m_arrows) paintArrow(painter, board, arrow);
    painter.restore();
}

void AnnotatedBoard::paintArrow(QPainter &painter, const QRectF &board,
                                const BoardArrow &arrow) const {
    if (arrow.from == NoSquare || arrow.to == NoSquare || arrow.from == arrow.to) return;
    const qreal side = board.width() / 8.0;
    const QPointF a = squareRectIn(board, arrow.from).center();
    const QPointF b = squareRectIn(board, arrow.to).center();
    const QLineF line(a, b);
    const qreal length = line.length();
    const qreal head = side * ArrowHead, width = side * ArrowWidth;
    // The arrow as one polygon in a frame where it points along +x.
    QPainterPath path;
    const qreal shaft = qMax(0.0, length - head);
    path.moveTo(0, -width / 2);
    path.lineTo(shaft, -width / 2);
    path.lineTo(shaft, -head / 2);
    path.lineTo(length, 0);
    path.lineTo(shaft, head / 2);
    path.lineTo(shaft, width / 2);
    path.lineTo(0, width / 2);
    path.closeSubpath();
    QTransform t;
    t.translate(a.x(), a.y());
    t.rotate(-line.angle());
    painter.setPen(Qt::NoPen);
    painter.setBrush(arrow.color);
    painter.drawPath(t.map(path));
}

bool AnnotatedBoard::event(QEvent *event) {
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const Square s = squareAt(help->pos());
        if (s != NoSquare && !m_marks[s].toolTip.isEmpty())
            QToolTip::showText(help->globalPos(), m_marks[s].toolTip, this, squareRect(s).toRect());
        else
            QToolTip::hideText();
        return true;
    }
    return BoardView::event(event);
}

void AnnotatedBoard::mousePressEvent(QMouseEvent *event) {
    const Square s = squareAt(event->position());
    if (event->button() == Qt::RightButton && mode() == Mode::Edit && m_menuProvider &&
        s != NoSquare) {
        if (QMenu *menu = m_menuProvider(s, this)) {
            menu->exec(event->globalPosition().toPoint());
            menu->deleteLater();
        }
        return;
    }
    BoardView::mousePressEvent(event);
}

bool AnnotatedBoard::refuses(const QMimeData *mime) const {
    const std::optional<Piece> piece = PieceMime::decode(mime);
    return piece && !accepts(*piece);
}

void AnnotatedBoard::dragEnterEvent(QDragEnterEvent *event) {
    if (refuses(event->mimeData()))
        event->ignore();
    else
        BoardView::dragEnterEvent(event);
}

void AnnotatedBoard::dragMoveEvent(QDragMoveEvent *event) {
    if (refuses(event->mimeData()))
        event->ignore();
    else
        BoardView::dragMoveEvent(event);
}

void AnnotatedBoard::dropEvent(QDropEvent *event) {
    if (!refuses(event->mimeData())) {
        BoardView::dropEvent(event);
        return;
    }
    event->ignore();
    emit dragFinished();
}

} // namespace rampart
