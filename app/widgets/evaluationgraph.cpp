#include "widgets/evaluationgraph.h"

#include <algorithm>

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

#include "services/staticvalue.h"

#include "models/positiondocument.h"

namespace rampart {

namespace {
constexpr int Margin = 6; // pixels around the plot
constexpr int PreferredHeight = 90;
constexpr int VerdictSteps = 6; // BlackDecisive .. WhiteDecisive
const QColor BandColour(0x3a, 0x6e, 0xa5, 150);
const QColor ExactColour(0x15, 0x78, 0x1b);
} // namespace

EvaluationGraph::EvaluationGraph(PositionDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    connect(m_document, &PositionDocument::positionChanged, this, &EvaluationGraph::rebuild);
    rebuild();
    changeEvent(nullptr);
}

QSize EvaluationGraph::sizeHint() const {
    return QSize(400, PreferredHeight);
}

QSize EvaluationGraph::minimumSizeHint() const {
    return QSize(100, PreferredHeight / 2);
}

EvaluationGraph::Point EvaluationGraph::pointFor(const Position &pos) {
    const Key key = pos.key();
    // A value the analysis found beats the static one; it is not cached,
    // since a deeper search may replace it.
    if (const auto found = m_document->evaluations().constFind(key);
        found != m_document->evaluations().constEnd())
        return Point{true, *found, false};
    if (const auto cached = m_cache.constFind(key); cached != m_cache.constEnd()) return *cached;
    Point p;
    if (const auto assessment = StaticValue::of(pos))
        p = Point{true, assessment->value, assessment->exact};
    m_cache.insert(key, p);
    return p;
}

void EvaluationGraph::rebuild() {
    m_points.clear();
    const GameTree &tree = m_document->tree();
    m_points.push_back(pointFor(tree.positionAt(GameTree::root())));
    for (const NodeId node : m_document->line())
        m_points.push_back(pointFor(tree.positionAt(node)));
    update();
}

QRectF EvaluationGraph::plotRect() const {
    return QRectF(rect()).adjusted(Margin, Margin, -Margin, -Margin);
}

qreal EvaluationGraph::yOf(Verdict v) const {
    const QRectF plot = plotRect();
    // White's advantage up: WhiteDecisive at the top edge.
    return plot.top() + plot.height() * (3 - verdictValue(v)) / VerdictSteps;
}

int EvaluationGraph::plyAt(int x) const {
    const QRectF plot = plotRect();
    const int count = int(m_points.size());
    if (count <= 1) return 0;
    const qreal column = plot.width() / count;
    return std::clamp(int((x - plot.left()) / column), 0, count - 1);
}

void EvaluationGraph::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF plot = plotRect();
    painter.fillRect(rect(), palette().color(QPalette::Base));
    // The verdict steps as faint lines, equality stronger.
    for (int v = -3; v <= 3; ++v) {
        const qreal y = yOf(Verdict(v));
        painter.setPen(QPen(palette().color(QPalette::Mid), v == 0 ? 1.5 : 0.5));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    }
    const int count = int(m_points.size());
    if (count == 0) return;
    const qreal column = plot.width() / count;
    const qreal step = plot.height() / VerdictSteps;
    for (int ply = 0; ply < count; ++ply) {
        const Point &p = m_points[std::size_t(ply)];
        if (!p.known) continue;
        const qreal x = plot.left() + ply * column;
        // The band, at least a sliver high for an exact value.
        const qreal top = yOf(p.value.optimistic) - step * 0.15;
        const qreal bottom = yOf(p.value.pessimistic) + step * 0.15;
        painter.fillRect(QRectF(x + column * 0.1, top, column * 0.8, bottom - top), BandColour);
        if (p.exact) {
            const qreal r = std::max(2.0, std::min(column, step) * 0.3);
            painter.setPen(Qt::NoPen);
            painter.setBrush(ExactColour);
            painter.drawEllipse(QPointF(x + column / 2, yOf(p.value.optimistic)), r, r);
        }
    }
    // The shown ply.
    const int current = std::clamp(m_document->currentPly(), 0, count - 1);
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(plot.left() + current * column, plot.top(), column, plot.height()));
}

void EvaluationGraph::mousePressEvent(QMouseEvent *event) {
    if (event->button() != Qt::LeftButton || m_points.empty()) return;
    m_document->goToPly(plyAt(event->position().toPoint().x()));
}

void EvaluationGraph::changeEvent(QEvent *event) {
    if (!event || event->type() == QEvent::LanguageChange)
        setToolTip(tr("The value of each position of the line, White's advantage up: a band "
                      "from the pessimistic to the optimistic verdict, a dot where the tables "
                      "prove it. Click to go to a move."));
    if (event) QWidget::changeEvent(event);
}

} // namespace rampart
