// A versioned pattern library stored as JSON (format in core/patterns/README.md).
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
// library with problems is not returned. The core reads and writes no files:
// it parses and serialises text, and the app does the file I/O
// (PatternLibraryModel::load() with QFile, save() with QSaveFile, so a failed
// save never destroys the previous file).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "patterns/pattern.h"

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

// What is wrong, as a code; the variable parts (a square, a JSON type as
// jsonTypeName() gives it, a man letter, a version number, the JSON syntax
// detail, ...) are in PatternLibraryProblem::args, in the order listed here.
// The core has no sentences for them: the one table of texts is
// PatternProblemText (app/text), translated in the GUI and in English in
// the CLI.
enum class PatternProblemCode {
    JsonSyntax,           // detail (English, from nlohmann::json or patterns/strictjson.cpp)
    RootNotObject,        // JSON type
    UnknownField,         //
    FormatMissing,        // expected format name
    FormatWrong,          // expected format name
    Missing,              // (the field names what is missing)
    VersionNotPositive,   //
    VersionTooNew,        // version found, newest version read
    TitleNotString,       //
    PatternsNotArray,     // JSON type
    PatternNotObject,     // JSON type
    NotString,            // JSON type (name, description)
    TransformsNotArray,   // JSON type
    UnknownTransform,     //
    TransformTwice,       //
    BadSideToMove,        //
    BoardNotObject,       // JSON type
    UnknownMan,           // the key given
    SquaresNotArray,      // JSON type
    SquareNotString,      // JSON type
    NotASquare,           // the text given
    SquareTwice,          // square name
    IdentitiesNotObject,  // JSON type
    RolesNotArray,        //
    RoleNotString,        //
    NameEmpty,            //
    PawnOnBackRank,       // square name
    TwoKings,             //
    FixedAndForbidden,    // square name
    TwoMenOnSquare,       // square name
    UnknownTransformBits, //
    IdentityNotSquare,    //
    IdentityWithoutRole,  //
    EmptyRole,            //
    IdentitySquareTwice,  //
    DuplicateName,        //
};

struct PatternLibraryProblem {
    std::string file;      // the file name as given by the caller
    int patternIndex = -1; // 0-based index into "patterns", -1 when not inside a pattern
    std::string pattern;   // the pattern's name, or "#n" (1-based) when it has none
    std::string field;     // JSON path inside the pattern (or the file): "fixed.P[1]", "version"
    int line = 0;          // for JSON syntax errors: 1-based line and column, else 0
    int column = 0;
    PatternProblemCode code = PatternProblemCode::JsonSyntax;
    std::vector<std::string> args; // variable parts of the message, see PatternProblemCode

    // Where the problem is, for command-line output:
    // "file:line:column: pattern 'x': field 'fixed.P[1]'" (parts that are unknown left out).
    std::string where() const;
};

struct PatternLibraryResult {
    std::optional<PatternLibrary> library; // set only when problems is empty
    std::vector<PatternLibraryProblem> problems;

    bool ok() const { return library.has_value(); }
};

// Reads a library from JSON text; fileName is only used in the problems.
PatternLibraryResult parsePatternLibrary(std::string_view json, const std::string &fileName);

// The library as JSON text (what saving writes).
std::string serializePatternLibrary(const PatternLibrary &library);
// Problems that would make the library fail to load again (empty names,
// duplicate names, contradictory boards, ...), reported against fileName.
std::vector<PatternLibraryProblem> validatePatternLibrary(const PatternLibrary &library,
                                                          const std::string &fileName);

// Transform flag names used in the file: "colorFlip", "fileShift", "rankShift", "fileMirror".
const char *transformFlagName(PatternTransformFlag flag);

} // namespace rampart
