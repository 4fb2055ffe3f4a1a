#include "widgets/solvepanel.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "chess/notation.h"

#include "text/localnumber.h"
#include "text/solvertext.h"

#include "services/searchsettings.h"

#include "models/positiondocument.h"
#include "models/solvedmovemodel.h"

namespace rampart {

namespace {
// Rows of the move list shown without scrolling.
constexpr int VisibleMoveRows = 6;

// An empty line takes no room.
void showText(QLabel *label, const QString &text) {
    label->setText(text);
    label->setVisible(!text.isEmpty());
}
} // namespace

SolvePanel::SolvePanel(PositionDocument *document, SolveService &service, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_service(service)
    , m_moves(new SolvedMoveModel(this))
    , m_settler(&service.dtmSettler())
    , m_solve(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_settleStatus(new QLabel(this))
    , m_verdict(new QLabel(this))
    , m_line(new QLabel(this))
    , m_notes(new QLabel(this))
    , m_moveView(new QTableView(this)) {
    setObjectName(QStringLiteral("solvePanel"));
    m_solve->setObjectName(QStringLiteral("solveButton"));
    m_cancel->setObjectName(QStringLiteral("cancelSolveButton"));
    m_progress->setObjectName(QStringLiteral("solveProgressBar"));
    m_status->setObjectName(QStringLiteral("solveStatusLabel"));
    m_settleStatus->setObjectName(QStringLiteral("solveSettleLabel"));
    m_verdict->setObjectName(QStringLiteral("solveVerdictLabel"));
    m_line->setObjectName(QStringLiteral("solveLineLabel"));
    m_notes->setObjectName(QStringLiteral("solveNotesLabel"));
    m_moveView->setObjectName(QStringLiteral("solveMoveList"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_buttonRow = new QHBoxLayout;
    m_buttonRow->addWidget(m_solve);
    m_buttonRow->addWidget(m_cancel);
    m_buttonRow->addWidget(m_progress, 1);
    layout->addLayout(m_buttonRow);
    for (QLabel *label : {m_status, m_settleStatus, m_verdict, m_line, m_notes}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(label);
    }
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    m_progress->setTextVisible(true);

    m_moveView->setModel(m_moves);
    m_moveView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_moveView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_moveView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moveView->verticalHeader()->hide();
    // Every column as wide as its contents, the result taking what is left:
    // all four fit the analysis dock without a horizontal scroll bar.
    m_moveView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_moveView->horizontalHeader()->setSectionResizeMode(SolvedMoveModel::ResultColumn,
                                                         QHeaderView::Stretch);
    m_moveView->setMinimumHeight((VisibleMoveRows + 1) * fontMetrics().height() * 3 / 2);
    layout->addWidget(m_moveView);

    // A move's best line into the game: the context menu of the move list,
    // on the row clicked (a right click makes it the current row).
    m_addBestLine = new QAction(this);
    m_addBestLine->setObjectName(QStringLiteral("solvedAddBestLineAction"));
    m_addBestLine->setEnabled(false);
    m_moveView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_moveView->addAction(m_addBestLine);
    connect(m_addBestLine, &QAction::triggered, this, [this] {
        const Move m = m_moves->moveAt(m_moveView->currentIndex().row());
        if (m_bestLineAdder && !m.isNone()) m_bestLineAdder(m_document->position(), m);
    });

    connect(m_solve, &QPushButton::clicked, this, &SolvePanel::solve);
    connect(m_cancel, &QPushButton::clicked, this, &SolvePanel::cancel);
    connect(m_moveView, &QTableView::clicked, this, [this](const QModelIndex &index) {
        const Move m = m_moves->moveAt(index.row());
        if (!m.isNone()) m_document->playMove(m);
    });
    connect(&m_service, &SolveService::started, this, &SolvePanel::updateState);
    connect(&m_service, &SolveService::progress, this, &SolvePanel::onProgress);
    connect(&m_service, &SolveService::finished, this, &SolvePanel::onFinished);
    connect(&m_service, &SolveService::solvedSetChanged, this,
            [this] { m_moves->setSolvedSet(m_service.solvedSet()); });
    connect(m_document, &PositionDocument::positionChanged, this, [this] {
        if (m_lastSettle && m_lastSettle->position.key() != m_document->position().key()) {
            m_lastSettle.reset();
            showText(m_settleStatus, QString());
        }
        showPosition();
        settleIfOpen();
        updateState();
    });
    connect(m_settler, &DtmSettleRunner::started, this, [this] {
        m_lastSettle.reset();
        showText(m_settleStatus, tr("Settling the DTMs of this position by a mate search…"));
        updateState();
    });
    connect(m_settler, &DtmSettleRunner::progress, this, [this](quint64 nodes, double seconds) {
        showText(m_settleStatus,
                 tr("Settling the DTMs of this position by a mate search: %1 positions searched. "
                    "Time: %2 s.")
                     .arg(localNumber(nodes), QLocale().toString(seconds, 'f', 1)));
    });
    connect(m_settler, &DtmSettleRunner::finished, this, &SolvePanel::onSettleFinished);
    m_moves->setSolvedSet(m_service.solvedSet());
    retranslate();
    showPosition();
    updateState();
}

SolvePanel::~SolvePanel() {
    // As the analysis panel: no child may signal into a half-destroyed panel.
    for (QObject *child : findChildren<QObject *>()) child->disconnect(this);
}

QString SolvePanel::unavailableReason() const {
    if (m_service.isRunning()) return tr("A solve is running; cancel it first.");
    return SolverText::scopeProblem(m_document->position());
}

void SolvePanel::setBestLineAdder(BestLineAdder adder) {
    m_bestLineAdder = std::move(adder);
    m_addBestLine->setEnabled(bool(m_bestLineAdder));
}

void SolvePanel::setPractiseAction(QAction *action) {
    // A tool button shows the action's short text, follows its enabled
    // state and tooltip (why practice is off), and triggers it.
    auto *button = new QToolButton(this);
    button->setObjectName(QStringLiteral("practiseButton"));
    button->setDefaultAction(action);
    m_buttonRow->insertWidget(m_buttonRow->indexOf(m_solve) + 1, button);
}

bool SolvePanel::solve() {
    if (!unavailableReason().isEmpty()) return false;
    m_lastOutcome.reset();
    const bool started = m_service.start(m_document->position());
    updateState();
    return started;
}

void SolvePanel::cancel() {
    m_service.cancel();
    m_settler->cancel();
}

void SolvePanel::analysisStarted(const Position &pos) {
    m_autoPosition = pos;
    m_autoState = m_service.solveBeside(pos);
    updateState();
}

void SolvePanel::analysisStopped() {
    m_service.analysisStopped();
    m_autoState.reset();
    updateState();
}

QString SolvePanel::autoSolveNote() const {
    if (!m_autoState || m_autoPosition.key() != m_document->position().key()) return {};
    if (m_autoState->earlier) return outcomeText(*m_autoState->earlier, true);
    if (m_autoState->decision.kind != AutoSolveDecision::Kind::OutOfScope) return {};
    return tr("Not proved beside the analysis. %1").arg(SolverText::scopeProblem(m_autoPosition));
}

void SolvePanel::settleIfOpen() {
    const std::shared_ptr<const SolvedSet> &set = m_moves->solvedSet();
    if (!set || m_service.isRunning()) return;
    if (m_settledSet.lock() != set) {
        m_settledSet = set;
        m_settledKeys.clear();
        // The solve ran the search for its root already.
        if (set->report().dtmSearch.ran) m_settledKeys.insert(set->root().key());
    }
    const Position &pos = m_document->position();
    if (m_settler->isRunning() && m_settler->settling().key() == pos.key()) return;
    if (m_settledKeys.count(pos.key()) || !set->dtmOpen(pos)) {
        m_settler->cancel(); // the board moved on from what it searches
        return;
    }
    m_settler->start(set, pos);
}

void SolvePanel::onSettleFinished(const DtmSettleOutcome &outcome) {
    m_settledKeys.insert(outcome.position.key());
    if (outcome.position.key() == m_document->position().key()) {
        m_lastSettle = outcome;
        showText(m_settleStatus, settleOutcomeText(outcome));
    } else {
        showText(m_settleStatus, QString());
    }
    showPosition();
    updateState();
}

QString SolvePanel::settleOutcomeText(const DtmSettleOutcome &outcome) const {
    const SolveReport::DtmSearchTally &t = outcome.tally;
    if (!t.ran) return {};
    if (outcome.cancelled)
        return tr("Mate search cancelled after %1 positions; the DTMs it settled are kept.")
            .arg(localNumber(t.nodes));
    return SolverText::dtmSearchText(t);
}

void SolvePanel::onProgress(const SolveProgress &p) {
    if (p.stage == SolveProgress::Stage::Slices && p.solver.dtmSearchNodes) {
        m_progress->setRange(0, 0); // a search: no end known
    } else if (p.stage == SolveProgress::Stage::Slices && p.solver.slicesTotal > 0) {
        m_progress->setRange(0, p.solver.slicesTotal);
        m_progress->setValue(p.solver.slicesDone);
    } else if (p.stage == SolveProgress::Stage::Tables && p.tablesTotal > 0) {
        m_progress->setRange(0, p.tablesTotal);
        m_progress->setValue(p.tablesDone);
    } else {
        m_progress->setRange(0, 0); // busy
    }
    if (!m_service.isAutomatic()) {
        showText(m_status, progressText(p));
        return;
    }
    // Beside the analysis: one quiet line, which says how the cores are shared.
    const int cores = QThread::idealThreadCount();
    const int threads = m_service.solveThreads();
    const int search = searchThreadsBeside(SearchSettings::threads(), threads, cores);
    showText(m_status, tr("Proving beside the analysis, the solve on %1 of %2 cores and the search "
                          "on %3: %4")
                           .arg(localNumber(threads), localNumber(cores), localNumber(search),
                                progressText(p)));
}

QString SolvePanel::progressText(const SolveProgress &p) const {
    switch (p.stage) {
    case SolveProgress::Stage::Estimating:
        if (p.scope.queenBounds)
            return tr("Estimating the positions to solve (queen bounds: pawn slices and each "
                      "side's own queen slices)…");
        return tr("Estimating the positions to solve (slices with up to %n piece(s))…", nullptr,
                  p.scope.slicePieces);
    case SolveProgress::Stage::Tables:
        return tr("Preparing the four-man tables that captures and promotions lead into: %1 of %2 "
                  "ready…")
            .arg(localNumber(p.tablesDone), localNumber(p.tablesTotal));
    case SolveProgress::Stage::Slices:
        break;
    }
    const SolverProgress &s = p.solver;
    if (s.dtmSearchNodes)
        return tr("All %1 slices solved; the value is proven. Settling the DTM by a mate "
                  "search: %2 positions searched. Time: %3 s.")
            .arg(localNumber(s.slicesTotal), localNumber(s.dtmSearchNodes),
                 QLocale().toString(s.seconds, 'f', 1));
    if (s.choosingSides)
        return tr("Solving the pawn slices first, to find which side may win: %1 done, %2 to go. "
                  "Time: %3 s.")
            .arg(localNumber(s.slicesDone), localNumber(s.slicesTotal - s.slicesDone),
                 QLocale().toString(s.seconds, 'f', 1));
    QString text = tr("Slices: %1 done, %2 to go. Positions: %3 of %4. Time: %5 s.")
                       .arg(localNumber(s.slicesDone), localNumber(s.slicesTotal - s.slicesDone),
                            localNumber(s.positionsDone), localNumber(s.positionsTotal),
                            QLocale().toString(s.seconds, 'f', 1));
    if (s.secondsLeft >= 0)
        text += QLatin1Char(' ') +
                tr("About %1 s left.").arg(QLocale().toString(s.secondsLeft, 'f', 0));
    return text;
}

QString SolvePanel::outcomeText(const SolveOutcome &o, bool automatic) const {
    if (automatic && o.report.status == SolveReport::Status::Cancelled)
        return tr("The proof beside the analysis was cancelled; Solve starts it again.");
    if (automatic && o.report.status == SolveReport::Status::TooLarge)
        return tr("Not proved beside the analysis: %1. Solve may still prove it under the memory "
                  "limit of %2.")
            .arg(SolverText::overBudgetText(o.report.estimate, o.limitBytes),
                 SolverText::sizeText(m_service.memoryLimit()));
    if (o.set) {
        QString text = tr("Solved: %1.").arg(SolverText::figuresText(o.report));
        // A count that passed the limit stopped there: its figures are a
        // lower bound, not an estimate.
        if (o.refused && o.refused->stoppedEarly)
            text += QLatin1Char(' ') +
                    tr("The full set was too large (more than %1 for at least %2 slices, "
                       "counting stopped there, over the limit of %3).")
                        .arg(SolverText::sizeText(o.refused->memoryBytes),
                             localNumber(o.refused->slices), SolverText::sizeText(o.limitBytes));
        else if (o.refused)
            text += QLatin1Char(' ') +
                    tr("The full set was too large (%1 for %2 slices, over the limit of %3).")
                        .arg(SolverText::bytesText(o.refused->memoryBytes),
                             localNumber(o.refused->slices), SolverText::sizeText(o.limitBytes));
        // Queen bounds come first (they prove most endings at a fraction of
        // the cost), so they are named whether or not a wider set was refused.
        if (o.scope.queenBounds)
            text += QLatin1Char(' ') +
                    tr("Solved with queen bounds: each side's lower bound over the pawn "
                       "slices and its own queen slices (it promotes to a queen only; "
                       "every other promotion counts as lost for it).");
        else if (o.scope.slicePieces == 0)
            text += QLatin1Char(' ') + tr("Solved with pawn slices only: every promotion with more "
                                          "than four men left is valued both ways.");
        else if (o.scope.slicePieces == 1)
            text += QLatin1Char(' ') + tr("Solved with at most one piece a slice: a promotion into "
                                          "a larger slice is valued both ways.");
        if (o.widerStopped)
            text += QLatin1Char(' ') + tr("A wider scope was started and did not finish; this "
                                          "result stands.");
        return text;
    }
    if (o.report.status == SolveReport::Status::TooLarge && o.refused)
        return SolverText::refusalText(o.report.estimate, o.limitBytes);
    return SolverText::failureText(o.report, o.limitBytes);
}

void SolvePanel::onFinished(const SolveOutcome &outcome) {
    m_lastOutcome = outcome; // shown by updateState()
    // (An automatic solve that no longer mattered is followed at once by
    // the next one: the service runs again and updateState() drops this.)
    m_lastAutomatic = m_service.isAutomatic();
    m_moves->setSolvedSet(m_service.solvedSet());
    showPosition();
    // Once the layout has placed the result (the move list was hidden).
    if (m_moves->hasPosition()) QTimer::singleShot(0, this, &SolvePanel::revealResult);
    settleIfOpen();
    updateState();
}

void SolvePanel::revealResult() {
    // The analysis dock scrolls; on a small screen the result of a solve
    // lies below its fold, under the panel's button and status.
    for (QWidget *w = parentWidget(); w; w = w->parentWidget()) {
        if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
            scroll->ensureWidgetVisible(m_moveView, 0, 0);
            scroll->ensureWidgetVisible(m_verdict, 0, 0);
            return;
        }
    }
}

void SolvePanel::showPosition() {
    const Position &pos = m_document->position();
    m_moves->setPosition(pos);
    const std::shared_ptr<const SolvedSet> &set = m_moves->solvedSet();
    // The list takes room only when it has moves to show (the analysis dock
    // must fit a small screen).
    m_moveView->setVisible(m_moves->hasPosition());
    if (!m_moves->hasPosition()) {
        showText(m_verdict, set ? tr("This position is outside the solved set.") : QString());
        showText(m_line, QString());
        showText(m_notes, QString());
        return;
    }
    const SolverValue &value = *m_moves->positionValue();
    showText(m_verdict, tr("Solved: %1").arg(SolverText::positionValue(value)));
    const std::vector<Move> line = set->bestLine(pos);
    showText(m_line, line.empty()
                         ? QString()
                         : tr("DTM line: %1").arg(QString::fromStdString(lineToSan(pos, line))));
    QString notes = SolverText::notesText(set->report(), set->scope().queenBounds);
    // The solve's DTM search was about its root.
    if (set->isRoot(pos) && set->report().dtmSearch.ran)
        notes += QLatin1Char(' ') + SolverText::dtmSearchText(set->report().dtmSearch);
    if (set->scope().queenBounds)
        notes += QLatin1Char(' ') + tr("This solve used queen bounds.");
    else if (set->scope().slicePieces == 0)
        notes += QLatin1Char(' ') + tr("This solve used pawn slices only.");
    else if (set->scope().slicePieces == 1)
        notes += QLatin1Char(' ') + tr("This solve used at most one piece a slice.");
    showText(m_notes, notes);
}

void SolvePanel::updateState() {
    const bool solving = m_service.isRunning();
    const bool running = solving || m_settler->isRunning();
    const QString reason = unavailableReason();
    m_solve->setEnabled(reason.isEmpty());
    m_solve->setToolTip(reason.isEmpty() ? tr("Prove this position: solve every position "
                                              "reachable from it")
                                         : reason);
    const bool quiet = solving && m_service.isAutomatic();
    m_cancel->setVisible(running);
    m_cancel->setEnabled(running);
    m_progress->setVisible(running && !quiet);
    if (solving && m_lastOutcome) m_lastOutcome.reset();
    if (!solving && running) m_progress->setRange(0, 0); // a search: no end known
    if (solving && m_progress->maximum() != 0 && m_progress->value() <= 0) {
        m_progress->setRange(0, 0);
        onProgress(m_service.lastProgress());
    }
    if (!running) m_progress->reset();
    // Why Solve is off for this position comes before what the last solve
    // did (a cancelled or refused solve of another position said nothing
    // about this one); back in scope, the last solve's outcome shows again,
    // an automatic one's only for its own position. Why the analysis did
    // not solve this position automatically comes first.
    const bool outcomeHere =
        m_lastOutcome && (!m_lastAutomatic || m_lastOutcome->set ||
                          m_lastOutcome->position.key() == m_document->position().key());
    if (!solving) {
        const QString note = autoSolveNote();
        showText(m_status, !note.isEmpty() ? note
                           : reason.isEmpty() && outcomeHere
                               ? outcomeText(*m_lastOutcome, m_lastAutomatic)
                               : reason);
    }
    emit availabilityChanged();
}

void SolvePanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // (updateState() shows the last outcome again, in the new language.)
        if (m_lastSettle) showText(m_settleStatus, settleOutcomeText(*m_lastSettle));
        showPosition();
        updateState();
    }
    QWidget::changeEvent(event);
}

void SolvePanel::retranslate() {
    m_solve->setText(tr("Solve"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the solve (nothing half-solved is kept) or the mate search "
                            "(the DTMs it settled are kept)"));
    m_addBestLine->setText(tr("Add best line to the game"));
    m_addBestLine->setToolTip(tr("Add this move and the best line after it to the game as a "
                                 "variation, the value after each move as a comment"));
}

} // namespace rampart
