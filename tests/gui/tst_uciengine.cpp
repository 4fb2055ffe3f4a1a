// External UCI engines: the protocol driven against a fake engine of our own
// (tests/engines/fakeuci.sh: known lines, a crashing, a hanging and a mute
// mode), the engine list in QSettings, the engines dialog (with the threads
// of Rampart's own search) and the lines in
// the analysis panel reached through Analysis ▸ Engines…, and, when Debian's
// stockfish package is installed, Stockfish checked against Rampart's KPK
// table.
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QTreeWidget>

#include "chess/fen.h"
#include "chess/notation.h"

#include "tables/tableregistry.h"

#include "search/search.h"

#include "services/enginesettings.h"
#include "services/searchsettings.h"

#include "models/positiondocument.h"

#include "workers/uciengine.h"

#include "widgets/enginelinesview.h"
#include "widgets/enginesdialog.h"
#include "widgets/mainwindow.h"

using namespace rampart;

namespace {
const QString EngineDir = QStringLiteral(RAMPART_SOURCE_DIR "/tests/engines/");
const QString Fake = EngineDir + QStringLiteral("fakeuci.sh");
const QString Crashing = EngineDir + QStringLiteral("crashinguci.sh");
const QString Hanging = EngineDir + QStringLiteral("hanginguci.sh");
const QString StockfishPath = QStringLiteral("/usr/games/stockfish");
const char *WhiteFen = "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1";
const char *BlackFen = "8/8/8/4k3/8/8/4P3/4K3 b - - 0 1";
constexpr int Wait = 10000;

Position position(const char *fen) {
    return *parseFen(fen).position;
}
QString san(const Position &from, const std::vector<Move> &moves) {
    return QString::fromStdString(lineToSan(from, moves));
}
} // namespace

class TestUciEngine : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_uciengine"));
        QSettings().clear();
        QVERIFY(QFileInfo(Fake).isExecutable());
    }
    void init() { qunsetenv("FAKEUCI_MODE"); }

    void linesFromTheEngine() {
        UciEngine engine(Fake);
        QSignalSpy names(&engine, &UciEngine::nameChanged);
        engine.analyse(position(WhiteFen));
        QCOMPARE(engine.state(), UciEngine::State::Starting);
        QTRY_COMPARE_WITH_TIMEOUT(engine.lines().size(), 1, Wait);
        QCOMPARE(engine.state(), UciEngine::State::Searching);
        QCOMPARE(engine.engineName(), QStringLiteral("Fake UCI 1.0"));
        QCOMPARE(names.count(), 1);
        const EngineLine line = engine.lines().front();
        QCOMPARE(line.depth, 7);
        QCOMPARE(line.centipawns, 512);
        QCOMPARE(line.nodes, std::uint64_t(4096));
        // The engine's fourth move (a1a2) is not legal there: cut off.
        QCOMPARE(san(position(WhiteFen), line.moves), QStringLiteral("1. e4 Ke6 2. Ke2"));

        engine.setMultiPv(3); // restarts the search with three lines
        QTRY_COMPARE_WITH_TIMEOUT(engine.lines().size(), 3, Wait);
        const auto lines = engine.lines();
        QCOMPARE(lines[1].centipawns, 300);
        QVERIFY(lines[1].bound);
        QCOMPARE(lines[2].mateIn, 12);
        QCOMPARE(san(position(WhiteFen), lines[2].moves), QStringLiteral("1. Kd2 Kd4"));
        engine.stop();
        QTRY_COMPARE_WITH_TIMEOUT(engine.state(), UciEngine::State::Ready, Wait);
        QVERIFY(!engine.isSearching());
    }

    void scoresFromWhitesView() {
        UciEngine engine(Fake);
        engine.setMultiPv(2);
        engine.analyse(position(BlackFen));
        QTRY_COMPARE_WITH_TIMEOUT(engine.lines().size(), 2, Wait);
        QCOMPARE(engine.lines()[0].centipawns, 250); // Black's -2.50
        QCOMPARE(engine.lines()[1].mateIn, 9);       // Black is mated in 9
        QCOMPARE(san(position(BlackFen), engine.lines()[0].moves),
                 QStringLiteral("1... Ke4 2. Kf2"));
    }

    void newPositionWaitsForBestmove() {
        const QString log = m_dir.filePath(QStringLiteral("commands.log"));
        qputenv("FAKEUCI_LOG", log.toLocal8Bit());
        {
            UciEngine engine(Fake);
            engine.analyse(position(WhiteFen));
            QTRY_COMPARE_WITH_TIMEOUT(engine.lines().size(), 1, Wait);
            engine.analyse(position(BlackFen));
            QCOMPARE(engine.state(), UciEngine::State::Stopping);
            QVERIFY(engine.lines().isEmpty()); // the old lines are gone at once
            QTRY_COMPARE_WITH_TIMEOUT(engine.lines().size(), 1, Wait);
            QCOMPARE(engine.lines()[0].centipawns, 250);
        } // the destructor says quit
        qunsetenv("FAKEUCI_LOG");
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList commands =
            QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(commands.first(), QStringLiteral("uci"));
        const qsizetype stop = commands.indexOf(QStringLiteral("stop"));
        QVERIFY(stop > 0);
        QCOMPARE(commands[stop - 1], QStringLiteral("go infinite"));
        QCOMPARE(commands[stop + 1], QStringLiteral("position fen ") + BlackFen);
        QCOMPARE(commands.last(), QStringLiteral("quit"));
    }

    void crashIsReported() {
        UciEngine engine(Crashing);
        QSignalSpy failed(&engine, &UciEngine::failed);
        engine.analyse(position(WhiteFen));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, Wait);
        QCOMPARE(engine.state(), UciEngine::State::Failed);
        QCOMPARE(failed.first().first().toString(), QStringLiteral("The engine crashed."));
        QVERIFY(!engine.isSearching());
        // Start again: a new process, which crashes again.
        engine.analyse(position(WhiteFen));
        QCOMPARE(engine.state(), UciEngine::State::Starting);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 2, Wait);
    }

    void hangIsReported() {
        UciEngine engine(Hanging);
        engine.setTimeout(500);
        QSignalSpy failed(&engine, &UciEngine::failed);
        engine.analyse(position(WhiteFen));
        QTRY_COMPARE_WITH_TIMEOUT(engine.lines().size(), 1, Wait);
        engine.stop(); // never answered
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, Wait);
        QVERIFY(failed.first().first().toString().contains(QLatin1String("\"bestmove\"")));
        QCOMPARE(engine.state(), UciEngine::State::Failed);
    }

    void muteEngineIsReported() {
        qputenv("FAKEUCI_MODE", "mute");
        UciEngine engine(Fake);
        engine.setTimeout(500);
        QSignalSpy failed(&engine, &UciEngine::failed);
        engine.analyse(position(WhiteFen));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, Wait);
        QVERIFY(engine.failure().contains(QLatin1String("\"uciok\"")));
    }

    void missingProgramIsReported() {
        UciEngine engine(m_dir.filePath(QStringLiteral("no-such-engine")));
        QSignalSpy failed(&engine, &UciEngine::failed);
        engine.analyse(position(WhiteFen));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, Wait);
        QVERIFY(engine.failure().startsWith(QLatin1String("The engine could not be started")));
    }

    void settingsRoundTrip() {
        QSettings().clear();
        // Nothing saved yet: the detected engines are offered.
        QCOMPARE(EngineSettings::engines(), EngineSettings::detect());
        const QList<EngineConfig> list = {{QStringLiteral("Fake"), Fake, true},
                                          {QStringLiteral("Crashy"), Crashing, false}};
        EngineSettings::save(list);
        QCOMPARE(EngineSettings::engines(), list);
        EngineSettings::save({});
        QVERIFY(EngineSettings::engines().isEmpty()); // a removed Stockfish stays removed
        QVERIFY(!EngineSettings::problemWith(m_dir.path()).isEmpty());
        QVERIFY(!EngineSettings::problemWith(m_dir.filePath(QStringLiteral("x"))).isEmpty());
        QVERIFY(EngineSettings::problemWith(Fake).isEmpty());
    }

    // Rampart's own search: one thread per core until the user chooses;
    // the dialog shows and saves the choice, Cancel keeps what was saved.
    void searchThreadsSetting() {
        QSettings().clear();
        QCOMPARE(SearchSettings::defaultThreads(),
                 std::clamp(QThread::idealThreadCount(), 1, MaxSearchThreads));
        QCOMPARE(SearchSettings::threads(), SearchSettings::defaultThreads());
        EnginesDialog dialog;
        QCOMPARE(dialog.searchThreads(), SearchSettings::defaultThreads());
        // A screen reader names the spin box by its label (the buddy).
        auto *spin = dialog.findChild<QSpinBox *>();
        QVERIFY(spin);
        QCOMPARE(QAccessible::queryAccessibleInterface(spin)->text(QAccessible::Name),
                 QStringLiteral("Threads of Rampart's search:"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(QDir(QCoreApplication::applicationDirPath())
                                       .absoluteFilePath(QStringLiteral("engines-dialog.png"))));
        dialog.setSearchThreads(3);
        dialog.accept();
        QCOMPARE(SearchSettings::threads(), 3);
        EnginesDialog cancelled;
        QCOMPARE(cancelled.searchThreads(), 3);
        cancelled.setSearchThreads(5);
        cancelled.reject();
        QCOMPARE(SearchSettings::threads(), 3);
        SearchSettings::setThreads(MaxSearchThreads + 1);
        QCOMPARE(SearchSettings::threads(), MaxSearchThreads);
        QSettings().clear();
    }

    void stockfishIsDetected() {
        if (!QFileInfo(StockfishPath).isExecutable())
            QSKIP("Debian's stockfish package is not installed");
        const auto found = EngineSettings::detect();
        QVERIFY(std::any_of(found.begin(), found.end(), [](const EngineConfig &e) {
            return QFileInfo(e.program).canonicalFilePath() ==
                   QFileInfo(StockfishPath).canonicalFilePath();
        }));
    }

    void dialogThroughTheMenu() {
        EngineSettings::save({});
        MainWindow window;
        window.show();
        auto *action = window.findChild<QAction *>(QStringLiteral("enginesAction"));
        QVERIFY(action);
        QVERIFY(action->isEnabled());
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<EnginesDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            seen = true;
            QVERIFY(!dialog->addEngine(m_dir.path()).isEmpty()); // a folder is refused
            QVERIFY(dialog->engines().isEmpty());
            QVERIFY(dialog->addEngine(Fake).isEmpty());
            QVERIFY(!dialog->addEngine(Fake).isEmpty()); // listed already
            QVERIFY(dialog->addEngine(Crashing).isEmpty());
            QCOMPARE(dialog->engines().size(), 2);
            dialog->accept();
        });
        action->trigger();
        QVERIFY(seen);
        QCOMPARE(EngineSettings::engines().size(), 2);

        auto *view = window.findChild<EngineLinesView *>(QStringLiteral("engineLines"));
        QVERIFY(view);
        QCOMPARE(view->engineCount(), 2);
        QCOMPARE(view->engineName(0), QStringLiteral("fakeuci"));
        window.loadPosition(position(WhiteFen));
        auto *start = view->findChildren<QPushButton *>(QStringLiteral("engineStartButton"))[0];
        QTest::mouseClick(start, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(view->lineView(0)->topLevelItemCount(), 1, Wait);
        QCOMPARE(view->lineView(0)->topLevelItem(0)->text(2), QStringLiteral("1. e4 Ke6 2. Ke2"));
        QVERIFY(view->stateText(0).contains(QLatin1String("7")));
        // A narrow panel wraps the line instead of cutting it off.
        QTreeWidget *lines = view->lineView(0);
        lines->setFixedWidth(lines->header()->sectionSize(0) + lines->header()->sectionSize(1) +
                             lines->fontMetrics().horizontalAdvance(QStringLiteral("1. e4 Ke6 ")) +
                             2 * lines->frameWidth() + 12);
        QTRY_VERIFY(lines->visualItemRect(lines->topLevelItem(0)).height() >=
                    2 * lines->fontMetrics().height());
        // The board moves on: the engine follows.
        window.loadPosition(position(BlackFen));
        QTRY_COMPARE_WITH_TIMEOUT(view->lineView(0)->topLevelItemCount(), 1, Wait);
        QTRY_COMPARE_WITH_TIMEOUT(view->lineView(0)->topLevelItem(0)->text(2),
                                  QStringLiteral("1... Ke4 2. Kf2"), Wait);
        // The crashing engine fails; the window and the other engine live on.
        view->start(1);
        QTRY_VERIFY_WITH_TIMEOUT(view->stateText(1).startsWith(QLatin1String("Failed")), Wait);
        QVERIFY(window.statusBar()->currentMessage().contains(QLatin1String("crashed")));
        QVERIFY(view->engine(0)->isSearching());
        view->stop(0);
        QTRY_COMPARE_WITH_TIMEOUT(view->engine(0)->state(), UciEngine::State::Ready, Wait);
        EngineSettings::save({});
    }

    void stockfishAgreesWithTheTable() {
        if (!QFileInfo(StockfishPath).isExecutable())
            QSKIP("Debian's stockfish package is not installed");
        // A KPK win: Stockfish's best move must keep it, by Rampart's own table.
        const Position pos = position("8/8/3k4/8/8/3K4/3P4/8 w - - 0 1");
        QCOMPARE(TableRegistry::threeManOnly().probe(pos).result.kind, TableProbe::Kind::Win);
        UciEngine engine(StockfishPath);
        engine.setMultiPv(2);
        engine.analyse(pos);
        // What the engine did, should it not get there.
        const auto describe = [&engine] {
            const QList<EngineLine> lines = engine.lines();
            return QStringLiteral("state %1, failure \"%2\", %3 lines, depth %4")
                .arg(int(engine.state()))
                .arg(engine.failure())
                .arg(lines.size())
                .arg(lines.isEmpty() ? -1 : lines.back().depth)
                .toUtf8();
        };
        QTRY_VERIFY2_WITH_TIMEOUT(engine.lines().size() == 2 && engine.lines()[1].depth >= 12,
                                  describe().constData(), 30000);
        const EngineLine best = engine.lines().front();
        QVERIFY(best.centipawns > 100 || best.mateIn > 0);
        Position after = pos;
        after.makeMove(best.moves.front());
        QCOMPARE(TableRegistry::threeManOnly().probe(after).result.kind, TableProbe::Kind::Loss);
        QVERIFY(engine.engineName().startsWith(QLatin1String("Stockfish")));
        engine.stop();
        QTRY_COMPARE_WITH_TIMEOUT(engine.state(), UciEngine::State::Ready, Wait);
    }
};

QTEST_MAIN(TestUciEngine)
#include "tst_uciengine.moc"
