// What the analysis worker runs: an interface over a search, so that the
// worker/controller threading is independent of the search implementation.
//
// The GUI's engine is SearchEngine (search/search.h's Search, installed by
// MainWindow); tests also use a stepping stand-in to check the threading.
// An AnalysisController without an engine starts nothing, and the analysis
// panel says why.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include <QList>
#include <QMetaType>
#include <QString>

#include "chess/position.h"

#include "eval/discretevalue.h"

namespace rampart {

// One line of a multi-PV analysis, from the analysed position.
struct AnalysisLine {
    std::vector<Move> moves;            // legal from the analysed position, never empty
    QString san;                        // the moves in SAN with move numbers
    int scoreCentipawns = 0;            // from White's point of view
    int mateIn = 0;                     // moves to mate (>0 White mates, <0 Black mates), 0 none
    std::optional<DiscreteValue> value; // PawnKing value pair, when known
    QString tableResult;                // table result after the first move, empty when none
};

// One progress report of an analysis; value type, sent across threads. Every
// report is a whole snapshot: the lines of the last completed depth with the
// live figures of the depth being searched.
struct AnalysisInfo {
    quint64 requestId = 0; // the request this belongs to (stale ones are dropped)
    int depth = 0;         // completed depth in plies
    quint64 nodes = 0;
    qint64 elapsedMs = 0;
    QString principalVariation;         // SAN with move numbers
    int scoreCentipawns = 0;            // from White's point of view
    int mateIn = 0;                     // moves to mate (>0 White mates, <0 Black mates), 0 none
    std::optional<DiscreteValue> value; // PawnKing value pair, when known
    QString tableResult;                // text of the table probe, empty when not in a table
    bool finished = false;              // the last report of this request
    // The best lines, best first; lines[0] is the line above. Empty before
    // the first depth completed.
    QList<AnalysisLine> lines;
    // Live figures of the iteration running now (0 / empty when unknown).
    int searchingDepth = 0;
    QString currentMove; // SAN of the root move being searched
    int currentMoveNumber = 0;
    int rootMoveCount = 0;
};

class AnalysisEngine {
public:
    using StopCheck = std::function<bool()>;
    using Reporter = std::function<void(const AnalysisInfo &)>;

    virtual ~AnalysisEngine() = default;
    // Analyses pos until done or until shouldStop() returns true (poll it
    // often); calls report() for progress. Runs on the worker thread.
    // lineCount: how many best lines to report (1..8).
    virtual void analyse(const Position &pos, int lineCount, const StopCheck &shouldStop,
                         const Reporter &report) = 0;
    // Called from the GUI thread when a running analysis should end early (a
    // newer request or a stop); thread-safe. For engines with their own stop
    // flag, so they need not wait for their next poll of shouldStop().
    virtual void requestStop() {}
};

} // namespace rampart

Q_DECLARE_METATYPE(rampart::AnalysisInfo)
