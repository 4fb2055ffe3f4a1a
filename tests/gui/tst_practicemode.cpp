// Practice against perfect play as a player meets it: on a real main window,
// Game ▸ Practise this position from the menu, moves dragged on the board.
// A KPK win thrown away is reported (the move marked "?", Retry restores the
// position); when Rampart defends KPK every reply is the longest defence,
// checked against the tables (an independent part of the program), and the
// try ends in mate with the result panel; a position out of every scope
// leaves practice off with the solver's reason; a five-man pawn ending is
// solved first, then answered from the solved set; so is Fine #70, where
// 1.Ka2 is reported as thrown away and 1.Kb1 kept.
#include <QCheckBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "chess/notation.h"

#include "games/pgnreader.h"

#include "tables/tableregistry.h"

#include "services/practiceprogress.h"
#include "services/tableservice.h"

#include "models/positioncollectionmodel.h"
#include "models/positiondocument.h"

#include "workers/analysisengine.h"
#include "workers/solveservice.h"

#include "widgets/boardview.h"
#include "widgets/collectionpanel.h"
#include "widgets/documentio.h"
#include "widgets/mainwindow.h"
#include "widgets/practicepanel.h"
#include "widgets/practicesession.h"

#include "../tablecacheseed.h"
#include "../testfen.h"
#include "menuaccess.h"

using namespace rampart;
using State = PracticeSession::State;

namespace {

constexpr int SolveTimeoutMs = 400000;

// A move dragged on the board, from square to square, as a player does (a
// promotion answered in the board's chooser).
void drag(BoardView &board, Move m) {
    board.setPromotionChooser([m](Square, Square) { return m.promotion(); });
    const QPoint from = board.squareCenter(m.from()), to = board.squareCenter(m.to());
    QTest::mousePress(&board, Qt::LeftButton, {}, from);
    QTest::mouseMove(&board, (from + to) / 2);
    QTest::mouseMove(&board, to);
    QTest::mouseRelease(&board, Qt::LeftButton, {}, to);
}

// The tables' value of move m in pos, for the mover.
TableProbe tableValueOf(const TableRegistry &tables, const Position &pos, Move m) {
    for (const MoveProbe &p : tables.probeMoves(pos))
        if (p.move == m) return p.result;
    return {};
}

QString shotPath(const QString &name) {
    const QString dir = qEnvironmentVariable("RAMPART_PRACTICE_SHOTS");
    return dir.isEmpty() ? QString() : dir + u'/' + name;
}

// A window without a search (the analysis is not what is tested here).
struct Window {
    MainWindow window{std::shared_ptr<AnalysisEngine>()};
    PracticeSession *session = window.practiceSession();
    PracticePanel *panel = window.practicePanel();
    QPushButton *button(const char *name) const {
        return panel->findChild<QPushButton *>(QLatin1String(name));
    }
};

// Game ▸ Practise this position on start, which only a solve answers: the
// try waits for the solve, then starts with the player as White, every
// value from the solved set.
void practiseAfterTheSolve(Window &w, const Position &start) {
    w.window.loadPosition(start);
    QVERIFY(menuaccess::showWindow(w.window));
    QSignalSpy finished(&SolveService::shared(), &SolveService::finished);
    menuaccess::menuAction(w.window, QStringLiteral("practiseAction"))->trigger();
    QCOMPARE(int(w.session->state()), int(State::Preparing));
    QVERIFY(finished.wait(SolveTimeoutMs) || finished.size() == 1);
    QTRY_VERIFY(w.session->isActive());
    QCOMPARE(w.session->side(), White);
    QCOMPARE(int(w.session->knowledge()->value(start)->source), int(PracticeSource::SolvedSet));
}

} // namespace

class TestPracticeMode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void kpkSlipIsReportedAndRetried();
    void kpkDefenceIsTheTablesLongest();
    void outOfScopeSaysWhy();
    void pawnEndingIsSolvedFirst();
    void fine70AfterASolve();
    void collectionIsPractisedAndProgressKept();

private:
    QTemporaryDir m_cache;
};

void TestPracticeMode::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_practicemode"));
    QSettings().clear();
    QVERIFY(m_cache.isValid());
    TableService::setSharedCacheDirectory(m_cache.path());
    seedTableCache(m_cache.path());
}

void TestPracticeMode::kpkSlipIsReportedAndRetried() {
    Window w;
    const Position start = fromFen("8/8/3k4/8/8/4K3/3P4/8 w - - 0 1");
    w.window.loadPosition(start);
    auto *panel = menuaccess::openFromMenu<PracticePanel>(
        w.window, QStringLiteral("practiseAction"), QStringLiteral("practicePanel"));
    QVERIFY(panel);
    QCOMPARE(int(w.session->state()), int(State::PlayerToMove));
    QCOMPARE(w.session->side(), White); // the side that wins
    QVERIFY(!w.window.board()->isFlipped());
    QVERIFY(!w.window.findChild<QDockWidget *>(QStringLiteral("analysisDock"))->isVisible());

    // d2-d4 too early: the defending king holds the key squares.
    drag(*w.window.board(), Move(D2, D4));
    QTRY_COMPARE(int(w.session->state()), int(State::Slipped));
    QVERIFY2(w.session->judgedText().contains(QStringLiteral("thrown away: win → draw")),
             qPrintable(w.session->judgedText()));
    const PositionDocument &doc = *w.window.document();
    QCOMPARE(doc.tree().nags(doc.currentNode()), std::vector<std::uint8_t>{2});
    QVERIFY(w.button("practiceRetry")->isVisible());
    QVERIFY(w.button("practicePlayOn")->isVisible());
    if (const QString shot = shotPath(QStringLiteral("slip.png")); !shot.isEmpty())
        w.window.grab().save(shot);

    QTest::mouseClick(w.button("practiceRetry"), Qt::LeftButton);
    QCOMPARE(int(w.session->state()), int(State::PlayerToMove));
    QCOMPARE(doc.position().key(), start.key());

    // Kept now: a move that wins, and Rampart answers it at once.
    TableRegistry tables;
    const Move keep = tables.probeMoves(start).front().move;
    drag(*w.window.board(), keep);
    QTRY_COMPARE(int(w.session->state()), int(State::PlayerToMove));
    QCOMPARE(*w.session->lastVerdict(), MoveVerdict::Kept);
    QCOMPARE(doc.plyCount(), 2);
    // The try's line is the main line; the slip stays as a variation.
    QVERIFY(doc.tree().isMainLine(doc.currentNode()));
    QCOMPARE(doc.tree().childCount(GameTree::root()), 2);
    QCOMPARE(w.session->result(), std::nullopt);

    // The try saved as PGN reads back as a game: the kept move the main
    // line, the slip a variation with "?" and its values, the seed said.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("try.pgn"));
    QString error;
    QVERIFY2(DocumentIo::exportPgn(doc, path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const PgnReadResult read = readPgnGame(file.readAll().toStdString());
    QVERIFY(read.ok());
    const GameTree &tree = read.game.tree;
    const std::vector<NodeId> children = tree.children(GameTree::root());
    QCOMPARE(int(children.size()), 2);
    QCOMPARE(tree.move(children[0]), keep);
    QCOMPARE(tree.move(children[1]), Move(D2, D4));
    QCOMPARE(tree.nags(children[1]).front(), std::uint8_t(2)); // then the export's value sign
    QVERIFY(QString::fromStdString(tree.commentAfter(children[1]))
                .contains(QStringLiteral("mate in 19 before, draw after")));
    QVERIFY(QString::fromStdString(tree.commentAfter(GameTree::root()) +
                                   tree.commentBefore(children[0]))
                .contains(QStringLiteral("seed %1").arg(w.session->seed())));
}

void TestPracticeMode::kpkDefenceIsTheTablesLongest() {
    // The player wins; Rampart defends. Each reply is a move the tables rank
    // best for the defender (the longest defence); the player plays the
    // tables' best moves, so the try ends in mate in the optimal number.
    Window w;
    const Position start = fromFen("3k4/8/3K4/3P4/8/8/8/8 b - - 0 1");
    w.window.loadPosition(start);
    QVERIFY(menuaccess::showWindow(w.window));
    auto *practise = menuaccess::menuAction(w.window, QStringLiteral("practiseAction"));
    QVERIFY(practise && practise->isEnabled());
    TableRegistry tables;
    QVERIFY(tables.probeMoves(start).front().result.isLoss()); // Black to move loses
    practise->trigger();
    QCOMPARE(w.session->side(), White);
    QVERIFY(!w.window.board()->isFlipped());
    QTRY_COMPARE(int(w.session->state()), int(State::PlayerToMove)); // Rampart moved first
    const PositionDocument &doc = *w.window.document();
    int replies = 0;
    for (int ply = 0; ply < 80 && w.session->state() == State::PlayerToMove; ++ply) {
        const GameTree &tree = doc.tree();
        const NodeId replyNode = doc.currentNode();
        const Position before = tree.positionAt(tree.parent(replyNode));
        const Move reply = tree.move(replyNode);
        const std::vector<MoveProbe> best = tables.probeMoves(before);
        const TableProbe played = tableValueOf(tables, before, reply);
        QVERIFY2(played.kind == best.front().result.kind &&
                     played.distance == best.front().result.distance,
                 qPrintable(QString::fromStdString(toSan(before, reply))));
        ++replies;
        if (replies == 3)
            if (const QString shot = shotPath(QStringLiteral("in-progress.png")); !shot.isEmpty())
                w.window.grab().save(shot);
        drag(*w.window.board(), tables.probeMoves(doc.position()).front().move);
        QTRY_VERIFY(w.session->state() != State::Replying);
    }
    QCOMPARE(int(w.session->state()), int(State::Ended));
    const PracticeResult &r = *w.session->result();
    QCOMPARE(int(r.boardEnd), int(PracticeEnd::Checkmate));
    QVERIFY(r.kept);
    QCOMPARE(r.playerMoves, r.optimalMoves);
    QCOMPARE(r.optimalMoves, tables.probe(start).result.plies() / 2);
    QVERIFY(replies > 5);
    QVERIFY(w.panel->resultText().contains(QLatin1String("Kept")));
    if (const QString shot = shotPath(QStringLiteral("result.png")); !shot.isEmpty())
        w.window.grab().save(shot);
    // Kept without help: the progress of the position says so.
    const PracticeProgressEntry progress = PracticeProgress::get(start.key());
    QCOMPARE(int(progress.best), int(PracticeProgressEntry::Best::WithoutHelp));
    QCOMPARE(progress.tries, 1);
}

void TestPracticeMode::outOfScopeSaysWhy() {
    Window w;
    w.window.loadPosition(fromFen("4k3/8/8/8/8/8/4P1P1/1N2K1B1 w - - 0 1"));
    QVERIFY(menuaccess::showWindow(w.window));
    auto *practise = menuaccess::menuAction(w.window, QStringLiteral("practiseAction"));
    QVERIFY(practise);
    QVERIFY(!practise->isEnabled());
    QVERIFY2(practise->statusTip().contains(QLatin1String("Practice is off")) &&
                 practise->statusTip().contains(QLatin1String("too many pieces")),
             qPrintable(practise->statusTip()));
    // The panel's Start says the same.
    w.window.findChild<QAction *>(QStringLiteral("practicePanelAction"))->trigger();
    QTest::mouseClick(w.button("practiceStart"), Qt::LeftButton);
    QCOMPARE(int(w.session->state()), int(State::Idle));
    auto *message = w.panel->findChild<QLabel *>(QStringLiteral("practiceMessage"));
    QVERIFY(message->text().contains(QLatin1String("Practice is off")));
}

void TestPracticeMode::pawnEndingIsSolvedFirst() {
#ifdef RAMPART_SANITIZED
    QSKIP("a solve resting on four-man tables, too slow to build here");
#endif
    // Five men: no table; the solve runs first, then every reply comes from
    // the solved set.
    Window w;
    const Position start = fromFen("8/8/8/4k3/3p4/3P4/2P5/4K3 w - - 0 1");
    practiseAfterTheSolve(w, start);
    if (QTest::currentTestFailed()) return;
    const std::vector<PracticeMove> moves = w.session->knowledge()->moves(start);
    const std::vector<Move> keeping = keepingMoves(moves);
    // A move that throws the result away, if there is one; then a keeping one.
    const PracticeOutcome result = *provenOutcome(moves);
    const auto slip = std::find_if(moves.begin(), moves.end(), [&](const PracticeMove &m) {
        return m.value && m.value->best.outcome < result;
    });
    if (slip != moves.end()) {
        drag(*w.window.board(), slip->move);
        QTRY_COMPARE(int(w.session->state()), int(State::Slipped));
        QTest::mouseClick(w.button("practiceRetry"), Qt::LeftButton);
    }
    drag(*w.window.board(), keeping.front());
    QTRY_COMPARE(int(w.session->state()), int(State::PlayerToMove));
    QCOMPARE(*w.session->lastVerdict(), MoveVerdict::Kept);
    QVERIFY(w.session->replyText().contains(QLatin1String("Rampart played")));
}

void TestPracticeMode::fine70AfterASolve() {
#ifdef RAMPART_SANITIZED
    QSKIP("a nine-man solve, too slow under the sanitizers");
#endif
    // The Lasker-Reichhelm position, as a player practises it: the solve
    // first (about 20 s on two threads with the four-man tables cached),
    // then 1.Ka2 throws the win away and 1.Kb1, the only winning move, keeps
    // it (Fine, Basic Chess Endings, No. 70).
    Window w;
    const Position start = fromFen(MainWindow::defaultFen().toStdString().c_str());
    practiseAfterTheSolve(w, start);
    if (QTest::currentTestFailed()) return;

    drag(*w.window.board(), Move(A1, A2));
    QTRY_COMPARE(int(w.session->state()), int(State::Slipped));
    QVERIFY2(w.session->judgedText().contains(QStringLiteral("thrown away: win → draw")),
             qPrintable(w.session->judgedText()));
    QTest::mouseClick(w.button("practiceRetry"), Qt::LeftButton);
    QCOMPARE(w.window.document()->position().key(), start.key());
    drag(*w.window.board(), Move(A1, B1));
    QTRY_COMPARE(int(w.session->state()), int(State::PlayerToMove));
    QCOMPARE(*w.session->lastVerdict(), MoveVerdict::Kept);
    QVERIFY(w.session->replyText().contains(QLatin1String("Rampart played")));
}

void TestPracticeMode::collectionIsPractisedAndProgressKept() {
    // A restart: a new window reads the progress from the settings. (The
    // KPK defence above was kept without help.)
    const char *solved = "3k4/8/3K4/3P4/8/8/8/8 b - - 0 1";
    const char *other = "8/8/3k4/8/8/4K3/3P4/8 w - - 0 1";
    Window w;
    QVERIFY(menuaccess::showWindow(w.window));
    auto *collection = w.window.findChild<CollectionPanel *>(QStringLiteral("collectionPanel"));
    PositionCollectionModel *model = collection->model();
    model->setText(QStringLiteral("%1\n%2\n").arg(QLatin1String(solved), QLatin1String(other)));
    const auto progressText = [&](int row) {
        return model->index(row, PositionCollectionModel::PracticeColumn).data().toString();
    };
    QVERIFY(progressText(0).startsWith(QLatin1String("solved without help, 1 tr")));
    QCOMPARE(progressText(1), QString());
    // Practise on: each row shown starts a try; Next goes to the next one.
    collection->showRow(0);
    collection->findChild<QToolButton *>(QStringLiteral("collectionPractise"))->click();
    QTRY_VERIFY(w.session->isActive());
    QCOMPARE(w.session->startPosition().key(), fromFen(solved).key());
    w.session->resign();
    QVERIFY(progressText(0).startsWith(QLatin1String("solved without help, 2 tr")));
    collection->showNext();
    QTRY_VERIFY(w.session->isActive());
    QCOMPARE(w.session->startPosition().key(), fromFen(other).key());
    w.session->resign();
    QVERIFY(progressText(1).startsWith(QLatin1String("not yet, 1 tr")));
    // Reset clears the collection's progress.
    collection->findChild<QToolButton *>(QStringLiteral("collectionResetProgress"))->click();
    QCOMPARE(progressText(0), QString());
    QCOMPARE(PracticeProgress::get(fromFen(other).key()).tries, 0);
}

QTEST_MAIN(TestPracticeMode)
#include "tst_practicemode.moc"
