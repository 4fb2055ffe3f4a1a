// Reading a pattern library for the CLI: every problem is printed.
#pragma once

#include <optional>

#include <QString>

#include "patterns/patternlibrary.h"

namespace rampart::cli {

// The embedded default library (resources/patterns/default.json).
inline const QString DefaultPatternLibrary = QStringLiteral(":/patterns/default.json");

// Reads the library at path (a file or a Qt resource path); on failure prints
// every problem to standard error and returns nothing.
std::optional<PatternLibrary> loadLibraryOrReport(const QString &path);

} // namespace rampart::cli
