#include "patterns/patternmatcher.h"

#include <algorithm>
#include <cstdlib>

#include "chess/position.h"

namespace rampart {

int PatternTransform::apply(Square s) const {
    int file = fileOf(s);
    int rank = rankOf(s);
    if (fileMirrored) file = 7 - file;
    if (colorFlipped) rank = 7 - rank;
    file += fileShift;
    rank += rankShift;
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return -1;
    return rank * 8 + file;
}

std::string PatternTransform::describe() const {
    if (isIdentity()) return "identity";
    std::string text;
    auto add = [&text](const std::string &part) {
        if (!text.empty()) text += ", ";
        text += part;
    };
    auto signedNumber = [](int n) { return (n > 0 ? "+" : "") + std::to_string(n); };
    if (fileMirrored) add("file mirror");
    if (colorFlipped) add("colour flip");
    if (fileShift) add("files " + signedNumber(fileShift));
    if (rankShift) add("ranks " + signedNumber(rankShift));
    return text;
}

Bitboard PatternMatch::squaresWithRole(const std::string &role) const {
    Bitboard squares = 0;
    for (const SquareIdentity &identity : identities)
        if (std::find(identity.roles.begin(), identity.roles.end(), role) != identity.roles.end())
            squares |= squareBB(identity.square);
    return squares;
}

std::string PatternMatch::describeIdentities() const {
    std::string text;
    for (const SquareIdentity &identity : identities) {
        if (!text.empty()) text += "; ";
        text += squareName(identity.square);
        text += ' ';
        for (std::size_t i = 0; i < identity.roles.size(); ++i) {
            if (i) text += ", ";
            text += identity.roles[i];
        }
    }
    return text;
}

namespace {

// The squares a shift must keep on the board: fixed, variable and identity
// squares (the not board may leave it: a missing square forbids nothing).
Bitboard anchorSquares(const QuadBitboard &fixed, const QuadBitboard &variable,
                       const Pattern &pattern, bool mirror, bool flip) {
    Bitboard anchors = fixed.occupied() | variable.occupied();
    for (const SquareIdentity &identity : pattern.identities) {
        if (!isValidSquare(identity.square)) continue;
        Square s = identity.square;
        if (mirror) s = mirrorFile(s);
        if (flip) s = flipRank(s);
        anchors |= squareBB(s);
    }
    return anchors;
}

// The squares a man can stand on: pawns ranks 2 to 7, kings anywhere.
constexpr Bitboard standable(Man m) {
    return isPawn(m) ? ~(Rank1BB | Rank8BB) : ~Bitboard(0);
}

// One man's not board moved by whole files and ranks, with its edge zones
// kept at the edge (see shiftedNotBoard in patternmatcher.h).
Bitboard shiftNotSquares(Bitboard b, Man m, int files, int ranks) {
    const Bitboard onBoard = standable(m);
    const int lowRank = isPawn(m) ? 1 : 0, highRank = isPawn(m) ? 6 : 7;
    // Ranks first: a square on the man's top edge shifted down by n also
    // forbids the n squares above it, up to that edge; likewise upwards.
    Bitboard r = shiftBitboard(b, 0, ranks);
    const Bitboard rankEdge = b & rankBB(ranks < 0 ? highRank : lowRank);
    for (int k = 1; k <= std::abs(ranks); ++k)
        r |= shiftBitboard(rankEdge, 0, ranks < 0 ? ranks + k : ranks - k);
    r &= onBoard;
    // Then files, on the rank-shifted board (files are unchanged by it).
    Bitboard f = shiftBitboard(r, files, 0);
    const Bitboard fileEdge = r & fileBB(files < 0 ? 7 : 0);
    for (int k = 1; k <= std::abs(files); ++k)
        f |= shiftBitboard(fileEdge, files < 0 ? files + k : files - k, 0);
    return f & onBoard;
}

} // namespace

QuadBitboard shiftedNotBoard(const QuadBitboard &notBoard, int files, int ranks) {
    QuadBitboard result;
    for (Man m : allMen) result[m] = shiftNotSquares(notBoard[m], m, files, ranks);
    return result;
}

std::vector<PatternInstance> patternInstances(const Pattern &pattern) {
    std::vector<PatternInstance> instances;
    for (int mirror = 0; mirror <= (pattern.allows(AllowFileMirror) ? 1 : 0); ++mirror) {
        for (int flip = 0; flip <= (pattern.allows(AllowColorFlip) ? 1 : 0); ++flip) {
            QuadBitboard fixed = pattern.fixed, notBoard = pattern.notBoard,
                         variable = pattern.variable;
            if (mirror) {
                fixed = fixed.fileMirrored();
                notBoard = notBoard.fileMirrored();
                variable = variable.fileMirrored();
            }
            if (flip) {
                fixed = fixed.colorFlipped();
                notBoard = notBoard.colorFlipped();
                variable = variable.colorFlipped();
            }
            const Bitboard anchors = anchorSquares(fixed, variable, pattern, mirror, flip);
            int minFile = 0, maxFile = 0, minRank = 0, maxRank = 0;
            if (anchors) {
                minFile = 7, maxFile = 0, minRank = 7, maxRank = 0;
                for (Bitboard b = anchors; b;) {
                    const Square s = popLsb(b);
                    minFile = std::min(minFile, fileOf(s));
                    maxFile = std::max(maxFile, fileOf(s));
                    minRank = std::min(minRank, rankOf(s));
                    maxRank = std::max(maxRank, rankOf(s));
                }
            }
            std::optional<Color> sideToMove;
            if (pattern.sideToMove) sideToMove = flip ? ~*pattern.sideToMove : *pattern.sideToMove;
            const bool fileShifts = pattern.allows(AllowFileShift) && anchors;
            const bool rankShifts = pattern.allows(AllowRankShift) && anchors;
            const int fileLow = fileShifts ? -minFile : 0, fileHigh = fileShifts ? 7 - maxFile : 0;
            const int rankLow = rankShifts ? -minRank : 0, rankHigh = rankShifts ? 7 - maxRank : 0;
            for (int dr = rankLow; dr <= rankHigh; ++dr)
                for (int df = fileLow; df <= fileHigh; ++df)
                    instances.push_back({{mirror != 0, flip != 0, df, dr},
                                         fixed.shifted(df, dr),
                                         shiftedNotBoard(notBoard, df, dr),
                                         variable.shifted(df, dr),
                                         sideToMove});
        }
    }
    return instances;
}

std::vector<PatternMatch> matchPattern(const Pattern &pattern, const QuadBitboard &board,
                                       Color sideToMove) {
    std::vector<PatternMatch> matches;
    // Concrete instances already reported (fixed, not, variable after transform).
    std::vector<std::array<QuadBitboard, 3>> seen;
    for (const PatternInstance &i : patternInstances(pattern)) {
        if (i.sideToMove && *i.sideToMove != sideToMove) continue;
        if (!quadMatch(board, i.fixed, i.notBoard, i.variable)) continue;
        const std::array<QuadBitboard, 3> instance{i.fixed, i.notBoard, i.variable};
        if (std::find(seen.begin(), seen.end(), instance) != seen.end()) continue;
        seen.push_back(instance);
        PatternMatch match;
        match.pattern = pattern.name;
        match.transform = i.transform;
        match.side = i.transform.colorFlipped ? Black : White;
        for (const SquareIdentity &identity : pattern.identities) {
            const int square =
                isValidSquare(identity.square) ? i.transform.apply(identity.square) : -1;
            if (square >= 0) match.identities.push_back({Square(square), identity.roles});
        }
        std::sort(
            match.identities.begin(), match.identities.end(),
            [](const SquareIdentity &a, const SquareIdentity &b) { return a.square < b.square; });
        matches.push_back(std::move(match));
    }
    return matches;
}

std::vector<PatternMatch> matchPattern(const Pattern &pattern, const Position &pos) {
    return matchPattern(pattern, QuadBitboard::fromPosition(pos), pos.sideToMove());
}

} // namespace rampart
