// A pattern's knowledge holes in a pawn endgame table (KPK, KPKP, KPPK):
// the positions the pattern matches where what it claims is wrong. A
// pattern is written for White (the side it favours); when it matches with
// colours flipped, it speaks for Black. Its claim is that its side wins; a
// hole is a matched position that side only draws or loses (with either side
// to move; the result is the table's, the 50-move rule ignored).
//
// find() runs on any thread over every position of the table (full board,
// both sides to move; shared between threads of its own, one per core, by
// the white king's square) and also counts the matches by side to move and
// result. PatternHoleFinder runs it off the GUI thread and reports with a
// request id; a newer start() cancels the older run without waiting for it
// (it ends in the background within one white-king square) and its late
// result is dropped.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QString>

#include "tables/tableprobe.h"

#include "patterns/pattern.h"

namespace rampart {

class MaterialTable;

struct PatternHole {
    std::string fen;
    Color patternSide = White; // the side the pattern speaks for here
    bool drawn = true;         // else lost by the pattern's side
    int dtmMoves = 0;          // lost: moves until the pattern's side is mated
};

struct PatternHoleReport {
    // Lists longer than this keep their first entries; the counts are exact.
    static constexpr std::size_t MaxListed = 10000;

    std::string table;           // e.g. "KPKP"
    std::uint64_t positions = 0; // legal positions, both sides to move
    std::uint64_t matched = 0;
    std::uint64_t confirmed = 0; // matched and won by the pattern's side
    std::uint64_t drawn = 0;
    std::uint64_t lost = 0;
    // The matches by side to move: [side to move][0 win, 1 draw, 2 loss],
    // results for the side to move; and the legal positions per side to move.
    std::array<std::array<std::uint64_t, 3>, 2> matchedBy{};
    std::array<std::uint64_t, 2> positionsBy{};
    std::vector<PatternHole> holes;
    bool cancelled = false;

    static PatternHoleReport find(const Pattern &pattern, const MaterialTable &table,
                                  const std::atomic<bool> *cancel = nullptr);
    // Every listed hole as an EPD line: FEN fields, then c0 with the result.
    std::string toEpd() const;
};

class PatternHoleFinder : public QObject {
    Q_OBJECT

public:
    // What a run computes (on a pool thread), polling *cancel now and then.
    using FindFunction = std::function<PatternHoleReport(const std::atomic<bool> *cancel)>;

    explicit PatternHoleFinder(QObject *parent = nullptr);
    ~PatternHoleFinder() override;

    // Starts PatternHoleReport::find() (cancelling running searches, never
    // waiting for them); returns the request id. The table must stay alive
    // (tables in a TableRegistry do).
    int start(const Pattern &pattern, const MaterialTable &table);
    // Runs `find` instead; tests use it to control when a run ends.
    int start(FindFunction find);
    // Asks every run to stop; returns at once. No result is reported for them.
    void cancel();
    // True while any run, current or cancelled, is still working.
    bool isRunning() const;
    // Blocks until every run is done; finished() is then posted, delivered by
    // the event loop. For tests and the destructor, never on a GUI path.
    void wait();

signals:
    // Only for the latest request, and only when it ran to the end.
    void finished(int requestId, const rampart::PatternHoleReport &report);

private:
    struct Run {
        QFutureWatcher<PatternHoleReport> *watcher;
        std::shared_ptr<std::atomic<bool>> cancel;
    };
    QList<Run> m_runs; // oldest first; each removes itself when done
    int m_lastRequest = 0;
};

} // namespace rampart

Q_DECLARE_METATYPE(rampart::PatternHoleReport)
