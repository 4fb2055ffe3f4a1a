#include "clipgninput.h"

#include <iostream>
#include <iterator>

#include "chess/fen.h"

#include "games/pgndatabase.h"

#include "text/pgnerrortext.h"

#include "clio.h"

namespace rampart::cli {

bool forEachPgnPosition(const QString &path, PgnPositions which,
                        const PositionLineCallback &callback, bool &stopped) {
    stopped = false;
    PgnDatabase db;
    const bool standardInput = path == QLatin1String("-");
    if (standardInput) {
        std::string text((std::istreambuf_iterator<char>(std::cin)),
                         std::istreambuf_iterator<char>());
        db.openText(std::move(text));
    } else if (db.open(path.toLocal8Bit().toStdString()) != PgnDatabase::OpenStatus::Ok) {
        err() << "error: " << QString::fromStdString(db.error()) << Qt::endl;
        return false;
    }
    const QString name = standardInput ? QStringLiteral("<stdin>") : path;
    for (int g = 0; g < db.gameCount(); ++g) {
        const PgnReadResult r = db.readGame(g);
        if (!r.ok() && !r.partial) {
            err() << "error: " << name << ": " << PgnErrorText::message(*r.error)
                  << " (game skipped)" << Qt::endl;
            continue;
        }
        // A partial game keeps the moves read before its error: their
        // positions are used, as the game list shows them.
        if (r.partial)
            err() << "warning: " << name << ": " << PgnErrorText::message(*r.error)
                  << " (the moves before it are used)" << Qt::endl;
        const QString source = name + QStringLiteral(" game ") + QString::number(g + 1);
        const GameTree &tree = r.game.tree;
        Position pos = tree.startPosition();
        int ply = 0;
        NodeId n = GameTree::root();
        while (true) {
            const bool pawnEnding = isPawnEnding(pos);
            if (which == PgnPositions::Every || pawnEnding) {
                if (!callback(toFen(pos), ply, source)) {
                    stopped = true;
                    return true;
                }
                if (which == PgnPositions::FirstPawnEnding) break;
            }
            n = tree.next(n);
            if (n == NoNode) break;
            pos.makeMove(tree.move(n));
            ++ply;
        }
    }
    return true;
}

} // namespace rampart::cli
