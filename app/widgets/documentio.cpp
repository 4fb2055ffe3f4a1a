#include "widgets/documentio.h"

#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include "services/staticvalue.h"

#include "io/filewriter.h"
#include "io/pgnwriter.h"

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

QString DocumentIo::withExtension(const QString &path, const QString &selectedFilter) {
    if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty()) return path;
    const qsizetype start = selectedFilter.indexOf(QLatin1String("(*."));
    if (start < 0) return path;
    const qsizetype end = selectedFilter.indexOf(QLatin1Char(')'), start);
    // "(*.fen *.epd)": the first pattern's extension.
    return path + selectedFilter.mid(start + 2, end - start - 2).section(QLatin1Char(' '), 0, 0);
}

} // namespace rampart
