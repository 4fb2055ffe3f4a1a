#include "widgets/patternproblemspane.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

#include "text/localnumber.h"

#include "models/patternlibrarymodel.h"

namespace rampart {

namespace {
const QColor FileProblemColor(0xc6, 0x28, 0x28);
} // namespace

PatternProblemsPane::PatternProblemsPane(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel)
    , m_list(new QListWidget) {
    m_label->setObjectName(QStringLiteral("patternProblemsLabel"));
    m_list->setObjectName(QStringLiteral("patternProblemList"));
    m_list->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_list, 1);
    connect(m_list, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { activate(m_list->row(item)); });
    connect(m_list, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { activate(m_list->row(item)); });
}

void PatternProblemsPane::showProblems(const QString &fileHeading, const QStringList &fileProblems,
                                       const std::vector<PatternLibraryProblem> &problems) {
    m_list->clear();
    if (!fileProblems.isEmpty()) {
        auto *heading = new QListWidgetItem(fileHeading);
        heading->setForeground(FileProblemColor);
        QFont bold = heading->font();
        bold.setBold(true);
        heading->setFont(bold);
        m_list->addItem(heading);
        for (const QString &text : fileProblems) {
            auto *item = new QListWidgetItem(text);
            item->setForeground(FileProblemColor);
            m_list->addItem(item);
        }
    }
    for (const PatternLibraryProblem &problem : problems) {
        auto *item = new QListWidgetItem(PatternLibraryModel::problemText(problem));
        item->setData(Qt::UserRole, problem.patternIndex);
        item->setData(Qt::UserRole + 1, QString::fromStdString(problem.field));
        m_list->addItem(item);
    }
    m_label->setText(
        problems.empty() && fileProblems.isEmpty()
            ? tr("No problems.")
            : tr("Problems (%1):").arg(localNumber(problems.size() + fileProblems.size())));
}

void PatternProblemsPane::activate(int row) {
    const QListWidgetItem *item = m_list->item(row);
    if (!item || !item->data(Qt::UserRole).isValid()) return;
    emit problemActivated(item->data(Qt::UserRole).toInt(),
                          item->data(Qt::UserRole + 1).toString());
}

} // namespace rampart
