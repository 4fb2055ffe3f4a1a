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

QString FenProblemText::text(const FenProblem &problem) {
    // The detail is what the core found: a colour name in English, a square,
    // the offending text or a count (see FenProblem::message() in core/fen.cpp).
    QString detail = QString::fromStdString(problem.detail);
    QString colour = detail;
    if (detail == QLatin1String("White"))
        colour = tr("White");
    else if (detail == QLatin1String("Black"))
        colour = tr("Black");

    QString sentence;
    bool showPlace = false; // syntax problems say where they are in the input
    switch (problem.code) {
    case FenProblemCode::EmptyInput:
        sentence = tr("The input is empty.");
        break;
    case FenProblemCode::WrongFieldCount:
        sentence = tr("A FEN has 6 fields (or 4 as in EPD); found %1.").arg(detail);
        break;
    case FenProblemCode::BadPieceLetter:
        sentence = tr("'%1' is not a piece letter.").arg(detail);
        showPlace = true;
        break;
    case FenProblemCode::BadRankLength:
        sentence = tr("Rank %1 does not describe exactly 8 squares.")
                       .arg(detail.section(QLatin1Char(':'), 0, 0));
        showPlace = true;
        break;
    case FenProblemCode::WrongRankCount:
        sentence = tr("The board has %1 ranks instead of 8.").arg(detail);
        break;
    case FenProblemCode::BadSideToMove:
        sentence = tr("The side to move must be 'w' or 'b', not '%1'.").arg(detail);
        showPlace = true;
        break;
    case FenProblemCode::BadCastlingField:
        sentence =
            tr("Bad castling field '%1' (K, Q, k, q at most once each, or '-').").arg(detail);
        showPlace = true;
        break;
    case FenProblemCode::BadEnPassantField:
        sentence = tr("Bad en passant field '%1' (a square or '-').").arg(detail);
        showPlace = true;
        break;
    case FenProblemCode::BadHalfmoveClock:
        sentence = tr("Bad halfmove clock '%1' (a number 0 or larger).").arg(detail);
        showPlace = true;
        break;
    case FenProblemCode::BadFullmoveNumber:
        sentence = tr("Bad move number '%1' (a number 1 or larger).").arg(detail);
        showPlace = true;
        break;
    case FenProblemCode::MissingKing:
        sentence = tr("%1 has no king.").arg(colour);
        break;
    case FenProblemCode::TooManyKings:
        sentence = tr("%1 has more than one king.").arg(colour);
        break;
    case FenProblemCode::PawnOnBackRank:
        sentence = tr("A pawn on the first or last rank (%1).").arg(detail);
        break;
    case FenProblemCode::SideNotToMoveInCheck:
        sentence = tr("%1 is in check but not to move.").arg(colour);
        break;
    case FenProblemCode::ImpossibleEnPassant:
        sentence = tr("The en passant square %1 is impossible here.").arg(detail);
        break;
    case FenProblemCode::CastlingWithoutKingOrRook:
        sentence = tr("Castling right %1 without king and rook on their squares.").arg(detail);
        break;
    case FenProblemCode::TooManyPieces:
        sentence = tr("%1 has more than 16 men.").arg(colour);
        break;
    case FenProblemCode::TooManyPawns:
        sentence = tr("%1 has more than 8 pawns.").arg(colour);
        break;
    case FenProblemCode::ImpossiblePromotions:
        sentence = tr("%1 has more promoted pieces than missing pawns allow.").arg(colour);
        break;
    case FenProblemCode::ImpossibleChecks:
        if (problem.detail == "three or more checking pieces")
            sentence = tr("Impossible check: three or more pieces give check.");
        else if (problem.detail == "two pawn or knight checkers")
            sentence = tr("Impossible check: two pawns or knights give check.");
        else
            sentence = tr("Impossible check (%1).").arg(detail);
        break;
    case FenProblemCode::ClockTooLarge:
        sentence = tr("The halfmove clock %1 is impossible here.")
                       .arg(detail.section(QLatin1Char(' '), 0, 0));
        break;
    case FenProblemCode::BadEpdOperation:
        sentence = tr("Bad EPD operation (%1).").arg(detail);
        showPlace = true;
        break;
    }
    if (!showPlace) return sentence;
    return tr("%1 [%2, character %3]")
        .arg(sentence, fieldName(problem.field))
        .arg(problem.offset + 1);
}

QStringList FenProblemText::texts(const std::vector<FenProblem> &problems) {
    QStringList list;
    for (const FenProblem &p : problems) list << text(p);
    return list;
}

} // namespace rampart
