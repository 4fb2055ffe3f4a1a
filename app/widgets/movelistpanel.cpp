#include "movelistpanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QListView>
#include <QToolButton>
#include <QVBoxLayout>

#include "models/movelistmodel.h"
#include "models/positiondocument.h"

namespace rampart {

MoveListPanel::MoveListPanel(PositionDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document) {
    auto *layout = new QVBoxLayout(this);
    m_view = new QListView(this);
    m_view->setModel(document->moveList());
    m_view->setFlow(QListView::LeftToRight);
    m_view->setWrapping(true);
    m_view->setResizeMode(QListView::Adjust);
    m_view->setSpacing(2);
    m_view->setUniformItemSizes(false);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_view, 1);

    auto *buttons = new QHBoxLayout;
    const auto makeButton = [&](const char *icon) {
        auto *b = new QToolButton(this);
        b->setIcon(QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(icon))));
        b->setAutoRaise(true);
        buttons->addWidget(b);
        return b;
    };
    m_first = makeButton("first");
    m_back = makeButton("previous");
    m_forward = makeButton("next");
    m_last = makeButton("last");
    buttons->addStretch(1);
    m_takeBack = makeButton("takeback");
    layout->addLayout(buttons);

    connect(m_first, &QToolButton::clicked, this, &MoveListPanel::goFirst);
    connect(m_back, &QToolButton::clicked, this, &MoveListPanel::goBack);
    connect(m_forward, &QToolButton::clicked, this, &MoveListPanel::goForward);
    connect(m_last, &QToolButton::clicked, this, &MoveListPanel::goLast);
    connect(m_takeBack, &QToolButton::clicked, this, &MoveListPanel::takeBack);
    connect(m_view, &QListView::clicked, this, [this](const QModelIndex &index) {
        m_document->goToPly(index.data(MoveListModel::PlyRole).toInt());
    });
    connect(m_document, &PositionDocument::positionChanged, this, &MoveListPanel::syncSelection);
    retranslate();
    syncSelection();
}

void MoveListPanel::goFirst() {
    m_document->goToPly(0);
}
void MoveListPanel::goBack() {
    m_document->goToPly(m_document->currentPly() - 1);
}
void MoveListPanel::goForward() {
    m_document->goToPly(m_document->currentPly() + 1);
}
void MoveListPanel::goLast() {
    m_document->goToPly(m_document->plyCount());
}
void MoveListPanel::takeBack() {
    m_document->takeBack();
}

void MoveListPanel::syncSelection() {
    const int ply = m_document->currentPly();
    const QModelIndex index = m_document->moveList()->indexForPly(ply);
    if (index.isValid()) {
        m_view->setCurrentIndex(index);
        m_view->scrollTo(index);
    } else {
        m_view->clearSelection();
    }
    m_first->setEnabled(ply > 0);
    m_back->setEnabled(ply > 0);
    m_forward->setEnabled(ply < m_document->plyCount());
    m_last->setEnabled(ply < m_document->plyCount());
    m_takeBack->setEnabled(m_document->plyCount() > 0);
}

void MoveListPanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void MoveListPanel::retranslate() {
    m_first->setToolTip(tr("Go to the start of the line"));
    m_back->setToolTip(tr("One move back"));
    m_forward->setToolTip(tr("One move forward"));
    m_last->setToolTip(tr("Go to the end of the line"));
    m_takeBack->setToolTip(tr("Take back the last move"));
}

} // namespace rampart
