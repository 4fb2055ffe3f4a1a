#include "mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

#include "chess/fen.h"

#include "eval/blockage.h"

#include "text/fenproblemtext.h"
#include "text/localnumber.h"

#include "services/enginesettings.h"
#include "services/languagemanager.h"
#include "services/linkedlibraries.h"
#include "services/tableservice.h"

#include "models/positiondocument.h"

#include "workers/analysiscontroller.h"
#include "workers/analysisengine.h"
#include "workers/searchengine.h"

#include "widgets/accessiblenames.h"
#include "widgets/analysispanel.h"
#include "widgets/boardview.h"
#include "widgets/collectionpanel.h"
#include "widgets/documentio.h"
#include "widgets/enginelinesview.h"
#include "widgets/enginesdialog.h"
#include "widgets/evaluationgraph.h"
#include "widgets/fenpanel.h"
#include "widgets/gamelistpanel.h"
#include "widgets/gettingstarteddialog.h"
#include "widgets/movelistpanel.h"
#include "widgets/patterneditor.h"
#include "widgets/piecepalette.h"
#include "widgets/positioneditor.h"
#include "widgets/solvepanel.h"
#include "widgets/solversettingsdialog.h"
#include "widgets/tablebasebrowser.h"
#include "widgets/tablebasesettingsdialog.h"

namespace rampart {

namespace {
// QSettings keys.
const char *const GeometryKey = "window/geometry";
const char *const StateKey = "window/state";
const char *const FlippedKey = "board/flipped";
const char *const OverlayKey = "board/overlay";
const char *const LastFenKey = "position/last";
const char *const ArrowsKey = "board/arrows";
constexpr int ExportSize = 800;           // pixels (PNG) or SVG user units
constexpr int CollectionDockHeight = 230; // room for a few rows when a collection opens
// The first window: fits a 1280x800 screen (less the desktop's panels).
constexpr QSize DefaultSize(1260, 760);
// The least height of a docked panel (it scrolls below its own size).
constexpr int DockPanelMinimumHeight = 60;
constexpr int BottomDockHeight = 96;                // the FEN field and a status line
constexpr int RightDockWidth = 380;                 // the analysis: value in words and the lines
constexpr QSize BrowserMinimumSize(360, 200);       // the browser and editor scroll below this
const char *const PlacedProperty = "rampartPlaced"; // a dock given its room once
constexpr int BrowserWidthPercent = 60;             // of the window, when they are first shown
constexpr int LeftDockWidth = 250;                  // the palette, the editor and the moves

QIcon icon(const char *name) {
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(name)));
}
} // namespace

MainWindow::MainWindow(LanguageManager *languages, QWidget *parent)
    // The real search (search/search.h) on the analysis thread.
    : MainWindow(std::make_shared<SearchEngine>(), languages, parent) {}

MainWindow::MainWindow(std::shared_ptr<AnalysisEngine> engine, LanguageManager *languages,
                       QWidget *parent)
    : QMainWindow(parent)
    , m_languages(languages)
    , m_document(new PositionDocument(this))
    , m_analysis(new AnalysisController(this)) {
    m_analysis->setEngine(std::move(engine)); // null: no engine, nothing starts
    setWindowIcon(icon("rampart"));
    setDockNestingEnabled(true);
    createPanels();
    createActions();
    createMenus();

    m_statusPosition = new QLabel(this);
    statusBar()->addPermanentWidget(m_statusPosition);
    // A bad table cache file rebuilt, or a table not saved: the build goes
    // on, the user learns why the next start builds again.
    connect(&TableService::shared(), &TableService::problemFound, this,
            [this](const QString &problem) { statusBar()->showMessage(problem, 15000); });

    connect(m_document, &PositionDocument::positionChanged, this, &MainWindow::onPositionChanged);
    connect(m_board, &BoardView::moveRequested, m_document, &PositionDocument::playMove);
    connect(m_board, &BoardView::positionEdited, m_document, &PositionDocument::setPosition);
    connect(m_palette, &PiecePalette::pieceSelected, m_board, &BoardView::setBrushPiece);
    // Using the palette means editing: switch the board to edit mode.
    connect(m_palette, &PiecePalette::activated, this, [this] {
        if (!m_editMode->isChecked()) m_editMode->trigger();
    });
    connect(m_editor, &PositionEditor::flipRequested, m_flip, &QAction::toggle);
    connect(m_editor, &PositionEditor::brushToggled, m_brush, &QAction::setChecked);
    connect(m_board, &BoardView::flippedChanged, m_flip, &QAction::setChecked);

    retranslate();
    readSettings();
    onPositionChanged();
}

MainWindow::~MainWindow() {
    // Closing without closeEvent (QApplication::exit, --screenshot) while
    // analysing: the controller's own shutdown would tell this half-destroyed
    // window that the analysis stopped. Stop it while the window is whole.
    m_analysis->disconnect(this);
    m_analysis->stop();
    // The document's undo stack, cleared as it is destroyed, would tell this
    // half-destroyed window its index changed.
    m_document->undoStack()->disconnect(this);
}

QString MainWindow::defaultFen() {
    return QStringLiteral("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
}

QString MainWindow::startupFen() {
    const QString last = QSettings().value(QLatin1String(LastFenKey)).toString();
    if (!last.isEmpty() && parseFen(last.toStdString()).position) return last;
    return defaultFen();
}

void MainWindow::startAnalysis() {
    m_analysisDock->show();
    m_analysisPanel->startAnalysis();
}

void MainWindow::loadPosition(const Position &pos) {
    m_document->setPosition(pos, tr("Load position"));
}

// --- Construction -----------------------------------------------------------

void MainWindow::createPanels() {
    m_board = new BoardView(this);
    setCentralWidget(m_board);
    m_palette = new PiecePalette(this);
    m_editor = new PositionEditor(m_document, this);
    m_editor->setObjectName(QStringLiteral("positionEditor"));
    m_fenPanel = new FenPanel(m_document, this);
    m_movePanel = new MoveListPanel(m_document, this);
    m_collectionPanel = new CollectionPanel(m_document, this);
    m_analysisPanel = new AnalysisPanel(m_document, m_analysis, this);
    // Object names: tests find the panels as a user sees them (the View
    // menu's actions are named after them, see nameActions()).
    m_palette->setObjectName(QStringLiteral("piecePalette"));
    m_fenPanel->setObjectName(QStringLiteral("fenPanel"));
    m_movePanel->setObjectName(QStringLiteral("moveListPanel"));
    m_collectionPanel->setObjectName(QStringLiteral("collectionPanel"));
    m_analysisPanel->setObjectName(QStringLiteral("analysisPanel"));
    // "Add as variation": the line goes into the game tree after the shown move.
    m_analysisPanel->setVariationAdder(
        [this](const Position &from, const std::vector<Move> &moves) {
            return from.key() == m_document->position().key() && m_document->addVariation(moves);
        });
    m_analysisPanel->setBestLineAdder([this](const Position &from, std::optional<Move> first) {
        return addBestLineToGame(from, first);
    });

    // External engines' lines sit in the analysis panel, below Rampart's own.
    m_engineLines = new EngineLinesView(m_document, m_analysisPanel);
    m_engineLines->setObjectName(QStringLiteral("engineLines"));
    m_engineLines->setEngines(EngineSettings::engines());
    if (auto *box = qobject_cast<QBoxLayout *>(m_analysisPanel->layout()))
        box->addWidget(m_engineLines);
    connect(m_engineLines, &EngineLinesView::engineFailed, this,
            [this](const QString &name, const QString &reason) {
                statusBar()->showMessage(tr("%1: %2").arg(name, reason));
            });

    m_paletteDock =
        addDock(m_palette, QStringLiteral("paletteDock"), Qt::LeftDockWidgetArea, false);
    m_editorDock = addDock(m_editor, QStringLiteral("editorDock"), Qt::LeftDockWidgetArea);
    // The default layout leaves the board the most room: the moves tabbed
    // with the position editor on the left (the editor comes to the front in
    // edit mode), the analysis alone on the right from top to bottom, the
    // FEN field low at the bottom.
    m_moveDock = addDock(m_movePanel, QStringLiteral("moveDock"), Qt::LeftDockWidgetArea);
    tabifyDockWidget(m_editorDock, m_moveDock);
    m_moveDock->raise();
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    m_analysisDock =
        addDock(m_analysisPanel, QStringLiteral("analysisDock"), Qt::RightDockWidgetArea);
    m_fenDock = addDock(m_fenPanel, QStringLiteral("fenDock"), Qt::BottomDockWidgetArea);
    m_collectionDock =
        addDock(m_collectionPanel, QStringLiteral("collectionDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_fenDock, m_collectionDock);
    // Every problem of an illegal position in view: the FEN dock grows to
    // the panel's height when it is smaller.
    connect(m_fenPanel, &FenPanel::problemsChanged, this,
            [this] { QTimer::singleShot(0, this, &MainWindow::fitFenDockToProblems); });
    m_gameListPanel = new GameListPanel(m_document, this);
    m_gameListPanel->setObjectName(QStringLiteral("gameListPanel"));
    m_gameListDock =
        addDock(m_gameListPanel, QStringLiteral("gameListDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_collectionDock, m_gameListDock);
    m_evaluationGraph = new EvaluationGraph(m_document, this);
    m_evaluationGraph->setObjectName(QStringLiteral("evaluationGraph"));
    m_evaluationDock = addDock(m_evaluationGraph, QStringLiteral("evaluationDock"),
                               Qt::BottomDockWidgetArea, false);
    tabifyDockWidget(m_gameListDock, m_evaluationDock);
    m_fenDock->raise();
    createBrowserPanels();
    createPractice();
}

void MainWindow::createBrowserPanels() {
    m_patternEditor = new PatternEditor(this);
    m_patternEditor->setObjectName(QStringLiteral("patternEditor"));
    m_tablebaseBrowser = new TablebaseBrowser(this);
    m_tablebaseBrowser->setObjectName(QStringLiteral("tablebaseBrowser"));
    m_patternDock =
        addDock(m_patternEditor, QStringLiteral("patternDock"), Qt::RightDockWidgetArea);
    m_tablebaseDock =
        addDock(m_tablebaseBrowser, QStringLiteral("tablebaseDock"), Qt::RightDockWidgetArea);
    // Large panels with a board of their own: hidden at first, docked as
    // tabs beside the analysis when shown, so they never cover the window
    // (the user may float them; a saved layout overrides this).
    for (QDockWidget *dock : {m_patternDock, m_tablebaseDock}) {
        // They scroll rather than force the window past a 1280x800 screen.
        dock->widget()->setMinimumSize(BrowserMinimumSize);
        dock->hide();
        // Shown from the View menu: a tab beside the analysis, brought to the
        // front. (Tabbed only now: a hidden dock in a tab group still counts
        // towards the window's minimum size, and these are large.)
        connect(dock->toggleViewAction(), &QAction::triggered, this,
                [this, dock](bool shown) { showPanelDock(dock, shown); });
    }
    connect(m_document, &PositionDocument::positionChanged, this,
            [this] { m_patternEditor->setTestPosition(m_document->position()); });
    connect(m_patternEditor, &PatternEditor::mainPositionRequested, this,
            [this] { m_patternEditor->setTestPosition(m_document->position()); });
    connect(m_patternEditor, &PatternEditor::positionActivated, this, &MainWindow::loadPosition);
    connect(m_tablebaseBrowser, &TablebaseBrowser::positionSent, this, &MainWindow::loadPosition);
    connect(m_tablebaseBrowser, &TablebaseBrowser::bestLineToGameRequested, this,
            [this](const Position &from, Move first) {
                addBestLineToGame(from, first.isNone() ? std::nullopt : std::optional(first));
            });
    connect(m_tablebaseBrowser, &TablebaseBrowser::mainPositionRequested, this,
            [this] { m_tablebaseBrowser->loadPosition(m_document->position()); });
}

QDockWidget *MainWindow::addDock(QWidget *panel, const QString &objectName, Qt::DockWidgetArea area,
                                 bool scrolling) {
    auto *dock = new QDockWidget(this);
    dock->setObjectName(objectName); // saveState() needs names
    if (!scrolling) {
        dock->setWidget(panel);
        addDockWidget(area, dock);
        return dock;
    }
    // Tall panels scroll instead of forcing a large minimum window size.
    auto *scroll = new QScrollArea(dock);
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // QScrollArea's own minimum follows the panel's; let it shrink in height.
    scroll->setMinimumSize(panel->minimumSizeHint().width() +
                               scroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent),
                           DockPanelMinimumHeight);
    dock->setWidget(scroll);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::createActions() {
    const auto make = [this](const char *iconName, const QKeySequence &shortcut) {
        auto *a = new QAction(this);
        if (iconName) a->setIcon(icon(iconName));
        if (!shortcut.isEmpty()) a->setShortcut(shortcut);
        return a;
    };
    m_openCollection = make("open", QKeySequence::Open);
    m_savePosition = make("save", QKeySequence::Save);
    m_exportPng = make("export", QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportSvg = make(nullptr, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_exportPgn = make(nullptr, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_copyFen = make("copy", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_pasteFen = make("paste", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    m_quit = make("quit", QKeySequence::Quit);
    m_openPgn = make("open", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_openPgn, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open PGN file"), QString(),
                                                          tr("PGN files (*.pgn);;All files (*)"));
        if (!path.isEmpty()) openPgn(path);
    });
    m_toPawnEnding = make(nullptr, QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_toPawnEnding, &QAction::triggered, this, &MainWindow::goToPawnEnding);
    connect(m_openCollection, &QAction::triggered, m_collectionPanel, [this] {
        m_collectionDock->show();
        m_collectionDock->raise();
        resizeDocks({m_collectionDock}, {CollectionDockHeight}, Qt::Vertical);
        m_collectionPanel->openFile();
    });
    m_openSamples = make(nullptr, QKeySequence());
    connect(m_openSamples, &QAction::triggered, m_collectionPanel,
            [this] { openShippedCollection(QStringLiteral(":/positions/classics.epd")); });
    m_openPublished = make(nullptr, QKeySequence());
    connect(m_openPublished, &QAction::triggered, m_collectionPanel,
            [this] { openShippedCollection(QStringLiteral(":/positions/published-endings.epd")); });
    m_openUnsettled = make(nullptr, QKeySequence());
    connect(m_openUnsettled, &QAction::triggered, m_collectionPanel, [this] {
        openShippedCollection(QStringLiteral(":/positions/published-endings-unsettled.epd"));
    });
    connect(m_savePosition, &QAction::triggered, this, &MainWindow::savePosition);
    connect(m_exportPng, &QAction::triggered, this, &MainWindow::exportPng);
    connect(m_exportSvg, &QAction::triggered, this, &MainWindow::exportSvg);
    connect(m_exportPgn, &QAction::triggered, this, &MainWindow::exportPgn);
    connect(m_copyFen, &QAction::triggered, this, &MainWindow::copyFen);
    connect(m_pasteFen, &QAction::triggered, this, &MainWindow::pasteFen);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_undo = m_document->undoStack()->createUndoAction(this);
    m_undo->setIcon(icon("undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_document->undoStack()->createRedoAction(this);
    m_redo->setIcon(icon("redo"));
    m_redo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateUndoTips);

    m_modeGroup = new QActionGroup(this);
    m_playMode = make("play", QKeySequence(Qt::CTRL | Qt::Key_1));
    m_editMode = make("edit", QKeySequence(Qt::CTRL | Qt::Key_2));
    for (QAction *a : {m_playMode, m_editMode}) {
        a->setCheckable(true);
        m_modeGroup->addAction(a);
    }
    m_playMode->setChecked(true);
    connect(m_modeGroup, &QActionGroup::triggered, this, &MainWindow::onModeChosen);
    m_brush = make("brush", QKeySequence(Qt::CTRL | Qt::Key_B));
    m_brush->setCheckable(true);
    connect(m_brush, &QAction::toggled, this, [this](bool on) {
        if (on) m_editMode->trigger();
        m_board->setBrushEnabled(on);
    });
    m_clearBoard = make("clear", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_startPosition = make("start", QKeySequence::New);
    m_mirror = make("mirror", QKeySequence(Qt::CTRL | Qt::Key_M));
    m_swapColours = make("swapcolours", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    connect(m_clearBoard, &QAction::triggered, m_editor, &PositionEditor::clearBoard);
    connect(m_startPosition, &QAction::triggered, m_editor, &PositionEditor::setStartPosition);
    connect(m_mirror, &QAction::triggered, m_editor, &PositionEditor::mirrorFiles);
    connect(m_swapColours, &QAction::triggered, m_editor, &PositionEditor::swapColours);

    m_first = make("first", QKeySequence(Qt::Key_Home));
    m_back = make("previous", QKeySequence(Qt::Key_Left));
    m_forward = make("next", QKeySequence(Qt::Key_Right));
    m_last = make("last", QKeySequence(Qt::Key_End));
    m_takeBack = make("takeback", QKeySequence(Qt::CTRL | Qt::Key_Backspace));
    connect(m_first, &QAction::triggered, m_movePanel, &MoveListPanel::goFirst);
    connect(m_back, &QAction::triggered, m_movePanel, &MoveListPanel::goBack);
    connect(m_forward, &QAction::triggered, m_movePanel, &MoveListPanel::goForward);
    connect(m_last, &QAction::triggered, m_movePanel, &MoveListPanel::goLast);
    connect(m_takeBack, &QAction::triggered, m_movePanel, &MoveListPanel::takeBack);

    m_flip = make("flip", QKeySequence(Qt::CTRL | Qt::Key_R));
    m_flip->setCheckable(true);
    connect(m_flip, &QAction::toggled, m_board, &BoardView::setFlipped);
    m_overlay = make("overlay", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    m_overlay->setCheckable(true);
    m_overlay->setChecked(true);
    connect(m_overlay, &QAction::toggled, m_board, &BoardView::setOverlayVisible);
    m_bestMoveArrows = make(nullptr, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_bestMoveArrows->setCheckable(true);
    m_bestMoveArrows->setChecked(true);
    connect(m_bestMoveArrows, &QAction::toggled, this, &MainWindow::updateArrows);
    // After the panel (connected first) has taken the report or the position.
    connect(m_analysis, &AnalysisController::infoUpdated, this, &MainWindow::updateArrows);
    connect(m_document, &PositionDocument::positionChanged, this, &MainWindow::updateArrows);

    m_startAnalysis = make("analyse", QKeySequence(Qt::Key_F5));
    m_stopAnalysis = make("stop", QKeySequence(Qt::SHIFT | Qt::Key_F5));
    connect(m_startAnalysis, &QAction::triggered, this, &MainWindow::startAnalysis);
    connect(m_stopAnalysis, &QAction::triggered, m_analysisPanel, &AnalysisPanel::stopAnalysis);
    connect(m_analysis, &AnalysisController::runningChanged, this,
            &MainWindow::updateLegalityDependents);
    m_solvePosition = make(nullptr, QKeySequence());
    connect(m_solvePosition, &QAction::triggered, this, [this] {
        m_analysisDock->show();
        m_analysisDock->raise();
        m_analysisPanel->solvePanel()->solve();
    });
    // Enabled, with the reason as its tip otherwise, as the panel's Solve.
    const auto updateSolve = [this] {
        const QString reason = m_analysisPanel->solvePanel()->unavailableReason();
        m_solvePosition->setEnabled(reason.isEmpty());
        m_solvePosition->setStatusTip(
            reason.isEmpty() ? tr("Prove the position: solve every position reachable from it")
                             : reason);
        m_solvePosition->setToolTip(m_solvePosition->statusTip());
    };
    connect(m_analysisPanel->solvePanel(), &SolvePanel::availabilityChanged, this, updateSolve);
    updateSolve();
    m_engines = make(nullptr, QKeySequence());
    m_engines->setObjectName(QStringLiteral("enginesAction"));
    connect(m_engines, &QAction::triggered, this, &MainWindow::showEngines);

    m_gettingStarted = make(nullptr, QKeySequence::HelpContents);
    connect(m_gettingStarted, &QAction::triggered, this, &MainWindow::showGettingStarted);
    m_about = make("about", QKeySequence());
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);

    m_tablebaseFolders = make(nullptr, QKeySequence());
    connect(m_tablebaseFolders, &QAction::triggered, this, &MainWindow::showTablebaseFolders);
    m_solverSettings = make(nullptr, QKeySequence());
    connect(m_solverSettings, &QAction::triggered, this, &MainWindow::showSolverSettings);
    m_resetLayout = make(nullptr, QKeySequence());
    connect(m_resetLayout, &QAction::triggered, this, &MainWindow::resetLayout);
    nameActions();
}

bool MainWindow::openShippedCollection(const QString &path) {
    m_collectionDock->show();
    m_collectionDock->raise();
    resizeDocks({m_collectionDock}, {CollectionDockHeight}, Qt::Vertical);
    return m_collectionPanel->openPath(path);
}

void MainWindow::nameActions() {
    // Object names for tests and tools that find an action as a user does,
    // by what it is rather than by its translated text.
    const std::pair<QAction *, const char *> names[] = {
        {m_openCollection, "openCollectionAction"},
        {m_openPgn, "openPgnAction"},
        {m_openSamples, "openSamplesAction"},
        {m_openPublished, "openPublishedAction"},
        {m_openUnsettled, "openUnsettledAction"},
        {m_savePosition, "savePositionAction"},
        {m_exportPng, "exportPngAction"},
        {m_exportSvg, "exportSvgAction"},
        {m_exportPgn, "exportPgnAction"},
        {m_copyFen, "copyFenAction"},
        {m_pasteFen, "pasteFenAction"},
        {m_quit, "quitAction"},
        {m_undo, "undoAction"},
        {m_redo, "redoAction"},
        {m_playMode, "playModeAction"},
        {m_editMode, "editModeAction"},
        {m_brush, "brushAction"},
        {m_clearBoard, "clearBoardAction"},
        {m_startPosition, "startPositionAction"},
        {m_mirror, "mirrorAction"},
        {m_swapColours, "swapColoursAction"},
        {m_first, "firstMoveAction"},
        {m_back, "backAction"},
        {m_forward, "forwardAction"},
        {m_last, "lastMoveAction"},
        {m_takeBack, "takeBackAction"},
        {m_toPawnEnding, "toPawnEndingAction"},
        {m_flip, "flipAction"},
        {m_overlay, "overlayAction"},
        {m_bestMoveArrows, "bestMoveArrowsAction"},
        {m_resetLayout, "resetLayoutAction"},
        {m_startAnalysis, "startAnalysisAction"},
        {m_stopAnalysis, "stopAnalysisAction"},
        {m_solvePosition, "solvePositionAction"},
        {m_tablebaseFolders, "tablebaseFoldersAction"},
        {m_solverSettings, "solverSettingsAction"},
        // View > the docks: "<panel's object name>Action".
        {m_paletteDock->toggleViewAction(), "piecePaletteAction"},
        {m_editorDock->toggleViewAction(), "positionEditorAction"},
        {m_fenDock->toggleViewAction(), "fenPanelAction"},
        {m_moveDock->toggleViewAction(), "moveListPanelAction"},
        {m_collectionDock->toggleViewAction(), "collectionPanelAction"},
        {m_analysisDock->toggleViewAction(), "analysisPanelAction"},
        {m_gameListDock->toggleViewAction(), "gameListPanelAction"},
        {m_evaluationDock->toggleViewAction(), "evaluationGraphAction"},
        {m_patternDock->toggleViewAction(), "patternEditorAction"},
        {m_tablebaseDock->toggleViewAction(), "tablebaseBrowserAction"},
        {m_practise, "practiseAction"},
        {m_practiceCourse, "practiceCourseAction"},
        {m_practiceDock->toggleViewAction(), "practicePanelAction"},
        {m_gettingStarted, "gettingStartedAction"},
        {m_about, "aboutAction"},
    };
    for (const auto &[action, name] : names) action->setObjectName(QLatin1String(name));
}

namespace {
// A settings dialog of the window: one at a time, window-modal, deleted when
// closed (the pointer then clears itself).
template <class Dialog>
void openOnce(QPointer<Dialog> &dialog, QWidget *parent, const char *objectName) {
    if (!dialog) {
        dialog = new Dialog(parent);
        dialog->setObjectName(QLatin1String(objectName));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    dialog->open();
    dialog->raise();
}
} // namespace

void MainWindow::showTablebaseFolders() {
    // The scan runs in the background and the dialog applies or restores the
    // folders itself.
    openOnce(m_tablebaseFoldersDialog, this, "tablebaseFoldersDialog");
}

void MainWindow::showSolverSettings() {
    // A solve already running keeps the settings it started with.
    openOnce(m_solverSettingsDialog, this, "solverSettingsDialog");
}

void MainWindow::resetLayout() {
    restoreState(m_defaultState);
    fitDocks();
}

void MainWindow::fitDocks() {
    // The board gets the room, the bottom panels start small. Dock sizes
    // only take once the window is laid out, hence the timer.
    QTimer::singleShot(0, this, [this] {
        resizeDocks({m_fenDock}, {BottomDockHeight}, Qt::Vertical);
        resizeDocks({m_analysisDock, m_paletteDock}, {RightDockWidth, LeftDockWidth},
                    Qt::Horizontal);
        // A position that was illegal from the start (given on the command
        // line, or the last one kept) still shows all its problems.
        fitFenDockToProblems();
    });
}

void MainWindow::fitFenDockToProblems() {
    // While problems are listed the dock may not shrink below them (a later
    // layout pass, a restored state or the user's splitter would hide them).
    QWidget *scroll = m_fenDock->widget();
    if (m_fenPanel->problemTexts().isEmpty()) {
        scroll->setMinimumHeight(DockPanelMinimumHeight);
        return;
    }
    scroll->setMinimumHeight(m_fenPanel->sizeHint().height());
    // The panel's height plus the dock's own (title bar, frame).
    constexpr int Slack = 6; // the splitter's rounding
    const int wanted = m_fenPanel->sizeHint().height() + m_fenDock->height() -
                       m_fenDock->widget()->height() + Slack;
    if (m_fenDock->isVisible() && !m_fenDock->isFloating() && m_fenDock->height() < wanted)
        resizeDocks({m_fenDock}, {wanted}, Qt::Vertical);
}

void MainWindow::createMenus() {
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({m_openCollection, m_openPgn, m_openSamples, m_openPublished,
                            m_openUnsettled, m_savePosition});
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_exportPng, m_exportSvg, m_exportPgn});
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_copyFen, m_pasteFen});
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({m_undo, m_redo});
    m_editMenu->addSeparator();
    m_editMenu->addActions({m_playMode, m_editMode, m_brush});
    m_editMenu->addSeparator();
    m_editMenu->addActions({m_clearBoard, m_startPosition, m_mirror, m_swapColours});

    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addActions({m_first, m_back, m_forward, m_last});
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_takeBack);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_toPawnEnding);
    m_gameMenu->addSeparator();
    m_gameMenu->addActions({m_practise, m_practiceCourse});

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addActions({m_flip, m_overlay, m_bestMoveArrows});
    m_viewMenu->addSeparator();
    for (QDockWidget *dock :
         {m_paletteDock, m_editorDock, m_fenDock, m_moveDock, m_collectionDock, m_analysisDock})
        m_viewMenu->addAction(dock->toggleViewAction());
    m_viewMenu->addActions({m_gameListDock->toggleViewAction(),
                            m_evaluationDock->toggleViewAction(), m_patternDock->toggleViewAction(),
                            m_tablebaseDock->toggleViewAction(),
                            m_practiceDock->toggleViewAction()});
    m_viewMenu->addAction(m_resetLayout);
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    const QStringList codes =
        m_languages ? LanguageManager::availableLanguages() : QStringList{QStringLiteral("en")};
    for (const QString &code : codes) {
        QAction *a = m_languageMenu->addAction(LanguageManager::nativeName(code));
        a->setData(code);
        a->setCheckable(true);
        a->setChecked(m_languages ? m_languages->language() == code : code == QLatin1String("en"));
        m_languageGroup->addAction(a);
    }
    connect(m_languageGroup, &QActionGroup::triggered, this, &MainWindow::onLanguageChosen);

    m_analysisMenu = menuBar()->addMenu(QString());
    m_analysisMenu->addActions({m_startAnalysis, m_stopAnalysis, m_solvePosition});
    m_analysisMenu->addSeparator();
    m_analysisMenu->addAction(m_tablebaseFolders);
    m_analysisMenu->addAction(m_solverSettings);
    m_analysisMenu->addAction(m_engines);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addActions({m_gettingStarted, m_about});

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->addActions({m_openCollection, m_savePosition, m_copyFen});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_undo, m_redo});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_playMode, m_editMode, m_brush, m_flip});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_first, m_back, m_forward, m_last, m_takeBack});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_startAnalysis, m_stopAnalysis});
}

// --- Settings ---------------------------------------------------------------

void MainWindow::readSettings() {
    QSettings settings;
    if (!restoreGeometry(settings.value(QLatin1String(GeometryKey)).toByteArray()))
        resize(DefaultSize.boundedTo(screen()->availableSize()));
    m_defaultState = saveState(); // what View > Reset layout goes back to
    if (!restoreState(settings.value(QLatin1String(StateKey)).toByteArray()))
        fitDocks();
    else // a kept layout, but an illegal position still shows all its problems
        QTimer::singleShot(0, this, &MainWindow::fitFenDockToProblems);
    m_flip->setChecked(settings.value(QLatin1String(FlippedKey), false).toBool());
    m_overlay->setChecked(settings.value(QLatin1String(OverlayKey), true).toBool());
    m_bestMoveArrows->setChecked(settings.value(QLatin1String(ArrowsKey), true).toBool());
}

void MainWindow::writeSettings() const {
    QSettings settings;
    settings.setValue(QLatin1String(GeometryKey), saveGeometry());
    settings.setValue(QLatin1String(StateKey), saveState());
    settings.setValue(QLatin1String(FlippedKey), m_board->isFlipped());
    settings.setValue(QLatin1String(OverlayKey), m_board->isOverlayVisible());
    settings.setValue(QLatin1String(ArrowsKey), m_bestMoveArrows->isChecked());
    settings.setValue(QLatin1String(LastFenKey), m_document->fen());
    // The language is stored by main() when it changes (LanguageManager).
}

void MainWindow::closeEvent(QCloseEvent *event) {
    if (!m_patternEditor->maybeSave()) { // unsaved patterns: the user cancelled
        event->ignore();
        return;
    }
    m_analysis->stop();
    writeSettings();
    event->accept();
}

// --- Reactions --------------------------------------------------------------

void MainWindow::onPositionChanged() {
    m_board->setPosition(m_document->position());
    m_board->setLastMove(m_document->lastMove());
    // The overlay belongs to the position it was computed for: draw the
    // blockage sets whenever the document's verdict proves one.
    m_board->clearOverlay();
    if (const std::optional<BlockageResult> &blockage = m_document->blockage();
        blockage && blockage->blocked)
        m_board->setOverlay(blockage->fence, blockage->flood, blockage->above);
    updateLegalityDependents();
}

void MainWindow::updateLegalityDependents() {
    const bool legal = m_document->isLegal();
    const Position &pos = m_document->position();
    QString reason;
    if (!legal)
        reason = m_document->problems().size() == 1
                     ? tr("Needs a legal position: %1")
                           .arg(FenProblemText::text(m_document->problems().front()))
                     : tr("Needs a legal position: %1 (and %n more problem(s), listed in the "
                          "FEN panel)",
                          nullptr, int(m_document->problems().size()) - 1)
                           .arg(FenProblemText::text(m_document->problems().front()));
    m_playMode->setEnabled(legal);
    m_playMode->setStatusTip(legal ? tr("Move pieces by the rules") : reason);
    m_playMode->setToolTip(m_playMode->statusTip());
    if (!legal && m_playMode->isChecked()) {
        m_editMode->trigger();
        m_playSuspended = true;
    } else if (legal && m_playSuspended) {
        m_playSuspended = false;
        m_playMode->trigger();
    }

    const QString analysisReason = m_analysisPanel->unavailableReason();
    m_startAnalysis->setEnabled(analysisReason.isEmpty() && !m_analysis->isRunning());
    m_stopAnalysis->setEnabled(m_analysis->isRunning());
    m_stopAnalysis->setStatusTip(m_analysis->isRunning() ? tr("Stop the running analysis")
                                                         : tr("No analysis is running"));
    updateUndoTips();
    m_startAnalysis->setStatusTip(analysisReason.isEmpty() ? tr("Analyse the position")
                                                           : analysisReason);
    m_startAnalysis->setToolTip(m_startAnalysis->statusTip());

    QString text;
    if (!legal) {
        text = tr("Illegal position (%n problem(s))", nullptr, int(m_document->problems().size()));
    } else {
        switch (pos.status()) {
        case GameStatus::Checkmate:
            text = tr("Checkmate");
            break;
        case GameStatus::Stalemate:
            text = tr("Stalemate");
            break;
        case GameStatus::InsufficientMaterial:
            text = tr("Draw: insufficient material");
            break;
        case GameStatus::FiftyMoveRule:
            text = tr("Draw: fifty-move rule");
            break;
        case GameStatus::ThreefoldRepetition:
            text = tr("Draw: threefold repetition");
            break;
        case GameStatus::Ongoing:
            text = pos.sideToMove() == White ? tr("White to move") : tr("Black to move");
            break;
        }
    }
    const QString mode = m_board->mode() == BoardView::Mode::Play ? tr("Play") : tr("Edit");
    m_statusPosition->setText(tr("%1  |  ply %2 of %3  |  %4")
                                  .arg(text)
                                  .arg(localNumber(m_document->currentPly()))
                                  .arg(localNumber(m_document->plyCount()))
                                  .arg(mode));
    if (!legal)
        statusBar()->showMessage(reason);
    else
        statusBar()->clearMessage();
}

void MainWindow::updateArrows() {
    // The first move of each analysis line, while the lines are the board's.
    QList<Move> moves;
    if (m_practiceHides) { // a try hides the analysis's arrows: only a hint is drawn
        m_board->setArrows(practiceArrows());
        return;
    }
    const bool boardsLines =
        !m_analysisPanel->isLocked() ||
        m_analysisPanel->lockedPosition().key() == m_document->position().key();
    if (m_bestMoveArrows->isChecked() && boardsLines)
        for (const AnalysisLine &line : m_analysisPanel->lines())
            if (!line.moves.empty()) moves << line.moves.front();
    m_board->setArrows(moves);
}

void MainWindow::updateUndoTips() {
    // Disabled actions say why (a status tip), as every menu entry does.
    const QUndoStack *stack = m_document->undoStack();
    m_undo->setStatusTip(stack->canUndo() ? tr("Undo the last change of the position or game")
                                          : tr("Nothing to undo yet"));
    m_redo->setStatusTip(stack->canRedo() ? tr("Redo the change just undone")
                                          : tr("Nothing undone to redo"));
}

void MainWindow::onModeChosen(QAction *action) {
    m_playSuspended = false;
    m_board->setMode(action == m_playMode ? BoardView::Mode::Play : BoardView::Mode::Edit);
    if (action == m_playMode) m_brush->setChecked(false);
    if (action == m_editMode) {
        m_paletteDock->show();
        m_editorDock->show();
        m_editorDock->raise();
    } else {
        m_moveDock->raise();
    }
    updateLegalityDependents();
}

void MainWindow::onLanguageChosen(QAction *action) {
    if (!m_languages) return;
    const QString code = action->data().toString();
    if (m_languages->setLanguage(code)) QSettings().setValue(QStringLiteral("ui/language"), code);
}

// --- File actions -----------------------------------------------------------

void MainWindow::showError(const QString &message) {
    QMessageBox::warning(this, tr("Rampart"), message);
}

void MainWindow::savePosition() {
    QString filter;
    const QString path = DocumentIo::withExtension(
        QFileDialog::getSaveFileName(this, tr("Save position"), QString(),
                                     tr("FEN files (*.fen);;EPD files (*.epd)"), &filter),
        filter);
    QString error;
    if (!path.isEmpty() && !DocumentIo::savePosition(*m_document, path, &error))
        showError(error);
    else if (!path.isEmpty())
        statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
}

void MainWindow::exportPng() {
    QString filter;
    const QString path = DocumentIo::withExtension(
        QFileDialog::getSaveFileName(this, tr("Export board as PNG"), QString(),
                                     tr("PNG images (*.png)"), &filter),
        filter);
    QString error;
    if (!path.isEmpty() && !DocumentIo::exportPng(*m_board, path, ExportSize, &error))
        showError(error);
    else if (!path.isEmpty())
        statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
}

void MainWindow::exportSvg() {
    QString filter;
    const QString path = DocumentIo::withExtension(
        QFileDialog::getSaveFileName(this, tr("Export board as SVG"), QString(),
                                     tr("SVG images (*.svg)"), &filter),
        filter);
    QString error;
    if (!path.isEmpty() && !DocumentIo::exportSvg(*m_board, path, ExportSize, &error))
        showError(error);
    else if (!path.isEmpty())
        statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
}

void MainWindow::openPgn(const QString &path) {
    m_gameListDock->show();
    m_gameListDock->raise();
    resizeDocks({m_gameListDock}, {CollectionDockHeight}, Qt::Vertical);
    m_gameListPanel->openFile(path);
}

void MainWindow::goToPawnEnding() {
    const int ply = m_document->firstPawnEndingPly();
    if (ply < 0) {
        statusBar()->showMessage(tr("This line does not reach a pawn ending"), 4000);
        return;
    }
    m_document->goToPly(ply);
}

void MainWindow::exportPgn() {
    QString filter;
    const QString path = DocumentIo::withExtension(
        QFileDialog::getSaveFileName(this, tr("Export game as PGN"), QString(),
                                     tr("PGN files (*.pgn)"), &filter),
        filter);
    QString error;
    if (!path.isEmpty() && !DocumentIo::exportPgn(*m_document, path, &error))
        showError(error);
    else if (!path.isEmpty())
        statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
}

void MainWindow::copyFen() {
    QApplication::clipboard()->setText(m_document->fen());
    statusBar()->showMessage(tr("FEN copied"), 3000);
}

void MainWindow::pasteFen() {
    m_fenDock->show();
    m_fenPanel->applyText(QApplication::clipboard()->text());
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Rampart"), aboutText());
}

QString MainWindow::aboutText() {
    return tr("<h3>Rampart %1</h3>"
              "<p>An explorer for pawn endgames: set up positions, play through lines, "
              "look for blockades and analyse.</p>"
              "<p>Pieces and icons drawn for Rampart. Built with Qt %2, running on Qt %3. "
              "Rampart uses these libraries:</p>%4")
        .arg(QStringLiteral(RAMPART_VERSION), QLatin1String(QT_VERSION_STR),
             QLatin1String(qVersion()), LinkedLibraries::html());
}

void MainWindow::showGettingStarted() {
    if (!m_gettingStartedDialog) {
        m_gettingStartedDialog = new GettingStartedDialog(this);
        connect(m_gettingStartedDialog, &GettingStartedDialog::sampleCollectionRequested,
                m_openSamples, &QAction::trigger);
        connect(m_gettingStartedDialog, &GettingStartedDialog::tablebaseBrowserRequested, this,
                [this] { showPanelDock(m_tablebaseDock); });
        connect(m_gettingStartedDialog, &GettingStartedDialog::patternEditorRequested, this,
                [this] { showPanelDock(m_patternDock); });
    }
    m_gettingStartedDialog->show();
    m_gettingStartedDialog->raise();
    m_gettingStartedDialog->activateWindow();
}

void MainWindow::showEngines() {
    EnginesDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    m_engineLines->setEngines(EngineSettings::engines());
    m_analysisDock->show();
    m_analysisDock->raise();
}

void MainWindow::showPanelDock(QDockWidget *dock, bool shown) {
    if (!shown) return;
    // Opened, the browser shows the board's position when it can (a table,
    // a tablebase file or the solved set covers it; Back returns to the
    // one it showed before), so a position just solved is browsed at once.
    const Position &pos = m_document->position();
    if (dock == m_tablebaseDock && !(m_tablebaseBrowser->position() == pos) &&
        TablebaseBrowser::canShow(pos))
        m_tablebaseBrowser->loadPosition(pos);
    if (!dock->isFloating() && dockWidgetArea(dock) == Qt::RightDockWidgetArea &&
        tabifiedDockWidgets(dock).isEmpty() && m_analysisDock->isVisible() &&
        dockWidgetArea(m_analysisDock) == Qt::RightDockWidgetArea)
        tabifyDockWidget(m_analysisDock, dock);
    dock->show();
    // The first time in a session, room for the panel's own board: the right
    // column takes the larger part of the window.
    if (!dock->isFloating() && !dock->property(PlacedProperty).toBool()) {
        dock->setProperty(PlacedProperty, true);
        resizeDocks({dock}, {width() * BrowserWidthPercent / 100}, Qt::Horizontal);
    }
    dock->raise();
    dock->activateWindow();
}

// --- Translation ------------------------------------------------------------

void MainWindow::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate() {
    setWindowTitle(tr("Rampart - pawn endgame explorer"));
    m_paletteDock->setWindowTitle(tr("Pieces"));
    m_editorDock->setWindowTitle(tr("Position editor"));
    m_fenDock->setWindowTitle(tr("FEN"));
    m_moveDock->setWindowTitle(tr("Moves"));
    m_collectionDock->setWindowTitle(tr("Collection"));
    m_gameListDock->setWindowTitle(tr("Games"));
    m_evaluationDock->setWindowTitle(tr("Evaluation graph"));
    m_analysisDock->setWindowTitle(tr("Analysis"));
    m_patternDock->setWindowTitle(tr("Pattern editor"));
    m_tablebaseDock->setWindowTitle(tr("Tablebase browser"));

    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_gameMenu->setTitle(tr("&Game"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_analysisMenu->setTitle(tr("&Analysis"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Main toolbar"));
    nameExtensionButtons(this);

    m_openCollection->setText(tr("&Open collection..."));
    m_openSamples->setText(tr("Open sample &collection"));
    m_openSamples->setStatusTip(tr("Classic pawn endings shipped with Rampart"));
    m_openPublished->setText(tr("Open &published pawn endings"));
    m_openPublished->setStatusTip(
        tr("Pawn endings from books and studies, each with its published result and source"));
    m_openUnsettled->setText(tr("Open &unsettled published endings"));
    m_openUnsettled->setStatusTip(
        tr("Published pawn endings the solver does not settle yet within a minute and 4 GB: "
           "problems to try with more time or memory"));
    m_savePosition->setText(tr("&Save position..."));
    m_exportPng->setText(tr("Export board as &PNG..."));
    m_exportSvg->setText(tr("Export board as S&VG..."));
    m_exportPgn->setText(tr("Export game as P&GN..."));
    m_openPgn->setText(tr("Open P&GN file..."));
    m_openPgn->setStatusTip(tr("List the games of a PGN file and load one"));
    m_toPawnEnding->setText(tr("Go to the &pawn ending"));
    m_toPawnEnding->setStatusTip(
        tr("Show the first position of the line where only kings and pawns are left"));
    m_copyFen->setText(tr("&Copy FEN"));
    m_pasteFen->setText(tr("&Paste FEN"));
    m_quit->setText(tr("&Quit"));
    m_undo->setText(tr("&Undo"));
    m_redo->setText(tr("&Redo"));
    m_playMode->setText(tr("&Play mode"));
    m_editMode->setText(tr("&Edit mode"));
    m_brush->setText(tr("&Brush"));
    m_brush->setToolTip(tr("Each click on the board places the piece chosen in the palette"));
    m_clearBoard->setText(tr("&Clear board"));
    m_startPosition->setText(tr("&Start position"));
    m_mirror->setText(tr("&Mirror"));
    m_swapColours->setText(tr("S&wap colours"));
    m_first->setText(tr("&First move"));
    m_back->setText(tr("&Back"));
    m_forward->setText(tr("&Forward"));
    m_last->setText(tr("&Last move"));
    m_takeBack->setText(tr("&Take back"));
    m_flip->setText(tr("&Flip board"));
    m_overlay->setText(tr("&Blockage overlay"));
    m_overlay->setToolTip(tr("Show the fence (red), the flood below it (blue) and the area above "
                             "it (orange) when a blockage is found"));
    m_startAnalysis->setText(tr("&Start analysis"));
    m_stopAnalysis->setText(tr("S&top analysis"));
    m_solvePosition->setText(tr("S&olve position"));
    m_engines->setText(tr("&Engines..."));
    m_engines->setStatusTip(tr("Add UCI engines such as Stockfish to analyse beside Rampart"));
    m_gettingStarted->setText(tr("&Getting started"));
    m_gettingStarted->setStatusTip(
        tr("A short guide, with the sample collection, the tablebase browser and the pattern "
           "editor one click away"));
    m_about->setText(tr("&About Rampart"));
    m_tablebaseFolders->setText(tr("&Tablebase folders..."));
    m_tablebaseFolders->setStatusTip(
        tr("Add folders of Syzygy or Gaviota tablebase files and see what they hold"));
    m_solverSettings->setText(tr("Sol&ver settings..."));
    m_solverSettings->setStatusTip(
        tr("The solver's memory limit, which also decides how wide a scope it solves"));
    m_bestMoveArrows->setText(tr("Best-move &arrows"));
    m_bestMoveArrows->setStatusTip(
        tr("Draw the first move of each analysis line as an arrow on the board"));
    m_resetLayout->setText(tr("&Reset layout"));
    m_resetLayout->setStatusTip(tr("Put every panel back where it was on the first start"));
    retranslatePractice();
    updateLegalityDependents();
}

} // namespace rampart
