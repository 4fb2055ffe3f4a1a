// A chess position: all six kinds of piece for both colours, side to move,
// castling rights, en passant square, clocks and an incrementally updated
// Zobrist key; make/unmake and legal move generation.
//
// A Position is a plain value type. It keeps the keys of the positions played
// to reach it (since the last irreversible move and before), so repetitions
// can be detected after makeMove().
//
// Positions are built through FEN (see fen.h) or piece by piece with
// setPiece(); the latter performs no legality check. Methods that generate or
// make moves assume a legal position (one king per side, side not to move not
// in check): validate with checkLegality() (legality.h) first.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "chess/bitboard.h"
#include "chess/move.h"

namespace rampart {

using Key = std::uint64_t;

// What makeMove() needs to undo a move.
struct UndoInfo {
    Key key = 0;
    Piece captured = NoPiece;
    std::uint8_t castling = 0;
    Square enPassant = NoSquare;
    int halfmoveClock = 0;
};

enum class GameStatus {
    Ongoing,
    Checkmate,            // side to move is mated
    Stalemate,            // side to move has no legal move and is not in check
    InsufficientMaterial, // no sequence of legal moves can mate
    FiftyMoveRule,        // 100 plies without capture or pawn move
    ThreefoldRepetition   // the same position for the third time
};

class Position {
public:
    Position(); // the empty board, White to move

    static Position startPosition();

    // --- Board access ---------------------------------------------------
    Piece pieceOn(Square s) const { return m_board[s]; }
    bool isEmpty(Square s) const { return m_board[s] == NoPiece; }
    Bitboard pieces() const { return m_byColor[White] | m_byColor[Black]; }
    Bitboard pieces(Color c) const { return m_byColor[c]; }
    Bitboard pieces(PieceType t) const { return m_byType[t]; }
    Bitboard pieces(Color c, PieceType t) const { return m_byColor[c] & m_byType[t]; }
    Bitboard pieces(Piece p) const { return pieces(colorOf(p), typeOf(p)); }
    int count(Color c, PieceType t) const { return popCount(pieces(c, t)); }
    // The king's square, or NoSquare when there is none.
    Square kingSquare(Color c) const;

    Color sideToMove() const { return m_sideToMove; }
    std::uint8_t castlingRights() const { return m_castling; }
    bool canCastle(CastlingRight r) const { return (m_castling & r) != 0; }
    Square enPassantSquare() const { return m_enPassant; }
    int halfmoveClock() const { return m_halfmoveClock; }
    int fullmoveNumber() const { return m_fullmoveNumber; }
    Key key() const { return m_key; }
    // A key over the pawns only (for pawn-structure caches).
    Key pawnKey() const;

    // --- Editing (no legality checks) ----------------------------------
    void setPiece(Square s, Piece p); // NoPiece clears the square
    void clear();
    void setSideToMove(Color c);
    void setCastlingRights(std::uint8_t rights);
    void setEnPassantSquare(Square s);
    void setHalfmoveClock(int n) { m_halfmoveClock = n; }
    void setFullmoveNumber(int n) { m_fullmoveNumber = n; }
    // Forget the played-move history used for repetition detection.
    void clearHistory() { m_history.clear(); }

    // --- Attacks ---------------------------------------------------------
    // Every piece of either colour attacking s, given an occupancy.
    Bitboard attackersTo(Square s, Bitboard occupied) const;
    Bitboard attackersTo(Square s) const { return attackersTo(s, pieces()); }
    bool isAttacked(Square s, Color by) const { return (attackersTo(s) & pieces(by)) != 0; }
    bool inCheck() const;
    Bitboard checkers() const;
    // Every square c's men attack, given an occupancy.
    Bitboard attacksBy(Color c, Bitboard occupied) const;
    // c's men that alone stand between c's king and an enemy rook, bishop
    // or queen on its line (pinned: they may move only along that line).
    Bitboard pinnedPieces(Color c) const;

    // --- Moves -----------------------------------------------------------
    void generateLegalMoves(MoveList &moves) const;
    MoveList legalMoves() const {
        MoveList list;
        generateLegalMoves(list);
        return list;
    }
    // m is among legalMoves(); Move::null() is legal when not in check.
    bool isLegalMove(Move m) const;
    // For a pseudo-legal m (our piece, a square it can reach, castling
    // excepted): true when our king is not attacked afterwards. Cheaper than
    // isLegalMove() when the candidates are already known (SAN reading).
    bool isLegalPseudo(Move m) const;
    bool isCapture(Move m) const;
    bool isEnPassant(Move m) const;
    bool isCastling(Move m) const;
    bool givesCheck(Move m) const;
    // The legal moves that give check, without playing any but castling:
    // a mate in one is among them (the mate search's last ply tries these
    // alone; playing every legal move there was a fifth of its time).
    void generateLegalChecks(MoveList &moves) const;

    // Makes a legal move and returns what unmakeMove() needs. Move::null()
    // passes (makeNullMove()), as a game's analysis may.
    UndoInfo makeMove(Move m);
    void unmakeMove(Move m, const UndoInfo &undo);
    // A null move (pass): the other side moves, no en passant afterwards,
    // the move number advances as after a move. Not legal in check.
    UndoInfo makeNullMove();
    void unmakeNullMove(const UndoInfo &undo);

    // --- Game state ------------------------------------------------------
    GameStatus status() const;
    bool isCheckmate() const;
    bool isStalemate() const;
    // Whether the side to move has a legal move; stops at the first one
    // found (the king's steps first), where legalMoves() lists them all.
    bool hasLegalMove() const;
    bool hasInsufficientMaterial() const;
    // How often the current position occurred before (same key since the last
    // irreversible move).
    int repetitionCount() const;

    // --- Transforms ------------------------------------------------------
    // Swap colours and flip ranks (White pawn e2 becomes Black pawn e7); the
    // side to move swaps too, so the position is the same game seen by the
    // other side.
    Position colorFlipped() const;
    // Mirror files a <-> h. Castling rights are dropped (they no longer make sense).
    Position fileMirrored() const;

    bool operator==(const Position &other) const;

private:
    void putPiece(Square s, Piece p);
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    Key computeKey() const;
    void generatePseudoLegal(MoveList &moves) const;
    bool hasLegalMove(Bitboard checkers) const;
    // The men of colour owner that alone stand between square s and a rook,
    // bishop or queen of colour slider on a line through s: pinned to a
    // king on s (slider the enemy), or uncovering a check on it when they
    // step off the line (slider the owner).
    Bitboard loneBlockers(Square s, Color slider, Color owner) const;

    Piece m_board[64];
    Bitboard m_byType[PieceTypeCount] = {};
    Bitboard m_byColor[ColorCount] = {};
    Color m_sideToMove = White;
    std::uint8_t m_castling = NoCastling;
    Square m_enPassant = NoSquare;
    int m_halfmoveClock = 0;
    int m_fullmoveNumber = 1;
    Key m_key = 0;
    std::vector<Key> m_history; // keys of earlier positions, oldest first
};

// Zobrist keys, generated at compile time from a fixed seed.
namespace zobrist {
Key piece(Piece p, Square s);
Key castling(std::uint8_t rights);
Key enPassantFile(int file);
Key sideToMove();
} // namespace zobrist

} // namespace rampart
