#include "gamelistpanel.h"

#include <QCheckBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include "text/localnumber.h"
#include "text/pgnerrortext.h"

#include "models/positiondocument.h"

#include "widgets/accessiblenames.h"

namespace rampart {

namespace {
constexpr const char *StrictKey = "pgn/strictReading"; // QSettings: bool
}

GameListPanel::GameListPanel(PositionDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_loader(new PgnLoader(this))
    , m_model(new GameListModel(this))
    , m_filter(new QSortFilterProxyModel(this)) {
    m_filter->setSourceModel(m_model);
    m_filter->setFilterKeyColumn(-1); // any column
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setSortRole(GameListModel::SortRole);

    auto *layout = new QVBoxLayout(this);
    // The controls and the status sit above the table, which takes what room
    // is left: a low dock shrinks the table, never hides a button or a message.
    m_filterEdit = new QLineEdit(this);
    m_filterEdit->setClearButtonEnabled(true);
    m_load = new QPushButton(this);
    m_load->setObjectName(QStringLiteral("loadGameButton"));
    m_toEnding = new QPushButton(this);
    m_toEnding->setObjectName(QStringLiteral("toPawnEndingButton"));
    m_strict = new QCheckBox(this);
    m_strict->setObjectName(QStringLiteral("strictPgnBox"));
    m_strict->setChecked(QSettings().value(QLatin1String(StrictKey), false).toBool());
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_filterEdit, 1);
    controls->addWidget(m_load);
    controls->addWidget(m_toEnding);
    controls->addWidget(m_strict);
    layout->addLayout(controls);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("gameListStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_view = new QTableView(this);
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(GameListModel::NumberColumn, Qt::AscendingOrder);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    constexpr int MinimumTableRows = 2;
    m_view->setMinimumHeight(m_view->horizontalHeader()->sizeHint().height() +
                             MinimumTableRows * m_view->verticalHeader()->defaultSectionSize());
    layout->addWidget(m_view, 1);

    auto *progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_cancel = new QPushButton(this);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);
    layout->insertLayout(1, progressRow);
    m_progress->hide();
    m_cancel->hide();

    connect(m_filterEdit, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setFilterFixedString(text);
        updateSummary();
    });
    connect(m_view, &QTableView::activated, this, &GameListPanel::loadSelected);
    connect(m_load, &QPushButton::clicked, this, &GameListPanel::loadSelected);
    connect(m_toEnding, &QPushButton::clicked, this, &GameListPanel::loadSelectedAtPawnEnding);
    connect(m_cancel, &QPushButton::clicked, this, &GameListPanel::cancelLoad);
    connect(m_strict, &QCheckBox::toggled, this, [this](bool strict) {
        QSettings().setValue(QLatin1String(StrictKey), strict);
        if (!m_path.isEmpty()) openFile(m_path);
    });
    connect(m_loader, &PgnLoader::progress, m_progress, &QProgressBar::setValue);
    connect(m_loader, &PgnLoader::finished, this, &GameListPanel::onLoadFinished);
    retranslate();
    updateSummary();
}

void GameListPanel::openFile(const QString &path) {
    m_path = path;
    m_loadError.clear();
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    showStatus(tr("Reading %1...").arg(QFileInfo(path).fileName()));
    m_loading = true;
    m_request = m_loader->start(path, PgnReadOptions{isStrict()});
}

bool GameListPanel::isStrict() const {
    return m_strict->isChecked();
}

void GameListPanel::setStrict(bool strict) {
    m_strict->setChecked(strict);
}

bool GameListPanel::isLoading() const {
    return m_loading;
}

void GameListPanel::cancelLoad() {
    m_loader->cancel();
}

void GameListPanel::onLoadFinished(int requestId, const PgnLoadResult &result) {
    if (requestId != m_request) return;
    m_loading = false;
    m_progress->hide();
    m_cancel->hide();
    if (result.cancelled) {
        // The list shown before stays as it was.
        showStatus(tr("Opening %1 was cancelled.").arg(QFileInfo(m_path).fileName()));
        emit loadFinished(false);
        return;
    }
    if (!result.database) {
        showStatus(tr("Cannot read %1: %2").arg(m_path, result.error), true);
        emit loadFinished(false);
        return;
    }
    m_database = result.database;
    m_model->setGames(result.games);
    m_view->resizeColumnsToContents();
    updateSummary();
    emit loadFinished(true);
}

void GameListPanel::updateSummary() {
    if (!m_database) {
        showStatus(tr("Open a PGN file (File menu) to list its games."));
    } else {
        showStatus(tr("%1: %2 games, %3 shown, %4 reach a pawn ending, %5 could not be read, %6 "
                      "partial.")
                       .arg(QFileInfo(m_path).fileName())
                       .arg(localNumber(m_model->rowCount()))
                       .arg(localNumber(m_filter->rowCount()))
                       .arg(localNumber(m_model->pawnEndingCount()))
                       .arg(localNumber(m_model->brokenCount()))
                       .arg(localNumber(m_model->partialCount())));
    }
    m_load->setEnabled(m_filter->rowCount() > 0);
    m_toEnding->setEnabled(m_filter->rowCount() > 0);
}

int GameListPanel::selectedGame() const {
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid()) return -1;
    return index.data(GameListModel::GameIndexRole).toInt();
}

bool GameListPanel::loadGame(int index, bool toPawnEnding) {
    if (!m_database || index < 0 || index >= m_database->gameCount()) return false;
    const PgnReadResult r = m_database->readGame(index, PgnReadOptions{isStrict()});
    if (!r.ok() && !r.partial) {
        showStatus(tr("Game %1 cannot be loaded: %2")
                       .arg(localNumber(index + 1))
                       .arg(QString::fromStdString(r.error->message())),
                   true);
        return false;
    }
    updateSummary(); // a refusal shown for another game is over
    const PgnIndexEntry &e = m_database->entry(index);
    m_document->loadGame(
        r.game, tr("Load game %1 (%2 – %3)")
                    .arg(localNumber(index + 1))
                    .arg(QString::fromStdString(e.white), QString::fromStdString(e.black)));
    if (toPawnEnding) {
        const int ply = pawnEndingPly(r.game.tree);
        if (ply < 0)
            showStatus(tr("Game %1 does not reach a pawn ending.").arg(localNumber(index + 1)));
        else
            m_document->goToPly(ply);
    }
    if (r.partial)
        showStatus(tr("Game %1 is read up to line %2, column %3 (%4); the rest of its text is "
                      "kept as a comment.")
                       .arg(localNumber(index + 1))
                       .arg(r.error->line)
                       .arg(r.error->column)
                       .arg(PgnErrorText::reason(*r.error)));
    emit gameLoaded(index);
    return true;
}

void GameListPanel::showStatus(const QString &text, bool error) {
    m_status->setText(text);
    // A refusal stands out (the same red as the FEN panel's problems).
    m_status->setStyleSheet(error ? QStringLiteral("color: #a02020; font-weight: bold;")
                                  : QString());
}

void GameListPanel::loadSelected() {
    loadGame(selectedGame(), false);
}

void GameListPanel::loadSelectedAtPawnEnding() {
    loadGame(selectedGame(), true);
}

void GameListPanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void GameListPanel::retranslate() {
    m_filterEdit->setPlaceholderText(tr("Filter: player, event, date, result..."));
    m_filterEdit->setAccessibleName(tr("Filter games"));
    nameClearButton(m_filterEdit);
    m_cancel->setText(tr("Cancel"));
    m_load->setText(tr("Load game"));
    m_toEnding->setText(tr("Go to the pawn ending"));
    m_strict->setText(tr("Strict PGN"));
    m_strict->setToolTip(tr("Read PGN as the standard has it: a game with a flaw (null move, "
                            "stray punctuation, ambiguous move) is not read at all."));
    updateSummary();
}

} // namespace rampart
