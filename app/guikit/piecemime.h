// The project MIME type for dragging a piece ("application/x-rampart-piece"):
// the payload is a QDataStream holding a format version (quint8) and the
// piece (quint8, a rampart::Piece value 0..11).
#pragma once

#include <optional>

#include <QString>

#include "chess/types.h"

class QMimeData;

namespace rampart {

class PieceMime {
public:
    static QString mimeType();
    // A new QMimeData carrying the piece (the caller or QDrag owns it).
    static QMimeData *encode(Piece piece);
    // The piece in data, or nothing when the format is absent or malformed.
    static std::optional<Piece> decode(const QMimeData *data);
};

} // namespace rampart
