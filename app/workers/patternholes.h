// A pattern's knowledge holes in a pawn endgame table (KPK, KPKP, KPPK):
// the positions the pattern matches where what it claims is wrong. A
// pattern is written for White (the side it favours); when it matches with
// colours flipped, it speaks for Black. Its claim is that its side wins; a
// hole is a matched position that side only draws or loses (with either side
// to move; the result is the table's, the 50-move rule ignored).
//
// find() runs on any thread over every position of the table (full board,
// both sides to move); PatternHoleFinder runs it off the GUI thread and
// reports with a request id, a newer start() dropping the older result.
#pragma once

#include "patterns/pattern.h"
#include "tables/tableprobe.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace rampart {

class EndgameTable;

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
    std::vector<PatternHole> holes;
    bool cancelled = false;

    static PatternHoleReport find(const Pattern &pattern, const EndgameTable &table,
                                  const std::atomic<bool> *cancel = nullptr);
    // Every listed hole as an EPD line: FEN fields, then c0 with the result.
    std::string toEpd() const;
};

class PatternHoleFinder : public QObject {
    Q_OBJECT

public:
    explicit PatternHoleFinder(QObject *parent = nullptr);
    ~PatternHoleFinder() override;

    // Starts (cancelling a running search); returns the request id. The
    // table must stay alive (tables in a TableRegistry do).
    int start(const Pattern &pattern, const EndgameTable &table);
    void cancel();
    bool isRunning() const;
    void wait();

signals:
    void finished(int requestId, const rampart::PatternHoleReport &report);

private:
    QFutureWatcher<PatternHoleReport> *m_watcher;
    std::atomic<bool> m_cancel{false};
    int m_lastRequest = 0;
};

} // namespace rampart

Q_DECLARE_METATYPE(rampart::PatternHoleReport)
