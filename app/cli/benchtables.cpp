#include <QElapsedTimer>

#include "chess/position.h"

#include "tables/kpkbitbase.h"
#include "tables/tablegenerator.h"
#include "tables/tableregistry.h"
#include "tables/threemanpositions.h"

#include "benchmarks.h"
#include "clio.h"

namespace rampart::cli {

namespace {

constexpr int DefaultRuns = 20;

// The fastest of several runs, in milliseconds (the least disturbed by the
// other processes on a shared machine), and the mean.
struct Timing {
    double best = 1e300;
    double mean = 0;
};

template <typename F> Timing timeRuns(int runs, F &&f) {
    Timing t;
    double total = 0;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        f();
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        total += ms;
        t.best = std::min(t.best, ms);
    }
    t.mean = total / runs;
    return t;
}

QString ms(double v) {
    return QString::number(v, 'f', 3) + QStringLiteral(" ms");
}

} // namespace

int benchTables(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Generation time of the KPK bitbase and of each DTM table "
                                       "(single-threaded), and their memory."));
    parser.addOption({QStringLiteral("runs"),
                      QStringLiteral("Builds per figure (default %1).").arg(DefaultRuns),
                      QStringLiteral("N"), QString::number(DefaultRuns)});
    parser.addOption({QStringLiteral("four-men"),
                      QStringLiteral("Instead: build every table up to four men from nothing "
                                     "(KPKP with its dependencies, then all 35), write and read "
                                     "the cache files, print times, sizes and peak memory "
                                     "(--runs defaults to 1 here).")});
    parser.addOption({QStringLiteral("threads"),
                      QStringLiteral("Worker threads for --four-men (default 2)."),
                      QStringLiteral("N"), QStringLiteral("2")});
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    bool ok = false;
    const bool fourMen = parser.isSet(QStringLiteral("four-men"));
    const int runs = fourMen && !parser.isSet(QStringLiteral("runs"))
                         ? 1
                         : parser.value(QStringLiteral("runs")).toInt(&ok);
    if (!fourMen || parser.isSet(QStringLiteral("runs"))) {
        if (!ok || runs < 1) {
            err() << "error: --runs needs a positive number" << Qt::endl;
            return 2;
        }
    }
    if (fourMen) {
        const int threads = parser.value(QStringLiteral("threads")).toInt(&ok);
        if (!ok || threads < 1 || threads > 256) {
            err() << "error: --threads needs a number from 1 to 256" << Qt::endl;
            return 2;
        }
        return benchFourMen(threads, runs);
    }

    std::size_t sink = 0;
    const Timing bitbase = timeRuns(runs * 10, [&] {
        const KpkBitbase b;
        sink += b.isWin(White, E1, E2, E8, White);
    });
    // The three tables as every TableRegistry's first build makes them: the
    // generator, one thread, each with the tables its captures and
    // promotions lead to already there (in every registry).
    const TableRegistry successors;
    std::shared_ptr<MaterialTable> kqk, krk, kpk;
    const auto generate = [&](const char *name) {
        return TableGenerator::generate(*Material::parse(name), successors);
    };
    const Timing tKqk = timeRuns(runs, [&] { kqk = generate("KQK"); });
    const Timing tKrk = timeRuns(runs, [&] { krk = generate("KRK"); });
    const Timing tKpk = timeRuns(runs, [&] { kpk = generate("KPK"); });
    const Timing all = timeRuns(runs, [&] {
        for (const char *name : {"KBK", "KNK", "KQK", "KRK", "KPK"})
            sink += generate(name)->memoryBytes();
    });

    out() << "runs " << runs << " (bitbase " << runs * 10 << "); best / mean, single thread\n";
    out() << "KPK bitbase    " << ms(bitbase.best) << " / " << ms(bitbase.mean) << "   "
          << KpkBitbase::memoryBytes() << " bytes\n";
    for (const auto &[name, t, table] :
         {std::tuple{"KQK DTM", tKqk, &kqk}, std::tuple{"KRK DTM", tKrk, &krk},
          std::tuple{"KPK DTM", tKpk, &kpk}}) {
        out() << QString::fromLatin1(name).leftJustified(14) << ' ' << ms(t.best) << " / "
              << ms(t.mean) << "   " << (*table)->memoryBytes() << " bytes, longest mate "
              << (*table)->maxPlies() / 2 << " moves\n";
    }
    const std::size_t dtmBytes = kqk->memoryBytes() + krk->memoryBytes() + kpk->memoryBytes();
    out() << "three DTM tables " << ms(tKqk.best + tKrk.best + tKpk.best) << " (sum of best), "
          << dtmBytes << " bytes (" << QString::number(double(dtmBytes) / 1024.0, 'f', 1)
          << " KiB)\n";
    out() << "three-man tables " << ms(all.best) << " / " << ms(all.mean)
          << "   (KQK, KRK, KPK, KBK, KNK)\n";
    // Plain probes as the search does them: every legal KPK and KQK position.
    std::vector<Position> positions;
    for (TableId id : {TableId::KPK, TableId::KQK}) {
        forEachThreeManPosition(successors, id, [&](const TableEntry &e) {
            Position p;
            p.setPiece(e.strongKing, WhiteKing);
            p.setPiece(e.piece, makePiece(White, tablePiece(id)));
            p.setPiece(e.weakKing, BlackKing);
            p.setSideToMove(e.sideToMove);
            positions.push_back(p);
        });
    }
    const Timing probes = timeRuns(3, [&] {
        for (const Position &p : positions) sink += successors.probe(p).result.distance;
    });
    out() << "probe          "
          << QString::number(probes.best * 1e6 / double(positions.size()), 'f', 1)
          << " ns per probe (" << positions.size() << " positions, best of 3)\n";
    out() << "checksum " << sink % 997 << Qt::endl;
    return 0;
}

} // namespace rampart::cli
