#include "analysispanel.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include "eval/blockage.h"
#include "common/blockagetext.h"
#include "common/fenproblemtext.h"
#include "common/staticvalue.h"
#include "common/tableservice.h"
#include "common/tablevalue.h"
#include "models/positiondocument.h"
#include "workers/analysiscontroller.h"

namespace rampart {

namespace {
// Typographic symbols: the core writes ASCII ("+-", "+/="); the GUI shows
// the usual chess signs.
QString prettySymbol(Verdict v) {
    switch (v) {
    case Verdict::BlackDecisive:
        return QStringLiteral("\u2212+");
    case Verdict::BlackBig:
        return QStringLiteral("\u2213");
    case Verdict::BlackSlight:
        return QStringLiteral("\u2a71");
    case Verdict::Equal:
        return QStringLiteral("=");
    case Verdict::WhiteSlight:
        return QStringLiteral("\u2a72");
    case Verdict::WhiteBig:
        return QStringLiteral("\u00b1");
    case Verdict::WhiteDecisive:
        return QStringLiteral("+\u2212");
    }
    return {};
}

// A centipawn score in pawns with its sign ("+1.02", "-0.35", "0.00").
QString pawnUnits(int centipawns) {
    const QString number = QLocale().toString(centipawns / 100.0, 'f', 2);
    return centipawns > 0 ? QLatin1Char('+') + number : number;
}

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
} // namespace

AnalysisPanel::AnalysisPanel(PositionDocument *document, AnalysisController *controller,
                             QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_controller(controller) {
    auto *layout = new QVBoxLayout(this);
    auto *buttons = new QHBoxLayout;
    m_start = new QPushButton(QIcon(QStringLiteral(":/icons/analyse.svg")), QString(), this);
    m_stop = new QPushButton(QIcon(QStringLiteral(":/icons/stop.svg")), QString(), this);
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_state = new QLabel(this);
    m_state->setWordWrap(true);
    layout->addWidget(m_state);

    m_form = new QFormLayout;
    const auto addRow = [&] {
        auto *label = new QLabel(this);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setWordWrap(true);
        auto *name = new QLabel(this);
        m_rowNames.append(name);
        m_form->addRow(name, label);
        return label;
    };
    m_depth = addRow();
    m_nodes = addRow();
    m_speed = addRow();
    m_time = addRow();
    m_score = addRow();
    m_value = addRow();
    m_pv = addRow();
    m_table = addRow();
    m_blockage = addRow();
    layout->addLayout(m_form);
    layout->addStretch(1);

    connect(m_start, &QPushButton::clicked, this, &AnalysisPanel::startAnalysis);
    connect(m_stop, &QPushButton::clicked, this, &AnalysisPanel::stopAnalysis);
    connect(m_controller, &AnalysisController::infoUpdated, this, &AnalysisPanel::onInfo);
    // A table built in the background answers as soon as it is there.
    connect(&TableService::shared(), &TableService::buildFinished, this,
            &AnalysisPanel::showStaticFacts);
    connect(m_controller, &AnalysisController::runningChanged, this, &AnalysisPanel::updateState);
    connect(m_document, &PositionDocument::positionChanged, this,
            &AnalysisPanel::onPositionChanged);
    retranslate();
    clearResults();
    updateState();
}

QString AnalysisPanel::valueText(const DiscreteValue &value) {
    if (value.isExact())
        return tr("%1 %2").arg(prettySymbol(value.optimistic), verdictText(value.optimistic));
    return tr("%1 .. %2 (between %3 and %4)")
        .arg(prettySymbol(value.pessimistic), prettySymbol(value.optimistic),
             verdictText(value.pessimistic), verdictText(value.optimistic));
}

QString AnalysisPanel::unavailableReason() const {
    if (!m_controller->hasEngine())
        return tr("This build has no search engine yet, so analysis cannot run.");
    if (!m_document->isLegal()) {
        const auto &problems = m_document->problems();
        return tr("Analysis needs a legal position: %1")
            .arg(problems.empty() ? QString() : FenProblemText::text(problems.front()));
    }
    if (m_document->position().legalMoves().empty())
        return tr("The game is over in this position.");
    return {};
}

void AnalysisPanel::startAnalysis() {
    if (!unavailableReason().isEmpty()) return;
    m_following = true;
    clearResults();
    m_controller->start(m_document->position());
    updateState();
}

void AnalysisPanel::stopAnalysis() {
    m_following = false;
    m_controller->stop();
    updateState();
}

void AnalysisPanel::onPositionChanged() {
    if (!m_following) {
        clearResults();
        updateState();
        return;
    }
    // Latest request wins: a new position restarts the search.
    clearResults();
    if (unavailableReason().isEmpty())
        m_controller->start(m_document->position());
    else
        m_controller->stop();
    updateState();
}

void AnalysisPanel::onInfo(const AnalysisInfo &info) {
    const QLocale locale;
    m_depth->setText(QString::number(info.depth));
    m_nodes->setText(locale.toString(info.nodes));
    const double seconds = info.elapsedMs / 1000.0;
    m_time->setText(tr("%1 s").arg(locale.toString(seconds, 'f', 1)));
    m_speed->setText(info.elapsedMs > 0 ? tr("%1 kN/s").arg(locale.toString(
                                              info.nodes / double(info.elapsedMs), 'f', 0))
                                        : QString());
    if (info.mateIn > 0)
        m_score->setText(tr("White mates in %n", nullptr, info.mateIn));
    else if (info.mateIn < 0)
        m_score->setText(tr("Black mates in %n", nullptr, -info.mateIn));
    else
        m_score->setText(pawnUnits(info.scoreCentipawns));
    m_value->setText(info.value ? valueText(*info.value) : QString());
    m_pv->setText(info.principalVariation);
    if (!info.tableResult.isEmpty()) m_table->setText(info.tableResult);
    if (!info.blockage.isEmpty()) m_blockage->setText(info.blockage);
    if (info.value) m_document->setEvaluation(m_document->position().key(), *info.value);
}

void AnalysisPanel::updateState() {
    const QString reason = unavailableReason();
    m_start->setEnabled(reason.isEmpty() && !m_controller->isRunning());
    m_stop->setEnabled(m_controller->isRunning());
    if (!reason.isEmpty())
        m_state->setText(reason);
    else if (m_controller->isRunning())
        m_state->setText(tr("Analysing..."));
    else
        m_state->setText(tr("Ready."));
}

void AnalysisPanel::clearResults() {
    for (QLabel *l : {m_depth, m_nodes, m_speed, m_time, m_score, m_value, m_pv})
        l->setText(QStringLiteral("\u2013"));
    showStaticFacts();
}

void AnalysisPanel::showStaticFacts() {
    // What needs no search: the endgame tables know some positions exactly.
    const Position &pos = m_document->position();
    TableValue::requestTable(pos);
    const QString table = TableValue::text(pos);
    m_table->setText(table.isEmpty() ? tr("not in a table") : table);
    // PawnKing's static evaluation (or the tables' exact value) until a
    // search reports; marked so nobody takes it for a search result.
    if (const auto assessment = StaticValue::of(pos)) {
        const bool tables = assessment->source == StaticAssessment::Source::Tables;
        m_value->setText(tables ? tr("%1, from the tables").arg(valueText(assessment->value))
                                : tr("%1, static evaluation").arg(valueText(assessment->value)));
        if (!tables)
            m_score->setText(
                tr("%1, static evaluation").arg(pawnUnits(assessment->scoreCentipawns)));
    }
    m_blockage->setText(m_document->isLegal() ? BlockageText::verdict(detectBlockage(pos))
                                              : QStringLiteral("\u2013"));
}

void AnalysisPanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updateState();
    }
    QWidget::changeEvent(event);
}

void AnalysisPanel::retranslate() {
    m_start->setText(tr("Start"));
    m_stop->setText(tr("Stop"));
    const QString names[] = {tr("Depth:"), tr("Nodes:"), tr("Speed:"), tr("Time:"),    tr("Score:"),
                             tr("Value:"), tr("Line:"),  tr("Table:"), tr("Blockage:")};
    for (int row = 0; row < m_rowNames.size() && row < 9; ++row)
        m_rowNames[row]->setText(names[row]);
}

} // namespace rampart
