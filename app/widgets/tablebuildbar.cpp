#include "widgets/tablebuildbar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

#include "text/localnumber.h"

#include "services/tableservice.h"

namespace rampart {

namespace {
QString nameOf(const Material &m) {
    return QString::fromStdString(m.name());
}
} // namespace

TableBuildBar::TableBuildBar(TableService &service, QWidget *parent)
    : QWidget(parent)
    , m_service(service)
    , m_label(new QLabel)
    , m_progress(new QProgressBar)
    , m_cancelButton(new QPushButton)
    , m_buildButton(new QPushButton) {
    m_label->setObjectName(QStringLiteral("tableBuildLabel"));
    m_progress->setObjectName(QStringLiteral("tableBuildProgress"));
    m_cancelButton->setObjectName(QStringLiteral("tableBuildCancelButton"));
    m_buildButton->setObjectName(QStringLiteral("tableBuildButton"));
    m_label->setWordWrap(true);
    m_progress->setTextVisible(true);
    m_progress->setMinimumWidth(120);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_cancelButton);
    layout->addWidget(m_buildButton);
    connect(m_cancelButton, &QPushButton::clicked, &m_service, &TableService::cancel);
    connect(m_buildButton, &QPushButton::clicked, this, [this] {
        m_lastMessage.clear();
        m_progress->reset();
        m_service.request(m_material);
        showState();
    });
    connect(&m_service, &TableService::progress, this, &TableBuildBar::onProgress);
    connect(&m_service, &TableService::buildFinished, this, &TableBuildBar::onFinished);
    showState();
}

bool TableBuildBar::isReady() const {
    return m_service.isReady(m_material);
}

void TableBuildBar::setMaterial(const Material &material, bool autoBuild) {
    const bool changed = !(material == m_material);
    m_material = material;
    if (changed) {
        m_lastMessage.clear();
        m_progress->reset();
    }
    if (autoBuild && !isReady()) m_service.request(material);
    showState();
}

void TableBuildBar::onProgress(const Material &target, int finished, int total,
                               const QString &current) {
    if (!(target == m_material.canonical())) return;
    m_progress->setRange(0, total);
    m_progress->setValue(finished);
    m_label->setText(tr("Building the table %1: %2 of %3 tables done (last: %4). The 50-move "
                        "rule is ignored.")
                         .arg(nameOf(m_material))
                         .arg(localNumber(finished))
                         .arg(localNumber(total))
                         .arg(current));
}

void TableBuildBar::onFinished(const Material &target, bool ok, bool, const QString &message) {
    if (!(target == m_material.canonical())) return;
    m_lastMessage = ok ? QString() : message;
    showState();
    if (ok) emit ready();
}

void TableBuildBar::showState() {
    const bool ready = isReady();
    const bool building =
        !ready && ((m_service.isBuilding() && m_service.building() == m_material.canonical()) ||
                   m_service.isQueued(m_material));
    setVisible(!ready);
    m_progress->setVisible(building);
    m_cancelButton->setVisible(building);
    m_buildButton->setVisible(!ready && !building);
    m_cancelButton->setText(tr("Cancel"));
    m_buildButton->setText(tr("Build"));
    if (ready) return;
    if (building) {
        if (m_progress->maximum() <= 0 || m_progress->value() <= 0) {
            m_progress->setRange(0, 0); // busy until the first table is done
            m_label->setText(
                tr("Building the table %1 in the background…").arg(nameOf(m_material)));
        }
        return;
    }
    m_label->setText(m_lastMessage.isEmpty()
                         ? tr("The table %1 is not built yet.").arg(nameOf(m_material))
                         : m_lastMessage);
}

void TableBuildBar::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) showState();
    QWidget::changeEvent(event);
}

} // namespace rampart
