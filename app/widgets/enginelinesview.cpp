#include "widgets/enginelinesview.h"

#include <QEvent>
#include <QFontMetrics>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "chess/notation.h"

#include "text/fenproblemtext.h"

#include "models/positiondocument.h"

#include "workers/uciengine.h"

namespace rampart {

namespace {
enum Column { ScoreColumn, DepthColumn, MovesColumn, ColumnCount };

QString engineScore(const EngineLine &line) {
    if (line.mateIn > 0) return EngineLinesView::tr("White mates in %n", nullptr, line.mateIn);
    if (line.mateIn < 0) return EngineLinesView::tr("Black mates in %n", nullptr, -line.mateIn);
    const QString number = QLocale().toString(line.centipawns / 100.0, 'f', 2);
    return line.centipawns > 0 ? QLatin1Char('+') + number : number;
}
} // namespace

EngineLinesView::EngineLinesView(PositionDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_layout(new QVBoxLayout(this)) {
    m_layout->setContentsMargins(0, 0, 0, 0);
    connect(m_document, &PositionDocument::positionChanged, this,
            &EngineLinesView::onPositionChanged);
}

EngineLinesView::~EngineLinesView() = default;

void EngineLinesView::setEngines(const QList<EngineConfig> &engines) {
    for (Section &s : m_sections) {
        delete s.engine; // quits the process
        delete s.box;
    }
    m_sections.clear();
    for (const EngineConfig &config : engines) {
        if (!config.enabled) continue;
        const int index = int(m_sections.size());
        Section s;
        s.config = config;
        s.engine = new UciEngine(config.program, this);
        if (m_timeoutMs > 0) s.engine->setTimeout(m_timeoutMs);
        s.box = new QWidget(this);
        s.box->setObjectName(QStringLiteral("engineSection"));
        auto *layout = new QVBoxLayout(s.box);
        layout->setContentsMargins(0, 6, 0, 0);
        auto *header = new QHBoxLayout;
        s.title = new QLabel(config.name.toHtmlEscaped().prepend(QLatin1String("<b>")) +
                                 QLatin1String("</b>"),
                             s.box);
        s.title->setToolTip(config.program);
        s.start = new QPushButton(QIcon(QStringLiteral(":/icons/analyse.svg")), QString(), s.box);
        s.start->setObjectName(QStringLiteral("engineStartButton"));
        s.stop = new QPushButton(QIcon(QStringLiteral(":/icons/stop.svg")), QString(), s.box);
        s.stop->setObjectName(QStringLiteral("engineStopButton"));
        s.linesLabel = new QLabel(s.box);
        s.lines = new QSpinBox(s.box);
        s.lines->setRange(1, UciEngine::MaxLines);
        s.linesLabel->setBuddy(s.lines);
        header->addWidget(s.title);
        header->addStretch(1);
        header->addWidget(s.start);
        header->addWidget(s.stop);
        header->addWidget(s.linesLabel);
        header->addWidget(s.lines);
        layout->addLayout(header);
        s.state = new QLabel(s.box);
        s.state->setWordWrap(true);
        layout->addWidget(s.state);
        s.view = new QTreeWidget(s.box);
        s.view->setColumnCount(ColumnCount);
        s.view->setRootIsDecorated(false);
        s.view->setWordWrap(true); // long lines wrap instead of ending in "…"
        s.view->setTextElideMode(Qt::ElideNone);
        s.view->setUniformRowHeights(false);
        s.view->header()->setStretchLastSection(true);
        s.view->header()->setSectionResizeMode(ScoreColumn, QHeaderView::ResizeToContents);
        s.view->header()->setSectionResizeMode(DepthColumn, QHeaderView::ResizeToContents);
        // The view asks for the room its lines take (not a scroll area's
        // default 192 px), so that with an engine beside it Rampart's own
        // value, words and lines still fit a 1280x800 window unscrolled
        // (tst_menus: the panel's dock scrolls to the height its parts ask for).
        s.view->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
        s.view->setMinimumHeight(s.view->fontMetrics().height() * 5);
        layout->addWidget(s.view);
        m_layout->addWidget(s.box);

        // Item views give a wrapped row one line's height: the rows are
        // fitted to the moves column's width whenever it changes (a resized
        // section, or a resized view stretching the last section).
        connect(s.view->header(), &QHeaderView::sectionResized, this, [this, index](int column) {
            if (column == MovesColumn) fitRows(index);
        });
        s.view->viewport()->installEventFilter(this);
        connect(s.start, &QPushButton::clicked, this, [this, index] { start(index); });
        connect(s.stop, &QPushButton::clicked, this, [this, index] { stop(index); });
        connect(s.lines, &QSpinBox::valueChanged, this,
                [this, index](int lines) { setLineCount(index, lines); });
        connect(s.engine, &UciEngine::linesChanged, this, [this, index] { showLines(index); });
        connect(s.engine, &UciEngine::stateChanged, this, [this, index] { updateState(index); });
        connect(s.engine, &UciEngine::failed, this, [this, index](const QString &reason) {
            updateState(index);
            emit engineFailed(m_sections[index].config.name, reason);
        });
        m_sections.append(s);
    }
    retranslate();
}

UciEngine *EngineLinesView::engine(int index) const {
    return m_sections.value(index).engine;
}

QString EngineLinesView::engineName(int index) const {
    return m_sections.value(index).config.name;
}

QString EngineLinesView::stateText(int index) const {
    const Section &s = m_sections[index];
    return s.state->text();
}

QTreeWidget *EngineLinesView::lineView(int index) const {
    return m_sections.value(index).view;
}

void EngineLinesView::setTimeout(int ms) {
    m_timeoutMs = ms;
    for (Section &s : m_sections) s.engine->setTimeout(ms);
}

QString EngineLinesView::positionProblem() const {
    if (!m_document->isLegal()) {
        const auto &problems = m_document->problems();
        return tr("The engine needs a legal position: %1")
            .arg(problems.empty() ? QString() : FenProblemText::text(problems.front()));
    }
    if (m_document->position().legalMoves().empty())
        return tr("The game is over in this position.");
    return {};
}

void EngineLinesView::start(int index) {
    Section &s = m_sections[index];
    s.problem = positionProblem();
    if (s.problem.isEmpty()) {
        s.engine->setMultiPv(s.lines->value());
        s.engine->analyse(m_document->position());
    }
    updateState(index);
}

void EngineLinesView::stop(int index) {
    m_sections[index].problem.clear();
    m_sections[index].engine->stop();
    updateState(index);
}

void EngineLinesView::setLineCount(int index, int lines) {
    Section &s = m_sections[index];
    if (s.lines->value() != lines)
        s.lines->setValue(lines); // comes back here
    else
        s.engine->setMultiPv(lines);
}

void EngineLinesView::onPositionChanged() {
    for (int i = 0; i < m_sections.size(); ++i) {
        Section &s = m_sections[i];
        if (!s.engine->isSearching() && s.problem.isEmpty()) continue;
        s.problem = positionProblem();
        if (s.problem.isEmpty())
            s.engine->analyse(m_document->position());
        else
            s.engine->stop();
        showLines(i);
        updateState(i);
    }
}

void EngineLinesView::showLines(int index) {
    Section &s = m_sections[index];
    s.view->clear();
    const Position &from = s.engine->position();
    const QLocale locale;
    // Lines of a search on another position (just replaced) are not shown.
    if (s.engine->isSearching() && from.key() != m_document->position().key()) return;
    for (const EngineLine &line : s.engine->lines()) {
        auto *item = new QTreeWidgetItem(s.view);
        item->setText(ScoreColumn, engineScore(line));
        item->setText(DepthColumn, locale.toString(line.depth));
        item->setText(MovesColumn, QString::fromStdString(lineToSan(from, line.moves)));
        item->setToolTip(MovesColumn, item->text(MovesColumn));
    }
    fitRows(index);
    updateState(index);
}

void EngineLinesView::fitRows(int index) {
    QTreeWidget *view = m_sections[index].view;
    constexpr int Margin = 6; // the item's padding inside the column
    const int width = view->header()->sectionSize(MovesColumn) - Margin;
    if (width <= 0) return;
    const QFontMetrics metrics(view->font());
    for (int i = 0; i < view->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = view->topLevelItem(i);
        const QRect text = metrics.boundingRect(QRect(0, 0, width, 1 << 16), Qt::TextWordWrap,
                                                item->text(MovesColumn));
        const QSize hint(width, text.height() + Margin);
        if (item->sizeHint(MovesColumn) != hint) item->setSizeHint(MovesColumn, hint);
    }
}

void EngineLinesView::updateState(int index) {
    Section &s = m_sections[index];
    const UciEngine *e = s.engine;
    QString text;
    if (!s.problem.isEmpty()) {
        text = s.problem;
    } else {
        switch (e->state()) {
        case UciEngine::State::Idle:
        case UciEngine::State::Ready:
            text = e->isSearching() ? tr("Starting…") : tr("Stopped.");
            break;
        case UciEngine::State::Starting:
            text = tr("Starting…");
            break;
        case UciEngine::State::Searching:
        case UciEngine::State::Stopping: {
            const auto lines = e->lines();
            text = lines.isEmpty() || !e->isSearching()
                       ? (e->isSearching() ? tr("Searching…") : tr("Stopping…"))
                       : tr("Searching: depth %1").arg(QLocale().toString(lines.front().depth));
            break;
        }
        case UciEngine::State::Failed:
            text = tr("Failed: %1").arg(e->failure());
            break;
        }
    }
    s.state->setText(text);
    s.start->setEnabled(!e->isSearching());
    s.stop->setEnabled(e->isSearching());
}

bool EngineLinesView::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::Resize) {
        for (int i = 0; i < m_sections.size(); ++i)
            if (m_sections[i].view->viewport() == watched) fitRows(i);
    }
    return QWidget::eventFilter(watched, event);
}

void EngineLinesView::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void EngineLinesView::retranslate() {
    for (int i = 0; i < m_sections.size(); ++i) {
        Section &s = m_sections[i];
        s.start->setText(tr("Start"));
        s.start->setToolTip(tr("Analyse the board's position with %1").arg(s.config.name));
        s.stop->setText(tr("Stop"));
        s.linesLabel->setText(tr("&Lines:"));
        s.view->setHeaderLabels({tr("Score"), tr("Depth"), tr("Line")});
        updateState(i);
    }
}

} // namespace rampart
