// The tablebase folders the user chose (Settings → Tablebase folders), kept
// in QSettings, and their application to the core's Syzygy and Gaviota
// sources off the GUI thread (a scan tries every file in a child process and
// may take seconds for a full set).
#pragma once

#include <QFuture>
#include <QStringList>

#include "tbfiles/tbfolderreport.h"

namespace rampart {

struct TablebaseReports {
    TbFolderReport syzygy;
    TbFolderReport gaviota;
};

class TablebaseSettings {
public:
    static QStringList syzygyFolders();
    static QStringList gaviotaFolders();
    static void save(const QStringList &syzygy, const QStringList &gaviota);
    // Scans and (re)starts both sources on a pool thread; the future's
    // result holds both reports. An empty list switches a source off.
    static QFuture<TablebaseReports> apply(const QStringList &syzygy, const QStringList &gaviota);
    // The saved folders, applied (at start-up).
    static QFuture<TablebaseReports> applySaved();
};

} // namespace rampart
