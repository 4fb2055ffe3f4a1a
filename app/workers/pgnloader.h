// Opening a PGN file for the game list, off the GUI thread: the index scan
// (games/pgndatabase.h), then every game read once for its summary (plies,
// where a pawn ending starts, whether it was read only up to an error
// (partial) or with warnings, or why it could not be read). Only the index
// and the summaries are kept, never the games, so a file of 100,000 games
// costs a few tens of megabytes. The games are read again on demand from
// the database handed over in the result.
//
// start() hands the work to QtConcurrent; progress() reports per mille at
// most about ten times a second; finished() carries a value-type result
// tagged by the request id, and a newer start() cancels the older run (its
// late result is dropped).
#pragma once

#include <functional>
#include <memory>

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QVector>

#include "games/pgndatabase.h"

#include "io/gamesummary.h"

namespace rampart {

struct PgnLoadResult {
    std::shared_ptr<PgnDatabase> database; // null when the file could not be read
    QVector<GameSummary> games;
    QString error; // English reason from the core (file), empty on success
    bool cancelled = false;
};

// The work itself (any thread): progress(perMille) is called now and then;
// cancelled() is polled. The games are read tolerantly unless options say strict.
PgnLoadResult loadPgnSummaries(const QString &path, const std::function<void(int)> &progress,
                               const std::function<bool()> &cancelled, PgnReadOptions options = {});

class PgnLoader : public QObject {
    Q_OBJECT

public:
    explicit PgnLoader(QObject *parent = nullptr);
    ~PgnLoader() override;

    // Starts loading (cancelling a running load); returns the request id.
    int start(const QString &path, PgnReadOptions options = {});
    void cancel();
    bool isRunning() const;

signals:
    void progress(int perMille);
    void finished(int requestId, const rampart::PgnLoadResult &result);

private:
    QFutureWatcher<PgnLoadResult> *m_watcher;
    int m_lastRequest = 0;
    int m_runningRequest = 0;
};

} // namespace rampart

Q_DECLARE_METATYPE(rampart::PgnLoadResult)
