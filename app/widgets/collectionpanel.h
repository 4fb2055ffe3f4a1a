// A FEN/EPD collection in a table (PositionCollectionModel): open a file,
// step through it with Previous/Next or by clicking a row; the chosen row's
// position is loaded into the document (undoable). With Practise on, each
// row shown asks for a try at practice there (so Next/Previous step through
// the exercises); a row's context menu does for that row. The Practice
// column shows each row's progress (services/practiceprogress.h); Reset
// progress clears it for the collection's rows.
#pragma once

#include <QWidget>

class QLabel;
class QTableView;
class QToolButton;

namespace rampart {

class PositionCollectionModel;
class PositionDocument;

class CollectionPanel : public QWidget {
    Q_OBJECT

public:
    explicit CollectionPanel(PositionDocument *document, QWidget *parent = nullptr);

    PositionCollectionModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

public slots:
    // Asks for a file and opens it.
    void openFile();
    // Opens a file; returns false (after telling the user) when it cannot be read.
    bool openPath(const QString &path);
    void showRow(int row);
    void showPrevious();
    void showNext();
    // The progress changed (a try ended): the Practice column is read again.
    void practiceProgressChanged();
    // Practise on or off, as its button sets it: turned on, the row shown
    // asks for a try at once (a built-in course opens so).
    void setPractising(bool on);

signals:
    // A try at practice on the row just shown.
    void practiseRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateSummary();

    PositionDocument *m_document;
    PositionCollectionModel *m_model;
    QTableView *m_view;
    QToolButton *m_open;
    QToolButton *m_previous;
    QToolButton *m_next;
    QToolButton *m_practise, *m_resetProgress;
    void resetProgress();
    QLabel *m_summary;
    int m_currentRow = -1;
};

} // namespace rampart
