// What the pattern editor and the pattern test share: the three layers
// (fixed, not, variable) with their colours and translated names, the men as
// board pieces, and short tags for square identities.
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "chess/position.h"

#include "patterns/pattern.h"

namespace rampart {

enum class PatternLayer { Fixed, Not, Variable };
constexpr int PatternLayerCount = 3;

class PatternStyle {
    Q_DECLARE_TR_FUNCTIONS(PatternStyle)

public:
    // Fixed green, not red, variable blue.
    static QColor layerColor(PatternLayer layer);
    // The badge of a square with roles (identities), amber.
    static QColor identityColor();
    static QString layerName(PatternLayer layer);
    // The layer's quad-bitboard in a pattern.
    static QuadBitboard &board(Pattern &p, PatternLayer layer);
    static const QuadBitboard &board(const Pattern &p, PatternLayer layer);

    static Piece pieceOf(Man man);
    // The men of a quad-bitboard as a position (no legality).
    static Position toPosition(const QuadBitboard &quad);
    // The pawns and kings of a position; false when it holds other pieces.
    static bool fromPosition(const Position &pos, QuadBitboard &quad);
    // "white pawn", "black king" (translated).
    static QString manName(Man man);
    // A short tag for a square's roles: initials of each role ("stop square" -> "SS").
    static QString roleTag(const std::vector<std::string> &roles);
    // Roles offered in the identity menu besides those already in use.
    static QStringList standardRoles();
};

} // namespace rampart
