// Checks a built table against the rules: every stored value must equal the
// best value over the position's legal moves (Position's own move generator,
// not the generator's), read from the table itself and, for captures and
// promotions, from the successor tables; checkmate is loss 0, stalemate a
// draw. A table that passes is a fixpoint of the DTM recursion in which
// every decided value is backed by a move, which is what makes it exact.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "tables/materialtable.h"

namespace rampart {

class TableRegistry;

struct TableVerifyReport {
    Material material;
    std::uint64_t checked = 0;    // legal stored positions
    std::uint64_t mismatches = 0; // positions whose value disagrees
    // Up to MaxExamples: "FEN: stored win 5, moves give win 4".
    std::vector<std::string> examples;
    bool cancelled = false;
    bool ok() const { return !cancelled && mismatches == 0; }
};

class TableVerifier {
public:
    static constexpr int MaxExamples = 10;
    // registry must hold the table's successors; threads <= 0: all cores.
    static TableVerifyReport verify(const MaterialTable &table, const TableRegistry &registry,
                                    int threads = 1, const std::atomic<bool> *cancel = nullptr);
};

} // namespace rampart
