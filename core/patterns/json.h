// A small, strict JSON (RFC 8259) reader and writer for Rampart's own files.
//
// The reader accepts exactly RFC 8259 text: no comments, no trailing commas,
// no single quotes, no NaN, no leading zeros, nothing after the top value.
// It also rejects duplicate keys in an object and nesting deeper than
// JsonMaxDepth. On error it reports the line and column (1-based) and the
// path of the value being read ("patterns[2].fixed.P"), so callers can name
// the field at fault. Object members keep their order. A leading UTF-8 byte
// order mark is skipped (RFC 8259 allows it; the column count then starts
// after it).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rampart {

constexpr int JsonMaxDepth = 64;

class JsonValue {
public:
    enum class Type { Null, Bool, Number, String, Array, Object };
    using Member = std::pair<std::string, JsonValue>;

    JsonValue() = default;
    static JsonValue null() { return JsonValue(); }
    static JsonValue boolean(bool b);
    static JsonValue number(double d);
    static JsonValue string(std::string s);
    static JsonValue array(std::vector<JsonValue> items = {});
    static JsonValue object(std::vector<Member> members = {});

    Type type() const { return m_type; }
    bool isNull() const { return m_type == Type::Null; }
    bool isBool() const { return m_type == Type::Bool; }
    bool isNumber() const { return m_type == Type::Number; }
    bool isString() const { return m_type == Type::String; }
    bool isArray() const { return m_type == Type::Array; }
    bool isObject() const { return m_type == Type::Object; }
    // Is this a number with an integral value in int range?
    bool isInteger() const;

    bool toBool() const { return m_bool; }
    double toNumber() const { return m_number; }
    int toInt() const { return int(m_number); }
    const std::string &toString() const { return m_string; }
    const std::vector<JsonValue> &items() const { return m_items; }
    const std::vector<Member> &members() const { return m_members; }
    // The member with that key, or nullptr (also for non-objects).
    const JsonValue *find(std::string_view key) const;

    void append(JsonValue v) { m_items.push_back(std::move(v)); }
    void insert(std::string key, JsonValue v) {
        m_members.emplace_back(std::move(key), std::move(v));
    }

    bool operator==(const JsonValue &) const = default;

private:
    Type m_type = Type::Null;
    bool m_bool = false;
    double m_number = 0;
    std::string m_string;
    std::vector<JsonValue> m_items;
    std::vector<Member> m_members;
};

// English name of a type: "null", "a boolean", "a number", "a string", "an array", "an object".
const char *jsonTypeName(JsonValue::Type t);

struct JsonParseResult {
    std::optional<JsonValue> value; // set when the text is valid JSON
    std::string error;              // English reason when it is not
    int line = 0;                   // where the problem is (1-based), 0 when ok
    int column = 0;
    std::string path; // the value being read, "" for the top level

    bool ok() const { return value.has_value(); }
};

JsonParseResult parseJson(std::string_view text);

// Serialises with two-space indentation and a final newline; numbers with an
// integral value are written without a fraction, others with 17 significant
// digits; strings escape '"', '\\' and control characters, the rest stays UTF-8.
std::string toJson(const JsonValue &value);

} // namespace rampart
