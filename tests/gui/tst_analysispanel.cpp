// The analysis panel with the real search, offscreen: N lines shown, a click
// plays a line on the board, "+" hands a line to the variation adder, the
// line count kept in the settings, and lock / follow (the locked panel is
// rendered to analysispanel-locked.png in the build directory).
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>
#include <QToolButton>
#include <QTreeWidget>

#include "chess/fen.h"
#include "services/languagemanager.h"
#include "chess/notation.h"
#include "models/positiondocument.h"
#include "widgets/analysispanel.h"
#include "workers/analysiscontroller.h"
#include "workers/analysisengine.h"
#include "workers/searchengine.h"

#include <memory>
#include "../testfen.h"

using namespace rampart;

namespace {

// An outside passed pawn: several sensible first moves for White.
const char *const OutsidePasser = "8/5ppp/4k3/8/P7/4K3/6PP/8 w - - 0 1";

QString labelTexts(const QWidget &w) {
    QStringList texts;
    for (const QLabel *label : w.findChildren<QLabel *>()) texts << label->text();
    return texts.join(QStringLiteral(" | "));
}

} // namespace

class TestAnalysisPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_analysispanel"));
    }
    void init() { QSettings().clear(); }

    void lineCountIsKeptInSettings() {
        PositionDocument document;
        AnalysisController controller;
        {
            AnalysisPanel panel(&document, &controller);
            QCOMPARE(panel.lineCount(), 1); // the default
            panel.findChild<QSpinBox *>()->setValue(4);
            QCOMPARE(QSettings().value(QLatin1String(AnalysisPanel::LineCountKey)).toInt(), 4);
        }
        AnalysisPanel again(&document, &controller);
        QCOMPARE(again.lineCount(), 4);
        again.setLineCount(12); // the spin box keeps to 1..8
        QCOMPARE(again.lineCount(), 8);
    }

    void languageSwitchRetranslatesTheFacts() {
        // The value, table and blockage lines follow a language switch at
        // once, without a new position: the same texts a panel made in the
        // new language shows.
        PositionDocument document;
        document.setPosition(fromFen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"), QStringLiteral("test"));
        AnalysisController controller;
        AnalysisPanel panel(&document, &controller);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QString english = labelTexts(panel);
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("de")));
        AnalysisPanel german(&document, &controller);
        QTRY_COMPARE(labelTexts(panel), labelTexts(german));
        QVERIFY(labelTexts(panel) != english);
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QTRY_COMPARE(labelTexts(panel), english);
    }

    void showsLinesAndAClickPlaysOne() {
        PositionDocument document;
        const Position root = fromFen(OutsidePasser);
        document.setPosition(root, QStringLiteral("test"));
        AnalysisController controller;
        controller.setEngine(std::make_shared<SearchEngine>(8));
        AnalysisPanel panel(&document, &controller);
        panel.resize(520, 640);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setLineCount(3);
        panel.startAnalysis();
        auto *view = panel.findChild<QTreeWidget *>();
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(view->topLevelItemCount() == 3, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(panel.lines().size() == 3 && !panel.lines()[2].san.isEmpty(),
                                 20000);
        panel.stopAnalysis(); // the last report stays on screen
        QTRY_VERIFY(!controller.isRunning());
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
        QCOMPARE(document.currentPly(), int(moves.size()));
        QCOMPARE(toFen(document.position()), toFen(expected));
    }

    void plusHandsTheLineToTheVariationAdder() {
        PositionDocument document;
        const Position root = fromFen(OutsidePasser);
        document.setPosition(root, QStringLiteral("test"));
        AnalysisController controller;
        controller.setEngine(std::make_shared<SearchEngine>(8));
        AnalysisPanel panel(&document, &controller);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setLineCount(2);
        panel.startAnalysis();
        auto *view = panel.findChild<QTreeWidget *>();
        QTRY_VERIFY_WITH_TIMEOUT(view->topLevelItemCount() == 2, 20000);
        panel.stopAnalysis();
        QTRY_VERIFY(!controller.isRunning());
        auto *plus = qobject_cast<QToolButton *>(view->itemWidget(view->topLevelItem(1), 0));
        QVERIFY(plus);
        // No game tree to add to: the button says so instead of losing moves.
        QVERIFY(!plus->isEnabled());
        QVERIFY(plus->toolTip().contains(QStringLiteral("variation")));

        Position from;
        std::vector<Move> added;
        panel.setVariationAdder([&](const Position &p, const std::vector<Move> &m) {
            from = p;
            added = m;
            return true;
        });
        QVERIFY(plus->isEnabled());
        QTest::mouseClick(plus, Qt::LeftButton);
        QCOMPARE(toFen(from), toFen(root));
        QCOMPARE(added, panel.lines().at(1).moves);
        QCOMPARE(document.plyCount(), 0); // adding is not playing
        // Trial with the game tree: the document's addVariation.
        panel.setLocked(true);
        document.playMove(panel.lines().at(0).moves.front());
        document.goToPly(0);
        panel.setVariationAdder([&](const Position &p, const std::vector<Move> &m) {
            return document.position() == p && document.addVariation(m);
        });
        const std::vector<Move> second = panel.lines().at(1).moves;
        QTest::mouseClick(plus, Qt::LeftButton);
        QCOMPARE(int(document.tree().children(GameTree::root()).size()), 2);
        QCOMPARE(document.tree().move(document.tree().children(GameTree::root())[1]),
                 second.front());
        QCOMPARE(document.currentPly(), 0);
    }

    void lockKeepsThePositionWhileBrowsing() {
        PositionDocument document;
        document.setPosition(fromFen(OutsidePasser), QStringLiteral("test"));
        const Position start = document.position();
        QVERIFY(document.playMove(parseUciMove(document.position(), "e3d4").move));
        QVERIFY(document.playMove(parseUciMove(document.position(), "e6d6").move));
        const Position locked = document.position();
        AnalysisController controller;
        controller.setEngine(std::make_shared<SearchEngine>(8));
        QSignalSpy infos(&controller, &AnalysisController::infoUpdated);
        AnalysisPanel panel(&document, &controller);
        panel.resize(520, 640);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
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
