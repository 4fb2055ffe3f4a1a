// Writes a line of moves as PGN: the seven-tag roster plus SetUp/FEN when
// the line does not start from the initial position, moves in SAN, and the
// discrete evaluation of a position after a move as a NAG (verdictNag:
// $10 =, $14 +/=, $16 +/-, $18 +-, $15/$17/$19 for Black). A value that is
// a band (optimistic != pessimistic) has no single NAG; it is written as a
// comment "{band =/+ .. +/=}" instead.
#pragma once

#include "eval/discretevalue.h"
#include "chess/move.h"
#include "chess/position.h"

#include <QHash>
#include <QMap>
#include <QString>

#include <vector>

namespace rampart {

class PgnWriter {
public:
    // evaluations: known values by Zobrist key of the position they describe.
    // tags: extra or replacing tags (Event, Site, Date, Round, White, Black, Result).
    // comments: text written as a {comment} after the position they describe
    // (after its NAG), by Zobrist key.
    static QString write(const Position &start, const std::vector<Move> &moves,
                         const QHash<Key, DiscreteValue> &evaluations,
                         const QMap<QString, QString> &tags = {},
                         const QHash<Key, QString> &comments = {});
};

} // namespace rampart
