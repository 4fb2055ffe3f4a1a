// The pattern editor's library list: the patterns of a PatternLibraryModel,
// renamed in place (double-click or F2) and reordered by drag and drop. A
// drop of one of its own rows moves that pattern through the model's
// undoable moveRows() (one undo step), the same whatever the Qt version
// does for internal moves, and never as an insert plus a remove; other
// drops are left to QListView.
#pragma once

#include <QListView>

namespace rampart {

class PatternLibraryModel;

class PatternLibraryList : public QListView {
    Q_OBJECT

public:
    explicit PatternLibraryList(PatternLibraryModel *model, QWidget *parent = nullptr);

    // The row a drop at pos (viewport coordinates) puts the dragged pattern
    // before (0 .. patternCount()).
    int dropRowAt(const QPoint &pos) const;

protected:
    void dropEvent(QDropEvent *event) override;

private:
    PatternLibraryModel *m_model;
};

} // namespace rampart
