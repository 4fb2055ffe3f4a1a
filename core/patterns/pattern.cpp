#include "patterns/pattern.h"

#include <algorithm>

namespace rampart {

void Pattern::addIdentity(Square s, const std::string &role) {
    for (SquareIdentity &identity : identities) {
        if (identity.square != s) continue;
        if (std::find(identity.roles.begin(), identity.roles.end(), role) == identity.roles.end())
            identity.roles.push_back(role);
        return;
    }
    identities.push_back({s, {role}});
}

void Pattern::removeIdentity(Square s, const std::string &role) {
    for (auto it = identities.begin(); it != identities.end(); ++it) {
        if (it->square != s) continue;
        it->roles.erase(std::remove(it->roles.begin(), it->roles.end(), role), it->roles.end());
        if (it->roles.empty()) identities.erase(it);
        return;
    }
}

std::vector<std::string> Pattern::rolesOf(Square s) const {
    for (const SquareIdentity &identity : identities)
        if (identity.square == s) return identity.roles;
    return {};
}

Bitboard Pattern::anchorSquares() const {
    Bitboard anchors = fixed.occupied() | variable.occupied();
    for (const SquareIdentity &identity : identities)
        if (isValidSquare(identity.square)) anchors |= squareBB(identity.square);
    return anchors;
}

bool Pattern::matchesUntransformed(const QuadBitboard &board) const {
    return quadMatch(board, fixed, notBoard, variable);
}

} // namespace rampart
