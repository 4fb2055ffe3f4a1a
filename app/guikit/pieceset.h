// The piece drawings shared by every view: one QSvgRenderer per piece, loaded
// once from ":/pieces/<colour><type>.svg" (wk.svg, bp.svg, ...).
//
// paint() draws vectors (right for SVG export and printing); pixmap() returns
// a cached raster at a given logical size and device pixel ratio, sharp on
// high-DPI screens. Use from the GUI thread only.
#pragma once

#include <memory>

#include <QHash>
#include <QPixmap>
#include <QString>

#include "chess/types.h"

class QPainter;
class QRectF;
class QSvgRenderer;

namespace rampart {

class PieceSet {
public:
    // The application-wide set (created on first use).
    static PieceSet &shared();

    // Resource path of a piece drawing, e.g. ":/pieces/wk.svg".
    static QString resourcePath(Piece piece);
    // One-letter FEN name ("K", "p").
    static QChar fenLetter(Piece piece);

    // Draws a piece into target as vectors; NoPiece draws nothing.
    void paint(QPainter &painter, Piece piece, const QRectF &target) const;
    // A square pixmap of logical size `size` for a device pixel ratio.
    QPixmap pixmap(Piece piece, int size, qreal devicePixelRatio) const;
    // True when every drawing loaded.
    bool isValid() const;

private:
    PieceSet();
    ~PieceSet();
    PieceSet(const PieceSet &) = delete;
    PieceSet &operator=(const PieceSet &) = delete;

    std::unique_ptr<QSvgRenderer> m_renderers[PieceCount];
    mutable QHash<quint64, QPixmap> m_cache;
};

} // namespace rampart
