// The test run's shortcut past the four-man table builds. tests/run_all.sh
// runs `tb verify --all` before the suites: it builds every table into
// build/tables-cache and checks every stored value against its moves. The
// tests that only use the tables (the solver, the search, the patterns'
// table tests) then copy them from the folder named by RAMPART_TABLE_SEED
// into their own empty cache folder instead of building the 35 tables again
// (half a minute each in the normal build, minutes under AddressSanitizer).
// They load them as any cached table is loaded (version and checksum
// checked). A table the folder lacks is built as usual, and without
// RAMPART_TABLE_SEED (ctest run by hand) every test builds what it uses.
// The tests of the generator itself (tst_tables4, tst_cli_tables,
// tst_cli_enginetables) never seed.
#pragma once

#include <filesystem>

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QString>
#include <QtGlobal>

// Cases that rest on four-man tables (KPKP, KQKP, ...) are skipped in the
// sanitizer build, where those tables take many minutes to build
// (tst_tables4 runs the table generator itself under the sanitizers).
#ifdef RAMPART_SANITIZED
#define SKIP_WHEN_SANITIZED() QSKIP("rests on four-man tables, too slow to build here")
#else
#define SKIP_WHEN_SANITIZED()
#endif

// The shared table cache of the test run (XDG_CACHE_HOME is the build tree).
inline std::filesystem::path testTableCache() {
    return (QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
            QStringLiteral("/rampart/tables"))
        .toStdString();
}

// The number of tables copied into cacheDir (made if missing; 0 without
// RAMPART_TABLE_SEED).
inline int seedTableCache(const QString &cacheDir) {
    const QString seed = qEnvironmentVariable("RAMPART_TABLE_SEED");
    if (seed.isEmpty()) return 0;
    QDir().mkpath(cacheDir);
    const QDir from(seed);
    int copied = 0;
    for (const QString &name : from.entryList({QStringLiteral("*.rtb")}, QDir::Files)) {
        const QString target = QDir(cacheDir).filePath(name);
        if (!QFile::exists(target) && QFile::copy(from.filePath(name), target)) ++copied;
    }
    qInfo("table seed: %d tables copied from %s", copied, qPrintable(seed));
    return copied;
}
