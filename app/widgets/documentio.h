// Writing what the user exports: the position as FEN, the board as PNG or
// SVG, the line as PGN. Files are written through FileWriter (QSaveFile: all
// or nothing). Each function returns false and sets *error (translated) on
// failure. It lives with the widgets because it renders a BoardView and reads
// the PositionDocument; io/ stays free of models and widgets.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace rampart {

class BoardView;
class PositionDocument;

class DocumentIo {
    Q_DECLARE_TR_FUNCTIONS(DocumentIo)

public:
    // One line: the FEN of the shown position.
    static bool savePosition(const PositionDocument &document, const QString &path, QString *error);
    // The board as drawn (with overlay and last move), `size` pixels square.
    static bool exportPng(const BoardView &board, const QString &path, int size, QString *error);
    static bool exportSvg(const BoardView &board, const QString &path, int size, QString *error);
    static bool exportPgn(const PositionDocument &document, const QString &path, QString *error);
    // A file name typed without an extension gets the first one of the file
    // type chosen in the dialog ("FEN files (*.fen)" -> "name.fen"), so the
    // file opens again by its type; other names are returned as they are.
    static QString withExtension(const QString &path, const QString &selectedFilter);

private:
    static bool writeFile(const QString &path, const QByteArray &bytes, QString *error);
};

} // namespace rampart
