// The pattern editor: the library model (under QAbstractItemModelTester and
// against the core's parser), undoable library edits, editing a pattern on
// the board, testing it on a position, a collection and the KPK table, file
// round trips, corrupt files, the unsaved-changes prompt, and a PNG render.
#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "chess/fen.h"

#include "tables/tableregistry.h"
#include "tables/threemanpositions.h"

#include "patterns/patternmatcher.h"

#include "text/patternproblemtext.h"

#include "services/languagemanager.h"

#include "guikit/patternstyle.h"
#include "guikit/piecemime.h"

#include "models/patternlibrarymodel.h"

#include "workers/patternholes.h"
#include "workers/patterninstances.h"

#include "widgets/annotatedboard.h"
#include "widgets/mainwindow.h"
#include "widgets/patterneditor.h"
#include "widgets/patternholespanel.h"
#include "widgets/patternlibrarylist.h"
#include "widgets/patterntestpanel.h"
#include "widgets/piecepalette.h"

#include "childbyname.h"
#include "menuaccess.h"

using namespace rampart;

namespace {
// The editor's pattern library, as the editor names it.
PatternLibraryModel *libraryOf(const PatternEditor &editor) {
    return childByName<PatternLibraryModel>(editor, "patternLibraryModel");
}

QByteArray defaultLibraryJson() {
    QFile file(QStringLiteral(":/patterns/default.json"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll();
}

PatternLibrary coreDefaultLibrary() {
    const QByteArray json = defaultLibraryJson();
    return *parsePatternLibrary(std::string_view(json.constData(), std::size_t(json.size())),
                                "default.json")
                .library;
}

Position fen(const char *text) {
    const FenResult r = parseFen(text);
    return *r.position;
}

QStringList names(const PatternLibraryModel &model) {
    QStringList list;
    for (int row = 0; row < model.rowCount(); ++row)
        list << model.index(row).data(PatternLibraryModel::NameRole).toString();
    return list;
}

// The action of a square menu (or its submenus) with this object name for this role.
QAction *findAction(QMenu *menu, const QString &objectName, const QString &role) {
    for (QAction *action : menu->actions()) {
        if (action->objectName() == objectName && action->data().toString() == role) return action;
        if (action->menu())
            if (QAction *inner = findAction(action->menu(), objectName, role)) return inner;
    }
    return nullptr;
}

QString outputPath(const QString &name) {
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

// A palette piece (its QDrag payload) dropped on a square of the board;
// false when the board refused the drag's entry. Qt delivers a drop only to
// the widget that accepted the entry.
bool dropPiece(AnnotatedBoard *board, Piece piece, Square square) {
    const std::unique_ptr<QMimeData> mime(PieceMime::encode(piece));
    const QPoint at = board->squareCenter(square);
    QDragEnterEvent enter(at, Qt::CopyAction, mime.get(), Qt::LeftButton, {});
    QCoreApplication::sendEvent(board, &enter);
    if (!enter.isAccepted()) return false;
    QDropEvent drop(QPointF(at), Qt::CopyAction, mime.get(), Qt::LeftButton, {});
    QCoreApplication::sendEvent(board, &drop);
    return true;
}

// The pattern editor as a user opens it: View > Pattern editor.
PatternEditor *openPatternEditor(MainWindow &window) {
    return menuaccess::openFromMenu<PatternEditor>(window, QStringLiteral("patternEditorAction"),
                                                   QStringLiteral("patternEditor"));
}
} // namespace

class TestPatternEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void libraryModelMatchesCore();
    void libraryEditsAreUndoable();
    void dragReorderMovesRows();
    void renameRefusesDuplicates();
    void dragOnListReorders();
    void saveLoadRoundTrip();
    void corruptLibraryKeepsPrevious_data();
    void corruptLibraryKeepsPrevious();
    void invalidLibraryIsNotSaved();
    void problemsAreTranslated_data();
    void problemsAreTranslated();
    void unsavedChangesPrompt();
    void editPatternOnBoard();
    void paletteHighlightShowsOnlyTheBrush();
    void identitiesFromContextMenu();
    void transformsFromCheckBoxes();
    void testOnPosition();
    void testOnCollection();
    void kpkCountMatchesTable();
    void fastMatcherAgreesWithCore();
    void renderPanel();
};

void TestPatternEditor::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
}

void TestPatternEditor::init() {
    QSettings().clear();
} // each test a first run

void TestPatternEditor::libraryModelMatchesCore() {
    PatternLibraryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QStringList problems;
    QVERIFY(model.loadText(defaultLibraryJson(), QString(), &problems));
    QVERIFY(problems.isEmpty());
    const PatternLibrary core = coreDefaultLibrary();
    QCOMPARE(model.rowCount(), int(core.patterns.size()));
    QVERIFY(model.rowCount() > 3);
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row);
        const Pattern &p = core.patterns[std::size_t(row)];
        QCOMPARE(index.data(Qt::DisplayRole).toString(), QString::fromStdString(p.name));
        QCOMPARE(index.data(PatternLibraryModel::DescriptionRole).toString(),
                 QString::fromStdString(p.description));
        QCOMPARE(index.data(PatternLibraryModel::TransformsRole).toInt(), int(p.transforms));
        QCOMPARE(index.data(PatternLibraryModel::FixedCountRole).toInt(), p.fixed.count());
        QVERIFY(index.data(PatternLibraryModel::ProblemsRole).toStringList().isEmpty());
    }
    QVERIFY(model.library() == core);
    QVERIFY(!model.isModified());
}

void TestPatternEditor::libraryEditsAreUndoable() {
    PatternLibraryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.loadText(defaultLibraryJson(), QString()));
    const PatternLibrary original = model.library();
    const QStringList before = names(model);
    const int n = model.rowCount();

    const int added = model.addPattern(1);
    QCOMPARE(added, 1);
    QCOMPARE(model.rowCount(), n + 1);
    QCOMPARE(model.pattern(1).name, std::string("New pattern"));
    QVERIFY(model.isModified());
    QCOMPARE(model.addPattern(), n + 1);
    QCOMPARE(model.pattern(n + 1).name, std::string("New pattern 2")); // names stay unique

    const int copy = model.duplicatePattern(0);
    QCOMPARE(copy, 1);
    QCOMPARE(model.pattern(1).fixed, model.pattern(0).fixed);
    QCOMPARE(QString::fromStdString(model.pattern(1).name), before[0] + QStringLiteral(" (copy)"));

    QVERIFY(model.removePattern(0));
    QCOMPARE(QString::fromStdString(model.pattern(0).name), before[0] + QStringLiteral(" (copy)"));
    QVERIFY(model.renamePattern(0, QStringLiteral("Renamed")));
    QCOMPARE(model.pattern(0).name, std::string("Renamed"));

    Pattern edited = model.pattern(2);
    edited.fixed.set(Man::BlackPawn, A6);
    model.setPattern(2, edited, QStringLiteral("edit"));
    QVERIFY(model.pattern(2).fixed.has(Man::BlackPawn, A6));

    QUndoStack *stack = model.undoStack();
    QCOMPARE(stack->count(), 6);
    while (stack->canUndo()) stack->undo();
    QVERIFY(model.library() == original);
    QCOMPARE(names(model), before);
    QVERIFY(!model.isModified());
    while (stack->canRedo()) stack->redo();
    QCOMPARE(model.pattern(0).name, std::string("Renamed"));
    QVERIFY(model.pattern(2).fixed.has(Man::BlackPawn, A6));
    QCOMPARE(model.rowCount(), n + 2);
}

void TestPatternEditor::dragReorderMovesRows() {
    PatternLibraryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.loadText(defaultLibraryJson(), QString()));
    const QStringList before = names(model);
    // What QListView's internal move does: moveRows with the destination
    // counted before the move.
    QVERIFY(model.moveRow(QModelIndex(), 0, QModelIndex(), 3));
    QStringList expected = before;
    expected.move(0, 2);
    QCOMPARE(names(model), expected);
    QVERIFY(model.moveRow(QModelIndex(), 4, QModelIndex(), 0));
    expected.move(4, 0);
    QCOMPARE(names(model), expected);
    QVERIFY(!model.moveRow(QModelIndex(), 1, QModelIndex(), 2)); // onto itself
    model.undoStack()->undo();
    model.undoStack()->undo();
    QCOMPARE(names(model), before);
    QVERIFY(model.flags(model.index(0)).testFlag(Qt::ItemIsDragEnabled));
    QVERIFY(model.flags(QModelIndex()).testFlag(Qt::ItemIsDropEnabled));
    QCOMPARE(model.supportedDropActions(), Qt::MoveAction);
}

void TestPatternEditor::dragOnListReorders() {
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    PatternLibraryModel *model = libraryOf(editor);
    const QStringList before = names(*model);
    editor.setCurrentRow(0);
    auto *view = childByName<PatternLibraryList>(editor, "patternLibraryView");
    QWidget *viewport = view->viewport();
    // Drop the first pattern on the lower half of the fourth: it lands after it.
    const QRect fourth = view->visualRect(model->index(3));
    const QPoint at(fourth.center().x(), fourth.bottom() - 1);
    QCOMPARE(view->dropRowAt(at), 4);
    std::unique_ptr<QMimeData> mime(model->mimeData({model->index(0)}));
    QDragEnterEvent enter(at, Qt::MoveAction, mime.get(), Qt::LeftButton, {});
    QCoreApplication::sendEvent(viewport, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(at), Qt::MoveAction, mime.get(), Qt::LeftButton, {});
    QCoreApplication::sendEvent(viewport, &drop);
    QVERIFY(drop.isAccepted());
    QStringList expected = before;
    expected.move(0, 3);
    QCOMPARE(names(*model), expected);
    QCOMPARE(model->rowCount(), before.size()); // moved, not copied or lost
    QCOMPARE(editor.currentRow(), 3);           // the moved pattern stays selected
    QCOMPARE(childByName<QLineEdit>(editor, "patternNameEdit")->text(), before[0]);
    libraryOf(editor)->undoStack()->undo();
    QCOMPARE(names(*model), before);
}

void TestPatternEditor::renameRefusesDuplicates() {
    PatternLibraryModel model;
    QVERIFY(model.loadText(defaultLibraryJson(), QString()));
    const QString second = names(model)[1];
    QVERIFY(!model.setData(model.index(0), second));
    QVERIFY(!model.setData(model.index(0), QStringLiteral("   ")));
    QVERIFY(model.setData(model.index(0), QStringLiteral("Fresh name")));
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("Fresh name"));
    QCOMPARE(model.undoStack()->count(), 1);
}

void TestPatternEditor::saveLoadRoundTrip() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("library.json"));
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    PatternLibraryModel *model = libraryOf(editor);
    // Change something in every part of a pattern before saving.
    const int row = model->addPattern();
    Pattern p = model->pattern(row);
    p.description = "round trip";
    p.fixed.set(Man::WhitePawn, D4);
    p.notBoard.set(Man::BlackPawn, D5);
    p.variable.set(Man::WhiteKing, C5);
    p.variable.set(Man::WhiteKing, E5);
    p.transforms = AllowColorFlip | AllowRankShift;
    p.sideToMove = Black;
    p.addIdentity(D4, "passer");
    p.addIdentity(D4, "lever");
    model->setPattern(row, p, QStringLiteral("edit"));
    QVERIFY(model->isModified());
    QVERIFY(editor.saveLibrary(path));
    QVERIFY(!model->isModified());
    QCOMPARE(model->fileName(), path);

    PatternLibraryModel reloaded;
    QStringList problems;
    QVERIFY2(reloaded.load(path, &problems), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(reloaded.library() == model->library());
    // The core reads the file's text just the same.
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray text = saved.readAll();
    const PatternLibraryResult core = parsePatternLibrary(
        std::string_view(text.constData(), std::size_t(text.size())), path.toStdString());
    QVERIFY(core.ok());
    QVERIFY(*core.library == model->library());
    QVERIFY(!QFile::exists(path + QStringLiteral(".saving")));
}

void TestPatternEditor::corruptLibraryKeepsPrevious_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected"); // part of the problem text: the field at fault

    QTest::newRow("syntax error") << QByteArray("{\"format\": \"rampart-pattern-library\",,}")
                                  << QStringLiteral("line 1");
    QTest::newRow("wrong format") << QByteArray("{\"format\": \"something else\", \"version\": 1, "
                                                "\"patterns\": []}")
                                  << QStringLiteral("field “format”");
    QTest::newRow("bad square")
        << QByteArray("{\"format\": \"rampart-pattern-library\", \"version\": 1, \"title\": \"t\", "
                      "\"patterns\": [{\"name\": \"x\", \"description\": \"\", \"fixed\": "
                      "{\"P\": [\"e9\"]}, \"not\": {}, \"variable\": {}, \"identities\": {}}]}")
        << QStringLiteral("field “fixed.P[0]”");
    QTest::newRow("pawn on rank 8")
        << QByteArray("{\"format\": \"rampart-pattern-library\", \"version\": 1, \"title\": \"t\", "
                      "\"patterns\": [{\"name\": \"y\", \"description\": \"\", \"fixed\": "
                      "{\"P\": [\"e8\"]}, \"not\": {}, \"variable\": {}, \"identities\": {}}]}")
        << QStringLiteral("pattern “y”");
    QTest::newRow("missing file") << QByteArray() << QStringLiteral("Cannot open");
}

void TestPatternEditor::corruptLibraryKeepsPrevious() {
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("corrupt.json"));
    if (!content.isEmpty()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    libraryOf(editor)->addPattern(); // an unsaved edit must survive too
    const PatternLibrary before = libraryOf(editor)->library();
    const int undoSteps = libraryOf(editor)->undoStack()->count();

    QVERIFY(!editor.openLibrary(path));
    QVERIFY(libraryOf(editor)->library() == before);
    QCOMPARE(libraryOf(editor)->undoStack()->count(), undoSteps);
    QVERIFY(!childByName<QLabel>(editor, "patternStatus")->text().isEmpty());
    QStringList shown;
    for (int i = 0; i < childByName<QListWidget>(editor, "patternProblemList")->count(); ++i)
        shown << childByName<QListWidget>(editor, "patternProblemList")->item(i)->text();
    const QString all = shown.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(expected), qPrintable(all));
}

void TestPatternEditor::invalidLibraryIsNotSaved() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("keep.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("previous content");
    }
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    const int row = libraryOf(editor)->addPattern();
    editor.setCurrentRow(row);
    // Typing the name of another pattern: allowed while editing, flagged at the field.
    childByName<QLineEdit>(editor, "patternNameEdit")->clear();
    QTest::keyClicks(childByName<QLineEdit>(editor, "patternNameEdit"),
                     QString::fromStdString(libraryOf(editor)->pattern(0).name));
    QCOMPARE(libraryOf(editor)->pattern(row).name, libraryOf(editor)->pattern(0).name);
    QVERIFY(childByName<QLineEdit>(editor, "patternNameEdit")
                ->styleSheet()
                .contains(QLatin1String("border")));
    QVERIFY(!childByName<QLineEdit>(editor, "patternNameEdit")->toolTip().isEmpty());
    QVERIFY(!editor.saveLibrary(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("previous content"));
    QVERIFY(libraryOf(editor)->isModified());
    // One undo step for the whole name, then the field is clean again.
    libraryOf(editor)->undoStack()->undo();
    QVERIFY(childByName<QLineEdit>(editor, "patternNameEdit")->styleSheet().isEmpty());
}

void TestPatternEditor::problemsAreTranslated_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("notASquare");    // the file problem, from the core's code + args
    QTest::addColumn<QString>("duplicateName"); // an editing problem, shown as a tool tip
    QTest::newRow("German") << "de"
                            << "„e9“ ist kein Feld (a1 .. h8)"
                            << "ein anderes Muster hat denselben Namen";
    QTest::newRow("French") << "fr"
                            << "« e9 » n’est pas une case (a1 .. h8)"
                            << "un autre motif porte le même nom";
}

void TestPatternEditor::problemsAreTranslated() {
    QFETCH(QString, language);
    QFETCH(QString, notASquare);
    QFETCH(QString, duplicateName);
    LanguageManager languages;
    QVERIFY(languages.setLanguage(language));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("corrupt.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"rampart-pattern-library\", \"version\": 1, \"title\": \"t\", "
                   "\"patterns\": [{\"name\": \"x\", \"description\": \"\", \"fixed\": "
                   "{\"P\": [\"e9\"]}}]}");
    }
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    QVERIFY(!editor.openLibrary(path));
    QStringList shown;
    for (int i = 0; i < childByName<QListWidget>(editor, "patternProblemList")->count(); ++i)
        shown << childByName<QListWidget>(editor, "patternProblemList")->item(i)->text();
    const QString all = shown.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(notASquare), qPrintable(all));
    QVERIFY2(!all.contains(QLatin1String("is not a square")), qPrintable(all));

    // A problem found while editing: a second pattern with the first one's name.
    const int row = libraryOf(editor)->addPattern();
    editor.setCurrentRow(row);
    childByName<QLineEdit>(editor, "patternNameEdit")->clear();
    QTest::keyClicks(childByName<QLineEdit>(editor, "patternNameEdit"),
                     QString::fromStdString(libraryOf(editor)->pattern(0).name));
    QVERIFY2(childByName<QLineEdit>(editor, "patternNameEdit")->toolTip().contains(duplicateName),
             qPrintable(childByName<QLineEdit>(editor, "patternNameEdit")->toolTip()));
    QVERIFY(!childByName<QLineEdit>(editor, "patternNameEdit")
                 ->toolTip()
                 .contains(QLatin1String("same name")));

    // A save refused because the core's validation fails: the reason in the
    // language, the pattern named, and no file written.
    QStringList refused;
    const QString target = dir.filePath(QStringLiteral("x.json"));
    QVERIFY(!libraryOf(editor)->save(target, &refused));
    const QString reason = refused.join(QLatin1Char('\n'));
    QVERIFY2(reason.contains(duplicateName), qPrintable(reason));
    QVERIFY2(reason.contains(QString::fromStdString(libraryOf(editor)->pattern(0).name)),
             qPrintable(reason));
    QVERIFY(!QFile::exists(target));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
}

void TestPatternEditor::unsavedChangesPrompt() {
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    int asked = 0;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    editor.setUnsavedChangesPrompt([&] {
        ++asked;
        return answer;
    });
    QVERIFY(editor.maybeSave()); // nothing changed: no question
    QCOMPARE(asked, 0);
    libraryOf(editor)->addPattern();
    QVERIFY(!editor.maybeSave());
    QCOMPARE(asked, 1);
    answer = QMessageBox::Discard;
    QVERIFY(editor.maybeSave());
    QCOMPARE(asked, 2);
    QTemporaryDir dir;
    QVERIFY(editor.saveLibrary(dir.filePath(QStringLiteral("l.json"))));
    answer = QMessageBox::Cancel;
    QVERIFY(editor.maybeSave()); // saved: no question
    QCOMPARE(asked, 2);
}

void TestPatternEditor::editPatternOnBoard() {
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    const int row = libraryOf(editor)->addPattern();
    QCOMPARE(editor.currentRow(), row);
    AnnotatedBoard *board = childByName<AnnotatedBoard>(editor, "patternBoard");

    // Brush painting on the fixed board.
    childByName<PiecePalette>(editor, "patternPalette")->setSelectedPiece(WhitePawn);
    emit childByName<PiecePalette>(editor, "patternPalette")->pieceSelected(WhitePawn);
    board->setBrushEnabled(true);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(E4));
    QVERIFY(libraryOf(editor)->pattern(row).fixed.has(Man::WhitePawn, E4));
    QCOMPARE(libraryOf(editor)->pattern(row).fixed.count(), 1);

    // The not board: a black pawn on d5.
    editor.setLayer(PatternLayer::Not);
    board->setBrushPiece(BlackPawn);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(D5));
    QVERIFY(libraryOf(editor)->pattern(row).notBoard.has(Man::BlackPawn, D5));
    QVERIFY(!libraryOf(editor)->pattern(row).fixed.has(Man::BlackPawn, D5));
    // The layers are marked differently: the not man is crossed out, the
    // fixed pawn shows as a small man of the other layer.
    QVERIFY(board->mark(D5).cross.isValid());
    QCOMPARE(board->mark(E4).ghosts.size(), 1);
    QCOMPARE(board->mark(E4).ghosts.front().first, WhitePawn);

    // The variable board: a white king dropped from the palette (QDrag payload).
    editor.setLayer(PatternLayer::Variable);
    board->setBrushEnabled(false);
    QVERIFY(dropPiece(board, WhiteKing, E6));
    QVERIFY(libraryOf(editor)->pattern(row).variable.has(Man::WhiteKing, E6));
    QCOMPARE(board->mark(E6).frameStyle, Qt::DashLine);

    // A queen has no place in a pattern: the drop is refused.
    const Pattern beforeQueen = libraryOf(editor)->pattern(row);
    QMimeData *mime = PieceMime::encode(WhiteQueen);
    QDropEvent queenDrop(QPointF(board->squareCenter(A1)), Qt::CopyAction, mime, Qt::LeftButton,
                         {});
    QDragEnterEvent enter(board->squareCenter(A1), Qt::CopyAction, mime, Qt::LeftButton, {});
    QCoreApplication::sendEvent(board, &enter);
    QVERIFY(!enter.isAccepted());
    delete mime;
    QVERIFY(libraryOf(editor)->pattern(row) == beforeQueen);

    // Moving the man by dragging it on the board.
    QTest::mousePress(board, Qt::LeftButton, {}, board->squareCenter(E6));
    QTest::mouseMove(board, board->squareCenter(F6));
    QTest::mouseMove(board, board->squareCenter(F7));
    QTest::mouseRelease(board, Qt::LeftButton, {}, board->squareCenter(F7));
    QVERIFY(libraryOf(editor)->pattern(row).variable.has(Man::WhiteKing, F7));
    QVERIFY(!libraryOf(editor)->pattern(row).variable.has(Man::WhiteKing, E6));

    // Each edit is one undo step.
    QUndoStack *stack = libraryOf(editor)->undoStack();
    stack->undo();
    QVERIFY(libraryOf(editor)->pattern(row).variable.has(Man::WhiteKing, E6));
    stack->undo();
    stack->undo();
    QVERIFY(!libraryOf(editor)->pattern(row).notBoard.has(Man::BlackPawn, D5));
    QVERIFY(libraryOf(editor)->pattern(row).fixed.has(Man::WhitePawn, E4));
    stack->redo();
    QVERIFY(libraryOf(editor)->pattern(row).notBoard.has(Man::BlackPawn, D5));
}

void TestPatternEditor::paletteHighlightShowsOnlyTheBrush() {
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    const int row = libraryOf(editor)->addPattern();
    AnnotatedBoard *board = childByName<AnnotatedBoard>(editor, "patternBoard");
    PiecePalette *palette = childByName<PiecePalette>(editor, "patternPalette");
    auto *brush = editor.findChild<QCheckBox *>(QStringLiteral("brushBox"));
    QVERIFY(brush);
    QVERIFY(!brush->isChecked());
    QVERIFY(!palette->isHighlightShown()); // no brush, nothing highlighted
    const Piece brushPiece = palette->selectedPiece();

    // A drop from the palette: the press starts the drag, the board takes
    // the drop, then undo.
    const QPoint kingCell = palette->cellRect(WhiteKing).center();
    QTest::mousePress(palette, Qt::LeftButton, {}, kingCell);
    QVERIFY(dropPiece(board, WhiteKing, E6));
    QVERIFY(libraryOf(editor)->pattern(row).fixed.has(Man::WhiteKing, E6));
    libraryOf(editor)->undoStack()->undo();
    QVERIFY(!libraryOf(editor)->pattern(row).fixed.has(Man::WhiteKing, E6));
    // The drag chose no brush: the palette neither highlights nor changed it.
    QVERIFY(!palette->isHighlightShown());
    QCOMPARE(palette->selectedPiece(), brushPiece);
    QVERIFY(!brush->isChecked());

    // A click chooses the brush: the brush paints and the palette shows it.
    QTest::mouseClick(palette, Qt::LeftButton, {}, palette->cellRect(BlackPawn).center());
    QCOMPARE(palette->selectedPiece(), BlackPawn);
    QVERIFY(brush->isChecked());
    QVERIFY(palette->isHighlightShown());
    // Clicking the same piece again keeps it (and the brush) on.
    brush->setChecked(false);
    QVERIFY(!palette->isHighlightShown());
    QTest::mouseClick(palette, Qt::LeftButton, {}, palette->cellRect(BlackPawn).center());
    QVERIFY(brush->isChecked());
    QVERIFY(palette->isHighlightShown());
}

void TestPatternEditor::identitiesFromContextMenu() {
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    const int row = libraryOf(editor)->addPattern();
    editor.setCurrentRow(row);
    std::unique_ptr<QMenu> menu(editor.createSquareMenu(E5, nullptr));
    QAction *stop =
        findAction(menu.get(), QStringLiteral("addRoleAction"), QStringLiteral("stop square"));
    QVERIFY(stop);
    stop->trigger();
    QCOMPARE(libraryOf(editor)->pattern(row).rolesOf(E5), std::vector<std::string>{"stop square"});
    QCOMPARE(childByName<AnnotatedBoard>(editor, "patternBoard")->mark(E5).badge,
             QStringLiteral("SS"));
    QVERIFY(childByName<AnnotatedBoard>(editor, "patternBoard")
                ->mark(E5)
                .toolTip.contains(QLatin1String("stop square")));

    editor.addRole(E5, QStringLiteral("blockade"));
    QCOMPARE(libraryOf(editor)->pattern(row).rolesOf(E5).size(), std::size_t(2));
    // The menu now lists both roles as checked actions; unchecking removes one.
    menu.reset(editor.createSquareMenu(E5, nullptr));
    QAction *checked =
        findAction(menu.get(), QStringLiteral("removeRoleAction"), QStringLiteral("stop square"));
    QVERIFY(checked);
    QVERIFY(checked->isChecked());
    checked->trigger();
    QCOMPARE(libraryOf(editor)->pattern(row).rolesOf(E5), std::vector<std::string>{"blockade"});
    libraryOf(editor)->undoStack()->undo();
    QCOMPARE(libraryOf(editor)->pattern(row).rolesOf(E5).size(), std::size_t(2));
}

void TestPatternEditor::transformsFromCheckBoxes() {
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    const int row = libraryOf(editor)->addPattern();
    editor.setCurrentRow(row);
    QCOMPARE(int(libraryOf(editor)->pattern(row).transforms), int(AllTransforms));
    childByName<QCheckBox>(editor, "colorFlipBox")->click();
    QCOMPARE(int(libraryOf(editor)->pattern(row).transforms), int(AllTransforms & ~AllowColorFlip));
    childByName<QCheckBox>(editor, "rankShiftBox")->click();
    QCOMPARE(int(libraryOf(editor)->pattern(row).transforms),
             int(AllowFileShift | AllowFileMirror));
    libraryOf(editor)->undoStack()->undo();
    QVERIFY(childByName<QCheckBox>(editor, "rankShiftBox")->isChecked());
    QVERIFY(!childByName<QCheckBox>(editor, "colorFlipBox")->isChecked());
}

void TestPatternEditor::testOnPosition() {
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    const int row = libraryOf(editor)->addPattern();
    editor.setCurrentRow(row);
    // A pawn with its king two ranks in front (a key square), shiftable.
    Pattern p = libraryOf(editor)->pattern(row);
    p.fixed.set(Man::WhitePawn, E4);
    p.variable.set(Man::WhiteKing, D6);
    p.variable.set(Man::WhiteKing, E6);
    p.variable.set(Man::WhiteKing, F6);
    p.addIdentity(E4, "passer");
    p.addIdentity(E6, "key square");
    p.transforms = AllowFileShift | AllowRankShift;
    libraryOf(editor)->setPattern(row, p, QStringLiteral("edit"));

    // The same set-up two files to the left and one rank lower.
    const Position pos = fen("8/8/8/1K6/8/2P5/8/6k1 w - - 0 1");
    editor.setTestPosition(pos);
    PatternTestPanel *panel = childByName<PatternTestPanel>(editor, "patternTestPanel");
    QCOMPARE(panel->matches().size(), matchPattern(p, pos).size());
    QCOMPARE(panel->matches().size(), std::size_t(1));
    const PatternTransform &t = panel->matches().front().transform;
    QCOMPARE(t.fileShift, -2);
    QCOMPARE(t.rankShift, -1);
    QVERIFY(panel->transformLabelText().contains(QLatin1String("files -2")));
    QVERIFY(panel->transformLabelText().contains(QLatin1String("ranks -1")));
    // The fixed pawn and the king found on a variable square are filled, the
    // identities tagged where they landed.
    AnnotatedBoard *board = panel->board();
    QVERIFY(board->mark(C3).fill.isValid());
    QVERIFY(board->mark(B5).fill.isValid());
    QCOMPARE(board->mark(C3).badge, QStringLiteral("P"));
    QCOMPARE(board->mark(C5).badge, QStringLiteral("KS"));
    QVERIFY(!board->mark(E4).fill.isValid());

    // Editing the pattern re-runs the test at once: forbid the pawn's move square.
    p.notBoard.set(Man::WhiteKing, E5);
    libraryOf(editor)->setPattern(row, p, QStringLiteral("edit"));
    QCOMPARE(panel->matches().size(), std::size_t(1));
    // Require a black king on h2: carried by the same shift to f1, where none stands.
    p.fixed.set(Man::BlackKing, H2);
    libraryOf(editor)->setPattern(row, p, QStringLiteral("edit"));
    QVERIFY(panel->matches().empty());
    QVERIFY(panel->transformLabelText().isEmpty());
}

void TestPatternEditor::testOnCollection() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("positions.epd"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("8/8/8/4k3/8/8/4P3/4K3 w - - id \"pawn e2\";\n"
                   "8/8/8/4k3/8/8/8/4K3 w - - id \"kings only\";\n"
                   "# a comment\n"
                   "not a position\n"
                   "8/8/8/2k5/8/8/2P5/2K5 b - - id \"pawn c2\";\n");
    }
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    const int row = libraryOf(editor)->addPattern();
    editor.setCurrentRow(row);
    Pattern p = libraryOf(editor)->pattern(row);
    p.fixed.set(Man::WhitePawn, E2);
    p.transforms = AllowFileShift;
    libraryOf(editor)->setPattern(row, p, QStringLiteral("edit"));
    PatternTestPanel *panel = childByName<PatternTestPanel>(editor, "patternTestPanel");
    QVERIFY(panel->loadCollection(path));
    QCOMPARE(panel->matchingRows().size(), std::size_t(2));
    QCOMPARE(panel->collectionList()->count(), 2);
    QVERIFY(panel->collectionList()->item(1)->text().contains(QLatin1String("pawn c2")));
    panel->activateCollectionEntry(1);
    QCOMPARE(toFen(panel->position()), std::string("8/8/8/2k5/8/8/2P5/2K5 b - - 0 1"));
    QCOMPARE(panel->matches().size(), std::size_t(1));
    // Without file shifts only the e-pawn matches.
    p.transforms = NoTransform;
    libraryOf(editor)->setPattern(row, p, QStringLiteral("edit"));
    QCOMPARE(panel->matchingRows().size(), std::size_t(1));
}

void TestPatternEditor::kpkCountMatchesTable() {
    const TableRegistry &tablebase = TableRegistry::threeManOnly();
    // Independent figures straight from the table: positions with the pawn on e4.
    std::array<std::array<std::uint64_t, 3>, 2> expected{};
    std::array<std::uint64_t, 2> all{};
    forEachThreeManPosition(tablebase, TableId::KPK, [&](const TableEntry &e) {
        ++all[e.sideToMove];
        if (e.piece != E4) return;
        const int kind = e.kind == TableProbe::Kind::Win    ? 0
                         : e.kind == TableProbe::Kind::Draw ? 1
                                                            : 2;
        ++expected[e.sideToMove][std::size_t(kind)];
    });
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    const int row = libraryOf(editor)->addPattern();
    editor.setCurrentRow(row);
    Pattern p = libraryOf(editor)->pattern(row);
    p.fixed.set(Man::WhitePawn, E4);
    p.transforms = NoTransform;
    libraryOf(editor)->setPattern(row, p, QStringLiteral("edit"));
    // The table test tab on KPK: the counts by side to move and result.
    PatternHolesPanel *holes =
        childByName<PatternTestPanel>(editor, "patternTestPanel")->holesPanel();
    holes->setTable(QStringLiteral("KPK"));
    holes->run();
    QTRY_VERIFY_WITH_TIMEOUT(holes->hasReport(), 120000); // slow in the sanitizer build
    QCOMPARE(holes->report().matchedBy, expected);
    QCOMPARE(holes->report().positionsBy, all);
    QVERIFY(expected[White][0] > 0 && expected[White][1] > 0);
    QCOMPARE(expected[White][2], std::uint64_t(0)); // the pawn side never loses
    // The grid shows them: Black to move, draws; both sides, positions.
    const QLocale locale;
    QCOMPARE(holes->countText(1, 3), locale.toString(qulonglong(expected[Black][1])));
    QCOMPARE(holes->countText(2, 0), locale.toString(qulonglong(all[White] + all[Black])));

    // A lone pawn shifted anywhere matches every position of the table.
    p.transforms = AllowFileShift | AllowRankShift;
    libraryOf(editor)->setPattern(row, p, QStringLiteral("edit"));
    QVERIFY(!holes->hasReport()); // the old result is gone at once
    QCOMPARE(holes->countText(2, 1), QStringLiteral("–"));
    holes->run();
    QTRY_VERIFY_WITH_TIMEOUT(holes->hasReport(), 120000); // slow in the sanitizer build
    QCOMPARE(holes->report().matched, all[White] + all[Black]);
    QCOMPARE(holes->countText(2, 1), locale.toString(qulonglong(all[White] + all[Black])));
}

void TestPatternEditor::fastMatcherAgreesWithCore() {
    // PatternInstances (the KPK count's matcher) must say "matches" exactly
    // when the core's matchPattern() finds a match.
    std::vector<Pattern> patterns = coreDefaultLibrary().patterns;
    for (std::size_t i = 0, n = patterns.size(); i < n; ++i) {
        Pattern variant = patterns[i]; // the same with every transform and a side to move
        variant.transforms = AllTransforms;
        variant.sideToMove = White;
        patterns.push_back(variant);
    }
    const TableRegistry &tablebase = TableRegistry::threeManOnly();
    const QuadBitboard kpkMen(~(Rank1BB | Rank8BB), 0, ~Bitboard(0), ~Bitboard(0));
    const char *const fens[] = {
        "8/8/4k3/8/4P3/4K3/8/8 w - - 0 1",         "8/8/8/4k3/8/4K3/8/8 b - - 0 1",
        "8/5k2/3p4/2pP4/2P5/3K4/8/8 w - - 0 1",    "8/8/8/1pp5/8/PP6/8/k1K5 b - - 0 1",
        "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1", "4k3/8/8/3PP3/8/8/8/4K3 w - - 0 1"};
    int compared = 0, matched = 0;
    for (const Pattern &p : patterns) {
        const PatternInstances kpk(p, kpkMen);
        std::uint64_t visited = 0;
        forEachThreeManPosition(tablebase, TableId::KPK, [&](const TableEntry &e) {
            if (++visited % 211 != 0) return; // a sample: matchPattern() is slow
            const QuadBitboard board(squareBB(e.piece), 0, squareBB(e.strongKing),
                                     squareBB(e.weakKing));
            const bool core = !matchPattern(p, board, e.sideToMove).empty();
            QCOMPARE(kpk.matches(board, e.sideToMove), core);
            ++compared;
            matched += core;
        });
        const PatternInstances all(p);
        for (const char *text : fens) {
            const Position pos = fen(text);
            QCOMPARE(all.matches(QuadBitboard::fromPosition(pos), pos.sideToMove()),
                     !matchPattern(p, pos).empty());
        }
    }
    QVERIFY(compared > 10000);
    QVERIFY(matched > 100); // the sample holds matches, not only misses
}

void TestPatternEditor::renderPanel() {
    MainWindow window;
    PatternEditor *const opened = openPatternEditor(window);
    QVERIFY(opened);
    PatternEditor &editor = *opened;
    const int row = libraryOf(editor)->rowOf(QStringLiteral("King on a key square"));
    QVERIFY(row >= 0);
    editor.setCurrentRow(row);
    editor.setLayer(PatternLayer::Variable);
    editor.setTestPosition(fen("8/8/8/1K6/8/2P5/8/6k1 w - - 0 1"));
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    const QImage image = editor.grab().toImage();
    QVERIFY(!image.isNull());
    const QString path = outputPath(QStringLiteral("patterneditor.png"));
    QVERIFY(image.save(path));
    QVERIFY(QFile::exists(path));
    // The board shows the layer colours: some pixel of e4 (fixed, as a small
    // man) and the variable squares carry the layer marks.
    QVERIFY(childByName<AnnotatedBoard>(editor, "patternBoard")->mark(D6).frame.isValid());
    QCOMPARE(childByName<AnnotatedBoard>(editor, "patternBoard")->mark(E4).ghosts.size(), 1);
    // The table test tab with its counts and holes, run by itself when shown.
    PatternHolesPanel *holes =
        childByName<PatternTestPanel>(editor, "patternTestPanel")->holesPanel();
    holes->setTable(QStringLiteral("KPK"));
    childByName<PatternTestPanel>(editor, "patternTestPanel")->tabs()->setCurrentIndex(2);
    QTRY_VERIFY_WITH_TIMEOUT(holes->hasReport(), 120000); // slow in the sanitizer build
    QVERIFY(holes->report().matched > 0);
    QVERIFY(editor.grab().save(outputPath(QStringLiteral("patterneditor-kpk.png"))));
}

QTEST_MAIN(TestPatternEditor)
#include "tst_patterneditor.moc"
