#include "fenpanel.h"

#include <algorithm>

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "chess/fen.h"

#include "text/fenproblemtext.h"

#include "models/positiondocument.h"

#include "widgets/accessiblenames.h"

namespace rampart {

FenPanel::FenPanel(PositionDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document) {
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    m_edit = new QLineEdit(this);
    m_edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_edit->setClearButtonEnabled(true);
    m_applyButton = new QPushButton(this);
    m_applyButton->setObjectName(QStringLiteral("applyFenButton"));
    row->addWidget(m_edit, 1);
    row->addWidget(m_applyButton);
    layout->addLayout(row);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_problems = new QListWidget(this);
    m_problems->setObjectName(QStringLiteral("fenProblemList"));
    m_problems->setVisible(false);
    layout->addWidget(m_problems);
    layout->addStretch(1); // keep the field at the top when the dock is tall

    connect(m_edit, &QLineEdit::returnPressed, this, &FenPanel::applyField);
    connect(m_applyButton, &QPushButton::clicked, this, &FenPanel::applyField);
    connect(m_document, &PositionDocument::positionChanged, this, &FenPanel::showDocument);
    retranslate();
    showDocument();
}

QStringList FenPanel::problemTexts() const {
    QStringList list;
    for (int i = 0; i < m_problems->count(); ++i) list << m_problems->item(i)->text();
    return list;
}

QString FenPanel::statusText() const {
    return m_status->text();
}

void FenPanel::applyField() {
    applyText(m_edit->text());
}

bool FenPanel::applyText(const QString &text) {
    const QString line = text.trimmed();
    // parseEpd reads four-field EPD with operations and six-field FEN alike.
    const EpdRecord record = parseEpd(line.toStdString());
    const FenResult &result = record.position;
    if (!result.position) {
        m_rejectedInput = line;
        m_edit->setText(line);
        showProblems(FenProblemText::texts(result.problems),
                     tr("Not applied: the input could not be read as FEN or EPD."), true);
        return false;
    }
    m_rejectedInput.clear();
    const QString id = QString::fromStdString(record.id());
    m_document->setPosition(*result.position,
                            id.isEmpty() ? tr("Enter FEN") : tr("Enter EPD %1").arg(id));
    // The document reports legality itself; show any EPD operation problems too.
    QStringList extra;
    for (const FenProblem &p : result.problems)
        if (p.code == FenProblemCode::BadEpdOperation) extra << FenProblemText::text(p);
    showDocument();
    if (!extra.isEmpty()) showProblems(problemTexts() + extra, m_status->text(), false);
    return true;
}

void FenPanel::showDocument() {
    m_rejectedInput.clear();
    m_edit->setText(m_document->fen());
    m_edit->setCursorPosition(0);
    if (m_document->isLegal())
        showProblems({}, tr("Legal position."), false);
    else
        showProblems(FenProblemText::texts(m_document->problems()),
                     tr("Illegal position: %n problem(s). Edit the position to fix it.", nullptr,
                        int(m_document->problems().size())),
                     false);
}

void FenPanel::showProblems(const QStringList &problems, const QString &status, bool rejected) {
    m_problems->clear();
    m_problems->addItems(problems);
    m_problems->setVisible(!problems.isEmpty());
    // The list is as tall as its rows, so every problem shows; past
    // MaxVisibleProblems rows it scrolls with a scroll bar in view.
    constexpr int MaxVisibleProblems = 6;
    const int shown = std::min(int(problems.size()), MaxVisibleProblems);
    int rowsHeight = 0;
    // (sizeHintForRow() alone may be short before the list is laid out.)
    const int lineHeight = m_problems->fontMetrics().height() + 2;
    for (int row = 0; row < shown; ++row)
        rowsHeight += std::max(m_problems->sizeHintForRow(row), lineHeight);
    m_problems->setFixedHeight(rowsHeight + 2 * m_problems->frameWidth());
    m_problems->setVerticalScrollBarPolicy(
        int(problems.size()) > MaxVisibleProblems ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAsNeeded);
    m_status->setText(status);
    const bool bad = rejected || !problems.isEmpty();
    m_status->setStyleSheet(bad ? QStringLiteral("color: #a02020;") : QString());
    m_edit->setStyleSheet(rejected ? QStringLiteral("QLineEdit { background: #fbe3e3; }")
                                   : QString());
    emit problemsChanged();
}

void FenPanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_rejectedInput.isEmpty())
            showDocument();
        else
            applyText(m_rejectedInput);
    }
    QWidget::changeEvent(event);
}

void FenPanel::retranslate() {
    m_applyButton->setText(tr("Apply"));
    m_edit->setPlaceholderText(tr("Paste a FEN or EPD line and press Enter"));
    m_edit->setToolTip(tr("The current position as FEN. Paste a FEN or EPD line and press Enter."));
    m_edit->setAccessibleName(tr("FEN"));
    nameClearButton(m_edit);
}

} // namespace rampart
