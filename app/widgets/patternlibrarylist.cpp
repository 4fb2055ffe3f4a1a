#include "widgets/patternlibrarylist.h"

#include <QDropEvent>
#include <QMimeData>

#include "models/patternlibrarymodel.h"

namespace rampart {

PatternLibraryList::PatternLibraryList(PatternLibraryModel *model, QWidget *parent)
    : QListView(parent)
    , m_model(model) {
    setModel(m_model);
    // DragDrop rather than InternalMove: the latter refuses any drag whose
    // source is not the view itself before the model is even asked.
    setDragDropMode(QAbstractItemView::DragDrop);
    setDefaultDropAction(Qt::MoveAction);
    setDragEnabled(true);
    setAcceptDrops(true);
    setDropIndicatorShown(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
}

int PatternLibraryList::dropRowAt(const QPoint &pos) const {
    const QModelIndex index = indexAt(pos);
    if (!index.isValid()) return m_model->patternCount();
    const QRect r = visualRect(index);
    return pos.y() > r.center().y() ? index.row() + 1 : index.row();
}

void PatternLibraryList::dropEvent(QDropEvent *drop) {
    const QStringList formats = m_model->mimeTypes();
    if (formats.isEmpty() || !drop->mimeData()->hasFormat(formats.first()) ||
        (drop->source() && drop->source() != this)) { // another view's rows
        QListView::dropEvent(drop);
        return;
    }
    const int from = currentIndex().row();
    if (from >= 0)
        m_model->moveRows(QModelIndex(), from, 1, QModelIndex(),
                          dropRowAt(drop->position().toPoint()));
    // Reported as a copy so that the view does not remove the dragged row afterwards.
    drop->setDropAction(Qt::CopyAction);
    drop->accept();
    viewport()->update();
}

} // namespace rampart
