// A pattern tried on every position of every game of a PGN file (each main
// line, start positions included), off the GUI thread: the pattern test on a
// game database, as on a FEN/EPD collection. Each match instance is one hit
// (game, move, the position, the transform and identities), the first
// MaxListedHits of them listed; counts cover the whole file.
//
// start() hands the work to QtConcurrent; progress() reports per mille at
// most about ten times a second; finished() carries a value-type result
// tagged by the request id, and a newer start() cancels the older run.
#pragma once

#include <functional>

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QVector>

#include "patterns/pattern.h"

namespace rampart {

struct PgnPatternHit {
    int game = 0;     // 0-based game number in the file
    int ply = 0;      // 0 = the start position of the game
    QString move;     // the move that led to the position ("12... Kd7"), empty at the start
    QString fen;      // the position
    QString instance; // "[colour flip, files +2] for White: a = e4, ..."
};

struct PgnPatternScanResult {
    QVector<PgnPatternHit> hits; // the first MaxListedHits
    int games = 0, positions = 0, matchingPositions = 0, matches = 0, brokenGames = 0;
    QString error; // the file could not be read (English, from the core)
    bool cancelled = false;
};

constexpr int MaxListedHits = 5000;

// The work itself (any thread).
PgnPatternScanResult scanPgnForPattern(const QString &path, const Pattern &pattern,
                                       const std::function<void(int)> &progress,
                                       const std::function<bool()> &cancelled);

class PgnPatternScanner : public QObject {
    Q_OBJECT

public:
    explicit PgnPatternScanner(QObject *parent = nullptr);
    ~PgnPatternScanner() override;

    int start(const QString &path, const Pattern &pattern);
    void cancel();
    bool isRunning() const;

signals:
    void progress(int perMille);
    void finished(int requestId, const rampart::PgnPatternScanResult &result);

private:
    QFutureWatcher<PgnPatternScanResult> *m_watcher;
    int m_lastRequest = 0;
    int m_runningRequest = 0;
};

} // namespace rampart

Q_DECLARE_METATYPE(rampart::PgnPatternScanResult)
