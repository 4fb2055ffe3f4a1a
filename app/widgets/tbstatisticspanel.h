// The statistics tab of the tablebase browser: for one table, wins, draws
// and losses per side to move, the DTM histogram as a Qt Charts bar chart,
// the record positions and the mutual zugzwangs as lists (a click emits
// positionChosen), and CSV/PNG export. Statistics are computed off the GUI
// thread with QtConcurrent, once per table, and kept.
#pragma once

#include "tables/tablebase.h"
#include "tables/tablestatistics.h"

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
class TbPositionListModel;
class TbStatisticsModel;

class TbStatisticsPanel : public QWidget {
    Q_OBJECT

public:
    explicit TbStatisticsPanel(const Tablebase &tablebase, QWidget *parent = nullptr);
    ~TbStatisticsPanel() override;

    // The table shown; its statistics are computed when missing and the
    // panel is visible (or ensureStatistics() is called).
    void setTable(TableId id);
    TableId table() const { return m_table; }
    void ensureStatistics(bool wait = false);
    bool hasStatistics() const { return m_statistics.contains(int(m_table)); }

    bool exportCsv(const QString &path, QString *error = nullptr);
    bool exportPng(const QString &path, QString *error = nullptr);

    TbStatisticsModel *model() const { return m_model; }
    TbPositionListModel *recordModel() const { return m_recordModel; }
    TbPositionListModel *zugzwangModel() const { return m_zugzwangModel; }
    QListView *recordView() const { return m_recordView; }
    QListView *zugzwangView() const { return m_zugzwangView; }
    QChart *chart() const { return m_chart; }
    QPushButton *exportButton() const { return m_exportButton; }

signals:
    void positionChosen(const rampart::Position &position);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showStatistics();

    const Tablebase &m_tablebase;
    TableId m_table = TableId::KPK;
    QHash<int, TableStatistics> m_statistics; // by TableId
    QFutureWatcher<TableStatistics> *m_watcher;
    TableId m_computing = TableId::KPK;

    TbStatisticsModel *m_model;
    TbPositionListModel *m_recordModel;
    TbPositionListModel *m_zugzwangModel;
    QLabel *m_summaryLabel;
    QChart *m_chart;
    QChartView *m_chartView;
    QLabel *m_recordLabel, *m_zugzwangLabel;
    QListView *m_recordView, *m_zugzwangView;
    QPushButton *m_exportButton;
};

} // namespace rampart
