#include "widgets/browserstatisticspanel.h"

#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGridLayout>
#include <QImage>
#include <QLabel>
#include <QListView>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtConcurrent>

#include "chess/fen.h"

#include "text/localnumber.h"
#include "text/tablebasetext.h"

#include "io/filewriter.h"

#include "models/browserpositionlistmodel.h"
#include "models/browserstatisticsmodel.h"

namespace rampart {

namespace {
const QSize MinimumPngSize(640, 400);
} // namespace

BrowserStatisticsPanel::BrowserStatisticsPanel(const TableRegistry &tables, QWidget *parent)
    : QWidget(parent)
    , m_tables(tables)
    , m_material(*Material::parse("KPK"))
    , m_watcher(new QFutureWatcher<std::optional<MaterialStatistics>>(this))
    , m_model(new BrowserStatisticsModel(this))
    , m_recordModel(new BrowserPositionListModel(this))
    , m_zugzwangModel(new BrowserPositionListModel(this)) {
    m_model->setObjectName(QStringLiteral("tbStatisticsModel"));
    m_recordModel->setObjectName(QStringLiteral("recordModel"));
    m_zugzwangModel->setObjectName(QStringLiteral("zugzwangModel"));
    auto *layout = new QVBoxLayout(this);
    m_summaryLabel = new QLabel;
    m_summaryLabel->setWordWrap(true);
    m_summaryLabel->setTextFormat(Qt::RichText);
    m_chart = new QChart;
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chartView = new QChartView(m_chart);
    m_chartView->setObjectName(QStringLiteral("statisticsChart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220);
    m_recordLabel = new QLabel;
    m_zugzwangLabel = new QLabel;
    m_recordView = new QListView;
    m_recordView->setObjectName(QStringLiteral("recordView"));
    m_recordView->setModel(m_recordModel);
    m_zugzwangView = new QListView;
    m_zugzwangView->setObjectName(QStringLiteral("zugzwangView"));
    m_zugzwangView->setModel(m_zugzwangModel);
    for (QListView *v : {m_recordView, m_zugzwangView}) {
        v->setEditTriggers(QAbstractItemView::NoEditTriggers);
        v->setUniformItemSizes(true);
        v->setTextElideMode(Qt::ElideNone); // a FEN cut short is no use: scroll sideways
        v->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
        connect(v, &QListView::clicked, this, [this](const QModelIndex &index) {
            const FenResult r =
                parseFen(index.data(BrowserPositionListModel::FenRole).toString().toStdString());
            if (r.ok()) emit positionChosen(*r.position);
        });
    }
    m_exportButton = new QPushButton;
    m_exportButton->setObjectName(QStringLiteral("exportStatisticsButton"));
    auto *lists = new QGridLayout;
    lists->addWidget(m_recordLabel, 0, 0);
    lists->addWidget(m_zugzwangLabel, 0, 1);
    lists->addWidget(m_recordView, 1, 0);
    lists->addWidget(m_zugzwangView, 1, 1);
    layout->addWidget(m_summaryLabel);
    layout->addWidget(m_chartView, 2);
    layout->addLayout(lists, 1);
    layout->addWidget(m_exportButton, 0, Qt::AlignLeft);
    connect(m_exportButton, &QPushButton::clicked, this, &BrowserStatisticsPanel::exportRequested);

    connect(m_watcher, &QFutureWatcher<std::optional<MaterialStatistics>>::finished, this, [this] {
        if (m_watcher->future().resultCount() == 0 || !m_watcher->result()) return;
        m_statistics.insert(key(m_computing), *m_watcher->result());
        if (m_computing == m_material) showStatistics();
        // Another table may have been chosen while this one was computed.
        if (!hasStatistics() && isVisible()) ensureStatistics();
    });
    retranslate();
}

BrowserStatisticsPanel::~BrowserStatisticsPanel() {
    m_cancel.store(true, std::memory_order_relaxed);
    m_watcher->waitForFinished();
}

void BrowserStatisticsPanel::setMaterial(const Material &material) {
    m_material = material.canonical();
    if (hasStatistics()) {
        if (!m_model->hasStatistics() || !(m_model->statistics().material == m_material))
            showStatistics();
    } else if (isVisible()) {
        ensureStatistics(); // also once a table that was being built is there
    }
}

void BrowserStatisticsPanel::ensureStatistics() {
    if (hasStatistics()) {
        if (!m_model->hasStatistics() || !(m_model->statistics().material == m_material))
            showStatistics();
        return;
    }
    const MaterialTable *table = m_tables.find(m_material);
    if (!table) {
        m_summaryLabel->setText(
            tr("The table %1 is not built yet; its statistics follow when it is.")
                .arg(key(m_material)));
        return;
    }
    if (!m_watcher->isRunning()) {
        m_computing = m_material;
        m_summaryLabel->setText(tr("Computing the statistics of %1…").arg(key(m_material)));
        // The registry keeps published tables alive as long as it lives.
        const std::atomic<bool> *cancel = &m_cancel;
        m_watcher->setFuture(QtConcurrent::run([table, cancel] {
            return MaterialStatistics::compute(*table, MaterialStatistics::MaxListed, cancel);
        }));
    }
}

void BrowserStatisticsPanel::showStatistics() {
    const auto it = m_statistics.constFind(key(m_material));
    if (it == m_statistics.constEnd()) return;
    const MaterialStatistics &stats = *it;
    m_model->setStatistics(stats);
    const QLocale locale;
    // Sides as columns, figures as rows: narrow enough for a dock.
    const MaterialSideStatistics &ws = stats.sides[White], &bs = stats.sides[Black];
    QString summary = QStringLiteral("<b>%1</b><table cellspacing=3><tr><th></th>"
                                     "<th align=right>%2</th><th align=right>%3</th></tr>")
                          .arg(tr("%1 (50-move rule ignored)").arg(key(stats.material)),
                               tr("White to move"), tr("Black to move"));
    const auto addRow = [&](const QString &name, quint64 white, quint64 black) {
        summary +=
            QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                .arg(name, locale.toString(qulonglong(white)), locale.toString(qulonglong(black)));
    };
    addRow(tr("Positions"), ws.legal, bs.legal);
    // Each column counts from its side to move's point of view (a win in the
    // Black-to-move column is Black's win): the names say so.
    addRow(tr("Won by the side to move"), ws.wins, bs.wins);
    addRow(tr("Draws"), ws.draws, bs.draws);
    addRow(tr("Lost by the side to move"), ws.losses, bs.losses);
    addRow(tr("Longest mate (moves)"), quint64(ws.longestWinMoves), quint64(bs.longestLossMoves));
    summary += QStringLiteral("</table>") +
               tr("Mutual zugzwangs: %1").arg(locale.toString(qulonglong(stats.mutualZugzwangs)));
    m_summaryLabel->setText(summary);

    // The histogram chart, drawn from the model's rows.
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    auto *series = new QBarSeries;
    auto *white = new QBarSet(tr("Wins, White to move"));
    auto *black = new QBarSet(tr("Losses, Black to move"));
    white->setColor(QColor(0x2e, 0x9d, 0x3a));
    black->setColor(QColor(0xd3, 0x2f, 0x2f));
    qreal top = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const qreal w = qreal(m_model->count(row, White));
        const qreal b = qreal(m_model->count(row, Black));
        *white << w;
        *black << b;
        top = std::max({top, w, b});
    }
    series->append(white);
    series->append(black);
    m_chart->addSeries(series);
    // A value axis rather than a category axis: some thirty DTM values
    // would not leave room for a label each, so ticks every few moves.
    auto *xAxis = new QValueAxis;
    xAxis->setRange(-0.5, qMax(0.5, m_model->rowCount() - 0.5));
    xAxis->setTickType(QValueAxis::TicksDynamic);
    xAxis->setTickAnchor(0);
    xAxis->setTickInterval(m_model->rowCount() > 12 ? 5 : 1);
    xAxis->setLabelFormat(QStringLiteral("%.0f"));
    xAxis->setTitleText(tr("Distance to mate (moves)"));
    auto *yAxis = new QValueAxis;
    yAxis->setRange(0, top > 0 ? top * 1.05 : 1);
    yAxis->applyNiceNumbers(); // round ticks (100000, 200000), not 390893
    yAxis->setLabelFormat(QStringLiteral("%.0f"));
    yAxis->setTitleText(tr("Positions"));
    m_chart->addAxis(xAxis, Qt::AlignBottom);
    m_chart->addAxis(yAxis, Qt::AlignLeft);
    series->attachAxis(xAxis);
    series->attachAxis(yAxis);
    m_chart->setTitle(tr("%1: positions by distance to mate").arg(key(stats.material)));

    // The longest mates White gives, with either side to move.
    const int longest = m_model->longestMate();
    std::vector<std::string> records;
    if (ws.longestWinMoves == longest) records = ws.longestWins;
    if (bs.longestLossMoves == longest)
        records.insert(records.end(), bs.longestLosses.begin(), bs.longestLosses.end());
    // The rows are bare FENs (all share the distance, said in the title
    // above them), so the two lists side by side show them whole.
    m_recordModel->setPositions(records, QString());
    m_zugzwangModel->setPositions(stats.zugzwangFens, QString());
    m_recordLabel->setText(tr("Record positions, mate in %1 (%2 up to symmetry)")
                               .arg(locale.toString(longest))
                               .arg(locale.toString(qulonglong(records.size()))));
    m_zugzwangLabel->setText(tr("Mutual zugzwangs (%1 up to symmetry)")
                                 .arg(locale.toString(qulonglong(stats.zugzwangFens.size()))));
}

bool BrowserStatisticsPanel::exportCsv(const QString &path, QString *error) {
    if (!m_model->hasStatistics()) {
        if (error) *error = tr("The statistics are not computed yet.");
        return false;
    }
    const FileWriteResult written = FileWriter::write(path, m_model->toCsv().toUtf8());
    if (!written && error) *error = written.reason;
    return written.ok;
}

bool BrowserStatisticsPanel::exportPng(const QString &path, QString *error) {
    if (!m_model->hasStatistics()) {
        if (error) *error = tr("The statistics are not computed yet.");
        return false;
    }
    const QSize size = m_chartView->size().expandedTo(MinimumPngSize);
    // Render at the export size, then put the view back.
    const QSize old = m_chartView->size();
    m_chartView->resize(size);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    m_chartView->render(&painter);
    painter.end();
    m_chartView->resize(old);
    const FileWriteResult written =
        FileWriter::write(path, [&image](QIODevice &device) { return image.save(&device, "PNG"); });
    if (!written && error) {
        *error = written.produced || !written.reason.isEmpty()
                     ? written.reason
                     : tr("The image could not be encoded.");
    }
    return written.ok;
}

void BrowserStatisticsPanel::showEvent(QShowEvent *event) {
    QWidget::showEvent(event);
    ensureStatistics();
}

void BrowserStatisticsPanel::retranslate() {
    m_exportButton->setText(tr("Export statistics…"));
    if (m_model->hasStatistics()) showStatistics();
}

void BrowserStatisticsPanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

} // namespace rampart
