#include "boardview.h"

#include <cmath>

#include <QApplication>
#include <QDialog>
#include <QDragEnterEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QToolButton>
#include <QVBoxLayout>

#include "chess/legality.h"

#include "guikit/boardedit.h"
#include "guikit/piecemime.h"
#include "guikit/pieceset.h"

namespace rampart {

namespace {
// Board colours and marks. Alpha values keep the square colour visible below.
const QColor LightSquare(0xec, 0xd8, 0xb4);
const QColor DarkSquare(0xa9, 0x7a, 0x55);
const QColor LastMoveMark(0xd4, 0xc4, 0x3c, 120);
const QColor SelectedMark(0x2e, 0x7d, 0x32, 110);
const QColor TargetMark(0x1b, 0x4d, 0x20, 90);
const QColor DropMark(0x1e, 0x5a, 0xa8, 200);
const QColor AboveMark(0xe6, 0x7e, 0x22, 80);  // Tabibi et al.'s "a": above the fence
const QColor FenceMark(0xc0, 0x39, 0x2b, 130); // "F": the fence
const QColor FloodMark(0x2f, 0x6f, 0xd0, 80);  // "b": the king's flood below
constexpr qreal DraggedPieceScale = 1.1;       // a lifted piece looks a bit bigger
constexpr qreal CoordinateFontScale = 0.17;    // of a square's side
} // namespace

BoardView::BoardView(QWidget *parent)
    : QWidget(parent) {
    setMouseTracking(true);
    setAcceptDrops(true);
    setFocusPolicy(Qt::StrongFocus);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setPosition(Position());
}

void BoardView::setPosition(const Position &pos) {
    m_position = pos;
    m_legal = checkLegality(pos).empty();
    m_legalMoves.clear();
    if (m_legal) pos.generateLegalMoves(m_legalMoves);
    cancelInteraction();
    update();
}

void BoardView::setLastMove(Move move) {
    m_lastMove = move;
    update();
}

void BoardView::setMode(Mode mode) {
    if (m_mode == mode) return;
    m_mode = mode;
    cancelInteraction();
    update();
}

void BoardView::setFlipped(bool flipped) {
    if (m_flipped == flipped) return;
    m_flipped = flipped;
    update();
    emit flippedChanged(flipped);
}

void BoardView::setBrushEnabled(bool enabled) {
    m_brushEnabled = enabled;
    cancelInteraction();
}

void BoardView::setBrushPiece(Piece piece) {
    m_brushPiece = piece;
}

void BoardView::setOverlay(Bitboard fence, Bitboard flood, Bitboard above) {
    m_fence = fence;
    m_flood = flood;
    m_above = above;
    m_hasOverlay = true;
    update();
}

void BoardView::clearOverlay() {
    m_fence = m_flood = m_above = 0;
    m_hasOverlay = false;
    update();
}

void BoardView::setOverlayVisible(bool visible) {
    m_overlayVisible = visible;
    update();
}

void BoardView::setPromotionChooser(PromotionChooser chooser) {
    m_promotionChooser = std::move(chooser);
}

// --- Geometry ---------------------------------------------------------------

QRectF BoardView::Geometry::rect(Square s) const {
    const int column = flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped ? rankOf(s) : 7 - rankOf(s);
    return QRectF(board.left() + column * square, board.top() + row * square, square, square);
}

BoardView::Geometry BoardView::geometryFor(const QRectF &area) const {
    Geometry g;
    // Whole device pixels per square on screen keep square edges crisp.
    g.square = std::floor(qMin(area.width(), area.height()) / 8.0);
    if (g.square < 1) g.square = qMin(area.width(), area.height()) / 8.0;
    const qreal side = 8 * g.square;
    g.board = QRectF(area.left() + std::floor((area.width() - side) / 2),
                     area.top() + std::floor((area.height() - side) / 2), side, side);
    g.flipped = m_flipped;
    return g;
}

QRectF BoardView::boardRect() const {
    return geometryFor(QRectF(rect())).board;
}

QRectF BoardView::squareRect(Square s) const {
    return geometryFor(QRectF(rect())).rect(s);
}

QPoint BoardView::squareCenter(Square s) const {
    return squareRect(s).center().toPoint();
}

Square BoardView::squareAt(const QPointF &point) const {
    const Geometry g = geometryFor(QRectF(rect()));
    if (!g.board.contains(point) || g.square <= 0) return NoSquare;
    const int column = qBound(0, int((point.x() - g.board.left()) / g.square), 7);
    const int row = qBound(0, int((point.y() - g.board.top()) / g.square), 7);
    const int file = m_flipped ? 7 - column : column;
    const int rank = m_flipped ? row : 7 - row;
    return makeSquare(file, rank);
}

QSize BoardView::sizeHint() const {
    return QSize(480, 480);
}

QSize BoardView::minimumSizeHint() const {
    return QSize(240, 240);
}

// --- Painting ---------------------------------------------------------------

void BoardView::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometryFor(QRectF(rect()));
    paintSquares(painter, g);
    paintCoordinates(painter, g);
    paintHighlights(painter, g, true);
    paintOverlay(painter, g);
    paintAnnotations(painter, g.board, false);
    paintPieces(painter, g, true);
    paintAnnotations(painter, g.board, true);
    paintArrows(painter, g);
    paintDraggedPiece(painter, g);
}

void BoardView::render(QPainter &painter, const QRectF &target) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometryFor(target);
    paintSquares(painter, g);
    paintCoordinates(painter, g);
    paintHighlights(painter, g, false);
    paintOverlay(painter, g);
    paintAnnotations(painter, g.board, false);
    paintPieces(painter, g, false);
    paintAnnotations(painter, g.board, true);
    paintArrows(painter, g);
    painter.restore();
}

void BoardView::paintAnnotations(QPainter &, const QRectF &, bool) const {}

QRectF BoardView::squareRectIn(const QRectF &board, Square s) const {
    Geometry g;
    g.board = board;
    g.square = board.width() / 8.0;
    g.flipped = m_flipped;
    return g.rect(s);
}

void BoardView::paintSquares(QPainter &painter, const Geometry &g) const {
    painter.fillRect(g.board, DarkSquare);
    for (int s = 0; s < SquareCount; ++s)
        if (squareBB(Square(s)) & LightSquares) painter.fillRect(g.rect(Square(s)), LightSquare);
}

void BoardView::paintCoordinates(QPainter &painter, const Geometry &g) const {
    QFont font = painter.font();
    font.setPixelSize(qMax(6, int(g.square * CoordinateFontScale)));
    font.setBold(true);
    painter.setFont(font);
    const qreal pad = g.square * 0.05;
    // Ranks along the left edge, files along the bottom edge, each in the
    // colour of the other kind of square so they read on both.
    for (int i = 0; i < 8; ++i) {
        const Square rankSquare = makeSquare(g.flipped ? 7 : 0, i);
        const QRectF r = g.rect(rankSquare).adjusted(pad, pad * 0.5, -pad, -pad);
        painter.setPen((squareBB(rankSquare) & LightSquares) ? DarkSquare : LightSquare);
        painter.drawText(r, Qt::AlignLeft | Qt::AlignTop, QString(QLatin1Char(rankChar(i))));
        const Square fileSquare = makeSquare(i, g.flipped ? 7 : 0);
        const QRectF f = g.rect(fileSquare).adjusted(pad, pad, -pad, -pad * 0.5);
        painter.setPen((squareBB(fileSquare) & LightSquares) ? DarkSquare : LightSquare);
        painter.drawText(f, Qt::AlignRight | Qt::AlignBottom, QString(QLatin1Char(fileChar(i))));
    }
}

void BoardView::paintHighlights(QPainter &painter, const Geometry &g, bool interactive) const {
    if (!m_lastMove.isNone() && !m_lastMove.isNull()) { // a pass (null move) marks no square
        painter.fillRect(g.rect(m_lastMove.from()), LastMoveMark);
        painter.fillRect(g.rect(m_lastMove.to()), LastMoveMark);
    }
    if (m_legal && m_position.inCheck()) {
        const Square king = m_position.kingSquare(m_position.sideToMove());
        if (king != NoSquare) {
            const QRectF r = g.rect(king);
            QRadialGradient gradient(r.center(), r.width() * 0.6);
            gradient.setColorAt(0.0, QColor(255, 0, 0, 230));
            gradient.setColorAt(0.45, QColor(230, 0, 0, 160));
            gradient.setColorAt(1.0, QColor(160, 0, 0, 0));
            painter.fillRect(r, gradient);
        }
    }
    if (!interactive) return;

    // The piece being moved or chosen, otherwise the one under the mouse.
    Square source = m_selected;
    if (m_dragging && m_pressSquare != NoSquare) source = m_pressSquare;
    if (source != NoSquare && m_mode == Mode::Play) painter.fillRect(g.rect(source), SelectedMark);
    if (source == NoSquare) source = m_hover;
    Bitboard targets = targetsFrom(source);
    painter.setPen(Qt::NoPen);
    while (targets) {
        const Square t = popLsb(targets);
        const QRectF r = g.rect(t);
        if (m_position.isEmpty(t)) {
            painter.setBrush(TargetMark);
            painter.drawEllipse(r.center(), r.width() * 0.16, r.width() * 0.16);
        } else {
            // A ring around a piece that can be captured.
            QPainterPath ring;
            ring.addRect(r);
            ring.addEllipse(r.center(), r.width() * 0.5, r.width() * 0.5);
            painter.setBrush(TargetMark);
            painter.drawPath(ring);
        }
    }
    painter.setBrush(Qt::NoBrush);
    if (m_dropHover != NoSquare) {
        painter.setPen(QPen(DropMark, qMax(2.0, g.square * 0.06)));
        painter.drawRect(g.rect(m_dropHover).adjusted(2, 2, -2, -2));
    }
    if (m_mode == Mode::Edit && m_dragging) {
        const Square over = squareAt(m_dragPos);
        if (over != NoSquare) {
            painter.setPen(QPen(DropMark, qMax(2.0, g.square * 0.06)));
            painter.drawRect(g.rect(over).adjusted(2, 2, -2, -2));
        }
    }
}

void BoardView::setArrows(const QList<Move> &moves) {
    if (moves == m_arrows) return;
    m_arrows = moves;
    update();
}

void BoardView::paintArrows(QPainter &painter, const Geometry &g) const {
    // Lichess-style arrows: a thick translucent shaft ending in a head; the
    // first (best) line opaque, the others fainter.
    constexpr int BestAlpha = 200, OtherAlpha = 110;
    const QColor colour(0x15, 0x78, 0x1b);
    for (int i = int(m_arrows.size()) - 1; i >= 0; --i) {
        const Move m = m_arrows.at(i);
        if (m.from() == m.to() || m_position.pieceOn(m.from()) == NoPiece) continue;
        const QPointF from = g.rect(m.from()).center(), to = g.rect(m.to()).center();
        const QLineF line(from, to);
        const qreal width = g.square * 0.16, head = g.square * 0.42;
        QColor c = colour;
        c.setAlpha(i == 0 ? BestAlpha : OtherAlpha);
        // The shaft stops where the head begins.
        QLineF shaft = line;
        shaft.setLength(qMax(0.0, line.length() - head * 0.8));
        painter.setPen(QPen(c, width, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(shaft);
        const QLineF back = QLineF(to, from);
        QLineF left = back, right = back;
        left.setAngle(back.angle() + 28);
        right.setAngle(back.angle() - 28);
        left.setLength(head);
        right.setLength(head);
        painter.setPen(Qt::NoPen);
        painter.setBrush(c);
        painter.drawPolygon(QPolygonF({to, left.p2(), right.p2()}));
    }
}

void BoardView::paintOverlay(QPainter &painter, const Geometry &g) const {
    if (!m_hasOverlay || !m_overlayVisible) return;
    for (int s = 0; s < SquareCount; ++s) {
        const Bitboard bit = squareBB(Square(s));
        if (m_above & bit) painter.fillRect(g.rect(Square(s)), AboveMark);
        if (m_flood & bit) painter.fillRect(g.rect(Square(s)), FloodMark);
        if (m_fence & bit) painter.fillRect(g.rect(Square(s)), FenceMark);
    }
    // Outline the fence squares so the wall reads as one line, as the "F_F_F"
    // rows of the paper's diagrams do.
    QPen pen(FenceMark.darker(150), qMax(2.0, g.square * 0.06));
    pen.setJoinStyle(Qt::MiterJoin);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    for (int s = 0; s < SquareCount; ++s) {
        if (!(m_fence & squareBB(Square(s)))) continue;
        const QRectF r = g.rect(Square(s));
        const Square sq = Square(s);
        // Draw the edges that border a non-fence square (or the board edge).
        const auto outside = [&](int df, int dr) {
            const int f = fileOf(sq) + df, k = rankOf(sq) + dr;
            if (f < 0 || f > 7 || k < 0 || k > 7) return true;
            return !(m_fence & squareBB(makeSquare(f, k)));
        };
        const int up = g.flipped ? -1 : 1, right = g.flipped ? -1 : 1;
        if (outside(0, up)) painter.drawLine(r.topLeft(), r.topRight());
        if (outside(0, -up)) painter.drawLine(r.bottomLeft(), r.bottomRight());
        if (outside(-right, 0)) painter.drawLine(r.topLeft(), r.bottomLeft());
        if (outside(right, 0)) painter.drawLine(r.topRight(), r.bottomRight());
    }
}

void BoardView::paintPieces(QPainter &painter, const Geometry &g, bool interactive) const {
    const PieceSet &set = PieceSet::shared();
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    for (int s = 0; s < SquareCount; ++s) {
        const Piece piece = m_position.pieceOn(Square(s));
        if (piece == NoPiece) continue;
        if (interactive && m_dragging && Square(s) == m_pressSquare) continue;
        const QRectF r = g.rect(Square(s));
        if (interactive)
            painter.drawPixmap(r.topLeft(), set.pixmap(piece, int(r.width()), dpr));
        else
            set.paint(painter, piece, r); // vectors: exact in SVG and at any size
    }
}

void BoardView::paintDraggedPiece(QPainter &painter, const Geometry &g) const {
    if (!m_dragging || m_pressSquare == NoSquare) return;
    const Piece piece = m_position.pieceOn(m_pressSquare);
    if (piece == NoPiece) return;
    const int size = int(g.square * DraggedPieceScale);
    const QPointF topLeft = m_dragPos - QPointF(size / 2.0, size / 2.0);
    painter.drawPixmap(topLeft, PieceSet::shared().pixmap(piece, size, devicePixelRatioF()));
}

// --- Play logic -------------------------------------------------------------

Bitboard BoardView::targetsFrom(Square s) const {
    if (!canPlay() || s == NoSquare) return 0;
    Bitboard targets = 0;
    for (Move m : m_legalMoves)
        if (m.from() == s) targets |= squareBB(m.to());
    return targets;
}

bool BoardView::tryMove(Square from, Square to) {
    if (!canPlay() || from == NoSquare || to == NoSquare) return false;
    bool any = false, promotion = false;
    for (Move m : m_legalMoves) {
        if (m.from() != from || m.to() != to) continue;
        any = true;
        promotion = promotion || m.isPromotion();
    }
    if (!any) return false;
    PieceType type = Pawn;
    if (promotion) {
        type = choosePromotion(from, to);
        if (type == NoPieceType) return false;
    }
    const Move move(from, to, type);
    if (!m_legalMoves.contains(move)) return false;
    emit moveRequested(move);
    return true;
}

PieceType BoardView::choosePromotion(Square from, Square to) {
    if (m_promotionChooser) return m_promotionChooser(from, to);
    // A popup column of four large pieces over the promotion square, growing
    // towards the middle of the board (as the square lies on an edge rank).
    const Color us = m_position.sideToMove();
    const QRectF target = squareRect(to);
    const int side = qMax(24, int(target.width()));
    QDialog popup(this, Qt::Popup | Qt::FramelessWindowHint);
    popup.setToolTip(tr("Promote to"));
    auto *layout = new QVBoxLayout(&popup);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    const struct {
        PieceType type;
        QString name;
    } choices[] = {
        {Queen, tr("Queen")}, {Rook, tr("Rook")}, {Bishop, tr("Bishop")}, {Knight, tr("Knight")}};
    for (const auto &c : choices) {
        auto *button = new QToolButton(&popup);
        button->setIcon(
            QIcon(PieceSet::shared().pixmap(makePiece(us, c.type), side, devicePixelRatioF())));
        button->setIconSize(QSize(side, side));
        button->setToolTip(c.name);
        button->setAutoRaise(true);
        const int code = int(c.type);
        connect(button, &QToolButton::clicked, &popup, [&popup, code] { popup.done(code); });
        layout->addWidget(button);
    }
    popup.adjustSize();
    const bool downwards = target.center().y() < height() / 2.0;
    QPoint topLeft = target.topLeft().toPoint();
    if (!downwards) topLeft.ry() = int(target.bottom()) - popup.height();
    popup.move(mapToGlobal(topLeft));
    const int result = popup.exec();
    return result >= Knight && result <= Queen ? PieceType(result) : NoPieceType;
}

void BoardView::emitEdit(const Position &pos, const QString &description) {
    emit positionEdited(pos, description);
}

void BoardView::cancelInteraction() {
    endDrag();
    // m_clickSquare stays: a click whose press made an edit (brush) or a
    // move (click-click) and so brought a new position is still a click.
    m_pressSquare = NoSquare;
    m_selected = NoSquare;
    m_dropHover = NoSquare;
}

void BoardView::endDrag() {
    const bool wasDragging = m_dragging;
    m_dragging = false;
    m_dragOver = NoSquare;
    if (wasDragging) emit dragFinished();
}

// --- Mouse ------------------------------------------------------------------

void BoardView::mousePressEvent(QMouseEvent *event) {
    const Square sq = squareAt(event->position());
    if (event->button() == Qt::RightButton) {
        // Right-click removes a piece in edit mode, cancels a choice in play mode.
        if (m_mode == Mode::Edit && sq != NoSquare && !m_position.isEmpty(sq))
            emitEdit(BoardEdit::withPiece(m_position, sq, NoPiece), tr("Remove piece"));
        cancelInteraction();
        update();
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    m_pressPos = event->position().toPoint();
    m_dragPos = event->position();
    m_clickSquare = sq;

    if (m_mode == Mode::Edit) {
        if (sq == NoSquare) return;
        if (m_brushEnabled) {
            if (m_position.pieceOn(sq) != m_brushPiece)
                emitEdit(BoardEdit::withPiece(m_position, sq, m_brushPiece),
                         m_brushPiece == NoPiece ? tr("Remove piece") : tr("Place piece"));
            return;
        }
        if (!m_position.isEmpty(sq)) m_pressSquare = sq;
        update();
        return;
    }

    // Play mode: a second click on a target completes a click-click move.
    if (m_selected != NoSquare && (targetsFrom(m_selected) & squareBB(sq))) {
        const Square from = m_selected;
        m_selected = NoSquare;
        tryMove(from, sq);
        update();
        return;
    }
    const Piece piece = sq == NoSquare ? NoPiece : m_position.pieceOn(sq);
    if (canPlay() && piece != NoPiece && colorOf(piece) == m_position.sideToMove()) {
        m_pressSquare = sq;
        m_selected = sq;
    } else {
        m_selected = NoSquare;
    }
    update();
}

void BoardView::mouseMoveEvent(QMouseEvent *event) {
    const Square hover = squareAt(event->position());
    if (hover != m_hover) {
        m_hover = hover;
        update();
    }
    if (m_pressSquare == NoSquare || !(event->buttons() & Qt::LeftButton)) return;
    const bool starts =
        !m_dragging && (event->position().toPoint() - m_pressPos).manhattanLength() >=
                           QApplication::startDragDistance();
    if (!m_dragging && !starts) return;
    m_dragging = true;
    m_dragPos = event->position();
    update();
    if (starts || hover != m_dragOver) {
        m_dragOver = hover;
        emit dragMoved(m_position.pieceOn(m_pressSquare), m_pressSquare, hover);
    }
}

void BoardView::mouseReleaseEvent(QMouseEvent *event) {
    if (event->button() != Qt::LeftButton) return;
    const Square to = squareAt(event->position());
    const Square from = m_pressSquare;
    const bool dragged = m_dragging;
    const Square clicked = !dragged && to == m_clickSquare ? m_clickSquare : NoSquare;
    m_clickSquare = NoSquare;
    m_pressSquare = NoSquare;
    endDrag();
    if (from != NoSquare && dragged) dropDraggedPiece(from, to);
    update();
    if (clicked != NoSquare) emit squareClicked(clicked);
}

void BoardView::dropDraggedPiece(Square from, Square to) {
    if (m_mode == Mode::Edit) {
        if (to == NoSquare)
            emitEdit(BoardEdit::withPiece(m_position, from, NoPiece), tr("Remove piece"));
        else if (to != from)
            emitEdit(BoardEdit::withMovedPiece(m_position, from, to), tr("Move piece"));
    } else {
        m_selected = NoSquare;
        if (to != from)
            tryMove(from, to); // an illegal drop just snaps back
        else
            m_selected = from; // dropped where it was: keep it chosen
    }
}

void BoardView::leaveEvent(QEvent *event) {
    m_hover = NoSquare;
    update();
    QWidget::leaveEvent(event);
}

// --- Drops from the palette -------------------------------------------------

void BoardView::dragEnterEvent(QDragEnterEvent *event) {
    if (m_mode == Mode::Edit && PieceMime::decode(event->mimeData())) {
        event->setDropAction(Qt::CopyAction);
        event->accept();
    } else {
        event->ignore();
    }
}

void BoardView::dragMoveEvent(QDragMoveEvent *event) {
    const Square sq = squareAt(event->position());
    const std::optional<Piece> piece = PieceMime::decode(event->mimeData());
    if (sq != m_dropHover) {
        m_dropHover = sq;
        update();
        if (piece && m_mode == Mode::Edit) emit dragMoved(*piece, NoSquare, sq);
    }
    if (sq != NoSquare && m_mode == Mode::Edit && piece) {
        event->setDropAction(Qt::CopyAction);
        event->accept();
    } else {
        event->ignore();
    }
}

void BoardView::dragLeaveEvent(QDragLeaveEvent *event) {
    m_dropHover = NoSquare;
    update();
    event->accept();
    emit dragFinished(); // only an accepted entry (a palette piece) is followed by a leave
}

void BoardView::dropEvent(QDropEvent *event) {
    m_dropHover = NoSquare;
    update();
    emit dragFinished();
    const Square sq = squareAt(event->position());
    const std::optional<Piece> piece = PieceMime::decode(event->mimeData());
    if (m_mode != Mode::Edit || sq == NoSquare || !piece) {
        event->ignore();
        return;
    }
    event->setDropAction(Qt::CopyAction);
    event->accept();
    emitEdit(BoardEdit::withPiece(m_position, sq, *piece), tr("Place piece"));
}

void BoardView::changeEvent(QEvent *event) {
    if (event->type() == QEvent::EnabledChange) cancelInteraction();
    QWidget::changeEvent(event);
}

} // namespace rampart
