// Reading a position for the CLI: FEN problems are printed, every one of them.
#pragma once

#include <optional>
#include <string>

#include <QString>

#include "chess/fen.h"

namespace rampart::cli {

// Parses a FEN (or EPD: its first four fields); on failure prints every problem
// to standard error, prefixed by `where`, and returns nothing.
std::optional<Position> readPositionOrReport(const std::string &fen, const QString &where);
// One line naming every problem ("error: <where>: problem; problem ...").
std::string describeProblems(const std::vector<FenProblem> &problems);

} // namespace rampart::cli
