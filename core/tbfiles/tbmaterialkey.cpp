#include "tbfiles/tbmaterialkey.h"

#include "chess/position.h"

namespace rampart {

namespace {

std::string menOf(const Position &pos, Color c, bool upper) {
    static constexpr PieceType Order[] = {Queen, Rook, Bishop, Knight, Pawn};
    static constexpr char Letters[] = "QRBNP";
    std::string s;
    for (int i = 0; i < 5; ++i)
        s.append(std::size_t(pos.count(c, Order[i])), char(upper ? Letters[i] : Letters[i] + 32));
    return s;
}

} // namespace

TbMaterialNames syzygyMaterial(const Position &pos) {
    const std::string w = menOf(pos, White, true), b = menOf(pos, Black, true);
    return {"K" + w + "vK" + b, "K" + b + "vK" + w, popCount(pos.pieces())};
}

TbMaterialNames gaviotaMaterial(const Position &pos) {
    const std::string w = menOf(pos, White, false), b = menOf(pos, Black, false);
    return {"k" + w + "k" + b, "k" + b + "k" + w, popCount(pos.pieces())};
}

} // namespace rampart
