#include "clitables.h"

#include <mutex>
#include <thread>

#include <QStandardPaths>

#include "tables/tablebuilder.h"

#include "text/tablebasetext.h"

#include "clio.h"

namespace rampart::cli {

QString defaultTableCacheDir() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/rampart/tables");
}

void addOwnTableOptions(QCommandLineParser &parser, bool buildByDefault) {
    parser.addOption({QStringLiteral("no-tables"),
                      QStringLiteral("Do not use Rampart's endgame tables from the cache (by "
                                     "default every cached table up to four men is loaded and "
                                     "scores positions exactly).")});
    parser.addOption(
        {QStringLiteral("cache-dir"),
         QStringLiteral("Folder of the built tables (default %1).").arg(defaultTableCacheDir()),
         QStringLiteral("DIR")});
    if (buildByDefault)
        parser.addOption({QStringLiteral("no-build"),
                          QStringLiteral("Never build missing tables (by default the ones a "
                                         "search may reach are built in the background and "
                                         "saved to the cache).")});
    else
        parser.addOption({QStringLiteral("build"),
                          QStringLiteral("Build the missing tables the position's material "
                                         "needs first (saved to the cache).")});
}

std::string ownTableCacheDir(const QCommandLineParser &parser) {
    return (parser.isSet(QStringLiteral("cache-dir")) ? parser.value(QStringLiteral("cache-dir"))
                                                      : defaultTableCacheDir())
        .toStdString();
}

bool ownTablesMayBuild(const QCommandLineParser &parser, bool buildByDefault) {
    return buildByDefault ? !parser.isSet(QStringLiteral("no-build"))
                          : parser.isSet(QStringLiteral("build"));
}

void CliTables::addOptions(QCommandLineParser &parser, bool withNoBuild, ThreadsFor threadsFor) {
    parser.addOption({QStringLiteral("threads"),
                      threadsFor == ThreadsFor::Solve
                          ? QStringLiteral("Worker threads for building tables, solving slices "
                                           "and the DTM search (default: every core).")
                          : QStringLiteral("Worker threads for building tables (default: every "
                                           "core)."),
                      QStringLiteral("N")});
    parser.addOption(
        {QStringLiteral("cache-dir"),
         QStringLiteral("Folder of the built tables (default %1).").arg(defaultTableCacheDir()),
         QStringLiteral("DIR")});
    if (withNoBuild)
        parser.addOption({QStringLiteral("no-build"),
                          QStringLiteral("Use only tables already in the cache; never build.")});
}

std::optional<CliTables> CliTables::fromParser(const QCommandLineParser &parser, int &exitCode) {
    CliTables t;
    t.m_threads = int(std::max(1u, std::thread::hardware_concurrency()));
    if (parser.isSet(QStringLiteral("threads"))) {
        bool ok = false;
        const int n = parser.value(QStringLiteral("threads")).toInt(&ok);
        if (!ok || n < 1 || n > 256) {
            err() << "error: --threads needs a number from 1 to 256" << Qt::endl;
            exitCode = 2;
            return std::nullopt;
        }
        t.m_threads = n;
    }
    const QString dir = parser.isSet(QStringLiteral("cache-dir"))
                            ? parser.value(QStringLiteral("cache-dir"))
                            : defaultTableCacheDir();
    if (dir.isEmpty()) {
        err() << "error: --cache-dir needs a folder" << Qt::endl;
        exitCode = 2;
        return std::nullopt;
    }
    t.m_cache.emplace(dir.toStdString());
    t.m_build = !(parser.optionNames().contains(QStringLiteral("no-build")) &&
                  parser.isSet(QStringLiteral("no-build")));
    return t;
}

bool CliTables::provide(const std::vector<Material> &materials, bool showProgress) {
    TableBuilder::Options options;
    options.threads = m_threads;
    options.cache = m_cache;
    options.generateMissing = m_build;
    TableBuilder builder(*m_registry, options);
    const std::vector<Material> missing = builder.work(materials);
    if (missing.empty()) return true;
    std::mutex mutex;
    bool printed = false;
    builder.build(missing, [&](const TableBuildProgress &p) {
        std::lock_guard lock(mutex);
        if (p.stage == TableBuildProgress::Stage::Failed) return;
        for (const TableProblem &problem : p.problems) {
            if (printed) err() << '\n';
            err() << "warning: " << TablebaseText::tableProblemText(problem) << Qt::endl;
            printed = false;
        }
        if (!showProgress) return;
        const char *what = p.stage == TableBuildProgress::Stage::Started
                               ? (m_build ? "building" : "loading")
                           : p.stage == TableBuildProgress::Stage::Loaded ? "loaded"
                                                                          : "built";
        err() << "\rtables " << p.finished << '/' << p.total << ": "
              << QString::fromStdString(p.material.name()) << ' ' << what << "        "
              << Qt::flush;
        printed = true;
    });
    if (printed) err() << Qt::endl;
    for (const Material &m : missing) {
        if (m_registry->contains(m)) continue;
        err() << "error: table " << QString::fromStdString(m.name()) << " is not available"
              << (m_build ? "" : " (not in the cache and --no-build given)") << Qt::endl;
        return false;
    }
    return true;
}

} // namespace rampart::cli
