#include "tables/tableregistry.h"

#include <algorithm>

#include "chess/position.h"

#include "tables/squaremap.h"
#include "tables/tablebuilder.h"
#include "tables/threemanindex.h"

namespace rampart {

namespace {

TableProbe makeProbe(TableProbe::Kind kind, TbReason reason = TbReason::None) {
    TableProbe p;
    p.kind = kind;
    p.reason = reason;
    return p;
}

// Why a three-man placement (strong side White) is illegal; called only for
// placements the table marks illegal.
TbReason illegalReason(PieceType type, Square strongKing, Square piece, Square weakKing) {
    if (strongKing == piece || strongKing == weakKing || piece == weakKing)
        return TbReason::SharedSquare;
    if (kingDistance(strongKing, weakKing) <= 1) return TbReason::KingsAdjacent;
    if (type == Pawn && (rankOf(piece) == 0 || rankOf(piece) == 7)) return TbReason::PawnOnBackRank;
    return TbReason::SideNotToMoveInCheck;
}

bool hasLegalEnPassant(const Position &pos) {
    if (pos.enPassantSquare() == NoSquare) return false;
    for (Move m : pos.legalMoves())
        if (pos.isEnPassant(m)) return true;
    return false;
}

} // namespace

TableRegistry::TableRegistry(Bare) {
    for (auto &slot : m_slots) slot.store(nullptr, std::memory_order_relaxed);
}

TableRegistry::TableRegistry()
    : TableRegistry(Bare{}) {
    for (const std::shared_ptr<const MaterialTable> &table : threeManTables()) publish(table);
    for (const PieceType type : {Pawn, Knight, Bishop, Rook, Queen}) {
        Material m;
        m.add(White, type);
        m_threeMen[std::size_t(type)] = find(m);
    }
}

const std::vector<std::shared_ptr<const MaterialTable>> &TableRegistry::threeManTables() {
    // A function-local static: built once, thread-safe, and immutable after.
    static const std::vector<std::shared_ptr<const MaterialTable>> tables = [] {
        TableRegistry bare{Bare{}};
        // One thread: a few milliseconds of work, not worth a pool.
        TableBuilder::Options options;
        options.threads = 1;
        std::vector<Material> wanted;
        for (const char *name : {"KQK", "KRK", "KPK"}) wanted.push_back(*Material::parse(name));
        TableBuilder(bare, options).build(wanted);
        std::vector<std::shared_ptr<const MaterialTable>> list;
        std::lock_guard lock(bare.m_ownersMutex);
        list = bare.m_owners; // KQK, KRK, KPK and what KPK depends on: KBK, KNK
        return list;
    }();
    return tables;
}

const TableRegistry &TableRegistry::threeManOnly() {
    static const TableRegistry registry;
    return registry;
}

int TableRegistry::slotOf(const Material &m) {
    // Each man as colour * 5 + kind (0..9), 10 for none; the pair sorted.
    // (No allocation: probed at search nodes.)
    std::array<int, 2> codes = {10, 10};
    int n = 0;
    for (Color c : {White, Black}) {
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen}) {
            for (int k = 0; k < m.count(c, t); ++k) {
                if (n == 2) return -1;
                codes[std::size_t(n++)] = c * 5 + t;
            }
        }
    }
    if (codes[0] > codes[1]) std::swap(codes[0], codes[1]);
    return codes[0] * 11 + codes[1];
}

void TableRegistry::publish(std::shared_ptr<const MaterialTable> table) {
    const int slot = slotOf(table->material());
    if (slot < 0) return;
    std::lock_guard lock(m_ownersMutex);
    if (m_slots[std::size_t(slot)].load(std::memory_order_acquire)) return;
    m_owners.push_back(table);
    m_slots[std::size_t(slot)].store(table.get(), std::memory_order_release);
}

const MaterialTable *TableRegistry::find(const Material &canonical) const {
    const int slot = slotOf(canonical);
    if (slot < 0) return nullptr;
    const MaterialTable *t = m_slots[std::size_t(slot)].load(std::memory_order_acquire);
    return t && t->material() == canonical ? t : nullptr;
}

std::vector<Material> TableRegistry::available() const {
    std::vector<Material> list;
    for (const Material &m : Material::allUpToFourMen())
        if (contains(m)) list.push_back(m);
    return list;
}

bool TableRegistry::hasTableFor(const Position &pos) const {
    Material m;
    Bitboard others = pos.pieces() & ~pos.pieces(King);
    for (int n = 0; others; ++n) {
        if (n == Material::MaxExtraMen) return false;
        const Piece piece = pos.pieceOn(popLsb(others));
        m.add(colorOf(piece), typeOf(piece));
    }
    if (m.menCount() == 2) return true;
    return find(m.isCanonical() ? m : m.flipped()) != nullptr;
}

int TableRegistry::rawValue(const MenSetup &s) const {
    Material m;
    for (int i = 0; i < s.extraMen; ++i)
        m.add(s.men[std::size_t(i)].color, s.men[std::size_t(i)].type);
    const bool flip = !m.isCanonical();
    return rawValue(s, flip ? m.flipped() : m, flip);
}

int TableRegistry::rawValue(const MenSetup &s, const Material &canonical, bool flip) const {
    if (s.extraMen == 0) return MaterialTable::Draw;
    const MaterialTable *table = find(canonical);
    if (!table) return -1;
    const TableIndex &index = table->index();
    Placement p;
    p.squares[0] = flip ? flipRank(s.blackKing) : s.whiteKing;
    p.squares[1] = flip ? flipRank(s.whiteKing) : s.blackKing;
    p.sideToMove = flip ? ~s.sideToMove : s.sideToMove;
    std::array<bool, Material::MaxExtraMen> used{};
    for (int k = 0; k < index.extraMen(); ++k) {
        const MaterialMan want = index.men()[std::size_t(k)];
        for (int i = 0; i < s.extraMen; ++i) {
            MaterialMan have = s.men[std::size_t(i)];
            if (flip) have.color = ~have.color;
            if (used[std::size_t(i)] || !(have == want)) continue;
            used[std::size_t(i)] = true;
            const Square sq = s.squares[std::size_t(i)];
            p.squares[std::size_t(2 + k)] = flip ? flipRank(sq) : sq;
            break;
        }
    }
    return table->valueOf(p);
}

TableProbe TableRegistry::probeSquares(PieceType type, Square strongKing, Square piece,
                                       Square weakKing, Color sideToMove) const {
    // The table's own index by lookup (threemanindex.h): the same entry as
    // valueOf(), at half the cost on the search's hot path.
    const std::int64_t i = threeManIndexOf(type == Pawn, strongKing, weakKing, piece, sideToMove);
    const std::uint8_t v =
        i < 0 ? MaterialTable::Illegal : m_threeMen[std::size_t(type)]->value(std::uint32_t(i));
    if (v == MaterialTable::Illegal)
        return makeProbe(TableProbe::Kind::Illegal,
                         illegalReason(type, strongKing, piece, weakKing));
    return MaterialTable::toProbe(v);
}

MaterialProbe TableRegistry::probeThreeMen(const Position &pos, Bitboard whiteKing,
                                           Bitboard blackKing, Bitboard others) const {
    // The same answers as the general way below, in its order of checks.
    MaterialProbe result;
    if (pos.castlingRights() != NoCastling) {
        result.result = makeProbe(TableProbe::Kind::Unsupported, TbReason::CastlingRights);
        return result;
    }
    const Square wk = lsb(whiteKing), bk = lsb(blackKing);
    const Square square = others ? lsb(others) : NoSquare;
    const Piece piece = others ? pos.pieceOn(square) : NoPiece;
    if (others) {
        result.colourFlipped = colorOf(piece) == Black;
        result.table.add(White, typeOf(piece));
    }
    if (kingDistance(wk, bk) <= 1) {
        result.result = makeProbe(TableProbe::Kind::Illegal, TbReason::KingsAdjacent);
        return result;
    }
    if (!others) {
        result.result = makeProbe(TableProbe::Kind::Draw);
        return result;
    }
    result.result = result.colourFlipped
                        // Colour flip: Black's man becomes White's.
                        ? probeSquares(typeOf(piece), flipRank(bk), flipRank(square), flipRank(wk),
                                       ~pos.sideToMove())
                        : probeSquares(typeOf(piece), wk, square, bk, pos.sideToMove());
    return result;
}

MaterialProbe TableRegistry::probe(const Position &pos) const {
    MaterialProbe result;
    const Bitboard whiteKing = pos.pieces(White, King), blackKing = pos.pieces(Black, King);
    // (No popCount: without -mpopcnt it is a library call.)
    if (!whiteKing || moreThanOne(whiteKing) || !blackKing || moreThanOne(blackKing)) {
        result.result = makeProbe(TableProbe::Kind::Illegal, TbReason::KingCount);
        return result;
    }
    const Bitboard others = pos.pieces() & ~(whiteKing | blackKing);
    if (!moreThanOne(others)) return probeThreeMen(pos, whiteKing, blackKing, others);
    Bitboard rest = others;
    MenSetup s;
    s.whiteKing = lsb(whiteKing);
    s.blackKing = lsb(blackKing);
    s.sideToMove = pos.sideToMove();
    Material material;
    while (rest) {
        const Square sq = popLsb(rest);
        const Piece piece = pos.pieceOn(sq);
        material.add(colorOf(piece), typeOf(piece));
        if (s.extraMen < Material::MaxExtraMen) {
            s.men[std::size_t(s.extraMen)] = {colorOf(piece), typeOf(piece)};
            s.squares[std::size_t(s.extraMen)] = sq;
        }
        ++s.extraMen;
    }
    if (s.extraMen > Material::MaxExtraMen) {
        result.result = makeProbe(TableProbe::Kind::Unsupported, TbReason::TooManyMen);
        result.result.men = s.extraMen + 2;
        return result;
    }
    if (pos.castlingRights() != NoCastling) {
        result.result = makeProbe(TableProbe::Kind::Unsupported, TbReason::CastlingRights);
        return result;
    }
    result.colourFlipped = !material.isCanonical();
    result.table = result.colourFlipped ? material.flipped() : material;
    if (kingDistance(s.whiteKing, s.blackKing) <= 1) {
        result.result = makeProbe(TableProbe::Kind::Illegal, TbReason::KingsAdjacent);
        return result;
    }
    if (pos.pieces(Pawn) & (rankBB(0) | rankBB(7))) {
        result.result = makeProbe(TableProbe::Kind::Illegal, TbReason::PawnOnBackRank);
        return result;
    }
    if (pos.isAttacked(pos.kingSquare(~pos.sideToMove()), pos.sideToMove())) {
        result.result = makeProbe(TableProbe::Kind::Illegal, TbReason::SideNotToMoveInCheck);
        return result;
    }
    if (hasLegalEnPassant(pos)) {
        // Not a table entry: the best of the moves, the capture among them.
        const std::vector<MoveProbe> moves = movesOf(pos);
        if (moves.empty() || !moves.front().result.found()) {
            result.result =
                makeProbe(TableProbe::Kind::Unsupported, TbReason::EnPassantTableNotBuilt);
            return result;
        }
        for (const MoveProbe &m : moves) {
            if (!m.result.found()) {
                result.result = m.result;
                return result;
            }
        }
        result.result = moves.front().result;
        result.result.reason = TbReason::None;
        return result;
    }
    const int v = rawValue(s, result.table, result.colourFlipped);
    if (v < 0) {
        result.result = makeProbe(TableProbe::Kind::Unsupported, TbReason::TableNotBuilt);
        result.result.table = result.table.name();
        return result;
    }
    result.result = MaterialTable::toProbe(std::uint8_t(v));
    if (result.result.kind == TableProbe::Kind::Illegal)
        result.result.reason = TbReason::IllegalPlacement;
    return result;
}

std::array<TableProbe, 64> TableRegistry::squareMap(const Position &pos, Square pieceSquare,
                                                    Color sideToMove) const {
    return probeEachSquare(pos, pieceSquare, sideToMove,
                           [this](const Position &p) { return probe(p).result; });
}

std::vector<MoveProbe> TableRegistry::probeMoves(const Position &pos) const {
    if (!probe(pos).result.found()) return {};
    return movesOf(pos);
}

std::vector<MoveProbe> TableRegistry::movesOf(const Position &pos) const {
    std::vector<MoveProbe> result;
    MoveList moves;
    pos.generateLegalMoves(moves);
    Position child = pos;
    child.clearHistory();
    result.reserve(std::size_t(moves.size()));
    for (Move m : moves) {
        const UndoInfo undo = child.makeMove(m);
        result.push_back({m, probe(child).result.fromMoverView()});
        child.unmakeMove(m, undo);
    }
    // Moves of equal value keep the move generator's order.
    std::stable_sort(result.begin(), result.end(), moveProbeBetter);
    return result;
}

} // namespace rampart
