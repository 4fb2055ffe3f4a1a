#include "pieceset.h"

#include <QPainter>
#include <QSvgRenderer>

namespace rampart {

PieceSet &PieceSet::shared() {
    static PieceSet set;
    return set;
}

PieceSet::PieceSet() {
    for (int p = 0; p < PieceCount; ++p)
        m_renderers[p] = std::make_unique<QSvgRenderer>(resourcePath(Piece(p)));
}

PieceSet::~PieceSet() = default;

QString PieceSet::resourcePath(Piece piece) {
    static const char types[] = "pnbrqk";
    if (piece == NoPiece) return {};
    return QStringLiteral(":/pieces/%1%2.svg")
        .arg(colorOf(piece) == White ? QLatin1Char('w') : QLatin1Char('b'))
        .arg(QLatin1Char(types[typeOf(piece)]));
}

QChar PieceSet::fenLetter(Piece piece) {
    static const char letters[] = "PNBRQKpnbrqk";
    return piece == NoPiece ? QChar() : QLatin1Char(letters[piece]);
}

void PieceSet::paint(QPainter &painter, Piece piece, const QRectF &target) const {
    if (piece == NoPiece || !m_renderers[piece]->isValid()) return;
    m_renderers[piece]->render(&painter, target);
}

QPixmap PieceSet::pixmap(Piece piece, int size, qreal devicePixelRatio) const {
    if (piece == NoPiece || size <= 0) return {};
    const int pixels = qMax(1, qRound(size * devicePixelRatio));
    // Cache key: piece and physical pixel size; the ratio only changes the size.
    const quint64 key = (quint64(piece) << 32) | quint64(pixels);
    auto it = m_cache.constFind(key);
    if (it != m_cache.constEnd()) return *it;
    // Old sizes are useless after a resize; keep the cache small.
    if (m_cache.size() > 4 * PieceCount) m_cache.clear();
    QPixmap pixmap(pixels, pixels);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        paint(painter, piece, QRectF(0, 0, pixels, pixels));
    }
    pixmap.setDevicePixelRatio(devicePixelRatio);
    m_cache.insert(key, pixmap);
    return pixmap;
}

bool PieceSet::isValid() const {
    for (const auto &renderer : m_renderers)
        if (!renderer->isValid()) return false;
    return true;
}

} // namespace rampart
