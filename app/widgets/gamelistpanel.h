// The games of a PGN file: a filterable, sortable table (GameListModel)
// built off the GUI thread by PgnLoader with a progress bar and Cancel.
// Activating a game (double click, Enter, "Load") reads it from the file and
// puts it into the document's move list (one undo step); "Go to the pawn
// ending" also shows the first position where only kings and pawns are left.
// Games are read tolerantly (a flawed game is read up to its error and
// marked partial, see games/pgnreader.h) unless "Strict PGN" is checked (a
// setting kept in QSettings); a game that cannot be read is listed with the
// reason and refused with a message; nothing in the document changes.
#pragma once

#include <memory>

#include <QWidget>

#include "models/gamelistmodel.h"

#include "workers/pgnloader.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace rampart {

class PositionDocument;

class GameListPanel : public QWidget {
    Q_OBJECT

public:
    explicit GameListPanel(PositionDocument *document, QWidget *parent = nullptr);

    // Starts loading the file (the list fills when it is done).
    void openFile(const QString &path);
    QString path() const { return m_path; }
    // A file is being read; loadFinished() follows.
    bool isLoading() const;
    void cancelLoad();

    GameListModel *model() const { return m_model; }
    QSortFilterProxyModel *filterModel() const { return m_filter; }
    QTableView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filterEdit; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }
    QCheckBox *strictBox() const { return m_strict; }
    // Strict reading (the setting); changing it reads an open file again.
    bool isStrict() const;
    void setStrict(bool strict);

    // Loads game `index` (0-based in the file) into the document; with
    // toPawnEnding, shows the first pawn-ending position. False (and a
    // message in statusLabel()) when the game cannot be read.
    bool loadGame(int index, bool toPawnEnding = false);

public slots:
    // Loads the selected game, at its pawn ending when asked.
    void loadSelected();
    void loadSelectedAtPawnEnding();

signals:
    void gameLoaded(int index);
    // The latest openFile() ended: ok when the list shows the file; false
    // when it was cancelled or could not be read (the list shown before
    // stays, the status line says why).
    void loadFinished(bool ok);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onLoadFinished(int requestId, const PgnLoadResult &result);
    void retranslate();
    void updateSummary();
    // The status line; an error is drawn so that it stands out.
    void showStatus(const QString &text, bool error = false);
    int selectedGame() const;

    PositionDocument *m_document;
    PgnLoader *m_loader;
    GameListModel *m_model;
    QSortFilterProxyModel *m_filter;
    std::shared_ptr<PgnDatabase> m_database;
    QString m_path;
    QString m_loadError;
    int m_request = 0;
    bool m_loading = false;

    QLineEdit *m_filterEdit;
    QTableView *m_view;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_load;
    QPushButton *m_toEnding;
    QCheckBox *m_strict;
    QLabel *m_status;
};

} // namespace rampart
