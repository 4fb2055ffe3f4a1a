// The pattern editor's file handling: open and save a pattern library
// (through PatternLibraryModel: all or nothing, the library in the editor
// kept when a file cannot be read, the file on disk unchanged when it cannot
// be written), the built-in library, the file dialogs, and the question about
// unsaved changes before anything would drop them.
//
// What happened is reported by signals: statusChanged(text) for the status
// line, problemsChanged(heading, problems) for the problem list (empty after
// a success).
#pragma once

#include <functional>

#include <QMessageBox>
#include <QObject>
#include <QString>
#include <QStringList>

class QWidget;

namespace rampart {

class PatternLibraryModel;

class PatternLibraryFiles : public QObject {
    Q_OBJECT

public:
    // Asks what to do with unsaved changes: Save, Discard or Cancel.
    using UnsavedChangesPrompt = std::function<QMessageBox::StandardButton()>;

    // dialogs: the parent of the file dialogs and of the default prompt.
    PatternLibraryFiles(PatternLibraryModel *model, QWidget *dialogs);

    bool open(const QString &path);
    bool save(const QString &path);
    void loadDefault();
    // When there are unsaved changes, asks whether to save them; false means
    // the user cancelled (or saving failed) and the caller must not go on.
    bool maybeSave();
    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt) { m_prompt = std::move(prompt); }

    // The buttons: each asks for a file name where it needs one.
    void openWithDialog();
    bool saveWithDialog();
    bool saveCurrentFile();
    void loadDefaultWithQuestion();

signals:
    void statusChanged(const QString &text);
    void problemsChanged(const QString &heading, const QStringList &problems);

private:
    void report(const QString &heading, const QStringList &problems);

    PatternLibraryModel *m_model;
    QWidget *m_dialogs;
    UnsavedChangesPrompt m_prompt;
};

} // namespace rampart
