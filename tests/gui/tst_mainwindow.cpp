// The whole window for a fixed position, rendered to PNG in the build
// directory (mainwindow.png) so anyone can look at it; and the wiring of
// legality-dependent actions.
#include <QAction>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "chess/fen.h"

#include "models/positiondocument.h"

#include "widgets/boardview.h"
#include "widgets/fenpanel.h"
#include "widgets/mainwindow.h"
#include "widgets/piecepalette.h"

using namespace rampart;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    }

    void defaultPositionIsLegal() {
        const FenResult r = parseFen(MainWindow::defaultFen().toStdString());
        QVERIFY(r.ok());
    }

    void rendersToPng() {
        MainWindow window;
        window.resize(1200, 800);
        window.loadPosition(*parseFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1").position);
        window.board()->setOverlay(rankBB(3) & ~fileBB(1), rankBB(0) | rankBB(1) | rankBB(2),
                                   rankBB(5) | rankBB(6) | rankBB(7));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage image = window.grab().toImage();
        QVERIFY(image.width() >= 1000);
        const QString path = QDir(QCoreApplication::applicationDirPath())
                                 .absoluteFilePath(QStringLiteral("mainwindow.png"));
        QVERIFY(image.save(path));
        qInfo("main window rendered to %s", qPrintable(path));
        // The board is painted: the central widget's a1 corner is a dark square.
        BoardView *board = window.board();
        const QPoint a1 =
            board->mapTo(&window, board->squareRect(A1).topLeft().toPoint() + QPoint(2, 2));
        const QColor c = image.pixelColor(a1 * image.devicePixelRatio());
        QVERIFY2(c.red() > c.blue(), qPrintable(c.name()));
    }

    void settingsKeepOrientationAndLastPosition() {
        QSettings().clear();
        QCOMPARE(MainWindow::startupFen(), MainWindow::defaultFen()); // first run
        const QString fen = QStringLiteral("8/8/4k3/8/2K5/8/3P4/8 b - - 0 7");
        {
            MainWindow window;
            window.loadPosition(*parseFen(fen.toStdString()).position);
            window.board()->setFlipped(true);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.close()); // closeEvent writes the settings
        }
        QCOMPARE(MainWindow::startupFen(), fen);
        MainWindow again;
        QVERIFY(again.board()->isFlipped());
    }

    void blockageOverlayFollowsPosition() {
        MainWindow window;
        // Tabibi et al.'s first diagram: rammed pawns, a fence White's king cannot cross.
        window.loadPosition(*parseFen("3k4/8/8/1p2p2p/1P2P2P/1P6/8/3K4 w - - 0 1").position);
        QVERIFY(window.board()->hasOverlay());
        window.loadPosition(*parseFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").position);
        QVERIFY(!window.board()->hasOverlay());
        window.document()->undoStack()->undo();
        QVERIFY(window.board()->hasOverlay());
    }

    void paletteSwitchesToEditMode() {
        MainWindow window;
        window.loadPosition(*parseFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").position);
        QVERIFY(window.playModeAction()->isChecked());
        window.palette()->resize(window.palette()->sizeHint());
        QTest::mouseClick(window.palette(), Qt::LeftButton, {},
                          window.palette()->cellRect(WhiteRook).center());
        QVERIFY(window.editModeAction()->isChecked());
        QCOMPARE(window.board()->mode(), BoardView::Mode::Edit);
        QCOMPARE(window.board()->brushPiece(), WhiteRook);
    }

    void fitsSmallScreens() {
        // Tall panels scroll, so the window still fits a small laptop screen.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QSize minimum = window.minimumSizeHint();

        QVERIFY2(minimum.width() <= 900 && minimum.height() <= 600,
                 qPrintable(QStringLiteral("%1x%2").arg(minimum.width()).arg(minimum.height())));
    }

    void illegalPositionDisablesPlayAndAnalysis() {
        MainWindow window;
        window.loadPosition(*parseFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").position);
        QVERIFY(window.playModeAction()->isEnabled());
        QVERIFY(window.playModeAction()->isChecked());
        window.fenPanel()->applyText(QStringLiteral("8/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        QVERIFY(!window.document()->isLegal());
        QVERIFY(!window.playModeAction()->isEnabled());
        QVERIFY(window.editModeAction()->isChecked());
        QVERIFY(!window.startAnalysisAction()->isEnabled());
        QVERIFY(window.playModeAction()->statusTip().contains(QStringLiteral("Black has no king")));
        // Legal again: play mode comes back by itself.
        window.fenPanel()->applyText(QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        QVERIFY(window.playModeAction()->isEnabled());
        QVERIFY(window.playModeAction()->isChecked());
        QCOMPARE(window.board()->mode(), BoardView::Mode::Play);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
