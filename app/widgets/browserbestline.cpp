#include "widgets/browserbestline.h"

#include <algorithm>

#include <QTimer>

#include "tables/bestline.h"
#include "tables/tableregistry.h"

#include "text/tablebasetext.h"

#include "io/pgnwriter.h"

namespace rampart {

namespace {
constexpr int LineStepMs = 450;   // pause between moves of an animated best line
constexpr int MaxLinePlies = 300; // a drawn line stops at a repetition long before
} // namespace

BrowserBestLine::BrowserBestLine(const TableRegistry &tables, QObject *parent)
    : QObject(parent)
    , m_tables(tables)
    , m_timer(new QTimer(this)) {
    m_timer->setInterval(LineStepMs);
    connect(m_timer, &QTimer::timeout, this, &BrowserBestLine::step);
}

std::vector<Move> BrowserBestLine::line(const Position &start) const {
    if (!m_tables.probe(start).result.found()) return {};
    // Up to mate or stalemate (no move), or, in a drawn line, where a game
    // would end: a dead draw or a repetition.
    return followBestMoves(start, MaxLinePlies, [this](const Position &pos) {
        if (pos.hasInsufficientMaterial() || pos.repetitionCount() > 0) return Move::none();
        return bestTableMove(m_tables, pos);
    });
}

QString BrowserBestLine::pgn(const Position &start, const Material &material) const {
    const std::vector<Move> moves = line(start);
    // The DTM after each move as a comment; PgnWriter does the layout.
    QHash<Key, QString> comments;
    Position pos = start;
    for (const Move m : moves) {
        pos.makeMove(m);
        const TableProbe after = m_tables.probe(pos).result;
        if (after.found())
            comments.insert(pos.key(), TablebaseText::positionValue(after, pos.sideToMove()));
    }
    // A best line ends in mate or, for a drawn position, where the table stops.
    QString result = QStringLiteral("1/2-1/2");
    if (pos.isCheckmate())
        result = pos.sideToMove() == White ? QStringLiteral("0-1") : QStringLiteral("1-0");
    // PGN tag names and values are fixed by the standard, not translated.
    const QMap<QString, QString> tags{
        {QStringLiteral("Event"), QStringLiteral("Rampart tablebase line (%1)")
                                      .arg(QString::fromStdString(material.name()))},
        {QStringLiteral("Result"), result}};
    return PgnWriter::write(start, moves, {}, tags, comments);
}

std::vector<Move> BrowserBestLine::play(const Position &pos, bool animate) {
    const std::vector<Move> moves = line(pos);
    m_pending.assign(moves.rbegin(), moves.rend()); // played from the back
    if (animate)
        m_timer->start();
    else
        while (!m_pending.empty()) step();
    return moves;
}

void BrowserBestLine::stop() {
    m_timer->stop();
    m_pending.clear();
}

void BrowserBestLine::step() {
    if (m_pending.empty()) {
        m_timer->stop();
        return;
    }
    const Move m = m_pending.back();
    m_pending.pop_back();
    if (m_pending.empty()) m_timer->stop();
    emit moveReady(m);
}

} // namespace rampart
