#include "analysispanel.h"

#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include "chess/fen.h"

#include "eval/blockage.h"

#include "search/search.h"
#include "search/solvedvalue.h"

#include "text/blockagetext.h"
#include "text/chesssymbols.h"
#include "text/fenproblemtext.h"
#include "text/localnumber.h"
#include "text/solvertext.h"

#include "services/staticvalue.h"
#include "services/tablebasevalue.h"
#include "services/tableservice.h"

#include "models/positiondocument.h"

#include "workers/analysiscontroller.h"
#include "workers/solveservice.h"

#include "widgets/solvepanel.h"

namespace rampart {

namespace {
// A centipawn score in pawns with its sign ("+1.02", "-0.35", "0.00").
QString pawnUnits(int centipawns) {
    const QString number = QLocale().toString(centipawns / 100.0, 'f', 2);
    return centipawns > 0 ? QLatin1Char('+') + number : number;
}

// Columns of the line view.
enum LineColumn { AddColumn, ScoreColumn, ValueColumn, MovesColumn, LineColumnCount };
// Pixels a line view row takes beyond the text height (its "+" button).
constexpr int LineRowPadding = 10;
// Pixels of a cell's width that are not text (the style's margins).
constexpr int LineTextMargin = 12;

QString verdictText(Verdict v) {
    switch (v) {
    case Verdict::BlackDecisive:
        return AnalysisPanel::tr("decisive advantage for Black");
    case Verdict::BlackBig:
        return AnalysisPanel::tr("big advantage for Black");
    case Verdict::BlackSlight:
        return AnalysisPanel::tr("slight advantage for Black");
    case Verdict::Equal:
        return AnalysisPanel::tr("equality");
    case Verdict::WhiteSlight:
        return AnalysisPanel::tr("slight advantage for White");
    case Verdict::WhiteBig:
        return AnalysisPanel::tr("big advantage for White");
    case Verdict::WhiteDecisive:
        return AnalysisPanel::tr("decisive advantage for White");
    }
    return {};
}
// A band that reaches from a real advantage for one side to one for the
// other says nothing: "unclear" (the usual sign "∞") is shown instead.
bool isUnclear(const DiscreteValue &value) {
    constexpr int UnclearWidth = 3; // verdict steps, e.g. "∓ .. ⩲"
    return value.pessimistic < Verdict::Equal && value.optimistic > Verdict::Equal &&
           verdictValue(value.optimistic) - verdictValue(value.pessimistic) >= UnclearWidth;
}
// A value pair in symbols only: "±" or "= .. ±" (pessimistic first), "∞" when unclear.
QString valueSymbols(const DiscreteValue &value, const QFont &font) {
    if (value.isExact()) return ChessSymbols::verdict(value.optimistic, font);
    if (isUnclear(value))
        return ChessSymbols::drawableOr(QStringLiteral("\u221e"), QStringLiteral("?"), font);
    return QStringLiteral("%1 .. %2")
        .arg(ChessSymbols::verdict(value.pessimistic, font),
             ChessSymbols::verdict(value.optimistic, font));
}
} // namespace

AnalysisPanel::AnalysisPanel(PositionDocument *document, AnalysisController *controller,
                             QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_controller(controller) {
    auto *layout = new QVBoxLayout(this);
    auto *buttons = new QHBoxLayout;
    m_start = new QPushButton(QIcon(QStringLiteral(":/icons/analyse.svg")), QString(), this);
    m_start->setObjectName(QStringLiteral("startAnalysisButton"));
    m_stop = new QPushButton(QIcon(QStringLiteral(":/icons/stop.svg")), QString(), this);
    m_stop->setObjectName(QStringLiteral("stopAnalysisButton"));
    m_lock = new QPushButton(this);
    m_lock->setCheckable(true);
    m_lineCountLabel = new QLabel(this);
    m_lineCount = new QSpinBox(this);
    m_lineCount->setRange(1, MaxMultiPv);
    m_lineCount->setValue(
        std::clamp(QSettings().value(QLatin1String(LineCountKey), 1).toInt(), 1, MaxMultiPv));
    m_lineCountLabel->setBuddy(m_lineCount);
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_lock);
    buttons->addStretch(1);
    buttons->addWidget(m_lineCountLabel);
    buttons->addWidget(m_lineCount);
    layout->addLayout(buttons);
    m_state = new QLabel(this);
    m_state->setWordWrap(true);
    layout->addWidget(m_state);
    m_mode = new QLabel(this);
    m_mode->setWordWrap(true);
    layout->addWidget(m_mode);

    // The running figures two by two, then the lines (they get the room),
    // then what is known about the position.
    const auto makeValue = [this] {
        auto *label = new QLabel(this);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setWordWrap(true);
        return label;
    };
    const auto makeName = [this] {
        auto *name = new QLabel(this);
        m_rowNames.append(name);
        return name;
    };
    auto *figures = new QGridLayout;
    const auto addFigure = [&](int row, int column) {
        figures->addWidget(makeName(), row, 2 * column);
        QLabel *value = makeValue();
        figures->addWidget(value, row, 2 * column + 1);
        return value;
    };
    m_depth = addFigure(0, 0);
    m_nodes = addFigure(0, 1);
    m_speed = addFigure(1, 0);
    m_time = addFigure(1, 1);
    figures->setColumnStretch(1, 1);
    figures->setColumnStretch(3, 1);
    layout->addLayout(figures);
    m_form = new QFormLayout;
    const auto addRow = [&] {
        QLabel *name = makeName();
        QLabel *value = makeValue();
        m_form->addRow(name, value);
        return value;
    };
    m_searching = addRow();
    layout->addLayout(m_form);

    m_lineView = new QTreeWidget(this);
    m_lineView->setColumnCount(LineColumnCount);
    m_lineView->setRootIsDecorated(false);
    // Long lines wrap rather than end in "…" (the moves column takes the
    // panel's width; a wider dock shows more per row).
    m_lineView->setWordWrap(true);
    m_lineView->setUniformRowHeights(false);
    m_lineView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_lineView->setTextElideMode(Qt::ElideNone);
    m_lineView->header()->setStretchLastSection(true);
    m_lineView->header()->setSectionResizeMode(AddColumn, QHeaderView::ResizeToContents);
    m_lineView->header()->setSectionResizeMode(ScoreColumn, QHeaderView::ResizeToContents);
    m_lineView->header()->setSectionResizeMode(ValueColumn, QHeaderView::ResizeToContents);
    // Room for the header and three lines even in a small dock.
    m_lineView->setMinimumHeight(5 * (fontMetrics().height() + LineRowPadding));
    connect(m_lineView->header(), &QHeaderView::sectionResized, this, [this](int column) {
        if (column == MovesColumn) fitLineHeights();
    });
    layout->addWidget(m_lineView, 1);

    auto *facts = new QFormLayout;
    const auto addFact = [&] {
        QLabel *name = makeName();
        QLabel *value = makeValue();
        facts->addRow(name, value);
        return value;
    };
    m_score = addFact();
    m_score->setObjectName(QStringLiteral("analysisScoreLabel"));
    m_value = addFact();
    m_value->setObjectName(QStringLiteral("analysisValueLabel"));
    // The Table row, and under it, to the right, "Add best line" (shown
    // once the main window gives an adder, enabled while the row has a
    // value). A row of its own: a word-wrapped value beside a button in one
    // row of a form layout is not given the height of its lines.
    m_table = addFact();
    m_table->setObjectName(QStringLiteral("analysisTableLabel"));
    m_addBestLine = new QToolButton(this);
    m_addBestLine->setObjectName(QStringLiteral("addBestLineButton"));
    m_addBestLine->hide();
    facts->addRow(QString(), m_addBestLine);
    facts->setAlignment(m_addBestLine, Qt::AlignRight);
    connect(m_addBestLine, &QToolButton::clicked, this, [this] {
        // The game gets the line where the position is (a locked analysis
        // brings the board back to it when the game still has it).
        boardAtAnalysedPosition();
        if (m_bestLineAdder) m_bestLineAdder(analysedPosition(), std::nullopt);
    });
    m_blockage = addFact();
    layout->addLayout(facts);
    m_solve = new SolvePanel(document, SolveService::shared(), this);
    layout->addWidget(m_solve);
    // A DTM the mate search settled is the Table and Value rows' too.
    connect(&SolveService::shared(), &SolveService::solvedValuesNarrowed, this,
            &AnalysisPanel::showStaticFacts);

    connect(m_start, &QPushButton::clicked, this, &AnalysisPanel::startAnalysis);
    connect(m_stop, &QPushButton::clicked, this, &AnalysisPanel::stopAnalysis);
    connect(m_lock, &QPushButton::toggled, this, &AnalysisPanel::setLocked);
    connect(m_lineCount, &QSpinBox::valueChanged, this, &AnalysisPanel::onLineCountChanged);
    connect(m_lineView, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item, int column) {
        if (column != AddColumn) playLine(m_lineView->indexOfTopLevelItem(item));
    });
    connect(m_controller, &AnalysisController::infoUpdated, this, &AnalysisPanel::onInfo);
    // A table built in the background answers as soon as it is there.
    connect(&TableService::shared(), &TableService::buildFinished, this,
            &AnalysisPanel::showStaticFacts);
    connect(m_controller, &AnalysisController::runningChanged, this, &AnalysisPanel::updateState);
    // A new solved set scores the analysis exactly: a running search restarts with it.
    // ... and its value is the Table row's for a position no table answers,
    // and the Value row's until a search reports.
    // A search that ended restarts too when the set holds its position (the
    // automatic solve beside it has landed): exact from the first depth.
    connect(&SolveService::shared(), &SolveService::solvedSetChanged, this, [this] {
        showStaticFacts();
        showReport(); // a search's report keeps its Score and Value rows
        if (!m_following || !unavailableReason().isEmpty()) return;
        const std::shared_ptr<const SolvedSet> set = SolveService::shared().solvedSet();
        if (m_controller->isRunning() || (set && set->contains(analysedPosition()))) restart();
    });
    connect(m_document, &PositionDocument::positionChanged, this,
            &AnalysisPanel::onPositionChanged);
    retranslate();
    clearResults();
    updateState();
}

AnalysisPanel::~AnalysisPanel() {
    // The children are destroyed after this object has become a plain
    // QWidget; one that still signals then (a header view resizing its
    // sections while hidden, an undo stack cleared) must not reach the
    // lambdas that call into this object (UBSan: member call on a QWidget).
    for (QObject *child : findChildren<QObject *>()) child->disconnect(this);
}

QString AnalysisPanel::valueText(const DiscreteValue &value, const QFont &font) {
    const auto sign = [&font](Verdict v) { return ChessSymbols::verdict(v, font); };
    if (value.isExact())
        return tr("%1 %2").arg(sign(value.optimistic), verdictText(value.optimistic));
    if (isUnclear(value))
        return tr("%1 unclear (anything from %2 to %3)")
            .arg(valueSymbols(value, font), sign(value.pessimistic), sign(value.optimistic));
    return tr("%1 .. %2 (between %3 and %4)")
        .arg(sign(value.pessimistic), sign(value.optimistic), verdictText(value.pessimistic),
             verdictText(value.optimistic));
}

QString AnalysisPanel::unavailableReason() const {
    if (!m_controller->hasEngine())
        return tr("This build has no search engine yet, so analysis cannot run.");
    // A locked position was legal when it was locked; the board's may not be.
    if (!m_locked && !m_document->isLegal()) {
        const auto &problems = m_document->problems();
        return tr("Analysis needs a legal position: %1")
            .arg(problems.empty() ? QString() : FenProblemText::text(problems.front()));
    }
    if (analysedPosition().legalMoves().empty()) return tr("The game is over in this position.");
    return {};
}

int AnalysisPanel::lineCount() const {
    return m_lineCount->value();
}

void AnalysisPanel::setLineCount(int lines) {
    m_lineCount->setValue(lines);
}

void AnalysisPanel::setVariationAdder(VariationAdder adder) {
    m_variationAdder = std::move(adder);
    updateLineButtons();
}

void AnalysisPanel::setBestLineAdder(BestLineAdder adder) {
    m_bestLineAdder = std::move(adder);
    m_solve->setBestLineAdder(m_bestLineAdder);
    m_addBestLine->setVisible(bool(m_bestLineAdder));
}

const Position &AnalysisPanel::analysedPosition() const {
    return m_locked ? m_lockedPosition : m_document->position();
}

void AnalysisPanel::startAnalysis() {
    if (!unavailableReason().isEmpty()) return;
    m_following = true;
    clearResults();
    restart();
    updateState();
}

void AnalysisPanel::stopAnalysis() {
    m_following = false;
    m_controller->stop();
    m_solve->analysisStopped();
    updateState();
}

void AnalysisPanel::restart() {
    // The solve beside it first: the search takes the cores the solve leaves
    // (solver/autosolve.h).
    m_solve->analysisStarted(analysedPosition());
    m_controller->start(analysedPosition(), lineCount());
}

void AnalysisPanel::setLocked(bool locked) {
    if (locked == m_locked) return;
    if (locked && !m_document->isLegal()) {
        // Nothing worth keeping: an illegal position cannot be analysed.
        const QSignalBlocker blocker(m_lock);
        m_lock->setChecked(false);
        return;
    }
    if (locked) {
        m_lockedPosition = m_document->position();
        m_lockedPly = m_document->currentPly();
        m_locked = true;
    } else {
        m_locked = false;
        // Back to following: the analysis moves to the board's position.
        if (!(m_document->position() == m_lockedPosition)) onPositionChanged();
    }
    const QSignalBlocker blocker(m_lock);
    m_lock->setChecked(m_locked);
    updateState();
}

void AnalysisPanel::onPositionChanged() {
    if (m_locked) {
        // The results belong to the locked position and stay.
        updateState();
        return;
    }
    clearResults();
    if (m_following) {
        // Latest request wins: a new position restarts the search.
        if (unavailableReason().isEmpty()) {
            restart();
        } else {
            m_controller->stop();
            m_solve->analysisStopped();
        }
    }
    updateState();
}

void AnalysisPanel::onLineCountChanged(int lines) {
    QSettings().setValue(QLatin1String(LineCountKey), lines);
    if (m_following && m_controller->isRunning() && unavailableReason().isEmpty()) {
        m_lines.clear();
        showLines();
        restart();
    }
}

bool AnalysisPanel::boardAtAnalysedPosition() {
    const auto same = [this] { return m_document->position() == analysedPosition(); };
    if (same()) return true;
    if (m_locked && m_lockedPly <= m_document->plyCount()) m_document->goToPly(m_lockedPly);
    return same();
}

bool AnalysisPanel::playLine(int index) {
    if (index < 0 || index >= m_lines.size()) return false;
    // A copy: playing moves may restart the analysis and replace m_lines.
    const std::vector<Move> moves = m_lines.at(index).moves;
    if (!boardAtAnalysedPosition()) {
        m_lineProblem = tr("The game no longer reaches the analysed position, so the line "
                           "cannot be played from it.");
        updateState();
        return false;
    }
    m_lineProblem.clear();
    // One undo step for the whole line, as "Add as variation" is.
    m_document->undoStack()->beginMacro(tr("Play line"));
    for (const Move m : moves)
        if (!m_document->playMove(m)) break;
    m_document->undoStack()->endMacro();
    return true;
}

bool AnalysisPanel::addLineAsVariation(int index) {
    if (!m_variationAdder || index < 0 || index >= m_lines.size()) return false;
    // The game gets the line where it starts: the board shows that position
    // when the adder is called.
    if (!boardAtAnalysedPosition()) {
        m_lineProblem = tr("The game no longer reaches the analysed position, so the line "
                           "cannot be added to it.");
        updateState();
        return false;
    }
    const bool added = m_variationAdder(analysedPosition(), m_lines.at(index).moves);
    m_lineProblem = added ? QString() : tr("The line could not be added to the game.");
    updateState();
    return added;
}

QString AnalysisPanel::scoreText(int centipawns, int mateIn) const {
    if (mateIn > 0) return tr("White mates in %n", nullptr, mateIn);
    if (mateIn < 0) return tr("Black mates in %n", nullptr, -mateIn);
    return pawnUnits(centipawns);
}

void AnalysisPanel::onInfo(const AnalysisInfo &info) {
    const QLocale locale;
    m_lineProblem.clear();
    m_depth->setText(info.depth > 0 ? locale.toString(info.depth) : QStringLiteral("\u2013"));
    m_nodes->setText(locale.toString(info.nodes));
    const double seconds = info.elapsedMs / 1000.0;
    m_time->setText(tr("%1 s").arg(locale.toString(seconds, 'f', 1)));
    m_speed->setText(info.elapsedMs > 0 ? tr("%1 kN/s").arg(locale.toString(
                                              info.nodes / double(info.elapsedMs), 'f', 0))
                                        : QString());
    if (!info.finished && info.searchingDepth > info.depth && !info.currentMove.isEmpty())
        m_searching->setText(tr("depth %1, move %2 of %3: %4")
                                 .arg(locale.toString(info.searchingDepth))
                                 .arg(locale.toString(info.currentMoveNumber))
                                 .arg(locale.toString(info.rootMoveCount))
                                 .arg(info.currentMove));
    else
        m_searching->setText(QStringLiteral("\u2013"));
    // The search's table text (the position's table, or the table its line
    // reaches) never replaces the solved set's exact value.
    if (!info.tableResult.isEmpty() && !m_tableRowSolved) m_table->setText(info.tableResult);
    if (info.depth == 0) {
        updateState();
        return; // live figures only: the static facts stay until a depth completes
    }
    m_report = SearchReport{info.scoreCentipawns, info.mateIn, info.value};
    showReport();
    m_lines = info.lines;
    showLines();
    if (info.value) m_document->setEvaluation(analysedPosition().key(), *info.value);
    updateState();
}

void AnalysisPanel::showReport() {
    if (!m_report) return;
    m_score->setText(scoreText(m_report->centipawns, m_report->mateIn));
    m_value->setText(m_report->value ? valueText(*m_report->value, font()) : QString());
}

void AnalysisPanel::showLines() {
    // Rows are updated in place, so a row keeps its item (and its button)
    // while reports come in and a click on it is not lost.
    while (m_lineView->topLevelItemCount() > m_lines.size())
        delete m_lineView->takeTopLevelItem(m_lineView->topLevelItemCount() - 1);
    while (m_lineView->topLevelItemCount() < m_lines.size()) {
        auto *item = new QTreeWidgetItem(m_lineView);
        auto *add = new QToolButton(m_lineView);
        add->setText(QStringLiteral("+"));
        add->setAutoRaise(true);
        m_lineView->setItemWidget(item, AddColumn, add);
        connect(add, &QToolButton::clicked, this,
                [this, item] { addLineAsVariation(m_lineView->indexOfTopLevelItem(item)); });
    }
    for (int row = 0; row < m_lines.size(); ++row) {
        const AnalysisLine &line = m_lines.at(row);
        QTreeWidgetItem *item = m_lineView->topLevelItem(row);
        const QString score = scoreText(line.scoreCentipawns, line.mateIn);
        item->setText(ScoreColumn, score);
        // The value column stays narrow so that the moves keep their room;
        // the table result after the first move is in the tooltip.
        item->setText(ValueColumn, line.value ? valueSymbols(*line.value, font()) : QString());
        item->setText(MovesColumn, line.san);
        item->setData(MovesColumn, Qt::TextAlignmentRole,
                      int(Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap));
        QString tip = tr("Line %1: %2").arg(row + 1).arg(score);
        if (line.value) tip += QLatin1Char('\n') + valueText(*line.value, font());
        if (!line.tableResult.isEmpty())
            tip += QLatin1Char('\n') + tr("Table after the first move: %1").arg(line.tableResult);
        tip += QLatin1Char('\n') + line.san + QLatin1Char('\n') +
               tr("Click to play this line on the board.");
        for (int column = ScoreColumn; column < LineColumnCount; ++column)
            item->setToolTip(column, tip);
    }
    fitLineHeights();
    updateLineButtons();
}

void AnalysisPanel::fitLineHeights() {
    // Each row as tall as its moves wrapped to the column's width, so a long
    // line shows whole rather than ending in "…".
    const int width = m_lineView->header()->sectionSize(MovesColumn) - LineTextMargin;
    if (width <= 0) return;
    const QFontMetrics metrics(m_lineView->font());
    for (int row = 0; row < m_lineView->topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = m_lineView->topLevelItem(row);
        const int height =
            metrics
                .boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, item->text(MovesColumn))
                .height();
        item->setSizeHint(MovesColumn, QSize(width, height + LineRowPadding));
    }
}

void AnalysisPanel::updateLineButtons() {
    const QString tip = m_variationAdder
                            ? tr("Add this line to the game as a variation")
                            : tr("Adding a line as a variation needs a game with variations, "
                                 "which this build does not have yet.");
    for (int row = 0; row < m_lineView->topLevelItemCount(); ++row) {
        QWidget *add = m_lineView->itemWidget(m_lineView->topLevelItem(row), AddColumn);
        if (!add) continue;
        add->setEnabled(bool(m_variationAdder));
        add->setToolTip(tip);
    }
}

void AnalysisPanel::updateState() {
    const QString reason = unavailableReason();
    const bool running = m_controller->isRunning();
    m_start->setEnabled(reason.isEmpty() && !running);
    m_stop->setEnabled(running);
    // A stopped search searches nothing: no stale "depth 36, move ..." stays.
    if (!running) m_searching->setText(QStringLiteral("\u2013"));
    m_lock->setEnabled(m_locked || m_document->isLegal());
    if (!reason.isEmpty())
        m_state->setText(reason);
    else if (!m_lineProblem.isEmpty())
        m_state->setText(m_lineProblem);
    else if (running)
        m_state->setText(tr("Analysing..."));
    else
        m_state->setText(tr("Ready."));
    if (m_locked) {
        const bool elsewhere = m_document->position().key() != m_lockedPosition.key();
        const int move = m_lockedPosition.fullmoveNumber();
        const QString where = m_lockedPosition.sideToMove() == White
                                  ? tr("move %1, White to play").arg(move)
                                  : tr("move %1, Black to play").arg(move);
        m_mode->setText(elsewhere ? tr("Locked to the position at %1; the board shows another "
                                       "position.")
                                        .arg(where)
                                  : tr("Locked to the position at %1.").arg(where));
        m_mode->setToolTip(QString::fromStdString(toFen(m_lockedPosition)));
    } else {
        m_mode->setText(tr("Following the board: a new position restarts the analysis."));
        m_mode->setToolTip(QString());
    }
}

void AnalysisPanel::clearResults() {
    for (QLabel *l : {m_depth, m_nodes, m_speed, m_time, m_searching, m_score, m_value})
        l->setText(QStringLiteral("\u2013"));
    m_lines.clear();
    m_report.reset();
    showLines();
    showStaticFacts();
}

void AnalysisPanel::showStaticFacts() {
    // What needs no search: the endgame tables know some positions exactly.
    const Position &pos = analysedPosition();
    const bool legal = m_locked || m_document->isLegal();
    // Checked once here: the tables, the files and the evaluation below take
    // the position as legal.
    const std::optional<LegalPosition> legalPosition = LegalPosition::of(pos);
    // The solved set is asked once for both rows.
    const std::optional<SolverValue> solvedValue = solvedSetValue(legalPosition);
    showTableRow(legalPosition, solvedValue);
    // PawnKing's static evaluation (or the tables' exact value) until a
    // search reports; marked so nobody takes it for a search result.
    // A position of the latest solved set that no table answers shows the
    // set's value as the search scores it (exact, or the band between the
    // two runs); like a table's, it has no centipawn score.
    if (legalPosition) {
        const StaticAssessment assessment = StaticValue::of(*legalPosition);
        const bool tables = assessment.source == StaticAssessment::Source::Tables;
        const std::optional<DiscreteValue> solved =
            solvedValue && !tables ? solvedDiscreteValue(*solvedValue) : std::nullopt;
        if (tables)
            m_value->setText(tr("%1, from the tables").arg(valueText(assessment.value, font())));
        else if (solved)
            m_value->setText(tr("%1, from the solved set").arg(valueText(*solved, font())));
        else
            m_value->setText(tr("%1, static evaluation").arg(valueText(assessment.value, font())));
        m_score->setText(
            tables || solved
                ? QStringLiteral("\u2013")
                : tr("%1, static evaluation").arg(pawnUnits(assessment.scoreCentipawns)));
    }
    // The document computes the board position's verdict once; a locked
    // position is not the board's, so its verdict is its own.
    const std::optional<BlockageResult> blockage =
        m_locked ? std::optional<BlockageResult>(detectBlockage(pos)) : m_document->blockage();
    m_blockage->setText(legal && blockage ? BlockageText::verdict(*blockage)
                                          : QStringLiteral("\u2013"));
}

std::optional<SolverValue>
AnalysisPanel::solvedSetValue(const std::optional<LegalPosition> &legal) const {
    // An illegal position is in no set.
    if (!legal || TablebaseValue::value(*legal)) return std::nullopt;
    const std::shared_ptr<const SolvedSet> set = SolveService::shared().solvedSet();
    return set ? set->value(*legal) : std::nullopt;
}

void AnalysisPanel::showTableRow(const std::optional<LegalPosition> &legal,
                                 const std::optional<SolverValue> &solved) {
    if (legal) TablebaseValue::requestTable(*legal);
    m_tableRowSolved = false;
    // A table's answer first; then the latest solved set's value (also for a
    // position whose table is not built yet), in the solve panel's words.
    if (solved) {
        m_table->setText(
            tr("%1 · solved set (50-move rule ignored)").arg(SolverText::positionValue(*solved)));
        m_tableRowSolved = true;
        m_addBestLine->setEnabled(true);
        return;
    }
    const QString table = legal ? TablebaseValue::text(*legal) : QString();
    m_table->setText(table.isEmpty() ? tr("not in a table") : table);
    m_addBestLine->setEnabled(!table.isEmpty());
}

void AnalysisPanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updateState();
        // The value, table and blockage lines are sentences: say them again
        // in the new language (the search's own report over the static one).
        showStaticFacts();
        showReport();
        showLines();
    }
    QWidget::changeEvent(event);
}

void AnalysisPanel::retranslate() {
    m_start->setText(tr("Start"));
    m_stop->setText(tr("Stop"));
    m_lock->setText(tr("Lock"));
    m_lock->setToolTip(tr("Keep analysing this position while you look around the game"));
    m_lineCountLabel->setText(tr("&Lines:"));
    m_lineCount->setToolTip(tr("How many of the best lines to show"));
    m_addBestLine->setText(tr("Add best line"));
    m_addBestLine->setToolTip(
        tr("Add the best line from this position to the game as a variation: the winner's "
           "shortest mate against the longest defence, the value after each move as a comment"));
    const QString names[] = {tr("Depth:"), tr("Nodes:"),     tr("Speed:"),
                             tr("Time:"),  tr("Searching:"), tr("Score:"),
                             tr("Value:"), tr("Table:"),     tr("Blockage:")};
    for (int row = 0; row < m_rowNames.size() && row < int(std::size(names)); ++row)
        m_rowNames[row]->setText(names[row]);
    m_lineView->setHeaderLabels({QString(), tr("Score"), tr("Value"), tr("Line")});
}

} // namespace rampart
