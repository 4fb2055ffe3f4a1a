// The solver in the GUI, on a real main window offscreen: Analysis ▸ Solve
// position reached through the menu, the progress while it runs and Cancel
// in the middle (nothing half-written in the cache, the window responsive),
// and after a small solve the verdict, the DTM line and every move's value,
// checked against the four-man tables (an independent part of the program);
// playing a move on the board keeps exact values inside the solved set; the
// tablebase browser shows a solved set's moves and per-square map. Over the
// memory limit Solve falls back to a narrower scope, queen bounds before
// pawn slices, and says which; a running analysis restarts on a new solved
// set and reports its mate distance. The analysis panel's Table row shows a
// solved value where no table answers, the table's where one does; so does
// the Value row before a search reports.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "chess/fen.h"
#include "chess/notation.h"

#include "tables/material.h"
#include "tables/tableregistry.h"

#include "solver/solverscope.h"
#include "solver/solverscore.h"

#include "text/solvertext.h"

#include "services/languagemanager.h"
#include "services/tablebasevalue.h"
#include "services/tableservice.h"

#include "models/browsermovemodel.h"
#include "models/positiondocument.h"
#include "models/solvedmovemodel.h"
#include "models/squaremapmodel.h"

#include "workers/analysiscontroller.h"
#include "workers/solveservice.h"

#include "widgets/analysispanel.h"
#include "widgets/annotatedboard.h"
#include "widgets/mainwindow.h"
#include "widgets/solvepanel.h"
#include "widgets/solversettingsdialog.h"
#include "widgets/tablebasebrowser.h"

#include "../tablecacheseed.h"
#include "../testfen.h"
#include "menuaccess.h"
#include "scrollview.h"

using namespace rampart;

Q_DECLARE_METATYPE(rampart::SolveProgress)
Q_DECLARE_METATYPE(rampart::SolveOutcome)

namespace {

// The solve panel names a refused wider scope with its figures: as an
// estimate when it was counted whole, as a lower bound when the count
// stopped at the limit.
bool refusalSaid(const QString &status, const SolverEstimate &refused) {
    if (!status.contains(QLatin1String("too large"))) return false;
    if (refused.stoppedEarly)
        return status.contains(QLatin1String("more than")) &&
               status.contains(QLatin1String("counting stopped there")) &&
               !status.contains(QLatin1String("(about"));
    return status.contains(QLatin1String("(about")) &&
           !status.contains(QLatin1String("counting stopped"));
}

// Two connected pawns against the bare king, a four-man position: the
// solver proves it in well under a second and the KPPK table says the same.
constexpr const char *TwoPawns = "8/8/8/4k3/8/8/2PP4/4K3 w - - 0 1";
// Five men: no table covers it; solved in about a second once the tables
// its exits need are there.
constexpr const char *FiveMen = "8/8/8/4k3/3p4/3P4/2P5/4K3 w - - 0 1";
// Two rams, six men: a few seconds of solving, enough to cancel in the middle.
constexpr const char *Rams = "8/8/3k4/2p1p3/2P1P3/3K4/8/8 w - - 0 1";
// Five men, White's c-pawn queening with Black's a-pawn still on the board:
// with pawn slices the root is "draw or win for White" (the queen ending is
// valued both ways); White's own queen slices prove the win (one of the
// roots of resources/positions/pawn-mates-beyond.epd). Its sets are small:
// about 10 MB with pieces in slices, less with queen bounds.
constexpr const char *QueenRace = "8/8/2k5/p7/P1P5/8/8/4K3 w - - 0 1";
// The same mirrored left to right: outside QueenRace's solved set, the same
// tables.
constexpr const char *QueenRaceMirrored = "8/8/5k2/7p/5P1P/8/8/3K4 w - - 0 1";
// Table builds and solves on a shared two-core machine: generous.
constexpr int SolveTimeoutMs = 400000;

// The analysis panel's Table row.
QString tableRow(const MainWindow &window) {
    const auto *analysis = window.findChild<AnalysisPanel *>(QStringLiteral("analysisPanel"));
    const auto *row =
        analysis ? analysis->findChild<QLabel *>(QStringLiteral("analysisTableLabel")) : nullptr;
    return row ? row->text() : QStringLiteral("(no Table row)");
}

// The analysis panel's Value and Score rows (the static facts until a search reports).
QString factRow(const MainWindow &window, const char *name) {
    const auto *analysis = window.findChild<AnalysisPanel *>(QStringLiteral("analysisPanel"));
    const auto *row = analysis ? analysis->findChild<QLabel *>(QLatin1String(name)) : nullptr;
    return row ? row->text() : QStringLiteral("(no %1)").arg(QLatin1String(name));
}
QString valueRow(const MainWindow &window) {
    return factRow(window, "analysisValueLabel");
}
QString scoreRow(const MainWindow &window) {
    return factRow(window, "analysisScoreLabel");
}

// The Value row's words for a proven value of a solved set: the decisive
// verdict for the side that mates, equality for a draw.
QString provenValueText(const MainWindow &window, const SolverValue &value) {
    const score::Score s = value.lower();
    const Color winner = score::isWin(s) ? value.sideToMove : ~value.sideToMove;
    const Verdict verdict = s == score::Draw  ? Verdict::Equal
                            : winner == White ? Verdict::WhiteDecisive
                                              : Verdict::BlackDecisive;
    const auto *analysis = window.findChild<AnalysisPanel *>(QStringLiteral("analysisPanel"));
    return QStringLiteral("%1, from the solved set")
        .arg(AnalysisPanel::valueText(DiscreteValue::exact(verdict), analysis->font()));
}

// The Table row's words for a value of a solved set: the solve panel's.
bool saysSolved(const QString &row, const SolverValue &value) {
    return row.contains(SolverText::positionValue(value)) &&
           row.contains(QLatin1String("solved set"));
}

// Some label of w (its own or a child's) says text.
bool showsText(const QWidget &w, const QString &text) {
    const QList<QLabel *> labels = w.findChildren<QLabel *>();
    return std::any_of(labels.begin(), labels.end(),
                       [&](const QLabel *l) { return l->text().contains(text); });
}

// Solves the panel's position under a memory limit (0: the default; none
// after it): nothing when the solve did not start or end.
std::optional<SolveOutcome> solveUnderLimit(SolvePanel &panel, std::uint64_t limit) {
    SolveService &service = panel.service();
    service.setMemoryLimit(limit);
    QSignalSpy finished(&service, &SolveService::finished);
    const bool ended = panel.solve() && (finished.wait(SolveTimeoutMs) || finished.size() == 1);
    service.setMemoryLimit(0);
    if (!ended || finished.isEmpty()) return std::nullopt;
    return finished.takeFirst().at(0).value<SolveOutcome>();
}

// Chernev, Practical Chess Endings (1961), No. 43: pawn slices prove the
// win, its DTM on the assumption.
constexpr const char *Chernev43 = "8/8/8/8/4k1p1/8/4KPP1/8 w - - 0 1";

// The memory pawn slices need for root: under it as a limit only they (or
// queen bounds) fit.
std::uint64_t pawnSliceBytes(const Position &root) {
    TableRegistry scratch;
    Solver::Options options;
    options.slicePieces = 0;
    return Solver(scratch, options).estimate(root).memoryBytes;
}

// root on the window's board, solved in its solve panel under a memory limit
// that fits pawn slices only (so its DTMs rest on the assumption).
std::optional<SolveOutcome> solveOnPawnSlices(MainWindow &window, const Position &root) {
    window.loadPosition(root);
    auto *panel = window.findChild<SolvePanel *>(QStringLiteral("solvePanel"));
    if (!panel) return std::nullopt;
    return solveUnderLimit(*panel, pawnSliceBytes(root));
}

// Two pieces a slice on two threads, with the test's cache: for a small
// ending, a solve that rests on no assumption (the reference).
Solver::Options noAssumptions(const QTemporaryDir &cache) {
    Solver::Options options;
    options.threads = 2;
    options.cacheDirectory = std::filesystem::path(cache.path().toStdString());
    return options;
}

// Files a writer left half-done in the cache (temp files before the rename).
QStringList leftovers(const QString &dir) {
    QStringList found;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(QLatin1String(".rsl")) && !path.endsWith(QLatin1String(".rtb")))
            found << path;
    }
    return found;
}
} // namespace

class TestSolvePanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void menuActionFollowsTheScope();
    void solveShowsVerdictLineAndMoves();
    void browserOnSolvedSet();
    void progressAndCancel();
    void refusalIsSaid();
    void slicesOnDiskAndTheirSetting();
    void queenBoundsWhenPieceScopesAreRefused();
    void dtmSearchSettlesWhatPawnSlicesLeaveOpen();
    void dtmSettledOnDemandOffTheLine();
    void browserMapDtmsSettled();
    void browserShowsTheWholeMaterialName();
    void analysisRestartsWithTheSolvedValue();
    void tableRowShowsTheSolvedValue();
    void resultComesIntoView();

private:
    QTemporaryDir m_cache;
};

void TestSolvePanel::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_solvepanel"));
    QSettings().clear();
    // Solve is pressed here; tst_autosolve tests the solve beside F5.
    SolveService::saveAutoSolveSettings(false, 0);
    QVERIFY(m_cache.isValid());
    TableService::setSharedCacheDirectory(m_cache.path());
    seedTableCache(m_cache.path());
}

void TestSolvePanel::menuActionFollowsTheScope() {
    MainWindow window;
    QAction *action = menuaccess::menuAction(window, QStringLiteral("solvePositionAction"));
    QVERIFY(action);
    auto *panel = window.findChild<SolvePanel *>(QStringLiteral("solvePanel"));
    QVERIFY(panel);
    auto *button = panel->findChild<QPushButton *>(QStringLiteral("solveButton"));
    QVERIFY(button);

    // Castling rights: refused with the reason, in the menu and on the button.
    window.loadPosition(fromFen("4k3/8/8/8/8/8/4P3/4K2R w K - 0 1"));
    QVERIFY(!action->isEnabled());
    QVERIFY(!button->isEnabled());
    QVERIFY2(button->toolTip().contains(QLatin1String("castling")), qPrintable(button->toolTip()));
    QCOMPARE(action->statusTip(), button->toolTip());
    // Two pieces a side: too many.
    window.loadPosition(fromFen("4k3/8/8/8/8/8/4P3/1N2K1B1 w - - 0 1"));
    QVERIFY(!action->isEnabled());
    QVERIFY2(button->toolTip().contains(QLatin1String("too many pieces")),
             qPrintable(button->toolTip()));
    // A pawn ending: in scope.
    window.loadPosition(fromFen(TwoPawns));
    QVERIFY(action->isEnabled());
    QVERIFY(button->isEnabled());
}

void TestSolvePanel::solveShowsVerdictLineAndMoves() {
    MainWindow window;
    const Position root = fromFen(TwoPawns);
    window.loadPosition(root);
    SolveService &service = SolveService::shared();
    QSignalSpy finished(&service, &SolveService::finished);
    auto *panel = menuaccess::openFromMenu<SolvePanel>(
        window, QStringLiteral("solvePositionAction"), QStringLiteral("solvePanel"));
    QVERIFY(panel);
    QVERIFY(service.isRunning() || finished.size() == 1);
    QVERIFY(finished.wait(SolveTimeoutMs) || finished.size() == 1);
    const auto outcome = finished.takeFirst().at(0).value<SolveOutcome>();
    QCOMPARE(int(outcome.report.status), int(SolveReport::Status::Solved));

    // The tables, built independently, are the reference.
    TableService &tables = TableService::shared();
    tables.request(Material::of(root));
    QVERIFY(tables.waitForIdle(SolveTimeoutMs));
    const MaterialProbe reference = tables.registry().probe(root);
    QCOMPARE(int(reference.result.kind), int(TableProbe::Kind::Win));
    // The set holds the root, but its table answers: the Table row is the table's.
    QVERIFY(service.solvedSet()->contains(root));
    QTRY_VERIFY2(tableRow(window).contains(QLatin1String("table: KPPK")),
                 qPrintable(tableRow(window)));
    QVERIFY2(!tableRow(window).contains(QLatin1String("solved set")), qPrintable(tableRow(window)));

    const auto label = [&](const char *name) {
        return panel->findChild<QLabel *>(QLatin1String(name))->text();
    };
    // The verdict: a proven win with the tables' mate distance.
    const QString verdict = label("solveVerdictLabel");
    QVERIFY2(verdict.contains(QLatin1String("proven win")), qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("%1 moves").arg(reference.result.distance)),
             qPrintable(verdict));
    QVERIFY(label("solveNotesLabel").contains(QLatin1String("fifty-move rule is ignored")));
    // The DTM line starts with a move the tables call a fastest win.
    const std::vector<MoveProbe> tableMoves = tables.registry().probeMoves(root);
    const QString line = label("solveLineLabel");
    QVERIFY2(line.contains(QString::fromStdString(toSan(root, tableMoves.front().move))) ||
                 line.contains(QLatin1String("DTM line")),
             qPrintable(line));

    // Every legal move, each with the tables' value.
    auto *view = panel->findChild<QTableView *>(QStringLiteral("solveMoveList"));
    QVERIFY(view);
    QAbstractItemModel *model = view->model();
    QCOMPARE(model->rowCount(), int(root.legalMoves().size()));
    for (int row = 0; row < model->rowCount(); ++row) {
        const quint16 raw = model->index(row, 0).data(SolvedMoveModel::MoveRole).value<quint16>();
        const auto ref = std::find_if(tableMoves.begin(), tableMoves.end(),
                                      [&](const MoveProbe &m) { return m.move.raw() == raw; });
        QVERIFY(ref != tableMoves.end());
        QCOMPARE(model->index(row, 0).data(SolvedMoveModel::KindRole).toInt(),
                 int(ref->result.kind));
        QCOMPARE(model->index(row, 0).data(SolvedMoveModel::DtmMovesRole).toInt(),
                 ref->result.isDecided() ? ref->result.distance : 0);
    }

    QAbstractItemModelTester tester(panel->moveModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);

    // A move on the board stays inside the set: exact values go on.
    const Move best = tableMoves.front().move;
    QVERIFY(window.document()->playMove(best));
    Position after = root;
    after.makeMove(best);
    QCOMPARE(model->rowCount(), int(after.legalMoves().size()));
    const MaterialProbe afterRef = tables.registry().probe(after);
    const QString afterVerdict = label("solveVerdictLabel");
    QVERIFY2(afterVerdict.contains(QLatin1String("proven loss")), qPrintable(afterVerdict));
    QVERIFY2(afterVerdict.contains(QStringLiteral("%1 moves").arg(afterRef.result.distance)),
             qPrintable(afterVerdict));
}

void TestSolvePanel::browserOnSolvedSet() {
    MainWindow window;
    auto *browser = window.findChild<TablebaseBrowser *>(QStringLiteral("tablebaseBrowser"));
    QVERIFY(browser);
    const Position pos = fromFen(FiveMen);
    // Five men, no table, not solved yet: the browser cannot show it.
    QVERIFY(!browser->loadPosition(pos));

    window.loadPosition(pos);
    SolveService &service = SolveService::shared();
    QSignalSpy finished(&service, &SolveService::finished);
    QVERIFY(window.findChild<SolvePanel *>(QStringLiteral("solvePanel"))->solve());
    QVERIFY(finished.wait(SolveTimeoutMs) || finished.size() == 1);
    const std::shared_ptr<const SolvedSet> set = service.solvedSet();
    QVERIFY(set && set->contains(pos));

    // Now it loads, and its moves come from the set: opened from the View
    // menu, the browser shows the board's solved position.
    QAction *openBrowser = menuaccess::menuAction(window, QStringLiteral("tablebaseBrowserAction"));
    QVERIFY(openBrowser);
    openBrowser->trigger();
    QVERIFY(browser->position() == pos);
    QVERIFY(browser->loadPosition(pos));
    auto *moves = browser->findChild<BrowserMoveModel *>(QStringLiteral("tbMoveModel"));
    QVERIFY(moves);
    QAbstractItemModelTester tester(moves, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(moves->isFromSolvedSet());
    const std::vector<SolverMoveValue> expected = set->moves(pos);
    QCOMPARE(moves->rowCount(), int(pos.legalMoves().size()));
    QCOMPARE(moves->rowCount(), int(expected.size()));
    for (int row = 0; row < moves->rowCount(); ++row) {
        const QModelIndex index = moves->index(row, BrowserMoveModel::ResultColumn);
        QCOMPARE(moves->moveAt(row), expected[std::size_t(row)].move);
        const TableProbe probe = SolverText::toTableProbe(expected[std::size_t(row)].value);
        QCOMPARE(index.data(BrowserMoveModel::KindRole).toInt(), int(probe.kind));
        QCOMPARE(index.data(BrowserMoveModel::DtmMovesRole).toInt(),
                 probe.isDecided() ? probe.distance : 0);
        QCOMPARE(index.data().toString(), SolverText::shortValue(expected[std::size_t(row)].value));
    }

    // The map: one king over the board, the rest fixed, each square the
    // set's value of that placement (built here square by square).
    auto *map = browser->findChild<SquareMapModel *>(QStringLiteral("squareMapModel"));
    QVERIFY(map);
    browser->setMapPiece(WhiteKing);
    QVERIFY(map->isFromSolvedSet());
    QCOMPARE(map->pieceSquare(), pos.kingSquare(White));
    int decided = 0, openCells = 0;
    for (int i = 0; i < SquareCount; ++i) {
        const Square s = Square(i);
        Position placed = pos;
        placed.setPiece(pos.kingSquare(White), NoPiece);
        if (!placed.isEmpty(s)) continue;
        placed.setPiece(s, WhiteKing);
        const std::optional<SolverValue> v = set->value(placed);
        const TableProbe want =
            v ? SolverText::toTableProbe(*v) : TableProbe{TableProbe::Kind::Illegal, 0, {}};
        QCOMPARE(int(map->probe(s).kind), int(want.kind));
        QCOMPARE(map->probe(s).distance, want.distance);
        decided += want.found();
        // A value the set leaves open is a "?" whose tooltip says what is
        // proven, not a blank "not in the tables".
        const QModelIndex cell = map->index(7 - rankOf(s), fileOf(s));
        const bool open = v && !v->isProven();
        QCOMPARE(cell.data().toString() == QStringLiteral("?"), open);
        if (open) {
            QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(SolverText::valueText(*v)),
                     qPrintable(cell.data(Qt::ToolTipRole).toString()));
            ++openCells;
        }
    }
    QVERIFY(decided > 40); // most squares are legal placements inside the set
    qInfo("%d map cells decided, %d left open by the set", decided, openCells);
}

void TestSolvePanel::progressAndCancel() {
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.loadPosition(fromFen(Rams));
    SolveService &service = SolveService::shared();
    const std::shared_ptr<const SolvedSet> before = service.solvedSet();
    auto *panel = window.findChild<SolvePanel *>(QStringLiteral("solvePanel"));
    auto *cancel = panel->findChild<QPushButton *>(QStringLiteral("cancelSolveButton"));
    auto *bar = panel->findChild<QProgressBar *>(QStringLiteral("solveProgressBar"));
    auto *status = panel->findChild<QLabel *>(QStringLiteral("solveStatusLabel"));
    QSignalSpy progress(&service, &SolveService::progress);
    QSignalSpy finished(&service, &SolveService::finished);

    QVERIFY(panel->solve());
    QVERIFY(cancel->isVisible());
    QVERIFY(bar->isVisible());
    // Slices are being solved: the bar counts them, the label says how many
    // are done and to go. The events keep coming: the window is alive.
    QTRY_VERIFY_WITH_TIMEOUT(service.lastProgress().stage == SolveProgress::Stage::Slices &&
                                 service.lastProgress().solver.slicesDone > 0,
                             SolveTimeoutMs);
    QVERIFY(service.isRunning());
    QVERIFY(progress.size() >= 2);
    QCOMPARE(bar->maximum(), service.lastProgress().solver.slicesTotal);
    QVERIFY(bar->value() > 0 && bar->value() < bar->maximum());
    QVERIFY2(status->text().contains(QLatin1String("to go")), qPrintable(status->text()));

    QElapsedTimer clock;
    clock.start();
    cancel->click();
    QVERIFY(finished.wait(SolveTimeoutMs) || finished.size() == 1);
    qInfo("cancel took %lld ms (shared machine)", qint64(clock.elapsed()));
    const auto outcome = finished.takeFirst().at(0).value<SolveOutcome>();
    QCOMPARE(int(outcome.report.status), int(SolveReport::Status::Cancelled));
    QVERIFY2(status->text().contains(QLatin1String("cancelled")), qPrintable(status->text()));
    QVERIFY(!cancel->isVisible());
    QVERIFY(panel->findChild<QPushButton *>(QStringLiteral("solveButton"))->isEnabled());
    // Nothing half-written, and the previous solved set stays.
    QCOMPARE(leftovers(m_cache.path()), QStringList());
    QCOMPARE(service.solvedSet(), before);
    // On a position out of scope the label says why Solve is off, not that
    // the last solve was cancelled; back on the rams, it says that again.
    const QString cancelled = status->text();
    window.loadPosition(fromFen("4k3/8/8/8/8/8/P7/RR2K3 w - - 0 1"));
    QVERIFY(!panel->findChild<QPushButton *>(QStringLiteral("solveButton"))->isEnabled());
    QVERIFY2(status->text().contains(QLatin1String("too many pieces")), qPrintable(status->text()));
    window.loadPosition(fromFen(Rams));
    QCOMPARE(status->text(), cancelled);
    // The outcome follows the language.
    LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("de")));
    QTRY_VERIFY2(status->text().contains(QLatin1String("abgebrochen")), qPrintable(status->text()));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QTRY_COMPARE(status->text(), cancelled);
}

void TestSolvePanel::refusalIsSaid() {
    // Over the memory limit in every scope: refused, with the figures, and
    // nothing solved.
    MainWindow window;
    window.loadPosition(fromFen(Rams));
    SolveService &service = SolveService::shared();
    const std::shared_ptr<const SolvedSet> before = service.solvedSet();
    auto *panel = window.findChild<SolvePanel *>(QStringLiteral("solvePanel"));
    // 64 KB: below even pawn slices.
    const std::optional<SolveOutcome> solved = solveUnderLimit(*panel, std::uint64_t(64) << 10);
    QVERIFY(solved);
    const SolveOutcome &outcome = *solved;
    QCOMPARE(int(outcome.report.status), int(SolveReport::Status::TooLarge));
    QVERIFY(outcome.report.estimate.memoryBytes > (std::uint64_t(64) << 10));
    const QString text = panel->findChild<QLabel *>(QStringLiteral("solveStatusLabel"))->text();
    QVERIFY2(text.startsWith(QLatin1String("Refused")), qPrintable(text));
    QVERIFY2(text.contains(QLocale().toString(qlonglong(outcome.report.estimate.slices))),
             qPrintable(text));
    QCOMPARE(service.solvedSet(), before);
}

void TestSolvePanel::slicesOnDiskAndTheirSetting() {
    // Analysis > Solver settings, as a user opens it: the default limit
    // (half this machine's memory) and slices on disk on.
    MainWindow window;
    const Position root = fromFen(TwoPawns);
    window.loadPosition(root);
    const auto openSettings = [&] {
        return menuaccess::openFromMenu<SolverSettingsDialog>(
            window, QStringLiteral("solverSettingsAction"), QStringLiteral("solverSettingsDialog"));
    };
    auto *settings = openSettings();
    QVERIFY(settings);
    QCOMPARE(settings->memoryLimitMB(), 0);
    QVERIFY(settings->slicesOnDisk());
    auto *spin = settings->findChild<QSpinBox *>();
    QVERIFY(spin);
    QVERIFY2(spin->text().startsWith(QLatin1String("Half of this machine's memory")),
             qPrintable(spin->text()));
    settings->reject();

    // A limit just under what the whole set of two pieces a slice needs, on
    // the service's threads (every core): the set fits only with its solved
    // slices kept on disk (the solver's own estimates say so first).
    TableRegistry scratch;
    Solver::Options options;
    const SolverEstimate whole = Solver(scratch, options).estimate(root);
    QVERIFY(!whole.slicesOnDisk);
    const std::uint64_t limit = whole.memoryBytes - 1;
    options.cacheDirectory = std::filesystem::path(m_cache.path().toStdString());
    options.maxMemoryBytes = limit;
    const SolverEstimate onDisk = Solver(scratch, options).estimate(root);
    QVERIFY2(onDisk.slicesOnDisk && onDisk.memoryBytes <= limit,
             qPrintable(QStringLiteral("%1 of %2").arg(onDisk.memoryBytes).arg(limit)));

    auto *panel = window.findChild<SolvePanel *>(QStringLiteral("solvePanel"));
    const std::optional<SolveOutcome> solved = solveUnderLimit(*panel, limit);
    QVERIFY(solved);
    QCOMPARE(int(solved->report.status), int(SolveReport::Status::Solved));
    QVERIFY(!solved->refused);
    QVERIFY(solved->scope == (SolverScope{false, 2}));
    QVERIFY(solved->report.estimate.slicesOnDisk);
    const QString status = panel->findChild<QLabel *>(QStringLiteral("solveStatusLabel"))->text();
    QVERIFY2(status.contains(QLatin1String("solved slices kept on disk")), qPrintable(status));
    // The same values as the set held in memory, the moves' slices read back.
    Solver reference(scratch, noAssumptions(m_cache));
    QCOMPARE(int(reference.solve(root).status), int(SolveReport::Status::Solved));
    const std::vector<SolverMoveValue> expected = reference.moves(root);
    const std::vector<SolverMoveValue> shown = SolveService::shared().solvedSet()->moves(root);
    QCOMPARE(shown.size(), expected.size());
    for (std::size_t i = 0; i < shown.size(); ++i) {
        QCOMPARE(shown[i].move.raw(), expected[i].move.raw());
        QCOMPARE(shown[i].value.whiteRun, expected[i].value.whiteRun);
    }

    // Turned off in the dialog, the same limit refuses two pieces a slice.
    settings = openSettings();
    QVERIFY(settings);
    settings->setSlicesOnDisk(false);
    settings->accept();
    QVERIFY(!SolveService::slicesOnDiskSetting());
    const std::optional<SolveOutcome> inMemory = solveUnderLimit(*panel, limit);
    QVERIFY(inMemory);
    QVERIFY(inMemory->refused);
    QVERIFY(inMemory->refusedScope == (SolverScope{false, 2}));
    QVERIFY(!inMemory->report.estimate.slicesOnDisk);
    // A limit set there is the service's (megabytes; 0 the default).
    settings = openSettings();
    QVERIFY(settings);
    QVERIFY(!settings->slicesOnDisk());
    settings->setMemoryLimitMB(3072);
    settings->setSlicesOnDisk(true);
    settings->accept();
    QCOMPARE(SolveService::memoryLimitSettingMB(), 3072);
    QCOMPARE(SolveService::shared().memoryLimit(), std::uint64_t(3072) << 20);
    SolveService::saveSettings(0, true);
    QCOMPARE(SolveService::shared().memoryLimit(), Solver::defaultMemoryLimit());
}

void TestSolvePanel::queenBoundsWhenPieceScopesAreRefused() {
    // A limit the piece scopes are over and queen bounds fit, from the
    // solver's own estimates (queen bounds' counts both sides' queen slices,
    // more than the solve needs).
    const Position root = fromFen(QueenRace);
    TableRegistry scratch;
    Solver::Options options;
    options.slicePieces = 1;
    const std::uint64_t onePiece = Solver(scratch, options).estimate(root).memoryBytes;
    SolverScope{true, 0}.applyTo(options);
    const std::uint64_t queen = Solver(scratch, options).estimate(root).memoryBytes;
    QVERIFY2(queen < onePiece, qPrintable(QStringLiteral("%1 %2").arg(queen).arg(onePiece)));

    MainWindow window;
    window.loadPosition(root);
    auto *panel = window.findChild<SolvePanel *>(QStringLiteral("solvePanel"));
    const std::optional<SolveOutcome> solved = solveUnderLimit(*panel, queen);
    QVERIFY(solved);
    const SolveOutcome &outcome = *solved;
    QCOMPARE(int(outcome.report.status), int(SolveReport::Status::Solved));
    // Two pieces a slice was refused first, then one; queen bounds solved.
    QVERIFY(outcome.refused);
    QVERIFY(outcome.refusedScope == (SolverScope{false, 2}));
    QVERIFY(outcome.scope.queenBounds);
    // Proven where pawn slices give only the interval.
    const SolverValue value = outcome.report.value;
    QVERIFY2(value.isProven() && score::isWin(value.whiteRun), value.toString().c_str());

    // The panel says the scope, the verdict and its mate distance.
    const auto label = [&](const char *name) {
        return panel->findChild<QLabel *>(QLatin1String(name))->text();
    };
    const QString status = label("solveStatusLabel");
    QVERIFY2(status.contains(QLatin1String("too large")) &&
                 status.contains(QLatin1String("Solved with queen bounds")),
             qPrintable(status));
    QVERIFY(!outcome.refused->stoppedEarly); // counted whole: an estimate
    QVERIFY2(refusalSaid(status, *outcome.refused), qPrintable(status));
    QVERIFY2(label("solveNotesLabel").contains(QLatin1String("This solve used queen bounds")) &&
                 !label("solveNotesLabel").contains(QLatin1String("second piece")),
             qPrintable(label("solveNotesLabel")));
    const int dtm = score::moves(value.whiteRun);
    const QString verdict = label("solveVerdictLabel");
    QVERIFY2(verdict.contains(QLatin1String("proven win")) &&
                 verdict.contains(QStringLiteral("%1 moves").arg(dtm)),
             qPrintable(verdict));

    // The same value as the full scope (two pieces a slice, no limit),
    // solved here on its own.
    options = {};
    options.threads = 2;
    options.cacheDirectory = std::filesystem::path(m_cache.path().toStdString());
    Solver full(scratch, options);
    const SolveReport reference = full.solve(root);
    QCOMPARE(int(reference.status), int(SolveReport::Status::Solved));
    QVERIFY(reference.value.isProven());
    QCOMPARE(reference.value.whiteRun, value.whiteRun);
}

void TestSolvePanel::dtmSearchSettlesWhatPawnSlicesLeaveOpen() {
    // Under a limit only pawn slices (or queen bounds) fit; they prove the
    // win with its DTM on the assumption, and the panel's solve goes on to
    // the DTM search, which settles it.
    const Position root = fromFen(Chernev43);
    const std::uint64_t pawnSlices = pawnSliceBytes(root);

    MainWindow window;
    window.loadPosition(root);
    auto *panel = window.findChild<SolvePanel *>(QStringLiteral("solvePanel"));
    QSignalSpy progress(&panel->service(), &SolveService::progress);
    const std::optional<SolveOutcome> solved = solveUnderLimit(*panel, pawnSlices);
    QVERIFY(solved);
    QCOMPARE(int(solved->report.status), int(SolveReport::Status::Solved));
    QVERIFY(solved->refused); // the piece scopes did not fit
    QVERIFY(solved->scope.queenBounds || solved->scope.slicePieces == 0);
    {
        const QString status =
            panel->findChild<QLabel *>(QStringLiteral("solveStatusLabel"))->text();
        QVERIFY(solved->refused->stoppedEarly); // counted up to the limit only
        QVERIFY2(refusalSaid(status, *solved->refused), qPrintable(status));
    }
    const SolveReport::DtmSearchTally &search = solved->report.dtmSearch;
    QVERIFY(search.ran && search.settled && search.nodes > 0);
    QVERIFY(std::any_of(progress.begin(), progress.end(), [](const QList<QVariant> &args) {
        return args.at(0).value<SolveProgress>().solver.dtmSearchNodes > 0;
    }));

    // The same DTM as two pieces a slice, which needs no assumption.
    TableRegistry scratch;
    Solver full(scratch, noAssumptions(m_cache));
    const SolveReport reference = full.solve(root);
    QVERIFY(reference.value.isProven());
    QCOMPARE(solved->report.value.toString(), reference.value.toString());

    // The panel says it: the verdict with its DTM, the DTM line to the mate,
    // and how the DTM was settled.
    const auto label = [&](const char *name) {
        return panel->findChild<QLabel *>(QLatin1String(name))->text();
    };
    const QString verdict = label("solveVerdictLabel");
    QVERIFY2(
        verdict.contains(
            QStringLiteral("proven win in %1 moves").arg(score::moves(reference.value.whiteRun))),
        qPrintable(verdict));
    QVERIFY2(label("solveLineLabel").contains(QLatin1Char('#')),
             qPrintable(label("solveLineLabel")));
    QVERIFY2(label("solveNotesLabel").contains(QLatin1String("mate search")),
             qPrintable(label("solveNotesLabel")));
}

void TestSolvePanel::dtmSettledOnDemandOffTheLine() {
    // The solve's mate search settles the root, its moves and its DTM line
    // only. Played on elsewhere, a position keeps its runs' DTM interval
    // until the panel settles it in the background; then its verdict and
    // its moves show the DTMs a solve that needs no assumption finds.
    const Position root = fromFen(Chernev43);
    TableRegistry scratch;
    Solver full(scratch, noAssumptions(m_cache));
    QVERIFY(full.solve(root).value.isProven());

    MainWindow window;
    auto *panel = window.findChild<SolvePanel *>(QStringLiteral("solvePanel"));
    const std::optional<SolveOutcome> solved = solveOnPawnSlices(window, root);
    QVERIFY(solved && solved->set);
    const SolvedSet &set = *solved->set;

    // Two plies off the root: White's move, then a Black reply whose
    // win/draw/loss the set proves and whose DTM it leaves open.
    std::vector<Move> path;
    for (const SolverMoveValue &first : set.moves(root)) {
        Position after = root;
        after.makeMove(first.move);
        for (const SolverMoveValue &reply : set.moves(after)) {
            Position p = after;
            p.makeMove(reply.move);
            const std::optional<SolverValue> v = set.value(p);
            if (v && v->isWdlProven() && !v->isProven() && set.solver().dtmOpen(p)) {
                path = {first.move, reply.move};
                break;
            }
        }
        if (!path.empty()) break;
    }
    QVERIFY2(!path.empty(), "no position two plies off the root keeps a DTM interval");

    // Played on the board: each move starts a search for the position shown
    // (the first one's is cancelled to make way); the last one finishes.
    QSignalSpy finished(&panel->service().dtmSettler(), &DtmSettleRunner::finished);
    for (const Move m : path) QVERIFY(window.document()->playMove(m));
    const Position target = window.document()->position();
    const QString before = QString::fromStdString(set.value(target)->toString());
    QVERIFY(panel->service().dtmSettler().isRunning());
    QVERIFY(!panel->findChild<QPushButton *>(QStringLiteral("cancelSolveButton"))->isHidden());
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() && !panel->service().dtmSettler().isRunning(),
                             SolveTimeoutMs);
    const DtmSettleOutcome outcome = finished.last().at(0).value<DtmSettleOutcome>();
    QCOMPARE(outcome.position.key(), target.key());
    QVERIFY(outcome.tally.ran && outcome.tally.settled && !outcome.cancelled);

    const std::optional<SolverValue> settled = set.value(target);
    const std::optional<SolverValue> exact = full.value(target);
    QVERIFY(settled && exact && exact->isProven());
    QCOMPARE(settled->toString(), exact->toString());
    qInfo("%s: %s, settled to %s (%llu positions searched)", toFen(target).c_str(),
          qPrintable(before), settled->toString().c_str(),
          static_cast<unsigned long long>(outcome.tally.nodes));
    // Every move the set proves: the DTM of the solve without assumptions.
    int compared = 0;
    for (const SolverMoveValue &m : set.moves(target)) {
        if (!m.value.isProven()) continue;
        const auto same = [&](const SolverMoveValue &r) { return r.move == m.move; };
        const std::vector<SolverMoveValue> reference = full.moves(target);
        const auto r = std::find_if(reference.begin(), reference.end(), same);
        QVERIFY(r != reference.end());
        QCOMPARE(m.value.toString(), r->value.toString());
        ++compared;
    }
    QVERIFY(compared > 0);
    qInfo("%d moves compared with the solve without assumptions", compared);
    // The panel says it: the exact verdict, the line and how it was found.
    const auto label = [&](const char *name) {
        return panel->findChild<QLabel *>(QLatin1String(name))->text();
    };
    QVERIFY2(label("solveVerdictLabel").contains(SolverText::positionValue(*exact)),
             qPrintable(label("solveVerdictLabel")));
    QVERIFY2(label("solveSettleLabel").contains(QLatin1String("mate search")),
             qPrintable(label("solveSettleLabel")));
    // ... and so does the analysis panel's Table row.
    QVERIFY2(saysSolved(tableRow(window), *exact), qPrintable(tableRow(window)));
    if (score::isWin(exact->lower()) || score::isLoss(exact->lower()))
        QVERIFY2(label("solveLineLabel").contains(QLatin1Char('#')),
                 qPrintable(label("solveLineLabel")));
    QVERIFY(panel->findChild<QPushButton *>(QStringLiteral("cancelSolveButton"))->isHidden());
    // Searched once: back and forth does not search it again.
    window.document()->goToPly(1);
    window.document()->goToPly(2);
    QCOMPARE(window.document()->position().key(), target.key());
    QVERIFY(!panel->service().dtmSettler().isRunning() ||
            panel->service().dtmSettler().settling().key() != target.key());
}

void TestSolvePanel::browserShowsTheWholeMaterialName() {
    // A solved set's material is longer than any table's name in the Table
    // box's list, whose widest the box was sized for: "KPPKPP" showed as
    // its last letters.
    MainWindow window;
    const std::optional<SolveOutcome> solved = solveOnPawnSlices(window, fromFen(Rams));
    QVERIFY(solved && solved->set);
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *browser = menuaccess::openFromMenu<TablebaseBrowser>(
        window, QStringLiteral("tablebaseBrowserAction"), QStringLiteral("tablebaseBrowser"));
    QVERIFY(browser);
    QTest::mouseClick(browser->findChild<QPushButton *>(QStringLiteral("fromMainBoardButton")),
                      Qt::LeftButton);
    QLineEdit *name = browser->findChild<QComboBox *>(QStringLiteral("materialCombo"))->lineEdit();
    QCOMPARE(name->text(), QStringLiteral("KPPKPP"));
    // (A line edit keeps 2 px on either side of its text.)
    const auto needed = [name] { return name->fontMetrics().horizontalAdvance(name->text()); };
    QTRY_VERIFY2(needed() + 4 <= name->contentsRect().width(),
                 qPrintable(QStringLiteral("\"%1\" needs %2 px, the box shows %3")
                                .arg(name->text())
                                .arg(needed())
                                .arg(name->contentsRect().width() - 4)));
    // Enter on the name shown keeps the position, with no complaint that
    // it is no table.
    const Position shown = browser->position();
    auto *status = browser->findChild<QLabel *>(QStringLiteral("tablebaseStatus"));
    const QString statusBefore = status->text();
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(browser->position().key(), shown.key());
    QCOMPARE(name->text(), QStringLiteral("KPPKPP"));
    QCOMPARE(status->text(), statusBefore);
    // A table's name typed there still sets that table up.
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("KQK"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(browser->material().name(), std::string("KQK"));
    QCOMPARE(browser->position().count(White, Queen), 1);
}

void TestSolvePanel::browserMapDtmsSettled() {
    // The tablebase browser's per-square map over a solved set: where the
    // set proves win/draw/loss but leaves the DTM an interval, a search in
    // the background settles the map's DTMs; then every cell shows the DTM
    // a solve that needs no assumption finds.
    const Position root = fromFen(Chernev43);
    TableRegistry scratch;
    Solver full(scratch, noAssumptions(m_cache));
    QVERIFY(full.solve(root).value.isProven());

    MainWindow window;
    auto *panel = window.findChild<SolvePanel *>(QStringLiteral("solvePanel"));
    const std::optional<SolveOutcome> solved = solveOnPawnSlices(window, root);
    QVERIFY(solved && solved->set);
    const SolvedSet &set = *solved->set;

    // A position of the set, at most two plies in, whose black king map
    // keeps DTM intervals.
    const auto openMap = [&](const Position &p) {
        return set.squareMapDtmOpen(p, p.kingSquare(Black)).size();
    };
    Position shown = root;
    for (const SolverMoveValue &first : set.moves(root)) {
        Position after = root;
        after.makeMove(first.move);
        for (const SolverMoveValue &reply : set.moves(after)) {
            Position p = after;
            p.makeMove(reply.move);
            if (openMap(p) > openMap(shown)) shown = p;
        }
    }
    const std::size_t openBefore = openMap(shown);
    QVERIFY2(openBefore > 0, "no map near the root keeps a DTM interval");

    // As a user: the position on the main board, then "From main board".
    DtmSettleRunner &mapSettler = panel->service().mapSettler();
    QSignalSpy started(&mapSettler, &DtmSettleRunner::started);
    QSignalSpy finished(&mapSettler, &DtmSettleRunner::finished);
    window.loadPosition(shown);
    window.resize(1400, 900);
    window.show();
    auto *browser = menuaccess::openFromMenu<TablebaseBrowser>(
        window, QStringLiteral("tablebaseBrowserAction"), QStringLiteral("tablebaseBrowser"));
    QVERIFY(browser);
    QTest::mouseClick(browser->findChild<QPushButton *>(QStringLiteral("fromMainBoardButton")),
                      Qt::LeftButton);
    QCOMPARE(browser->position().key(), shown.key());
    QCOMPARE(browser->mapPiece(), BlackKing);
    auto *map = browser->findChild<SquareMapModel *>(QStringLiteral("squareMapModel"));
    QVERIFY(map && map->isFromSolvedSet());
    // Before the search has answered: each cell whose DTM the set leaves
    // open is a "?" on the browser's board, whose tooltip gives the interval.
    const auto *mapBoard = browser->findChild<AnnotatedBoard *>(QStringLiteral("tablebaseBoard"));
    QVERIFY(mapBoard);
    int questionMarks = 0;
    for (int i = 0; i < SquareCount; ++i) {
        const Square s = Square(i);
        const QModelIndex cell = map->index(7 - rankOf(s), fileOf(s));
        // (The piece's own square shows the piece, not a mark.)
        if (s == map->pieceSquare() || !map->isOpen(s)) {
            QVERIFY(mapBoard->mark(s).text != QStringLiteral("?"));
            continue;
        }
        QCOMPARE(mapBoard->mark(s).text, QStringLiteral("?"));
        QCOMPARE(cell.data().toString(), QStringLiteral("?"));
        const QString tip = mapBoard->mark(s).toolTip;
        QVERIFY2(tip.contains(QLatin1String("rests on an assumption")), qPrintable(tip));
        ++questionMarks;
    }
    QVERIFY(questionMarks > 0);
    // The Table box names the position's own material, not the last table's.
    QCOMPARE(browser->findChild<QComboBox *>(QStringLiteral("materialCombo"))->currentText(),
             QStringLiteral("KPPKP"));
    QTRY_VERIFY_WITH_TIMEOUT(!started.isEmpty(), 5000);
    // Kept in the build directory for people to look at: while it runs...
    const auto keep = [&](const char *name) {
        const QString path =
            QDir(QCoreApplication::applicationDirPath()).absoluteFilePath(QLatin1String(name));
        QVERIFY(window.grab().save(path));
        qInfo("tablebase browser rendered to %s", qPrintable(path));
    };
    if (mapSettler.isRunning()) keep("browser-map-settling.png");
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() && !mapSettler.isRunning(), SolveTimeoutMs);
    const DtmSettleOutcome outcome = finished.last().at(0).value<DtmSettleOutcome>();
    QVERIFY(outcome.tally.ran && !outcome.cancelled);
    QCOMPARE(outcome.position.key(), shown.key());
    QCOMPARE(openMap(shown), std::size_t(outcome.tally.positionsOpen));
    // Every one settled: a map position its first share of the default
    // budget did not settle gets what the others left (two of the 67 here).
    QCOMPARE(outcome.tally.positionsOpen, 0);
    QTRY_VERIFY(browser->findChild<QWidget *>(QStringLiteral("mapSettleRow"))->isHidden());
    keep("browser-map-settled.png"); // ... and after

    // Every cell: the set's value is now the reference's where it proves
    // the DTM, and the map shows it.
    int settledCells = 0;
    const Square king = shown.kingSquare(Black);
    for (const Color side : {White, Black}) {
        const auto values = set.squareMap(shown, king, side);
        for (int i = 0; i < SquareCount; ++i) {
            const std::optional<SolverValue> &v = values[std::size_t(i)];
            if (!v || !v->isProven()) continue;
            Position p = shown;
            p.setPiece(king, NoPiece);
            p.setEnPassantSquare(NoSquare);
            p.setSideToMove(side);
            p.setPiece(Square(i), BlackKing);
            const std::optional<SolverValue> exact = full.value(p);
            QVERIFY(exact && exact->isProven());
            QCOMPARE(v->toString(), exact->toString());
            const TableProbe cell = map->probe(Square(i), side);
            QCOMPARE(int(cell.kind), int(SolverText::toTableProbe(*exact).kind));
            QCOMPARE(cell.distance, SolverText::toTableProbe(*exact).distance);
            ++settledCells;
        }
    }
    QVERIFY(settledCells > 0);
    qInfo("%s: %zu map positions with a DTM interval, %d left after the search "
          "(%llu positions searched); %d cells compared with the solve without assumptions",
          toFen(shown).c_str(), openBefore, outcome.tally.positionsOpen,
          static_cast<unsigned long long>(outcome.tally.nodes), settledCells);
    // Searched once: shown again, the map is not searched again.
    started.clear();
    QTest::mouseClick(browser->findChild<QPushButton *>(QStringLiteral("fromMainBoardButton")),
                      Qt::LeftButton);
    QCoreApplication::processEvents();
    QVERIFY(started.isEmpty() && !mapSettler.isRunning());
}

void TestSolvePanel::analysisRestartsWithTheSolvedValue() {
    // A running analysis of a position outside the solved set; Solve gives
    // a set holding it, the search restarts with it and reports the
    // solver's mate distance from its first depth on (the search alone
    // needs some twenty plies to see the mate, with the tables).
    MainWindow window;
    const Position root = fromFen(QueenRaceMirrored);
    const std::shared_ptr<const SolvedSet> before = SolveService::shared().solvedSet();
    QVERIFY(!before || !before->contains(root));
    window.loadPosition(root);
    auto *analysis = window.findChild<AnalysisPanel *>(QStringLiteral("analysisPanel"));
    QVERIFY(analysis);
    AnalysisController &controller = *window.analysisController();
    QList<AnalysisInfo> infos;
    connect(&controller, &AnalysisController::infoUpdated, &window, [&](const AnalysisInfo &info) {
        if (info.depth > 0) infos.append(info);
    });
    window.startAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(!infos.isEmpty(), 60000);
    const quint64 first = controller.currentRequest();
    // Its first depths: no mate in sight.
    QCOMPARE(infos.front().requestId, first);
    QCOMPARE(infos.front().mateIn, 0);

    SolveService &service = SolveService::shared();
    QSignalSpy finished(&service, &SolveService::finished);
    QVERIFY(window.findChild<SolvePanel *>(QStringLiteral("solvePanel"))->solve());
    QVERIFY(finished.wait(SolveTimeoutMs) || finished.size() == 1);
    const std::shared_ptr<const SolvedSet> set = service.solvedSet();
    QVERIFY(set && set->root() == root);
    const std::optional<SolverValue> value = set->value(root);
    QVERIFY(value && value->isProven() && score::isWin(value->whiteRun));
    const int dtm = score::moves(value->whiteRun);

    // Restarted on the new set: a new request whose first depth reports
    // the solver's mate, exactly.
    const quint64 restarted = controller.currentRequest();
    QVERIFY(restarted > first);
    const auto firstOfRestart = [&]() -> const AnalysisInfo * {
        for (const AnalysisInfo &info : infos)
            if (info.requestId == restarted) return &info;
        return nullptr;
    };
    QTRY_VERIFY_WITH_TIMEOUT(firstOfRestart(), 60000);
    QCOMPARE(firstOfRestart()->depth, 1);
    QCOMPARE(firstOfRestart()->mateIn, dtm);
    const QString mate = QStringLiteral("White mates in %1").arg(dtm);
    QTRY_VERIFY_WITH_TIMEOUT(showsText(*analysis, mate), 10000);
    controller.stop();
    QTRY_VERIFY_WITH_TIMEOUT(!controller.isRunning(), 10000);
}

void TestSolvePanel::tableRowShowsTheSolvedValue() {
    // Five men: no table answers the root; before the solve the Table row
    // says so, after it the set's value in the solve panel's words (a
    // search report's table text does not replace it), and a move inside the
    // set shows the next position's value.
    MainWindow window;
    const Position root = fromFen(FiveMen);
    SolveService &service = SolveService::shared();
    const std::shared_ptr<const SolvedSet> before = service.solvedSet();
    QVERIFY(!before || !before->contains(root));
    window.loadPosition(root);
    QCOMPARE(tableRow(window), QStringLiteral("not in a table"));
    QVERIFY2(valueRow(window).endsWith(QLatin1String(", static evaluation")),
             qPrintable(valueRow(window)));
    QVERIFY2(scoreRow(window).endsWith(QLatin1String(", static evaluation")),
             qPrintable(scoreRow(window)));

    const std::optional<SolveOutcome> solved =
        solveUnderLimit(*window.findChild<SolvePanel *>(QStringLiteral("solvePanel")), 0);
    QVERIFY(solved && solved->set);
    const std::shared_ptr<const SolvedSet> set = service.solvedSet();
    QVERIFY(set && set->root() == root);
    const std::optional<SolverValue> value = set->value(root);
    QVERIFY(value);
    QVERIFY2(saysSolved(tableRow(window), *value), qPrintable(tableRow(window)));
    QVERIFY2(tableRow(window).contains(QLatin1String("50-move rule ignored")),
             qPrintable(tableRow(window)));
    // The Value row says the same as the Table row (no static evaluation
    // beside a proven value), and there is no centipawn score to show.
    QVERIFY(value->isProven());
    QCOMPARE(valueRow(window), provenValueText(window, *value));
    QCOMPARE(scoreRow(window), QStringLiteral("\u2013"));

    // A search's report names the table its line reaches (1. c3 dxc3 leads
    // to KPKP); the Table row keeps the solved value, which is exact. (The
    // search itself, scoring the set's positions exactly, ends its lines
    // there, so the report is made here with the words such a line gets.)
    Position line = root;
    std::vector<Move> reaching;
    for (const char *san : {"c3", "dxc3"}) {
        const ParsedMove parsed = parseSanMove(line, san);
        QVERIFY(parsed.ok());
        reaching.push_back(parsed.move);
        line.makeMove(parsed.move);
    }
    TableService::shared().request(Material::of(line));
    QVERIFY(TableService::shared().waitForIdle(SolveTimeoutMs));
    AnalysisInfo report;
    report.depth = 1;
    report.requestId = window.analysisController()->currentRequest();
    report.tableResult = TablebaseValue::lineText(root, reaching);
    QVERIFY2(report.tableResult.contains(QLatin1String("KPKP")), qPrintable(report.tableResult));
    emit window.analysisController()->infoUpdated(report);
    QVERIFY2(saysSolved(tableRow(window), *value), qPrintable(tableRow(window)));

    // The best move keeps the board inside the set (five men: still no table).
    const std::vector<SolverMoveValue> moves = set->moves(root);
    QVERIFY(!moves.empty());
    QVERIFY(window.document()->playMove(moves.front().move));
    const std::optional<SolverValue> next = set->value(window.document()->position());
    QVERIFY(next);
    QCOMPARE(next->sideToMove, Black);
    QVERIFY2(saysSolved(tableRow(window), *next), qPrintable(tableRow(window)));
    QVERIFY(next->isProven());
    QCOMPARE(valueRow(window), provenValueText(window, *next));
    QCOMPARE(scoreRow(window), QStringLiteral("\u2013"));

    // Outside the set: no value to show.
    const Position outside = fromFen(QueenRaceMirrored);
    QVERIFY(!set->contains(outside));
    window.loadPosition(outside);
    QCOMPARE(tableRow(window), QStringLiteral("not in a table"));
    QVERIFY2(valueRow(window).endsWith(QLatin1String(", static evaluation")),
             qPrintable(valueRow(window)));
    QVERIFY2(scoreRow(window).endsWith(QLatin1String(", static evaluation")),
             qPrintable(scoreRow(window)));
}

void TestSolvePanel::resultComesIntoView() {
    // On a small screen the analysis dock scrolls, and a solve's result
    // lies below its fold: once solved, the verdict is in view and the
    // move list starts in view under it.
    MainWindow window;
    window.resize(1000, 560);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.loadPosition(fromFen(TwoPawns));
    auto *panel = window.findChild<SolvePanel *>(QStringLiteral("solvePanel"));
    QVERIFY(panel);
    QScrollArea *scroll = scrollAreaAround(panel);
    QVERIFY(scroll);
    auto *verdict = panel->findChild<QLabel *>(QStringLiteral("solveVerdictLabel"));
    auto *moves = panel->findChild<QTableView *>(QStringLiteral("solveMoveList"));
    QVERIFY(verdict && moves);
    SolveService &service = SolveService::shared();
    QSignalSpy finished(&service, &SolveService::finished);
    QVERIFY(panel->solve());
    QVERIFY(finished.wait(SolveTimeoutMs) || finished.size() == 1);
    QTRY_VERIFY(moves->isVisible());
    QTRY_VERIFY2(rowsInScrollView(verdict, verdict->height()),
                 qPrintable(QStringLiteral("verdict at y %1 to %2, viewport height %3")
                                .arg(topInScrollView(verdict))
                                .arg(topInScrollView(verdict) + verdict->height())
                                .arg(scroll->viewport()->height())));
    QVERIFY(rowsInScrollView(moves, 1));
}

QTEST_MAIN(TestSolvePanel)
#include "tst_solvepanel.moc"
