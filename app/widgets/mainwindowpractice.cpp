// MainWindow's part for practice against perfect play: the session and its
// dock, Game ▸ Practise this position and Game ▸ Practice course, and what
// the window hides while a try runs (mainwindow.h).
#include <QAction>
#include <QDockWidget>
#include <QStatusBar>

#include "chess/move.h"

#include "services/practiceprogress.h"
#include "services/tableservice.h"

#include "models/positiondocument.h"

#include "workers/solveservice.h"

#include "widgets/analysispanel.h"
#include "widgets/boardview.h"
#include "widgets/collectionpanel.h"
#include "widgets/mainwindow.h"
#include "widgets/practicepanel.h"
#include "widgets/practicesession.h"
#include "widgets/solvepanel.h"

namespace rampart {

void MainWindow::createPractice() {
    m_practice =
        new PracticeSession(m_document, TableService::shared(), SolveService::shared(), this);
    m_practice->setObjectName(QStringLiteral("practiceSession"));
    m_practicePanel = new PracticePanel(m_practice, this);
    m_practicePanel->setObjectName(QStringLiteral("practicePanel"));
    m_practiceDock =
        addDock(m_practicePanel, QStringLiteral("practiceDock"), Qt::RightDockWidgetArea);
    // A tab beside the analysis: while a try hides the analysis, the
    // practice has the whole column.
    tabifyDockWidget(m_analysisDock, m_practiceDock);
    m_practiceDock->hide();
    m_practise = new QAction(this);
    m_practise->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    const auto practise = [this] {
        m_practiceDock->show();
        m_practiceDock->raise();
        m_practicePanel->startTry();
    };
    connect(m_practise, &QAction::triggered, this, practise);
    // ... and as a button beside Solve, "Practise" for short.
    m_analysisPanel->solvePanel()->setPractiseAction(m_practise);
    m_practiceCourse = new QAction(this);
    connect(m_practiceCourse, &QAction::triggered, this, &MainWindow::openPracticeCourse);
    connect(m_practice, &PracticeSession::stateChanged, this, &MainWindow::onPracticeStateChanged);
    // The collection's exercises: each row shown while Practise is on (the
    // panel says why when practice is off there).
    connect(m_collectionPanel, &CollectionPanel::practiseRequested, this, practise);
    connect(m_practice, &PracticeSession::textChanged, this, &MainWindow::updateArrows);
    connect(m_document, &PositionDocument::positionChanged, this, [this] {
        m_practicePanel->choosePositionsSide();
        updatePractiseAction();
    });
    connect(m_practicePanel, &PracticePanel::analysisShownChanged, this,
            [this](bool shown) { setPracticeHidesAnalysis(!shown && m_practice->isActive()); });
    // The try's game, with its slips, hints and seed.
    connect(m_practicePanel, &PracticePanel::saveRequested, this, &MainWindow::exportPgn);
    // A table built or a position solved may make practice possible.
    connect(&TableService::shared(), &TableService::buildFinished, this,
            &MainWindow::updatePractiseAction);
    connect(&SolveService::shared(), &SolveService::solvedSetChanged, this,
            &MainWindow::updatePractiseAction);
}

void MainWindow::openPracticeCourse() {
    // Practise on: the first row, shown on opening, gets its try now, and
    // Next steps through the course.
    if (openShippedCollection(QStringLiteral(":/positions/practice-course.epd")))
        m_collectionPanel->setPractising(true);
}

void MainWindow::updatePractiseAction() {
    const QString reason = m_practice->unavailableReason();
    m_practise->setEnabled(reason.isEmpty());
    m_practise->setStatusTip(
        reason.isEmpty() ? tr("Play this position against Rampart's perfect replies") : reason);
    m_practise->setToolTip(m_practise->statusTip());
}

void MainWindow::onPracticeStateChanged() {
    using State = PracticeSession::State;
    const State state = m_practice->state();
    if (state == State::Preparing && SolveService::shared().isRunning()) {
        // The solve's progress and Cancel are in the analysis panel.
        m_analysisDock->show();
        m_analysisDock->raise();
    }
    if (m_practice->isActive() && !m_practiceHides && !m_practicePanel->isAnalysisShown()) {
        m_flip->setChecked(m_practice->side() == Black); // the board turns to the player
        setPracticeHidesAnalysis(true);
    } else if (!m_practice->isActive() && m_practiceHides) {
        setPracticeHidesAnalysis(false);
    }
    if (!m_practice->isActive()) m_practicePanel->setAnalysisShown(false);
    if (state == State::Ended) {
        const PracticeResult &r = *m_practice->result();
        PracticeProgress::recordTry(m_practice->startPosition().key(), r.kept,
                                    r.slips + r.retries + r.hints == 0 && !r.helped);
        m_collectionPanel->practiceProgressChanged();
    }
    if (state == State::Idle && !m_practice->message().isEmpty())
        statusBar()->showMessage(m_practice->message(), 6000);
    updatePractiseAction();
    updateArrows();
}

void MainWindow::setPracticeHidesAnalysis(bool hide) {
    if (hide == m_practiceHides) return;
    m_practiceHides = hide;
    if (hide) {
        m_analysisShownBefore = m_analysisDock->isVisible();
        m_evaluationShownBefore = m_evaluationDock->isVisible();
        m_analysisPanel->stopAnalysis();
        m_analysisDock->hide();
        m_evaluationDock->hide();
        m_practiceDock->show();
        m_practiceDock->raise();
    } else {
        m_analysisDock->setVisible(m_analysisShownBefore || m_practice->isActive());
        m_evaluationDock->setVisible(m_evaluationShownBefore);
    }
    updateArrows();
}

QList<Move> MainWindow::practiceArrows() const {
    if (const std::optional<Move> hint = m_practice->hint()) return {*hint};
    return {};
}

void MainWindow::retranslatePractice() {
    m_practiceDock->setWindowTitle(tr("Practice"));
    m_practise->setText(tr("Practise this &position"));
    m_practise->setIconText(tr("Practise"));
    m_practiceCourse->setText(tr("Practice &course"));
    m_practiceCourse->setStatusTip(
        tr("A short course in the classical ideas of pawn endings, from easy to hard: open it in "
           "the collection and practise each position against perfect replies"));
    m_practiceCourse->setToolTip(m_practiceCourse->statusTip());
    updatePractiseAction();
}

} // namespace rampart
