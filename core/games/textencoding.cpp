#include "games/textencoding.h"

#include <cstdint>

namespace rampart {

bool isValidUtf8(std::string_view text) {
    const auto *p = reinterpret_cast<const std::uint8_t *>(text.data());
    const auto *end = p + text.size();
    while (p < end) {
        const std::uint8_t c = *p;
        if (c < 0x80) {
            ++p;
            continue;
        }
        int length;
        std::uint32_t minimum;
        std::uint32_t cp;
        if ((c & 0xE0) == 0xC0) {
            length = 2, minimum = 0x80, cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            length = 3, minimum = 0x800, cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            length = 4, minimum = 0x10000, cp = c & 0x07;
        } else {
            return false;
        }
        if (end - p < length) return false;
        for (int i = 1; i < length; ++i) {
            if ((p[i] & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (p[i] & 0x3F);
        }
        if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
        p += length;
    }
    return true;
}

std::string latin1ToUtf8(std::string_view text) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (char ch : text) {
        const auto c = static_cast<std::uint8_t>(ch);
        if (c < 0x80) {
            out += ch;
        } else {
            out += char(0xC0 | (c >> 6));
            out += char(0x80 | (c & 0x3F));
        }
    }
    return out;
}

std::string toUtf8(std::string_view text, bool *converted) {
    const bool valid = isValidUtf8(text);
    if (converted) *converted = !valid;
    return valid ? std::string(text) : latin1ToUtf8(text);
}

} // namespace rampart
