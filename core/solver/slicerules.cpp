#include "solver/slicerules.h"

namespace rampart {

bool SliceRules::answeredByTables(const SliceKey &key) const {
    return key.menCount() <= Material::MaxMen && !(key.material() == m_rootMaterial);
}

int SliceRules::runsSolvedIn(const SliceKey &key) const {
    if (!m_queenBounds) return key.pieceCount() <= m_slicePieces ? 3 : 0;
    if (key.pieceCount() == 0) return 3;
    // A side's queen slices belong to its own lower bound: White's to run 1
    // (Black favoured), Black's to run 0.
    if (key.pieceCount() == 1) {
        if (key.piece[White] == Queen && (m_queenSides & 1)) return 2;
        if (key.piece[Black] == Queen && (m_queenSides & 2)) return 1;
    }
    return 0;
}

int SliceRules::scopeCode() const {
    // 0 to 2: pieces a slice may hold; 4 + sides: queen bounds. Queen bounds
    // without queen slices are pawn slices only: the pawn-slice solve that
    // decided so left them in the cache.
    if (m_queenBounds) return m_queenSides ? 4 + m_queenSides : 0;
    return m_slicePieces;
}

} // namespace rampart
