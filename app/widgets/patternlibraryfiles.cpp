#include "widgets/patternlibraryfiles.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QWidget>

#include "text/localnumber.h"

#include "models/patternlibrarymodel.h"

namespace rampart {

namespace {
const char *const DefaultLibraryResource = ":/patterns/default.json";
} // namespace

PatternLibraryFiles::PatternLibraryFiles(PatternLibraryModel *model, QWidget *dialogs)
    : QObject(dialogs)
    , m_model(model)
    , m_dialogs(dialogs) {
    m_prompt = [this] {
        return QMessageBox::warning(m_dialogs, tr("Unsaved patterns"),
                                    tr("The pattern library has unsaved changes. Save them?"),
                                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                    QMessageBox::Save);
    };
}

void PatternLibraryFiles::report(const QString &heading, const QStringList &problems) {
    emit problemsChanged(heading, problems);
    emit statusChanged(heading);
}

bool PatternLibraryFiles::open(const QString &path) {
    QStringList problems;
    if (!m_model->load(path, &problems)) {
        report(tr("Could not load %1; the library in the editor was kept.")
                   .arg(QDir::toNativeSeparators(path)),
               problems);
        return false;
    }
    report(QString(), {});
    emit statusChanged(tr("Loaded %1 (patterns: %2).")
                           .arg(QDir::toNativeSeparators(path))
                           .arg(localNumber(m_model->patternCount())));
    return true;
}

bool PatternLibraryFiles::save(const QString &path) {
    QStringList problems;
    if (!m_model->save(path, &problems)) {
        report(tr("Could not save %1; the file on disk was not changed.")
                   .arg(QDir::toNativeSeparators(path)),
               problems);
        return false;
    }
    report(QString(), {});
    emit statusChanged(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void PatternLibraryFiles::loadDefault() {
    QFile file(QString::fromLatin1(DefaultLibraryResource));
    QStringList problems;
    if (!file.open(QIODevice::ReadOnly) ||
        !m_model->loadText(file.readAll(), QString(), &problems)) {
        report(tr("The built-in pattern library could not be read."), problems);
        return;
    }
    report(QString(), {});
    emit statusChanged(
        tr("The built-in library (patterns: %1).").arg(localNumber(m_model->patternCount())));
}

bool PatternLibraryFiles::maybeSave() {
    if (!m_model->isModified()) return true;
    switch (m_prompt ? m_prompt() : QMessageBox::Cancel) {
    case QMessageBox::Save:
        return saveCurrentFile();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void PatternLibraryFiles::openWithDialog() {
    if (!maybeSave()) return;
    const QString path =
        QFileDialog::getOpenFileName(m_dialogs, tr("Open a pattern library"), m_model->fileName(),
                                     tr("Pattern libraries (*.json);;All files (*)"));
    if (!path.isEmpty()) open(path);
}

bool PatternLibraryFiles::saveWithDialog() {
    const QString path =
        QFileDialog::getSaveFileName(m_dialogs, tr("Save the pattern library"), m_model->fileName(),
                                     tr("Pattern libraries (*.json)"));
    return !path.isEmpty() && save(path);
}

bool PatternLibraryFiles::saveCurrentFile() {
    return m_model->fileName().isEmpty() ? saveWithDialog() : save(m_model->fileName());
}

void PatternLibraryFiles::loadDefaultWithQuestion() {
    if (maybeSave()) loadDefault();
}

} // namespace rampart
