// Games in the GUI: the game tree edits with undo (document, move list,
// context menu), the game list of a PGN file (model under
// QAbstractItemModelTester, filter, load, pawn ending, broken games, cancel).
// The move list and the game list are the main window's own: the move list
// as shown from the first start, the game list opened by File > Open PGN
// file... with the file picked in its dialog (see menuaccess.h).
#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "chess/fen.h"
#include "chess/notation.h"

#include "games/pgnreader.h"

#include "models/gamelistmodel.h"
#include "models/movelistmodel.h"
#include "models/positiondocument.h"

#include "widgets/documentio.h"
#include "widgets/gamelistpanel.h"
#include "widgets/mainwindow.h"
#include "widgets/movelistpanel.h"
#include "widgets/patterneditor.h"
#include "widgets/patterntestpanel.h"

#include "menuaccess.h"
#include "scrollview.h"

using namespace rampart;

// A PGN file read or scanned in the background ends well within this (the
// sanitizer build under load included); the tests wait for the panel's
// signal with the event loop running.
constexpr int BackgroundTimeoutMs = 60000;

static QString data(const char *name) {
    return QStringLiteral(RAMPART_SOURCE_DIR "/tests/data/pgn/") + QLatin1String(name);
}

static void play(PositionDocument &document, std::initializer_list<const char *> sans) {
    for (const char *san : sans) {
        const ParsedMove m = parseSanMove(document.position(), san);
        QVERIFY2(m.ok(), san);
        QVERIFY(document.playMove(m.move));
    }
}

// The move list as text, rows joined by spaces.
static QString shown(const MoveListModel *model) {
    QStringList rows;
    for (int r = 0; r < model->rowCount(); ++r) rows << model->index(r).data().toString();
    return rows.join(QLatin1Char(' '));
}

static QAction *menuAction(QMenu *menu, const char *name) {
    return menu->findChild<QAction *>(QLatin1String(name));
}

// The window's game list (hidden behind another tab until a file is opened).
static GameListPanel *gameList(MainWindow &window) {
    return window.findChild<GameListPanel *>(QStringLiteral("gameListPanel"));
}

// File > Open PGN file..., path picked in the dialog: the game list comes
// to the front and starts reading it.
static bool openPgnFromMenu(MainWindow &window, const QString &path) {
    GameListPanel *panel = gameList(window);
    return panel && menuaccess::showWindow(window) &&
           menuaccess::triggerWithFile(window, QStringLiteral("openPgnAction"), path) &&
           QTest::qWaitFor([panel] { return panel->isVisible(); });
}

class TestGames : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_games"));
    }
    void init() { QSettings().clear(); } // each test a first run

    void playingCreatesVariationsNeverDeletes() {
        PositionDocument document;
        QAbstractItemModelTester tester(document.moveList(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        document.setPosition(Position::startPosition(), QStringLiteral("start"));
        play(document, {"e4", "e5", "Nf3"});
        document.goToPly(1);
        play(document, {"c5"});
        QCOMPARE(shown(document.moveList()), QStringLiteral("1. e4 e5 (1... c5) 2. Nf3"));
        // Playing a move that is already there steps into it: no new node, no undo step.
        const int steps = document.undoStack()->count();
        document.goToPly(1);
        play(document, {"e5"});
        QCOMPARE(document.undoStack()->count(), steps);
        QCOMPARE(document.tree().moveCount(), 4);
        QCOMPARE(document.currentPly(), 2);
        // A second variation at the same place, then one inside it.
        document.goToPly(1);
        play(document, {"e6", "d4"});
        document.goToPly(2);
        play(document, {"Nc3"});
        QCOMPARE(shown(document.moveList()),
                 QStringLiteral("1. e4 e5 (1... c5) (1... e6 2. d4 (2. Nc3)) 2. Nf3"));
        // The line shown follows the variation the user is in.
        QCOMPARE(document.plyCount(), 3);
        QCOMPARE(document.moveList()
                     ->indexForNode(document.currentNode())
                     .data(MoveListModel::VariationDepthRole)
                     .toInt(),
                 2);
    }

    void variationEditsAreUndoSteps() {
        // The move list as a user sees it: shown from the first start.
        MainWindow window;
        MoveListPanel *const shownPanel = menuaccess::shownPanel<MoveListPanel>(
            window, QStringLiteral("moveListPanelAction"), QStringLiteral("moveListPanel"));
        QVERIFY(shownPanel);
        MoveListPanel &panel = *shownPanel;
        PositionDocument &document = *window.document();
        QAbstractItemModelTester tester(document.moveList(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        document.setPosition(Position::startPosition(), QStringLiteral("start"));
        play(document, {"e4", "e5", "Nf3"});
        document.goToPly(1);
        play(document, {"c5", "Nf3"});
        const NodeId c5 = document.tree().parent(document.currentNode());
        const QString before = shown(document.moveList());
        QCOMPARE(before, QStringLiteral("1. e4 e5 (1... c5 2. Nf3) 2. Nf3"));
        QUndoStack *undo = document.undoStack();

        // Promote through the context menu: c5 becomes the main line.
        std::unique_ptr<QMenu> menu(panel.createContextMenu(c5, nullptr));
        QVERIFY(menuAction(menu.get(), "promoteVariation")->isEnabled());
        int steps = undo->index();
        menuAction(menu.get(), "promoteVariation")->trigger();
        QCOMPARE(undo->index(), steps + 1);
        QCOMPARE(shown(document.moveList()), QStringLiteral("1. e4 c5 (1... e5 2. Nf3) 2. Nf3"));
        undo->undo();
        QCOMPARE(shown(document.moveList()), before);
        undo->redo();
        undo->undo();

        // Demote the main move: the same result as promoting the variation.
        const NodeId e5 = document.tree().next(document.tree().next(GameTree::root()));
        QVERIFY(document.demoteVariation(e5));
        QVERIFY(!document.tree().isMainLine(e5));
        undo->undo();

        // Delete the variation (the shown node was in it: it moves up), undo.
        menu.reset(panel.createContextMenu(c5, nullptr));
        menuAction(menu.get(), "deleteVariation")->trigger();
        QCOMPARE(shown(document.moveList()), QStringLiteral("1. e4 e5 2. Nf3"));
        QCOMPARE(document.currentNode(), document.tree().next(GameTree::root()));
        undo->undo();
        QCOMPARE(shown(document.moveList()), before);

        // A main-line move has no variation to promote or delete.
        menu.reset(panel.createContextMenu(e5, nullptr));
        QVERIFY(!menuAction(menu.get(), "promoteVariation")->isEnabled());
        QVERIFY(!menuAction(menu.get(), "deleteVariation")->isEnabled());

        // NAGs from the menu: one move assessment at most, position NAG beside it.
        steps = undo->index();
        menuAction(menu.get(), "nag1")->trigger();
        menu.reset(panel.createContextMenu(e5, nullptr));
        QVERIFY(menuAction(menu.get(), "nag1")->isChecked());
        menuAction(menu.get(), "nag5")->trigger();
        menu.reset(panel.createContextMenu(e5, nullptr));
        menuAction(menu.get(), "nag16")->trigger();
        QCOMPARE(document.tree().nags(e5), (std::vector<std::uint8_t>{5, 16}));
        QCOMPARE(undo->index(), steps + 3);
        QVERIFY(shown(document.moveList()).contains(QStringLiteral("e5!? ±")));
        undo->undo();
        QCOMPARE(document.tree().nags(e5), (std::vector<std::uint8_t>{5}));

        // A comment is one step and shows as its own row.
        QVERIFY(document.setComment(e5, QStringLiteral("  the  classical reply ")));
        QCOMPARE(document.tree().commentAfter(e5), std::string("the classical reply"));
        QVERIFY(shown(document.moveList()).contains(QStringLiteral("e5!? the classical reply")));
        QVERIFY(!document.setComment(e5, QStringLiteral("the classical reply"))); // no change
        undo->undo();
        QVERIFY(document.tree().commentAfter(e5).empty());

        // Delete from a move on.
        QVERIFY(document.deleteFrom(e5));
        QCOMPARE(shown(document.moveList()), QStringLiteral("1. e4 c5 2. Nf3"));
        undo->undo();
        QVERIFY(document.tree().contains(e5));
    }

    void addVariationKeepsTheShownNode() {
        PositionDocument document;
        document.setPosition(Position::startPosition(), QStringLiteral("start"));
        play(document, {"e4", "e5"});
        document.goToPly(1);
        const NodeId shownNode = document.currentNode();
        Position pos = document.position();
        std::vector<Move> line;
        for (const char *san : {"c5", "Nf3", "d6"}) {
            line.push_back(parseSanMove(pos, san).move);
            pos.makeMove(line.back());
        }
        QVERIFY(document.addVariation(line));
        QCOMPARE(document.currentNode(), shownNode);
        QCOMPARE(shown(document.moveList()), QStringLiteral("1. e4 e5 (1... c5 2. Nf3 d6)"));
        QVERIFY(!document.addVariation({line[1]})); // Nf3 is not legal for Black here
        document.undoStack()->undo();
        QCOMPARE(document.tree().moveCount(), 2);
    }

    void exportWritesTheWholeTree() {
        PositionDocument document;
        document.setPosition(Position::startPosition(), QStringLiteral("start"));
        play(document, {"e4", "e5"});
        document.goToPly(1);
        play(document, {"c5"});
        QVERIFY(document.setComment(document.currentNode(), QStringLiteral("Sicilian")));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.pgn"));
        QString error;
        QVERIFY2(DocumentIo::exportPgn(document, path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pgn = file.readAll();
        // Read back: the same tree, the comment kept (the evaluations are
        // added to it as bands by the export).
        const PgnReadResult back = readPgnGame(std::string_view(pgn.constData(), pgn.size()));
        QVERIFY2(back.ok(), pgn.constData());
        const GameTree &tree = back.game.tree;
        QCOMPARE(tree.moveCount(), 3);
        const NodeId e4 = tree.next(GameTree::root());
        QCOMPARE(tree.childCount(e4), 2);
        const NodeId c5 = tree.nextSibling(tree.next(e4));
        QCOMPARE(QString::fromStdString(toSan(tree.positionAt(e4), tree.move(c5))),
                 QStringLiteral("c5"));
        QVERIFY(tree.commentAfter(c5).find("Sicilian") == 0);
    }

    void gameListModelAndLoading() {
        MainWindow window;
        GameListPanel *const shownPanel = gameList(window);
        QVERIFY(shownPanel);
        GameListPanel &panel = *shownPanel;
        PositionDocument &document = *window.document();
        QAbstractItemModelTester tester(panel.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester filterTester(
            panel.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!panel.isVisible()); // behind the FEN field's tab until a file is opened
        QSignalSpy loaded(&panel, &GameListPanel::loadFinished);
        QVERIFY(openPgnFromMenu(window, data("basic.pgn")));
        QVERIFY(panel.isLoading());
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, BackgroundTimeoutMs);
        GameListModel *model = panel.model();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->columnCount(), int(GameListModel::ColumnCount));
        QCOMPARE(model->headerData(GameListModel::WhiteColumn, Qt::Horizontal).toString(),
                 QStringLiteral("White"));
        QCOMPARE(model->index(0, GameListModel::WhiteColumn).data().toString(),
                 QStringLiteral("Paul Morphy"));
        QCOMPARE(model->index(0, GameListModel::MovesColumn).data().toInt(), 17);
        QCOMPARE(model->index(0, GameListModel::PawnEndingColumn).data().toString(),
                 QStringLiteral("–"));
        QCOMPARE(model->index(1, GameListModel::PawnEndingColumn).data().toString(),
                 QStringLiteral("ply 2"));
        QCOMPARE(model->index(1, 0).data(GameListModel::PawnEndingPlyRole).toInt(), 2);
        QCOMPARE(model->index(0, GameListModel::DateColumn).data().toString(),
                 QStringLiteral("1858.??.??"));
        QCOMPARE(model->pawnEndingCount(), 1);

        // The filter matches any column.
        panel.filterEdit()->setText(QStringLiteral("morphy"));
        QCOMPARE(panel.filterModel()->rowCount(), 1);
        panel.filterEdit()->setText(QStringLiteral("pawn ending"));
        QCOMPARE(panel.filterModel()->rowCount(), 1);
        QCOMPARE(panel.filterModel()->index(0, 0).data(GameListModel::GameIndexRole).toInt(), 1);
        panel.filterEdit()->clear();
        QCOMPARE(panel.filterModel()->rowCount(), 2);

        // Loading puts the game into the move list (one undo step).
        const int steps = document.undoStack()->count();
        QVERIFY(panel.loadGame(0));
        QCOMPARE(document.undoStack()->count(), steps + 1);
        QCOMPARE(document.plyCount(), 33);
        QCOMPARE(document.moveList()->rowCount(), 33);
        QCOMPARE(document.game().tag("White"), std::string("Paul Morphy"));
        // ... and at its pawn ending.
        QVERIFY(panel.loadGame(1, true));
        QCOMPARE(document.currentPly(), 2);
        QCOMPARE(document.fen(), QStringLiteral("8/3kp3/8/8/8/8/4P3/4K3 w - - 0 2"));
        QCOMPARE(document.firstPawnEndingPly(), 2);
        document.undoStack()->undo();
        QCOMPARE(document.game().tag("White"), std::string("Paul Morphy"));
    }

    void brokenGamesAreListedAndRefused() {
        MainWindow window;
        GameListPanel *const shownPanel = gameList(window);
        QVERIFY(shownPanel);
        GameListPanel &panel = *shownPanel;
        PositionDocument &document = *window.document();
        panel.setStrict(true); // the setting: every flaw refuses the game
        QVERIFY(QSettings().value(QStringLiteral("pgn/strictReading")).toBool());
        QSignalSpy loaded(&panel, &GameListPanel::loadFinished);
        QVERIFY(openPgnFromMenu(window, data("broken.pgn")));
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, BackgroundTimeoutMs);
        GameListModel *model = panel.model();
        QCOMPARE(model->rowCount(), 6);
        QCOMPARE(model->brokenCount(), 4);
        QVERIFY(model->index(1, 0)
                    .data(GameListModel::ErrorRole)
                    .toString()
                    .contains(QStringLiteral("game 2, line 9, column 13: illegal move")));
        QCOMPARE(model->index(1, GameListModel::MovesColumn).data().toString(),
                 QStringLiteral("error"));
        const int steps = document.undoStack()->count();
        QVERIFY(!panel.loadGame(1));
        QCOMPARE(document.undoStack()->count(), steps);
        QVERIFY(panel.statusLabel()->text().contains(QStringLiteral("illegal move")));
        QVERIFY(panel.loadGame(4)); // the good game after the broken ones
        QCOMPARE(document.plyCount(), 2);
        // The refusal was for game 2; it does not stay once another loads.
        QVERIFY2(!panel.statusLabel()->text().contains(QStringLiteral("illegal move")),
                 qPrintable(panel.statusLabel()->text()));
        QVERIFY(panel.statusLabel()->styleSheet().isEmpty());

        // Enter on the broken game in the list, as a user does: the refusal
        // shows at once, in view, above the list (no scrolling to find it),
        // in the dock as File > Open PGN file... left it (about 230 pixels).
        const QModelIndex broken = panel.filterModel()->mapFromSource(model->index(1, 0));
        panel.view()->setCurrentIndex(broken);
        panel.view()->setFocus();
        QTest::keyClick(panel.view(), Qt::Key_Return);
        QVERIFY(panel.statusLabel()->text().contains(QStringLiteral("illegal move")));
        QVERIFY(panel.statusLabel()->isVisible());
        QVERIFY(!panel.statusLabel()->styleSheet().isEmpty()); // drawn as an error
        QVERIFY(panel.rect().contains(panel.statusLabel()->geometry()));
        QVERIFY(wholeInScrollView(panel.statusLabel()));
        for (const char *name : {"loadGameButton", "toPawnEndingButton"}) {
            auto *button = panel.findChild<QPushButton *>(QLatin1String(name));
            QVERIFY2(button && button->isVisible() && wholeInScrollView(button), name);
            QVERIFY(button->geometry().bottom() < panel.view()->geometry().top());
        }
        panel.setStrict(false);
    }

    void flawedGamesAreReadUpToTheirErrorAndMarked() {
        MainWindow window;
        GameListPanel *const shownPanel = gameList(window);
        QVERIFY(shownPanel);
        GameListPanel &panel = *shownPanel;
        PositionDocument &document = *window.document();
        panel.setStrict(true);
        QSignalSpy loaded(&panel, &GameListPanel::loadFinished);
        QVERIFY(openPgnFromMenu(window, data("broken.pgn")));
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, BackgroundTimeoutMs);
        // Unchecking the setting reads the file again, tolerantly.
        panel.strictBox()->setChecked(false);
        QVERIFY(panel.isLoading());
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, BackgroundTimeoutMs);
        QVERIFY(!QSettings().value(QStringLiteral("pgn/strictReading")).toBool());
        GameListModel *model = panel.model();
        QCOMPARE(model->brokenCount(), 0);
        QCOMPARE(model->partialCount(), 4);
        const QModelIndex moves = model->index(1, GameListModel::MovesColumn);
        QCOMPARE(moves.data().toString(), QStringLiteral("1, partial"));
        QCOMPARE(moves.data(GameListModel::PartialRole).toString(),
                 QStringLiteral("line 9, column 13: illegal move: Ke3 is not legal here"));
        QVERIFY(
            moves.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("partial: line 9")));
        QVERIFY(panel.statusLabel()->text().contains(QStringLiteral("4 partial")));
        // A partial game loads with what was read; its rest is a comment.
        QVERIFY(panel.loadGame(1));
        QCOMPARE(document.plyCount(), 2);
        QCOMPARE(document.game().tree.commentAfter(document.game().tree.mainLine().back()),
                 std::string("2. Ke3"));
        QVERIFY(panel.statusLabel()->text().contains(QStringLiteral("kept as a comment")));

        // Warnings only: the tooltip counts them.
        QVERIFY(openPgnFromMenu(window, data("flawed.pgn")));
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 3, BackgroundTimeoutMs);
        QCOMPARE(model->index(0, 0).data(GameListModel::WarningCountRole).toInt(), 2);
        QVERIFY(model->index(0, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("null move: Z0 read as --")));
        QCOMPARE(model->index(0, GameListModel::MovesColumn).data().toInt(), 4);
        // Its null moves are moves of the list, shown as "--".
        QVERIFY(panel.loadGame(0));
        int passes = 0;
        for (int row = 0; row < document.moveList()->rowCount(); ++row)
            passes += document.moveList()->index(row, 0).data().toString() == QStringLiteral("--");
        QCOMPARE(passes, 3); // two in the main line, one in the variation
    }

    void missingFileAndCancelKeepTheList() {
        MainWindow window;
        GameListPanel *const shownPanel = gameList(window);
        QVERIFY(shownPanel);
        GameListPanel &panel = *shownPanel;
        QSignalSpy loaded(&panel, &GameListPanel::loadFinished);
        QVERIFY(openPgnFromMenu(window, data("notags.pgn")));
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, BackgroundTimeoutMs);
        QCOMPARE(panel.model()->rowCount(), 3);
        // A file gone between the dialog and the reading (the dialog itself
        // offers only existing files): what the action does after it.
        window.openPgn(QStringLiteral("/nonexistent/games.pgn"));
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, BackgroundTimeoutMs);
        QVERIFY(panel.statusLabel()->text().contains(QStringLiteral("cannot open")));
        QCOMPARE(panel.model()->rowCount(), 3);

        QTemporaryDir dir;
        QFile big(dir.filePath(QStringLiteral("big.pgn")));
        QVERIFY(big.open(QIODevice::WriteOnly));
        for (int i = 0; i < 200000; ++i) big.write("[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n\n");
        big.close();
        QVERIFY(openPgnFromMenu(window, big.fileName()));
        QVERIFY(panel.progressBar()->isVisibleTo(&panel));
        panel.cancelLoad();
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 3, BackgroundTimeoutMs);
        QVERIFY2(panel.statusLabel()->text().contains(QStringLiteral("cancelled")),
                 qPrintable(panel.statusLabel()->text()));
        QCOMPARE(panel.model()->rowCount(), 3);
        QVERIFY(!panel.progressBar()->isVisibleTo(&panel));
    }
    void patternTestOnPgnFile() {
        // A white pawn on e2, no transforms: Morphy's game has it only at the
        // start; the set-up game keeps it there for all seven positions.
        // The panel as a user reaches it: in the pattern editor opened
        // from View > Pattern editor.
        MainWindow window;
        auto *editor = menuaccess::openFromMenu<PatternEditor>(
            window, QStringLiteral("patternEditorAction"), QStringLiteral("patternEditor"));
        QVERIFY(editor);
        auto *shown = editor->findChild<PatternTestPanel *>(QStringLiteral("patternTestPanel"));
        QVERIFY(shown);
        PatternTestPanel &panel = *shown;
        Pattern p;
        p.name = "pawn e2";
        p.fixed.set(Man::WhitePawn, E2);
        p.transforms = NoTransform;
        panel.setPattern(p);
        QSignalSpy scanned(&panel, &PatternTestPanel::pgnScanFinished);
        QVERIFY(panel.loadCollection(data("basic.pgn")));
        QTRY_COMPARE_WITH_TIMEOUT(scanned.count(), 1, BackgroundTimeoutMs);
        const PgnPatternScanResult &r = panel.pgnResult();
        QVERIFY(!r.cancelled);
        QCOMPARE(r.games, 2);
        QCOMPARE(r.positions, 34 + 7);
        QCOMPARE(r.matchingPositions, 8);
        QCOMPARE(r.hits.size(), 8);
        QCOMPARE(r.hits[0].game, 0);
        QCOMPARE(r.hits[0].ply, 0);
        QCOMPARE(r.hits[1].game, 1);
        QCOMPARE(r.hits[2].move, QStringLiteral("1. Rxd7"));
        QCOMPARE(r.hits[3].move, QStringLiteral("1... Kxd7"));
        QCOMPARE(r.hits[3].ply, 2);
        QCOMPARE(panel.collectionList()->count(), 8);
        QVERIFY2(panel.collectionList()->item(3)->text().startsWith(
                     QStringLiteral("game 2, 1... Kxd7: [")),
                 qPrintable(panel.collectionList()->item(3)->text()));
        // A hit opens on the panel's board (and from there on the main board).
        panel.activateCollectionEntry(3);
        QCOMPARE(toFen(panel.position()), std::string("8/3kp3/8/8/8/8/4P3/4K3 w - - 0 2"));
        QCOMPARE(panel.matches().size(), std::size_t(1));
        // Changing the pattern tries it again on the file. Its four flawed
        // games are partial, not lost: the moves before each error are
        // scanned too (11 positions of the good games, 11 of the partial ones).
        QVERIFY(panel.loadCollection(data("broken.pgn")));
        QTRY_COMPARE_WITH_TIMEOUT(scanned.count(), 2, BackgroundTimeoutMs);
        QCOMPARE(panel.pgnResult().brokenGames, 0);
        QCOMPARE(panel.pgnResult().games, 6);
        QCOMPARE(panel.pgnResult().positions, 22);
    }
};

QTEST_MAIN(TestGames)
#include "tst_games.moc"
