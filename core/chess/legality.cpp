#include "chess/legality.h"

#include <algorithm>

namespace rampart {

namespace {

// The colour identifier of FenProblem::detail (see legality.h).
const char *colorName(Color c) {
    return c == White ? "White" : "Black";
}

} // namespace

std::optional<LegalPosition> LegalPosition::of(const Position &pos) {
    if (!checkLegality(pos).empty()) return std::nullopt;
    return LegalPosition(pos);
}

std::vector<FenProblem> checkLegality(const Position &pos) {
    std::vector<FenProblem> problems;
    const auto add = [&](FenProblemCode code, int field, std::string detail) {
        problems.push_back({code, field, 0, std::move(detail)});
    };

    for (Color c : {White, Black}) {
        const int kings = pos.count(c, King);
        if (kings == 0) add(FenProblemCode::MissingKing, 0, colorName(c));
        if (kings > 1) add(FenProblemCode::TooManyKings, 0, colorName(c));
        if (popCount(pos.pieces(c)) > 16) add(FenProblemCode::TooManyPieces, 0, colorName(c));
        const int pawns = pos.count(c, Pawn);
        if (pawns > 8) add(FenProblemCode::TooManyPawns, 0, colorName(c));
        // Each piece beyond the initial set must come from a promoted pawn.
        const int extra =
            std::max(0, pos.count(c, Queen) - 1) + std::max(0, pos.count(c, Rook) - 2) +
            std::max(0, pos.count(c, Bishop) - 2) + std::max(0, pos.count(c, Knight) - 2);
        if (pawns <= 8 && extra > 8 - pawns)
            add(FenProblemCode::ImpossiblePromotions, 0, colorName(c));
    }
    Bitboard backRankPawns = pos.pieces(Pawn) & (Rank1BB | Rank8BB);
    while (backRankPawns) add(FenProblemCode::PawnOnBackRank, 0, squareName(popLsb(backRankPawns)));

    const Color us = pos.sideToMove(), them = ~us;
    const bool kingsOk = pos.count(White, King) == 1 && pos.count(Black, King) == 1;
    if (kingsOk) {
        if (pos.attackersTo(pos.kingSquare(them)) & pos.pieces(us))
            add(FenProblemCode::SideNotToMoveInCheck, 1, colorName(them));
        const Bitboard checkers = pos.checkers();
        if (popCount(checkers) > 2) {
            add(FenProblemCode::ImpossibleChecks, 0, std::to_string(popCount(checkers)));
        } else if (popCount(checkers) == 2) {
            // A discovered double check can never involve two pawns, a pawn
            // and a knight, or two knights, nor two pieces of the same kind of
            // line (a move uncovers one line and gives a new check on another).
            const Square a = lsb(checkers), b = msb(checkers);
            const PieceType ta = typeOf(pos.pieceOn(a)), tb = typeOf(pos.pieceOn(b));
            const bool leaperPair = (ta == Pawn || ta == Knight) && (tb == Pawn || tb == Knight);
            if (leaperPair) add(FenProblemCode::ImpossibleChecks, 0, "2");
        }
    }

    const Square ep = pos.enPassantSquare();
    if (ep != NoSquare) {
        // The pawn that just moved two squares stands in front of ep (seen by
        // the side to move), the square it left and ep are empty.
        const bool rankOk = relativeRank(us, ep) == 5;
        bool ok = rankOk;
        if (rankOk) {
            const Square pawnSq = us == White ? Square(ep - 8) : Square(ep + 8);
            const Square origin = us == White ? Square(ep + 8) : Square(ep - 8);
            ok = pos.pieceOn(pawnSq) == makePiece(them, Pawn) && pos.isEmpty(ep) &&
                 pos.isEmpty(origin);
        }
        if (!ok) add(FenProblemCode::ImpossibleEnPassant, 3, squareName(ep));
    }

    const struct {
        CastlingRight right;
        Square king, rook;
        Piece kingPiece, rookPiece;
        const char *name;
    } castles[] = {{WhiteKingSide, E1, H1, WhiteKing, WhiteRook, "K"},
                   {WhiteQueenSide, E1, A1, WhiteKing, WhiteRook, "Q"},
                   {BlackKingSide, E8, H8, BlackKing, BlackRook, "k"},
                   {BlackQueenSide, E8, A8, BlackKing, BlackRook, "q"}};
    for (const auto &c : castles)
        if (pos.canCastle(c.right) &&
            (pos.pieceOn(c.king) != c.kingPiece || pos.pieceOn(c.rook) != c.rookPiece))
            add(FenProblemCode::CastlingWithoutKingOrRook, 2, c.name);

    // Plies played: at most 2 * (fullmove - 1) + (Black to move).
    const int pliesPlayed = 2 * (pos.fullmoveNumber() - 1) + (us == Black ? 1 : 0);
    if (pos.halfmoveClock() > pliesPlayed && pos.fullmoveNumber() > 1)
        add(FenProblemCode::ClockTooLarge, 4, std::to_string(pos.halfmoveClock()));
    if (ep != NoSquare && pos.halfmoveClock() != 0)
        add(FenProblemCode::ClockTooLarge, 4, std::to_string(pos.halfmoveClock()));
    return problems;
}

} // namespace rampart
