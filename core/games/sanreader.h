// Fast SAN reading for PGN: finds the candidate moves of a SAN token from
// the target square backwards (the pieces of the named kind that reach it)
// and tests only those for legality, instead of generating every legal move.
// Castling, unusual forms and every failure go to parseSanMove() (notation.h),
// so results and error messages are exactly its own.
#pragma once

#include <string_view>

#include "chess/notation.h"

namespace rampart {

ParsedMove readSanFast(const Position &pos, std::string_view san);

// Every legal move that fits a SAN token of the common shapes, also when
// several do (an under-specified "Nd7"); empty for other forms.
MoveList sanCandidates(const Position &pos, std::string_view san);

} // namespace rampart
