// Material names of a position as the tablebase file formats spell them,
// both ways round (the files name the stronger side first, and which side
// that is depends on the format's own rules, so a source looks up both).
#pragma once

#include <string>

namespace rampart {

class Position;

struct TbMaterialNames {
    std::string whiteFirst; // "KQvKR" / "kqkr": White's men before Black's
    std::string blackFirst; // "KRvKQ" / "krkq"
    int men = 0;
};

// Syzygy style: "KQRvKP". Kings are assumed present (one each).
TbMaterialNames syzygyMaterial(const Position &pos);
// Gaviota style: "kqrkp".
TbMaterialNames gaviotaMaterial(const Position &pos);

} // namespace rampart
