// Positions from PGN games for the commands that read positions: every
// position of each game's main line (start position included), or only the
// first position where just kings and pawns are left.
#pragma once

#include <functional>
#include <string>

#include <QString>

namespace rampart::cli {

enum class PgnPositions { Every, FirstPawnEnding };

using PositionLineCallback =
    std::function<bool(const std::string &fen, int lineNumber, const QString &source)>;

// Reads the PGN file `path` ("-" = standard input) and hands each chosen
// position as a FEN line to the callback; its source is "FILE game N" and its
// line number the ply. A game that does not parse is reported on standard
// error (game, line, column, reason) and its positions are skipped; the other
// games are read. Returns false when the file cannot be read; `stopped` tells
// whether the callback asked to stop.
bool forEachPgnPosition(const QString &path, PgnPositions which,
                        const PositionLineCallback &callback, bool &stopped);

} // namespace rampart::cli
