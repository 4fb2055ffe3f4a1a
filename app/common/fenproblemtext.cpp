#include "fenproblemtext.h"

namespace rampart {

QString FenProblemText::fieldName(int field)
{
    switch (field) {
    case 0: return tr("board");
    case 1: return tr("side to move");
    case 2: return tr("castling rights");
    case 3: return tr("en passant square");
    case 4: return tr("halfmove clock");
    case 5: return tr("move number");
    default: return tr("EPD operations");
    }
}

QString FenProblemText::text(const FenProblem &problem)
{
    QString detail = QString::fromStdString(problem.detail);
    // The core names colours in English; say them in the user's language.
    if (detail == QLatin1String("White")) detail = tr("White");
    else if (detail == QLatin1String("Black")) detail = tr("Black");
    QString sentence;
    switch (problem.code) {
    case FenProblemCode::EmptyInput: sentence = tr("The input is empty."); break;
    case FenProblemCode::WrongFieldCount:
        sentence = tr("A FEN needs 6 fields (or 4 for EPD)."); break;
    case FenProblemCode::BadPieceLetter:
        sentence = tr("'%1' is not a piece letter.").arg(detail); break;
    case FenProblemCode::BadRankLength:
        sentence = tr("A rank does not describe exactly 8 squares."); break;
    case FenProblemCode::WrongRankCount:
        sentence = tr("The board does not have exactly 8 ranks."); break;
    case FenProblemCode::BadSideToMove:
        sentence = tr("The side to move must be 'w' or 'b'."); break;
    case FenProblemCode::BadCastlingField:
        sentence = tr("The castling field may only hold K, Q, k, q once each, or '-'."); break;
    case FenProblemCode::BadEnPassantField:
        sentence = tr("The en passant field must be '-' or a square."); break;
    case FenProblemCode::BadHalfmoveClock:
        sentence = tr("The halfmove clock must be a number 0 or larger."); break;
    case FenProblemCode::BadFullmoveNumber:
        sentence = tr("The move number must be a number 1 or larger."); break;
    case FenProblemCode::MissingKing:
        sentence = detail.isEmpty() ? tr("A king is missing.") : tr("%1 has no king.").arg(detail);
        break;
    case FenProblemCode::TooManyKings:
        sentence = detail.isEmpty() ? tr("A side has more than one king.")
                                    : tr("%1 has more than one king.").arg(detail);
        break;
    case FenProblemCode::PawnOnBackRank:
        sentence = tr("A pawn stands on the first or last rank."); break;
    case FenProblemCode::SideNotToMoveInCheck:
        sentence = tr("The side not to move is in check."); break;
    case FenProblemCode::ImpossibleEnPassant:
        sentence = tr("The en passant square is impossible here."); break;
    case FenProblemCode::CastlingWithoutKingOrRook:
        sentence = tr("A castling right without king and rook on their squares."); break;
    case FenProblemCode::TooManyPieces:
        sentence = tr("A side has more than 16 men."); break;
    case FenProblemCode::TooManyPawns:
        sentence = tr("A side has more than 8 pawns."); break;
    case FenProblemCode::ImpossiblePromotions:
        sentence = tr("More promoted pieces than missing pawns allow."); break;
    case FenProblemCode::ImpossibleChecks:
        sentence = tr("The side to move is in check in a way no move can give."); break;
    case FenProblemCode::ClockTooLarge:
        sentence = tr("The halfmove clock is larger than the moves played allow."); break;
    case FenProblemCode::BadEpdOperation:
        sentence = tr("An EPD operation is malformed."); break;
    }
    // Detail strings of the legality codes name a colour or a square; the
    // syntax codes already used it above, so only add the place.
    const bool syntax = problem.code <= FenProblemCode::BadFullmoveNumber ||
                        problem.code == FenProblemCode::BadEpdOperation;
    if (syntax)
        return tr("%1 (%2, character %3)")
            .arg(sentence, fieldName(problem.field))
            .arg(problem.offset + 1);
    if (!detail.isEmpty() && problem.code != FenProblemCode::MissingKing &&
        problem.code != FenProblemCode::TooManyKings)
        return tr("%1 (%2)").arg(sentence, detail);
    return sentence;
}

QStringList FenProblemText::texts(const std::vector<FenProblem> &problems)
{
    QStringList list;
    for (const FenProblem &p : problems) list << text(p);
    return list;
}

} // namespace rampart
