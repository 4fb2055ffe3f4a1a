#include "patterns/strictjson.h"

#include <iterator>
#include <vector>

namespace rampart {

namespace {

// An input iterator over the text that counts how far nlohmann's lexer has
// read, so that an error our SAX handler finds (a duplicate key, a nesting
// too deep) can be placed in the text as nlohmann places its own.
class CountingIterator {
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char *;
    using reference = const char &;

    CountingIterator(const char *at, std::size_t *read)
        : m_at(at)
        , m_read(read) {}
    reference operator*() const { return *m_at; }
    CountingIterator &operator++() {
        ++m_at;
        ++*m_read;
        return *this;
    }
    CountingIterator operator++(int) {
        CountingIterator before = *this;
        ++*this;
        return before;
    }
    bool operator==(const CountingIterator &other) const { return m_at == other.m_at; }

private:
    const char *m_at;
    std::size_t *m_read;
};

// Builds the ordered_json tree from nlohmann's SAX events, keeping the path
// of the value being read and refusing duplicate keys and deep nesting.
class TreeBuilder {
public:
    using number_integer_t = JsonValue::number_integer_t;
    using number_unsigned_t = JsonValue::number_unsigned_t;
    using number_float_t = JsonValue::number_float_t;
    using string_t = JsonValue::string_t;
    using binary_t = JsonValue::binary_t;

    TreeBuilder(std::string_view text, const std::size_t *read)
        : m_text(text)
        , m_read(read) {}

    bool null() { return scalar(nullptr, false); }
    bool boolean(bool b) { return scalar(b, false); }
    bool number_integer(number_integer_t n) { return scalar(n, true); }
    bool number_unsigned(number_unsigned_t n) { return scalar(n, true); }
    bool number_float(number_float_t n, const string_t &) { return scalar(n, true); }
    bool string(string_t &s) { return scalar(std::move(s), false); }
    bool binary(binary_t &) { return fail(*m_read, "binary values are not JSON"); }

    bool start_object(std::size_t) { return open(JsonValue::object()); }
    bool start_array(std::size_t) { return open(JsonValue::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(string_t &k) {
        Frame &frame = m_frames.back();
        frame.key = k;
        frame.inMember = true;
        if (frame.value->contains(k))
            return fail(*m_read ? *m_read - 1 : 0, "duplicate key \"" + k + "\"");
        return true;
    }

    bool parse_error(std::size_t position, const std::string &,
                     const nlohmann::detail::exception &e) {
        // nlohmann counts characters read; the error is at the last one.
        return fail(position ? position - 1 : 0, describe(e.what()));
    }

    JsonParseResult take() {
        JsonParseResult result;
        if (!m_error.empty()) {
            result.error = m_error;
            result.line = m_line;
            result.column = m_column;
            result.path = m_path;
        } else {
            result.value = std::move(m_root);
        }
        return result;
    }

private:
    struct Frame {
        JsonValue *value;
        std::string key;       // objects: the member being read
        bool inMember = false; // objects: between its key and the end of its value
        // Where the last complete element of an array ended, and how many there are.
        std::size_t lastEnd = 0;
        std::size_t count = 0;
    };

    // nlohmann's what() reads "[json.exception.parse_error.101] parse error at
    // line 1, column 5: syntax error while parsing value - invalid literal;
    // ...": keep the reason; line and column are ours (in characters).
    static std::string describe(std::string what) {
        if (what.rfind("[json.exception.", 0) == 0) {
            const auto close = what.find("] ");
            if (close != std::string::npos) what.erase(0, close + 2);
        }
        if (what.rfind("parse error", 0) == 0) {
            const auto colon = what.find(": ");
            if (colon != std::string::npos) what.erase(0, colon + 2);
        }
        return what;
    }

    template <typename T> bool scalar(T &&v, bool number) {
        if (!enter()) return false;
        if (m_frames.empty()) {
            m_root = JsonValue(std::forward<T>(v));
            return true;
        }
        Frame &frame = m_frames.back();
        if (frame.value->is_object())
            (*frame.value)[frame.key] = JsonValue(std::forward<T>(v));
        else
            frame.value->push_back(JsonValue(std::forward<T>(v)));
        // A number ends when the lexer has read one character past it.
        completed(number && *m_read ? *m_read - 1 : *m_read);
        return true;
    }

    bool open(JsonValue container) {
        if (!enter()) return false;
        JsonValue *slot = nullptr;
        if (m_frames.empty()) {
            m_root = std::move(container);
            slot = &m_root;
        } else {
            Frame &frame = m_frames.back();
            if (frame.value->is_object()) {
                slot = &((*frame.value)[frame.key] = std::move(container));
            } else {
                frame.value->push_back(std::move(container));
                slot = &frame.value->back();
            }
        }
        m_frames.push_back({slot, {}, false, 0, 0});
        return true;
    }

    bool close() {
        m_frames.pop_back();
        if (!m_frames.empty()) completed(*m_read);
        return true;
    }

    // A value is about to be read at depth m_frames.size().
    bool enter() {
        if (int(m_frames.size()) > JsonMaxDepth)
            return fail(*m_read ? *m_read - 1 : 0,
                        "nesting deeper than " + std::to_string(JsonMaxDepth));
        return true;
    }

    void completed(std::size_t end) {
        Frame &frame = m_frames.back();
        frame.inMember = false;
        frame.lastEnd = end;
        ++frame.count;
    }

    // The path of the value being read when the error at offset was found:
    // an array element is the next one when a ',' was read since the last
    // element ended, else the last one (the error lies right after it).
    std::string pathAt(std::size_t offset) const {
        std::string path;
        for (const Frame &frame : m_frames) {
            if (frame.value->is_object()) {
                if (!frame.inMember) break;
                path += (path.empty() ? "" : ".") + frame.key;
                continue;
            }
            std::size_t index = frame.count;
            if (&frame == &m_frames.back() && frame.count > 0) {
                const std::size_t end = std::min(offset, m_text.size());
                const bool comma = frame.lastEnd < end &&
                                   m_text.substr(frame.lastEnd, end - frame.lastEnd).find(',') !=
                                       std::string_view::npos;
                if (!comma) index = frame.count - 1;
            } else if (&frame != &m_frames.back()) {
                index = frame.count; // the element being read is a container
            }
            path += "[" + std::to_string(index) + "]";
        }
        return path;
    }

    bool fail(std::size_t offset, const std::string &why) {
        if (!m_error.empty()) return false;
        m_error = why;
        m_line = 1;
        m_column = 1;
        for (std::size_t i = 0; i < offset && i < m_text.size(); ++i) {
            if (m_text[i] == '\n') {
                ++m_line;
                m_column = 1;
            } else if ((static_cast<unsigned char>(m_text[i]) & 0xC0) != 0x80) {
                ++m_column; // count characters, not UTF-8 continuation bytes
            }
        }
        m_path = pathAt(offset);
        return false;
    }

    std::string_view m_text;
    const std::size_t *m_read;
    JsonValue m_root;
    std::vector<Frame> m_frames;
    std::string m_error;
    int m_line = 0;
    int m_column = 0;
    std::string m_path;
};

bool isScalar(const JsonValue &v) {
    return !v.is_array() && !v.is_object();
}

std::string scalarText(const JsonValue &v) {
    return v.dump(-1, ' ', false, JsonValue::error_handler_t::replace);
}

void writeValue(std::string &out, const JsonValue &v, int indent) {
    const std::string pad(std::size_t(indent) * 2, ' ');
    const std::string innerPad(std::size_t(indent + 1) * 2, ' ');
    if (v.is_array()) {
        if (v.empty()) {
            out += "[]";
            return;
        }
        // Arrays of scalars stay on one line: square lists read like "a2", "b3".
        bool scalars = true;
        for (const JsonValue &item : v) scalars = scalars && isScalar(item);
        if (scalars) {
            out += '[';
            for (std::size_t i = 0; i < v.size(); ++i) {
                if (i) out += ", ";
                out += scalarText(v[i]);
            }
            out += ']';
            return;
        }
        out += "[\n";
        for (std::size_t i = 0; i < v.size(); ++i) {
            out += innerPad;
            writeValue(out, v[i], indent + 1);
            out += i + 1 < v.size() ? ",\n" : "\n";
        }
        out += pad + ']';
        return;
    }
    if (v.is_object()) {
        if (v.empty()) {
            out += "{}";
            return;
        }
        out += "{\n";
        std::size_t i = 0;
        for (const auto &[key, member] : v.items()) {
            out += innerPad + scalarText(JsonValue(key)) + ": ";
            writeValue(out, member, indent + 1);
            out += ++i < v.size() ? ",\n" : "\n";
        }
        out += pad + '}';
        return;
    }
    out += scalarText(v);
}

} // namespace

JsonParseResult parseJson(std::string_view text) {
    // RFC 8259 lets a parser ignore a leading byte order mark; editors add
    // one. Dropped here so that columns on the first line start after it.
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    std::size_t read = 0;
    TreeBuilder builder(text, &read);
    const char *begin = text.data() ? text.data() : "";
    JsonValue::sax_parse(CountingIterator(begin, &read),
                         CountingIterator(begin + text.size(), &read), &builder,
                         JsonValue::input_format_t::json, true, false);
    return builder.take();
}

std::string toJson(const JsonValue &value) {
    std::string out;
    writeValue(out, value, 0);
    out += '\n';
    return out;
}

const char *jsonTypeName(const JsonValue &value) {
    return value.type_name();
}

} // namespace rampart
