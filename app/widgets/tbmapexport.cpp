#include "widgets/tbmapexport.h"

#include "models/squaremapmodel.h"

#include "widgets/boardview.h"

#include <QPainter>

namespace rampart {

QString TbMapExport::csv(const SquareMapModel &map, bool whoMoves) {
    // Rank 8 first, files a..h, as the board is seen; the header is data, not translated.
    QString csv = QStringLiteral("rank,a,b,c,d,e,f,g,h\n");
    for (int row = 0; row < 8; ++row) {
        csv += QString::number(8 - row);
        for (int column = 0; column < 8; ++column) {
            const Square s = SquareMapModel::squareAt(row, column);
            QString cell;
            if (!whoMoves) {
                const TableProbe &p = map.probe(s);
                cell = p.kind == TableProbe::Kind::Win    ? QStringLiteral("W%1").arg(p.dtmMoves)
                       : p.kind == TableProbe::Kind::Loss ? QStringLiteral("L%1").arg(p.dtmMoves)
                       : p.kind == TableProbe::Kind::Draw ? QStringLiteral("D")
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

QImage TbMapExport::render(const BoardView &board, int side) {
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    board.render(painter, QRectF(0, 0, side, side));
    return image;
}

FileWriteResult TbMapExport::writeCsv(const QString &path, const SquareMapModel &map,
                                      bool whoMoves) {
    return FileWriter::write(path, csv(map, whoMoves).toUtf8());
}

FileWriteResult TbMapExport::writePng(const QString &path, const BoardView &board) {
    const QImage image = render(board, PngSide);
    return FileWriter::write(path,
                             [&image](QIODevice &device) { return image.save(&device, "PNG"); });
}

} // namespace rampart
