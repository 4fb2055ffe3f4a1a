// Counting how many positions of the KPK table a pattern matches, split by
// side to move and by result (for the side to move). Runs off the GUI
// thread: start() hands the work to QtConcurrent and reports finished() with
// a value-type result tagged by the request id; a newer start() cancels the
// older run without waiting for it (it ends in the background within a few
// thousand positions) and its late result is dropped.
#pragma once

#include "patterns/pattern.h"
#include "patterns/patternmatcher.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace rampart {

class Tablebase;

struct PatternTableCount {
    // [side to move][0 win, 1 draw, 2 loss], results for the side to move.
    std::array<std::array<std::uint64_t, 3>, 2> matched{};
    std::array<std::uint64_t, 2> positions{}; // legal positions per side to move
    bool cancelled = false;

    std::uint64_t matchedTotal() const;
    std::uint64_t matchedWith(Color sideToMove) const;
};

// Every concrete instance of a pattern (each allowed mirror, colour flip and
// shift, carried onto the board once), for testing many boards quickly:
// matches() says whether matchPattern() would find at least one match,
// without building the matches. Instances asking for a man a board can
// never have (per the `possible` men given) are left out.
class PatternInstances {
public:
    explicit PatternInstances(const Pattern &pattern,
                              const QuadBitboard &possible = ~QuadBitboard());
    bool matches(const QuadBitboard &board, Color sideToMove) const;
    int size() const { return int(m_instances.size()); }

private:
    std::vector<PatternInstance> m_instances;
};

// The count itself (any thread). cancelled() is polled now and then; when it
// returns true the result is marked cancelled and incomplete.
PatternTableCount countPatternOnKpk(const Pattern &pattern, const Tablebase &tablebase,
                                    const std::function<bool()> &cancelled = {});

class PatternTableCounter : public QObject {
    Q_OBJECT

public:
    // What a run computes (on a pool thread), polling cancelled() now and then.
    using CountFunction = std::function<PatternTableCount(const Pattern &pattern,
                                                          const std::function<bool()> &cancelled)>;

    // Counts on the shared tablebase's KPK table (countPatternOnKpk).
    explicit PatternTableCounter(QObject *parent = nullptr);
    // Runs `count` instead; tests use it to control when a run ends.
    explicit PatternTableCounter(CountFunction count, QObject *parent = nullptr);
    ~PatternTableCounter() override;

    // Starts counting (cancelling running counts, never waiting for them);
    // returns the request id.
    int start(const Pattern &pattern);
    // Asks every run to stop; returns at once. No result is reported for them.
    void cancel();
    // True while any run, current or cancelled, is still working.
    bool isRunning() const;
    // Blocks until every run is done (cancelled ones end within a few
    // thousand positions); finished() is then posted, delivered by the event
    // loop. For tests and the destructor, never called on a GUI path.
    void wait();

signals:
    // Only for the latest request, and only when it ran to the end.
    void finished(int requestId, const rampart::PatternTableCount &count);

private:
    // One watcher per run, oldest first; each removes itself when done.
    CountFunction m_count;
    QList<QFutureWatcher<PatternTableCount> *> m_runs;
    int m_lastRequest = 0;
};

} // namespace rampart

Q_DECLARE_METATYPE(rampart::PatternTableCount)
