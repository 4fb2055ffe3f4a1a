#include "services/materialsetup.h"

#include <array>
#include <vector>

#include "chess/fen.h"

namespace rampart {

namespace {
// Where a man of each kind stands first, then second, for White (Black's on
// the mirrored rank). Any free square follows when both are taken.
constexpr std::array<std::array<Square, 2>, PieceTypeCount> WhiteStart = {{
    {E2, D2}, // pawn
    {B1, G1}, // knight
    {C1, F1}, // bishop
    {A1, H1}, // rook
    {D1, C2}, // queen
    {E1, E1}, // king (not used)
}};

Square mirrored(Square s, Color c) {
    return c == White ? s : makeSquare(fileOf(s), 7 - rankOf(s));
}

bool onBackRank(Square s) {
    return rankOf(s) == 0 || rankOf(s) == 7;
}

// The men besides the kings of a position, in Material::men() order (White
// first, strongest first), with their squares.
std::vector<Square> menSquares(const Position &pos) {
    std::vector<Square> squares;
    for (Color c : {White, Black})
        for (PieceType t : {Queen, Rook, Bishop, Knight, Pawn}) {
            Bitboard b = pos.pieces(c, t);
            while (b) squares.push_back(popLsb(b));
        }
    return squares;
}
} // namespace

bool MaterialSetup::isTablePosition(const Position &pos) {
    if (pos.count(White, King) != 1 || pos.count(Black, King) != 1) return false;
    const int men = popCount(pos.pieces()) - 2;
    if (men < 1 || men > Material::MaxExtraMen) return false;
    return checkLegality(pos).empty();
}

Position MaterialSetup::startPosition(const Material &material, Color sideToMove) {
    Position pos;
    pos.setPiece(E1, WhiteKing);
    pos.setPiece(material.hasPawns() ? E8 : E5, BlackKing);
    pos.setSideToMove(sideToMove);
    for (const MaterialMan &man : material.men()) {
        const Piece piece = makePiece(man.color, man.type);
        std::vector<Square> candidates;
        for (Square s : WhiteStart[man.type]) candidates.push_back(mirrored(s, man.color));
        for (int s = 0; s < SquareCount; ++s) candidates.push_back(Square(s));
        for (Square s : candidates) {
            if (!pos.isEmpty(s) || (man.type == Pawn && onBackRank(s))) continue;
            Position tried = pos;
            tried.setPiece(s, piece);
            // A man that gives check to the side not to move goes elsewhere.
            if (!checkLegality(tried).empty()) continue;
            pos = tried;
            break;
        }
    }
    return pos;
}

std::optional<Position> MaterialSetup::converted(const Position &pos, const Material &material) {
    const std::vector<Square> squares = menSquares(pos);
    const std::vector<MaterialMan> men = material.men();
    if (squares.size() != men.size()) return std::nullopt;
    Position result = pos;
    result.clearHistory();
    for (std::size_t i = 0; i < men.size(); ++i) {
        if (men[i].type == Pawn && onBackRank(squares[i])) return std::nullopt;
        result.setPiece(squares[i], makePiece(men[i].color, men[i].type));
    }
    result.setEnPassantSquare(NoSquare);
    result.setCastlingRights(NoCastling);
    if (!isTablePosition(result)) return std::nullopt;
    return result;
}

Position MaterialSetup::withMaterial(const Position &pos, const Material &material) {
    if (const auto p = converted(pos, material)) return *p;
    return startPosition(material, pos.sideToMove());
}

Position MaterialSetup::normalised(const Position &before, const Position &edited) {
    Position pos = edited;
    for (int s = 0; s < SquareCount; ++s) {
        const Square placedOn = Square(s);
        const Piece placed = edited.pieceOn(placedOn);
        if (placed == NoPiece || placed == before.pieceOn(placedOn)) continue;
        // The same piece elsewhere: a king always gives way; a man gives way
        // when it is the nearest one of its kind (so dropping a pawn moves
        // the pawn rather than adding one).
        Square nearest = NoSquare;
        for (int t = 0; t < SquareCount; ++t) {
            const Square other = Square(t);
            if (other == placedOn || pos.pieceOn(other) != placed) continue;
            if (nearest == NoSquare ||
                kingDistance(other, placedOn) < kingDistance(nearest, placedOn))
                nearest = other;
        }
        if (nearest != NoSquare) pos.setPiece(nearest, NoPiece);
    }
    pos.setSideToMove(before.sideToMove());
    pos.setCastlingRights(NoCastling);
    pos.setEnPassantSquare(NoSquare);
    pos.clearHistory();
    return pos;
}

} // namespace rampart
