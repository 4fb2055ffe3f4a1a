// Analysis → Solver settings: the memory limit the solver works under
// (megabytes; 0: half this machine's memory) and whether a set over it is
// solved with its solved slices kept on disk. The limit also picks the scope
// (the widest that fits), so it is how a user trades an exact answer for a
// quick one. Below them, the automatic solve beside an analysis (solver/
// autosolve.h): on or off, and its memory budget (megabytes; 0: the
// default, 1 GB or half this machine's memory when less). OK saves all
// (QSettings, read by SolveService at each solve); Cancel keeps what was
// there.
#pragma once

#include <QDialog>

class QCheckBox;
class QSpinBox;

namespace rampart {

class SolverSettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SolverSettingsDialog(QWidget *parent = nullptr);

    // 0: the default (half this machine's memory).
    int memoryLimitMB() const;
    void setMemoryLimitMB(int megabytes);
    bool slicesOnDisk() const;
    void setSlicesOnDisk(bool on);
    bool autoSolve() const;
    void setAutoSolve(bool on);
    // 0: the default budget.
    int autoSolveBudgetMB() const;
    void setAutoSolveBudgetMB(int megabytes);

    void accept() override;

private:
    QSpinBox *m_memory;
    QCheckBox *m_onDisk;
    QCheckBox *m_autoSolve;
    QSpinBox *m_budget;
};

} // namespace rampart
