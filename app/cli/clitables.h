// What the commands that read endgame tables share: the --threads,
// --cache-dir and --no-build options, the default cache folder, and making
// tables available (loaded from the cache or built) with a progress line on
// standard error.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QCommandLineParser>
#include <QString>

#include "tables/material.h"
#include "tables/tablecache.h"
#include "tables/tableregistry.h"

namespace rampart::cli {

// The folder built tables are kept in unless --cache-dir says otherwise:
// "<user cache>/rampart/tables" (QStandardPaths::GenericCacheLocation, so the
// GUI and the CLI share it), e.g. ~/.cache/rampart/tables.
QString defaultTableCacheDir();

// The engine commands' own-table options (uci, analyze): --no-tables,
// --cache-dir DIR, and --no-build (building on by default) or --build.
void addOwnTableOptions(QCommandLineParser &parser, bool buildByDefault);
// --cache-dir's value or the default folder.
std::string ownTableCacheDir(const QCommandLineParser &parser);
// Whether building is allowed by the options of addOwnTableOptions.
bool ownTablesMayBuild(const QCommandLineParser &parser, bool buildByDefault);

class CliTables {
public:
    // What --threads N is for, as its help says: building tables, or a
    // solve's tables, slices and DTM search.
    enum class ThreadsFor { Tables, Solve };
    // Adds --threads N and --cache-dir DIR, and --no-build when asked for.
    static void addOptions(QCommandLineParser &parser, bool withNoBuild,
                           ThreadsFor threadsFor = ThreadsFor::Tables);
    // Reads the options (after parsing); prints the error and returns nothing
    // on a bad value (exitCode 2).
    static std::optional<CliTables> fromParser(const QCommandLineParser &parser, int &exitCode);

    TableRegistry &registry() { return *m_registry; }
    const TableCache &cache() const { return *m_cache; }
    int threads() const { return m_threads; }
    bool mayBuild() const { return m_build; }

    // Makes the materials (and what they depend on) available: from the
    // cache, else built (unless --no-build). Progress on stderr. False (after
    // printing why) when a table could not be made available.
    bool provide(const std::vector<Material> &materials, bool showProgress = true);

private:
    std::unique_ptr<TableRegistry> m_registry = std::make_unique<TableRegistry>();
    std::optional<TableCache> m_cache;
    int m_threads = 1;
    bool m_build = true;
};

} // namespace rampart::cli
