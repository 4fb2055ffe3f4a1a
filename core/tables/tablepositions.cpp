#include "tables/tablepositions.h"

#include "chess/fen.h"
#include "chess/position.h"

namespace rampart {

bool forEachTablePosition(const MaterialTable &table,
                          const std::function<void(const Placement &, std::uint8_t)> &visit,
                          const std::atomic<bool> *cancel, int firstKing, int endKing) {
    const TableIndex &index = table.index();
    const int men = index.extraMen();
    const bool pair = index.equalPair();
    Placement p;
    const auto both = [&] {
        for (Color c : {White, Black}) {
            p.sideToMove = c;
            const std::uint8_t v = table.valueOf(p);
            if (v != MaterialTable::Illegal) visit(p, v);
        }
    };
    for (int wk = firstKing; wk < endKing; ++wk) {
        if (cancel && cancel->load(std::memory_order_relaxed)) return false;
        p.squares[0] = Square(wk);
        for (int bk = 0; bk < SquareCount; ++bk) {
            p.squares[1] = Square(bk);
            for (int a = 0; a < SquareCount; ++a) {
                p.squares[2] = Square(a);
                if (men == 1) {
                    both();
                    continue;
                }
                for (int b = pair ? a + 1 : 0; b < SquareCount; ++b) {
                    p.squares[3] = Square(b);
                    both();
                }
            }
        }
    }
    return true;
}

Position tablePosition(const TableIndex &index, const Placement &p) {
    Position pos;
    pos.setPiece(p.squares[0], WhiteKing);
    pos.setPiece(p.squares[1], BlackKing);
    for (int i = 0; i < index.extraMen(); ++i) {
        const MaterialMan &man = index.men()[std::size_t(i)];
        pos.setPiece(p.squares[std::size_t(2 + i)], makePiece(man.color, man.type));
    }
    pos.setSideToMove(p.sideToMove);
    return pos;
}

std::string tablePositionFen(const TableIndex &index, const Placement &placement) {
    return toFen(tablePosition(index, placement));
}

} // namespace rampart
