// Audits KPK rules against the bitbase: every legal KPK position (White
// pawn on all 48 squares, both sides to move, 331,352 positions) is shown to
// every rule; a rule that fires is right when its claim matches the bitbase.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tables/kpkbitbase.h"
#include "tables/kpkrule.h"

namespace rampart {

struct KpkRuleAudit {
    std::string name;
    KpkVerdict claim = KpkVerdict::Unknown;
    std::uint64_t fires = 0;
    std::uint64_t right = 0;
    std::uint64_t wrong = 0;
    // FENs (White pawn, as enumerated) of the first positions it got wrong.
    std::vector<std::string> errorExamples;
};

struct KpkAuditReport {
    std::uint64_t positions = 0;     // legal KPK positions examined
    std::vector<KpkRuleAudit> rules; // in the order given
    // The rule set as a recognizer: the first rule that fires decides.
    std::uint64_t decided = 0;
    std::uint64_t decidedRight = 0;
    std::uint64_t decidedWrong = 0;

    double decidedShare() const { return positions ? double(decided) / double(positions) : 0.0; }
};

class KpkAudit {
public:
    static KpkAuditReport run(const KpkBitbase &bitbase, const std::vector<KpkRule> &rules,
                              int maxExamples = 5);
};

} // namespace rampart
