// The built-in practice course (resources/positions/practice-course.epd) as
// a player meets it, on a real main window: Game ▸ Practice course opens it
// in the collection panel, every line of the file in the file's order, with
// Practise on and a try running at its first position; there a move that
// throws the win away is reported as a slip, Retry restores the position,
// and the source's key move is kept and answered. And the file itself:
// every line has an id, a result for the side to move and a citation (c0),
// any key move is legal, and the position is in the four-man tables or in
// the solver's scope (counted and checked by the solver's rule, nothing
// solved: Fine No. 70 alone takes half a minute).
#include <QFile>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "chess/fen.h"
#include "chess/notation.h"

#include "tables/material.h"

#include "solver/solver.h"

#include "services/tableservice.h"

#include "models/positioncollectionmodel.h"
#include "models/positiondocument.h"

#include "workers/analysisengine.h"

#include "widgets/boardview.h"
#include "widgets/collectionpanel.h"
#include "widgets/mainwindow.h"
#include "widgets/practicepanel.h"
#include "widgets/practicesession.h"

#include "../tablecacheseed.h"
#include "menuaccess.h"

using namespace rampart;
using State = PracticeSession::State;

namespace {

const char *const CoursePath = RAMPART_SOURCE_DIR "/resources/positions/practice-course.epd";

// The course's position lines; comments and blank lines skipped.
QList<QByteArray> courseLines() {
    QList<QByteArray> lines;
    QFile file(QString::fromUtf8(CoursePath));
    if (!file.open(QIODevice::ReadOnly)) return lines;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty() && !line.startsWith('#')) lines.append(line);
    }
    return lines;
}

// A move dragged on the board from square to square, as a player does.
void drag(BoardView &board, Move m) {
    const QPoint from = board.squareCenter(m.from()), to = board.squareCenter(m.to());
    QTest::mousePress(&board, Qt::LeftButton, {}, from);
    QTest::mouseMove(&board, (from + to) / 2);
    QTest::mouseMove(&board, to);
    QTest::mouseRelease(&board, Qt::LeftButton, {}, to);
}

} // namespace

class TestPracticeCourse : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyLineIsCitedAndPractisable();
    void menuOpensTheCourseAndPractisesItsFirstPosition();

private:
    QTemporaryDir m_cache;
};

void TestPracticeCourse::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_practicecourse"));
    QSettings().clear();
    QVERIFY(m_cache.isValid());
    TableService::setSharedCacheDirectory(m_cache.path());
    seedTableCache(m_cache.path());
}

void TestPracticeCourse::everyLineIsCitedAndPractisable() {
    const QList<QByteArray> lines = courseLines();
    // The request: ten to twenty positions.
    QVERIFY2(lines.size() >= 10 && lines.size() <= 20, qPrintable(QString::number(lines.size())));
    for (const QByteArray &line : lines) {
        const EpdRecord record = parseEpd(line.toStdString());
        QVERIFY2(record.position.ok(), line.constData());
        const Position &pos = *record.position.position;
        QVERIFY2(!record.id().empty(), line.constData());
        const std::vector<std::string> result = record.operands("result");
        QVERIFY2(result.size() == 1 &&
                     (result[0] == "win" || result[0] == "draw" || result[0] == "loss"),
                 line.constData());
        QVERIFY2(!record.comment(0).empty(), line.constData());
        for (const std::string &bm : record.bestMoves())
            QVERIFY2(parseSanMove(pos, bm).ok(), (record.id() + ": " + bm).c_str());
        const bool inTables = popCount(pos.pieces()) <= Material::MaxMen;
        QVERIFY2(inTables || !Solver::outOfScopeReason(pos), record.id().c_str());
    }
}

void TestPracticeCourse::menuOpensTheCourseAndPractisesItsFirstPosition() {
    MainWindow window{std::shared_ptr<AnalysisEngine>()};
    QVERIFY(menuaccess::showWindow(window));
    QAction *course = menuaccess::menuAction(window, QStringLiteral("practiceCourseAction"));
    QVERIFY(course && course->isEnabled());
    course->trigger();

    // The collection shows the course, every line in the file's order.
    auto *collection = window.findChild<CollectionPanel *>(QStringLiteral("collectionPanel"));
    QVERIFY(collection && collection->isVisible());
    const PositionCollectionModel *model = collection->model();
    const QList<QByteArray> lines = courseLines();
    QCOMPARE(model->rowCount(), int(lines.size()));
    for (int row = 0; row < model->rowCount(); ++row) {
        const EpdRecord record = parseEpd(lines[row].toStdString());
        QCOMPARE(model->index(row, PositionCollectionModel::IdColumn).data().toString(),
                 QString::fromStdString(record.id()));
        QCOMPARE(model->positionAt(row)->key(), record.position.position->key());
    }
    QVERIFY(
        collection->findChild<QToolButton *>(QStringLiteral("collectionPractise"))->isChecked());

    // A try at the first position, square of the pawn (K+P against K, in
    // the tables): the player has White, the side that wins.
    PracticeSession *session = window.practiceSession();
    const EpdRecord first = parseEpd(lines.front().toStdString());
    const Position start = *first.position.position;
    QTRY_COMPARE(int(session->state()), int(State::PlayerToMove));
    QCOMPARE(session->startPosition().key(), start.key());
    QCOMPARE(session->side(), White);

    // 1.Kd2? lets the black king into the pawn's square: a slip.
    drag(*window.board(), parseSanMove(start, "Kd2").move);
    QTRY_COMPARE(int(session->state()), int(State::Slipped));
    QVERIFY2(session->judgedText().contains(QStringLiteral("thrown away: win → draw")),
             qPrintable(session->judgedText()));
    QTest::mouseClick(
        window.practicePanel()->findChild<QPushButton *>(QStringLiteral("practiceRetry")),
        Qt::LeftButton);
    QCOMPARE(int(session->state()), int(State::PlayerToMove));
    QCOMPARE(window.document()->position().key(), start.key());

    // The source's key move, 1.h4, keeps the win and Rampart answers it.
    const std::vector<std::string> keyMove = first.bestMoves();
    QCOMPARE(keyMove, std::vector<std::string>{"h4"});
    drag(*window.board(), parseSanMove(start, keyMove.front()).move);
    QTRY_COMPARE(int(session->state()), int(State::PlayerToMove));
    QCOMPARE(*session->lastVerdict(), MoveVerdict::Kept);
    QCOMPARE(window.document()->plyCount(), 2);
}

QTEST_MAIN(TestPracticeCourse)
#include "tst_practicecourse.moc"
