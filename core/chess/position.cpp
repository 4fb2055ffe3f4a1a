#include "chess/position.h"

#include <algorithm>
#include <array>

namespace rampart {

namespace zobrist {
namespace {

// SplitMix64: a small, well-mixed generator; fixed seed so keys are the same
// in every run and every build (hash-dependent behaviour stays reproducible).
constexpr std::uint64_t splitMix(std::uint64_t &state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

struct Keys {
    std::array<std::array<Key, 64>, PieceCount> piece{};
    std::array<Key, 16> castling{};
    std::array<Key, 8> enPassant{};
    Key side = 0;
};

constexpr Keys makeKeys() {
    Keys k{};
    std::uint64_t state = 0x5241'4D50'4152'5421ULL; // "RAMPART!"
    for (auto &row : k.piece)
        for (auto &key : row) key = splitMix(state);
    std::array<Key, 4> rights{};
    for (auto &r : rights) r = splitMix(state);
    for (int mask = 0; mask < 16; ++mask)
        for (int b = 0; b < 4; ++b)
            if (mask & (1 << b)) k.castling[mask] ^= rights[b];
    for (auto &key : k.enPassant) key = splitMix(state);
    k.side = splitMix(state);
    return k;
}

constexpr Keys TheKeys = makeKeys();

} // namespace

Key piece(Piece p, Square s) {
    return TheKeys.piece[p][s];
}
Key castling(std::uint8_t rights) {
    return TheKeys.castling[rights & 15];
}
Key enPassantFile(int file) {
    return TheKeys.enPassant[file];
}
Key sideToMove() {
    return TheKeys.side;
}

} // namespace zobrist

namespace {

// Castling rights lost when a piece leaves or arrives on a square.
constexpr std::uint8_t castlingMaskFor(Square s) {
    switch (s) {
    case E1:
        return WhiteKingSide | WhiteQueenSide;
    case H1:
        return WhiteKingSide;
    case A1:
        return WhiteQueenSide;
    case E8:
        return BlackKingSide | BlackQueenSide;
    case H8:
        return BlackKingSide;
    case A8:
        return BlackQueenSide;
    default:
        return 0;
    }
}

// The en passant square only enters the key when a pawn of the side to move
// could capture there; otherwise positions that are the same game state would
// hash apart and repetitions would be missed.
bool enPassantCapturable(const Position &pos, Square ep) {
    if (ep == NoSquare) return false;
    const Color us = pos.sideToMove();
    return (pawnAttacks(~us, ep) & pos.pieces(us, Pawn)) != 0;
}

} // namespace

Position::Position() {
    std::fill(std::begin(m_board), std::end(m_board), NoPiece);
}

Position Position::startPosition() {
    Position p;
    const PieceType back[8] = {Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook};
    for (int f = 0; f < 8; ++f) {
        p.putPiece(makeSquare(f, 0), makePiece(White, back[f]));
        p.putPiece(makeSquare(f, 1), WhitePawn);
        p.putPiece(makeSquare(f, 6), BlackPawn);
        p.putPiece(makeSquare(f, 7), makePiece(Black, back[f]));
    }
    p.m_castling = AllCastling;
    p.m_key = p.computeKey();
    return p;
}

Square Position::kingSquare(Color c) const {
    const Bitboard k = pieces(c, King);
    return k ? lsb(k) : NoSquare;
}

Key Position::pawnKey() const {
    Key k = 0;
    for (Color c : {White, Black}) {
        Bitboard b = pieces(c, Pawn);
        while (b) k ^= zobrist::piece(makePiece(c, Pawn), popLsb(b));
    }
    return k;
}

void Position::putPiece(Square s, Piece p) {
    m_board[s] = p;
    m_byType[typeOf(p)] |= squareBB(s);
    m_byColor[colorOf(p)] |= squareBB(s);
    m_key ^= zobrist::piece(p, s);
}

void Position::removePiece(Square s) {
    const Piece p = m_board[s];
    m_byType[typeOf(p)] &= ~squareBB(s);
    m_byColor[colorOf(p)] &= ~squareBB(s);
    m_board[s] = NoPiece;
    m_key ^= zobrist::piece(p, s);
}

void Position::movePiece(Square from, Square to) {
    const Piece p = m_board[from];
    const Bitboard fromTo = squareBB(from) | squareBB(to);
    m_byType[typeOf(p)] ^= fromTo;
    m_byColor[colorOf(p)] ^= fromTo;
    m_board[from] = NoPiece;
    m_board[to] = p;
    m_key ^= zobrist::piece(p, from) ^ zobrist::piece(p, to);
}

Key Position::computeKey() const {
    Key k = 0;
    for (int s = 0; s < 64; ++s)
        if (m_board[s] != NoPiece) k ^= zobrist::piece(m_board[s], Square(s));
    k ^= zobrist::castling(m_castling);
    if (enPassantCapturable(*this, m_enPassant)) k ^= zobrist::enPassantFile(fileOf(m_enPassant));
    if (m_sideToMove == Black) k ^= zobrist::sideToMove();
    return k;
}

void Position::setPiece(Square s, Piece p) {
    // Incremental: beyond the piece itself only the en passant part of the key
    // can change (a pawn placed or removed beside the en passant square).
    const bool epBefore = enPassantCapturable(*this, m_enPassant);
    if (m_board[s] != NoPiece) removePiece(s);
    if (p != NoPiece) putPiece(s, p);
    if (epBefore != enPassantCapturable(*this, m_enPassant))
        m_key ^= zobrist::enPassantFile(fileOf(m_enPassant));
}

void Position::clear() {
    *this = Position();
}

void Position::setSideToMove(Color c) {
    // Incremental, as setPiece: the side's part of the key, and the en
    // passant part when who may capture changes with the side (every table
    // position is set up this way, so no full recount of the board).
    if (c == m_sideToMove) return;
    const bool epBefore = enPassantCapturable(*this, m_enPassant);
    m_sideToMove = c;
    m_key ^= zobrist::sideToMove();
    if (epBefore != enPassantCapturable(*this, m_enPassant))
        m_key ^= zobrist::enPassantFile(fileOf(m_enPassant));
}

void Position::setCastlingRights(std::uint8_t rights) {
    m_castling = rights & AllCastling;
    m_key = computeKey();
}

void Position::setEnPassantSquare(Square s) {
    m_enPassant = s;
    m_key = computeKey();
}

Bitboard Position::attackersTo(Square s, Bitboard occupied) const {
    Bitboard attackers = (pawnAttacks(Black, s) & pieces(White, Pawn)) |
                         (pawnAttacks(White, s) & pieces(Black, Pawn)) |
                         (knightAttacks(s) & pieces(Knight)) | (kingAttacks(s) & pieces(King));
    // The rays are walked only when a slider stands on one of their lines
    // (on the empty board): in a pawn ending, never. The mate search over
    // solved pawn endings spent an eighth of its time here.
    const Bitboard straight = pieces(Rook) | pieces(Queen);
    const Bitboard diagonal = pieces(Bishop) | pieces(Queen);
    if (straight & rookAttacks(s, 0)) attackers |= rookAttacks(s, occupied) & straight;
    if (diagonal & bishopAttacks(s, 0)) attackers |= bishopAttacks(s, occupied) & diagonal;
    return attackers;
}

Bitboard Position::checkers() const {
    const Square k = kingSquare(m_sideToMove);
    if (k == NoSquare) return 0;
    return attackersTo(k) & pieces(~m_sideToMove);
}

bool Position::inCheck() const {
    return checkers() != 0;
}

bool Position::isCapture(Move m) const {
    return !isEmpty(m.to()) || isEnPassant(m);
}

bool Position::isEnPassant(Move m) const {
    return m.to() == m_enPassant && m_enPassant != NoSquare && typeOf(pieceOn(m.from())) == Pawn &&
           fileOf(m.from()) != fileOf(m.to());
}

bool Position::isCastling(Move m) const {
    return typeOf(pieceOn(m.from())) == King && fileDistance(m.from(), m.to()) == 2;
}

void Position::generatePseudoLegal(MoveList &moves) const {
    const Color us = m_sideToMove, them = ~us;
    const Bitboard own = pieces(us), enemy = pieces(them), occupied = own | enemy;
    const Bitboard empty = ~occupied;

    // Pawns, set-wise.
    const Bitboard pawns = pieces(us, Pawn);
    const Bitboard promoRank = relativeRankBB(us, 7);
    const int up = us == White ? 8 : -8;
    const auto addPawnMoves = [&](Bitboard targets, int delta) {
        while (targets) {
            const Square to = popLsb(targets);
            const Square from = Square(to - delta);
            if (squareBB(to) & promoRank) {
                moves.push(Move(from, to, Queen));
                moves.push(Move(from, to, Rook));
                moves.push(Move(from, to, Bishop));
                moves.push(Move(from, to, Knight));
            } else {
                moves.push(Move(from, to));
            }
        }
    };
    const Bitboard single = forward(us, pawns) & empty;
    addPawnMoves(single, up);
    addPawnMoves(forward(us, single & relativeRankBB(us, 2)) & empty, 2 * up);
    Bitboard captureTargets = enemy;
    if (m_enPassant != NoSquare) captureTargets |= squareBB(m_enPassant);
    if (us == White) {
        addPawnMoves(northEast(pawns) & captureTargets, 9);
        addPawnMoves(northWest(pawns) & captureTargets, 7);
    } else {
        addPawnMoves(southEast(pawns) & captureTargets, -7);
        addPawnMoves(southWest(pawns) & captureTargets, -9);
    }

    // Pieces.
    for (PieceType t : {Knight, Bishop, Rook, Queen, King}) {
        Bitboard from = pieces(us, t);
        while (from) {
            const Square s = popLsb(from);
            Bitboard targets = pieceAttacks(t, s, occupied) & ~own;
            while (targets) moves.push(Move(s, popLsb(targets)));
        }
    }

    // Castling: rights, empty squares between king and rook, king not in
    // check and not passing through or landing on an attacked square.
    const Square king = kingSquare(us);
    if (king == NoSquare) return;
    const int rank = us == White ? 0 : 7;
    const auto tryCastle = [&](CastlingRight right, int rookFile, int kingToFile, int stepFile) {
        if (!(m_castling & right)) return;
        const Square rookSq = makeSquare(rookFile, rank);
        if (king != makeSquare(4, rank) || pieceOn(rookSq) != makePiece(us, Rook)) return;
        if (between(king, rookSq) & occupied) return;
        for (int f = 4; f != kingToFile + stepFile; f += stepFile)
            if (attackersTo(makeSquare(f, rank)) & enemy) return;
        moves.push(Move(king, makeSquare(kingToFile, rank)));
    };
    tryCastle(us == White ? WhiteKingSide : BlackKingSide, 7, 6, 1);
    tryCastle(us == White ? WhiteQueenSide : BlackQueenSide, 0, 2, -1);
}

// A pseudo-legal move is legal when our king is not attacked afterwards. The
// test works on bitboards without making the move: the occupancy after the
// move, minus the captured piece (which can no longer attack), decides. This
// covers pins, checks and the en passant capture that opens a rank.
bool Position::isLegalPseudo(Move m) const {
    const Color us = m_sideToMove, them = ~us;
    const Square from = m.from(), to = m.to();
    const Square king = kingSquare(us);
    if (isCastling(m)) return true; // fully checked during generation
    Bitboard occupied = (pieces() ^ squareBB(from)) | squareBB(to);
    Bitboard capturedMask = squareBB(to);
    if (isEnPassant(m)) {
        const Square victim = makeSquare(fileOf(to), rankOf(from));
        occupied ^= squareBB(victim);
        capturedMask = squareBB(victim);
    }
    const Square kingAfter = from == king ? to : king;
    const Bitboard attackers = attackersTo(kingAfter, occupied) & pieces(them) & ~capturedMask;
    return attackers == 0;
}

Bitboard Position::attacksBy(Color c, Bitboard occupied) const {
    Bitboard attacks = pawnAttacks(c, pieces(c, Pawn));
    for (Bitboard b = pieces(c) & ~pieces(c, Pawn); b;) {
        const Square s = popLsb(b);
        attacks |= pieceAttacks(typeOf(pieceOn(s)), s, occupied);
    }
    return attacks;
}

Bitboard Position::pinnedPieces(Color c) const {
    const Square king = kingSquare(c);
    return king == NoSquare ? 0 : loneBlockers(king, ~c, c);
}

Bitboard Position::loneBlockers(Square s, Color slider, Color owner) const {
    Bitboard snipers = (rookAttacks(s, 0) & (pieces(slider, Rook) | pieces(slider, Queen))) |
                       (bishopAttacks(s, 0) & (pieces(slider, Bishop) | pieces(slider, Queen)));
    Bitboard blockers = 0;
    while (snipers) {
        const Bitboard shield = between(s, popLsb(snipers)) & pieces();
        if (shield && !moreThanOne(shield) && (shield & pieces(owner))) blockers |= shield;
    }
    return blockers;
}

void Position::generateLegalMoves(MoveList &moves) const {
    MoveList pseudo;
    generatePseudoLegal(pseudo);
    moves.clear();
    const Square king = kingSquare(m_sideToMove);
    if (king == NoSquare || inCheck()) {
        for (Move m : pseudo)
            if (isLegalPseudo(m)) moves.push(m);
        return;
    }
    // Not in check, a man other than the king keeps the king safe unless it
    // is pinned and leaves the pin's line; the king's own moves and en
    // passant (two men leave a rank at once) are tested on the board. Testing
    // every move there was a sixth of the DTM search's time.
    const Bitboard pinned = pinnedPieces(m_sideToMove);
    // The king steps where no enemy man attacks, its lines drawn through
    // the king's own square (a slider's line goes on past the king).
    const Bitboard attacked = attacksBy(~m_sideToMove, pieces() ^ squareBB(king));
    for (Move m : pseudo) {
        const Square from = m.from(), to = m.to();
        if (from == king) {
            if (fileDistance(from, to) == 2 ? isLegalPseudo(m) : !(attacked & squareBB(to)))
                moves.push(m);
        } else if (to == m_enPassant && m_enPassant != NoSquare) {
            if (isLegalPseudo(m)) moves.push(m);
        } else if (!(pinned & squareBB(from)) || aligned(from, to, king)) {
            moves.push(m);
        }
    }
}

bool Position::isLegalMove(Move m) const {
    if (m.isNone()) return false;
    if (m.isNull()) return !inCheck();
    const Piece p = pieceOn(m.from());
    if (p == NoPiece || colorOf(p) != m_sideToMove) return false;
    MoveList list;
    generateLegalMoves(list);
    return list.contains(m);
}

bool Position::givesCheck(Move m) const {
    Position copy = *this;
    copy.makeMove(m);
    return copy.inCheck();
}

void Position::generateLegalChecks(MoveList &moves) const {
    moves.clear();
    const Color us = m_sideToMove, them = ~us;
    const Square theirKing = kingSquare(them);
    if (theirKing == NoSquare) return;
    const Bitboard occupied = pieces();
    const Bitboard theirKingBB = squareBB(theirKing);
    const Bitboard straight = pieces(us, Rook) | pieces(us, Queen);
    const Bitboard diagonal = pieces(us, Bishop) | pieces(us, Queen);
    // The squares from which a man of each kind attacks their king. A
    // slider's are drawn with the board as it is: one moving away from the
    // king along the line through it would have been giving check already
    // (the side to move cannot give check before it moves).
    Bitboard checkSquares[PieceTypeCount] = {};
    checkSquares[Pawn] = pawnAttacks(them, theirKing);
    checkSquares[Knight] = knightAttacks(theirKing);
    checkSquares[Bishop] = bishopAttacks(theirKing, occupied);
    checkSquares[Rook] = rookAttacks(theirKing, occupied);
    checkSquares[Queen] = checkSquares[Bishop] | checkSquares[Rook];
    // Our men that alone stand between their king and one of our sliders:
    // stepping off that line uncovers a check.
    const Bitboard discoverers = loneBlockers(theirKing, us, us);
    MoveList pseudo;
    generatePseudoLegal(pseudo);
    for (const Move m : pseudo) {
        const Square from = m.from(), to = m.to();
        bool check;
        if (isCastling(m)) {
            check = givesCheck(m); // the rook's check: rare enough to play on a copy
        } else if (isEnPassant(m)) {
            // Two men leave their squares: the lines through both are opened.
            const Bitboard after = occupied ^ squareBB(from) ^ squareBB(to) ^
                                   squareBB(makeSquare(fileOf(to), rankOf(from)));
            check = (pawnAttacks(us, to) & theirKingBB) ||
                    (rookAttacks(theirKing, after) & straight) ||
                    (bishopAttacks(theirKing, after) & diagonal);
        } else {
            check = (discoverers & squareBB(from)) && !aligned(from, to, theirKing);
            if (!check && m.isPromotion())
                check = pieceAttacks(m.promotion(), to, occupied ^ squareBB(from)) & theirKingBB;
            else if (!check)
                check = checkSquares[typeOf(pieceOn(from))] & squareBB(to);
        }
        if (check && isLegalPseudo(m)) moves.push(m);
    }
}

UndoInfo Position::makeMove(Move m) {
    if (m.isNull()) [[unlikely]]
        return makeNullMove();
    UndoInfo undo{m_key, NoPiece, m_castling, m_enPassant, m_halfmoveClock};
    m_history.push_back(m_key);

    const Color us = m_sideToMove;
    const Square from = m.from(), to = m.to();
    const Piece moving = pieceOn(from);
    const PieceType type = typeOf(moving);

    // Remove the old en passant and castling contributions; re-added below.
    if (enPassantCapturable(*this, m_enPassant))
        m_key ^= zobrist::enPassantFile(fileOf(m_enPassant));
    m_key ^= zobrist::castling(m_castling);

    ++m_halfmoveClock;
    if (type == Pawn) m_halfmoveClock = 0;

    if (type == Pawn && to == m_enPassant && fileOf(from) != fileOf(to)) {
        const Square victim = makeSquare(fileOf(to), rankOf(from));
        undo.captured = pieceOn(victim);
        removePiece(victim);
    } else if (!isEmpty(to)) {
        undo.captured = pieceOn(to);
        removePiece(to);
        m_halfmoveClock = 0;
    }

    if (type == King && fileDistance(from, to) == 2) {
        const int rank = rankOf(from);
        const bool kingSide = fileOf(to) == 6;
        movePiece(makeSquare(kingSide ? 7 : 0, rank), makeSquare(kingSide ? 5 : 3, rank));
    }
    movePiece(from, to);
    if (m.isPromotion()) {
        removePiece(to);
        putPiece(to, makePiece(us, m.promotion()));
    }

    m_castling &= ~(castlingMaskFor(from) | castlingMaskFor(to));
    m_enPassant = NoSquare;
    if (type == Pawn && rankDistance(from, to) == 2) m_enPassant = Square((from + to) / 2);

    m_sideToMove = ~us;
    m_key ^= zobrist::sideToMove();
    m_key ^= zobrist::castling(m_castling);
    if (enPassantCapturable(*this, m_enPassant))
        m_key ^= zobrist::enPassantFile(fileOf(m_enPassant));
    if (us == Black) ++m_fullmoveNumber;
    return undo;
}

void Position::unmakeMove(Move m, const UndoInfo &undo) {
    if (m.isNull()) [[unlikely]] {
        unmakeNullMove(undo);
        return;
    }
    m_sideToMove = ~m_sideToMove;
    const Color us = m_sideToMove;
    const Square from = m.from(), to = m.to();
    if (us == Black) --m_fullmoveNumber;

    if (m.isPromotion()) {
        removePiece(to);
        putPiece(to, makePiece(us, Pawn));
    }
    movePiece(to, from);
    if (typeOf(pieceOn(from)) == King && fileDistance(from, to) == 2) {
        const int rank = rankOf(from);
        const bool kingSide = fileOf(to) == 6;
        movePiece(makeSquare(kingSide ? 5 : 3, rank), makeSquare(kingSide ? 7 : 0, rank));
    }
    if (undo.captured != NoPiece) {
        const bool enPassant =
            typeOf(pieceOn(from)) == Pawn && to == undo.enPassant && fileOf(from) != fileOf(to);
        putPiece(enPassant ? makeSquare(fileOf(to), rankOf(from)) : to, undo.captured);
    }
    m_castling = undo.castling;
    m_enPassant = undo.enPassant;
    m_halfmoveClock = undo.halfmoveClock;
    m_key = undo.key;
    m_history.pop_back();
}

UndoInfo Position::makeNullMove() {
    UndoInfo undo{m_key, NoPiece, m_castling, m_enPassant, m_halfmoveClock};
    m_history.push_back(m_key);
    if (enPassantCapturable(*this, m_enPassant))
        m_key ^= zobrist::enPassantFile(fileOf(m_enPassant));
    m_enPassant = NoSquare;
    if (m_sideToMove == Black) ++m_fullmoveNumber;
    m_sideToMove = ~m_sideToMove;
    m_key ^= zobrist::sideToMove();
    ++m_halfmoveClock;
    return undo;
}

void Position::unmakeNullMove(const UndoInfo &undo) {
    m_sideToMove = ~m_sideToMove;
    if (m_sideToMove == Black) --m_fullmoveNumber;
    m_enPassant = undo.enPassant;
    m_halfmoveClock = undo.halfmoveClock;
    m_key = undo.key;
    m_history.pop_back();
}

bool Position::hasInsufficientMaterial() const {
    if (pieces(Pawn) | pieces(Rook) | pieces(Queen)) return false;
    const Bitboard minors = pieces(Knight) | pieces(Bishop);
    if (popCount(minors) <= 1) return true;
    // Only bishops, all on squares of one colour: no mate is possible.
    if (!pieces(Knight)) {
        const Bitboard b = pieces(Bishop);
        return (b & LightSquares) == 0 || (b & DarkSquares) == 0;
    }
    return false;
}

int Position::repetitionCount() const {
    int count = 0;
    // Only positions since the last irreversible move can repeat; the same
    // side is to move every second ply.
    const int n = int(m_history.size());
    const int limit = std::min(n, m_halfmoveClock);
    for (int back = 2; back <= limit; back += 2)
        if (m_history[n - back] == m_key) ++count;
    return count;
}

bool Position::isCheckmate() const {
    const Bitboard checking = checkers();
    return checking && !hasLegalMove(checking);
}
bool Position::isStalemate() const {
    const Bitboard checking = checkers();
    return !checking && !hasLegalMove(checking);
}

bool Position::hasLegalMove() const {
    return hasLegalMove(checkers());
}

bool Position::hasLegalMove(Bitboard checking) const {
    const Color us = m_sideToMove;
    const Square king = kingSquare(us);
    if (king == NoSquare) return !legalMoves().empty();
    // The king's steps first: the moves a mated side is most often short of.
    const Bitboard kingBB = squareBB(king);
    if (kingAttacks(king) & ~pieces(us) & ~attacksBy(~us, pieces() ^ kingBB)) return true;
    if (moreThanOne(checking)) return false; // only the king may move then
    // Any other man's move is legal when it leaves no pin's line and, in
    // check, takes the checker or stands between it and the king. En passant
    // (two men leave a line at once) is tested on the board; castling is
    // fully tested when generated.
    const Bitboard pinned = pinnedPieces(us);
    const Bitboard targets = checking ? checking | between(king, lsb(checking)) : AllSquares;
    MoveList pseudo;
    generatePseudoLegal(pseudo);
    for (const Move m : pseudo) {
        const Square from = m.from(), to = m.to();
        if (from == king) {
            if (fileDistance(from, to) == 2) return true; // castling
            continue;                                     // its steps were looked at above
        }
        if (isEnPassant(m)) {
            if (isLegalPseudo(m)) return true;
            continue;
        }
        if ((targets & squareBB(to)) && (!(pinned & squareBB(from)) || aligned(from, to, king)))
            return true;
    }
    return false;
}

GameStatus Position::status() const {
    if (legalMoves().empty()) return inCheck() ? GameStatus::Checkmate : GameStatus::Stalemate;
    if (hasInsufficientMaterial()) return GameStatus::InsufficientMaterial;
    if (m_halfmoveClock >= 100) return GameStatus::FiftyMoveRule;
    if (repetitionCount() >= 2) return GameStatus::ThreefoldRepetition;
    return GameStatus::Ongoing;
}

Position Position::colorFlipped() const {
    Position p;
    for (int s = 0; s < 64; ++s) {
        const Piece piece = m_board[s];
        if (piece != NoPiece)
            p.putPiece(flipRank(Square(s)), makePiece(~colorOf(piece), typeOf(piece)));
    }
    p.m_sideToMove = ~m_sideToMove;
    std::uint8_t rights = 0;
    if (m_castling & WhiteKingSide) rights |= BlackKingSide;
    if (m_castling & WhiteQueenSide) rights |= BlackQueenSide;
    if (m_castling & BlackKingSide) rights |= WhiteKingSide;
    if (m_castling & BlackQueenSide) rights |= WhiteQueenSide;
    p.m_castling = rights;
    p.m_enPassant = m_enPassant == NoSquare ? NoSquare : flipRank(m_enPassant);
    p.m_halfmoveClock = m_halfmoveClock;
    p.m_fullmoveNumber = m_fullmoveNumber;
    p.m_key = p.computeKey();
    return p;
}

Position Position::fileMirrored() const {
    Position p;
    for (int s = 0; s < 64; ++s)
        if (m_board[s] != NoPiece) p.putPiece(mirrorFile(Square(s)), m_board[s]);
    p.m_sideToMove = m_sideToMove;
    p.m_enPassant = m_enPassant == NoSquare ? NoSquare : mirrorFile(m_enPassant);
    p.m_halfmoveClock = m_halfmoveClock;
    p.m_fullmoveNumber = m_fullmoveNumber;
    p.m_key = p.computeKey();
    return p;
}

bool Position::operator==(const Position &other) const {
    return std::equal(std::begin(m_board), std::end(m_board), std::begin(other.m_board)) &&
           m_sideToMove == other.m_sideToMove && m_castling == other.m_castling &&
           m_enPassant == other.m_enPassant && m_halfmoveClock == other.m_halfmoveClock &&
           m_fullmoveNumber == other.m_fullmoveNumber;
}

std::string Move::uci() const {
    if (isNone() || isNull()) return "0000";
    std::string s = std::string(squareName(from())) + squareName(to());
    if (isPromotion()) s += "pnbrqk"[promotion()];
    return s;
}

} // namespace rampart
