// A set of pawn endings with published results, as `bench solve --set` reads
// it (resources/positions/published-endings.epd and files like it). Every
// line an EPD with `id`, `result win|draw|loss` (the published result for
// the side to move), optionally `bm` (the source's key move) and `proven
// win|draw|loss`: Rampart's proven result where it contradicts the published
// one, the file's record of the contradiction. A header line
// `# quick: at most N men` is the file's quick rule, the lines CI solves
// (`bench solve --set --quick`).
#pragma once

#include <optional>
#include <vector>

#include <QString>

#include "chess/position.h"

namespace rampart::cli {

// One position to solve, with what its source publishes.
struct SetEntry {
    QString name;
    Position pos;
    int result = 0; // published: 1 win, 0 draw, -1 loss, for the side to move
    // The file's record that Rampart proves another result (`proven`).
    std::optional<int> recordedProof;
    QString keyMove;
    QString source;
    bool queenBounds = false;

    // What a solve must prove: the recorded proof where the file has one,
    // else the published result.
    int expected() const { return recordedProof.value_or(result); }
    int men() const { return popCount(pos.pieces()); }
};

struct PublishedSet {
    std::vector<SetEntry> entries;
    // The quick rule's N: the lines of at most N men; nothing when the file
    // states no quick rule.
    std::optional<int> quickMaxMen;
};

// "win", "draw" or "loss" for 1, 0, -1, and back.
const char *resultWord(int wdl);
std::optional<int> resultFromWord(const std::string &word);

// Reads a set file (a path or a Qt resource; shownAs names it in messages).
// Prints every bad line (file and line number) on standard error and returns
// nothing when there is one, when the file cannot be read or holds no
// position.
std::optional<PublishedSet> readPublishedSet(const QString &path, const QString &shownAs);

} // namespace rampart::cli
