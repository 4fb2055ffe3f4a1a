// The pattern library being edited, as a list model: one row per pattern,
// shown by name. Every change — add, duplicate, remove, rename, move, and
// any edit of a pattern's boards, identities, transforms, name or
// description — is one step on the model's own QUndoStack; the stack's clean
// state is the "saved" state (isModified()).
//
// Reordering by drag: the model implements moveRows() (undoable), which a
// QListView in InternalMove mode calls. Renaming from a view goes through
// setData() and is undoable as well.
//
// Files are the versioned JSON format of core/patterns/patternlibrary.h.
// load() is all or nothing: on any problem the previous library stays and the
// problems are returned with the pattern and field at fault. save() refuses an
// invalid library and writes through FileWriter (QSaveFile), so a failed save never
// destroys the previous file. GUI thread only.
#pragma once

#include <vector>

#include <QAbstractListModel>
#include <QString>
#include <QStringList>

#include "patterns/patternlibrary.h"

class QUndoStack;

namespace rampart {

class PatternLibraryModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        NameRole = Qt::UserRole + 1, // QString
        DescriptionRole,             // QString
        TransformsRole,              // int: PatternTransformFlag bits
        FixedCountRole,              // int: men on the fixed board
        ProblemsRole                 // QStringList: translated problems of this pattern
    };

    explicit PatternLibraryModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    Qt::DropActions supportedDropActions() const override;
    bool moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                  const QModelIndex &destinationParent, int destinationChild) override;

    QUndoStack *undoStack() const { return m_undoStack; }
    const PatternLibrary &library() const { return m_library; }
    int patternCount() const { return int(m_library.patterns.size()); }
    // The pattern of a row (0 <= row < patternCount()).
    const Pattern &pattern(int row) const { return m_library.patterns[std::size_t(row)]; }
    // The row of the pattern with that name, -1 if none.
    int rowOf(const QString &name) const;

    // --- Edits, each one undo step -----------------------------------------
    // Inserts a new empty pattern with a unique name ("New pattern", "New
    // pattern 2", ...) at row (-1: at the end); returns its row.
    int addPattern(int row = -1);
    // Inserts p at row (-1: the end); its name is made unique. Returns the row.
    int insertPattern(const Pattern &p, int row = -1, const QString &text = QString());
    // A copy of row below it, named "<name> (copy)"; returns the new row, -1 on a bad row.
    int duplicatePattern(int row);
    bool removePattern(int row);
    // Renames; false (and nothing changes) when the name is empty or taken.
    bool renamePattern(int row, const QString &name);
    // Moves the pattern at from so that it ends up at row to (both 0-based,
    // in the list before the move).
    bool movePattern(int from, int to);
    // Replaces the pattern of row; text names the step in the Undo menu.
    // Consecutive edits with the same non-negative mergeId on the same row
    // merge into one step (typing a description).
    void setPattern(int row, const Pattern &p, const QString &text, int mergeId = -1);

    // --- The whole library (not undoable: the stack is cleared) -------------
    void setLibrary(const PatternLibrary &library, const QString &fileName = QString());
    // Reads a library file. On failure returns false, keeps the current library
    // and fills *problems (translated texts) and *raw (the core's problems).
    bool load(const QString &path, QStringList *problems = nullptr,
              std::vector<PatternLibraryProblem> *raw = nullptr);
    // Loads JSON text (e.g. the embedded default library); same contract.
    bool loadText(const QByteArray &json, const QString &fileName, QStringList *problems = nullptr,
                  std::vector<PatternLibraryProblem> *raw = nullptr);
    // Writes the library to path through FileWriter. Refuses an invalid
    // library (problems filled from validate()); on success marks the stack
    // clean and remembers path as fileName().
    bool save(const QString &path, QStringList *problems = nullptr);
    QString fileName() const { return m_fileName; }
    bool isModified() const;

    // Problems that would stop the library from loading again (the core's
    // validation), for the whole library.
    std::vector<PatternLibraryProblem> validate() const;

    // A translated one-line description of a problem of the core, naming the
    // pattern, the field and (for syntax errors) line and column.
    static QString problemText(const PatternLibraryProblem &problem);
    // A name not used by another pattern, built from base ("base", "base 2", ...).
    QString uniqueName(const QString &base, int ignoreRow = -1) const;

signals:
    // The content of a row changed (also on undo and redo).
    void patternChanged(int row);
    void modifiedChanged(bool modified);
    void fileNameChanged(const QString &fileName);

private:
    friend class PatternLibraryCommand;
    friend class InsertPatternCommand;
    friend class RemovePatternCommand;
    friend class MovePatternCommand;
    friend class ReplacePatternCommand;

    // The raw operations the undo commands perform.
    void doInsert(int row, const Pattern &p);
    void doRemove(int row);
    void doMove(int from, int to);
    void doReplace(int row, const Pattern &p);

    PatternLibrary m_library;
    QString m_fileName;
    QUndoStack *m_undoStack;
};

} // namespace rampart
