#include "blockagetext.h"

namespace rampart {

QString BlockageText::reason(BlockageReason why) {
    switch (why) {
    case BlockageReason::Blocked:
        return tr("the fence holds");
    case BlockageReason::NotPawnEnding:
        return tr("not a king-and-pawn ending");
    case BlockageReason::TooFewRams:
        return tr("fewer than three rams");
    case BlockageReason::DefendingKingFlooded:
        return tr("the defending king is inside the attacker's flood");
    case BlockageReason::Lever:
        return tr("a pawn lever can break through");
    case BlockageReason::EnPassant:
        return tr("an en passant capture is possible");
    case BlockageReason::PassedPawns:
        return tr("two or more passed pawns can run");
    case BlockageReason::PasserNotStopped:
        return tr("the passed pawn is not stopped by the king alone");
    case BlockageReason::NoWaitingMove:
        return tr("the defending king has no safe waiting squares");
    }
    return {};
}

QString BlockageText::verdict(const BlockageResult &result) {
    const QString side = result.strongSide == White ? tr("White") : tr("Black");
    if (result.blocked) return tr("%1 cannot win: blockage (%2)").arg(side, reason(result.why));
    return tr("No blockage against %1: %2").arg(side, reason(result.why));
}

} // namespace rampart
