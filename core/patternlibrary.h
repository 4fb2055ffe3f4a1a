// A versioned pattern library stored as JSON (format in README.eval.md).
//
//   {
//     "format": "rampart-pattern-library",
//     "version": 1,
//     "title": "Classic pawn-ending patterns",
//     "patterns": [
//       { "name": "...", "description": "...",
//         "transforms": ["colorFlip", "fileShift", "rankShift", "fileMirror"],
//         "sideToMove": "any",
//         "fixed": {"P": ["e5"], "K": ["e6"]}, "not": {"p": ["d6"]}, "variable": {},
//         "identities": {"e5": ["passer"], "e8": ["promotion square"]} }
//     ]
//   }
//
// Loading is all or nothing: every problem found is reported with the file,
// the pattern (name, or "#n" when it has none yet) and the field, and a
// library with problems is not returned. Saving writes a temporary file next
// to the target and renames it over the target only when it was written
// completely, so a failed save never destroys the previous file.
#pragma once

#include "pattern.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rampart {

constexpr int PatternLibraryVersion = 1;
constexpr const char *PatternLibraryFormat = "rampart-pattern-library";

struct PatternLibrary {
    std::string title;
    std::vector<Pattern> patterns;

    // The pattern with that name, or nullptr.
    const Pattern *find(std::string_view name) const;
    bool operator==(const PatternLibrary &) const = default;
};

struct PatternLibraryProblem {
    std::string file;      // the file name as given by the caller
    int patternIndex = -1; // 0-based index into "patterns", -1 when not inside a pattern
    std::string pattern;   // the pattern's name, or "#n" (1-based) when it has none
    std::string field;     // JSON path inside the pattern (or the file): "fixed.P[1]", "version"
    std::string message;   // English description of the problem
    int line = 0;          // for JSON syntax errors: 1-based line and column, else 0
    int column = 0;

    // "file: pattern 'x': field 'fixed.P[1]': message" (parts that are unknown left out).
    std::string text() const;
};

struct PatternLibraryResult {
    std::optional<PatternLibrary> library; // set only when problems is empty
    std::vector<PatternLibraryProblem> problems;

    bool ok() const { return library.has_value(); }
};

// Reads a library from JSON text; fileName is only used in the problems.
PatternLibraryResult parsePatternLibrary(std::string_view json, const std::string &fileName);
// Reads a library from a file.
PatternLibraryResult loadPatternLibrary(const std::string &path);

// The library as JSON text (what saving writes).
std::string serializePatternLibrary(const PatternLibrary &library);
// Problems that would make the library fail to load again (empty names,
// duplicate names, contradictory boards, ...), reported against fileName.
std::vector<PatternLibraryProblem> validatePatternLibrary(const PatternLibrary &library,
                                                          const std::string &fileName);

struct PatternLibrarySaveResult {
    bool ok = false;
    std::string error; // English reason when !ok
};
// Validates, writes path + ".saving", then renames it over path. On any
// failure the previous file at path is left untouched and the temporary file
// removed.
PatternLibrarySaveResult savePatternLibrary(const PatternLibrary &library, const std::string &path);

// Transform flag names used in the file: "colorFlip", "fileShift", "rankShift", "fileMirror".
const char *transformFlagName(PatternTransformFlag flag);

} // namespace rampart
