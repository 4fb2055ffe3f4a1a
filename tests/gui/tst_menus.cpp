// The main window as a user reaches it: every action of every menu is
// enabled or says why not (its status tip); the Tablebase folders dialog,
// the tablebase browser and the pattern editor open from their menu actions
// (found by object name or text and triggered, never constructed here);
// the browser and the editor dock inside the window instead of covering it;
// View > Reset layout brings back the first layout; at 1280x800 the board
// is the largest element and the analysis shows its value and lines without
// scrolling; every button, field and box has a name a screen reader can say.
// Offscreen; the renders go to the build directory.
#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidget>

#include "chess/fen.h"
#include "chess/notation.h"

#include "tbfiles/gaviotasource.h"
#include "tbfiles/syzygysource.h"

#include "services/languagemanager.h"
#include "services/staticvalue.h"
#include "services/tablebasesettings.h"

#include "models/positiondocument.h"

#include "workers/analysiscontroller.h"
#include "workers/solveservice.h"

#include "widgets/analysispanel.h"
#include "widgets/boardview.h"
#include "widgets/evaluationgraph.h"
#include "widgets/fenpanel.h"
#include "widgets/mainwindow.h"
#include "widgets/tablebasesettingsdialog.h"

#include "menuaccess.h"

using namespace rampart;
using menuaccess::menuAction;
using menuaccess::menuActions;

namespace {

QString gaviotaFolder() {
    const QByteArray dir = qgetenv("RAMPART_GAVIOTA_DIR");
    return (dir.isEmpty() ? QStringLiteral("/usr/share/gaviotatb") : QString::fromLocal8Bit(dir)) +
           QStringLiteral("/gtb4");
}

// Real Syzygy files (the five three-man materials as distributed), beside the
// checkout; empty when that folder is absent.
QString syzygyFolder() {
    const QString dir = QStringLiteral(RAMPART_SHARED_DIR "/tablebases/syzygy");
    return QFileInfo::exists(dir + QStringLiteral("/KPvK.rtbw")) ? dir : QString();
}

QString outputPath(const QString &name) {
    return QDir(QCoreApplication::applicationDirPath()).absoluteFilePath(name);
}

} // namespace

class TestMenus : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_menus"));
    }
    void init() {
        QSettings().clear(); // each test a first run,
        // without solving beside F5's analysis (tst_autosolve tests that)
        SolveService::saveAutoSolveSettings(false, 0);
    }
    void cleanup() {
        TablebaseSettings::save({}, {});
        TablebaseSettings::apply({}, {}).waitForFinished();
    }

    void everyActionIsEnabledOrSaysWhy_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("first position") << MainWindow::defaultFen();
        QTest::newRow("illegal position") << QStringLiteral("8/8/8/8/8/8/8/Kk5P w - - 0 1");
        QTest::newRow("game over") << QStringLiteral("7k/5KQ1/8/8/8/8/8/8 b - - 0 1");
    }
    void everyActionIsEnabledOrSaysWhy() {
        QFETCH(QString, fen);
        MainWindow window;
        window.loadPosition(*parseFen(fen.toStdString()).position);
        const QList<QAction *> actions = menuActions(window);
        QVERIFY(actions.size() > 30);
        for (QAction *a : actions) {
            QVERIFY2(!a->text().isEmpty(), qPrintable(a->objectName()));
            if (a->isEnabled()) continue;
            QVERIFY2(
                !a->statusTip().isEmpty(),
                qPrintable(QStringLiteral("\"%1\" is disabled without a reason").arg(a->text())));
        }
        // Actions of the window itself (not the docks' toggles) are named.
        for (const char *name :
             {"tablebaseFoldersAction", "resetLayoutAction", "startAnalysisAction",
              "stopAnalysisAction", "undoAction", "openPgnAction", "aboutAction"})
            QVERIFY2(menuAction(window, QLatin1String(name)), name);
    }

    void tablebaseFoldersOpenFromTheAnalysisMenu() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.findChild<TablebaseSettingsDialog *>());
        QAction *action = menuAction(window, QStringLiteral("tablebaseFoldersAction"));
        QVERIFY(action);
        QCOMPARE(action->text(), QStringLiteral("&Tablebase folders..."));
        QVERIFY(action->isEnabled());
        action->trigger();
        auto *dialog = window.findChild<TablebaseSettingsDialog *>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        // Triggered again: the same dialog, not a second one.
        action->trigger();
        QCOMPARE(window.findChildren<TablebaseSettingsDialog *>().size(), 1);

        const QString syzygy = syzygyFolder();
        dialog->setFolders(syzygy.isEmpty() ? QStringList() : QStringList{syzygy},
                           {gaviotaFolder()});
        QSignalSpy finished(dialog, &TablebaseSettingsDialog::scanFinished);
        dialog->scan();
        QVERIFY(finished.wait(60000) || finished.count() == 1);
        QVERIFY2(dialog->reportText().contains(QLatin1String("up to 3 men")),
                 qPrintable(dialog->reportText()));
        QVERIFY(GaviotaSource::instance().active());
        if (syzygy.isEmpty()) {
            qWarning("the shared Syzygy files are absent: only Gaviota was tried");
        } else {
            // The real Syzygy files are accepted, not refused.
            QVERIFY(SyzygySource::instance().active());
            QVERIFY2(!dialog->reportText().contains(QLatin1String("could not read")),
                     qPrintable(dialog->reportText()));
        }
        QVERIFY(dialog->grab().save(outputPath(QStringLiteral("tablebase-folders.png"))));
        dialog->accept(); // saves the folders and closes (and deletes) the dialog
        QCOMPARE(TablebaseSettings::gaviotaFolders(), QStringList{gaviotaFolder()});
        QTRY_VERIFY(!window.findChild<TablebaseSettingsDialog *>());
    }

    void browserAndEditorDockInsideTheWindow_data() {
        QTest::addColumn<QString>("dockName");
        QTest::addColumn<QString>("menuText");
        QTest::newRow("tablebase browser") << "tablebaseDock"
                                           << "Tablebase browser";
        QTest::newRow("pattern editor") << "patternDock"
                                        << "Pattern editor";
    }
    void browserAndEditorDockInsideTheWindow() {
        QFETCH(QString, dockName);
        QFETCH(QString, menuText);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *dock = window.findChild<QDockWidget *>(dockName);
        QVERIFY(dock);
        QVERIFY(dock->isHidden());
        QAction *show = menuAction(window, menuText);
        QVERIFY(show);
        show->trigger();
        QTRY_VERIFY(dock->isVisible());
        QVERIFY(!dock->isFloating()); // a dock, not a window over the main one
        QCOMPARE(window.dockWidgetArea(dock), Qt::RightDockWidgetArea);
        QVERIFY(window.rect().contains(dock->geometry()));
        QTest::qWait(50); // the dock's tab brought to the front
        QVERIFY(window.grab().save(outputPath(QStringLiteral("menus-%1.png").arg(dockName))));
    }

    // What a screen reader says for each control: icon-only buttons, fields
    // beside labels, the buttons Qt adds inside line edits and the tool bar.
    // Every dock is shown first, the browser and the editor from the View
    // menu as a user opens them.
    void everyControlHasAnAccessibleName() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const char *text : {"Tablebase browser", "Pattern editor"}) {
            QAction *show = menuAction(window, QLatin1String(text));
            QVERIFY2(show, text);
            show->trigger();
        }
        for (QDockWidget *dock : window.findChildren<QDockWidget *>()) dock->show();
        int controls = 0;
        for (QWidget *w : window.findChildren<QWidget *>()) {
            const bool control =
                qobject_cast<QAbstractButton *>(w) || qobject_cast<QLineEdit *>(w) ||
                qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w);
            // A dock's own float and close buttons are Qt's, named by Qt; a
            // table's corner button is not a child of the table's accessible
            // interface (its cells and headers are), so no reader meets it;
            // a spin box is one accessible control with its line edit inside.
            if (!control || qobject_cast<QDockWidget *>(w->parentWidget()) ||
                qobject_cast<QAbstractSpinBox *>(w->parentWidget()) ||
                w->inherits("QTableCornerButton"))
                continue;
            ++controls;
            QAccessibleInterface *face = QAccessible::queryAccessibleInterface(w);
            QVERIFY(face);
            QVERIFY2(
                !face->text(QAccessible::Name).trimmed().isEmpty(),
                qPrintable(
                    QStringLiteral("%1 \"%2\" in %3 has no accessible name")
                        .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                             w->parentWidget()
                                 ? QString::fromLatin1(w->parentWidget()->metaObject()->className())
                                 : QString())));
        }
        QVERIFY(controls > 40);
    }

    void resetLayoutRestoresTheFirstLayout() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *pattern = window.findChild<QDockWidget *>(QStringLiteral("patternDock"));
        auto *analysis = window.findChild<QDockWidget *>(QStringLiteral("analysisDock"));
        QVERIFY(pattern && analysis);
        const bool analysisShown = analysis->isVisible();
        menuAction(window, QStringLiteral("Pattern editor"))->trigger();
        pattern->setFloating(true);
        menuAction(window, QStringLiteral("Analysis"))->trigger(); // toggles it
        QVERIFY(analysis->isVisible() != analysisShown);
        QAction *reset = menuAction(window, QStringLiteral("resetLayoutAction"));
        QVERIFY(reset);
        reset->trigger();
        QTRY_VERIFY(pattern->isHidden());
        QVERIFY(!pattern->isFloating());
        QCOMPARE(analysis->isVisible(), analysisShown);
    }

    void layoutIsRemembered() {
        {
            MainWindow window;
            window.resize(1280, 800);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            menuAction(window, QStringLiteral("Tablebase browser"))->trigger();
            QVERIFY(window.close()); // writes the layout
        }
        MainWindow again;
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        auto *dock = again.findChild<QDockWidget *>(QStringLiteral("tablebaseDock"));
        QTRY_VERIFY(dock->isVisible());
        QVERIFY(!dock->isFloating());
    }

    // An illegal position from the start (a FEN on the command line, or the
    // last position kept): the problems are in view after the first layout.
    void everyFenProblemInViewFromTheStart() {
        MainWindow window;
        window.loadPosition(*parseFen("8/8/8/8/8/8/8/Kk5P w - - 0 1").position);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *list = window.fenPanel()->findChild<QListWidget *>(QStringLiteral("fenProblemList"));
        QVERIFY(list);
        QTRY_VERIFY(list->isVisible());
        QCOMPARE(list->count(), 2);
        QTest::qWait(100); // the queued fits and layout passes
        QTRY_COMPARE(list->visibleRegion().boundingRect(), list->rect());
        // The window shrinks: the problems stay in view, the board gives way.
        window.resize(1280, 700);
        QTest::qWait(50);
        QTRY_COMPARE(list->visibleRegion().boundingRect(), list->rect());
        // A legal position gives the room back.
        auto *fenDock = window.findChild<QDockWidget *>(QStringLiteral("fenDock"));
        QVERIFY(fenDock);
        const int heldForProblems = fenDock->widget()->minimumHeight();
        window.loadPosition(*parseFen(MainWindow::defaultFen().toStdString()).position);
        QTRY_VERIFY(!list->isVisible());
        QTRY_VERIFY(fenDock->widget()->minimumHeight() < heldForProblems);
    }

    void everyFenProblemInView() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(50);
        FenPanel *fen = window.fenPanel();
        QLineEdit *edit = fen->lineEdit();
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("8/8/8/8/8/8/8/Kk5P w - - 0 1"));
        QTest::keyClick(edit, Qt::Key_Return);
        const QStringList problems = fen->problemTexts();
        QVERIFY2(problems.size() >= 2, qPrintable(problems.join(QLatin1Char('\n'))));
        auto *list = fen->findChild<QListWidget *>(QStringLiteral("fenProblemList"));
        QVERIFY(list);
        QTRY_VERIFY(list->isVisible());
        QTest::qWait(50); // the dock grows once laid out
        // Every row whole inside the list, and the list whole on the screen
        // (not clipped by the dock).
        for (int row = 0; row < list->count(); ++row)
            QVERIFY2(list->viewport()->rect().contains(list->visualItemRect(list->item(row))),
                     qPrintable(list->item(row)->text()));
        QVERIFY(window.grab().save(outputPath(QStringLiteral("menus-fen-problems.png"))));
        QCOMPARE(list->visibleRegion().boundingRect(), list->rect());
        // The status bar names the first problem and counts the others.
        QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("more problem")),
                 qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(window.grab().save(outputPath(QStringLiteral("menus-fen-problems.png"))));
    }

    void evaluationGraphFollowsTheLineAndGoesToAMove() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // KPK: every position of the line is in the tables, so every value exact.
        window.loadPosition(*parseFen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1").position);
        PositionDocument *document = window.document();
        for (const char *uci : {"e1d2", "e5d5", "d2d3"})
            QVERIFY(document->playMove(parseUciMove(document->position(), uci).move));
        QAction *show = menuAction(window, QStringLiteral("Evaluation graph"));
        QVERIFY(show);
        QVERIFY(show->isChecked()); // a tab at the bottom from the start
        window.findChild<QDockWidget *>(QStringLiteral("evaluationDock"))->raise();
        auto *graph = window.findChild<EvaluationGraph *>();
        QVERIFY(graph);
        QTRY_VERIFY(graph->isVisible());
        QCOMPARE(int(graph->points().size()), 4); // the start and three plies
        for (const EvaluationGraph::Point &p : graph->points()) {
            QVERIFY(p.known && p.exact);
            QVERIFY(p.value.isExact());
        }
        // The values are the tables' own: a draw here (the defender holds).
        QCOMPARE(graph->points().front().value,
                 StaticValue::of(document->tree().positionAt(GameTree::root()))->value);
        // A click on the second column shows ply 1.
        const int x = graph->width() / 2 - graph->width() / 8 - 1;
        QCOMPARE(graph->plyAt(x), 1);
        QTest::mouseClick(graph, Qt::LeftButton, {}, QPoint(x, graph->height() / 2));
        QCOMPARE(document->currentPly(), 1);
        QVERIFY(window.grab().save(outputPath(QStringLiteral("menus-evaluation-graph.png"))));
    }

    void qtOwnStringsFollowTheLanguage() {
        // Standard buttons come from Qt's catalogue (Debian: qt6-translations-l10n).
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("de")));
        {
            QDialogButtonBox box(QDialogButtonBox::Cancel);
            QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QDialogButtonBox box(QDialogButtonBox::Cancel);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Cancel"));
    }

    void boardAndAnalysisFitAt1280x800() {
        MainWindow window;
        window.loadPosition(*parseFen(MainWindow::defaultFen().toStdString()).position);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(50); // the first layout's dock sizes (set once laid out)
        // The board is the largest element: every dock is smaller in area.
        const QSize board = window.board()->size();
        const int boardSide = std::min(board.width(), board.height());
        QVERIFY2(boardSide >= 450, qPrintable(QString::number(boardSide)));
        for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
            if (!dock->isVisible()) continue;
            QVERIFY2(dock->width() * dock->height() < boardSide * boardSide,
                     qPrintable(dock->objectName()));
        }
        // The board scales with the window.
        window.resize(1500, 950);
        QTRY_VERIFY(std::min(window.board()->width(), window.board()->height()) > boardSide);
        window.resize(1280, 800);

        QAction *start = menuAction(window, QStringLiteral("startAnalysisAction"));
        QVERIFY(start && start->isEnabled());
        start->trigger();
        auto *panel = window.findChild<AnalysisPanel *>();
        QVERIFY(panel);
        auto *lines = panel->findChild<QTreeWidget *>();
        QVERIFY(lines);
        QTRY_VERIFY_WITH_TIMEOUT(lines->topLevelItemCount() > 0, 20000);
        // Value, words and lines in view: the panel's dock does not scroll.
        auto *scroll = qobject_cast<QScrollArea *>(panel->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
        // View > Best-move arrows (on by default): each line's first move.
        QTRY_VERIFY(!window.board()->arrows().isEmpty());
        QCOMPARE(window.board()->arrows().front(), panel->lines().front().moves.front());
        QAction *arrows = menuAction(window, QStringLiteral("bestMoveArrowsAction"));
        QVERIFY(arrows && arrows->isChecked());
        QVERIFY(window.grab().save(outputPath(QStringLiteral("menus-analysis-1280x800.png"))));
        window.analysisController()->stop();
        arrows->trigger();
        QVERIFY(window.board()->arrows().isEmpty());
    }
};

QTEST_MAIN(TestMenus)
#include "tst_menus.moc"
