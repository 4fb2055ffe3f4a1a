// libFuzzer target: the PGN index and reader on arbitrary bytes.
// Invariants: no crash, no leak, no hang; the index is the same whatever the
// chunk size; a reported error or warning has a game number, line and
// column; the tolerant reader (the default) and the strict one agree on every
// game the strict one reads; a game the tolerant reader keeps (whole or
// partial) written back reads again strictly without error or warning into
// the same text (after one write, the output is a fixed point) and is valid
// UTF-8.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "games/pgnexport.h"
#include "games/pgnindexer.h"
#include "games/pgnreader.h"
#include "games/textencoding.h"

using namespace rampart;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    if (size == 0) return 0;
    const std::size_t chunk = 1 + data[0] % 16;
    const std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);

    PgnIndexer whole;
    whole.feed(text);
    whole.finish();
    PgnIndexer pieces;
    for (std::size_t i = 0; i < text.size(); i += chunk) pieces.feed(text.substr(i, chunk));
    pieces.finish();
    if (whole.entries().size() != pieces.entries().size()) std::abort();

    int number = 0;
    for (const PgnIndexEntry &e : whole.entries()) {
        const auto &other = pieces.entries()[std::size_t(number)];
        if (other.offset != e.offset || other.length != e.length || other.line != e.line)
            std::abort();
        if (e.offset + e.length > text.size()) std::abort();
        ++number;
        const std::string_view game = text.substr(e.offset, e.length);
        const PgnReadResult r = readPgnGame(game, number, e.line);
        const auto placed = [&](const PgnError &error) {
            return error.game == number && error.line >= e.line && error.column >= 1;
        };
        if (r.error && !placed(*r.error)) std::abort();
        for (const PgnError &w : r.warnings)
            if (!placed(w)) std::abort();
        const PgnReadResult strict = readPgnGame(game, number, e.line, PgnReadOptions{true});
        if (!strict.warnings.empty() || strict.partial) std::abort();
        if (strict.ok() && (!r.ok() || writePgnGame(strict.game) != writePgnGame(r.game)))
            std::abort();
        if (r.error && !r.partial) continue;
        const std::string once = writePgnGame(r.game);
        if (!isValidUtf8(once)) std::abort();
        const PgnReadResult again = readPgnGame(once, 1, 1, PgnReadOptions{true});
        if (!again.ok()) std::abort();
        if (writePgnGame(again.game) != once) std::abort();
    }
    return 0;
}
