#include "widgets/documentio.h"

#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include "common/filewriter.h"
#include "common/pgnwriter.h"
#include "common/staticvalue.h"
#include "models/movelistmodel.h"
#include "models/positiondocument.h"
#include "widgets/boardview.h"

namespace rampart {

bool DocumentIo::writeFile(const QString &path, const QByteArray &bytes, QString *error) {
    const FileWriteResult written = FileWriter::write(path, bytes);
    if (!written && error) *error = tr("Cannot write %1: %2").arg(path, written.reason);
    return written.ok;
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
    const FileWriteResult written =
        FileWriter::write(path, [&image](QIODevice &device) { return image.save(&device, "PNG"); });
    if (!written && error) {
        *error = written.produced || !written.reason.isEmpty()
                     ? tr("Cannot write %1: %2").arg(path, written.reason)
                     : tr("Cannot encode the PNG image.");
    }
    return written.ok;
}

bool DocumentIo::exportSvg(const BoardView &board, const QString &path, int size, QString *error) {
    const FileWriteResult written = FileWriter::write(path, [&](QIODevice &device) {
        QSvgGenerator generator;
        generator.setOutputDevice(&device);
        generator.setSize(QSize(size, size));
        generator.setViewBox(QRect(0, 0, size, size));
        generator.setTitle(tr("Chess board"));
        generator.setDescription(tr("Exported by Rampart"));
        QPainter painter;
        if (!painter.begin(&generator)) return false;
        board.render(painter, QRectF(0, 0, size, size));
        return painter.end();
    });
    if (!written && error) *error = tr("Cannot write %1: %2").arg(path, written.reason);
    return written.ok;
}

bool DocumentIo::exportPgn(const PositionDocument &document, const QString &path, QString *error) {
    const MoveListModel *line = document.moveList();
    // The best value known for each position: a table result beats anything,
    // a search result beats the static evaluation.
    QHash<Key, DiscreteValue> values = document.evaluations();
    for (int ply = 0; ply <= line->plyCount(); ++ply) {
        const Position &pos = line->positionAt(ply);
        const auto assessment = StaticValue::of(pos);
        if (!assessment) continue;
        if (assessment->exact || !values.contains(pos.key()))
            values.insert(pos.key(), assessment->value);
    }
    const QString pgn = PgnWriter::write(line->startPosition(), line->moves(), values);
    return writeFile(path, pgn.toUtf8(), error);
}

} // namespace rampart
