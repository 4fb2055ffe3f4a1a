#include "piecemime.h"

#include <QByteArray>
#include <QDataStream>
#include <QIODevice>
#include <QMimeData>

namespace rampart {

namespace {
constexpr quint8 FormatVersion = 1;
}

QString PieceMime::mimeType() {
    return QStringLiteral("application/x-rampart-piece");
}

QMimeData *PieceMime::encode(Piece piece) {
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream << FormatVersion << quint8(piece);
    auto *data = new QMimeData;
    data->setData(mimeType(), bytes);
    return data;
}

std::optional<Piece> PieceMime::decode(const QMimeData *data) {
    if (!data || !data->hasFormat(mimeType())) return std::nullopt;
    const QByteArray bytes = data->data(mimeType());
    QDataStream stream(bytes);
    quint8 version = 0, piece = 0;
    stream >> version >> piece;
    if (stream.status() != QDataStream::Ok || version != FormatVersion || piece >= PieceCount)
        return std::nullopt;
    return Piece(piece);
}

} // namespace rampart
