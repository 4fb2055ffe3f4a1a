#include "widgets/tablebasesettingsdialog.h"

#include <map>

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "text/localnumber.h"
#include "text/tablebasetext.h"

namespace rampart {

TablebaseSettingsDialog::TablebaseSettingsDialog(QWidget *parent)
    : QDialog(parent) {
    setWindowTitle(tr("Tablebase folders"));
    auto *layout = new QVBoxLayout(this);
    auto *boxes = new QHBoxLayout;
    boxes->addWidget(makeFolderBox(
        tr("Syzygy"),
        tr("Folders of .rtbw (win/draw/loss) and .rtbz (DTZ) files. Syzygy tells who wins and "
           "the distance to the next capture or pawn move, never a distance to mate."),
        m_syzygy));
    boxes->addWidget(makeFolderBox(
        tr("Gaviota"),
        tr("Folders of .gtb.cp1 … .gtb.cp4 files (up to five men). Gaviota tells the distance "
           "to mate. Debian's package gaviotatb installs the three-man files in "
           "/usr/share/gaviotatb/gtb4 (and in each other compression scheme beside it)."),
        m_gaviota));
    layout->addLayout(boxes);

    auto *scanRow = new QHBoxLayout;
    m_scanButton = new QPushButton(tr("Scan the folders"));
    m_busy = new QProgressBar;
    m_busy->setRange(0, 0); // busy: a scan has no measurable steps
    m_busy->setVisible(false);
    scanRow->addWidget(m_scanButton);
    scanRow->addWidget(m_busy, 1);
    layout->addLayout(scanRow);

    m_report = new QTextBrowser;
    m_report->setMinimumHeight(200);
    layout->addWidget(m_report, 1);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    layout->addWidget(m_buttons);

    connect(m_scanButton, &QPushButton::clicked, this, &TablebaseSettingsDialog::scan);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TablebaseSettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &TablebaseSettingsDialog::reject);
    connect(&m_watcher, &QFutureWatcher<TablebaseReports>::finished, this, [this] {
        m_busy->setVisible(false);
        m_scanButton->setEnabled(true);
        m_buttons->setEnabled(true);
        showReports(m_watcher.result());
        emit scanFinished();
        if (m_closeAfterScan) {
            m_closeAfterScan = false;
            QDialog::reject();
        }
    });

    m_startSyzygy = TablebaseSettings::syzygyFolders();
    m_startGaviota = TablebaseSettings::gaviotaFolders();
    m_scannedSyzygy = m_startSyzygy; // applied at start-up
    m_scannedGaviota = m_startGaviota;
    setFolders(m_startSyzygy, m_startGaviota);
    resize(820, 560);
}

TablebaseSettingsDialog::~TablebaseSettingsDialog() {
    // The sources are process-wide: let a running scan finish, never cut it.
    m_watcher.waitForFinished();
}

QWidget *TablebaseSettingsDialog::makeFolderBox(const QString &title, const QString &hint,
                                                FolderBox &box) {
    auto *group = new QGroupBox(title);
    auto *layout = new QVBoxLayout(group);
    auto *label = new QLabel(hint);
    label->setWordWrap(true);
    layout->addWidget(label);
    box.list = new QListWidget;
    layout->addWidget(box.list);
    auto *buttons = new QHBoxLayout;
    box.add = new QPushButton(tr("Add folder…"));
    box.remove = new QPushButton(tr("Remove"));
    buttons->addWidget(box.add);
    buttons->addWidget(box.remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(box.add, &QPushButton::clicked, this, [this, &box] { addFolder(box); });
    connect(box.remove, &QPushButton::clicked, this, [&box] { delete box.list->currentItem(); });
    return group;
}

void TablebaseSettingsDialog::addFolder(FolderBox &box) {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Tablebase folder"));
    if (!folder.isEmpty() && box.list->findItems(folder, Qt::MatchExactly).isEmpty())
        box.list->addItem(folder);
}

QStringList TablebaseSettingsDialog::syzygyFolders() const {
    QStringList out;
    for (int i = 0; i < m_syzygy.list->count(); ++i) out << m_syzygy.list->item(i)->text();
    return out;
}

QStringList TablebaseSettingsDialog::gaviotaFolders() const {
    QStringList out;
    for (int i = 0; i < m_gaviota.list->count(); ++i) out << m_gaviota.list->item(i)->text();
    return out;
}

void TablebaseSettingsDialog::setFolders(const QStringList &syzygy, const QStringList &gaviota) {
    m_syzygy.list->clear();
    m_syzygy.list->addItems(syzygy);
    m_gaviota.list->clear();
    m_gaviota.list->addItems(gaviota);
}

void TablebaseSettingsDialog::scan() {
    if (m_watcher.isRunning()) return;
    m_busy->setVisible(true);
    m_scanButton->setEnabled(false);
    m_buttons->setEnabled(false);
    m_report->setPlainText(tr("Scanning: every file is checked and tried once…"));
    m_scannedSyzygy = syzygyFolders();
    m_scannedGaviota = gaviotaFolders();
    m_watcher.setFuture(TablebaseSettings::apply(m_scannedSyzygy, m_scannedGaviota));
}

QString TablebaseSettingsDialog::reportText() const {
    return m_report->toPlainText();
}

QString TablebaseSettingsDialog::reportHtml(const QString &title, const QString &kinds,
                                            const TbFolderReport &report) {
    QString html = QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped());
    if (report.folders.empty()) return html + tr("<p>Off: no folder chosen.</p>");
    // Materials with their kinds, e.g. "KPvKP (WDL, DTZ)".
    std::map<std::string, QStringList> materials;
    for (const TbFileInfo &f : report.files)
        materials[f.material] << QString::fromStdString(f.kind +
                                                        (f.scheme.empty() ? "" : " " + f.scheme));
    QStringList items;
    for (const auto &[material, k] : materials)
        items << QStringLiteral("%1 (%2)").arg(QString::fromStdString(material),
                                               k.join(QStringLiteral(", ")));
    html += tr("<p>%1: %2 materials in %3 files, up to %4 men.</p>")
                .arg(kinds)
                .arg(localNumber(materials.size()))
                .arg(localNumber(report.files.size()))
                .arg(localNumber(report.largestMen));
    if (!items.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(items.join(QStringLiteral(", ")).toHtmlEscaped());
    if (!report.problems.empty()) {
        html += tr("<p><b>Problems</b></p>") + QStringLiteral("<ul>");
        for (const TbProblem &p : report.problems)
            html +=
                QStringLiteral("<li>%1</li>").arg(TablebaseText::problemText(p).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html;
}

void TablebaseSettingsDialog::showReports(const TablebaseReports &reports) {
    m_report->setHtml(reportHtml(tr("Syzygy"), tr("win/draw/loss and DTZ"), reports.syzygy) +
                      reportHtml(tr("Gaviota"), tr("distance to mate"), reports.gaviota));
}

void TablebaseSettingsDialog::accept() {
    TablebaseSettings::save(syzygyFolders(), gaviotaFolders());
    // Folders changed since the last scan: scan them now (in the background).
    if (syzygyFolders() != m_scannedSyzygy || gaviotaFolders() != m_scannedGaviota)
        TablebaseSettings::apply(syzygyFolders(), gaviotaFolders());
    QDialog::accept();
}

void TablebaseSettingsDialog::reject() {
    // Back to the folders the dialog started with.
    if (m_watcher.isRunning()) {
        m_closeAfterScan = true;
        return;
    }
    if (m_scannedSyzygy != m_startSyzygy || m_scannedGaviota != m_startGaviota)
        TablebaseSettings::apply(m_startSyzygy, m_startGaviota);
    QDialog::reject();
}

} // namespace rampart
