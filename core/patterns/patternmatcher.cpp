#include "patterns/patternmatcher.h"

#include "chess/position.h"

#include <algorithm>

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

// A pattern's three boards and identities after a mirror and/or colour flip,
// before shifting.
struct Oriented {
    QuadBitboard fixed, notBoard, variable;
    std::vector<SquareIdentity> identities;
    Bitboard anchors = 0;
};

Oriented orient(const Pattern &p, bool mirror, bool flip) {
    Oriented o{p.fixed, p.notBoard, p.variable, p.identities, 0};
    auto transformSquare = [&](Square s) {
        if (mirror) s = mirrorFile(s);
        if (flip) s = flipRank(s);
        return s;
    };
    if (mirror) {
        o.fixed = o.fixed.fileMirrored();
        o.notBoard = o.notBoard.fileMirrored();
        o.variable = o.variable.fileMirrored();
    }
    if (flip) {
        o.fixed = o.fixed.colorFlipped();
        o.notBoard = o.notBoard.colorFlipped();
        o.variable = o.variable.colorFlipped();
    }
    for (SquareIdentity &identity : o.identities)
        identity.square = transformSquare(identity.square);
    o.anchors = o.fixed.occupied() | o.variable.occupied();
    for (const SquareIdentity &identity : o.identities) o.anchors |= squareBB(identity.square);
    return o;
}

} // namespace

std::vector<PatternMatch> matchPattern(const Pattern &pattern, const QuadBitboard &board,
                                       Color sideToMove) {
    std::vector<PatternMatch> matches;
    // Concrete instances already reported (fixed, not, variable after transform).
    std::vector<std::array<QuadBitboard, 3>> seen;
    for (int mirror = 0; mirror <= (pattern.allows(AllowFileMirror) ? 1 : 0); ++mirror) {
        for (int flip = 0; flip <= (pattern.allows(AllowColorFlip) ? 1 : 0); ++flip) {
            if (pattern.sideToMove &&
                (flip ? ~*pattern.sideToMove : *pattern.sideToMove) != sideToMove)
                continue;
            const Oriented o = orient(pattern, mirror, flip);
            int minFile = 0, maxFile = 0, minRank = 0, maxRank = 0;
            if (o.anchors) {
                minFile = 7, maxFile = 0, minRank = 7, maxRank = 0;
                for (Bitboard b = o.anchors; b;) {
                    const Square s = popLsb(b);
                    minFile = std::min(minFile, fileOf(s));
                    maxFile = std::max(maxFile, fileOf(s));
                    minRank = std::min(minRank, rankOf(s));
                    maxRank = std::max(maxRank, rankOf(s));
                }
            }
            const bool fileShifts = pattern.allows(AllowFileShift) && o.anchors;
            const bool rankShifts = pattern.allows(AllowRankShift) && o.anchors;
            const int fileLow = fileShifts ? -minFile : 0, fileHigh = fileShifts ? 7 - maxFile : 0;
            const int rankLow = rankShifts ? -minRank : 0, rankHigh = rankShifts ? 7 - maxRank : 0;
            for (int dr = rankLow; dr <= rankHigh; ++dr) {
                for (int df = fileLow; df <= fileHigh; ++df) {
                    const QuadBitboard fixed = o.fixed.shifted(df, dr);
                    const QuadBitboard notBoard = o.notBoard.shifted(df, dr);
                    const QuadBitboard variable = o.variable.shifted(df, dr);
                    if (!quadMatch(board, fixed, notBoard, variable)) continue;
                    const std::array<QuadBitboard, 3> instance{fixed, notBoard, variable};
                    if (std::find(seen.begin(), seen.end(), instance) != seen.end()) continue;
                    seen.push_back(instance);
                    PatternMatch match;
                    match.pattern = pattern.name;
                    match.transform = {mirror != 0, flip != 0, df, dr};
                    match.side = flip ? Black : White;
                    for (const SquareIdentity &identity : o.identities)
                        match.identities.push_back(
                            {makeSquare(fileOf(identity.square) + df, rankOf(identity.square) + dr),
                             identity.roles});
                    std::sort(match.identities.begin(), match.identities.end(),
                              [](const SquareIdentity &a, const SquareIdentity &b) {
                                  return a.square < b.square;
                              });
                    matches.push_back(std::move(match));
                }
            }
        }
    }
    return matches;
}

std::vector<PatternMatch> matchPattern(const Pattern &pattern, const Position &pos) {
    return matchPattern(pattern, QuadBitboard::fromPosition(pos), pos.sideToMove());
}

} // namespace rampart
