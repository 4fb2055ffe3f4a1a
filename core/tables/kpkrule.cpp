#include "tables/kpkrule.h"

#include <utility>

namespace rampart {

const char *kpkVerdictName(KpkVerdict v) {
    switch (v) {
    case KpkVerdict::Win:
        return "win";
    case KpkVerdict::Draw:
        return "draw";
    case KpkVerdict::Unknown:
        break;
    }
    return "unknown";
}

KpkRule::KpkRule(std::string name, std::string description, KpkVerdict claim, Predicate applies)
    : m_name(std::move(name))
    , m_description(std::move(description))
    , m_claim(claim)
    , m_applies(std::move(applies)) {}

KpkVerdict KpkRule::decide(const std::vector<KpkRule> &rules, const KpkConfig &c) {
    for (const KpkRule &r : rules) {
        const KpkVerdict v = r.verdict(c);
        if (v != KpkVerdict::Unknown) return v;
    }
    return KpkVerdict::Unknown;
}

namespace {

// The square `ranks` ranks up and `files` files across from s, or NoSquare
// when that leaves the board (no wrapping round the edges).
Square offset(Square s, int files, int ranks) {
    const int f = fileOf(s) + files, r = rankOf(s) + ranks;
    return f >= 0 && f < 8 && r >= 0 && r < 8 ? makeSquare(f, r) : NoSquare;
}

bool guards(Square king, Square s) {
    return s != NoSquare && kingDistance(king, s) == 1;
}

// Black to move can take the pawn: the weak king is next to it and the
// strong king does not guard it.
bool pawnEnPrise(const KpkConfig &c) {
    return c.sideToMove == Black && guards(c.weakKing, c.pawn) && !guards(c.strongKing, c.pawn);
}

// Moves the pawn needs to promote (the first move may be a double step).
int pawnMovesToPromote(Square pawn) {
    return rankOf(pawn) == 1 ? 5 : 7 - rankOf(pawn);
}

bool stopSquaresDefended(const KpkConfig &c) {
    // Stop, telestop and the next square, as far as the promotion square:
    // at most three squares.
    int n = 0;
    for (int r = rankOf(c.pawn) + 1; r <= 7 && n < 3; ++r, ++n) {
        const Square s = makeSquare(fileOf(c.pawn), r);
        if (!guards(c.strongKing, s)) return false;
    }
    // A defended stop square does not mean a defended pawn.
    return !pawnEnPrise(c);
}

bool outsideTheSquare(const KpkConfig &c) {
    // KPK wiki page: the strong king on the front span costs the pawn a tempo;
    // this rule leaves such cases alone.
    if (frontSpan(White, squareBB(c.pawn)) & squareBB(c.strongKing)) return false;
    const Square promotion = makeSquare(fileOf(c.pawn), 7);
    const int moves = pawnMovesToPromote(c.pawn);
    // With White to move the pawn is a tempo ahead; Black to move catches a
    // pawn one step further away (it can take the new queen on arrival).
    const int reach = c.sideToMove == White ? moves : moves + 1;
    return kingDistance(c.weakKing, promotion) > reach;
}

bool defenderInFrontAttackerBehind(const KpkConfig &c) {
    return c.sideToMove == Black && c.weakKing == offset(c.pawn, 0, 1) &&
           c.strongKing == offset(c.pawn, 0, -1);
}

bool defenderInFrontAttackerDiagonal(const KpkConfig &c) {
    return c.sideToMove == White && c.weakKing == offset(c.pawn, 0, 1) &&
           (c.strongKing == offset(c.pawn, -1, -1) || c.strongKing == offset(c.pawn, 1, -1));
}

// Kings on one file, the weak king two ranks above the strong one.
bool verticalOpposition(const KpkConfig &c) {
    return c.weakKing == offset(c.strongKing, 0, 2);
}

bool oppositionPawnBeside(const KpkConfig &c) {
    return c.sideToMove == White && verticalOpposition(c) &&
           (c.pawn == offset(c.strongKing, -1, 0) || c.pawn == offset(c.strongKing, 1, 0));
}

bool oppositionPawnCheck(const KpkConfig &c) {
    // The position after the pawn of the previous rule stepped up with check.
    return c.sideToMove == Black && verticalOpposition(c) &&
           (c.pawn == offset(c.strongKing, -1, 1) || c.pawn == offset(c.strongKing, 1, 1));
}

bool correspondingSquares(const KpkConfig &c) {
    // The KPK wiki page's "feeble attempt": strong king on one of the three squares
    // behind the pawn, weak king on one of the three squares two ranks in
    // front, White to move, weak king not on the last rank. (The page's
    // square arithmetic wraps round the board edge; here it does not.)
    const bool behind = c.strongKing == offset(c.pawn, -1, -1) ||
                        c.strongKing == offset(c.pawn, 0, -1) ||
                        c.strongKing == offset(c.pawn, 1, -1);
    const bool inFront = c.weakKing == offset(c.pawn, -1, 2) ||
                         c.weakKing == offset(c.pawn, 0, 2) || c.weakKing == offset(c.pawn, 1, 2);
    return behind && inFront && c.sideToMove == White && rankOf(c.weakKing) != 7;
}

bool rookPawnCorner(const KpkConfig &c) {
    // Normal form: a rook pawn is on the a-file. The defender in the corner
    // region in front of the pawn cannot be driven out.
    if (fileOf(c.pawn) != 0) return false;
    return kingDistance(c.weakKing, A8) <= 1 && rankOf(c.weakKing) > rankOf(c.pawn) &&
           !pawnEnPrise(c);
}

bool rookPawnKingTrapped(const KpkConfig &c) {
    // The strong king on the pawn's front span and the weak king on the c-file
    // guarding every b-file square next to it: the king cannot leave the a-file.
    if (fileOf(c.pawn) != 0) return false;
    if (!(frontSpan(White, squareBB(c.pawn)) & squareBB(c.strongKing))) return false;
    if (fileOf(c.weakKing) != 2) return false;
    const Bitboard exits = kingAttacks(c.strongKing) & fileBB(1);
    return (exits & ~kingAttacks(c.weakKing)) == 0;
}

bool knightPawnStalemate(const KpkConfig &c) {
    // Pawn b6, weak king a8, strong king on c7 or c8 guarding b7 and b8: the
    // stop squares are defended, yet Black to move is stalemated.
    return c.sideToMove == Black && c.pawn == B6 && c.weakKing == A8 &&
           (c.strongKing == C7 || c.strongKing == C8);
}

} // namespace

std::vector<KpkRule> KpkRule::standardRules() {
    return {
        {"pawn-en-prise", "Black to move takes the undefended pawn next to its king.",
         KpkVerdict::Draw, pawnEnPrise},
        {"knight-pawn-stalemate",
         "Knight pawn on the 6th, defender in the corner, strong king guarding the stop "
         "squares: Black to move is stalemated.",
         KpkVerdict::Draw, knightPawnStalemate},
        {"rook-pawn-corner", "Rook pawn with the defender in the promotion corner in front of it.",
         KpkVerdict::Draw, rookPawnCorner},
        {"rook-pawn-king-trapped",
         "Rook pawn; the strong king on its front span is shut in by the defender on the "
         "third file.",
         KpkVerdict::Draw, rookPawnKingTrapped},
        {"stop-squares-defended",
         "The strong king guards the stop, telestop and next square up to the promotion "
         "square, and the pawn is not en prise.",
         KpkVerdict::Win, stopSquaresDefended},
        {"rule-of-the-square",
         "The defending king is outside the square of the pawn (the strong king off the "
         "front span).",
         KpkVerdict::Win, outsideTheSquare},
        {"defender-in-front-attacker-behind",
         "Defending king directly in front of the pawn, the other directly behind it, weaker "
         "side to move.",
         KpkVerdict::Draw, defenderInFrontAttackerBehind},
        {"defender-in-front-attacker-diagonal",
         "Defending king directly in front of the pawn, the other diagonally behind it, "
         "stronger side to move.",
         KpkVerdict::Draw, defenderInFrontAttackerDiagonal},
        {"opposition-pawn-beside",
         "Kings in vertical opposition, the pawn beside the stronger king, stronger side "
         "to move.",
         KpkVerdict::Draw, oppositionPawnBeside},
        {"opposition-pawn-check",
         "As before after the pawn stepped up with check, weaker side to move.", KpkVerdict::Draw,
         oppositionPawnCheck},
        {"corresponding-squares",
         "The KPK wiki page's corresponding-squares code: strong king behind the pawn, defender "
         "two "
         "ranks in front (not on the last rank), stronger side to move.",
         KpkVerdict::Draw, correspondingSquares},
    };
}

} // namespace rampart
