// Analysis ▸ Engines…: the external UCI engines Rampart may run beside its
// own analysis. Each row is an engine: its name (editable), the program and a
// check box that shows it in the analysis panel. "Add…" picks an executable
// (refused with the reason when it cannot be run), "Find installed" adds the
// engines EngineSettings::detect() finds (Debian's Stockfish) that are not
// listed yet, "Remove" drops the selected one. Below the list, the threads
// of Rampart's own search (SearchSettings; default this machine's cores).
// OK saves the list (EngineSettings::save) and the threads; Cancel keeps
// what was saved.
#pragma once

#include <QDialog>

#include "services/enginesettings.h"

class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace rampart {

class EnginesDialog : public QDialog {
    Q_OBJECT

public:
    explicit EnginesDialog(QWidget *parent = nullptr);

    QList<EngineConfig> engines() const;
    void setEngines(const QList<EngineConfig> &engines);
    // Adds a program; returns why it cannot (and adds nothing) or empty.
    QString addEngine(const QString &program);
    void removeEngine(int row);
    // Adds the detected engines not listed yet; returns how many.
    int addInstalled();
    // The message line under the list (for tests).
    QString message() const;
    // Threads of Rampart's own search (the spin box).
    int searchThreads() const;
    void setSearchThreads(int threads);

    void accept() override;

private:
    void onAdd();
    void updateButtons();

    QTreeWidget *m_list;
    QPushButton *m_add, *m_find, *m_remove;
    QLabel *m_message;
    QSpinBox *m_threads;
};

} // namespace rampart
