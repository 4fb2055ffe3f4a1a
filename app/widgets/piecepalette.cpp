#include "piecepalette.h"

#include <QApplication>
#include <QDrag>
#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

#include "guikit/piecemime.h"
#include "guikit/pieceset.h"

namespace rampart {

namespace {
// Layout: two rows (White, Black) of the piece types (K Q R B N P by
// default), the eraser after them.
constexpr int Rows = 2;
constexpr int Spacing = 4;
} // namespace

PiecePalette::PiecePalette(QWidget *parent)
    : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    retranslate();
}

void PiecePalette::setPieceTypes(const QList<PieceType> &types) {
    m_types = types;
    if (m_selected != NoPiece && !m_types.contains(typeOf(m_selected)))
        setSelectedPiece(m_types.isEmpty() ? NoPiece : makePiece(White, m_types.last()));
    updateGeometry();
    update();
}

int PiecePalette::columns() const {
    return int(m_types.size()) + 1; // the eraser
}

void PiecePalette::setSelectedPiece(Piece piece) {
    if (piece == m_selected) return;
    m_selected = piece;
    update();
    emit pieceSelected(piece);
}

void PiecePalette::setHighlightShown(bool shown) {
    if (shown == m_highlightShown) return;
    m_highlightShown = shown;
    update();
}

int PiecePalette::cellSize() const {
    const int byWidth = (width() - (columns() + 1) * Spacing) / columns();
    return qBound(24, byWidth, 56);
}

QRect PiecePalette::cellRect(Piece piece) const {
    const int size = cellSize();
    int column = columns() - 1, row = 0;
    if (piece != NoPiece) {
        row = colorOf(piece) == White ? 0 : 1;
        column = int(m_types.indexOf(typeOf(piece)));
        if (column < 0) return {}; // not offered
    } else {
        row = 0; // the eraser sits in the last column, spanning both rows
        return QRect(Spacing + column * (size + Spacing), Spacing, size, 2 * size + Spacing);
    }
    return QRect(Spacing + column * (size + Spacing), Spacing + row * (size + Spacing), size, size);
}

bool PiecePalette::pieceAt(const QPoint &point, Piece &piece) const {
    for (int p = 0; p <= PieceCount; ++p) { // PieceCount == NoPiece: the eraser
        if (!isOffered(Piece(p))) continue;
        if (cellRect(Piece(p)).contains(point)) {
            piece = Piece(p);
            return true;
        }
    }
    return false;
}

QSize PiecePalette::sizeHint() const {
    return QSize(columns() * (44 + Spacing) + Spacing, Rows * (44 + Spacing) + Spacing);
}

QSize PiecePalette::minimumSizeHint() const {
    return QSize(columns() * (24 + Spacing) + Spacing, Rows * (24 + Spacing) + Spacing);
}

void PiecePalette::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    for (int p = 0; p <= PieceCount; ++p) {
        const Piece piece = Piece(p);
        if (!isOffered(piece)) continue;
        const QRect r = cellRect(piece);
        const bool selected = m_highlightShown && piece == m_selected;
        painter.setPen(selected ? QPen(pal.color(QPalette::Highlight), 2)
                                : QPen(pal.color(QPalette::Mid)));
        painter.setBrush(selected ? pal.color(QPalette::Highlight).lighter(170)
                                  : pal.color(QPalette::Base));
        painter.drawRoundedRect(QRectF(r).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
        if (piece != NoPiece) {
            painter.drawPixmap(r.topLeft(),
                               PieceSet::shared().pixmap(piece, r.width(), devicePixelRatioF()));
        } else {
            // The eraser: a crossed-out square.
            const QRectF e =
                QRectF(r).adjusted(r.width() * 0.25, r.height() / 2.0 - r.width() * 0.25,
                                   -r.width() * 0.25, -(r.height() / 2.0 - r.width() * 0.25));
            painter.setPen(QPen(pal.color(QPalette::Text), 2));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(e);
            painter.drawLine(e.topLeft(), e.bottomRight());
            painter.drawLine(e.topRight(), e.bottomLeft());
        }
    }
}

bool PiecePalette::isOffered(Piece piece) const {
    return piece == NoPiece || m_types.contains(typeOf(piece));
}

void PiecePalette::mousePressEvent(QMouseEvent *event) {
    Piece piece = NoPiece;
    if (event->button() != Qt::LeftButton || !pieceAt(event->position().toPoint(), piece)) return;
    // The brush piece is chosen on release: a press that becomes a drag
    // places one piece and leaves the brush alone.
    emit activated();
    m_pressed = piece;
    m_pressActive = true;
    m_pressPos = event->position().toPoint();
}

void PiecePalette::mouseMoveEvent(QMouseEvent *event) {
    if (!m_pressActive || !(event->buttons() & Qt::LeftButton) || m_pressed == NoPiece) return;
    if ((event->position().toPoint() - m_pressPos).manhattanLength() <
        QApplication::startDragDistance())
        return;
    m_pressActive = false;
    // A real drag, as in Qt's puzzle example: the board decides what a drop means.
    auto *drag = new QDrag(this);
    drag->setMimeData(PieceMime::encode(m_pressed));
    const int size = cellSize();
    drag->setPixmap(PieceSet::shared().pixmap(m_pressed, size, devicePixelRatioF()));
    drag->setHotSpot(QPoint(size / 2, size / 2));
    drag->exec(Qt::CopyAction);
}

void PiecePalette::mouseReleaseEvent(QMouseEvent *event) {
    if (event->button() != Qt::LeftButton || !m_pressActive) return;
    m_pressActive = false;
    setSelectedPiece(m_pressed);
    emit pieceClicked(m_pressed);
}

void PiecePalette::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void PiecePalette::retranslate() {
    setToolTip(tr("Click a piece to choose the brush; drag a piece onto the board (edit mode)."));
}

} // namespace rampart
