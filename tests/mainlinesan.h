// The main line of a game tree in SAN, for the PGN tests.
#pragma once

#include <string>

#include "chess/notation.h"

#include "games/gametree.h"

// The main line in SAN, space separated ("e4 e5 Nf3"; a null move is "--").
inline std::string mainLineSan(const rampart::GameTree &tree) {
    std::string text;
    rampart::Position pos = tree.startPosition();
    for (rampart::NodeId n : tree.mainLine()) {
        if (!text.empty()) text += ' ';
        text += rampart::toSan(pos, tree.move(n));
        pos.makeMove(tree.move(n));
    }
    return text;
}
