// rampart-cli bench tables --four-men: the general generator's figures.

#include <QElapsedTimer>
#include <QTemporaryDir>

#include "tables/tablebuilder.h"
#include "tables/tablecache.h"
#include "tables/tableregistry.h"

#include "text/tablebasetext.h"

#include "benchmarks.h"
#include "clio.h"
#include "processfigures.h"

namespace rampart::cli {

namespace {

double secondsOf(const QElapsedTimer &t) {
    return double(t.nsecsElapsed()) / 1e9;
}

QString fixed(double v, int decimals = 2) {
    return QString::number(v, 'f', decimals);
}

} // namespace

int benchFourMen(int threads, int runs) {
    out() << "Endgame tables up to four men, built from nothing in memory (" << threads
          << " threads, best of " << runs << " runs; a shared machine varies up to 2x)\n";
    double bestKpkp = 1e300, bestAll = 1e300, cpuKpkp = 1e300, cpuAll = 1e300;
    std::size_t kpkpTables = 0;
    TableRegistry *keep = nullptr;
    std::unique_ptr<TableRegistry> last;
    for (int run = 0; run < runs; ++run) {
        // The previous run's tables go first: peak memory is one build's.
        last.reset();
        {
            TableRegistry registry;
            TableBuilder::Options options;
            options.threads = threads;
            TableBuilder builder(registry, options);
            QElapsedTimer t;
            t.start();
            const double cpu = cpuSeconds();
            const TableBuildReport r = builder.build({*Material::parse("KPKP")});
            bestKpkp = std::min(bestKpkp, secondsOf(t));
            cpuKpkp = std::min(cpuKpkp, cpuSeconds() - cpu);
            kpkpTables = r.generated.size();
        }
        auto registry = std::make_unique<TableRegistry>();
        TableBuilder::Options options;
        options.threads = threads;
        TableBuilder builder(*registry, options);
        QElapsedTimer t;
        t.start();
        const double cpu = cpuSeconds();
        builder.build(Material::allUpToFourMen());
        bestAll = std::min(bestAll, secondsOf(t));
        cpuAll = std::min(cpuAll, cpuSeconds() - cpu);
        last = std::move(registry);
    }
    keep = last.get();
    out() << "KPKP with its dependencies (" << kpkpTables << " tables): " << fixed(bestKpkp)
          << " s wall, " << fixed(cpuKpkp)
          << " s CPU   [target < 20 s; Prophet TB 74 s with 2 threads]\n";
    out() << "all 35 materials:                          " << fixed(bestAll) << " s wall, "
          << fixed(cpuAll)
          << " s CPU   [target < 60 s; Prophet TB 154-163 s with 2 threads, retrograde 52 s]\n";

    std::uint64_t entries = 0;
    for (const Material &m : Material::allUpToFourMen()) entries += keep->find(m)->index().size();
    out() << "entries (one byte each, both sides to move): " << entries << " ("
          << fixed(double(entries) / 1e6, 1) << " MB in memory)\n";

    QTemporaryDir dir;
    if (!dir.isValid()) {
        err() << "error: no temporary folder for the cache figures" << Qt::endl;
        return 1;
    }
    const TableCache cache(dir.path().toStdString());
    QElapsedTimer t;
    t.start();
    double cpu = cpuSeconds();
    std::uintmax_t bytes = 0;
    for (const Material &m : Material::allUpToFourMen()) {
        if (const std::optional<TableProblem> notSaved = cache.save(*keep->find(m))) {
            err() << "error: " << TablebaseText::tableProblemText(*notSaved) << Qt::endl;
            return 1;
        }
        bytes += cache.fileBytes(m);
    }
    const double saveSeconds = secondsOf(t), saveCpu = cpuSeconds() - cpu;
    t.restart();
    cpu = cpuSeconds();
    for (const Material &m : Material::allUpToFourMen()) {
        if (cache.load(m).status != TableCache::LoadStatus::Loaded) {
            err() << "error: a cache file did not load back" << Qt::endl;
            return 1;
        }
    }
    const double loadSeconds = secondsOf(t), loadCpu = cpuSeconds() - cpu;
    out() << "cache files (zstd): " << fixed(double(bytes) / 1e6) << " MB for all 35, written in "
          << fixed(saveSeconds) << " s (" << fixed(saveCpu) << " s CPU), read and checked in "
          << fixed(loadSeconds) << " s (" << fixed(loadCpu)
          << " s CPU; one thread)   [Gaviota cp4: 27 MB; Prophet TB 26.0 MB, 84 s to compress]\n";
    out() << "peak memory (getrusage): " << peakRssMegabytes()
          << " MB   [target < 1 GB; Prophet TB 110 MB]\n";
    out() << "DTM tables ignore the fifty-move rule." << Qt::endl;
    return 0;
}

} // namespace rampart::cli
