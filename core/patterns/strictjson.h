// The JSON of Rampart's own files, read and written with nlohmann::json.
//
// nlohmann's parser does the RFC 8259 syntax (no comments, no trailing
// commas, no single quotes, no NaN, no leading zeros, valid UTF-8, nothing
// after the top value; a leading byte order mark is skipped). On top of it
// parseJson() gives what a person editing a file by hand needs:
//  - duplicate keys in an object are refused (nlohmann would keep the last);
//  - nesting deeper than JsonMaxDepth is refused;
//  - every error carries its line and column (1-based; the column counts
//    characters, not UTF-8 bytes, and starts after a byte order mark) and
//    the path of the value being read ("patterns[2].fixed.P"), so callers
//    can name the field at fault.
// Object members keep their order (nlohmann::ordered_json), so a file saved
// again lists its members as they were.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace rampart {

using JsonValue = nlohmann::ordered_json;

constexpr int JsonMaxDepth = 64;

struct JsonParseResult {
    std::optional<JsonValue> value; // set when the text is valid JSON
    std::string error;              // English reason when it is not (nlohmann's or ours)
    int line = 0;                   // where the problem is (1-based), 0 when ok
    int column = 0;
    std::string path; // the value being read, "" for the top level

    bool ok() const { return value.has_value(); }
};

JsonParseResult parseJson(std::string_view text);

// Serialises in the layout of Rampart's files: two-space indentation, one
// member per line, arrays of scalars on one line ("P": ["e4", "f5"]), empty
// containers as {} and [], and a final newline. Scalars are nlohmann's: UTF-8
// kept, '"', '\\' and control characters escaped; invalid UTF-8 in a string
// is replaced by U+FFFD rather than written.
std::string toJson(const JsonValue &value);

// The kind of a value, as nlohmann names it: "null", "boolean", "number",
// "string", "array", "object" (an identifier for the problem texts to
// translate, not a phrase).
const char *jsonTypeName(const JsonValue &value);

} // namespace rampart
