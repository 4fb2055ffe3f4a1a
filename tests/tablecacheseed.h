// The sanitizer build's shortcut past the four-man table builds. Building
// them under AddressSanitizer is many times slower than in the normal build
// (minutes per test), so a test of the sanitizer build (RAMPART_SANITIZED)
// that needs them first copies the tables of the folder named by
// RAMPART_TABLE_SEED into its own empty cache folder. tests/run_all.sh points
// it at build/tables-cache, where `tb verify` of the normal build has just
// built and checked every table. The test then loads them as any cached
// table is loaded (version and checksum checked), and everything after the
// build runs under the sanitizers as before; the generator itself runs there
// in tst_tables4 on the small materials. A table the folder lacks is built
// as usual. The normal build never seeds: its tests build every table they use.
#pragma once

#include <QDir>
#include <QFile>
#include <QString>
#include <QtGlobal>

// The number of tables copied into cacheDir (0 outside the sanitizer build,
// or without RAMPART_TABLE_SEED).
inline int seedTableCache(const QString &cacheDir) {
#ifdef RAMPART_SANITIZED
    const QString seed = qEnvironmentVariable("RAMPART_TABLE_SEED");
    if (seed.isEmpty()) return 0;
    const QDir from(seed);
    int copied = 0;
    for (const QString &name : from.entryList({QStringLiteral("*.rtb")}, QDir::Files)) {
        const QString target = QDir(cacheDir).filePath(name);
        if (!QFile::exists(target) && QFile::copy(from.filePath(name), target)) ++copied;
    }
    qInfo("sanitizer build: %d tables copied from %s", copied, qPrintable(seed));
    return copied;
#else
    Q_UNUSED(cacheDir);
    return 0;
#endif
}
