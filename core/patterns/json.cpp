#include "patterns/json.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace rampart {

JsonValue JsonValue::boolean(bool b) {
    JsonValue v;
    v.m_type = Type::Bool;
    v.m_bool = b;
    return v;
}

JsonValue JsonValue::number(double d) {
    JsonValue v;
    v.m_type = Type::Number;
    v.m_number = d;
    return v;
}

JsonValue JsonValue::string(std::string s) {
    JsonValue v;
    v.m_type = Type::String;
    v.m_string = std::move(s);
    return v;
}

JsonValue JsonValue::array(std::vector<JsonValue> items) {
    JsonValue v;
    v.m_type = Type::Array;
    v.m_items = std::move(items);
    return v;
}

JsonValue JsonValue::object(std::vector<Member> members) {
    JsonValue v;
    v.m_type = Type::Object;
    v.m_members = std::move(members);
    return v;
}

bool JsonValue::isInteger() const {
    return m_type == Type::Number && std::floor(m_number) == m_number &&
           m_number >= -2147483648.0 && m_number <= 2147483647.0;
}

const JsonValue *JsonValue::find(std::string_view key) const {
    for (const Member &m : m_members)
        if (m.first == key) return &m.second;
    return nullptr;
}

const char *jsonTypeName(JsonValue::Type t) {
    switch (t) {
    case JsonValue::Type::Null:
        return "null";
    case JsonValue::Type::Bool:
        return "a boolean";
    case JsonValue::Type::Number:
        return "a number";
    case JsonValue::Type::String:
        return "a string";
    case JsonValue::Type::Array:
        return "an array";
    case JsonValue::Type::Object:
        return "an object";
    }
    return "?";
}

namespace {

// Recursive descent over the text; the first error stops everything.
class Parser {
public:
    explicit Parser(std::string_view text)
        : m_text(text) {}

    JsonParseResult run() {
        JsonParseResult result;
        skipSpace();
        JsonValue v;
        if (parseValue(v, 0)) {
            skipSpace();
            if (m_pos != m_text.size()) fail("unexpected text after the JSON value");
        }
        if (!m_error.empty()) {
            result.error = m_error;
            result.line = m_errorLine;
            result.column = m_errorColumn;
            result.path = m_errorPath;
            return result;
        }
        result.value = std::move(v);
        return result;
    }

private:
    bool fail(const std::string &why) {
        if (!m_error.empty()) return false;
        m_error = why;
        m_errorLine = 1;
        m_errorColumn = 1;
        for (std::size_t i = 0; i < m_pos && i < m_text.size(); ++i) {
            if (m_text[i] == '\n') {
                ++m_errorLine;
                m_errorColumn = 1;
            } else if ((static_cast<unsigned char>(m_text[i]) & 0xC0) != 0x80) {
                ++m_errorColumn; // count characters, not UTF-8 continuation bytes
            }
        }
        m_errorPath = currentPath();
        return false;
    }

    std::string currentPath() const {
        std::string path;
        for (const std::string &part : m_path) {
            if (!part.empty() && part[0] == '[')
                path += part;
            else
                path += (path.empty() ? "" : ".") + part;
        }
        return path;
    }

    void skipSpace() {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' ||
                                         m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
            ++m_pos;
    }

    bool literal(std::string_view word) {
        if (m_text.substr(m_pos, word.size()) != word) return fail("invalid literal");
        m_pos += word.size();
        return true;
    }

    bool parseValue(JsonValue &out, int depth) {
        if (depth > JsonMaxDepth)
            return fail("nesting deeper than " + std::to_string(JsonMaxDepth));
        if (m_pos >= m_text.size()) return fail("unexpected end of input, a value was expected");
        const char c = m_text[m_pos];
        switch (c) {
        case '{':
            return parseObject(out, depth);
        case '[':
            return parseArray(out, depth);
        case '"': {
            std::string s;
            if (!parseString(s)) return false;
            out = JsonValue::string(std::move(s));
            return true;
        }
        case 't':
            if (!literal("true")) return false;
            out = JsonValue::boolean(true);
            return true;
        case 'f':
            if (!literal("false")) return false;
            out = JsonValue::boolean(false);
            return true;
        case 'n':
            if (!literal("null")) return false;
            out = JsonValue::null();
            return true;
        default:
            if (c == '-' || (c >= '0' && c <= '9')) return parseNumber(out);
            return fail(std::string("unexpected character '") + c + "'");
        }
    }

    bool parseObject(JsonValue &out, int depth) {
        ++m_pos; // '{'
        out = JsonValue::object();
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == '}') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != '"')
                return fail("a member name in double quotes was expected");
            std::string key;
            if (!parseString(key)) return false;
            if (out.find(key)) {
                m_path.push_back(key);
                return fail("duplicate key \"" + key + "\"");
            }
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != ':') return fail("':' was expected");
            ++m_pos;
            skipSpace();
            m_path.push_back(key);
            JsonValue v;
            if (!parseValue(v, depth + 1)) return false;
            m_path.pop_back();
            out.insert(std::move(key), std::move(v));
            skipSpace();
            if (m_pos >= m_text.size()) return fail("unexpected end of input in an object");
            if (m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_text[m_pos] == '}') {
                ++m_pos;
                return true;
            }
            return fail("',' or '}' was expected");
        }
    }

    bool parseArray(JsonValue &out, int depth) {
        ++m_pos; // '['
        out = JsonValue::array();
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == ']') {
            ++m_pos;
            return true;
        }
        for (int index = 0;; ++index) {
            skipSpace();
            m_path.push_back("[" + std::to_string(index) + "]");
            JsonValue v;
            if (!parseValue(v, depth + 1)) return false;
            m_path.pop_back();
            out.append(std::move(v));
            skipSpace();
            if (m_pos >= m_text.size()) return fail("unexpected end of input in an array");
            if (m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_text[m_pos] == ']') {
                ++m_pos;
                return true;
            }
            return fail("',' or ']' was expected");
        }
    }

    static void appendUtf8(std::string &s, std::uint32_t cp) {
        if (cp < 0x80) {
            s += char(cp);
        } else if (cp < 0x800) {
            s += char(0xC0 | (cp >> 6));
            s += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            s += char(0xE0 | (cp >> 12));
            s += char(0x80 | ((cp >> 6) & 0x3F));
            s += char(0x80 | (cp & 0x3F));
        } else {
            s += char(0xF0 | (cp >> 18));
            s += char(0x80 | ((cp >> 12) & 0x3F));
            s += char(0x80 | ((cp >> 6) & 0x3F));
            s += char(0x80 | (cp & 0x3F));
        }
    }

    bool hex4(std::uint32_t &cp) {
        if (m_pos + 4 > m_text.size()) return fail("incomplete \\u escape");
        cp = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = m_text[m_pos++];
            cp <<= 4;
            if (h >= '0' && h <= '9')
                cp |= std::uint32_t(h - '0');
            else if (h >= 'a' && h <= 'f')
                cp |= std::uint32_t(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                cp |= std::uint32_t(h - 'A' + 10);
            else
                return fail("bad hex digit in a \\u escape");
        }
        return true;
    }

    // Checks one UTF-8 sequence starting at m_pos and copies it.
    bool copyUtf8(std::string &s) {
        const auto lead = static_cast<unsigned char>(m_text[m_pos]);
        int extra = 0;
        std::uint32_t cp = 0;
        if (lead >= 0xC2 && lead <= 0xDF)
            extra = 1, cp = lead & 0x1F;
        else if (lead >= 0xE0 && lead <= 0xEF)
            extra = 2, cp = lead & 0x0F;
        else if (lead >= 0xF0 && lead <= 0xF4)
            extra = 3, cp = lead & 0x07;
        else
            return fail("invalid UTF-8");
        if (m_pos + std::size_t(extra) >= m_text.size()) return fail("invalid UTF-8");
        for (int i = 1; i <= extra; ++i) {
            const auto b = static_cast<unsigned char>(m_text[m_pos + i]);
            if ((b & 0xC0) != 0x80) return fail("invalid UTF-8");
            cp = (cp << 6) | (b & 0x3F);
        }
        if ((extra == 2 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
            (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF)))
            return fail("invalid UTF-8");
        s.append(m_text.substr(m_pos, std::size_t(extra) + 1));
        m_pos += std::size_t(extra) + 1;
        return true;
    }

    bool parseString(std::string &s) {
        ++m_pos; // opening quote
        for (;;) {
            if (m_pos >= m_text.size()) return fail("unterminated string");
            const char c = m_text[m_pos];
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20) return fail("control character in a string");
            if (static_cast<unsigned char>(c) >= 0x80) {
                if (!copyUtf8(s)) return false;
                continue;
            }
            ++m_pos;
            if (c != '\\') {
                s += c;
                continue;
            }
            if (m_pos >= m_text.size()) return fail("unterminated string");
            const char e = m_text[m_pos++];
            switch (e) {
            case '"':
                s += '"';
                break;
            case '\\':
                s += '\\';
                break;
            case '/':
                s += '/';
                break;
            case 'b':
                s += '\b';
                break;
            case 'f':
                s += '\f';
                break;
            case 'n':
                s += '\n';
                break;
            case 'r':
                s += '\r';
                break;
            case 't':
                s += '\t';
                break;
            case 'u': {
                std::uint32_t cp = 0;
                if (!hex4(cp)) return false;
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    if (m_text.substr(m_pos, 2) != "\\u")
                        return fail("unpaired surrogate in a \\u escape");
                    m_pos += 2;
                    std::uint32_t low = 0;
                    if (!hex4(low)) return false;
                    if (low < 0xDC00 || low > 0xDFFF)
                        return fail("unpaired surrogate in a \\u escape");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    return fail("unpaired surrogate in a \\u escape");
                }
                appendUtf8(s, cp);
                break;
            }
            default:
                return fail(std::string("invalid escape '\\") + e + "'");
            }
        }
    }

    bool parseNumber(JsonValue &out) {
        const std::size_t start = m_pos;
        auto digits = [this] {
            const std::size_t from = m_pos;
            while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9') ++m_pos;
            return m_pos - from;
        };
        if (m_text[m_pos] == '-') ++m_pos;
        if (m_pos < m_text.size() && m_text[m_pos] == '0') {
            ++m_pos;
            if (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9')
                return fail("leading zeros are not allowed in numbers");
        } else if (digits() == 0) {
            return fail("digits were expected in a number");
        }
        if (m_pos < m_text.size() && m_text[m_pos] == '.') {
            ++m_pos;
            if (digits() == 0) return fail("digits were expected after the decimal point");
        }
        if (m_pos < m_text.size() && (m_text[m_pos] == 'e' || m_text[m_pos] == 'E')) {
            ++m_pos;
            if (m_pos < m_text.size() && (m_text[m_pos] == '+' || m_text[m_pos] == '-')) ++m_pos;
            if (digits() == 0) return fail("digits were expected in an exponent");
        }
        const std::string number(m_text.substr(start, m_pos - start));
        const double d = std::strtod(number.c_str(), nullptr);
        if (!std::isfinite(d)) return fail("number out of range");
        out = JsonValue::number(d);
        return true;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::vector<std::string> m_path;
    std::string m_error;
    int m_errorLine = 0;
    int m_errorColumn = 0;
    std::string m_errorPath;
};

void writeString(std::string &out, const std::string &s) {
    out += '"';
    for (const char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buffer[8];
                std::snprintf(buffer, sizeof buffer, "\\u%04x", unsigned(c));
                out += buffer;
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

void writeValue(std::string &out, const JsonValue &v, int indent) {
    const std::string pad(std::size_t(indent) * 2, ' ');
    const std::string innerPad(std::size_t(indent + 1) * 2, ' ');
    switch (v.type()) {
    case JsonValue::Type::Null:
        out += "null";
        break;
    case JsonValue::Type::Bool:
        out += v.toBool() ? "true" : "false";
        break;
    case JsonValue::Type::Number: {
        char buffer[32];
        if (std::floor(v.toNumber()) == v.toNumber() && std::fabs(v.toNumber()) < 1e15)
            std::snprintf(buffer, sizeof buffer, "%.0f", v.toNumber());
        else
            std::snprintf(buffer, sizeof buffer, "%.17g", v.toNumber());
        out += buffer;
        break;
    }
    case JsonValue::Type::String:
        writeString(out, v.toString());
        break;
    case JsonValue::Type::Array: {
        if (v.items().empty()) {
            out += "[]";
            break;
        }
        // Arrays of scalars stay on one line: square lists read like "a2", "b3".
        bool scalars = true;
        for (const JsonValue &item : v.items())
            scalars = scalars && !item.isArray() && !item.isObject();
        if (scalars) {
            out += '[';
            for (std::size_t i = 0; i < v.items().size(); ++i) {
                if (i) out += ", ";
                writeValue(out, v.items()[i], indent + 1);
            }
            out += ']';
            break;
        }
        out += "[\n";
        for (std::size_t i = 0; i < v.items().size(); ++i) {
            out += innerPad;
            writeValue(out, v.items()[i], indent + 1);
            out += i + 1 < v.items().size() ? ",\n" : "\n";
        }
        out += pad + ']';
        break;
    }
    case JsonValue::Type::Object: {
        if (v.members().empty()) {
            out += "{}";
            break;
        }
        out += "{\n";
        for (std::size_t i = 0; i < v.members().size(); ++i) {
            out += innerPad;
            writeString(out, v.members()[i].first);
            out += ": ";
            writeValue(out, v.members()[i].second, indent + 1);
            out += i + 1 < v.members().size() ? ",\n" : "\n";
        }
        out += pad + '}';
        break;
    }
    }
}

} // namespace

JsonParseResult parseJson(std::string_view text) {
    // RFC 8259 lets a parser ignore a leading byte order mark; editors add one.
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    return Parser(text).run();
}

std::string toJson(const JsonValue &value) {
    std::string out;
    writeValue(out, value, 0);
    out += '\n';
    return out;
}

} // namespace rampart
