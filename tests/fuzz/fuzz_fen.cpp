// libFuzzer target: FEN and EPD parsing, and the writer on what parses.
// Invariants: no crash, no leak, no hang; a parse either holds a legal
// position or lists problems; a legal position round-trips through toFen.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "chess/fen.h"

using namespace rampart;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const FenResult fen = parseFen(text);
    if (!fen.ok() && fen.problems.empty()) std::abort();
    if (fen.ok()) {
        const std::string written = toFen(*fen.position);
        const FenResult again = parseFen(written);
        if (!again.ok() || toFen(*again.position) != written) std::abort();
        // Legal positions must also survive move generation.
        Position pos = *fen.position;
        for (Move m : pos.legalMoves()) {
            const UndoInfo undo = pos.makeMove(m);
            pos.unmakeMove(m, undo);
        }
        if (pos.key() != fen.position->key()) std::abort();
    }
    const EpdRecord epd = parseEpd(text);
    if (!epd.position.ok() && epd.position.problems.empty()) std::abort();
    return 0;
}
