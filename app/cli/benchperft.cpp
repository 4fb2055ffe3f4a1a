#include <QElapsedTimer>

#include "chess/fen.h"
#include "chess/perft.h"

#include "benchmarks.h"
#include "clio.h"

namespace rampart::cli {

int benchPerft(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser,
                QStringLiteral("Perft over a fixed set of positions; prints nodes per second."));
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;

    struct Case {
        const char *name, *fen;
        int depth;
    };
    // The standard perft positions plus pawn endings, at depths of roughly
    // equal cost; perft counts leaves in bulk at the last ply.
    static const Case cases[] = {
        {"initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5},
        {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4},
        {"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6},
        {"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5},
        {"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4},
        {"fine70", "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1", 9},
        {"pawnrace", "8/5pk1/6p1/1p5p/1P5P/6P1/5PK1/8 w - - 0 1", 7},
    };
    std::uint64_t totalNodes = 0;
    qint64 totalNs = 0;
    for (const Case &c : cases) {
        Position pos = *parseFen(c.fen).position;
        QElapsedTimer timer;
        timer.start();
        const std::uint64_t nodes = perft(pos, c.depth);
        const qint64 ns = timer.nsecsElapsed();
        totalNodes += nodes;
        totalNs += ns;
        out() << QString::fromLatin1(c.name).leftJustified(10) << " depth " << c.depth << "  nodes "
              << QString::number(nodes).rightJustified(10) << "  "
              << QString::number(double(nodes) * 1e3 / double(ns), 'f', 1).rightJustified(7)
              << " Mnps\n";
    }
    out() << "total nodes " << totalNodes << "  time " << totalNs / 1000000 << " ms  "
          << QString::number(double(totalNodes) * 1e3 / double(totalNs), 'f', 1) << " Mnps"
          << Qt::endl;
    return 0;
}

} // namespace rampart::cli
