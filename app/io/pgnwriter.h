// Writes a game as PGN through the core writer (games/pgnexport.h): the
// whole tree with variations, comments and NAGs, plus the discrete
// evaluation of a position after a move as a NAG (verdictNag: $10 =, $14
// +/=, $16 +/-, $18 +-, $15/$17/$19 for Black). A value that is a band
// (optimistic != pessimistic) has no single NAG; it is written as a comment
// "{band =/+ .. +/=}" instead. The start position's value comes before the
// first move.
//
// Tags: the Seven Tag Roster with "Rampart analysis" as Event and "-" as
// Round unless the game or `tags` give them, SetUp/FEN when the game does not
// start from the initial position; the Result is the game's, else the
// checkmate/draw state at the end of the main line, else "*".
#pragma once

#include <vector>

#include <QHash>
#include <QMap>
#include <QString>

#include "chess/move.h"
#include "chess/position.h"

#include "games/pgngame.h"

#include "eval/discretevalue.h"

namespace rampart {

class PgnWriter {
public:
    // evaluations: known values by Zobrist key of the position they describe.
    // tags: extra or replacing tags (Event, Site, Date, Round, White, Black, Result).
    // comments: text written as a {comment} after the position they describe
    // (after its NAG), by Zobrist key.
    static QString write(const PgnGame &game, const QHash<Key, DiscreteValue> &evaluations,
                         const QMap<QString, QString> &tags = {},
                         const QHash<Key, QString> &comments = {});
    // A single line of moves from `start` (moves that stop being legal end it).
    static QString write(const Position &start, const std::vector<Move> &moves,
                         const QHash<Key, DiscreteValue> &evaluations,
                         const QMap<QString, QString> &tags = {},
                         const QHash<Key, QString> &comments = {});
};

} // namespace rampart
