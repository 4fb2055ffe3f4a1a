// rampart-cli bench blockage: the average cost of one detectBlockage() call
// over a mixed set of pawn endings.
#include <random>
#include <vector>

#include <QElapsedTimer>

#include "chess/fen.h"
#include "chess/randompositions.h"

#include "eval/blockage.h"

#include "benchmarks.h"
#include "clio.h"

namespace rampart::cli {

namespace {

// Hand-picked pawn endings: blockages (Tabibi et al.'s diagrams and relatives, a
// pocket), near misses rejected late (levers, runners, floods) and ordinary
// endings rejected by the ram count.
const char *const BenchFens[] = {
    "3k4/8/8/1p2p2p/1P2P2P/1P6/3K4/8 w - - 0 1",
    "4k3/8/3pPp2/1p1P1P1p/1P5P/5P2/3K4/8 w - - 0 1",
    "3k4/8/8/1p2p2p/1P2P2P/1P4p1/3K4/8 w - - 0 1",
    "2k5/8/1p1p1p2/pPpPpPp1/P1P1P1P1/4P3/8/4K3 w - - 0 1",
    "8/4k3/2p5/1pP1p1p1/pP2P1P1/P3P3/8/3K4 w - - 0 1",
    "k7/8/3K4/1p2p2p/1P2P2P/1P6/8/8 w - - 0 1",
    "8/ppp4k/8/PPP1p2p/4P1pP/6P1/4K3/8 w - - 0 1",
    "3k4/8/8/1p2p2p/1P2P2P/PP6/3K4/8 w - - 0 1",
    "7k/8/3pPp2/1p1P1P1p/1P5P/5P2/3K4/8 w - - 0 1",
    "8/7k/8/p1p4p/P1P4P/7P/3K4/8 w - - 0 1",
    "8/5pk1/6p1/1p5p/1P5P/6P1/5PK1/8 w - - 0 1",
    "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1",
    "8/pp3kpp/8/8/8/8/PP3KPP/8 w - - 0 1",
    "8/8/4k3/8/4P3/4K3/8/8 w - - 0 1",
    "8/8/8/p1p1p1k1/P1P1P3/4P3/4K3/8 w - - 0 1",
    "k7/8/8/p1p1p3/P1P1P3/4P3/4K3/8 w - - 0 1",
};

} // namespace

int benchBlockage(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Average cost of one blockage detection call (ns) over "
                                       "a mixed set of pawn endings, for both sides."));
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;

    // Random ram-rich structures (fixed seed) so the set is not only a handful
    // of cached branches.
    std::mt19937 rng(4);
    std::vector<Position> handPicked, random = randomLegalRamStructures(rng, 2000);
    for (const char *fen : BenchFens) handPicked.push_back(*parseFen(fen).position);

    // Times `rounds` passes of detectBlockage() for both sides over a set;
    // returns ns per call and counts the blocked verdicts of one pass.
    std::uint64_t sink = 0;
    auto measure = [&sink](const std::vector<Position> &set, int rounds, int &blocked,
                           std::uint64_t &calls) {
        blocked = 0;
        calls = 0;
        QElapsedTimer timer;
        timer.start();
        for (int round = 0; round < rounds; ++round) {
            for (const Position &pos : set) {
                for (Color side : {White, Black}) {
                    const BlockageResult r = detectBlockage(pos, side);
                    sink += r.flood ^ r.fence;
                    if (round == 0 && r.blocked) ++blocked;
                    ++calls;
                }
            }
        }
        return double(timer.nsecsElapsed()) / double(calls);
    };

    int handBlocked = 0, randomBlocked = 0;
    std::uint64_t handCalls = 0, randomCalls = 0;
    const double handNs = measure(handPicked, 20000, handBlocked, handCalls);
    const double randomNs = measure(random, 150, randomBlocked, randomCalls);
    const double allNs = (handNs * double(handCalls) + randomNs * double(randomCalls)) /
                         double(handCalls + randomCalls);
    auto line = [](const char *name, std::size_t positions, int blocked, std::uint64_t calls,
                   double ns) {
        out() << QString::fromLatin1(name).leftJustified(12) << " positions "
              << QString::number(positions).rightJustified(5) << "  blocked verdicts "
              << QString::number(blocked).rightJustified(4) << " of " << positions * 2 << "  calls "
              << QString::number(calls).rightJustified(8) << "  "
              << QString::number(ns, 'f', 1).rightJustified(7) << " ns/call\n";
    };
    line("hand-picked", handPicked.size(), handBlocked, handCalls, handNs);
    line("random", random.size(), randomBlocked, randomCalls, randomNs);
    out() << "mixed average " << QString::number(allNs, 'f', 1) << " ns/call  (checksum "
          << (sink & 0xFFFF) << ")" << Qt::endl;
    return 0;
}

} // namespace rampart::cli
