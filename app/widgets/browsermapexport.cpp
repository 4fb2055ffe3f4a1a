#include "widgets/browsermapexport.h"

#include <QPainter>

#include "models/squaremapmodel.h"

#include "widgets/boardview.h"

namespace rampart {

QString BrowserMapExport::csv(const SquareMapModel &map, bool whoMoves) {
    // Rank 8 first, files a..h, as the board is seen; the header is data, not translated.
    QString csv = QStringLiteral("rank,a,b,c,d,e,f,g,h\n");
    for (int row = 0; row < 8; ++row) {
        csv += QString::number(8 - row);
        for (int column = 0; column < 8; ++column) {
            const Square s = SquareMapModel::squareAt(row, column);
            QString cell;
            if (!whoMoves) {
                const TableProbe &p = map.probe(s);
                // Syzygy knows no mate distance: its wins and losses without a number.
                const QString number =
                    p.hasMateDistance() ? QString::number(p.distance) : QString();
                cell = p.isWin()    ? QStringLiteral("W") + number
                       : p.isLoss() ? QStringLiteral("L") + number
                       : p.found()  ? QStringLiteral("D")
                                    : QString();
            } else {
                cell = map.isMutualZugzwang(s) ? QStringLiteral("zz")
                       : map.dependsOnMover(s) ? QStringLiteral("+-")
                                               : QString();
            }
            csv += QLatin1Char(',') + cell;
        }
        csv += QLatin1Char('\n');
    }
    return csv;
}

QImage BrowserMapExport::render(const BoardView &board, int side) {
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    board.render(painter, QRectF(0, 0, side, side));
    return image;
}

FileWriteResult BrowserMapExport::writeCsv(const QString &path, const SquareMapModel &map,
                                           bool whoMoves) {
    return FileWriter::write(path, csv(map, whoMoves).toUtf8());
}

FileWriteResult BrowserMapExport::writePng(const QString &path, const BoardView &board) {
    const QImage image = render(board, PngSide);
    return FileWriter::write(path,
                             [&image](QIODevice &device) { return image.save(&device, "PNG"); });
}

} // namespace rampart
