#include "eval/partialevaluation.h"

#include <algorithm>

#include "eval/distance.h"

namespace rampart {

const char *elementKindName(ElementKind k) {
    switch (k) {
    case ElementKind::PassedPawn:
        return "passed pawn";
    case ElementKind::Candidate:
        return "candidate";
    case ElementKind::WeakPawn:
        return "weak pawn";
    case ElementKind::Lever:
        return "lever";
    case ElementKind::KingActivity:
        return "king activity";
    case ElementKind::Race:
        return "race";
    case ElementKind::OutsidePasser:
        return "outside passer";
    }
    return "?";
}

const char *classificationName(Classification c) {
    switch (c) {
    case Classification::Unstoppable:
        return "unstoppable";
    case Classification::EscortedPasser:
        return "escorted by its king";
    case Classification::ProtectedPasser:
        return "protected passer";
    case Classification::FreePasser:
        return "free passer, catchable";
    case Classification::BlockadedPasser:
        return "blockaded";
    case Classification::Candidate:
        return "candidate";
    case Classification::WeakPawnLost:
        return "weak pawn, lost";
    case Classification::WeakPawn:
        return "weak pawn";
    case Classification::Lever:
        return "lever";
    case Classification::KingWinsPawn:
        return "king wins a pawn";
    case Classification::KingActive:
        return "king more active";
    case Classification::RaceWon:
        return "race won";
    case Classification::RaceUnclear:
        return "both sides queen";
    case Classification::RaceLoneQueen:
        return "only this side queens";
    case Classification::OutsidePasserWins:
        return "outside passer deflects the king";
    }
    return "?";
}

std::string PartialEvaluation::summary() const {
    std::string s = elementKindName(kind);
    if (square != NoSquare) s += std::string(" ") + squareName(square);
    s += side == White ? " (White): " : " (Black): ";
    s += classificationName(classification);
    s += ", goal " +
         (goalDistance >= NoPath ? std::string("unreachable") : std::to_string(goalDistance)) +
         ", sensitive " + std::to_string(sensitive);
    s += ", " + std::string(score > 0 ? "+" : "") + std::to_string(score);
    if (!counted) s += " (not counted: a better one of its classification is)";
    return s;
}

void mergeIdentities(std::vector<SquareIdentity> &identities) {
    std::vector<SquareIdentity> merged;
    for (const SquareIdentity &identity : identities) {
        auto it = std::find_if(merged.begin(), merged.end(), [&](const SquareIdentity &m) {
            return m.square == identity.square;
        });
        if (it == merged.end()) {
            merged.push_back({identity.square, {}});
            it = merged.end() - 1;
        }
        for (const std::string &role : identity.roles)
            if (std::find(it->roles.begin(), it->roles.end(), role) == it->roles.end())
                it->roles.push_back(role);
    }
    identities = std::move(merged);
}

bool betterPartial(const PartialEvaluation &a, const PartialEvaluation &b) {
    if (a.goalDistance != b.goalDistance) return a.goalDistance < b.goalDistance;
    if (a.sensitive != b.sensitive) return a.sensitive > b.sensitive;
    return (a.side == White ? a.score : -a.score) > (b.side == White ? b.score : -b.score);
}

} // namespace rampart
