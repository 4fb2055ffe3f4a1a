#include "widgets/practicepanel.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>

#include "text/localnumber.h"
#include "text/practicetext.h"

#include "widgets/practicesession.h"

namespace rampart {

namespace {
QLabel *wrappingLabel(QWidget *parent, const char *objectName) {
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setObjectName(QLatin1String(objectName));
    return label;
}

QPushButton *button(QWidget *parent, const char *objectName) {
    auto *b = new QPushButton(parent);
    b->setObjectName(QLatin1String(objectName));
    return b;
}

QString duration(qint64 ms) {
    const qint64 seconds = ms / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}
} // namespace

PracticePanel::PracticePanel(PracticeSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session) {
    auto *layout = new QVBoxLayout(this);
    auto *sideRow = new QHBoxLayout;
    m_sideLabel = new QLabel(this);
    m_sideBox = new QComboBox(this);
    m_sideBox->setObjectName(QStringLiteral("practiceSide"));
    m_sideBox->addItems({QString(), QString()});
    m_sideLabel->setBuddy(m_sideBox);
    m_start = button(this, "practiceStart");
    m_stop = button(this, "practiceStop");
    sideRow->addWidget(m_sideLabel);
    sideRow->addWidget(m_sideBox, 1);
    sideRow->addWidget(m_start);
    sideRow->addWidget(m_stop);
    layout->addLayout(sideRow);

    m_message = wrappingLabel(this, "practiceMessage");
    m_judged = wrappingLabel(this, "practiceJudged");
    m_reply = wrappingLabel(this, "practiceReply");
    layout->addWidget(m_message);
    layout->addWidget(m_judged);
    layout->addWidget(m_reply);

    auto *slipRow = new QHBoxLayout;
    m_retry = button(this, "practiceRetry");
    m_showMove = button(this, "practiceShowMove");
    m_playOn = button(this, "practicePlayOn");
    slipRow->addWidget(m_retry);
    slipRow->addWidget(m_showMove);
    slipRow->addWidget(m_playOn);
    layout->addLayout(slipRow);

    auto *helpRow = new QHBoxLayout;
    m_showAnalysis = new QCheckBox(this);
    m_showAnalysis->setObjectName(QStringLiteral("practiceShowAnalysis"));
    m_resign = button(this, "practiceResign");
    helpRow->addWidget(m_showAnalysis, 1);
    helpRow->addWidget(m_resign);
    layout->addLayout(helpRow);

    m_resultBox = new QGroupBox(this);
    m_resultBox->setObjectName(QStringLiteral("practiceResultBox"));
    auto *resultLayout = new QVBoxLayout(m_resultBox);
    m_result = wrappingLabel(m_resultBox, "practiceResult");
    m_result->setTextFormat(Qt::RichText);
    resultLayout->addWidget(m_result);
    layout->addWidget(m_resultBox);
    m_save = button(this, "practiceSave");
    layout->addWidget(m_save, 0, Qt::AlignLeft);
    layout->addStretch(1);

    connect(m_start, &QPushButton::clicked, this, &PracticePanel::startTry);
    connect(m_stop, &QPushButton::clicked, m_session, &PracticeSession::stop);
    connect(m_retry, &QPushButton::clicked, m_session, &PracticeSession::retry);
    connect(m_showMove, &QPushButton::clicked, m_session, &PracticeSession::showMove);
    connect(m_playOn, &QPushButton::clicked, m_session, &PracticeSession::playOn);
    connect(m_resign, &QPushButton::clicked, m_session, &PracticeSession::resign);
    connect(m_save, &QPushButton::clicked, this, &PracticePanel::saveRequested);
    connect(m_showAnalysis, &QCheckBox::toggled, this, [this](bool shown) {
        if (shown) m_session->markHelped();
        emit analysisShownChanged(shown);
    });
    connect(m_session, &PracticeSession::stateChanged, this, &PracticePanel::update);
    connect(m_session, &PracticeSession::textChanged, this, &PracticePanel::update);
    retranslate();
}

void PracticePanel::startTry() {
    m_showAnalysis->setChecked(false);
    m_session->start(m_sideBox->currentIndex() == 0 ? White : Black);
}

void PracticePanel::choosePositionsSide() {
    if (m_session->isActive()) return;
    // Only a known value names a better side; otherwise the box stays.
    if (const std::optional<Color> side = m_session->betterSide())
        m_sideBox->setCurrentIndex(*side == White ? 0 : 1);
}

bool PracticePanel::isAnalysisShown() const {
    return m_showAnalysis->isChecked();
}

void PracticePanel::setAnalysisShown(bool shown) {
    m_showAnalysis->setChecked(shown);
}

QString PracticePanel::resultText() const {
    return m_resultBox->isVisible() || m_session->result() ? m_result->text() : QString();
}

void PracticePanel::update() {
    using State = PracticeSession::State;
    const State state = m_session->state();
    const bool active = m_session->isActive();
    m_sideBox->setEnabled(!active && state != State::Preparing);
    if (active) m_sideBox->setCurrentIndex(m_session->side() == White ? 0 : 1);
    m_start->setEnabled(state != State::Preparing);
    m_start->setText(active || state == State::Ended ? tr("Start again") : tr("Start"));
    m_stop->setEnabled(active || state == State::Preparing);
    m_retry->setVisible(state == State::Slipped);
    m_playOn->setVisible(state == State::Slipped);
    m_showMove->setEnabled(state == State::Slipped || state == State::PlayerToMove);
    m_resign->setEnabled(active);
    m_showAnalysis->setEnabled(active);
    m_message->setText(m_session->message());
    m_judged->setText(m_session->judgedText());
    m_judged->setVisible(!m_session->judgedText().isEmpty());
    m_reply->setText(m_session->replyText());
    m_reply->setVisible(!m_session->replyText().isEmpty());
    const bool ended = state == State::Ended && m_session->result();
    m_resultBox->setVisible(ended);
    if (ended) m_result->setText(resultHtml(*m_session->result()));
    m_save->setEnabled(active || ended);
}

QString PracticePanel::resultHtml(const PracticeResult &r) const {
    QStringList lines;
    lines << (r.kept ? tr("<b>Kept</b>: %1").arg(PracticeText::outcomeText(r.finished))
                     : tr("<b>Lost</b>: %1 → %2")
                           .arg(PracticeText::outcomeText(r.started),
                                PracticeText::outcomeText(r.finished)));
    if (r.optimalMoves >= 0)
        lines << tr("Moves played: %1 (optimal %2)")
                     .arg(localNumber(r.playerMoves), localNumber(r.optimalMoves));
    else
        lines << tr("Moves played: %1").arg(localNumber(r.playerMoves));
    lines << tr("Slips: %1, retries: %2, hints: %3")
                 .arg(localNumber(r.slips), localNumber(r.retries), localNumber(r.hints));
    if (r.helped) lines << tr("The analysis was shown during the try.");
    lines << tr("Time taken: %1").arg(duration(r.milliseconds));
    lines << tr("Seed: %1 (the same seed and moves replay the same try)").arg(r.seed);
    return lines.join(QStringLiteral("<br>"));
}

void PracticePanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void PracticePanel::retranslate() {
    m_sideLabel->setText(tr("Play as:"));
    m_sideBox->setItemText(0, tr("White"));
    m_sideBox->setItemText(1, tr("Black"));
    m_sideBox->setAccessibleName(tr("Side you play"));
    m_stop->setText(tr("Stop"));
    m_retry->setText(tr("Retry"));
    m_retry->setToolTip(tr("Take the move back and try again"));
    m_showMove->setText(tr("Show a move"));
    m_showMove->setToolTip(tr("Show a move that keeps the result (counts as a hint)"));
    m_playOn->setText(tr("Play on"));
    m_playOn->setToolTip(tr("Go on from the worse result"));
    m_resign->setText(tr("Resign"));
    m_showAnalysis->setText(tr("Show analysis"));
    m_showAnalysis->setToolTip(
        tr("Bring the analysis, evaluation and arrows back (the try counts as helped)"));
    m_resultBox->setTitle(tr("Result"));
    m_save->setText(tr("Save try as PGN..."));
    update();
}

} // namespace rampart
