// rampart-cli bench <name>: benchmarks that print figures (never timed tests).
#include "clicommand.h"
#include "clio.h"
#include "commandfunctions.h"

#include "benchmarks.h"

namespace rampart::cli {

namespace {

struct Benchmark {
    const char *name;
    const char *summary;
    int (*run)(const QStringList &arguments);
};

const Benchmark Benchmarks[] = {
    // Add new benchmarks here (declared in benchmarks.h).
    {"perft", "Nodes per second of the move generator over a fixed set of positions.", benchPerft},
    {"search", "Fixed pawn endings searched to fixed depths: node signature and nps.", benchSearch},
    {"eval", "Static evaluation (tables off) against the exact KPK results.", benchEval},
    {"blockage", "Average cost per blockage detection call over a mixed set of pawn endings.",
     benchBlockage},
    {"tables", "Build time and memory of the KPK bitbase and the KQK/KRK/KPK DTM tables.",
     benchTables},
    {"mates", "Known forced mates of an EPD file (bm #N) searched for a fixed time: found/total.",
     benchMates},
    {"pgn", "Generated PGN database indexed, read and replayed: games and plies per second.",
     benchPgn},
    {"solve", "Fine #70 and published pawn endings solved: value, slices, positions, time.",
     benchSolve},
};

} // namespace

int runBench(const QStringList &arguments) {
    const auto usage = [] {
        out() << "Usage: rampart-cli bench <name> [options]\n\nBenchmarks:\n";
        for (const Benchmark &b : Benchmarks)
            out() << "  " << QString::fromLatin1(b.name).leftJustified(10) << ' ' << b.summary
                  << '\n';
        out().flush();
    };
    if (arguments.size() < 2 || arguments.at(1) == QLatin1String("--help") ||
        arguments.at(1) == QLatin1String("-h")) {
        usage();
        return arguments.size() < 2 ? 2 : 0;
    }
    for (const Benchmark &b : Benchmarks) {
        if (arguments.at(1) == QLatin1String(b.name)) {
            QStringList rest = arguments.mid(1);
            rest[0] = arguments.at(0) + QLatin1Char(' ') + arguments.at(1);
            return b.run(rest);
        }
    }
    err() << "error: unknown benchmark '" << arguments.at(1) << "' (see rampart-cli bench --help)"
          << Qt::endl;
    return 2;
}

} // namespace rampart::cli
