// The application's endgame tables: one TableRegistry shared by the
// tablebase browser, the analysis and the pattern editor, and the background
// builds that fill it.
//
// The five three-man tables are in the registry from the start (every
// TableRegistry holds them), so a KPK, KQK or KRK position answers at once. A four-man material is
// built on request by TableBuilder on a pool thread (its dependencies first), loaded from or saved
// to the cache folder, and published into the registry table by table: probes of other materials
// keep answering while it runs. Progress arrives on the GUI thread as signals; cancel() stops the
// build at the next table position the workers poll.
//
// Builds run one at a time; a request for another material while one runs is
// queued. The fifty-move rule is ignored in every table (DTM counts mates).
#pragma once

// moc cannot parse <compare>, which these headers include.
#ifndef Q_MOC_RUN
#include "tables/material.h"
#include "tables/tablebuilder.h"
#include "tables/tableregistry.h"
#endif

#include <atomic>
#include <memory>
#include <vector>

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QThreadPool>

namespace rampart {

class TableService : public QObject {
    Q_OBJECT

public:
    // cacheDirectory empty: no cache (everything is generated, nothing saved).
    explicit TableService(const QString &cacheDirectory, QObject *parent = nullptr);
    // Cancels a running build and waits for it.
    ~TableService() override;

    // The application's service, created on first use with
    // defaultCacheDirectory() (or the directory given to
    // setSharedCacheDirectory() before that) and deleted with the application.
    static TableService &shared();
    // The shared service when it was created, else null (any thread; never
    // creates it, so a worker thread can ask).
    static const TableService *existing();
    // QStandardPaths::GenericCacheLocation + "/rampart/tables", shared with
    // rampart-cli (~/.cache/rampart/tables on Linux).
    static QString defaultCacheDirectory();
    // For tests and a future setting: where shared() keeps its files. Only
    // before the first shared() call.
    static void setSharedCacheDirectory(const QString &directory);

    const TableRegistry &registry() const { return m_registry; }
    QString cacheDirectory() const { return m_cacheDirectory; }

    // Whether the material's table and every table its moves lead to are in
    // the registry (colours as given; the canonical table is what counts).
    bool isReady(const Material &material) const;
    // Builds the material (with its dependencies) in the background unless it
    // is ready, being built or queued.
    void request(const Material &material);
    bool isBuilding() const { return m_watcher->isRunning(); }
    // The canonical material being built (meaningful while isBuilding()).
    Material building() const { return m_building; }
    bool isQueued(const Material &material) const;
    // Stops the running build and forgets the queued ones.
    void cancel();
    // Blocks (processing events) until no build runs or is queued and the
    // last one's buildFinished is out, or until timeoutMs passes; true when
    // idle. For tests, which cannot wait on a signal here: a request for a
    // ready material emits nothing, and isBuilding() turns false before
    // buildFinished is emitted (a late one would reach the next test).
    bool waitForIdle(int timeoutMs);

signals:
    // A table of the build finished (loaded or generated): `finished` of
    // `total` tables, `current` the one just done (e.g. "KQKP").
    void progress(const rampart::Material &target, int finished, int total, const QString &current);
    // The build of target ended: ok when its table is now available; when
    // not, message says why (cancelled, or the generator's error).
    void buildFinished(const rampart::Material &target, bool ok, bool cancelled,
                       const QString &message);
    // A bad cache file that was rebuilt, or a file that could not be saved.
    void problemFound(const QString &message);

private:
    void startNext();
    void onBuildDone();
    std::vector<Material> tablesNeeded(const Material &canonical) const;

    QString m_cacheDirectory;
    TableRegistry m_registry;
    // Its own pool, so that the application's global pool never waits for a
    // long build at exit (the destructor cancels it instead).
    QThreadPool m_pool;
    QFutureWatcher<TableBuildReport> *m_watcher;
    std::atomic<bool> m_cancel{false};
    Material m_building;
    std::vector<Material> m_queue;
};

} // namespace rampart
