// "Add best line to the game" as a player meets it, on a real main window:
// the button beside the analysis panel's Table row, the context menu of the
// tablebase browser's move list (the browser opened from its menu), and the
// context menu of the solved move list after Solve. The line in the game is
// checked against the tables, an independent part of the program: every
// move one they rank best for its side, to mate, each value in a comment;
// a move that is not the best starts the line and the rest keeps its
// result. And the analysis panel's Practise button beside Solve starts a
// try as Game ▸ Practise this position does.
#include <algorithm>

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include "chess/fen.h"

#include "tables/tableregistry.h"

#include "services/tableservice.h"

#include "models/browsermovemodel.h"
#include "models/positiondocument.h"
#include "models/solvedmovemodel.h"

#include "workers/analysisengine.h"
#include "workers/solveservice.h"

#include "widgets/analysispanel.h"
#include "widgets/mainwindow.h"
#include "widgets/practicesession.h"
#include "widgets/solvepanel.h"
#include "widgets/tablebasebrowser.h"

#include "../tablecacheseed.h"
#include "../testfen.h"
#include "menuaccess.h"

using namespace rampart;

namespace {

constexpr int SolveTimeoutMs = 400000;
// KPK, White to move wins (the defending king is not yet on the key squares).
constexpr const char *KpkWin = "8/8/3k4/8/8/4K3/3P4/8 w - - 0 1";

// The moves of the variation that starts at the first child of `node` given
// by `first` (or the main continuation when first is none), with the comment
// after each.
struct GameLine {
    std::vector<Move> moves;
    QStringList comments;
};
GameLine lineAfter(const GameTree &tree, NodeId node, Move first = Move::none()) {
    GameLine line;
    NodeId n = first.isNone() ? tree.next(node) : tree.findChild(node, first);
    for (; n != NoNode; n = tree.next(n)) {
        line.moves.push_back(tree.move(n));
        line.comments << QString::fromStdString(tree.commentAfter(n));
    }
    return line;
}

// Every move of line from start is one the tables rank best for its side
// (from index `from` on), and the line ends in mate.
void checkBestToMate(const TableRegistry &tables, const Position &start, const GameLine &line,
                     std::size_t from = 0) {
    Position pos = start;
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        if (i >= from) {
            const std::vector<MoveProbe> ranked = tables.probeMoves(pos);
            QVERIFY(!ranked.empty());
            const auto played = std::find_if(ranked.begin(), ranked.end(), [&](const MoveProbe &p) {
                return p.move == line.moves[i];
            });
            QVERIFY(played != ranked.end());
            QCOMPARE(int(played->result.kind), int(ranked.front().result.kind));
            QCOMPARE(played->result.plies(), ranked.front().result.plies());
        }
        pos.makeMove(line.moves[i]);
        QVERIFY2(!line.comments[int(i)].isEmpty(), qPrintable(QString::number(i)));
    }
    QVERIFY(pos.isCheckmate());
}

struct Window {
    MainWindow window{std::shared_ptr<AnalysisEngine>()};
    PositionDocument &doc = *window.document();
    AnalysisPanel *analysis = window.findChild<AnalysisPanel *>(QStringLiteral("analysisPanel"));
};

} // namespace

class TestBestLine : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void tableRowAddsTheLineToMate();
    void browserMoveAddsItsLine();
    void solvedMoveAddsItsLine();
    void practiseButtonBesideSolve();

private:
    QTemporaryDir m_cache;
};

void TestBestLine::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_bestline"));
    QSettings().clear();
    QVERIFY(m_cache.isValid());
    TableService::setSharedCacheDirectory(m_cache.path());
    seedTableCache(m_cache.path());
}

void TestBestLine::tableRowAddsTheLineToMate() {
    Window w;
    QVERIFY(menuaccess::showWindow(w.window));
    const Position start = fromFen(KpkWin);
    w.window.loadPosition(start);
    auto *button = w.analysis->findChild<QToolButton *>(QStringLiteral("addBestLineButton"));
    QVERIFY(button);
    QTRY_VERIFY(button->isVisible() && button->isEnabled());
    const int undoSteps = w.doc.undoStack()->count();
    QTest::mouseClick(button, Qt::LeftButton);

    // The line is the game's main continuation (there was none); the board
    // stays at the start; one undo step.
    QCOMPARE(w.doc.position().key(), start.key());
    const GameLine line = lineAfter(w.doc.tree(), w.doc.currentNode());
    const TableRegistry &tables = TableService::shared().registry();
    QCOMPARE(int(line.moves.size()), tables.probe(start).result.plies());
    checkBestToMate(tables, start, line);
    QVERIFY2(line.comments.front().startsWith(QLatin1String("Black to move: mated in")),
             qPrintable(line.comments.front()));
    QVERIFY2(line.comments.back().contains(QLatin1String("mated in 0")) ||
                 line.comments.back().contains(QLatin1String("checkmate")),
             qPrintable(line.comments.back()));
    QCOMPARE(w.doc.undoStack()->count(), undoSteps + 1);
    // A picture of the line in the game, for a reader of the notes.
    if (const QString dir = qEnvironmentVariable("RAMPART_BESTLINE_SHOTS"); !dir.isEmpty())
        w.window.grab().save(dir + QStringLiteral("/table-row-line.png"));
    w.doc.undoStack()->undo();
    QCOMPARE(w.doc.tree().next(w.doc.currentNode()), NoNode);

    // A position no table or solved set knows: the button is off.
    w.window.loadPosition(fromFen("4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1"));
    QTRY_VERIFY(!button->isEnabled());
}

void TestBestLine::browserMoveAddsItsLine() {
    Window w;
    const Position start = fromFen(KpkWin);
    w.window.loadPosition(start);
    auto *browser = menuaccess::openFromMenu<TablebaseBrowser>(
        w.window, QStringLiteral("tablebaseBrowserAction"), QStringLiteral("tablebaseBrowser"));
    QVERIFY(browser);
    QTRY_VERIFY(browser->isTableReady());
    QCOMPARE(browser->position().key(), start.key());
    auto *model = browser->findChild<BrowserMoveModel *>(QStringLiteral("tbMoveModel"));
    auto *view = browser->findChild<QTableView *>(QStringLiteral("tbMoveView"));
    auto *action = browser->findChild<QAction *>(QStringLiteral("browserAddBestLineAction"));
    QVERIFY(model && view && action);
    QVERIFY(view->actions().contains(action)); // the list's context menu
    // A row that keeps the win but is not the quickest: the line starts
    // with it, then both sides play best to mate.
    const TableRegistry &tables = TableService::shared().registry();
    const std::vector<MoveProbe> ranked = tables.probeMoves(start);
    int row = -1;
    for (int r = 0; r < model->rowCount() && row < 0; ++r) {
        const Move m = model->moveAt(r);
        for (const MoveProbe &p : ranked)
            if (p.move == m && p.result.isWin() && p.result.plies() > ranked.front().result.plies())
                row = r;
    }
    QVERIFY(row >= 0);
    const Move first = model->moveAt(row);
    view->setCurrentIndex(model->index(row, 0)); // as the right click does
    action->trigger();
    const GameLine line = lineAfter(w.doc.tree(), w.doc.currentNode(), first);
    QVERIFY(!line.moves.empty());
    QCOMPARE(line.moves.front(), first);
    checkBestToMate(tables, start, line, 1);

    // From the browser's own position ("Add to game") when the main board
    // shows another: the position becomes the game's start, Undo brings
    // the old game back.
    w.window.loadPosition(fromFen("8/8/8/8/8/2k5/8/K7 w - - 0 1"));
    const Key before = w.doc.position().key();
    QTest::mouseClick(browser->findChild<QPushButton *>(QStringLiteral("bestLineToGameButton")),
                      Qt::LeftButton);
    QCOMPARE(w.doc.position().key(), start.key());
    checkBestToMate(tables, start, lineAfter(w.doc.tree(), w.doc.currentNode()));
    w.doc.undoStack()->undo();
    QCOMPARE(w.doc.position().key(), before);
}

void TestBestLine::solvedMoveAddsItsLine() {
    SKIP_WHEN_SANITIZED();
    // Five men, no table: Solve, then a move of the solved list; its line
    // runs through the solved set and, after the promotion, the tables.
    Window w;
    QVERIFY(menuaccess::showWindow(w.window));
    const Position start = fromFen("8/8/8/4k3/3p4/3P4/2P5/4K3 w - - 0 1");
    w.window.loadPosition(start);
    SolvePanel *solve = w.analysis->solvePanel();
    QSignalSpy finished(&SolveService::shared(), &SolveService::finished);
    QTest::mouseClick(solve->findChild<QPushButton *>(QStringLiteral("solveButton")),
                      Qt::LeftButton);
    QVERIFY(finished.wait(SolveTimeoutMs) || finished.size() == 1);
    auto *view = solve->findChild<QTableView *>(QStringLiteral("solveMoveList"));
    auto *action = solve->findChild<QAction *>(QStringLiteral("solvedAddBestLineAction"));
    QVERIFY(view && action && view->actions().contains(action));
    SolvedMoveModel *model = solve->moveModel();
    QTRY_VERIFY(model->rowCount() > 0);
    const Move first = model->moveAt(0); // the best move
    view->setCurrentIndex(model->index(0, 0));
    action->trigger();
    const GameLine line = lineAfter(w.doc.tree(), w.doc.currentNode(), first);
    QVERIFY(line.moves.size() > 10);
    QCOMPARE(line.moves.front(), first);
    // Legal throughout, a value after every move, and a mate or a stop said.
    Position pos = start;
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        QVERIFY(pos.isLegalMove(line.moves[i]));
        pos.makeMove(line.moves[i]);
        QVERIFY(!line.comments[int(i)].isEmpty());
    }
    QVERIFY2(pos.isCheckmate() || line.comments.back().contains(QLatin1String("line")),
             qPrintable(line.comments.back()));
    // The first move's comment is the solved set's value after it.
    Position afterFirst = start;
    afterFirst.makeMove(first);
    const std::optional<SolverValue> v = SolveService::shared().solvedSet()->value(afterFirst);
    QVERIFY(v);
}

void TestBestLine::practiseButtonBesideSolve() {
    Window w;
    QVERIFY(menuaccess::showWindow(w.window));
    w.window.loadPosition(fromFen(KpkWin));
    auto *button =
        w.analysis->solvePanel()->findChild<QToolButton *>(QStringLiteral("practiseButton"));
    QVERIFY(button);
    QCOMPARE(button->defaultAction(), w.window.practiseAction());
    QCOMPARE(button->text(), QStringLiteral("Practise"));
    QTRY_VERIFY(button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_COMPARE(int(w.window.practiceSession()->state()),
                 int(PracticeSession::State::PlayerToMove));
    // Out of every scope: the button is off and its tooltip says why.
    w.window.practiceSession()->stop();
    w.window.loadPosition(fromFen("rn2k3/pppp4/8/8/8/8/PPPP4/RN2K3 w - - 0 1"));
    QTRY_VERIFY(!button->isEnabled());
    QVERIFY(!button->toolTip().isEmpty());
}

QTEST_MAIN(TestBestLine)
#include "tst_bestline.moc"
