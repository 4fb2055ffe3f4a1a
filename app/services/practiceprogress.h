// Each position's practice progress, kept in the settings so that it
// survives a restart: the best result of the player's tries (not yet, kept
// with help, kept without help) and the number of tries, per position key
// (the Zobrist key of the FEN's position, side to move and rights included),
// under "practice/progress/<key in hex>".
#pragma once

#include <cstdint>

namespace rampart {

struct PracticeProgressEntry {
    enum class Best : std::uint8_t { NotYet, WithHelp, WithoutHelp };
    Best best = Best::NotYet;
    int tries = 0;
};

class PracticeProgress {
public:
    static PracticeProgressEntry get(std::uint64_t key);
    // A try ended: kept (the result at the start held to the end), unaided
    // (no slip, retry, hint or analysis shown).
    static void recordTry(std::uint64_t key, bool kept, bool unaided);
    static void reset(std::uint64_t key);

    static constexpr const char *Group = "practice/progress";
};

} // namespace rampart
