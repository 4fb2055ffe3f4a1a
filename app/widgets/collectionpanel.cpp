#include "collectionpanel.h"

#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include "text/localnumber.h"

#include "services/practiceprogress.h"

#include "models/positioncollectionmodel.h"
#include "models/positiondocument.h"

namespace rampart {

CollectionPanel::CollectionPanel(PositionDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new PositionCollectionModel(this)) {
    auto *layout = new QVBoxLayout(this);
    auto *buttons = new QHBoxLayout;
    m_open = new QToolButton(this);
    m_open->setIcon(QIcon(QStringLiteral(":/icons/open.svg")));
    m_previous = new QToolButton(this);
    m_previous->setIcon(QIcon(QStringLiteral(":/icons/previous.svg")));
    m_next = new QToolButton(this);
    m_next->setIcon(QIcon(QStringLiteral(":/icons/next.svg")));
    m_summary = new QLabel(this);
    m_practise = new QToolButton(this);
    m_practise->setCheckable(true);
    m_practise->setObjectName(QStringLiteral("collectionPractise"));
    m_resetProgress = new QToolButton(this);
    m_resetProgress->setObjectName(QStringLiteral("collectionResetProgress"));
    buttons->addWidget(m_open);
    buttons->addWidget(m_previous);
    buttons->addWidget(m_next);
    buttons->addWidget(m_practise);
    buttons->addWidget(m_resetProgress);
    buttons->addWidget(m_summary, 1);
    layout->addLayout(buttons);

    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setStretchLastSection(false);
    for (int column :
         {PositionCollectionModel::NumberColumn, PositionCollectionModel::IdColumn,
          PositionCollectionModel::StatusColumn, PositionCollectionModel::PracticeColumn})
        m_view->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(PositionCollectionModel::FenColumn,
                                                     QHeaderView::Stretch);
    layout->addWidget(m_view, 1);

    connect(m_open, &QToolButton::clicked, this, &CollectionPanel::openFile);
    connect(m_previous, &QToolButton::clicked, this, &CollectionPanel::showPrevious);
    connect(m_next, &QToolButton::clicked, this, &CollectionPanel::showNext);
    // Clicks and the arrow keys both move the current row; follow it.
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid() && current.row() != m_currentRow) showRow(current.row());
            });
    // A click on the current row loads it again (after edits on the board).
    connect(m_view, &QTableView::clicked, this,
            [this](const QModelIndex &index) { showRow(index.row()); });
    m_model->setPracticeProgress([](const Position &pos) {
        const PracticeProgressEntry e = PracticeProgress::get(pos.key());
        if (e.tries == 0) return QString();
        const QString best =
            e.best == PracticeProgressEntry::Best::WithoutHelp ? tr("solved without help")
            : e.best == PracticeProgressEntry::Best::WithHelp  ? tr("solved with help")
                                                               : tr("not yet");
        return tr("%1, %n try(s)", nullptr, e.tries).arg(best);
    });
    connect(m_practise, &QToolButton::toggled, this, [this](bool on) {
        if (on && m_currentRow >= 0) emit practiseRequested();
    });
    connect(m_resetProgress, &QToolButton::clicked, this, &CollectionPanel::resetProgress);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        const QModelIndex index = m_view->indexAt(at);
        if (!index.isValid() || !m_model->positionAt(index.row())) return;
        QMenu menu(this);
        menu.addAction(tr("Practise this position"), this, [this, index] {
            showRow(index.row());
            emit practiseRequested();
        });
        menu.exec(m_view->viewport()->mapToGlobal(at));
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_currentRow = -1;
        updateSummary();
    });
    retranslate();
    updateSummary();
}

void CollectionPanel::openFile() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open position collection"), QString(),
                                     tr("Positions (*.epd *.fen *.txt);;All files (*)"));
    if (!path.isEmpty()) openPath(path);
}

bool CollectionPanel::openPath(const QString &path) {
    QString error;
    if (!m_model->load(path, &error)) {
        QMessageBox::warning(this, tr("Open position collection"), error);
        return false;
    }
    if (m_model->rowCount() > 0) showRow(0);
    m_view->setFocus(); // the arrow keys step through the collection
    return true;
}

void CollectionPanel::showRow(int row) {
    if (row < 0 || row >= m_model->rowCount()) return;
    m_currentRow = row;
    m_view->selectRow(row);
    if (const auto pos = m_model->positionAt(row))
        m_document->setPosition(*pos, tr("Collection position %1").arg(localNumber(row + 1)));
    updateSummary();
    if (m_practise->isChecked() && m_model->positionAt(row)) emit practiseRequested();
}

void CollectionPanel::practiceProgressChanged() {
    m_model->practiceProgressChanged();
}

void CollectionPanel::setPractising(bool on) {
    m_practise->setChecked(on);
}

void CollectionPanel::resetProgress() {
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (const auto pos = m_model->positionAt(row)) PracticeProgress::reset(pos->key());
    m_model->practiceProgressChanged();
}

void CollectionPanel::showPrevious() {
    showRow(m_currentRow - 1);
}

void CollectionPanel::showNext() {
    showRow(m_currentRow + 1);
}

void CollectionPanel::updateSummary() {
    const int rows = m_model->rowCount();
    m_previous->setEnabled(m_currentRow > 0);
    m_next->setEnabled(m_currentRow + 1 < rows);
    if (rows == 0)
        m_summary->setText(tr("No collection open."));
    else
        m_summary->setText(tr("%1: position %2 of %3")
                               .arg(m_model->source())
                               .arg(localNumber(m_currentRow + 1))
                               .arg(localNumber(rows)));
}

void CollectionPanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updateSummary();
    }
    QWidget::changeEvent(event);
}

void CollectionPanel::retranslate() {
    // Icon-only buttons: the accessible name is what a screen reader says.
    m_open->setToolTip(tr("Open a FEN or EPD file"));
    m_open->setAccessibleName(tr("Open collection"));
    m_previous->setToolTip(tr("Previous position of the collection"));
    m_previous->setAccessibleName(tr("Previous position"));
    m_next->setToolTip(tr("Next position of the collection"));
    m_next->setAccessibleName(tr("Next position"));
    m_practise->setText(tr("Practise"));
    m_practise->setToolTip(tr("Practise each position shown: Next and Previous step through the "
                              "exercises"));
    m_resetProgress->setText(tr("Reset progress"));
    m_resetProgress->setToolTip(tr("Forget the practice progress of this collection's positions"));
    m_model->practiceProgressChanged();
}

} // namespace rampart
