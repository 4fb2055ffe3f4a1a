#include "documentio.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include "common/pgnwriter.h"
#include "common/tablevalue.h"
#include "models/movelistmodel.h"
#include "models/positiondocument.h"
#include "widgets/boardview.h"

namespace rampart {

bool DocumentIo::writeFile(const QString &path, const QByteArray &bytes, QString *error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error) *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool DocumentIo::savePosition(const PositionDocument &document, const QString &path,
                              QString *error) {
    return writeFile(path, (document.fen() + QLatin1Char('\n')).toUtf8(), error);
}

bool DocumentIo::exportPng(const BoardView &board, const QString &path, int size, QString *error) {
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        board.render(painter, QRectF(0, 0, size, size));
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        if (error) *error = tr("Cannot encode the PNG image.");
        return false;
    }
    return writeFile(path, bytes, error);
}

bool DocumentIo::exportSvg(const BoardView &board, const QString &path, int size, QString *error) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(QSize(size, size));
    generator.setViewBox(QRect(0, 0, size, size));
    generator.setTitle(tr("Chess board"));
    generator.setDescription(tr("Exported by Rampart"));
    {
        QPainter painter(&generator);
        board.render(painter, QRectF(0, 0, size, size));
    }
    return writeFile(path, bytes, error);
}

bool DocumentIo::exportPgn(const PositionDocument &document, const QString &path, QString *error) {
    const MoveListModel *line = document.moveList();
    // Values from the analysis, and where the tables know a position, the
    // exact value they prove (a table result beats any estimate).
    QHash<Key, DiscreteValue> values = document.evaluations();
    for (int ply = 0; ply <= line->plyCount(); ++ply) {
        const Position &pos = line->positionAt(ply);
        if (const auto value = TableValue::value(pos)) values.insert(pos.key(), *value);
    }
    const QString pgn = PgnWriter::write(line->startPosition(), line->moves(), values);
    return writeFile(path, pgn.toUtf8(), error);
}

} // namespace rampart
