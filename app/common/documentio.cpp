#include "documentio.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include "common/pgnwriter.h"
#include "common/staticvalue.h"
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
    // The best value known for each position of the tree: a table result
    // beats anything, a search result beats the static evaluation.
    QHash<Key, DiscreteValue> values = document.evaluations();
    const GameTree &tree = document.tree();
    std::vector<std::pair<NodeId, Position>> stack{{GameTree::root(), tree.startPosition()}};
    while (!stack.empty()) {
        auto [node, pos] = std::move(stack.back());
        stack.pop_back();
        const auto assessment = StaticValue::of(pos);
        if (assessment && (assessment->exact || !values.contains(pos.key())))
            values.insert(pos.key(), assessment->value);
        for (const NodeId child : tree.children(node)) {
            Position next = pos;
            next.makeMove(tree.move(child));
            stack.emplace_back(child, std::move(next));
        }
    }
    const QString pgn = PgnWriter::write(document.game(), values);
    return writeFile(path, pgn.toUtf8(), error);
}

} // namespace rampart
