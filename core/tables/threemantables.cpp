#include "tables/threemantables.h"

#include <algorithm>

#include "chess/position.h"

#include "tables/moveprobes.h"
#include "tables/squaremap.h"
#include "tables/tablebuilder.h"
#include "tables/tableregistry.h"
#include "tables/threemanindex.h"

namespace rampart {

const char *tableName(TableId id) {
    switch (id) {
    case TableId::KQK:
        return "KQK";
    case TableId::KRK:
        return "KRK";
    case TableId::KPK:
        return "KPK";
    }
    return "";
}

PieceType tablePiece(TableId id) {
    switch (id) {
    case TableId::KQK:
        return Queen;
    case TableId::KRK:
        return Rook;
    case TableId::KPK:
        return Pawn;
    }
    return NoPieceType;
}

std::string TableEntry::fen() const {
    char board[64];
    std::fill(std::begin(board), std::end(board), '\0');
    board[strongKing] = 'K';
    board[weakKing] = 'k';
    board[piece] = "PNBRQK"[tablePiece(table)];
    std::string s;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const char c = board[rank * 8 + file];
            if (!c) {
                ++empty;
                continue;
            }
            if (empty) s += char('0' + empty);
            empty = 0;
            s += c;
        }
        if (empty) s += char('0' + empty);
        if (rank) s += '/';
    }
    s += sideToMove == White ? " w - - 0 1" : " b - - 0 1";
    return s;
}

namespace {

TableProbe makeProbe(TableProbe::Kind kind, int dtmMoves = 0) {
    TableProbe p;
    p.kind = kind;
    p.distance = dtmMoves;
    return p;
}

TableProbe makeProbe(TableProbe::Kind kind, const char *reason) {
    TableProbe p;
    p.kind = kind;
    p.reason = reason;
    return p;
}

// Why a placement (strong side White) is illegal; called only for placements
// the table marks illegal.
const char *illegalReason(TableId id, Square strongKing, Square piece, Square weakKing) {
    if (strongKing == piece || strongKing == weakKing || piece == weakKing)
        return "two men on one square";
    if (kingDistance(strongKing, weakKing) <= 1) return "kings adjacent";
    if (id == TableId::KPK && (rankOf(piece) == 0 || rankOf(piece) == 7))
        return "pawn on rank 1 or 8";
    return "side not to move in check";
}

} // namespace

ThreeManTables::ThreeManTables()
    : m_registry(std::make_unique<TableRegistry>()) {
    // One thread: a few milliseconds of work, not worth a pool.
    TableBuilder::Options options;
    options.threads = 1;
    std::vector<Material> wanted;
    for (const TableId id : {TableId::KQK, TableId::KRK, TableId::KPK})
        wanted.push_back(*Material::parse(tableName(id)));
    TableBuilder(*m_registry, options).build(wanted);
    for (std::size_t i = 0; i < wanted.size(); ++i) m_tables[i] = m_registry->find(wanted[i]);
}

ThreeManTables::~ThreeManTables() = default;

const ThreeManTables &ThreeManTables::shared() {
    static const ThreeManTables instance;
    return instance;
}

std::size_t ThreeManTables::tableMemoryBytes() const {
    std::size_t total = std::size_t(KpkBitbase::memoryBytes());
    for (const MaterialTable *t : m_tables) total += t->memoryBytes();
    return total;
}

bool ThreeManTables::supports(const Position &pos) const {
    const Bitboard others = pos.pieces() & ~pos.pieces(King);
    const Bitboard whiteKing = pos.pieces(White, King), blackKing = pos.pieces(Black, King);
    if (!whiteKing || moreThanOne(whiteKing) || !blackKing || moreThanOne(blackKing)) return false;
    return !moreThanOne(others);
}

TableProbe ThreeManTables::probeSquares(TableId id, Square strongKing, Square piece,
                                        Square weakKing, Color sideToMove) const {
    // The table's own index by lookup (threemanindex.h): the same entry as
    // table(id).valueOf(), at half the cost on the search's hot path.
    const std::int64_t i =
        threeManIndexOf(id == TableId::KPK, strongKing, weakKing, piece, sideToMove);
    const std::uint8_t v = i < 0 ? MaterialTable::Illegal : table(id).value(std::uint32_t(i));
    if (v == MaterialTable::Illegal)
        return makeProbe(TableProbe::Kind::Illegal, illegalReason(id, strongKing, piece, weakKing));
    return MaterialTable::toProbe(v);
}

TableProbe ThreeManTables::probe(const Position &pos) const {
    const Bitboard whiteKing = pos.pieces(White, King), blackKing = pos.pieces(Black, King);
    // (No popCount: without -mpopcnt it is a library call.)
    if (!whiteKing || moreThanOne(whiteKing) || !blackKing || moreThanOne(blackKing))
        return makeProbe(TableProbe::Kind::Illegal, "each side needs exactly one king");
    const Bitboard others = pos.pieces() & ~(whiteKing | blackKing);
    if (moreThanOne(others)) return makeProbe(TableProbe::Kind::Unsupported, "not KQK/KRK/KPK");
    if (pos.castlingRights() != NoCastling)
        return makeProbe(TableProbe::Kind::Unsupported, "castling rights");
    const Square wk = lsb(whiteKing), bk = lsb(blackKing);
    if (kingDistance(wk, bk) <= 1) return makeProbe(TableProbe::Kind::Illegal, "kings adjacent");
    if (!others) return makeProbe(TableProbe::Kind::Draw);

    const Square square = lsb(others);
    const Piece piece = pos.pieceOn(square);
    const Color strong = colorOf(piece);
    const PieceType type = typeOf(piece);
    if (type == Knight || type == Bishop) {
        // Dead draws, once legal: the minor piece must not give check with
        // its own side to move.
        const Square target = strong == White ? bk : wk;
        if (pos.sideToMove() == strong &&
            (pieceAttacks(type, square, pos.pieces()) & squareBB(target)))
            return makeProbe(TableProbe::Kind::Illegal, "side not to move in check");
        return makeProbe(TableProbe::Kind::Draw);
    }
    const TableId id = type == Queen ? TableId::KQK : type == Rook ? TableId::KRK : TableId::KPK;
    if (strong == White) return probeSquares(id, wk, square, bk, pos.sideToMove());
    // Colour flip: Black's piece becomes White's.
    return probeSquares(id, flipRank(bk), flipRank(square), flipRank(wk), ~pos.sideToMove());
}

std::vector<MoveProbe> ThreeManTables::probeMoves(const Position &pos) const {
    if (!probe(pos).found()) return {};
    return probeEachMove(pos, [this](const Position &child) { return probe(child); });
}

std::array<TableProbe, 64> ThreeManTables::squareMap(const Position &pos, Square pieceSquare,
                                                     Color sideToMove) const {
    return probeEachSquare(pos, pieceSquare, sideToMove,
                           [this](const Position &p) { return probe(p); });
}

void ThreeManTables::forEachPosition(TableId id,
                                     const std::function<void(const TableEntry &)> &visit) const {
    const int firstPiece = id == TableId::KPK ? 8 : 0;
    const int lastPiece = id == TableId::KPK ? 56 : 64;
    TableEntry e;
    e.table = id;
    for (int piece = firstPiece; piece < lastPiece; ++piece) {
        for (int sk = 0; sk < 64; ++sk) {
            for (int wk = 0; wk < 64; ++wk) {
                for (Color stm : {White, Black}) {
                    const TableProbe p =
                        probeSquares(id, Square(sk), Square(piece), Square(wk), stm);
                    if (!p.found()) continue;
                    e.strongKing = Square(sk);
                    e.piece = Square(piece);
                    e.weakKing = Square(wk);
                    e.sideToMove = stm;
                    e.kind = p.kind;
                    e.dtmMoves = p.distance;
                    visit(e);
                }
            }
        }
    }
}

} // namespace rampart
