#include "fenproblemtext.h"

namespace rampart {

QString FenProblemText::fieldName(int field) {
    switch (field) {
    case 0:
        return tr("board");
    case 1:
        return tr("side to move");
    case 2:
        return tr("castling rights");
    case 3:
        return tr("en passant square");
    case 4:
        return tr("halfmove clock");
    case 5:
        return tr("move number");
    default:
        return tr("EPD operations");
    }
}

namespace {

// Syntax problems say where they are in the input; legality problems concern
// the whole position.
bool showsPlace(FenProblemCode code) {
    switch (code) {
    case FenProblemCode::BadPieceLetter:
    case FenProblemCode::BadRankLength:
    case FenProblemCode::BadSideToMove:
    case FenProblemCode::BadCastlingField:
    case FenProblemCode::BadEnPassantField:
    case FenProblemCode::BadHalfmoveClock:
    case FenProblemCode::BadFullmoveNumber:
    case FenProblemCode::BadEpdOperation:
        return true;
    default:
        return false;
    }
}

} // namespace

QString FenProblemText::text(const FenProblem &problem) {
    const QString what = sentence(problem);
    if (!showsPlace(problem.code)) return what;
    return tr("%1 [%2, character %3]").arg(what, fieldName(problem.field)).arg(problem.offset + 1);
}

QString FenProblemText::sentence(const FenProblem &problem) {
    // The detail is what the core found: a colour identifier ("White",
    // "Black"), a square, the offending text or a count (see FenProblem in
    // core/chess/legality.h).
    const QString detail = QString::fromStdString(problem.detail);
    QString colour = detail;
    if (detail == QLatin1String("White"))
        colour = tr("White");
    else if (detail == QLatin1String("Black"))
        colour = tr("Black");

    switch (problem.code) {
    case FenProblemCode::EmptyInput:
        return tr("The input is empty.");
    case FenProblemCode::WrongFieldCount:
        return tr("A FEN has 6 fields (or 4 as in EPD); found %1.").arg(detail);
    case FenProblemCode::BadPieceLetter:
        return tr("'%1' is not a piece letter.").arg(detail);
    case FenProblemCode::BadRankLength:
        return tr("Rank %1 does not describe exactly 8 squares.")
            .arg(detail.section(QLatin1Char(':'), 0, 0));
    case FenProblemCode::WrongRankCount:
        return tr("The board has %1 ranks instead of 8.").arg(detail);
    case FenProblemCode::BadSideToMove:
        return tr("The side to move must be 'w' or 'b', not '%1'.").arg(detail);
    case FenProblemCode::BadCastlingField:
        return tr("Bad castling field '%1' (K, Q, k, q at most once each, or '-').").arg(detail);
    case FenProblemCode::BadEnPassantField:
        return tr("Bad en passant field '%1' (a square or '-').").arg(detail);
    case FenProblemCode::BadHalfmoveClock:
        return tr("Bad halfmove clock '%1' (a number 0 or larger).").arg(detail);
    case FenProblemCode::BadFullmoveNumber:
        return tr("Bad move number '%1' (a number 1 or larger).").arg(detail);
    case FenProblemCode::MissingKing:
        return tr("%1 has no king.").arg(colour);
    case FenProblemCode::TooManyKings:
        return tr("%1 has more than one king.").arg(colour);
    case FenProblemCode::PawnOnBackRank:
        return tr("A pawn on the first or last rank (%1).").arg(detail);
    case FenProblemCode::SideNotToMoveInCheck:
        return tr("%1 is in check but not to move.").arg(colour);
    case FenProblemCode::ImpossibleEnPassant:
        return tr("The en passant square %1 is impossible here.").arg(detail);
    case FenProblemCode::CastlingWithoutKingOrRook:
        return tr("Castling right %1 without king and rook on their squares.").arg(detail);
    case FenProblemCode::TooManyPieces:
        return tr("%1 has more than 16 men.").arg(colour);
    case FenProblemCode::TooManyPawns:
        return tr("%1 has more than 8 pawns.").arg(colour);
    case FenProblemCode::ImpossiblePromotions:
        return tr("%1 has more promoted pieces than missing pawns allow.").arg(colour);
    case FenProblemCode::ImpossibleChecks:
        // The detail is the number of checking pieces; two only when they
        // are an impossible pair.
        if (problem.detail == "2") return tr("Impossible check: two pawns or knights give check.");
        return tr("Impossible check: three or more pieces give check.");
    case FenProblemCode::ClockTooLarge:
        return tr("The halfmove clock %1 is impossible here.").arg(detail);
    case FenProblemCode::BadEpdOperation:
        if (detail.isEmpty()) return tr("An EPD operation without an opcode.");
        return tr("The EPD operation %1 is not terminated (a ';' or a closing quote is "
                  "missing).")
            .arg(detail);
    }
    return tr("Unknown problem.");
}

QStringList FenProblemText::texts(const std::vector<FenProblem> &problems) {
    QStringList list;
    for (const FenProblem &p : problems) list << text(p);
    return list;
}

} // namespace rampart
