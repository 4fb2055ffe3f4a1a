#include "widgets/enginesdialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "search/search.h"

#include "services/searchsettings.h"

namespace rampart {

namespace {
enum EngineColumn { NameColumn, ProgramColumn };
} // namespace

EnginesDialog::EnginesDialog(QWidget *parent)
    : QDialog(parent) {
    setWindowTitle(tr("Engines"));
    setObjectName(QStringLiteral("enginesDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("UCI engines analyse beside Rampart's own search, each in its own "
                                "process; checked engines appear in the analysis panel."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QTreeWidget(this);
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Name"), tr("Program")});
    m_list->header()->setSectionResizeMode(NameColumn, QHeaderView::ResizeToContents);
    layout->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("&Add…"), this);
    m_find = new QPushButton(tr("&Find installed"), this);
    m_find->setToolTip(tr("Adds the engines installed on this computer that Rampart knows "
                          "(Stockfish, Debian package \"stockfish\")."));
    m_remove = new QPushButton(tr("&Remove"), this);
    buttons->addWidget(m_add);
    buttons->addWidget(m_find);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    auto *threadsRow = new QHBoxLayout;
    auto *threadsLabel = new QLabel(tr("&Threads of Rampart's search:"), this);
    m_threads = new QSpinBox(this);
    m_threads->setRange(1, MaxSearchThreads);
    m_threads->setToolTip(tr("How many threads Rampart's own analysis searches on. The default "
                             "is one per core of this computer (%n core(s)).",
                             nullptr, SearchSettings::defaultThreads()));
    threadsLabel->setBuddy(m_threads);
    threadsRow->addWidget(threadsLabel);
    threadsRow->addWidget(m_threads);
    threadsRow->addStretch(1);
    layout->addLayout(threadsRow);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(box);

    connect(m_add, &QPushButton::clicked, this, &EnginesDialog::onAdd);
    connect(m_find, &QPushButton::clicked, this, [this] {
        const int added = addInstalled();
        m_message->setText(added ? tr("%n engine(s) added.", nullptr, added)
                                 : tr("No other installed engine was found."));
    });
    connect(m_remove, &QPushButton::clicked, this,
            [this] { removeEngine(m_list->indexOfTopLevelItem(m_list->currentItem())); });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &EnginesDialog::updateButtons);
    connect(box, &QDialogButtonBox::accepted, this, &EnginesDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &EnginesDialog::reject);
    setEngines(EngineSettings::engines());
    setSearchThreads(SearchSettings::threads());
    resize(560, 320);
}

QList<EngineConfig> EnginesDialog::engines() const {
    QList<EngineConfig> list;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_list->topLevelItem(i);
        QString name = item->text(NameColumn).trimmed();
        const QString program = item->text(ProgramColumn);
        if (name.isEmpty()) name = QFileInfo(program).fileName();
        list.append({name, program, item->checkState(NameColumn) == Qt::Checked});
    }
    return list;
}

void EnginesDialog::setEngines(const QList<EngineConfig> &engines) {
    m_list->clear();
    for (const EngineConfig &e : engines) {
        auto *item = new QTreeWidgetItem(m_list, {e.name, e.program});
        item->setFlags(item->flags() | Qt::ItemIsEditable | Qt::ItemIsUserCheckable);
        item->setCheckState(NameColumn, e.enabled ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(ProgramColumn, e.program);
    }
    updateButtons();
}

QString EnginesDialog::addEngine(const QString &program) {
    const QString absolute = program.isEmpty() ? program : QFileInfo(program).absoluteFilePath();
    QString problem = EngineSettings::problemWith(absolute);
    if (problem.isEmpty()) {
        for (const EngineConfig &e : engines())
            if (e.program == absolute) problem = tr("%1 is listed already.").arg(absolute);
    }
    if (!problem.isEmpty()) {
        m_message->setText(problem);
        return problem;
    }
    QList<EngineConfig> list = engines();
    list.append({QFileInfo(absolute).baseName(), absolute, true});
    setEngines(list);
    m_list->setCurrentItem(m_list->topLevelItem(m_list->topLevelItemCount() - 1));
    m_message->setText(tr("Added %1. Double-click its name to rename it.").arg(absolute));
    return {};
}

void EnginesDialog::removeEngine(int row) {
    if (row < 0 || row >= m_list->topLevelItemCount()) return;
    delete m_list->takeTopLevelItem(row);
    updateButtons();
}

int EnginesDialog::addInstalled() {
    QList<EngineConfig> list = engines();
    int added = 0;
    for (const EngineConfig &found : EngineSettings::detect()) {
        const bool listed = std::any_of(list.begin(), list.end(), [&](const EngineConfig &e) {
            return e.program == found.program;
        });
        if (!listed) {
            list.append(found);
            ++added;
        }
    }
    if (added) setEngines(list);
    return added;
}

QString EnginesDialog::message() const {
    return m_message->text();
}

int EnginesDialog::searchThreads() const {
    return m_threads->value();
}

void EnginesDialog::setSearchThreads(int threads) {
    m_threads->setValue(threads);
}

void EnginesDialog::accept() {
    EngineSettings::save(engines());
    SearchSettings::setThreads(searchThreads());
    QDialog::accept();
}

void EnginesDialog::onAdd() {
    const QString program =
        QFileDialog::getOpenFileName(this, tr("Add a UCI engine"), QStringLiteral("/usr/games"));
    if (!program.isEmpty()) addEngine(program);
}

void EnginesDialog::updateButtons() {
    m_remove->setEnabled(m_list->currentItem() != nullptr);
}

} // namespace rampart
