// The tablebase browser's map as a file: CSV (8 rows, rank 8 first, cells
// "W7", "D", "L3", "" for the side to move, or "zz"/"+-" marks in the
// who-moves view) and PNG (the board with the map drawn on it, square).
// Written through FileWriter (QSaveFile: all or nothing).
#pragma once

#include <QImage>
#include <QString>

#include "io/filewriter.h"

namespace rampart {

class BoardView;
class SquareMapModel;

class BrowserMapExport {
public:
    static constexpr int PngSide = 640; // pixels

    // whoMoves: the mutual-zugzwang view instead of the results.
    static QString csv(const SquareMapModel &map, bool whoMoves);
    // The board (with the map's marks) rendered side pixels square.
    static QImage render(const BoardView &board, int side);

    static FileWriteResult writeCsv(const QString &path, const SquareMapModel &map, bool whoMoves);
    static FileWriteResult writePng(const QString &path, const BoardView &board);
};

} // namespace rampart
