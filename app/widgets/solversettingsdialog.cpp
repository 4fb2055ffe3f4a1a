#include "widgets/solversettingsdialog.h"

#include <algorithm>

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

#include "solver/autosolve.h"
#include "solver/solver.h"

#include "workers/solveservice.h"

namespace rampart {

SolverSettingsDialog::SolverSettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_memory(new QSpinBox)
    , m_onDisk(new QCheckBox)
    , m_autoSolve(new QCheckBox)
    , m_budget(new QSpinBox) {
    setWindowTitle(tr("Solver settings"));
    auto *layout = new QVBoxLayout(this);
    auto *scopes = new QLabel(
        tr("The solver takes the widest scope whose memory fits the limit: two pieces a slice, "
           "then one. When that set is large, it first tries queen bounds (each side's own queen "
           "slices), which prove most endings within minutes, and widens only when they leave the "
           "value or its distance to mate open. A wider scope proves more (exact distances to mate "
           "where a narrower one leaves an interval) but can take far longer: a nine-man ending "
           "with one piece a slice takes the better part of an hour on two cores. A lower limit "
           "gives the quicker, narrower answer."));
    scopes->setWordWrap(true);
    layout->addWidget(scopes);

    auto *form = new QFormLayout;
    // The default is half the machine's memory; the spin box offers up to all of it.
    const qint64 defaultMB = qint64(Solver::defaultMemoryLimit() >> 20);
    m_memory->setRange(0, int(std::min<qint64>(2 * defaultMB, 1 << 30)));
    m_memory->setSingleStep(256);
    m_memory->setSuffix(tr(" MB"));
    m_memory->setSpecialValueText(tr("Half of this machine's memory (%1)")
                                      .arg(QLocale().formattedDataSize(defaultMB << 20, 1)));
    m_memory->setAccessibleName(tr("Memory limit"));
    form->addRow(tr("&Memory limit:"), m_memory);
    layout->addLayout(form);

    m_onDisk->setText(tr("&Keep solved slices on disk when the whole set does not fit"));
    layout->addWidget(m_onDisk);
    auto *onDiskHint = new QLabel(
        tr("Each solved slice is then dropped from memory once nothing left to solve reads it, "
           "and read back from the table cache when asked for: sets several times the limit "
           "fit, at the cost of time and of disk space (about a third of the set's size in "
           "memory)."));
    onDiskHint->setWordWrap(true);
    layout->addWidget(onDiskHint);

    m_autoSolve->setText(tr("&Prove the analysed position without asking"));
    layout->addWidget(m_autoSolve);
    auto *autoHint = new QLabel(
        tr("When an analysis starts on a pawn ending the solver takes (more than four men), the "
           "solve runs beside the search if its estimated memory fits the budget, on every core "
           "but one (the search keeps one), never with slices on disk; the search then restarts "
           "on the proof. A larger set is not started, and the analysis says why."));
    autoHint->setWordWrap(true);
    layout->addWidget(autoHint);
    auto *budgetForm = new QFormLayout;
    m_budget->setRange(0, m_memory->maximum());
    m_budget->setSingleStep(256);
    m_budget->setSuffix(tr(" MB"));
    m_budget->setSpecialValueText(
        tr("Default (%1)").arg(QLocale().formattedDataSize(qint64(defaultAutoSolveBudget()), 1)));
    m_budget->setAccessibleName(tr("Memory budget of the proof beside the analysis"));
    budgetForm->addRow(tr("Memory &budget:"), m_budget);
    layout->addLayout(budgetForm);
    connect(m_autoSolve, &QCheckBox::toggled, m_budget, &QWidget::setEnabled);
    layout->addStretch();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &SolverSettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SolverSettingsDialog::reject);
    layout->addWidget(buttons);

    setMemoryLimitMB(SolveService::memoryLimitSettingMB());
    setSlicesOnDisk(SolveService::slicesOnDiskSetting());
    setAutoSolve(SolveService::autoSolveSetting());
    m_budget->setEnabled(autoSolve());
    setAutoSolveBudgetMB(SolveService::autoSolveBudgetSettingMB());
    resize(560, sizeHint().height());
}

int SolverSettingsDialog::memoryLimitMB() const {
    return m_memory->value();
}

void SolverSettingsDialog::setMemoryLimitMB(int megabytes) {
    m_memory->setValue(megabytes);
}

bool SolverSettingsDialog::slicesOnDisk() const {
    return m_onDisk->isChecked();
}

void SolverSettingsDialog::setSlicesOnDisk(bool on) {
    m_onDisk->setChecked(on);
}

bool SolverSettingsDialog::autoSolve() const {
    return m_autoSolve->isChecked();
}

void SolverSettingsDialog::setAutoSolve(bool on) {
    m_autoSolve->setChecked(on);
}

int SolverSettingsDialog::autoSolveBudgetMB() const {
    return m_budget->value();
}

void SolverSettingsDialog::setAutoSolveBudgetMB(int megabytes) {
    m_budget->setValue(megabytes);
}

void SolverSettingsDialog::accept() {
    SolveService::saveSettings(memoryLimitMB(), slicesOnDisk());
    SolveService::saveAutoSolveSettings(autoSolve(), autoSolveBudgetMB());
    QDialog::accept();
}

} // namespace rampart
