// The pattern editor panel: the library as a list (add, duplicate, remove,
// rename in place, reorder by drag, undo/redo), the selected pattern's name,
// description, allowed transforms and side to move, and its three boards on
// one board with a layer selector. The current layer's men are the board's
// pieces (palette drag and drop, brush painting, moves and removal as in the
// position editor); the other layers show as small men in the corners, each
// layer with its own colour and marking (fixed: green, not: red and crossed
// out, variable: blue and dashed). Identities are given to squares from the
// board's context menu and show as tags.
//
// Problems the core's validation finds are listed live; each names the
// pattern and field, and the widgets of the current pattern's faulty fields
// are marked. Clicking a problem selects its pattern and field. Files are
// loaded and saved through PatternLibraryModel (all or nothing; FileWriter).
// A PatternTestPanel beside tests the selected pattern live.
//
// The jobs beside the editing live in their own classes: PatternLibraryFiles
// (open, save, the built-in library, unsaved changes), PatternLibraryList
// (the list, reordered by drag), PatternProblemsPane (the problem list),
// PatternTestPanel. Tests and other code reach the
// children by object name: patternLibraryModel, patternLibraryView,
// patternBoard, patternPalette, patternNameEdit, patternDescriptionEdit,
// the transform boxes colorFlipBox, fileShiftBox, rankShiftBox,
// fileMirrorBox, patternStatus, patternTestPanel and the buttons' names.
//
// Wiring for the main window: setTestPosition() with the main board's
// position, positionActivated() to show a position there, maybeSave() before
// quitting.
#pragma once

#include <QWidget>

#include "patterns/pattern.h"

#include "guikit/patternstyle.h"

#include "widgets/patternlibraryfiles.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QToolButton;
class QUndoStack;

namespace rampart {

class AnnotatedBoard;
class PatternLibraryList;
class PatternLibraryModel;
class PatternProblemsPane;
class PatternTestPanel;
class PiecePalette;
class Position;

class PatternEditor : public QWidget {
    Q_OBJECT

public:
    using UnsavedChangesPrompt = PatternLibraryFiles::UnsavedChangesPrompt;

    explicit PatternEditor(QWidget *parent = nullptr);
    // Disconnects the children first (see the definition).
    ~PatternEditor() override;

    int currentRow() const { return m_currentRow; }
    void setCurrentRow(int row);
    void setLayer(PatternLayer layer);

    // Identities of the current pattern (each one undo step).
    void addRole(Square square, const QString &role);
    void removeRole(Square square, const QString &role);
    // The board's context menu for a square (the caller owns it).
    QMenu *createSquareMenu(Square square, QWidget *parent);

    // Files. Errors are shown in the problem list; the library is kept.
    bool openLibrary(const QString &path);
    bool saveLibrary(const QString &path);
    void loadDefaultLibrary();
    // When there are unsaved changes, asks whether to save them; false means
    // the user cancelled (or saving failed) and the caller must not go on.
    bool maybeSave();
    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt);

public slots:
    // The position of the main board, for the pattern test.
    void setTestPosition(const rampart::Position &position);

signals:
    void positionActivated(const rampart::Position &position);
    void mainPositionRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    // "Undo"/"Redo" on the buttons, what they would undo in their tooltips.
    void labelUndoButtons();
    void retranslate();
    void buildLibraryPane(QWidget *pane);
    void buildPatternPane(QWidget *pane);
    // Current pattern -> widgets, board marks, problems, test panel.
    void syncFromPattern();
    void updateBoard();
    void updateProblems();
    void updateActions();
    // Pushes a changed copy of the current pattern.
    void commit(const Pattern &p, const QString &text, int mergeId = -1);
    const Pattern *current() const;
    void onBoardEdited(const Position &position, const QString &description);
    void onTransformToggled();
    void onSideChosen(int index);
    void onProblemActivated(int patternRow, const QString &field);
    void showFileProblems(const QString &heading, const QStringList &problems);

    PatternLibraryModel *m_model;
    int m_currentRow = -1;
    PatternLayer m_layer = PatternLayer::Fixed;
    bool m_syncing = false;
    PatternLibraryFiles *m_files;
    QStringList m_fileProblems; // problems of the last failed load or save
    QString m_fileProblemHeading;

    // Library pane
    QGroupBox *m_libraryGroup;
    PatternLibraryList *m_libraryView;
    QToolButton *m_addButton, *m_duplicateButton, *m_removeButton, *m_upButton, *m_downButton;
    QToolButton *m_undoButton, *m_redoButton;
    QPushButton *m_openButton, *m_saveButton, *m_saveAsButton, *m_defaultButton;
    QLabel *m_status;
    PatternProblemsPane *m_problemsPane;

    // Pattern pane
    QLabel *m_nameLabel, *m_descriptionLabel, *m_layerLabel, *m_sideLabel;
    QLineEdit *m_nameEdit;
    QPlainTextEdit *m_descriptionEdit;
    QButtonGroup *m_layerGroup;
    QRadioButton *m_layerButtons[PatternLayerCount];
    AnnotatedBoard *m_board;
    PiecePalette *m_palette;
    QCheckBox *m_brushBox;
    QLabel *m_legend;
    QGroupBox *m_transformGroup;
    QCheckBox *m_transformBoxes[4];
    QComboBox *m_sideCombo;
    QWidget *m_patternPane;

    PatternTestPanel *m_testPanel;
};

} // namespace rampart
