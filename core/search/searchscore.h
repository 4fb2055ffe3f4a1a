// Score vocabulary of the search: centipawns from the side to move's point of
// view, with mate scores at the top of the range.
//
//   +MateScore - n   the side to move mates in n plies (n >= 1)
//   -MateScore + n   the side to move is mated in n plies (n = 0: mated now)
//   |s| >= MateBound  a mate score
//   |s| <  MateBound  a heuristic score (evaluation, bounded by MaxEvalScore)
//
// Mate scores fit in int16 (the transposition table stores them that way).
#pragma once

namespace rampart {

constexpr int MaxSearchPly = 128;
constexpr int MateScore = 32000;
constexpr int MateBound = MateScore - 2 * MaxSearchPly - 512; // 31232, above every eval
constexpr int InfiniteScore = MateScore + 1;
constexpr int DrawScore = 0;
// Evaluations are clamped into +-MaxEvalScore so they never look like mates.
constexpr int MaxEvalScore = 20000;

constexpr bool isMateScore(int score) {
    return score >= MateBound || score <= -MateBound;
}
constexpr int mateIn(int plies) {
    return MateScore - plies;
}
constexpr int matedIn(int plies) {
    return -MateScore + plies;
}
// Plies to mate of a mate score (positive: side to move mates).
constexpr int matePlies(int score) {
    return score > 0 ? MateScore - score : -(MateScore + score);
}
// UCI "mate N": full moves; positive when the side to move mates, negative
// when it is mated; 0 when it is mated on the board already.
constexpr int mateMoves(int score) {
    return score > 0 ? (MateScore - score + 1) / 2 : -(MateScore + score) / 2;
}

} // namespace rampart
