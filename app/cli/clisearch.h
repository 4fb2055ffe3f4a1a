// Shared text forms of search results for `analyze`, `uci` and `bench search`.
#pragma once

#include <string>

#include <QString>

#include "search/search.h"

namespace rampart::cli {

// White's point of view, as people read it: "+1.63", "-0.20", "0.00", "#5"
// (White mates in 5), "#-3" (Black mates in 3).
QString whiteScoreText(const SearchResult &result);
// The same for one multi-PV line of result.
QString whiteScoreText(const SearchResult &result, const SearchLine &line);
// UCI's "score" operand, side to move's view: "cp 163" or "mate -3".
QString uciScoreText(const SearchResult &result);
// The same for one multi-PV line.
QString uciScoreText(const SearchLine &line);
// Principal variation in UCI notation, space separated.
QString uciLine(const std::vector<Move> &moves);

} // namespace rampart::cli
