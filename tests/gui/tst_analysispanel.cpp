// The analysis panel with the real search, offscreen: N lines shown, a click
// plays a line on the board, "+" hands a line to the variation adder (the
// window's own adds it to the game), the line count kept in the settings,
// and lock / follow (the locked panel is rendered to analysispanel-locked.png
// in the build directory). The panel is the main window's own, shown from
// the first start; the window is given a depth-limited search (or none)
// instead of its unlimited one, so that every search ends.
#include <memory>

#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

#include "chess/fen.h"
#include "chess/notation.h"

#include "services/languagemanager.h"

#include "models/positiondocument.h"

#include "workers/analysiscontroller.h"
#include "workers/analysisengine.h"
#include "workers/searchengine.h"
#include "workers/solveservice.h"

#include "widgets/analysispanel.h"
#include "widgets/mainwindow.h"

#include "../testfen.h"
#include "menuaccess.h"

using namespace rampart;

namespace {

// An outside passed pawn: several sensible first moves for White.
const char *const OutsidePasser = "8/5ppp/4k3/8/P7/4K3/6PP/8 w - - 0 1";
// Deep enough for three distinct lines, shallow enough to finish.
constexpr int SearchDepth = 8;

// The panel's own labels (not those of the external engines' part that the
// window puts below it).
QString labelTexts(const QWidget &w) {
    QStringList texts;
    for (const QLabel *label : w.findChildren<QLabel *>(QString(), Qt::FindDirectChildrenOnly))
        texts << label->text();
    return texts.join(QStringLiteral(" | "));
}

// The window's analysis panel as a user sees it (shown from the first start).
AnalysisPanel *analysisPanel(MainWindow &window) {
    return menuaccess::shownPanel<AnalysisPanel>(window, QStringLiteral("analysisPanelAction"),
                                                 QStringLiteral("analysisPanel"));
}

// The panel's own widgets of a type (the engines' part has its own).
template <class Widget> Widget *own(AnalysisPanel &panel) {
    return panel.findChild<Widget *>(QString(), Qt::FindDirectChildrenOnly);
}

// A window whose analysis is the depth-limited search, its own panel shown
// (panel is null when it is not).
struct SearchWindow {
    MainWindow window{std::make_shared<SearchEngine>(SearchDepth)};
    AnalysisPanel *const panel = analysisPanel(window);
    PositionDocument &document = *window.document();
    AnalysisController &controller = *window.analysisController();

    // Analyses pos for count lines, stopped once all are shown; returns
    // their view, null when they did not come.
    QTreeWidget *analyse(const Position &pos, int count) {
        document.setPosition(pos, QStringLiteral("test"));
        panel->setLineCount(count);
        panel->startAnalysis();
        auto *view = own<QTreeWidget>(*panel);
        const auto shown = [&] {
            return view->topLevelItemCount() == count && panel->lines().size() == count &&
                   !panel->lines()[count - 1].san.isEmpty();
        };
        if (!view || !QTest::qWaitFor(shown, 20000)) return nullptr;
        panel->stopAnalysis(); // the last report stays on screen
        return QTest::qWaitFor([&] { return !controller.isRunning(); }) ? view : nullptr;
    }
};

} // namespace

class TestAnalysisPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_analysispanel"));
    }
    void init() {
        QSettings().clear();
        // The analysis alone (tst_autosolve tests the solve beside it).
        SolveService::saveAutoSolveSettings(false, 0);
    }

    void lineCountIsKeptInSettings() {
        {
            MainWindow window(std::shared_ptr<AnalysisEngine>{});
            AnalysisPanel *const panel = analysisPanel(window);
            QVERIFY(panel);
            QCOMPARE(panel->lineCount(), 1); // the default
            own<QSpinBox>(*panel)->setValue(4);
            QCOMPARE(QSettings().value(QLatin1String(AnalysisPanel::LineCountKey)).toInt(), 4);
        }
        MainWindow window(std::shared_ptr<AnalysisEngine>{}); // the next start
        AnalysisPanel *const again = analysisPanel(window);
        QVERIFY(again);
        QCOMPARE(again->lineCount(), 4);
        again->setLineCount(12); // the spin box keeps to 1..8
        QCOMPARE(again->lineCount(), 8);
        QCOMPARE(own<QSpinBox>(*again)->value(), 8);
    }

    void languageSwitchRetranslatesTheFacts() {
        // The value, table and blockage lines follow a language switch at
        // once, without a new position: the same texts a panel made in the
        // new language shows (that of a window opened after the switch).
        const Position position = fromFen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
        MainWindow window(std::shared_ptr<AnalysisEngine>{});
        window.loadPosition(position);
        AnalysisPanel *const shown = analysisPanel(window);
        QVERIFY(shown);
        AnalysisPanel &panel = *shown;
        const QString english = labelTexts(panel);
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("de")));
        MainWindow germanWindow(std::shared_ptr<AnalysisEngine>{});
        germanWindow.loadPosition(position);
        AnalysisPanel *const german = analysisPanel(germanWindow);
        QVERIFY(german);
        QTRY_COMPARE(labelTexts(panel), labelTexts(*german));
        QVERIFY(labelTexts(panel) != english);
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QTRY_COMPARE(labelTexts(panel), english);
    }

    void showsLinesAndAClickPlaysOne() {
        SearchWindow w;
        QVERIFY(w.panel);
        AnalysisPanel &panel = *w.panel;
        const Position root = fromFen(OutsidePasser);
        QTreeWidget *const view = w.analyse(root, 3);
        QVERIFY(view);
        // Three rows with distinct first moves, the rows' texts the lines'.
        QStringList firsts;
        for (int row = 0; row < 3; ++row) {
            const AnalysisLine &line = panel.lines().at(row);
            QCOMPARE(view->topLevelItem(row)->text(3), line.san);
            QVERIFY(!view->topLevelItem(row)->text(1).isEmpty());
            QVERIFY(!firsts.contains(line.san.section(QLatin1Char(' '), 1, 1)));
            firsts << line.san.section(QLatin1Char(' '), 1, 1);
        }
        QVERIFY(labelTexts(panel).contains(QStringLiteral("Following the board")));

        // A click on the second line plays it from the analysed position.
        const std::vector<Move> moves = panel.lines().at(1).moves;
        Position expected = root;
        for (const Move m : moves) expected.makeMove(m);
        QTreeWidgetItem *second = view->topLevelItem(1);
        const QRect rect = view->visualItemRect(second);
        const int x = view->header()->sectionViewportPosition(3) + 10;
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(x, rect.center().y()));
        QCOMPARE(w.document.currentPly(), int(moves.size()));
        QCOMPARE(toFen(w.document.position()), toFen(expected));
    }

    void plusHandsTheLineToTheVariationAdder() {
        SearchWindow w;
        QVERIFY(w.panel);
        AnalysisPanel &panel = *w.panel;
        PositionDocument &document = w.document;
        const Position root = fromFen(OutsidePasser);
        QTreeWidget *const view = w.analyse(root, 2);
        QVERIFY(view);
        auto *plus = qobject_cast<QToolButton *>(view->itemWidget(view->topLevelItem(1), 0));
        QVERIFY(plus);

        // The window's own adder puts the line into the game tree beside
        // the move played, the board staying where it is.
        QVERIFY(plus->isEnabled());
        panel.setLocked(true);
        document.playMove(panel.lines().at(0).moves.front());
        document.goToPly(0);
        const std::vector<Move> second = panel.lines().at(1).moves;
        QTest::mouseClick(plus, Qt::LeftButton);
        QCOMPARE(int(document.tree().children(GameTree::root()).size()), 2);
        QCOMPARE(document.tree().move(document.tree().children(GameTree::root())[1]),
                 second.front());
        QCOMPARE(document.currentPly(), 0);

        // Another adder gets the line from the analysed position; adding is
        // not playing.
        Position from;
        std::vector<Move> added;
        panel.setVariationAdder([&](const Position &p, const std::vector<Move> &m) {
            from = p;
            added = m;
            return true;
        });
        const int plies = document.plyCount();
        const int moves = document.tree().moveCount();
        QVERIFY(plus->isEnabled());
        QTest::mouseClick(plus, Qt::LeftButton);
        QCOMPARE(toFen(from), toFen(root));
        QCOMPARE(added, panel.lines().at(1).moves);
        QCOMPARE(document.plyCount(), plies);
        QCOMPARE(document.tree().moveCount(), moves);
        QCOMPARE(document.currentPly(), 0);

        // No game tree to add to: the button says so instead of losing moves.
        panel.setVariationAdder({});
        QVERIFY(!plus->isEnabled());
        QVERIFY(plus->toolTip().contains(QStringLiteral("variation")));
    }

    void lockKeepsThePositionWhileBrowsing() {
        SearchWindow w;
        QVERIFY(w.panel);
        AnalysisPanel &panel = *w.panel;
        PositionDocument &document = w.document;
        AnalysisController &controller = w.controller;
        document.setPosition(fromFen(OutsidePasser), QStringLiteral("test"));
        const Position start = document.position();
        QVERIFY(document.playMove(parseUciMove(document.position(), "e3d4").move));
        QVERIFY(document.playMove(parseUciMove(document.position(), "e6d6").move));
        const Position locked = document.position();
        QSignalSpy infos(&controller, &AnalysisController::infoUpdated);
        panel.startAnalysis();
        panel.setLocked(true);
        QVERIFY(panel.isLocked());
        QCOMPARE(toFen(panel.lockedPosition()), toFen(locked));
        QVERIFY(labelTexts(panel).contains(QStringLiteral("Locked to the position at move 2")));
        const quint64 request = controller.currentRequest();
        QVERIFY(request != 0);

        // Looking around the game does not move the analysis.
        document.goToPly(0);
        QCOMPARE(controller.currentRequest(), request);
        QVERIFY(controller.isRunning());
        QVERIFY(labelTexts(panel).contains(QStringLiteral("the board shows another position")));
        infos.clear();
        QTRY_VERIFY_WITH_TIMEOUT(infos.count() >= 2, 20000); // it keeps analysing
        QTRY_VERIFY_WITH_TIMEOUT(!panel.lines().isEmpty(), 20000);
        // Kept in the build directory for people to look at.
        const QString path = QDir(QCoreApplication::applicationDirPath())
                                 .absoluteFilePath(QStringLiteral("analysispanel-locked.png"));
        QVERIFY(panel.grab().save(path));
        qInfo("locked analysis panel rendered to %s", qPrintable(path));

        // Adding a line as a variation happens at the locked position too.
        std::vector<Move> added;
        panel.setVariationAdder([&](const Position &from, const std::vector<Move> &m) {
            if (toFen(from) != toFen(document.position())) return false;
            added = m;
            return true;
        });
        QVERIFY(panel.addLineAsVariation(0));
        QCOMPARE(document.currentPly(), 2);
        QCOMPARE(added, panel.lines().first().moves);
        document.goToPly(0);

        // A click on a line brings the board back to the locked position
        // and plays the line from there.
        const std::vector<Move> moves = panel.lines().first().moves;
        QVERIFY(moves.size() > 1);
        document.goToPly(2);
        const int undoIndex = document.undoStack()->index();
        const int plies = document.plyCount();
        QVERIFY(panel.playLine(0));
        QCOMPARE(document.currentPly(), 2 + int(moves.size()));
        // The whole line is one undo step, as "+" makes it.
        QCOMPARE(document.undoStack()->index(), undoIndex + 1);
        document.undoStack()->undo();
        QCOMPARE(document.plyCount(), plies);
        document.undoStack()->redo();
        QCOMPARE(document.currentPly(), 2 + int(moves.size()));
        Position expected = locked;
        for (const Move m : moves) expected.makeMove(m);
        QCOMPARE(toFen(document.position()), toFen(expected));
        QCOMPARE(controller.currentRequest(), request); // still locked

        // Following again: the analysis moves to the board's position.
        document.goToPly(0);
        QCOMPARE(toFen(document.position()), toFen(start));
        panel.setLocked(false);
        QVERIFY(!panel.isLocked());
        QVERIFY(controller.currentRequest() != request);
        QVERIFY(controller.isRunning());
        QVERIFY(labelTexts(panel).contains(QStringLiteral("Following the board")));
        const quint64 following = controller.currentRequest();
        document.goToPly(1);
        QVERIFY(controller.currentRequest() != following); // a new position restarts it
        panel.stopAnalysis();
        // Stopped, the panel no longer says what it is searching.
        QTRY_VERIFY(!controller.isRunning());
        QVERIFY2(!labelTexts(panel).contains(QStringLiteral("depth ")),
                 qPrintable(labelTexts(panel)));
    }
};

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
