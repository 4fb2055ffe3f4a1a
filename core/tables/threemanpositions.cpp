#include "tables/threemanpositions.h"

#include <algorithm>

#include "tables/tableregistry.h"

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

void forEachThreeManPosition(const TableRegistry &tables, TableId id,
                             const std::function<void(const TableEntry &)> &visit) {
    const int firstPiece = id == TableId::KPK ? 8 : 0;
    const int lastPiece = id == TableId::KPK ? 56 : 64;
    const PieceType type = tablePiece(id);
    TableEntry e;
    e.table = id;
    for (int piece = firstPiece; piece < lastPiece; ++piece) {
        for (int sk = 0; sk < 64; ++sk) {
            for (int wk = 0; wk < 64; ++wk) {
                for (Color stm : {White, Black}) {
                    const TableProbe p =
                        tables.probeSquares(type, Square(sk), Square(piece), Square(wk), stm);
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
