#include <QElapsedTimer>

#include "chess/fen.h"

#include "search/search.h"

#include "benchmarks.h"
#include "clio.h"

namespace rampart::cli {

int benchSearch(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser,
                QStringLiteral("Searches fixed pawn endings to fixed depths. Prints the nodes of "
                               "each and their sum, the node signature: a different signature "
                               "means the search behaves differently. Also nodes per second. "
                               "With --multipv N every depth searches the N best lines: the "
                               "times then show what multi-PV costs. With --threads N (more "
                               "than 1) the nodes per second show what the threads gain; the "
                               "signature then varies from run to run."));
    parser.addOption(
        {QStringLiteral("multipv"),
         QStringLiteral("Search the N best root lines (1-%1, default 1).").arg(MaxMultiPv),
         QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption(
        {QStringLiteral("threads"),
         QStringLiteral("Search on N threads (1-%1, default 1).").arg(MaxSearchThreads),
         QStringLiteral("N"), QStringLiteral("1")});
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    const auto number = [&](const char *name, int max, int &value) {
        const QString option = QString::fromLatin1(name);
        bool numberOk = false;
        value = parser.value(option).toInt(&numberOk);
        if (numberOk && value >= 1 && value <= max) return true;
        err() << "error: --" << option << " must be a number from 1 to " << max << ", not '"
              << parser.value(option) << "'" << Qt::endl;
        return false;
    };
    int multiPv = 1, threads = 1;
    if (!number("multipv", MaxMultiPv, multiPv) || !number("threads", MaxSearchThreads, threads))
        return 2;

    struct Case {
        const char *name, *fen;
        int depth;
    };
    // Depths chosen so every case costs a fraction of a second.
    static const Case cases[] = {
        {"fine70", "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1", 26},
        {"reti", "7K/8/k1P5/7p/8/8/8/8 w - - 0 1", 16},
        {"breakthrough", "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1", 12},
        {"triangulate", "8/2k5/p1P5/P1K5/8/8/8/8 w - - 0 1", 18},
        {"opposition", "8/2k5/2p5/2P5/3K4/8/8/8 w - - 0 1", 16},
        {"outside", "8/5ppp/4k3/8/P7/4K3/6PP/8 w - - 0 1", 12},
        {"fortress", "8/8/4k3/p1p1p1p1/P1P1P1P1/P7/3K4/8 w - - 0 1", 20},
        {"symmetric", "8/5pk1/6p1/1p5p/1P5P/6P1/5PK1/8 w - - 0 1", 14},
    };
    Search search(64);
    search.setMultiPv(multiPv);
    search.setThreads(threads);
    std::uint64_t signature = 0;
    qint64 totalMs = 0;
    for (const Case &c : cases) {
        const Position pos = *parseFen(c.fen).position;
        QElapsedTimer timer;
        timer.start();
        const SearchResult r = search.run(pos, SearchLimits::toDepth(c.depth));
        const qint64 ms = timer.elapsed();
        signature += r.nodes;
        totalMs += ms;
        out() << QString::fromLatin1(c.name).leftJustified(13) << " depth "
              << QString::number(c.depth).rightJustified(2) << "  nodes "
              << QString::number(r.nodes).rightJustified(10) << "  best "
              << QString::fromStdString(r.bestMove.uci()).leftJustified(5) << " score "
              << QString::number(r.whiteScore()).rightJustified(6) << "  "
              << QString::number(ms).rightJustified(6) << " ms\n";
    }
    out() << "signature " << signature << "  time " << totalMs << " ms  nps "
          << signature * 1000 / std::uint64_t(std::max<qint64>(totalMs, 1));
    // The default run's last line stays as it always was (scripts read it).
    if (multiPv > 1) out() << "  multipv " << multiPv;
    if (threads > 1) out() << "  threads " << threads << " (the signature varies from run to run)";
    out() << Qt::endl;
    return 0;
}

} // namespace rampart::cli
