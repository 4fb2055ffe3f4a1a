#include "movelistpanel.h"

#include <algorithm>

#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QListView>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

#include "models/movelistmodel.h"
#include "models/positiondocument.h"

namespace rampart {

namespace {

// The NAGs offered in the menu: move assessments, then position assessments.
constexpr std::uint8_t MoveNags[] = {1, 2, 3, 4, 5, 6};
constexpr std::uint8_t PositionNags[] = {10, 13, 14, 15, 16, 17, 18, 19};

} // namespace

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
    m_view->setWordWrap(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
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
        m_document->goToNode(index.data(MoveListModel::NodeRole).toInt());
    });
    connect(m_view, &QListView::customContextMenuRequested, this, &MoveListPanel::showContextMenu);
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

void MoveListPanel::editComment(NodeId node) {
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(
        this, tr("Comment"), tr("Comment after the move (empty to remove it):"),
        QString::fromStdString(m_document->tree().commentAfter(node)), &ok);
    if (ok) m_document->setComment(node, text);
}

QMenu *MoveListPanel::createContextMenu(NodeId node, QWidget *parent) {
    auto *menu = new QMenu(parent);
    const GameTree &tree = m_document->tree();
    if (!tree.contains(node)) node = m_document->currentNode();
    const bool isMove = node != GameTree::root();
    const bool inVariation = isMove && tree.variationStart(node) != NoNode;

    QAction *promote = menu->addAction(tr("Promote variation"), this,
                                       [this, node] { m_document->promoteVariation(node); });
    promote->setObjectName(QStringLiteral("promoteVariation"));
    promote->setEnabled(inVariation);
    QAction *demote = menu->addAction(tr("Demote variation"), this,
                                      [this, node] { m_document->demoteVariation(node); });
    demote->setObjectName(QStringLiteral("demoteVariation"));
    demote->setEnabled(isMove);
    QAction *remove = menu->addAction(tr("Delete variation"), this,
                                      [this, node] { m_document->deleteVariation(node); });
    remove->setObjectName(QStringLiteral("deleteVariation"));
    remove->setEnabled(inVariation);
    QAction *removeFrom = menu->addAction(tr("Delete from this move on"), this,
                                          [this, node] { m_document->deleteFrom(node); });
    removeFrom->setObjectName(QStringLiteral("deleteFrom"));
    removeFrom->setEnabled(isMove);
    menu->addSeparator();
    QAction *comment = menu->addAction(isMove ? tr("Comment...") : tr("Comment on the game..."),
                                       this, [this, node] { editComment(node); });
    comment->setObjectName(QStringLiteral("comment"));

    QMenu *nagMenu = menu->addMenu(tr("Annotation"));
    nagMenu->setObjectName(QStringLiteral("nagMenu"));
    nagMenu->setEnabled(isMove);
    if (isMove) {
        const std::vector<std::uint8_t> current = tree.nags(node);
        const auto addNagAction = [&](std::uint8_t nag, bool exclusiveGroup) {
            QAction *a = nagMenu->addAction(MoveListModel::nagSymbol(nag));
            a->setObjectName(QStringLiteral("nag%1").arg(nag));
            a->setCheckable(true);
            a->setChecked(std::find(current.begin(), current.end(), nag) != current.end());
            connect(a, &QAction::triggered, this, [this, node, nag, exclusiveGroup](bool on) {
                // One move assessment and one position assessment at most.
                std::vector<std::uint8_t> nags = m_document->tree().nags(node);
                const auto sameGroup = [&](std::uint8_t x) { return (x <= 7) == exclusiveGroup; };
                nags.erase(std::remove_if(nags.begin(), nags.end(), sameGroup), nags.end());
                if (on) nags.push_back(nag);
                m_document->setNags(node, nags);
            });
        };
        for (std::uint8_t nag : MoveNags) addNagAction(nag, true);
        nagMenu->addSeparator();
        for (std::uint8_t nag : PositionNags) addNagAction(nag, false);
        nagMenu->addSeparator();
        QAction *clear = nagMenu->addAction(tr("No annotation"), this,
                                            [this, node] { m_document->setNags(node, {}); });
        clear->setObjectName(QStringLiteral("clearNags"));
    }
    return menu;
}

void MoveListPanel::showContextMenu(const QPoint &pos) {
    const QModelIndex index = m_view->indexAt(pos);
    const NodeId node =
        index.isValid() ? index.data(MoveListModel::NodeRole).toInt() : m_document->currentNode();
    QMenu *menu = createContextMenu(node, this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(m_view->viewport()->mapToGlobal(pos));
}

void MoveListPanel::syncSelection() {
    const int ply = m_document->currentPly();
    const QModelIndex index = m_document->moveList()->indexForNode(m_document->currentNode());
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
    // Icon-only buttons: the accessible name is what a screen reader says.
    m_first->setToolTip(tr("Go to the start of the line"));
    m_first->setAccessibleName(tr("First move"));
    m_back->setToolTip(tr("One move back"));
    m_back->setAccessibleName(tr("Back"));
    m_forward->setToolTip(tr("One move forward"));
    m_forward->setAccessibleName(tr("Forward"));
    m_last->setToolTip(tr("Go to the end of the line"));
    m_last->setAccessibleName(tr("Last move"));
    m_takeBack->setToolTip(tr("Take back the last move"));
    m_takeBack->setAccessibleName(tr("Take back"));
}

} // namespace rampart
