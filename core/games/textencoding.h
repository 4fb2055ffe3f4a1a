// Text encodings found in PGN files: UTF-8 (what current programs write) and
// ISO 8859-1 (the character set the PGN standard names, still common in older
// databases).
#pragma once

#include <string>
#include <string_view>

namespace rampart {

// True when text is well-formed UTF-8 (no overlong forms, no surrogates,
// nothing above U+10FFFF).
bool isValidUtf8(std::string_view text);
// Every byte read as an ISO 8859-1 character, written as UTF-8.
std::string latin1ToUtf8(std::string_view text);
// text itself when it is valid UTF-8, else its Latin-1 reading in UTF-8.
// `converted` (optional) tells which.
std::string toUtf8(std::string_view text, bool *converted = nullptr);

} // namespace rampart
