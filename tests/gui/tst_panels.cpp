// The FEN panel's messages, the position editor's edits, the collection's
// steps (through the document's undo stack) and the analysis panel's table
// results. Every panel is the main window's own, reached as a user reaches
// it (see menuaccess.h); only the piece palette is tested by itself.
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "chess/fen.h"

#include "models/positioncollectionmodel.h"
#include "models/positiondocument.h"

#include "workers/analysisengine.h"

#include "widgets/analysispanel.h"
#include "widgets/collectionpanel.h"
#include "widgets/fenpanel.h"
#include "widgets/mainwindow.h"
#include "widgets/piecepalette.h"
#include "widgets/positioneditor.h"

#include "menuaccess.h"

using namespace rampart;

namespace {
// The FEN field as a user sees it: shown from the first start, at the bottom.
FenPanel *fenPanel(MainWindow &window) {
    return menuaccess::shownPanel<FenPanel>(window, QStringLiteral("fenPanelAction"),
                                            QStringLiteral("fenPanel"));
}
} // namespace

class TestPanels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
    }
    void init() { QSettings().clear(); } // each test a first run

    void fenFieldFollowsDocument() {
        MainWindow window;
        FenPanel *const shown = fenPanel(window);
        QVERIFY(shown);
        FenPanel &panel = *shown;
        PositionDocument &document = *window.document();
        document.setPosition(Position::startPosition(), QStringLiteral("start"));
        QCOMPARE(panel.lineEdit()->text(),
                 QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        QCOMPARE(panel.statusText(), QStringLiteral("Legal position."));
        QVERIFY(panel.problemTexts().isEmpty());
    }

    void fenFieldMessages_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<bool>("applied");
        QTest::addColumn<QStringList>("problems");
        QTest::newRow("legal FEN") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" << true << QStringList();
        QTest::newRow("EPD with operations")
            << "4k3/8/8/8/8/8/4P3/4K3 w - - bm e4; id \"push\";" << true << QStringList();
        QTest::newRow("illegal: no black king, pawn on rank 8")
            << "P7/8/8/8/8/8/8/4K3 w - - 0 1" << true
            << QStringList{QStringLiteral("Black has no king."),
                           QStringLiteral("A pawn on the first or last rank (a8).")};
        QTest::newRow("illegal: side not to move in check")
            << "4k3/8/8/8/8/8/8/R3K3 b - - 0 1" << true << QStringList();
        QTest::newRow("unreadable piece letter")
            << "4k3/8/8/8/8/8/4X3/4K3 w - - 0 1" << false
            << QStringList{QStringLiteral("'X' is not a piece letter. [board, character 16]")};
        QTest::newRow("empty") << "" << false << QStringList{QStringLiteral("The input is empty.")};
    }
    void fenFieldMessages() {
        QFETCH(QString, input);
        QFETCH(bool, applied);
        QFETCH(QStringList, problems);
        MainWindow window;
        FenPanel *const shown = fenPanel(window);
        QVERIFY(shown);
        FenPanel &panel = *shown;
        PositionDocument &document = *window.document();
        document.setPosition(Position::startPosition(), QStringLiteral("start"));
        const QString before = document.fen();
        panel.lineEdit()->setText(input);
        QTest::keyClick(panel.lineEdit(), Qt::Key_Return);
        if (applied) {
            QVERIFY(document.fen() != before);
            // The field shows the position as read, also when it is illegal.
            QCOMPARE(panel.lineEdit()->text(), document.fen());
            const auto expected = FenProblemText_count(input);
            QCOMPARE(panel.problemTexts().size(), expected);
            QCOMPARE(document.isLegal(), expected == 0);
        } else {
            QCOMPARE(document.fen(), before); // the position is kept
            QCOMPARE(panel.lineEdit()->text(), input.trimmed());
            QVERIFY(panel.statusText().startsWith(QStringLiteral("Not applied")));
        }
        for (const QString &p : problems)
            QVERIFY2(panel.problemTexts().contains(p),
                     qPrintable(panel.problemTexts().join(" | ")));
    }

    void illegalInputIsUndoable() {
        MainWindow window;
        FenPanel *const shown = fenPanel(window);
        QVERIFY(shown);
        FenPanel &panel = *shown;
        PositionDocument &document = *window.document();
        document.setPosition(Position::startPosition(), QStringLiteral("start"));
        panel.applyText(QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
        QVERIFY(!document.isLegal());
        QCOMPARE(panel.problemTexts().size(), 2); // both kings missing
        document.undoStack()->undo();
        QVERIFY(document.isLegal());
        QVERIFY(panel.problemTexts().isEmpty());
    }

    void editorWholeBoardEdits() {
        // The position editor as a user reaches it: Edit > Edit mode.
        MainWindow window;
        auto *shown = menuaccess::openFromMenu<PositionEditor>(
            window, QStringLiteral("editModeAction"), QStringLiteral("positionEditor"));
        QVERIFY(shown);
        PositionEditor &editor = *shown;
        PositionDocument &document = *window.document();
        document.setPosition(*parseFen("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1").position,
                             QStringLiteral("x"));
        editor.mirrorFiles();
        QCOMPARE(document.fen(), QStringLiteral("3k4/8/8/8/8/8/6P1/3K4 w - - 0 1"));
        editor.swapColours();
        QCOMPARE(document.fen(), QStringLiteral("3k4/6p1/8/8/8/8/8/3K4 b - - 0 1"));
        editor.clearBoard();
        QCOMPARE(document.position().pieces(), Bitboard(0));
        QVERIFY(!document.isLegal());
        editor.setStartPosition();
        QVERIFY(document.position() == Position::startPosition());
        QUndoStack *stack = document.undoStack();
        QCOMPARE(stack->count(), 5);
        stack->undo();
        stack->undo();
        stack->undo();
        QCOMPARE(document.fen(), QStringLiteral("3k4/8/8/8/8/8/6P1/3K4 w - - 0 1"));
    }

    void collectionSteps() {
        // File > Open collection..., the file picked in its dialog.
        MainWindow window;
        QVERIFY(menuaccess::showWindow(window));
        PositionDocument &document = *window.document();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.epd"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("4k3/8/8/8/8/8/4P3/4K3 w - - id \"one\";\n"
                   "4k3/8/8/8/8/8/3P4/4K3 w - - id \"two\";\n"
                   "4k3/8/8/8/8/8/2P5/4K3 w - - id \"three\";\n");
        file.close();
        QVERIFY(menuaccess::triggerWithFile(window, QStringLiteral("openCollectionAction"), path));
        auto *shown = window.findChild<CollectionPanel *>(QStringLiteral("collectionPanel"));
        QVERIFY(shown);
        CollectionPanel &panel = *shown;
        QTRY_VERIFY(panel.isVisible()); // the action brings the collection to the front
        QCOMPARE(panel.model()->rowCount(), 3);
        QCOMPARE(document.position().pieceOn(E2), WhitePawn); // the first row is shown
        panel.showNext();
        QCOMPARE(document.position().pieceOn(D2), WhitePawn);
        panel.showNext();
        panel.showNext(); // past the end: stays on the last row
        QCOMPARE(document.position().pieceOn(C2), WhitePawn);
        panel.showPrevious();
        QCOMPARE(document.position().pieceOn(D2), WhitePawn);
        document.undoStack()->undo();
        QCOMPARE(document.position().pieceOn(C2), WhitePawn);
    }

    void paletteClickChoosesBrush() {
        PiecePalette palette;
        palette.resize(palette.sizeHint());
        QSignalSpy chosen(&palette, &PiecePalette::pieceSelected);
        QTest::mouseClick(&palette, Qt::LeftButton, {}, palette.cellRect(BlackKnight).center());
        QCOMPARE(palette.selectedPiece(), BlackKnight);
        QTest::mouseClick(&palette, Qt::LeftButton, {}, palette.cellRect(NoPiece).center());
        QCOMPARE(palette.selectedPiece(), NoPiece); // the eraser
        QCOMPARE(chosen.count(), 2);
    }

    void analysisPanelShowsTableResults_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("value");
        QTest::newRow("KPK rook pawn, king in the corner: draw") << "k7/8/8/8/8/8/P7/K7 w - - 0 1"
                                                                 << "Draw"
                                                                 << "= equality";
        QTest::newRow("KQK: White mates") << "7k/8/8/8/8/8/8/KQ6 w - - 0 1"
                                          << "White mates in"
                                          << "+\u2212 decisive advantage for White";
        QTest::newRow("KRK, Black has the rook: Black mates")
            << "7K/8/8/8/8/8/8/kr6 b - - 0 1"
            << "Black mates in"
            << "\u2212+ decisive advantage for Black";
        QTest::newRow("not in a table: five men") << "4k3/8/8/8/8/8/2PPP3/4K3 w - - 0 1"
                                                  << "not in a table"
                                                  << "";
        QTest::newRow("Tabibi et al. blockage: verdict shown")
            << "3k4/8/8/1p2p2p/1P2P2P/1P6/8/3K4 w - - 0 1"
            << "not in a table"
            << "White cannot win: blockage";
        QTest::newRow("pawn ending outside the tables: static evaluation")
            << "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1"
            << "not in a table"
            << "static evaluation";
    }
    void analysisPanelShowsTableResults() {
        QFETCH(QString, fen);
        QFETCH(QString, table);
        QFETCH(QString, value);
        // No engine: only what the tables know, in the window's own panel.
        MainWindow window(std::shared_ptr<AnalysisEngine>{});
        auto *shown = menuaccess::shownPanel<AnalysisPanel>(
            window, QStringLiteral("analysisPanelAction"), QStringLiteral("analysisPanel"));
        QVERIFY(shown);
        AnalysisPanel &panel = *shown;
        PositionDocument &document = *window.document();
        document.setPosition(*parseFen(fen.toStdString()).position, QStringLiteral("s"));
        QStringList texts;
        // The panel's own labels (the window adds the external engines' below).
        for (QLabel *label : panel.findChildren<QLabel *>(QString(), Qt::FindDirectChildrenOnly))
            texts << label->text();
        const auto has = [&](const QString &t) {
            return std::any_of(texts.cbegin(), texts.cend(),
                               [&](const QString &x) { return x.startsWith(t) || x.endsWith(t); });
        };
        QVERIFY2(has(table), qPrintable(texts.join(QStringLiteral(" | "))));
        if (!value.isEmpty()) QVERIFY2(has(value), qPrintable(texts.join(QStringLiteral(" | "))));
        QVERIFY(!panel.unavailableReason().isEmpty()); // no engine: start stays disabled
        QVERIFY(!window.startAnalysisAction()->isEnabled());
        QCOMPARE(window.startAnalysisAction()->statusTip(), panel.unavailableReason());
    }

private:
    // Problems the core finds for a FEN (what the panel must list, no more, no fewer).
    static int FenProblemText_count(const QString &fen) {
        const EpdRecord r = parseEpd(fen.toStdString());
        return int(r.position.problems.size());
    }
};

QTEST_MAIN(TestPanels)
#include "tst_panels.moc"
