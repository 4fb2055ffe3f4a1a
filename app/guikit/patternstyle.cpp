#include "guikit/patternstyle.h"

namespace rampart {

QColor PatternStyle::layerColor(PatternLayer layer) {
    switch (layer) {
    case PatternLayer::Fixed:
        return QColor(0x2e, 0x7d, 0x32);
    case PatternLayer::Not:
        return QColor(0xc6, 0x28, 0x28);
    case PatternLayer::Variable:
        return QColor(0x15, 0x65, 0xc0);
    }
    return Qt::gray;
}

QColor PatternStyle::identityColor() {
    return QColor(0xf0, 0xb4, 0x29);
}

QString PatternStyle::layerName(PatternLayer layer) {
    switch (layer) {
    case PatternLayer::Fixed:
        return tr("Fixed (must be present)");
    case PatternLayer::Not:
        return tr("Not (must be absent)");
    case PatternLayer::Variable:
        return tr("Variable (at least one)");
    }
    return {};
}

QuadBitboard &PatternStyle::board(Pattern &p, PatternLayer layer) {
    return layer == PatternLayer::Fixed ? p.fixed
           : layer == PatternLayer::Not ? p.notBoard
                                        : p.variable;
}

const QuadBitboard &PatternStyle::board(const Pattern &p, PatternLayer layer) {
    return layer == PatternLayer::Fixed ? p.fixed
           : layer == PatternLayer::Not ? p.notBoard
                                        : p.variable;
}

Piece PatternStyle::pieceOf(Man man) {
    return makePiece(colorOf(man), isPawn(man) ? Pawn : King);
}

Position PatternStyle::toPosition(const QuadBitboard &quad) {
    Position pos;
    for (Man m : allMen)
        for (Bitboard b = quad[m]; b;) pos.setPiece(popLsb(b), pieceOf(m));
    return pos;
}

bool PatternStyle::fromPosition(const Position &pos, QuadBitboard &quad) {
    quad = QuadBitboard();
    for (int s = 0; s < SquareCount; ++s) {
        const Piece piece = pos.pieceOn(Square(s));
        if (piece == NoPiece) continue;
        if (typeOf(piece) != Pawn && typeOf(piece) != King) return false;
        quad.set(typeOf(piece) == Pawn ? pawnMan(colorOf(piece)) : kingMan(colorOf(piece)),
                 Square(s));
    }
    return true;
}

QString PatternStyle::manName(Man man) {
    switch (man) {
    case Man::WhitePawn:
        return tr("white pawn");
    case Man::BlackPawn:
        return tr("black pawn");
    case Man::WhiteKing:
        return tr("white king");
    case Man::BlackKing:
        return tr("black king");
    }
    return {};
}

QString PatternStyle::roleTag(const std::vector<std::string> &roles) {
    QStringList tags;
    for (const std::string &role : roles) {
        QString tag;
        for (const QString &word :
             QString::fromStdString(role).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            tag += word.front().toUpper();
        tags << tag;
    }
    return tags.join(QLatin1Char(','));
}

QStringList PatternStyle::standardRoles() {
    // Role names are data stored in library files (like the pattern names),
    // so they stay as written; the menu shows them untranslated.
    return {QStringLiteral("passer"),        QStringLiteral("stop square"),
            QStringLiteral("key square"),    QStringLiteral("promotion square"),
            QStringLiteral("opposition"),    QStringLiteral("blockade"),
            QStringLiteral("lever"),         QStringLiteral("candidate"),
            QStringLiteral("backward pawn"), QStringLiteral("contested square"),
            QStringLiteral("corner")};
}

} // namespace rampart
