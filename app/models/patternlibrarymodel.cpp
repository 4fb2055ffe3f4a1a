#include "models/patternlibrarymodel.h"

#include <QFile>
#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

#include "text/localnumber.h"
#include "text/patternproblemtext.h"
#include "text/patterntext.h"

#include "io/filewriter.h"

namespace rampart {

// --- Undo commands ----------------------------------------------------------
// Each holds the patterns it needs to restore; the model does the row signals.

class InsertPatternCommand : public QUndoCommand {
public:
    InsertPatternCommand(PatternLibraryModel *model, int row, const Pattern &p, const QString &text)
        : QUndoCommand(text)
        , m_model(model)
        , m_row(row)
        , m_pattern(p) {}
    void redo() override { m_model->doInsert(m_row, m_pattern); }
    void undo() override { m_model->doRemove(m_row); }

private:
    PatternLibraryModel *m_model;
    int m_row;
    Pattern m_pattern;
};

class RemovePatternCommand : public QUndoCommand {
public:
    RemovePatternCommand(PatternLibraryModel *model, int row, const QString &text)
        : QUndoCommand(text)
        , m_model(model)
        , m_row(row)
        , m_pattern(model->pattern(row)) {}
    void redo() override { m_model->doRemove(m_row); }
    void undo() override { m_model->doInsert(m_row, m_pattern); }

private:
    PatternLibraryModel *m_model;
    int m_row;
    Pattern m_pattern;
};

class MovePatternCommand : public QUndoCommand {
public:
    MovePatternCommand(PatternLibraryModel *model, int from, int to, const QString &text)
        : QUndoCommand(text)
        , m_model(model)
        , m_from(from)
        , m_to(to) {}
    void redo() override { m_model->doMove(m_from, m_to); }
    void undo() override { m_model->doMove(m_to, m_from); }

private:
    PatternLibraryModel *m_model;
    int m_from, m_to;
};

class ReplacePatternCommand : public QUndoCommand {
public:
    ReplacePatternCommand(PatternLibraryModel *model, int row, const Pattern &after,
                          const QString &text, int mergeId)
        : QUndoCommand(text)
        , m_model(model)
        , m_row(row)
        , m_before(model->pattern(row))
        , m_after(after)
        , m_mergeId(mergeId) {}
    void redo() override { m_model->doReplace(m_row, m_after); }
    void undo() override { m_model->doReplace(m_row, m_before); }
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override {
        const auto *o = static_cast<const ReplacePatternCommand *>(other);
        if (o->m_row != m_row) return false;
        m_after = o->m_after;
        return true;
    }

private:
    PatternLibraryModel *m_model;
    int m_row;
    Pattern m_before, m_after;
    int m_mergeId;
};

// --- Model ------------------------------------------------------------------

PatternLibraryModel::PatternLibraryModel(QObject *parent)
    : QAbstractListModel(parent)
    , m_undoStack(new QUndoStack(this)) {
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

int PatternLibraryModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : patternCount();
}

QVariant PatternLibraryModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Pattern &p = pattern(index.row());
    switch (role) {
    case Qt::DisplayRole: // the built-in library's texts in the user's language
        return PatternText::name(p.name);
    case Qt::ToolTipRole:
        return PatternText::description(p.description);
    case Qt::EditRole:
    case NameRole:
        return QString::fromStdString(p.name);
    case DescriptionRole:
        return QString::fromStdString(p.description);
    case TransformsRole:
        return int(p.transforms);
    case FixedCountRole:
        return p.fixed.count();
    case ProblemsRole: {
        QStringList texts;
        for (const PatternLibraryProblem &problem : validate())
            if (problem.patternIndex == index.row()) texts << problemText(problem);
        return texts;
    }
    default:
        return {};
    }
}

bool PatternLibraryModel::setData(const QModelIndex &index, const QVariant &value, int role) {
    if (role != Qt::EditRole && role != NameRole) return false;
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    return renamePattern(index.row(), value.toString());
}

Qt::ItemFlags PatternLibraryModel::flags(const QModelIndex &index) const {
    if (!index.isValid()) return Qt::ItemIsDropEnabled; // drops between rows
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable | Qt::ItemIsDragEnabled;
}

Qt::DropActions PatternLibraryModel::supportedDropActions() const {
    return Qt::MoveAction;
}

bool PatternLibraryModel::moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                                   const QModelIndex &destinationParent, int destinationChild) {
    // destinationChild is the row before which the moved row lands, counted
    // before the move (QAbstractItemModel's convention).
    if (sourceParent.isValid() || destinationParent.isValid() || count != 1) return false;
    if (sourceRow < 0 || sourceRow >= patternCount()) return false;
    if (destinationChild < 0 || destinationChild > patternCount()) return false;
    const int to = destinationChild > sourceRow ? destinationChild - 1 : destinationChild;
    if (to == sourceRow) return false;
    return movePattern(sourceRow, to);
}

int PatternLibraryModel::rowOf(const QString &name) const {
    const std::string wanted = name.toStdString();
    for (int row = 0; row < patternCount(); ++row)
        if (pattern(row).name == wanted) return row;
    return -1;
}

QString PatternLibraryModel::uniqueName(const QString &base, int ignoreRow) const {
    const auto taken = [&](const QString &name) {
        const int row = rowOf(name);
        return row >= 0 && row != ignoreRow;
    };
    if (!taken(base)) return base;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1 %2").arg(base).arg(n);
        if (!taken(candidate)) return candidate;
    }
}

int PatternLibraryModel::addPattern(int row) {
    Pattern p;
    p.name = tr("New pattern").toStdString();
    return insertPattern(p, row, tr("Add pattern"));
}

int PatternLibraryModel::insertPattern(const Pattern &p, int row, const QString &text) {
    if (row < 0 || row > patternCount()) row = patternCount();
    Pattern copy = p;
    copy.name = uniqueName(QString::fromStdString(p.name)).toStdString();
    m_undoStack->push(
        new InsertPatternCommand(this, row, copy, text.isEmpty() ? tr("Insert pattern") : text));
    return row;
}

int PatternLibraryModel::duplicatePattern(int row) {
    if (row < 0 || row >= patternCount()) return -1;
    Pattern copy = pattern(row);
    copy.name = tr("%1 (copy)").arg(QString::fromStdString(copy.name)).toStdString();
    return insertPattern(copy, row + 1, tr("Duplicate pattern"));
}

bool PatternLibraryModel::removePattern(int row) {
    if (row < 0 || row >= patternCount()) return false;
    m_undoStack->push(new RemovePatternCommand(this, row, tr("Remove pattern")));
    return true;
}

bool PatternLibraryModel::renamePattern(int row, const QString &name) {
    const QString trimmed = name.trimmed();
    if (row < 0 || row >= patternCount() || trimmed.isEmpty()) return false;
    if (uniqueName(trimmed, row) != trimmed) return false;
    if (pattern(row).name == trimmed.toStdString()) return true;
    Pattern p = pattern(row);
    p.name = trimmed.toStdString();
    m_undoStack->push(new ReplacePatternCommand(this, row, p, tr("Rename pattern"), -1));
    return true;
}

bool PatternLibraryModel::movePattern(int from, int to) {
    if (from < 0 || from >= patternCount() || to < 0 || to >= patternCount() || from == to)
        return false;
    m_undoStack->push(new MovePatternCommand(this, from, to, tr("Move pattern")));
    return true;
}

void PatternLibraryModel::setPattern(int row, const Pattern &p, const QString &text, int mergeId) {
    if (row < 0 || row >= patternCount() || pattern(row) == p) return;
    m_undoStack->push(new ReplacePatternCommand(this, row, p, text, mergeId));
}

void PatternLibraryModel::doInsert(int row, const Pattern &p) {
    beginInsertRows(QModelIndex(), row, row);
    m_library.patterns.insert(m_library.patterns.begin() + row, p);
    endInsertRows();
}

void PatternLibraryModel::doRemove(int row) {
    beginRemoveRows(QModelIndex(), row, row);
    m_library.patterns.erase(m_library.patterns.begin() + row);
    endRemoveRows();
}

void PatternLibraryModel::doMove(int from, int to) {
    // beginMoveRows wants the destination counted before the move.
    beginMoveRows(QModelIndex(), from, from, QModelIndex(), to > from ? to + 1 : to);
    Pattern p = std::move(m_library.patterns[std::size_t(from)]);
    m_library.patterns.erase(m_library.patterns.begin() + from);
    m_library.patterns.insert(m_library.patterns.begin() + to, std::move(p));
    endMoveRows();
}

void PatternLibraryModel::doReplace(int row, const Pattern &p) {
    m_library.patterns[std::size_t(row)] = p;
    const QModelIndex i = index(row);
    emit dataChanged(i, i);
    emit patternChanged(row);
}

// --- Files ------------------------------------------------------------------

void PatternLibraryModel::setLibrary(const PatternLibrary &library, const QString &fileName) {
    beginResetModel();
    m_library = library;
    endResetModel();
    m_undoStack->clear();
    m_undoStack->setClean();
    if (m_fileName != fileName) {
        m_fileName = fileName;
        emit fileNameChanged(fileName);
    }
    emit modifiedChanged(false);
}

bool PatternLibraryModel::loadText(const QByteArray &json, const QString &fileName,
                                   QStringList *problems, std::vector<PatternLibraryProblem> *raw) {
    const PatternLibraryResult result =
        parsePatternLibrary(std::string_view(json.constData(), std::size_t(json.size())),
                            QFileInfo(fileName).fileName().toStdString());
    if (raw) *raw = result.problems;
    if (!result.ok()) {
        if (problems) {
            problems->clear();
            for (const PatternLibraryProblem &problem : result.problems)
                *problems << problemText(problem);
        }
        return false;
    }
    setLibrary(*result.library, fileName);
    return true;
}

bool PatternLibraryModel::load(const QString &path, QStringList *problems,
                               std::vector<PatternLibraryProblem> *raw) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (problems) *problems = {tr("Cannot open %1: %2").arg(path, file.errorString())};
        if (raw) raw->clear();
        return false;
    }
    return loadText(file.readAll(), path, problems, raw);
}

bool PatternLibraryModel::save(const QString &path, QStringList *problems) {
    const std::vector<PatternLibraryProblem> found = validate();
    if (!found.empty()) {
        if (problems) {
            problems->clear();
            for (const PatternLibraryProblem &problem : found) *problems << problemText(problem);
        }
        return false;
    }
    const std::string text = serializePatternLibrary(m_library);
    const FileWriteResult written =
        FileWriter::write(path, QByteArray(text.data(), qsizetype(text.size())));
    if (!written) {
        if (problems) *problems = {tr("Cannot write %1: %2").arg(path, written.reason)};
        return false;
    }
    m_undoStack->setClean();
    if (m_fileName != path) {
        m_fileName = path;
        emit fileNameChanged(path);
    }
    return true;
}

bool PatternLibraryModel::isModified() const {
    return !m_undoStack->isClean();
}

std::vector<PatternLibraryProblem> PatternLibraryModel::validate() const {
    return validatePatternLibrary(m_library, QFileInfo(m_fileName).fileName().toStdString());
}

QString PatternLibraryModel::problemText(const PatternLibraryProblem &problem) {
    // The core reports a code and its variable parts; PatternProblemText
    // makes the translated sentence, the frame naming where it is, is made here.
    const QString message = PatternProblemText::message(problem);
    QStringList where;
    if (!problem.file.empty()) where << QString::fromStdString(problem.file);
    if (problem.line > 0)
        where << tr("line %1, column %2")
                     .arg(localNumber(problem.line))
                     .arg(localNumber(problem.column));
    if (!problem.pattern.empty())
        where << tr("pattern “%1”").arg(QString::fromStdString(problem.pattern));
    if (!problem.field.empty())
        where << tr("field “%1”").arg(QString::fromStdString(problem.field));
    if (where.isEmpty()) return message;
    return tr("%1: %2").arg(where.join(QStringLiteral(", ")), message);
}

} // namespace rampart
