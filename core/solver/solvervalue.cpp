#include "solver/solvervalue.h"

#include <algorithm>

namespace rampart {

using score::Score;

bool SolverValue::isWdlProven() const {
    const auto wdl = [](Score s) { return s > 0 ? 1 : s < 0 ? -1 : 0; };
    return isValid() && wdl(whiteRun) == wdl(blackRun);
}

SolverValue SolverValue::narrowedBy(const SolverValue &other) const {
    if (!isValid()) return other;
    if (!other.isValid()) return *this;
    SolverValue v = *this;
    const Score low = std::max(lower(), other.lower()), high = std::min(upper(), other.upper());
    // Sound bounds never cross; if they did, one of the solves is wrong and
    // neither is narrowed by the other.
    if (low > high) return *this;
    (sideToMove == White ? v.whiteRun : v.blackRun) = high;
    (sideToMove == White ? v.blackRun : v.whiteRun) = low;
    return v;
}

std::string SolverValue::toString(bool inPlies) const {
    if (!isValid()) return "unknown";
    const auto count = [&](Score s) {
        return inPlies ? std::to_string(score::plies(s)) + " plies"
                       : std::to_string(score::moves(s));
    };
    if (isProven()) {
        if (whiteRun == score::Draw) return "proven draw";
        return std::string(score::isWin(whiteRun) ? "proven win " : "proven loss ") +
               count(whiteRun);
    }
    if (isWdlProven()) {
        // Both runs win (or both lose); the DTM lies between them.
        const Score fast = upper(), slow = lower();
        const bool win = score::isWin(fast);
        return std::string(win ? "proven win, " : "proven loss, ") + count(win ? fast : slow) +
               " to " + count(win ? slow : fast) + " (the DTM rests on an assumption)";
    }
    // The interval in colours, from Black's best to White's best.
    const auto forWhite = [&](Score s) {
        const int wdl = s > 0 ? 1 : s < 0 ? -1 : 0;
        return sideToMove == White ? wdl : -wdl;
    };
    const int a = std::min(forWhite(whiteRun), forWhite(blackRun));
    const int b = std::max(forWhite(whiteRun), forWhite(blackRun));
    const char *names[] = {"win for Black", "draw", "win for White"};
    std::string s = names[a + 1];
    for (int v = a + 1; v <= b; ++v) s += (v == b ? " or " : ", ") + std::string(names[v + 1]);
    return s + " (rests on an assumption)";
}

} // namespace rampart
