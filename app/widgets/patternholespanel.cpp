#include "widgets/patternholespanel.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QTimer>
#include <QVBoxLayout>

#include "chess/fen.h"

#include "services/tableservice.h"

#include "models/browserpositionlistmodel.h"

#include "workers/patternholes.h"

#include "widgets/tablebuildbar.h"

namespace rampart {

namespace {
const char *const PawnTables[] = {"KPK", "KPKP", "KPPK"};
constexpr int AutoRunDelayMs = 300; // pause after the last edit before testing again
} // namespace

PatternHolesPanel::PatternHolesPanel(QWidget *parent)
    : QWidget(parent)
    , m_tables(TableService::shared())
    , m_finder(new PatternHoleFinder(this))
    , m_autoRun(new QTimer(this))
    , m_intro(new QLabel)
    , m_tableLabel(new QLabel)
    , m_summary(new QLabel)
    , m_tableCombo(new QComboBox)
    , m_runButton(new QPushButton)
    , m_exportButton(new QPushButton)
    , m_busy(new QProgressBar)
    , m_buildBar(new TableBuildBar(m_tables))
    , m_holeModel(new BrowserPositionListModel(this))
    , m_holeView(new QListView) {
    m_intro->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (const char *name : PawnTables) m_tableCombo->addItem(QLatin1String(name));
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(160);
    m_busy->hide();
    m_holeView->setModel(m_holeModel);
    m_holeView->setUniformItemSizes(true);
    m_holeView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto *row = new QHBoxLayout;
    row->addWidget(m_tableLabel);
    row->addWidget(m_tableCombo);
    row->addWidget(m_runButton);
    row->addWidget(m_busy);
    row->addStretch(1);
    auto *grid = new QGridLayout;
    for (int column = 0; column < 5; ++column) {
        m_headers[column] = new QLabel;
        m_headers[column]->setStyleSheet(QStringLiteral("font-weight: bold"));
        grid->addWidget(m_headers[column], 0, column + 1, Qt::AlignRight);
    }
    for (int r = 0; r < 3; ++r) {
        m_rowNames[r] = new QLabel;
        grid->addWidget(m_rowNames[r], r + 1, 0);
        for (int column = 0; column < 5; ++column) {
            m_cells[r][column] = new QLabel;
            m_cells[r][column]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_cells[r][column]->setTextInteractionFlags(Qt::TextSelectableByMouse);
            grid->addWidget(m_cells[r][column], r + 1, column + 1);
        }
    }
    grid->setColumnStretch(6, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(row);
    layout->addWidget(m_buildBar);
    layout->addLayout(grid);
    layout->addWidget(m_summary);
    layout->addWidget(m_holeView, 1);
    layout->addWidget(m_exportButton, 0, Qt::AlignLeft);

    m_autoRun->setSingleShot(true);
    m_autoRun->setInterval(AutoRunDelayMs);
    connect(m_autoRun, &QTimer::timeout, this, &PatternHolesPanel::run);
    connect(m_runButton, &QPushButton::clicked, this, &PatternHolesPanel::run);
    connect(m_tableCombo, &QComboBox::activated, this, [this] {
        m_buildBar->setMaterial(*Material::parse(tableName().toStdString()), false);
        m_runWhenBuilt = false; // a build asked for another table no longer runs a test
        m_finder->cancel();     // its result is dropped: no run is busy now
        m_busy->hide();
        m_report.reset();
        showReport();
        scheduleRun();
    });
    connect(m_buildBar, &TableBuildBar::ready, this, [this] {
        // The chosen table is there (built for this test, or by the bar's
        // own Build button): the grid follows without "Test again".
        if (m_runWhenBuilt || (isVisible() && !m_report && !m_finder->isRunning())) run();
    });
    connect(m_finder, &PatternHoleFinder::finished, this, &PatternHolesPanel::onFinished);
    connect(m_holeView, &QListView::clicked, this, [this](const QModelIndex &index) {
        const FenResult r =
            parseFen(index.data(BrowserPositionListModel::FenRole).toString().toStdString());
        if (r.ok()) emit positionActivated(*r.position);
    });
    connect(m_exportButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the knowledge holes"),
                                                          QString(), tr("EPD files (*.epd)"));
        QString error;
        if (!path.isEmpty() && !exportEpd(path, &error))
            m_summary->setText(tr("Could not write %1: %2").arg(path, error));
    });
    m_buildBar->setMaterial(*Material::parse(PawnTables[0]), false);
    retranslate();
}

PatternHolesPanel::~PatternHolesPanel() = default;

void PatternHolesPanel::setPattern(const Pattern &pattern) {
    if (pattern == m_pattern) return;
    m_pattern = pattern;
    m_finder->cancel(); // its result is dropped: no run is busy now
    m_busy->hide();
    m_report.reset();
    showReport();
    scheduleRun();
}

void PatternHolesPanel::scheduleRun() {
    if (!isVisible()) return; // showEvent() catches up
    // A table not built yet is built first, in the background (run() starts
    // it); the test follows when it is there.
    if (!m_tables.registry().find(*Material::parse(tableName().toStdString()))) {
        if (!m_runWhenBuilt) run();
        return;
    }
    m_autoRun->start();
}

void PatternHolesPanel::showEvent(QShowEvent *event) {
    QWidget::showEvent(event);
    if (!m_report && !m_finder->isRunning()) scheduleRun();
}

void PatternHolesPanel::setTable(const QString &name) {
    const int i = m_tableCombo->findText(name);
    if (i < 0) return;
    m_tableCombo->setCurrentIndex(i);
    emit m_tableCombo->activated(i);
}

QString PatternHolesPanel::tableName() const {
    return m_tableCombo->currentText();
}

bool PatternHolesPanel::hasReport() const {
    return m_report != nullptr;
}

const PatternHoleReport &PatternHolesPanel::report() const {
    return *m_report;
}

void PatternHolesPanel::run() {
    m_autoRun->stop();
    const Material material = *Material::parse(tableName().toStdString());
    const MaterialTable *table = m_tables.registry().find(material);
    if (!table) {
        // Built first (progress in the bar); the test follows.
        m_runWhenBuilt = true;
        m_buildBar->setMaterial(material, true);
        return;
    }
    m_runWhenBuilt = false;
    m_report.reset();
    m_request = m_finder->start(m_pattern, *table);
    m_busy->show();
    showCounts();
    m_summary->setText(tr("Testing the pattern on every position of %1…").arg(tableName()));
}

void PatternHolesPanel::onFinished(int requestId, const PatternHoleReport &report) {
    if (requestId != m_request) return;
    m_busy->hide();
    m_report = std::make_unique<PatternHoleReport>(report);
    showReport();
}

QString PatternHolesPanel::countText(int row, int column) const {
    return m_cells[row][column]->text();
}

void PatternHolesPanel::showCounts() {
    const QLocale locale;
    for (int r = 0; r < 3; ++r) {
        for (int column = 0; column < 5; ++column) {
            if (!m_report) {
                m_cells[r][column]->setText(m_busy->isHidden() ? QStringLiteral("–")
                                                               : QStringLiteral("…"));
                continue;
            }
            std::uint64_t value = 0;
            for (Color side : {White, Black}) {
                if (r != 2 && r != int(side)) continue;
                const auto &m = m_report->matchedBy[side];
                value += column == 0   ? m_report->positionsBy[side]
                         : column == 1 ? m[0] + m[1] + m[2]
                                       : m[std::size_t(column - 2)];
            }
            m_cells[r][column]->setText(locale.toString(qulonglong(value)));
        }
    }
}

void PatternHolesPanel::showReport() {
    showCounts();
    m_exportButton->setEnabled(m_report && !m_report->holes.empty());
    if (!m_report) {
        m_holeModel->setPositions({}, QString());
        m_summary->clear();
        return;
    }
    const PatternHoleReport &r = *m_report;
    const QLocale locale;
    m_summary->setText(
        tr("%1 (50-move rule ignored): the pattern matches %2 of %3 positions; its side wins "
           "%4 of them. Holes: %5 drawn, %6 lost%7.")
            .arg(QString::fromStdString(r.table), locale.toString(qulonglong(r.matched)),
                 locale.toString(qulonglong(r.positions)), locale.toString(qulonglong(r.confirmed)),
                 locale.toString(qulonglong(r.drawn)), locale.toString(qulonglong(r.lost)),
                 r.holes.size() < r.drawn + r.lost
                     ? tr(" (the first %1 listed)").arg(locale.toString(qulonglong(r.holes.size())))
                     : QString()));
    std::vector<std::string> fens;
    std::vector<QString> labels;
    fens.reserve(r.holes.size());
    labels.reserve(r.holes.size());
    for (const PatternHole &h : r.holes) {
        fens.push_back(h.fen);
        const QString side = h.patternSide == White ? tr("White") : tr("Black");
        labels.push_back(h.drawn
                             ? tr("%1 only draws").arg(side)
                             : tr("%1 loses, mated in %n move(s)", nullptr, h.dtmMoves).arg(side));
    }
    m_holeModel->setPositions(fens, labels);
}

bool PatternHolesPanel::exportEpd(const QString &path, QString *error) const {
    if (!m_report) {
        if (error) *error = tr("There is no result to export yet.");
        return false;
    }
    const QByteArray bytes = QByteArray::fromStdString(m_report->toEpd());
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error) *error = file.errorString();
    return false;
}

void PatternHolesPanel::retranslate() {
    m_intro->setText(tr("The positions of a pawn table (full board, both sides to move) that "
                        "the pattern matches; wins, draws and losses are for the side to move. "
                        "A pattern claims that its side (White as drawn, Black when it matches "
                        "with colours flipped) wins. Its knowledge holes are the positions of a "
                        "table it matches where that side only draws or even loses; click one to "
                        "open it on the main board."));
    m_tableLabel->setText(tr("Table:"));
    m_runButton->setText(tr("Test again"));
    const QString headers[5] = {tr("Positions"), tr("Matched"), tr("Wins"), tr("Draws"),
                                tr("Losses")};
    for (int column = 0; column < 5; ++column) m_headers[column]->setText(headers[column]);
    m_rowNames[0]->setText(tr("White to move"));
    m_rowNames[1]->setText(tr("Black to move"));
    m_rowNames[2]->setText(tr("Both"));
    m_exportButton->setText(tr("Export EPD…"));
    showReport();
}

void PatternHolesPanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

} // namespace rampart
