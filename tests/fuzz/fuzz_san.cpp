// libFuzzer target: SAN and UCI move parsing on a few fixed positions.
// Invariants: no crash, no leak, no hang; an accepted move is legal and its
// SAN parses back to the same move.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "chess/fen.h"
#include "chess/notation.h"

using namespace rampart;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    static const char *const fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
    };
    if (size == 0) return 0;
    const Position pos = *parseFen(fens[data[0] % 4]).position;
    const std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);
    for (const ParsedMove &m :
         {parseSanMove(pos, text), parseUciMove(pos, text), parseMove(pos, text)}) {
        if (m.ok() != m.reason.empty()) std::abort();
        if (!m.ok()) continue;
        if (!pos.isLegalMove(m.move)) std::abort();
        const ParsedMove back = parseSanMove(pos, toSan(pos, m.move));
        if (!back.ok() || back.move != m.move) std::abort();
    }
    return 0;
}
