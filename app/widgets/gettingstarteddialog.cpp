#include "gettingstarteddialog.h"

#include <utility>

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QShowEvent>
#include <QVBoxLayout>

namespace rampart {

namespace {
constexpr int PageWidth = 560; // pixels; the texts wrap inside it

QLabel *wrappingLabel(QWidget *parent) {
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    return label;
}
} // namespace

GettingStartedDialog::GettingStartedDialog(QWidget *parent)
    : QDialog(parent)
    , m_introduction(wrappingLabel(this))
    , m_samples(new QPushButton(this))
    , m_tablebase(new QPushButton(this))
    , m_patterns(new QPushButton(this))
    , m_samplesText(wrappingLabel(this))
    , m_tablebaseText(wrappingLabel(this))
    , m_patternsText(wrappingLabel(this))
    , m_footer(wrappingLabel(this)) {
    setObjectName(QStringLiteral("gettingStartedDialog"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_close = buttons->button(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *choices = new QGridLayout;
    choices->setColumnStretch(1, 1);
    choices->setHorizontalSpacing(12);
    int row = 0;
    for (auto [button, text] : {std::pair{m_samples, m_samplesText},
                                {m_tablebase, m_tablebaseText},
                                {m_patterns, m_patternsText}}) {
        choices->addWidget(button, row, 0, Qt::AlignTop);
        choices->addWidget(text, row, 1, Qt::AlignTop);
        ++row;
    }
    const auto closeAndEmit = [this](void (GettingStartedDialog::*request)()) {
        return [this, request] {
            accept();
            emit(this->*request)();
        };
    };
    connect(m_samples, &QPushButton::clicked, this,
            closeAndEmit(&GettingStartedDialog::sampleCollectionRequested));
    connect(m_tablebase, &QPushButton::clicked, this,
            closeAndEmit(&GettingStartedDialog::tablebaseBrowserRequested));
    connect(m_patterns, &QPushButton::clicked, this,
            closeAndEmit(&GettingStartedDialog::patternEditorRequested));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_introduction);
    layout->addSpacing(8);
    layout->addLayout(choices);
    layout->addSpacing(8);
    layout->addWidget(m_footer);
    layout->addWidget(buttons);
    setMinimumWidth(PageWidth);
    m_samples->setDefault(true);
    retranslate();
}

void GettingStartedDialog::showEvent(QShowEvent *event) {
    // Wrapped labels report their height for a narrower width than they get;
    // size the page for the width it has, so no gap opens under the buttons.
    if (QLayout *pageLayout = layout(); pageLayout && pageLayout->hasHeightForWidth())
        resize(width(), pageLayout->totalHeightForWidth(width()));
    QDialog::showEvent(event);
}

void GettingStartedDialog::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void GettingStartedDialog::retranslate() {
    setWindowTitle(tr("Getting started with Rampart"));
    m_introduction->setText(
        tr("<h3>Welcome to Rampart</h3>"
           "<p>The board shows a pawn ending. In play mode you move the pieces by dragging "
           "them; in edit mode (Edit menu) you set up any position with the piece palette. "
           "Start the analysis with F5: it judges the position from a decisive advantage for "
           "either side to equality. When the position is a blockade (a fortress), the board "
           "draws its fence.</p>"));
    m_samples->setText(tr("Open the &sample collection"));
    m_samplesText->setText(tr("Classic pawn endings shipped with Rampart. Click a row to show "
                              "its position on the board."));
    m_tablebase->setText(tr("Open the &tablebase browser"));
    m_tablebaseText->setText(tr("Exact distance to mate of every move in any ending with up to "
                                "four men (KPK, KPKP, KQKP, …), maps of the board, statistics "
                                "and record positions."));
    m_patterns->setText(tr("Open the &pattern editor"));
    m_patternsText->setText(tr("Compose patterns of pawns and kings, and test them on a "
                               "position, on a collection and on a whole pawn table, and find "
                               "their knowledge holes."));
    m_footer->setText(tr("<p>This page stays in the Help menu. Every panel can also be shown "
                         "or hidden in the View menu.</p>"));
}

} // namespace rampart
