// The position of a FEN written into a test. A FEN that does not parse, or
// whose position is illegal, is a mistake in the test itself: it stops the
// test run at once with the FEN named (qFatal), instead of failing later in
// a way that points elsewhere.
#pragma once

#include <QtGlobal>

#include "chess/fen.h"

inline rampart::Position fromFen(const char *fen) {
    const rampart::FenResult r = rampart::parseFen(fen);
    if (!r.ok()) qFatal("bad FEN in test: %s", fen);
    return *r.position;
}
