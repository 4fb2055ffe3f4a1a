// The explorer window. It only wires the panels together: the board
// (central), and dockable panels for the piece palette, the position
// editor, the FEN field, the move list, a position collection and the
// analysis. It owns the actions (menus, toolbar, shortcuts), the status
// bar, and keeps the layout, board orientation, language and last position
// in QSettings.
#pragma once

#include <memory>
#include <optional>

#include <QMainWindow>
#include <QPointer>

#include "chess/move.h"

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QToolBar;

namespace rampart {

class AnalysisController;
class AnalysisEngine;
class AnalysisPanel;
class EngineLinesView;
class BoardView;
class CollectionPanel;
class EvaluationGraph;
class FenPanel;
class GameListPanel;
class GettingStartedDialog;
class LanguageManager;
class Move;
class MoveListPanel;
class PiecePalette;
class Position;
class PositionDocument;
class PositionEditor;
class PatternEditor;
class PracticePanel;
class PracticeSession;
class TablebaseBrowser;
class SolverSettingsDialog;
class TablebaseSettingsDialog;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // languages may be null (then the Language menu only shows English).
    explicit MainWindow(LanguageManager *languages = nullptr, QWidget *parent = nullptr);
    // The same window whose analysis runs engine instead of Rampart's own
    // search (SearchEngine); a null engine: none, and the analysis panel
    // shows only what the tables and the static rules know. For tests (a
    // depth-limited search, or none), which then use the window's own panel.
    explicit MainWindow(std::shared_ptr<AnalysisEngine> engine,
                        LanguageManager *languages = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    // The classic pawn ending shown on first run (Lasker–Reichhelm 1901,
    // "Fine 70": White wins only by a long king manoeuvre).
    static QString defaultFen();
    // The position to show at start: the last one saved, else defaultFen().
    static QString startupFen();

    // Shows pos as a new start position (undoable).
    void loadPosition(const Position &pos);
    // Shows the analysis panel and starts analysing the board's position.
    void startAnalysis();
    // Adds the best line from `from` (after `first`, when given) to the game
    // as a variation with each position's value as a comment; a position the
    // board does not show is loaded first (undoable). False, with the reason
    // in the status bar, when nothing knows a move of it
    // (mainwindowbestline.cpp, core/practice/perfectline.h).
    bool addBestLineToGame(const Position &from, std::optional<Move> first = std::nullopt);

    PositionDocument *document() const { return m_document; }
    BoardView *board() const { return m_board; }
    PiecePalette *palette() const { return m_palette; }
    FenPanel *fenPanel() const { return m_fenPanel; }
    GameListPanel *gameListPanel() const { return m_gameListPanel; }
    // Shows the game list and starts reading a PGN file into it.
    void openPgn(const QString &path);
    AnalysisController *analysisController() const { return m_analysis; }
    QAction *playModeAction() const { return m_playMode; }
    QAction *editModeAction() const { return m_editMode; }
    QAction *startAnalysisAction() const { return m_startAnalysis; }
    QAction *gettingStartedAction() const { return m_gettingStarted; }
    QAction *aboutAction() const { return m_about; }
    // Game ▸ Practise this position and the try it runs (mainwindowpractice.cpp).
    QAction *practiseAction() const { return m_practise; }
    PracticeSession *practiceSession() const { return m_practice; }
    PracticePanel *practicePanel() const { return m_practicePanel; }

    // Shows the Help menu's "Getting started" page (main() also does on the first run).
    void showGettingStarted();
    // The About box's text: version, purpose and the linked libraries' licences.
    static QString aboutText();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createPanels();
    void createActions();
    void createMenus();
    void readSettings();
    void writeSettings() const;
    void retranslate();

    void onPositionChanged();
    void onModeChosen(QAction *action);
    void onLanguageChosen(QAction *action);
    void updateLegalityDependents();
    void updateUndoTips();
    void savePosition();
    void exportPng();
    void exportSvg();
    void exportPgn();
    void copyFen();
    void pasteFen();
    void showAbout();
    void showError(const QString &message);
    // Wraps panel in a dock; scrolling panels sit in a QScrollArea.
    QDockWidget *addDock(QWidget *panel, const QString &objectName, Qt::DockWidgetArea area,
                         bool scrolling = true);

    LanguageManager *m_languages;
    PositionDocument *m_document;
    AnalysisController *m_analysis;
    BoardView *m_board;
    PiecePalette *m_palette;
    PositionEditor *m_editor;
    FenPanel *m_fenPanel;
    MoveListPanel *m_movePanel;
    CollectionPanel *m_collectionPanel;
    AnalysisPanel *m_analysisPanel;
    QDockWidget *m_paletteDock, *m_editorDock, *m_fenDock, *m_moveDock, *m_collectionDock,
        *m_analysisDock;
    // Pattern editor and tablebase browser: docks hidden at first.
    void createBrowserPanels();
    PatternEditor *m_patternEditor;
    TablebaseBrowser *m_tablebaseBrowser;
    QDockWidget *m_patternDock, *m_tablebaseDock;
    GameListPanel *m_gameListPanel;
    QDockWidget *m_gameListDock;
    // The values of the shown line as a band per ply (bottom, with the games).
    EvaluationGraph *m_evaluationGraph;
    QDockWidget *m_evaluationDock;
    QAction *m_openPgn, *m_toPawnEnding;
    void goToPawnEnding();
    QLabel *m_statusPosition;
    // Play mode was left because the position became illegal, not by the
    // user: return to it when the position is legal again.
    bool m_playSuspended = false;

    QMenu *m_fileMenu, *m_editMenu, *m_gameMenu, *m_viewMenu, *m_analysisMenu, *m_languageMenu,
        *m_helpMenu;
    QToolBar *m_toolBar;
    QAction *m_openCollection, *m_openSamples, *m_openPublished, *m_openUnsettled, *m_savePosition,
        *m_exportPng, *m_exportSvg, *m_exportPgn, *m_copyFen, *m_pasteFen, *m_quit;
    QAction *m_undo, *m_redo, *m_playMode, *m_editMode, *m_brush, *m_clearBoard, *m_startPosition,
        *m_mirror, *m_swapColours;
    QAction *m_first, *m_back, *m_forward, *m_last, *m_takeBack;
    QAction *m_flip, *m_overlay;
    QAction *m_startAnalysis, *m_stopAnalysis;
    QAction *m_solvePosition; // Analysis ▸ Solve position (the analysis panel's Solve)
    QAction *m_gettingStarted, *m_about;
    GettingStartedDialog *m_gettingStartedDialog = nullptr; // made when first shown
    // External UCI engines: their lines in the analysis panel, the dialog.
    EngineLinesView *m_engineLines;
    QAction *m_engines;
    void showEngines();
    // Shows a panel's dock and brings it to the front (its tab when tabbed);
    // the pattern editor and the browser join the analysis as tabs when they
    // are alone on the right (the first time). Does nothing when !shown.
    void showPanelDock(QDockWidget *dock, bool shown = true);
    // Analysis > Tablebase folders...: the folders dialog, window-modal.
    void showTablebaseFolders();
    void showSolverSettings();
    QPointer<TablebaseSettingsDialog> m_tablebaseFoldersDialog;
    QPointer<SolverSettingsDialog> m_solverSettingsDialog;
    // View > Reset layout: the docks as on the first start (m_defaultState).
    void resetLayout();
    // Gives the board the room: the bottom docks low, the analysis narrow.
    void fitDocks();
    // Every problem of an illegal position in view: the FEN dock grows to
    // the panel's height when it is smaller.
    void fitFenDockToProblems();
    // Object names of the actions (tests find them by name).
    void nameActions();
    // A collection shipped in resources/positions (a resource path), opened
    // in the collection panel, its dock in view; false when it cannot be read.
    bool openShippedCollection(const QString &path);
    QByteArray m_defaultState;
    QAction *m_tablebaseFolders, *m_solverSettings, *m_resetLayout;
    // View > Best-move arrows: the analysis lines' first moves on the board.
    QAction *m_bestMoveArrows;
    void updateArrows();
    QActionGroup *m_modeGroup, *m_languageGroup;

    // Practice against perfect play (mainwindowpractice.cpp): the session,
    // its dock, Game ▸ Practise this position; while a try runs the
    // analysis, the evaluation graph and the arrows are hidden unless the
    // panel's "Show analysis" brings them back.
    void createPractice();
    void retranslatePractice();
    void updatePractiseAction();
    void onPracticeStateChanged();
    void setPracticeHidesAnalysis(bool hide);
    // The arrows a try draws: the hint's move, when one is shown.
    QList<Move> practiceArrows() const;
    PracticeSession *m_practice;
    PracticePanel *m_practicePanel;
    QDockWidget *m_practiceDock;
    QAction *m_practise;
    // Game ▸ Practice course: resources/positions/practice-course.epd in the
    // collection panel with Practise on, a try at its first position.
    QAction *m_practiceCourse;
    void openPracticeCourse();
    bool m_practiceHides = false;
    bool m_analysisShownBefore = false, m_evaluationShownBefore = false;
};

} // namespace rampart
