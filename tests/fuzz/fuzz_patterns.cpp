// libFuzzer target: the pattern-library loader (nlohmann::json through
// strictjson.h, then the library reader) and the serialiser on what loads.
// Invariants: no crash, no leak, no hang; a load either gives a library or
// lists problems, a JSON syntax problem has a line and a column; any JSON
// that parses round-trips through toJson(); a library that loads is valid,
// round-trips through serializePatternLibrary() to the same library and the
// same bytes, and can be matched against a position.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "chess/fen.h"

#include "patterns/patternlibrary.h"
#include "patterns/patternmatcher.h"
#include "patterns/strictjson.h"

using namespace rampart;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char *>(data), size);

    const JsonParseResult json = parseJson(text);
    if (json.ok()) {
        const JsonParseResult again = parseJson(toJson(*json.value));
        if (!again.ok() || !(*again.value == *json.value)) std::abort();
    } else if (json.line < 1 || json.column < 1 || json.error.empty()) {
        std::abort();
    }

    const PatternLibraryResult result = parsePatternLibrary(text, "fuzz.json");
    if (result.ok() != result.problems.empty()) std::abort();
    for (const PatternLibraryProblem &p : result.problems) {
        const bool syntax = p.code == PatternProblemCode::JsonSyntax;
        if (syntax != (p.line > 0) || (syntax && p.column < 1)) std::abort();
        if (p.where().empty()) std::abort();
    }
    if (!result.ok()) return 0;

    const PatternLibrary &library = *result.library;
    if (!validatePatternLibrary(library, "fuzz.json").empty()) std::abort();
    const std::string written = serializePatternLibrary(library);
    const PatternLibraryResult reread = parsePatternLibrary(written, "fuzz.json");
    if (!reread.ok() || !(*reread.library == library)) std::abort();
    if (serializePatternLibrary(*reread.library) != written) std::abort();

    static const Position position =
        *parseFen("4k3/1p3pp1/p2p4/2pPp2p/2P1P2P/1P3PP1/P7/4K3 w - - 0 1").position;
    for (const Pattern &pattern : library.patterns) {
        for (const PatternMatch &match : matchPattern(pattern, position))
            if (match.pattern != pattern.name) std::abort();
    }
    return 0;
}
