#include "widgets/patterneditor.h"

#include <algorithm>

#include <QAction>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSplitter>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include "text/patternproblemtext.h"
#include "text/patterntext.h"

#include "models/patternlibrarymodel.h"

#include "widgets/annotatedboard.h"
#include "widgets/patternlibrarylist.h"
#include "widgets/patternproblemspane.h"
#include "widgets/patterntestpanel.h"
#include "widgets/piecepalette.h"

namespace rampart {

namespace {
// Merge ids: consecutive edits of one text field form one undo step.
constexpr int NameMergeId = 1;
constexpr int DescriptionMergeId = 2;
const QString FaultStyle = QStringLiteral("border: 2px solid #c62828;");
const PatternTransformFlag TransformFlags[4] = {AllowColorFlip, AllowFileShift, AllowRankShift,
                                                AllowFileMirror};

// The layer a problem's field ("fixed.P", "not", "variable.k") is about, if any.
std::optional<PatternLayer> layerOfField(const QString &field) {
    if (field.startsWith(QLatin1String("fixed"))) return PatternLayer::Fixed;
    if (field.startsWith(QLatin1String("not"))) return PatternLayer::Not;
    if (field.startsWith(QLatin1String("variable"))) return PatternLayer::Variable;
    return std::nullopt;
}
} // namespace

PatternEditor::PatternEditor(QWidget *parent)
    : QWidget(parent)
    , m_model(new PatternLibraryModel(this))
    , m_files(new PatternLibraryFiles(m_model, this)) {
    m_model->setObjectName(QStringLiteral("patternLibraryModel"));
    auto *splitter = new QSplitter(Qt::Horizontal);
    auto *libraryPane = new QWidget;
    m_patternPane = new QWidget;
    m_testPanel = new PatternTestPanel;
    m_testPanel->setObjectName(QStringLiteral("patternTestPanel"));
    buildLibraryPane(libraryPane);
    buildPatternPane(m_patternPane);
    splitter->addWidget(libraryPane);
    splitter->addWidget(m_patternPane);
    splitter->addWidget(m_testPanel);
    splitter->setStretchFactor(0, 1);
    // The pattern's own board is the work surface: it gets the most room.
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_files, &PatternLibraryFiles::problemsChanged, this, &PatternEditor::showFileProblems);
    connect(m_files, &PatternLibraryFiles::statusChanged, m_status, &QLabel::setText);
    connect(m_model, &PatternLibraryModel::patternChanged, this, [this](int row) {
        if (row == m_currentRow) syncFromPattern();
        updateProblems();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first) {
                setCurrentRow(first);
                updateProblems();
            });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this,
            [this](const QModelIndex &, int first) {
                setCurrentRow(qMin(first, m_model->patternCount() - 1));
                updateProblems();
            });
    connect(m_model, &QAbstractItemModel::rowsMoved, this,
            [this](const QModelIndex &, int, int, const QModelIndex &, int) {
                m_currentRow = -2; // another pattern may now stand in the current row
                setCurrentRow(m_libraryView->currentIndex().row());
                updateProblems();
            });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_currentRow = -2; // force a refresh
        setCurrentRow(m_model->patternCount() > 0 ? 0 : -1);
        updateProblems();
    });
    connect(m_model, &PatternLibraryModel::modifiedChanged, this, &PatternEditor::updateActions);
    connect(m_model, &PatternLibraryModel::fileNameChanged, this, &PatternEditor::updateActions);
    connect(m_libraryView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &index) { setCurrentRow(index.row()); });
    connect(m_testPanel, &PatternTestPanel::positionActivated, this,
            &PatternEditor::positionActivated);
    connect(m_testPanel, &PatternTestPanel::mainPositionRequested, this,
            &PatternEditor::mainPositionRequested);

    retranslate();
    loadDefaultLibrary();
}

PatternEditor::~PatternEditor() {
    // The children are destroyed after this object has become a plain
    // QWidget; one that still signals then (a header view resizing its
    // sections while hidden, an undo stack cleared) must not reach the
    // lambdas that call into this object (UBSan: member call on a QWidget).
    for (QObject *child : findChildren<QObject *>()) child->disconnect(this);
}

void PatternEditor::buildLibraryPane(QWidget *pane) {
    auto *layout = new QVBoxLayout(pane);
    m_libraryGroup = new QGroupBox;
    auto *groupLayout = new QVBoxLayout(m_libraryGroup);
    m_libraryView = new PatternLibraryList(m_model);
    m_libraryView->setObjectName(QStringLiteral("patternLibraryView"));
    groupLayout->addWidget(m_libraryView, 1);

    const auto toolButton = [](const QString &icon) {
        auto *b = new QToolButton;
        b->setIcon(QIcon::fromTheme(icon));
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        return b;
    };
    auto *editRow = new QHBoxLayout;
    m_addButton = toolButton(QStringLiteral("list-add"));
    m_addButton->setObjectName(QStringLiteral("addPatternButton"));
    m_duplicateButton = toolButton(QStringLiteral("edit-copy"));
    m_duplicateButton->setObjectName(QStringLiteral("duplicatePatternButton"));
    m_removeButton = toolButton(QStringLiteral("list-remove"));
    m_removeButton->setObjectName(QStringLiteral("removePatternButton"));
    m_upButton = toolButton(QStringLiteral("go-up"));
    m_upButton->setObjectName(QStringLiteral("movePatternUpButton"));
    m_downButton = toolButton(QStringLiteral("go-down"));
    m_downButton->setObjectName(QStringLiteral("movePatternDownButton"));
    for (QToolButton *b :
         {m_addButton, m_duplicateButton, m_removeButton, m_upButton, m_downButton})
        editRow->addWidget(b);
    editRow->addStretch(1);
    groupLayout->addLayout(editRow);
    auto *undoRow = new QHBoxLayout;
    m_undoButton = new QToolButton;
    m_undoButton->setObjectName(QStringLiteral("undoPatternButton"));
    m_redoButton = new QToolButton;
    m_redoButton->setObjectName(QStringLiteral("redoPatternButton"));
    m_undoButton->setDefaultAction(m_model->undoStack()->createUndoAction(this));
    m_redoButton->setDefaultAction(m_model->undoStack()->createRedoAction(this));
    // No Ctrl+Z here: the main window's Undo (the position) owns that key,
    // and two actions on one key would make Qt fire neither.
    // The buttons keep their short text (what they undo goes in the tooltip):
    // QUndoStack's "Undo Move man" would widen the row and make the board
    // beside it jump sideways at each edit.
    connect(m_model->undoStack(), &QUndoStack::undoTextChanged, this,
            [this] { labelUndoButtons(); });
    connect(m_model->undoStack(), &QUndoStack::redoTextChanged, this,
            [this] { labelUndoButtons(); });
    undoRow->addWidget(m_undoButton);
    undoRow->addWidget(m_redoButton);
    undoRow->addStretch(1);
    groupLayout->addLayout(undoRow);
    auto *fileRow = new QGridLayout;
    m_openButton = new QPushButton;
    m_openButton->setObjectName(QStringLiteral("openLibraryButton"));
    m_saveButton = new QPushButton;
    m_saveButton->setObjectName(QStringLiteral("saveLibraryButton"));
    m_saveAsButton = new QPushButton;
    m_saveAsButton->setObjectName(QStringLiteral("saveLibraryAsButton"));
    m_defaultButton = new QPushButton;
    m_defaultButton->setObjectName(QStringLiteral("defaultLibraryButton"));
    fileRow->addWidget(m_openButton, 0, 0);
    fileRow->addWidget(m_saveButton, 0, 1);
    fileRow->addWidget(m_defaultButton, 1, 0);
    fileRow->addWidget(m_saveAsButton, 1, 1);
    groupLayout->addLayout(fileRow);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("patternStatus"));
    m_status->setWordWrap(true);
    groupLayout->addWidget(m_status);
    layout->addWidget(m_libraryGroup, 2);

    m_problemsPane = new PatternProblemsPane;
    layout->addWidget(m_problemsPane, 1);

    connect(m_addButton, &QToolButton::clicked, this,
            [this] { m_model->addPattern(m_currentRow < 0 ? -1 : m_currentRow + 1); });
    connect(m_duplicateButton, &QToolButton::clicked, this,
            [this] { m_model->duplicatePattern(m_currentRow); });
    connect(m_removeButton, &QToolButton::clicked, this,
            [this] { m_model->removePattern(m_currentRow); });
    connect(m_upButton, &QToolButton::clicked, this, [this] {
        const int row = m_currentRow;
        if (m_model->movePattern(row, row - 1)) setCurrentRow(row - 1);
    });
    connect(m_downButton, &QToolButton::clicked, this, [this] {
        const int row = m_currentRow;
        if (m_model->movePattern(row, row + 1)) setCurrentRow(row + 1);
    });
    connect(m_openButton, &QPushButton::clicked, m_files, &PatternLibraryFiles::openWithDialog);
    connect(m_saveButton, &QPushButton::clicked, m_files, &PatternLibraryFiles::saveCurrentFile);
    connect(m_saveAsButton, &QPushButton::clicked, m_files, &PatternLibraryFiles::saveWithDialog);
    connect(m_defaultButton, &QPushButton::clicked, m_files,
            &PatternLibraryFiles::loadDefaultWithQuestion);
    connect(m_problemsPane, &PatternProblemsPane::problemActivated, this,
            &PatternEditor::onProblemActivated);
}

void PatternEditor::buildPatternPane(QWidget *pane) {
    auto *layout = new QVBoxLayout(pane);
    auto *form = new QFormLayout;
    m_nameLabel = new QLabel;
    m_descriptionLabel = new QLabel;
    m_nameEdit = new QLineEdit;
    m_nameEdit->setObjectName(QStringLiteral("patternNameEdit"));
    m_descriptionEdit = new QPlainTextEdit;
    m_descriptionEdit->setObjectName(QStringLiteral("patternDescriptionEdit"));
    m_descriptionEdit->setMaximumHeight(70);
    form->addRow(m_nameLabel, m_nameEdit);
    form->addRow(m_descriptionLabel, m_descriptionEdit);
    // QFormLayout::addRow(QWidget *, QWidget *) sets no buddy; without one a
    // screen reader reads the fields without a name.
    m_nameLabel->setBuddy(m_nameEdit);
    m_descriptionLabel->setBuddy(m_descriptionEdit);
    layout->addLayout(form);

    auto *layerRow = new QHBoxLayout;
    m_layerLabel = new QLabel;
    layerRow->addWidget(m_layerLabel);
    m_layerGroup = new QButtonGroup(this);
    for (int i = 0; i < PatternLayerCount; ++i) {
        m_layerButtons[i] = new QRadioButton;
        const QColor c = PatternStyle::layerColor(PatternLayer(i));
        m_layerButtons[i]->setStyleSheet(
            QStringLiteral("QRadioButton { color: %1; font-weight: bold; }").arg(c.name()));
        m_layerGroup->addButton(m_layerButtons[i], i);
        layerRow->addWidget(m_layerButtons[i]);
    }
    m_layerButtons[0]->setChecked(true);
    layerRow->addStretch(1);
    layout->addLayout(layerRow);

    // The board takes the room; the palette and the brush sit in a row below it.
    m_board = new AnnotatedBoard;
    m_board->setObjectName(QStringLiteral("patternBoard"));
    m_board->setMode(BoardView::Mode::Edit);
    m_board->setAllowedPieces({WhitePawn, BlackPawn, WhiteKing, BlackKing});
    m_board->setMinimumSize(300, 300);
    m_board->setContextMenuProvider(
        [this](Square s, QWidget *parent) { return createSquareMenu(s, parent); });
    layout->addWidget(m_board, 1);
    auto *paletteRow = new QHBoxLayout;
    m_palette = new PiecePalette;
    m_palette->setObjectName(QStringLiteral("patternPalette"));
    m_palette->setPieceTypes({King, Pawn}); // patterns hold kings and pawns only
    m_brushBox = new QCheckBox;
    m_brushBox->setObjectName(QStringLiteral("brushBox"));
    paletteRow->addWidget(m_palette);
    paletteRow->addWidget(m_brushBox);
    paletteRow->addStretch(1);
    layout->addLayout(paletteRow);
    m_legend = new QLabel;
    m_legend->setWordWrap(true);
    layout->addWidget(m_legend);

    m_transformGroup = new QGroupBox;
    auto *transformLayout = new QGridLayout(m_transformGroup);
    const char *const transformBoxNames[4] = {"colorFlipBox", "fileShiftBox", "rankShiftBox",
                                              "fileMirrorBox"};
    for (int i = 0; i < 4; ++i) {
        m_transformBoxes[i] = new QCheckBox;
        m_transformBoxes[i]->setObjectName(QLatin1String(transformBoxNames[i]));
        // Two columns: the boxes cost the board as little height as possible.
        transformLayout->addWidget(m_transformBoxes[i], i / 2, i % 2);
        connect(m_transformBoxes[i], &QCheckBox::toggled, this, &PatternEditor::onTransformToggled);
    }
    layout->addWidget(m_transformGroup);
    auto *sideRow = new QHBoxLayout;
    m_sideLabel = new QLabel;
    m_sideCombo = new QComboBox;
    m_sideCombo->addItems({QString(), QString(), QString()});
    m_sideCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    sideRow->addWidget(m_sideLabel);
    sideRow->addWidget(m_sideCombo);
    sideRow->addStretch(1);
    layout->addLayout(sideRow);

    connect(m_layerGroup, &QButtonGroup::idClicked, this,
            [this](int id) { setLayer(PatternLayer(id)); });
    connect(m_board, &BoardView::positionEdited, this, &PatternEditor::onBoardEdited);
    connect(m_palette, &PiecePalette::pieceSelected, m_board, &BoardView::setBrushPiece);
    connect(m_brushBox, &QCheckBox::toggled, m_board, &BoardView::setBrushEnabled);
    // The palette's highlight shows the brush only while the brush paints;
    // choosing a piece by a click turns the brush on (a drag does not).
    m_palette->setHighlightShown(m_brushBox->isChecked());
    connect(m_brushBox, &QCheckBox::toggled, m_palette, &PiecePalette::setHighlightShown);
    connect(m_palette, &PiecePalette::pieceClicked, m_brushBox,
            [this] { m_brushBox->setChecked(true); });
    connect(m_nameEdit, &QLineEdit::textEdited, this, [this](const QString &text) {
        const Pattern *p = current();
        if (!p) return;
        Pattern copy = *p;
        copy.name = text.trimmed().toStdString();
        commit(copy, tr("Rename pattern"), NameMergeId);
    });
    connect(m_descriptionEdit, &QPlainTextEdit::textChanged, this, [this] {
        const Pattern *p = current();
        if (!p || m_syncing) return;
        Pattern copy = *p;
        copy.description = m_descriptionEdit->toPlainText().toStdString();
        commit(copy, tr("Edit description"), DescriptionMergeId);
    });
    connect(m_sideCombo, &QComboBox::activated, this, &PatternEditor::onSideChosen);
}

const Pattern *PatternEditor::current() const {
    return m_currentRow >= 0 && m_currentRow < m_model->patternCount()
               ? &m_model->pattern(m_currentRow)
               : nullptr;
}

void PatternEditor::commit(const Pattern &p, const QString &text, int mergeId) {
    if (m_syncing || m_currentRow < 0) return;
    m_model->setPattern(m_currentRow, p, text, mergeId);
}

void PatternEditor::setCurrentRow(int row) {
    if (row >= m_model->patternCount()) row = m_model->patternCount() - 1;
    const QModelIndex index = m_model->index(row, 0);
    if (m_libraryView->currentIndex() != index)
        m_libraryView->setCurrentIndex(index); // comes back here through the selection model
    if (row == m_currentRow) return;
    m_currentRow = row;
    syncFromPattern();
    updateActions();
}

void PatternEditor::setLayer(PatternLayer layer) {
    m_layer = layer;
    m_layerButtons[int(layer)]->setChecked(true);
    updateBoard();
}

void PatternEditor::syncFromPattern() {
    const Pattern *p = current();
    m_syncing = true;
    m_patternPane->setEnabled(p != nullptr);
    const QString name = p ? QString::fromStdString(p->name) : QString();
    if (m_nameEdit->text().trimmed() != name) m_nameEdit->setText(name);
    const QString description = p ? QString::fromStdString(p->description) : QString();
    if (m_descriptionEdit->toPlainText() != description)
        m_descriptionEdit->setPlainText(description);
    for (int i = 0; i < 4; ++i) m_transformBoxes[i]->setChecked(p && p->allows(TransformFlags[i]));
    m_sideCombo->setCurrentIndex(!p || !p->sideToMove ? 0 : *p->sideToMove == White ? 1 : 2);
    m_syncing = false;
    updateBoard();
    updateProblems();
    m_testPanel->setPattern(p ? *p : Pattern());
}

void PatternEditor::updateBoard() {
    const Pattern *p = current();
    std::array<SquareMark, 64> marks;
    if (!p) {
        m_board->setPosition(Position());
        m_board->setMarks(marks);
        return;
    }
    m_board->setPosition(PatternStyle::toPosition(PatternStyle::board(*p, m_layer)));
    for (int l = 0; l < PatternLayerCount; ++l) {
        const PatternLayer layer = PatternLayer(l);
        const QuadBitboard &quad = PatternStyle::board(*p, layer);
        const QColor color = PatternStyle::layerColor(layer);
        for (Man man : allMen) {
            for (Bitboard b = quad[man]; b;) {
                SquareMark &m = marks[popLsb(b)];
                if (layer == m_layer) {
                    m.fill = QColor(color.red(), color.green(), color.blue(), 85);
                    m.frame = color;
                    if (layer == PatternLayer::Variable) m.frameStyle = Qt::DashLine;
                    if (layer == PatternLayer::Not) m.cross = color;
                } else {
                    m.ghosts.append({PatternStyle::pieceOf(man), color.lighter(170)});
                }
                m.toolTip += (m.toolTip.isEmpty() ? QString() : QStringLiteral("\n")) +
                             QStringLiteral("%1: %2").arg(PatternStyle::layerName(layer),
                                                          PatternStyle::manName(man));
            }
        }
    }
    for (const SquareIdentity &identity : p->identities) {
        if (!isValidSquare(identity.square)) continue;
        SquareMark &m = marks[identity.square];
        m.badge = PatternStyle::roleTag(identity.roles);
        m.badgeColor = PatternStyle::identityColor();
        m.toolTip += (m.toolTip.isEmpty() ? QString() : QStringLiteral("\n")) +
                     tr("Roles: %1").arg(PatternText::roles(identity.roles));
    }
    m_board->setMarks(marks);
}

void PatternEditor::onBoardEdited(const Position &position, const QString &description) {
    const Pattern *p = current();
    QuadBitboard quad;
    // Pieces other than pawns and kings (the palette has all twelve) have no
    // place in a pawn-ending pattern: such an edit is refused.
    if (!p || !PatternStyle::fromPosition(position, quad)) {
        m_status->setText(tr("Patterns hold only pawns and kings."));
        updateBoard();
        return;
    }
    Pattern copy = *p;
    PatternStyle::board(copy, m_layer) = quad;
    commit(copy, tr("%1 (%2)").arg(description, PatternStyle::layerName(m_layer)));
}

void PatternEditor::onTransformToggled() {
    const Pattern *p = current();
    if (!p || m_syncing) return;
    Pattern copy = *p;
    copy.transforms = 0;
    for (int i = 0; i < 4; ++i)
        if (m_transformBoxes[i]->isChecked()) copy.transforms |= TransformFlags[i];
    commit(copy, tr("Change transforms"));
}

void PatternEditor::onSideChosen(int index) {
    const Pattern *p = current();
    if (!p) return;
    Pattern copy = *p;
    copy.sideToMove = index == 1   ? std::optional<Color>(White)
                      : index == 2 ? std::optional<Color>(Black)
                                   : std::nullopt;
    commit(copy, tr("Change side to move"));
}

void PatternEditor::addRole(Square square, const QString &role) {
    const Pattern *p = current();
    const QString trimmed = role.trimmed();
    if (!p || trimmed.isEmpty() || square == NoSquare) return;
    Pattern copy = *p;
    copy.addIdentity(square, trimmed.toStdString());
    commit(copy, tr("Give %1 the role %2").arg(QLatin1String(squareName(square)), trimmed));
}

void PatternEditor::removeRole(Square square, const QString &role) {
    const Pattern *p = current();
    if (!p) return;
    Pattern copy = *p;
    const std::string wanted = role.toStdString();
    for (auto it = copy.identities.begin(); it != copy.identities.end(); ++it) {
        if (it->square != square) continue;
        std::erase(it->roles, wanted);
        if (it->roles.empty()) copy.identities.erase(it);
        break;
    }
    commit(copy, tr("Take the role %2 from %1").arg(QLatin1String(squareName(square)), role));
}

QMenu *PatternEditor::createSquareMenu(Square square, QWidget *parent) {
    const Pattern *p = current();
    if (!p) return nullptr;
    auto *menu = new QMenu(parent);
    menu->addSection(tr("Square %1").arg(QLatin1String(squareName(square))));
    const std::vector<std::string> roles = p->rolesOf(square);
    for (const std::string &role : roles) {
        const QString name = QString::fromStdString(role);
        QAction *action = menu->addAction(tr("Role: %1").arg(name));
        action->setObjectName(QStringLiteral("removeRoleAction"));
        action->setData(name);
        action->setCheckable(true);
        action->setChecked(true);
        action->setToolTip(tr("Uncheck to take the role away"));
        connect(action, &QAction::triggered, this,
                [this, square, name] { removeRole(square, name); });
    }
    // Roles in use anywhere in the library come first, then the usual ones.
    QStringList known;
    for (const Pattern &other : m_model->library().patterns)
        for (const SquareIdentity &identity : other.identities)
            for (const std::string &role : identity.roles) known << QString::fromStdString(role);
    known << PatternStyle::standardRoles();
    known.removeDuplicates();
    QMenu *addMenu = menu->addMenu(tr("Add role"));
    for (const QString &role : std::as_const(known)) {
        if (std::find(roles.begin(), roles.end(), role.toStdString()) != roles.end()) continue;
        QAction *action = addMenu->addAction(role);
        action->setObjectName(QStringLiteral("addRoleAction"));
        action->setData(role);
        connect(action, &QAction::triggered, this, [this, square, role] { addRole(square, role); });
    }
    QAction *newRole = menu->addAction(tr("New role…"));
    connect(newRole, &QAction::triggered, this, [this, square] {
        const QString role = QInputDialog::getText(
            this, tr("New role"), tr("Role of %1:").arg(QLatin1String(squareName(square))));
        addRole(square, role);
    });
    const Piece piece = m_board->position().pieceOn(square);
    if (piece != NoPiece) {
        menu->addSeparator();
        QAction *remove = menu->addAction(tr("Remove the man from this layer"));
        connect(remove, &QAction::triggered, this, [this, square] {
            Position pos = m_board->position();
            pos.setPiece(square, NoPiece);
            onBoardEdited(pos, tr("Remove piece"));
        });
    }
    return menu;
}

// --- Problems ---------------------------------------------------------------

void PatternEditor::updateProblems() {
    const std::vector<PatternLibraryProblem> problems = m_model->validate();
    m_problemsPane->showProblems(m_fileProblemHeading, m_fileProblems, problems);
    // Fields of the current pattern that are at fault get a red frame.
    QStringList nameFaults, descriptionFaults, transformFaults, layerFaults[PatternLayerCount],
        boardFaults;
    for (const PatternLibraryProblem &problem : problems) {
        if (problem.patternIndex != m_currentRow) continue;
        const QString field = QString::fromStdString(problem.field);
        const QString text = PatternProblemText::message(problem);
        if (field.startsWith(QLatin1String("name")))
            nameFaults << text;
        else if (field.startsWith(QLatin1String("description")))
            descriptionFaults << text;
        else if (field.startsWith(QLatin1String("transforms")) ||
                 field.startsWith(QLatin1String("sideToMove")))
            transformFaults << text;
        else if (const auto layer = layerOfField(field))
            layerFaults[int(*layer)] << text;
        else
            boardFaults << text;
    }
    const auto markFault = [](QWidget *w, const QStringList &faults, const QString &base) {
        w->setStyleSheet(faults.isEmpty() ? base : base + FaultStyle);
        w->setToolTip(faults.join(QLatin1Char('\n')));
    };
    markFault(m_nameEdit, nameFaults, QString());
    markFault(m_descriptionEdit, descriptionFaults, QString());
    markFault(m_transformGroup, transformFaults, QString());
    for (int i = 0; i < PatternLayerCount; ++i)
        markFault(m_layerButtons[i], layerFaults[i],
                  QStringLiteral("QRadioButton { color: %1; font-weight: bold; }")
                      .arg(PatternStyle::layerColor(PatternLayer(i)).name()));
    m_board->setToolTip(boardFaults.join(QLatin1Char('\n')));
}

void PatternEditor::onProblemActivated(int patternRow, const QString &field) {
    if (patternRow >= 0) setCurrentRow(patternRow);
    if (field.startsWith(QLatin1String("name")))
        m_nameEdit->setFocus();
    else if (field.startsWith(QLatin1String("description")))
        m_descriptionEdit->setFocus();
    else if (field.startsWith(QLatin1String("transforms")))
        m_transformBoxes[0]->setFocus();
    else if (field.startsWith(QLatin1String("sideToMove")))
        m_sideCombo->setFocus();
    else if (const auto layer = layerOfField(field)) {
        setLayer(*layer);
        m_board->setFocus();
    } else {
        m_board->setFocus();
    }
}

void PatternEditor::showFileProblems(const QString &heading, const QStringList &problems) {
    m_fileProblemHeading = heading;
    m_fileProblems = problems;
    updateProblems();
}

// --- Files ------------------------------------------------------------------

bool PatternEditor::openLibrary(const QString &path) {
    return m_files->open(path);
}

bool PatternEditor::saveLibrary(const QString &path) {
    return m_files->save(path);
}

void PatternEditor::loadDefaultLibrary() {
    m_files->loadDefault();
}

bool PatternEditor::maybeSave() {
    return m_files->maybeSave();
}

void PatternEditor::setUnsavedChangesPrompt(UnsavedChangesPrompt prompt) {
    m_files->setUnsavedChangesPrompt(std::move(prompt));
}

void PatternEditor::setTestPosition(const Position &position) {
    m_testPanel->setPosition(position);
}

void PatternEditor::updateActions() {
    const bool has = current() != nullptr;
    m_duplicateButton->setEnabled(has);
    m_removeButton->setEnabled(has);
    m_upButton->setEnabled(has && m_currentRow > 0);
    m_downButton->setEnabled(has && m_currentRow + 1 < m_model->patternCount());
    const QString file = m_model->fileName().isEmpty() ? tr("built-in library")
                                                       : QFileInfo(m_model->fileName()).fileName();
    m_libraryGroup->setTitle(m_model->isModified() ? tr("Library: %1 (modified)").arg(file)
                                                   : tr("Library: %1").arg(file));
}

void PatternEditor::labelUndoButtons() {
    const QUndoStack *stack = m_model->undoStack();
    m_undoButton->defaultAction()->setText(tr("Undo"));
    m_undoButton->defaultAction()->setToolTip(
        stack->canUndo() ? tr("Undo: %1").arg(stack->undoText()) : tr("Nothing to undo"));
    m_redoButton->defaultAction()->setText(tr("Redo"));
    m_redoButton->defaultAction()->setToolTip(
        stack->canRedo() ? tr("Redo: %1").arg(stack->redoText()) : tr("Nothing to redo"));
}

void PatternEditor::retranslate() {
    m_addButton->setText(tr("Add"));
    m_duplicateButton->setText(tr("Duplicate"));
    m_removeButton->setText(tr("Remove"));
    m_upButton->setText(tr("Up"));
    m_downButton->setText(tr("Down"));
    m_openButton->setText(tr("Open…"));
    m_saveButton->setText(tr("Save"));
    m_saveAsButton->setText(tr("Save as…"));
    m_defaultButton->setText(tr("Built-in library"));
    labelUndoButtons();
    m_libraryView->setToolTip(tr("Double-click to rename, drag to reorder"));
    m_nameLabel->setText(tr("Name:"));
    m_descriptionLabel->setText(tr("Description:"));
    m_layerLabel->setText(tr("Board:"));
    const QString layerNames[PatternLayerCount] = {tr("Fixed"), tr("Not"), tr("Variable")};
    for (int i = 0; i < PatternLayerCount; ++i) {
        m_layerButtons[i]->setText(layerNames[i]);
        m_layerButtons[i]->setToolTip(PatternStyle::layerName(PatternLayer(i)));
    }
    m_brushBox->setText(tr("Brush"));
    m_brushBox->setToolTip(tr("Each click puts the palette's piece on a square"));
    m_legend->setText(tr(
        "Men of the chosen board are pieces; the other boards show as small men in the corners. "
        "Green: fixed, red and crossed out: not, blue and dashed: variable. Right-click a square "
        "to give it a role."));
    m_transformGroup->setTitle(tr("Also match"));
    m_transformBoxes[0]->setText(tr("with colours flipped"));
    m_transformBoxes[1]->setText(tr("shifted along the ranks (files)"));
    m_transformBoxes[2]->setText(tr("shifted up and down (ranks)"));
    m_transformBoxes[3]->setText(tr("with files mirrored"));
    m_sideLabel->setText(tr("Side to move:"));
    m_sideCombo->setItemText(0, tr("Either"));
    m_sideCombo->setItemText(1, tr("White"));
    m_sideCombo->setItemText(2, tr("Black"));
    updateActions();
    updateProblems();
}

void PatternEditor::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

} // namespace rampart
