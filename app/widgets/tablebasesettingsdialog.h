// Settings → Tablebase folders: the folders of Syzygy and Gaviota files,
// with what a scan found there (materials, kinds, compression) and every
// problem in words. The scan runs off the GUI thread (a busy bar while it
// runs); OK saves the folders (QSettings) and keeps the scanned sources,
// Cancel restores the folders the dialog started with.
#pragma once

#include <QDialog>
#include <QFutureWatcher>

#include "services/tablebasesettings.h"

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTextBrowser;

namespace rampart {

class TablebaseSettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit TablebaseSettingsDialog(QWidget *parent = nullptr);
    ~TablebaseSettingsDialog() override;

    QStringList syzygyFolders() const;
    QStringList gaviotaFolders() const;
    void setFolders(const QStringList &syzygy, const QStringList &gaviota);
    // Scans the folders in the lists (in the background).
    void scan();
    bool isScanning() const { return m_watcher.isRunning(); }
    // The report text shown (for tests and screenshots).
    QString reportText() const;

    void accept() override;
    void reject() override;

signals:
    void scanFinished();

private:
    struct FolderBox {
        QListWidget *list = nullptr;
        QPushButton *add = nullptr;
        QPushButton *remove = nullptr;
    };
    QWidget *makeFolderBox(const QString &title, const QString &hint, FolderBox &box);
    void addFolder(FolderBox &box);
    void showReports(const TablebaseReports &reports);
    static QString reportHtml(const QString &title, const QString &kinds,
                              const TbFolderReport &report);

    FolderBox m_syzygy, m_gaviota;
    QPushButton *m_scanButton;
    QProgressBar *m_busy;
    QTextBrowser *m_report;
    QDialogButtonBox *m_buttons;
    QFutureWatcher<TablebaseReports> m_watcher;
    QStringList m_startSyzygy, m_startGaviota;
    QStringList m_scannedSyzygy, m_scannedGaviota; // what the sources hold now
    bool m_closeAfterScan = false;
};

} // namespace rampart
