// Imperfect KPK knowledge (chessprogramming wiki, KPK) as named rules.
//
// A rule looks at a KPK configuration in the bitbase's normal form (the pawn
// White's, on files a-d; see normalizeKpk) and either fires with its claim
// (won or drawn for the side with the pawn) or stays silent. Rules are meant
// to be wrong sometimes: KpkAudit (kpkaudit.h) measures each one against the
// bitbase and shows its knowledge holes.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "tables/kpkbitbase.h"

namespace rampart {

enum class KpkVerdict : std::uint8_t { Unknown, Win, Draw };

// "win", "draw" or "unknown".
const char *kpkVerdictName(KpkVerdict v);

class KpkRule {
public:
    using Predicate = std::function<bool(const KpkConfig &)>;

    KpkRule(std::string name, std::string description, KpkVerdict claim, Predicate applies);

    const std::string &name() const { return m_name; }
    const std::string &description() const { return m_description; }
    KpkVerdict claim() const { return m_claim; }
    bool applies(const KpkConfig &c) const { return m_applies(c); }
    // The claim when the rule fires, else Unknown.
    KpkVerdict verdict(const KpkConfig &c) const {
        return m_applies(c) ? m_claim : KpkVerdict::Unknown;
    }

    // The rule set of the KPK wiki page, in the order a recognizer should try them
    // (the first rule that fires decides):
    //   pawn-en-prise, knight-pawn-stalemate, rook-pawn-corner,
    //   rook-pawn-king-trapped, stop-squares-defended, rule-of-the-square,
    //   defender-in-front-attacker-behind, defender-in-front-attacker-diagonal,
    //   opposition-pawn-beside, opposition-pawn-check, corresponding-squares.
    static std::vector<KpkRule> standardRules();
    // The first verdict of a rule list (Unknown when none fires).
    static KpkVerdict decide(const std::vector<KpkRule> &rules, const KpkConfig &c);

private:
    std::string m_name;
    std::string m_description;
    KpkVerdict m_claim;
    Predicate m_applies;
};

} // namespace rampart
