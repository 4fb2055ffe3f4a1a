// Proof without asking, through the user's path on a real main window
// offscreen: F5 (Analysis ▸ Start) on a small pawn ending solves it beside
// the search, under a budget set for the test, without Solve being pressed:
// the quiet line with the solve's figures and Cancel while it runs, then the
// proof as Solve shows it and the search restarted on the set (mate from
// its first depth, the DTM line as the main line). Over the budget and out
// of the solver's scope nothing is solved and the line says why, Solve
// still there; playing on inside the set starts no new solve, a position
// outside it does, and a new analysis cancels a solve that no longer
// matters. The budget and the switch are kept by Analysis ▸ Solver
// settings.
#include <memory>

#include <QCheckBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "chess/notation.h"

#include "solver/autosolve.h"
#include "solver/solverscore.h"

#include "text/solvertext.h"

#include "services/searchsettings.h"
#include "services/tableservice.h"

#include "models/positiondocument.h"

#include "workers/analysiscontroller.h"
#include "workers/solveservice.h"

#include "widgets/analysispanel.h"
#include "widgets/mainwindow.h"
#include "widgets/solvepanel.h"
#include "widgets/solversettingsdialog.h"

#include "../tablecacheseed.h"
#include "../testfen.h"
#include "childbyname.h"
#include "menuaccess.h"

using namespace rampart;

Q_DECLARE_METATYPE(rampart::SolveOutcome)

namespace {

// Five men, White's c-pawn queening first: queen bounds prove the win in a
// second or two (one of the roots of resources/positions/pawn-mates-beyond.epd).
constexpr const char *QueenRace = "8/8/2k5/p7/P1P5/8/8/4K3 w - - 0 1";
// The same mirrored left to right: not reachable from QueenRace.
constexpr const char *QueenRaceMirrored = "8/8/5k2/7p/5P1P/8/8/3K4 w - - 0 1";
// Two rams, six men: a few seconds of solving.
constexpr const char *Rams = "8/8/3k4/2p1p3/2P1P3/3K4/8/8 w - - 0 1";
// Lasker–Reichhelm 1901 (Fine #70), the position Rampart starts on: its
// smallest scope (pawn slices) needs 21.6 MB.
constexpr const char *Fine70 = "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1";
// A budget the small endings fit and one below every scope of Fine #70.
constexpr std::uint64_t SmallBudget = std::uint64_t(256) << 20;
constexpr std::uint64_t TinyBudget = std::uint64_t(64) << 10;
// Table loads and solves on a shared two-core machine: generous.
constexpr int SolveTimeoutMs = 300000;

// The window with its analysis panel shown and F5 pressed (the Analysis
// menu's Start, whose shortcut F5 is).
struct AnalysedWindow {
    MainWindow window;
    AnalysisPanel *panel = nullptr;
    SolvePanel *solve = nullptr;
    QList<AnalysisInfo> infos;

    bool start(const Position &pos) {
        window.loadPosition(pos);
        panel = menuaccess::shownPanel<AnalysisPanel>(window, QStringLiteral("analysisPanelAction"),
                                                      QStringLiteral("analysisPanel"));
        solve = window.findChild<SolvePanel *>(QStringLiteral("solvePanel"));
        QAction *f5 = menuaccess::menuAction(window, QStringLiteral("startAnalysisAction"));
        if (!panel || !solve || !f5 || f5->shortcut() != QKeySequence(Qt::Key_F5)) return false;
        QObject::connect(window.analysisController(), &AnalysisController::infoUpdated, &window,
                         [this](const AnalysisInfo &info) {
                             if (info.depth > 0) infos.append(info);
                         });
        f5->trigger();
        return true;
    }
    QString status() const { return childByName<QLabel>(*solve, "solveStatusLabel")->text(); }
    // The first report of the analysis's current request, null before it.
    const AnalysisInfo *firstOfCurrent() const {
        const quint64 current = window.analysisController()->currentRequest();
        for (const AnalysisInfo &info : infos)
            if (info.requestId == current) return &info;
        return nullptr;
    }
    void stop() {
        window.findChild<AnalysisPanel *>()->stopAnalysis();
        QTRY_VERIFY_WITH_TIMEOUT(!window.analysisController()->isRunning(), 10000);
    }
};

} // namespace

class TestAutoSolve : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void f5ProvesWithoutSolve();
    void playingOnInsideTheSetNeedsNoSolve();
    void overTheBudgetSaysWhy();
    void outOfScopeSaysWhy();
    void newAnalysisCancelsASolveThatNoLongerMatters();
    void cancelledIsNotStartedAgain();
    void settingsKeepTheBudget();

private:
    // Waits until every solve started since init() has told its end:
    // finished is the service's last word on a solve, after its set is
    // stored (isRunning() turns false before that).
    bool solvesEnded();

    QTemporaryDir m_cache;
    std::unique_ptr<QSignalSpy> m_started;
    std::unique_ptr<QSignalSpy> m_finished;
};

void TestAutoSolve::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_autosolve"));
    QVERIFY(m_cache.isValid());
    TableService::setSharedCacheDirectory(m_cache.path());
    seedTableCache(m_cache.path());
    qRegisterMetaType<rampart::SolveOutcome>();
}

void TestAutoSolve::init() {
    QSettings().clear(); // a first run: automatic solving on, the default budget
    SolveService &service = SolveService::shared();
    service.setAutoSolveBudget(SmallBudget);
    m_started = std::make_unique<QSignalSpy>(&service, &SolveService::started);
    m_finished = std::make_unique<QSignalSpy>(&service, &SolveService::finished);
}

bool TestAutoSolve::solvesEnded() {
    return QTest::qWaitFor([this] { return m_finished->size() == m_started->size(); },
                           SolveTimeoutMs);
}

void TestAutoSolve::cleanup() {
    SolveService &service = SolveService::shared();
    service.cancel();
    QVERIFY(solvesEnded());
    service.setAutoSolveBudget(0);
}

void TestAutoSolve::f5ProvesWithoutSolve() {
    SolveService &service = SolveService::shared();
    QSignalSpy finished(&service, &SolveService::finished);
    AnalysedWindow w;
    const Position root = fromFen(QueenRace);
    QVERIFY(w.start(root));
    // Started beside the search, not by Solve: the quiet line, Cancel, no
    // bar, Solve waiting.
    QVERIFY(service.isRunning() && service.isAutomatic());
    QCOMPARE(service.solving(), root);
    QTRY_VERIFY2(w.status().startsWith(QLatin1String("Proving beside the analysis, the solve on")),
                 qPrintable(w.status()));
    // How the cores are divided (solver/autosolve.h).
    const int cores = QThread::idealThreadCount();
    QVERIFY2(w.status().contains(
                 QStringLiteral("the solve on %1 of %2 cores and the search on %3: ")
                     .arg(autoSolveThreads(cores))
                     .arg(cores)
                     .arg(searchThreadsBeside(SearchSettings::threads(), autoSolveThreads(cores)))),
             qPrintable(w.status()));
    QVERIFY(childByName<QPushButton>(*w.solve, "cancelSolveButton")->isVisible());
    QVERIFY(!childByName<QProgressBar>(*w.solve, "solveProgressBar")->isVisible());
    QVERIFY(!childByName<QPushButton>(*w.solve, "solveButton")->isEnabled());
    // The search reports as before, while the solve runs.
    QTRY_VERIFY_WITH_TIMEOUT(!w.infos.isEmpty(), 60000);
    const quint64 first = w.infos.front().requestId;

    QVERIFY(finished.wait(SolveTimeoutMs) || finished.size() == 1);
    const auto outcome = finished.takeFirst().at(0).value<SolveOutcome>();
    QCOMPARE(int(outcome.report.status), int(SolveReport::Status::Solved));
    const std::shared_ptr<const SolvedSet> set = service.solvedSet();
    QVERIFY(set && set->isRoot(root));
    const std::optional<SolverValue> value = set->value(root);
    QVERIFY(value && value->isProven() && score::isWin(value->whiteRun));
    const int dtm = score::moves(value->whiteRun);

    // The proof as Solve shows it: the verdict, the DTM line, the moves.
    const QString verdict = childByName<QLabel>(*w.solve, "solveVerdictLabel")->text();
    QCOMPARE(verdict, QStringLiteral("Solved: %1").arg(SolverText::positionValue(*value)));
    const std::vector<Move> line = set->bestLine(root);
    QVERIFY(!line.empty());
    QVERIFY(childByName<QLabel>(*w.solve, "solveLineLabel")
                ->text()
                .contains(QString::fromStdString(lineToSan(root, line))));
    QVERIFY2(w.status().startsWith(QLatin1String("Solved: ")), qPrintable(w.status()));
    QVERIFY(childByName<QPushButton>(*w.solve, "solveButton")->isEnabled());

    // The search restarted on the set: a new request, mate from its first
    // depth, the DTM line as its main line.
    QTRY_VERIFY_WITH_TIMEOUT(w.firstOfCurrent(), 60000);
    const AnalysisInfo &restarted = *w.firstOfCurrent();
    QVERIFY(restarted.requestId > first);
    QCOMPARE(restarted.depth, 1);
    QCOMPARE(restarted.mateIn, dtm);
    QVERIFY(!restarted.lines.isEmpty());
    QCOMPARE(restarted.lines.front().moves, line);
    QTRY_COMPARE(childByName<QLabel>(*w.panel, "analysisScoreLabel")->text(),
                 QStringLiteral("White mates in %1").arg(dtm));
    w.stop();
}

void TestAutoSolve::playingOnInsideTheSetNeedsNoSolve() {
    SolveService &service = SolveService::shared();
    AnalysedWindow w;
    const Position root = fromFen(QueenRace);
    QVERIFY(w.start(root));
    QVERIFY(solvesEnded()); // solved now, or before (the cache)
    const std::shared_ptr<const SolvedSet> set = service.solvedSet();
    QVERIFY(set && set->contains(root));
    // The DTM line's first move, played on the board: inside the set, the
    // analysis follows without a new solve and is exact at once.
    const Move best = set->bestLine(root).front();
    QVERIFY(w.window.document()->playMove(best));
    QVERIFY(!service.isRunning());
    Position after = root;
    after.makeMove(best);
    QTRY_VERIFY_WITH_TIMEOUT(w.firstOfCurrent(), 60000);
    QCOMPARE(w.firstOfCurrent()->depth, 1);
    // Black to move loses: White mates (mateIn is White's view).
    const std::optional<SolverValue> afterValue = set->value(after);
    QVERIFY(afterValue && score::isLoss(afterValue->whiteRun));
    QCOMPARE(w.firstOfCurrent()->mateIn, score::moves(afterValue->whiteRun));
    QCOMPARE(service.solvedSet(), set);
    // A position outside the set: a new solve starts.
    w.window.loadPosition(fromFen(QueenRaceMirrored));
    QVERIFY(service.isRunning() && service.isAutomatic());
    QCOMPARE(service.solving(), fromFen(QueenRaceMirrored));
    w.stop();
    // Stopping the analysis ends its solve.
    QVERIFY(solvesEnded());
}

void TestAutoSolve::overTheBudgetSaysWhy() {
    SolveService &service = SolveService::shared();
    service.setAutoSolveBudget(TinyBudget);
    const std::shared_ptr<const SolvedSet> before = service.solvedSet();
    QSignalSpy finished(&service, &SolveService::finished);
    AnalysedWindow w;
    QVERIFY(w.start(fromFen(Fine70)));
    // Only the estimates run (off the GUI thread, each counting stopped once
    // past the budget), then nothing is solved.
    QVERIFY(finished.wait(SolveTimeoutMs) || finished.size() == 1);
    const auto outcome = finished.takeFirst().at(0).value<SolveOutcome>();
    QCOMPARE(int(outcome.report.status), int(SolveReport::Status::TooLarge));
    QCOMPARE(service.solvedSet(), before);
    // One line: too many positions, with the estimate, and Solve still there.
    const QString why = w.status();
    QVERIFY2(why.startsWith(QLatin1String("Not proved beside the analysis: too many positions for "
                                          "the memory budget of")),
             qPrintable(why));
    QVERIFY2(why.contains(SolverText::overBudgetText(outcome.report.estimate, TinyBudget)),
             qPrintable(why));
    QVERIFY2(why.contains(QLatin1String("Solve may still prove it")), qPrintable(why));
    QVERIFY(childByName<QPushButton>(*w.solve, "solveButton")->isEnabled());
    // Analysed again: not estimated again, the same line.
    w.stop();
    w.window.findChild<AnalysisPanel *>()->startAnalysis();
    QVERIFY(!service.isRunning());
    QCOMPARE(w.status(), why);
    w.stop();
}

void TestAutoSolve::outOfScopeSaysWhy() {
    SolveService &service = SolveService::shared();
    AnalysedWindow w;
    // Castling rights, six men: nothing starts, the line says why.
    QVERIFY(w.start(fromFen("4k3/4p3/8/8/8/8/3PP3/4K2R w K - 0 1")));
    QVERIFY(!service.isRunning());
    QVERIFY2(w.status().startsWith(QLatin1String("Not proved beside the analysis. Out of the "
                                                 "solver's scope: the position has castling")),
             qPrintable(w.status()));
    // A second piece.
    w.window.loadPosition(fromFen("4k3/8/8/8/8/8/1P2P3/1N2K1B1 w - - 0 1"));
    QVERIFY(!service.isRunning());
    QVERIFY2(w.status().contains(QLatin1String("Not proved beside the analysis. Out of the "
                                               "solver's scope: too many pieces")),
             qPrintable(w.status()));
    w.stop();
}

void TestAutoSolve::newAnalysisCancelsASolveThatNoLongerMatters() {
    SolveService &service = SolveService::shared();
    QSignalSpy finished(&service, &SolveService::finished);
    AnalysedWindow w;
    // A solve of a few seconds (its slices not cached: a test cache of its own).
    QVERIFY(w.start(fromFen(Rams)));
    QVERIFY(service.isRunning() && service.isAutomatic());
    // A position its set cannot hold: the rams' solve is cancelled (the GUI
    // does not wait for it) and the new one runs after it.
    w.window.loadPosition(fromFen(QueenRaceMirrored));
    QTRY_VERIFY_WITH_TIMEOUT(service.isRunning() && service.solving() == fromFen(QueenRaceMirrored),
                             SolveTimeoutMs);
    QVERIFY(!finished.isEmpty());
    const auto rams = finished.takeFirst().at(0).value<SolveOutcome>();
    QCOMPARE(rams.position, fromFen(Rams));
    QVERIFY(rams.report.status == SolveReport::Status::Cancelled || rams.set);
    qInfo("the rams' solve: %s", rams.set ? "finished before the new position" : "cancelled");
    w.stop();
}

void TestAutoSolve::cancelledIsNotStartedAgain() {
    SolveService &service = SolveService::shared();
    service.setAutoSolveBudget(std::uint64_t(1) << 30);
    QSignalSpy finished(&service, &SolveService::finished);
    AnalysedWindow w;
    // Chernev, Practical Chess Endings (1961), No. 54: half a minute of
    // solving, time to press Cancel.
    const Position root = fromFen("8/8/3k4/2p2p2/P1K2P2/8/8/8 w - - 0 1");
    QVERIFY(w.start(root));
    QVERIFY(service.isRunning() && service.isAutomatic());
    childByName<QPushButton>(*w.solve, "cancelSolveButton")->click();
    QVERIFY(finished.wait(SolveTimeoutMs) || finished.size() == 1);
    QCOMPARE(int(finished.takeFirst().at(0).value<SolveOutcome>().report.status),
             int(SolveReport::Status::Cancelled));
    QCOMPARE(w.status(),
             QStringLiteral("The proof beside the analysis was cancelled; Solve starts it again."));
    // F5 again: the search, not the solve.
    w.stop();
    w.window.findChild<AnalysisPanel *>()->startAnalysis();
    QVERIFY(!service.isRunning());
    QVERIFY(childByName<QPushButton>(*w.solve, "solveButton")->isEnabled());
    w.stop();
}

void TestAutoSolve::settingsKeepTheBudget() {
    MainWindow window;
    auto *settings = menuaccess::openFromMenu<SolverSettingsDialog>(
        window, QStringLiteral("solverSettingsAction"), QStringLiteral("solverSettingsDialog"));
    QVERIFY(settings);
    // A first run: on, the default budget.
    QVERIFY(settings->autoSolve());
    QCOMPARE(settings->autoSolveBudgetMB(), 0);
    settings->setAutoSolveBudgetMB(300);
    settings->accept();
    QCOMPARE(SolveService::autoSolveBudgetSettingMB(), 300);
    SolveService &service = SolveService::shared();
    service.setAutoSolveBudget(0); // the settings, not the test's
    QCOMPARE(service.autoSolveBudget(), std::uint64_t(300) << 20);
    QCOMPARE(service.autoSolveLimit(), std::min(service.memoryLimit(), std::uint64_t(300) << 20));
    // Off: F5 starts no solve.
    settings = menuaccess::openFromMenu<SolverSettingsDialog>(
        window, QStringLiteral("solverSettingsAction"), QStringLiteral("solverSettingsDialog"));
    QVERIFY(settings);
    QCOMPARE(settings->autoSolveBudgetMB(), 300);
    settings->setAutoSolve(false);
    settings->accept();
    QVERIFY(!SolveService::autoSolveSetting());
    QCOMPARE(service.autoSolveBudget(), std::uint64_t(0));
    window.loadPosition(fromFen(QueenRaceMirrored));
    menuaccess::menuAction(window, QStringLiteral("startAnalysisAction"))->trigger();
    QVERIFY(!service.isRunning());
    window.findChild<AnalysisPanel *>()->stopAnalysis();
    // The default budget: 1 GB, or half the machine's memory when less.
    SolveService::saveAutoSolveSettings(true, 0);
    QCOMPARE(service.autoSolveBudget(), defaultAutoSolveBudget());
    QCOMPARE(defaultAutoSolveBudget(),
             std::min(std::uint64_t(1) << 30, Solver::defaultMemoryLimit()));
}

QTEST_MAIN(TestAutoSolve)
#include "tst_autosolve.moc"
