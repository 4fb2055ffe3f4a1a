#include "randompgn.h"

#include <string>

namespace rampart::cli {

namespace {
constexpr int MaxNesting = 2; // variations inside variations, at most this deep
const char *const Words[] = {"a",     "plan",  "with",     "the",      "king", "pawn", "opposition",
                             "break", "tempo", "fortress", "zugzwang", "only", "move"};
} // namespace

PgnGame RandomPgnGenerator::next(int number) {
    PgnGame game;
    const std::string n = std::to_string(number);
    game.setTag("Event", "Random games");
    game.setTag("Site", "Rampart");
    game.setTag("Date", "2026.01." + std::string(number % 28 < 9 ? "0" : "") +
                            std::to_string(number % 28 + 1));
    game.setTag("Round", n);
    game.setTag("White", "White " + std::to_string(below(1000)));
    game.setTag("Black", "Black " + std::to_string(below(1000)));
    static const char *const Results[] = {"1-0", "0-1", "1/2-1/2", "*"};
    game.result = Results[below(4)];
    game.setTag("Result", game.result);
    growLine(game.tree, GameTree::root(), game.tree.startPosition(), 20 + below(101), 0);
    return game;
}

void RandomPgnGenerator::growLine(GameTree &tree, NodeId from, Position pos, int plies,
                                  int nesting) {
    NodeId node = from;
    for (int i = 0; i < plies; ++i) {
        const MoveList moves = pos.legalMoves();
        if (moves.empty()) return;
        const Move m = moves[below(moves.size())];
        if (i > 0 && nesting < MaxNesting && below(8) == 0 && moves.size() > 1) {
            // A variation: another move in this position, grown first so it
            // becomes a sibling of the main move played below.
            Move other = moves[below(moves.size())];
            if (!(other == m)) {
                tree.addMove(node, m); // keep the main move first
                const NodeId side = tree.addMove(node, other);
                Position sidePos = pos;
                sidePos.makeMove(other);
                growLine(tree, side, sidePos, below(8), nesting + 1);
            }
        }
        node = tree.addMove(node, m);
        pos.makeMove(m);
        if (below(10) == 0) tree.addNag(node, std::uint8_t(1 + below(6)));
        if (below(12) == 0) {
            std::string text;
            for (int w = 2 + below(6); w > 0; --w) {
                if (!text.empty()) text += ' ';
                text += Words[below(int(sizeof(Words) / sizeof(Words[0])))];
            }
            tree.setCommentAfter(node, text);
        }
    }
}

} // namespace rampart::cli
