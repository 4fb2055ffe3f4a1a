#include "widgets/browsermovespane.h"

#include <QAction>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "text/tablebasetext.h"

#include "models/browsermovemodel.h"

namespace rampart {

BrowserMovesPane::BrowserMovesPane(BrowserMoveModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model) {
    auto *layout = new QVBoxLayout(this);
    m_valueLabel = new QLabel;
    m_valueLabel->setObjectName(QStringLiteral("positionValueLabel"));
    m_valueLabel->setWordWrap(true);
    QFont bold = m_valueLabel->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    m_valueLabel->setFont(bold);
    m_moveView = new QTableView;
    m_moveView->setObjectName(QStringLiteral("tbMoveView"));
    m_moveView->setModel(m_model);
    m_moveView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_moveView->setSelectionMode(QAbstractItemView::NoSelection);
    m_moveView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moveView->setMouseTracking(true);
    m_moveView->verticalHeader()->hide();
    m_moveView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_moveView->horizontalHeader()->setStretchLastSection(true);
    m_moveView->viewport()->installEventFilter(this);
    auto *lineRow = new QHBoxLayout;
    m_bestLineButton = new QPushButton;
    m_bestLineButton->setObjectName(QStringLiteral("bestLineButton"));
    m_toGameButton = new QPushButton;
    m_toGameButton->setObjectName(QStringLiteral("bestLineToGameButton"));
    m_pgnButton = new QPushButton;
    m_pgnButton->setObjectName(QStringLiteral("bestLinePgnButton"));
    lineRow->addWidget(m_bestLineButton);
    lineRow->addWidget(m_toGameButton);
    lineRow->addWidget(m_pgnButton);
    // A move's best line into the game, from the list's context menu (a
    // right click makes the row the current one; a left click plays it).
    m_addBestLine = new QAction(this);
    m_addBestLine->setObjectName(QStringLiteral("browserAddBestLineAction"));
    m_moveView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_moveView->addAction(m_addBestLine);
    connect(m_addBestLine, &QAction::triggered, this, [this] {
        const int row = m_moveView->currentIndex().row();
        if (row >= 0) emit bestLineToGameRequested(row);
    });
    connect(m_toGameButton, &QPushButton::clicked, this,
            [this] { emit bestLineToGameRequested(-1); });
    lineRow->addStretch(1);
    m_lineLabel = new QLabel;
    m_lineLabel->setObjectName(QStringLiteral("bestLineLabel"));
    m_lineLabel->setWordWrap(true);
    m_lineLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_valueLabel);
    // Where the results come from, and what DTZ means when it is shown.
    m_sourceLabel = new QLabel;
    m_sourceLabel->setObjectName(QStringLiteral("resultSourceLabel"));
    m_sourceLabel->setWordWrap(true);
    layout->addWidget(m_sourceLabel);
    layout->addWidget(m_moveView, 1);
    layout->addLayout(lineRow);
    layout->addWidget(m_lineLabel);

    connect(m_moveView, &QTableView::entered, this,
            [this](const QModelIndex &index) { emit moveHovered(index.row()); });
    connect(m_moveView, &QTableView::clicked, this,
            [this](const QModelIndex &index) { emit moveClicked(index.row()); });
    connect(m_bestLineButton, &QPushButton::clicked, this, &BrowserMovesPane::bestLineRequested);
    connect(m_pgnButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the best line"),
                                                          QString(), tr("PGN files (*.pgn)"));
        if (!path.isEmpty()) emit pgnExportRequested(path);
    });
    retranslate();
}

void BrowserMovesPane::updateValue() {
    m_valueLabel->setText(m_model->positionValueText());
    const QString source = m_model->sourceText();
    const bool dtz = m_model->positionResult().source == TbSource::Syzygy;
    m_sourceLabel->setText(source.isEmpty() ? QString() : tr("Source: %1").arg(source));
    m_sourceLabel->setToolTip(dtz ? TablebaseText::dtzLegend() : QString());
    // The DTZ column only when a result has one.
    m_moveView->setColumnHidden(BrowserMoveModel::DtzColumn, !dtz);
}

void BrowserMovesPane::setLineText(const QString &text) {
    m_lineLabel->setText(text);
}

bool BrowserMovesPane::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_moveView->viewport() && event->type() == QEvent::Leave) emit moveHovered(-1);
    return QWidget::eventFilter(watched, event);
}

void BrowserMovesPane::retranslate() {
    m_bestLineButton->setText(tr("Play best line"));
    m_toGameButton->setText(tr("Add to game"));
    m_toGameButton->setToolTip(tr("Add the best line from this position to the main window's "
                                  "game as a variation, the value after each move as a comment"));
    m_addBestLine->setText(tr("Add best line to the game"));
    m_pgnButton->setText(tr("Export PGN…"));
}

void BrowserMovesPane::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updateValue();
    }
    QWidget::changeEvent(event);
}

} // namespace rampart
