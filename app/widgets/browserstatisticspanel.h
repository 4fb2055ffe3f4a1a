// The statistics tab of the tablebase browser: for one table (any material
// up to four men, read from the shared TableRegistry), wins, draws
// and losses per side to move, the DTM histogram as a Qt Charts bar chart,
// the record positions and the mutual zugzwangs as lists (a click emits
// positionChosen), and CSV/PNG export. Statistics are computed off the GUI
// thread with QtConcurrent, once per table, and kept; a table that is not
// built yet is computed once it is.
//
// Children by object name: tbStatisticsModel, recordModel, zugzwangModel,
// recordView, zugzwangView, statisticsChart (a QChartView),
// exportStatisticsButton.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse <compare>, which these headers include
#include "tables/materialstatistics.h"
#include "tables/tableregistry.h"
#endif

#include <QFutureWatcher>
#include <QHash>
#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QListView;
class QPushButton;

namespace rampart {

class Position;
class BrowserPositionListModel;
class BrowserStatisticsModel;

class BrowserStatisticsPanel : public QWidget {
    Q_OBJECT

public:
    explicit BrowserStatisticsPanel(const TableRegistry &tables, QWidget *parent = nullptr);
    ~BrowserStatisticsPanel() override;

    // The table shown; its statistics are computed off the GUI thread when
    // missing and the panel is visible (shown, or visible when the material
    // changes). The canonical material is shown (KPKQ shows KQKP's
    // statistics).
    void setMaterial(const Material &material);
    const Material &material() const { return m_material; }
    // The statistics of the material are known, and then shown.
    bool hasStatistics() const { return m_statistics.contains(key(m_material)); }

    bool exportCsv(const QString &path, QString *error = nullptr);
    bool exportPng(const QString &path, QString *error = nullptr);

signals:
    void positionChosen(const rampart::Position &position);
    // The Export button: the owner asks where and calls exportCsv/exportPng.
    void exportRequested();

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // Shows the material's statistics, or starts computing them (unless
    // its table is not built yet: the summary says so).
    void ensureStatistics();
    void showStatistics();
    static QString key(const Material &m) { return QString::fromStdString(m.name()); }

    const TableRegistry &m_tables;
    Material m_material;
    QHash<QString, MaterialStatistics> m_statistics; // by canonical name
    QFutureWatcher<std::optional<MaterialStatistics>> *m_watcher;
    Material m_computing;
    std::atomic<bool> m_cancel{false}; // set when the panel goes away

    BrowserStatisticsModel *m_model;
    BrowserPositionListModel *m_recordModel;
    BrowserPositionListModel *m_zugzwangModel;
    QLabel *m_summaryLabel;
    QChart *m_chart;
    QChartView *m_chartView;
    QLabel *m_recordLabel, *m_zugzwangLabel;
    QListView *m_recordView, *m_zugzwangView;
    QPushButton *m_exportButton;
};

} // namespace rampart
