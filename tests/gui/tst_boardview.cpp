// BoardView driven by real mouse and drop events: moves in play mode,
// snapping back of illegal drops, promotion, edits in edit mode (drag, drag
// off the board, right-click, palette drop, brush) and the drag and click
// signals panels follow, wired to a PositionDocument as MainWindow wires them.
#include <QMimeData>
#include <QPainter>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "chess/fen.h"

#include "guikit/piecemime.h"

#include "models/positiondocument.h"

#include "widgets/boardview.h"

using namespace rampart;

class TestBoardView : public QObject {
    Q_OBJECT

private:
    // A board wired to a document, showing fen.
    struct Rig {
        PositionDocument document;
        BoardView board;
        explicit Rig(const char *fen) {
            QObject::connect(&board, &BoardView::moveRequested, &document,
                             &PositionDocument::playMove);
            QObject::connect(&board, &BoardView::positionEdited, &document,
                             &PositionDocument::setPosition);
            QObject::connect(&document, &PositionDocument::positionChanged, &board, [this] {
                board.setPosition(document.position());
                board.setLastMove(document.lastMove());
            });
            document.setPosition(*parseFen(fen).position, QStringLiteral("setup"));
            document.undoStack()->clear();
            board.resize(400, 400);
            board.show();
        }
        QString fen() const { return document.fen(); }
    };

    static void drag(BoardView &board, Square from, const QPoint &to) {
        const QPoint start = board.squareCenter(from);
        QTest::mousePress(&board, Qt::LeftButton, {}, start);
        QTest::mouseMove(&board, (start + to) / 2);
        QTest::mouseMove(&board, to);
        QTest::mouseRelease(&board, Qt::LeftButton, {}, to);
    }
    static void drag(BoardView &board, Square from, Square to) {
        drag(board, from, board.squareCenter(to));
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void geometryMapsSquaresBothWays() {
        BoardView board;
        board.resize(400, 400);
        for (bool flipped : {false, true}) {
            board.setFlipped(flipped);
            for (int s = 0; s < 64; ++s)
                QCOMPARE(board.squareAt(board.squareCenter(Square(s))), Square(s));
        }
        board.setFlipped(false);
        QVERIFY(board.squareRect(A1).top() > board.squareRect(A8).top());
        board.setFlipped(true);
        QVERIFY(board.squareRect(A1).top() < board.squareRect(A8).top());
        QCOMPARE(board.squareAt(QPointF(-5, -5)), NoSquare);
    }

    void dragMakesLegalMove() {
        Rig rig("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        drag(rig.board, E2, E4);
        QCOMPARE(rig.fen(), QStringLiteral("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"));
        QCOMPARE(rig.document.plyCount(), 1);
        QCOMPARE(rig.board.lastMove(), Move(E2, E4));
    }

    void illegalDropSnapsBack() {
        Rig rig("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        const QString before = rig.fen();
        QSignalSpy moves(&rig.board, &BoardView::moveRequested);
        drag(rig.board, E2, E5); // a pawn cannot jump three squares
        QCOMPARE(moves.count(), 0);
        drag(rig.board, E8, E7); // not Black's turn
        QCOMPARE(moves.count(), 0);
        QCOMPARE(rig.fen(), before);
        QCOMPARE(rig.board.position().pieceOn(E2), WhitePawn);
    }

    void clickThenClickMoves() {
        Rig rig("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        QTest::mouseClick(&rig.board, Qt::LeftButton, {}, rig.board.squareCenter(E1));
        QTest::mouseClick(&rig.board, Qt::LeftButton, {}, rig.board.squareCenter(D2));
        QCOMPARE(rig.board.position().pieceOn(D2), WhiteKing);
        QCOMPARE(rig.board.position().sideToMove(), Black);
    }

    void promotionAsksForPiece() {
        Rig rig("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
        int asked = 0;
        rig.board.setPromotionChooser([&](Square from, Square to) {
            ++asked;
            return from == E7 && to == E8 ? Knight : NoPieceType;
        });
        drag(rig.board, E7, E8);
        QCOMPARE(asked, 1);
        QCOMPARE(rig.board.position().pieceOn(E8), WhiteKnight);
    }

    void cancelledPromotionChangesNothing() {
        Rig rig("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
        rig.board.setPromotionChooser([](Square, Square) { return NoPieceType; });
        drag(rig.board, E7, E8);
        QCOMPARE(rig.board.position().pieceOn(E7), WhitePawn);
        QCOMPARE(rig.document.plyCount(), 0);
    }

    void illegalPositionAllowsNoMove() {
        Rig rig("8/8/8/8/8/8/4P3/4K3 w - - 0 1"); // Black has no king
        QVERIFY(!rig.document.isLegal());
        drag(rig.board, E2, E4);
        QCOMPARE(rig.board.position().pieceOn(E2), WhitePawn);
    }

    void editDragMovesPieceAnywhere() {
        Rig rig("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        rig.board.setMode(BoardView::Mode::Edit);
        drag(rig.board, E2, H7); // not a legal move: edit mode does not care
        QCOMPARE(rig.board.position().pieceOn(H7), WhitePawn);
        QVERIFY(rig.board.position().isEmpty(E2));
    }

    void editDragOffBoardRemoves() {
        Rig rig("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        rig.board.setMode(BoardView::Mode::Edit);
        drag(rig.board, E2, QPoint(rig.board.width() + 30, 200));
        QVERIFY(rig.board.position().isEmpty(E2));
        QCOMPARE(rig.board.position().count(White, Pawn), 0);
    }

    void rightClickRemoves() {
        Rig rig("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        rig.board.setMode(BoardView::Mode::Edit);
        QTest::mouseClick(&rig.board, Qt::RightButton, {}, rig.board.squareCenter(E2));
        QVERIFY(rig.board.position().isEmpty(E2));
        QCOMPARE(rig.document.undoStack()->count(), 1);
        // In play mode a right-click only cancels a selection.
        Rig play("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        QTest::mouseClick(&play.board, Qt::RightButton, {}, play.board.squareCenter(E2));
        QCOMPARE(play.board.position().pieceOn(E2), WhitePawn);
    }

    void paletteDropPlacesPiece() {
        Rig rig("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        rig.board.setMode(BoardView::Mode::Edit);
        std::unique_ptr<QMimeData> mime(PieceMime::encode(BlackPawn));
        const QPointF at = rig.board.squareCenter(C5);
        QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, mime.get(), Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(&rig.board, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&rig.board, &drop);
        QVERIFY(drop.isAccepted());
        QCOMPARE(rig.board.position().pieceOn(C5), BlackPawn);
        QCOMPARE(rig.fen(), QStringLiteral("4k3/8/8/2p5/8/8/8/4K3 w - - 0 1"));
    }

    void dropIgnoredInPlayModeOrWithForeignData() {
        Rig rig("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        std::unique_ptr<QMimeData> mime(PieceMime::encode(BlackPawn));
        const QPointF at = rig.board.squareCenter(C5);
        QDropEvent drop(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&rig.board, &drop);
        QVERIFY(rig.board.position().isEmpty(C5));

        rig.board.setMode(BoardView::Mode::Edit);
        QMimeData text;
        text.setText(QStringLiteral("p"));
        QDropEvent foreign(at, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&rig.board, &foreign);
        QVERIFY(rig.board.position().isEmpty(C5));
        // A truncated payload of the right type is rejected too.
        QMimeData broken;
        broken.setData(PieceMime::mimeType(), QByteArray("\x01", 1));
        QVERIFY(!PieceMime::decode(&broken));
    }

    void brushPlacesOnEachClickedSquare() {
        Rig rig("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        rig.board.setMode(BoardView::Mode::Edit);
        rig.board.setBrushEnabled(true);
        rig.board.setBrushPiece(WhitePawn);
        for (Square s : {A2, B3, C4})
            QTest::mouseClick(&rig.board, Qt::LeftButton, {}, rig.board.squareCenter(s));
        QCOMPARE(rig.board.position().count(White, Pawn), 3);
        rig.board.setBrushPiece(NoPiece); // the eraser
        QTest::mouseClick(&rig.board, Qt::LeftButton, {}, rig.board.squareCenter(B3));
        QCOMPARE(rig.board.position().count(White, Pawn), 2);
        QCOMPARE(rig.document.undoStack()->count(), 4);
    }

    void undoRedoEdits() {
        Rig rig("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        const QString start = rig.fen();
        rig.board.setMode(BoardView::Mode::Edit);
        drag(rig.board, E2, D4);
        const QString moved = rig.fen();
        QVERIFY(moved != start);
        rig.board.setMode(BoardView::Mode::Play);
        drag(rig.board, D4, D5);
        QCOMPARE(rig.document.plyCount(), 1);
        QUndoStack *stack = rig.document.undoStack();
        stack->undo();
        QCOMPARE(rig.fen(), moved);
        QCOMPARE(rig.document.plyCount(), 0);
        stack->undo();
        QCOMPARE(rig.fen(), start);
        QCOMPARE(rig.board.position().pieceOn(E2), WhitePawn);
        stack->redo();
        stack->redo();
        QCOMPARE(rig.board.position().pieceOn(D5), WhitePawn);
        QCOMPARE(rig.document.plyCount(), 1);
    }

    void editsDropStaleCastlingRights() {
        Rig rig("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        rig.board.setMode(BoardView::Mode::Edit);
        QTest::mouseClick(&rig.board, Qt::RightButton, {}, rig.board.squareCenter(H1));
        QCOMPARE(rig.board.position().castlingRights(),
                 std::uint8_t(WhiteQueenSide | BlackKingSide | BlackQueenSide));
        QVERIFY(rig.document.isLegal());
    }

    void dragAndClickSignals() {
        // What panels follow (the tablebase map preview): dragMoved while a
        // piece moves over the squares, dragFinished before the edit,
        // squareClicked for a click without a drag.
        Rig rig("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        rig.board.setMode(BoardView::Mode::Edit);
        QStringList events;
        connect(&rig.board, &BoardView::dragMoved, this,
                [&](Piece piece, Square from, Square over) {
                    events << QStringLiteral("move %1 %2 %3")
                                  .arg(int(piece))
                                  .arg(QLatin1String(squareName(from)))
                                  .arg(over == NoSquare ? QStringLiteral("-")
                                                        : QLatin1String(squareName(over)));
                });
        connect(&rig.board, &BoardView::dragFinished, this,
                [&] { events << QStringLiteral("finished"); });
        connect(&rig.board, &BoardView::squareClicked, this,
                [&](Square s) { events << QStringLiteral("click %1").arg(squareName(s)); });
        connect(&rig.board, &BoardView::positionEdited, this,
                [&] { events << QStringLiteral("edit"); });
        const QString pawn = QString::number(int(WhitePawn));
        QTest::mousePress(&rig.board, Qt::LeftButton, {}, rig.board.squareCenter(E2));
        QTest::mouseMove(&rig.board, rig.board.squareCenter(E3));
        QTest::mouseMove(&rig.board, rig.board.squareCenter(E3) + QPoint(3, 0)); // same square
        QTest::mouseMove(&rig.board, rig.board.squareCenter(D4));
        QTest::mouseMove(&rig.board, QPoint(rig.board.width() + 20, 100));
        QTest::mouseMove(&rig.board, rig.board.squareCenter(D4));
        QTest::mouseRelease(&rig.board, Qt::LeftButton, {}, rig.board.squareCenter(D4));
        QCOMPARE(events, (QStringList{QStringLiteral("move %1 e2 e3").arg(pawn),
                                      QStringLiteral("move %1 e2 d4").arg(pawn),
                                      QStringLiteral("move %1 e2 -").arg(pawn),
                                      QStringLiteral("move %1 e2 d4").arg(pawn),
                                      QStringLiteral("finished"), QStringLiteral("edit")}));
        QCOMPARE(rig.board.position().pieceOn(D4), WhitePawn);

        // A click: no drag signals; empty squares are clicked too.
        events.clear();
        QTest::mouseClick(&rig.board, Qt::LeftButton, {}, rig.board.squareCenter(D4));
        QTest::mouseClick(&rig.board, Qt::LeftButton, {}, rig.board.squareCenter(A6));
        QCOMPARE(events, (QStringList{QStringLiteral("click d4"), QStringLiteral("click a6")}));
        // A brush click edits on the press and is still a click.
        events.clear();
        rig.board.setBrushEnabled(true);
        QTest::mouseClick(&rig.board, Qt::LeftButton, {}, rig.board.squareCenter(B6));
        QCOMPARE(events, (QStringList{QStringLiteral("edit"), QStringLiteral("click b6")}));
        rig.board.setBrushEnabled(false);

        // A new position while a piece is dragged ends the drag.
        events.clear();
        QTest::mousePress(&rig.board, Qt::LeftButton, {}, rig.board.squareCenter(D4));
        QTest::mouseMove(&rig.board, rig.board.squareCenter(D5));
        rig.board.setPosition(Position::startPosition());
        QCOMPARE(events, (QStringList{QStringLiteral("move %1 d4 d5").arg(pawn),
                                      QStringLiteral("finished")}));
        QTest::mouseRelease(&rig.board, Qt::LeftButton, {}, rig.board.squareCenter(D5));
        QCOMPARE(events.size(), 2); // nothing more: that drag is over

        // A palette piece over the board: from is NoSquare; leaving ends it.
        events.clear();
        std::unique_ptr<QMimeData> mime(PieceMime::encode(BlackPawn));
        QDragEnterEvent enter(rig.board.squareCenter(C5), Qt::CopyAction, mime.get(),
                              Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&rig.board, &enter);
        QVERIFY(enter.isAccepted());
        for (Square s : {C5, C5, C6}) {
            QDragMoveEvent move(rig.board.squareCenter(s), Qt::CopyAction, mime.get(),
                                Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(&rig.board, &move);
        }
        QDragLeaveEvent leave;
        QApplication::sendEvent(&rig.board, &leave);
        const QString blackPawn = QString::number(int(BlackPawn));
        QCOMPARE(events, (QStringList{QStringLiteral("move %1 - c5").arg(blackPawn),
                                      QStringLiteral("move %1 - c6").arg(blackPawn),
                                      QStringLiteral("finished")}));
    }

    void overlayIsKept() {
        BoardView board;
        QVERIFY(!board.hasOverlay());
        board.setOverlay(rankBB(3), rankBB(0) | rankBB(1) | rankBB(2), rankBB(4) | rankBB(5));
        QVERIFY(board.hasOverlay());
        QImage image(200, 200, QImage::Format_ARGB32);
        QPainter painter(&image);
        board.render(painter, QRectF(0, 0, 200, 200)); // draws without crashing
        painter.end();
        // The fence rank is tinted red: its colour differs from the same square unmarked.
        const QColor fence = image.pixelColor(12, 200 - 4 * 25 + 12);
        board.clearOverlay();
        QImage plain(200, 200, QImage::Format_ARGB32);
        QPainter p2(&plain);
        board.render(p2, QRectF(0, 0, 200, 200));
        p2.end();
        QVERIFY(fence != plain.pixelColor(12, 200 - 4 * 25 + 12));
        QVERIFY(fence.red() > fence.blue());
    }
};

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
