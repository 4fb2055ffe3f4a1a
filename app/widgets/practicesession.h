// A try at practice against perfect play (core/practice), on the main
// window's document: the player moves on the board, Rampart answers each
// move at once with its perfect reply (practicereply.h) and judges it
// (practiceassessment.h). A move that throws the result away gets "?" and a
// comment with the value before and after; the player then takes it back
// (Retry: the slip stays in the game as a variation), is shown a move that
// keeps the result (a hint), or plays on from the worse result.
//
// Before a try starts, whatever the position needs is made first: a four-man
// table built by TableService (with its progress), or a position in the
// solver's scope solved by SolveService (the Solve progress and Cancel). A
// position out of every scope is refused with the solver's reason, the way
// Solve says it. A try ends on the board (mate, stalemate, insufficient
// material, threefold repetition), by resigning, or where play leaves what
// Rampart knows (said so: it never guesses).
//
// The seed of the tie-break among equal replies is kept in the game's
// comment at the start, so a try can be replayed. GUI thread only.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse <compare>, which these headers include
#include "games/gametree.h"

#include "workers/solveservice.h"

#include "practice/practiceassessment.h"
#include "practice/practiceknowledge.h"
#include "practice/practicereply.h"
#endif

#include <cstdint>
#include <memory>
#include <optional>

#include <QElapsedTimer>
#include <QObject>
#include <QString>

namespace rampart {

class PositionDocument;
class TableService;

// How a try ended, for the result panel.
struct PracticeResult {
    enum class End : std::uint8_t { Board, Resigned, Unknown };
    End end = End::Board;
    PracticeEnd boardEnd = PracticeEnd::None; // End::Board
    PracticeOutcome started = PracticeOutcome::Draw,
                    finished = PracticeOutcome::Draw; // the player's
    bool kept = false;     // the result at the end is the one at the start
    int playerMoves = 0;   // the player's moves on the line played
    int optimalMoves = -1; // the player's moves in a perfect game (-1: no mate distance)
    int hints = 0, retries = 0, slips = 0;
    bool helped = false; // the analysis was shown during the try
    qint64 milliseconds = 0;
    std::uint64_t seed = 0;
};

class PracticeSession : public QObject {
    Q_OBJECT

public:
    enum class State : std::uint8_t {
        Idle,         // no try (or a try stopped)
        Preparing,    // a table is built or the position solved first
        PlayerToMove, // waiting for the player's move on the board
        Replying,     // Rampart's reply is on its way (an event-loop turn)
        Slipped,      // the player threw the result away: Retry, Show a move or Play on
        Ended         // result() holds the result
    };

    PracticeSession(PositionDocument *document, TableService &tables, SolveService &solver,
                    QObject *parent = nullptr);

    // Why a try cannot start from the board's position, empty when it can
    // (perhaps after a table is built or a solve).
    QString unavailableReason() const;
    // The side that keeps the better result in the board's position, when
    // Rampart knows it now (the side to move for a draw).
    std::optional<Color> betterSide() const;

    // Starts a try from the board's position: the player plays side (none:
    // betterSide()); seed: the tie-break's (none: a random one). False, with
    // message() saying why, when it cannot start.
    bool start(std::optional<Color> side = {}, std::optional<std::uint64_t> seed = {});
    void retry();
    // A move that keeps the result, shown as hint() (counts as a hint); after
    // a slip, the slip is taken back first.
    void showMove();
    void playOn();
    void resign();
    // Ends the try without a result.
    void stop();
    // The analysis was shown: the try counts as helped.
    void markHelped();

    State state() const { return m_state; }
    // The position the try started from.
    const Position &startPosition() const { return m_startPosition; }
    bool isActive() const;
    Color side() const { return m_side; }
    std::uint64_t seed() const { return m_seed; }
    // The player's result as it stands (after Play on: the worse one).
    PracticeOutcome playerOutcome() const { return m_outcome; }
    // What the session says now: a refusal, what is made first, why it ended.
    const QString &message() const { return m_message; }
    // The player's last move judged, and Rampart's last reply, in words.
    const QString &judgedText() const { return m_judged; }
    const QString &replyText() const { return m_reply; }
    std::optional<MoveVerdict> lastVerdict() const { return m_lastVerdict; }
    std::optional<Move> lastReply() const { return m_lastReply; }
    // The move shown by Show a move (none when no hint is shown).
    std::optional<Move> hint() const { return m_hint; }
    const std::optional<PracticeResult> &result() const { return m_result; }
    const PracticeKnowledge *knowledge() const { return m_knowledge.get(); }
    // What the session's services know now (their tables, the tablebase
    // files, the latest solved set), for a question outside a try: the
    // best line the main window adds to the game asks the same sources.
    std::unique_ptr<PracticeKnowledge> makeKnowledge() const;

signals:
    void stateChanged();
    // judgedText(), replyText(), hint() or message() changed.
    void textChanged();

private:
    void setState(State state);
    void fail(const QString &message);
    void begin();
    void onPositionChanged();
    void judge(NodeId played);
    // After a move of the player's that stands: the end, else the reply.
    void afterPlayerMove();
    void reply();
    void finish(PracticeResult::End end, PracticeEnd boardEnd = PracticeEnd::None);
    // Changes the document without taking it for the player's move.
    template <class F> void internally(F &&change);
    int playerMovesTo(NodeId node) const;

    PositionDocument *m_document;
    TableService &m_tables;
    SolveService &m_solver;
    std::unique_ptr<PracticeKnowledge> m_knowledge;
    State m_state = State::Idle;
    bool m_internal = false;
    // What start() asked for, kept while the position is prepared.
    std::optional<Color> m_wantedSide;
    std::uint64_t m_seed = 0;
    Color m_side = White;
    NodeId m_startNode = GameTree::root();
    Position m_startPosition;
    Color m_startMover = White;
    NodeId m_node = GameTree::root(); // the node where the player is to move
    NodeId m_slipNode = NoNode;
    NodeId m_retriedAt = NoNode;
    PracticeOutcome m_startOutcome = PracticeOutcome::Draw, m_outcome = PracticeOutcome::Draw;
    int m_optimalMoves = -1;
    int m_hints = 0, m_retries = 0, m_slips = 0;
    bool m_helped = false;
    QString m_pendingHintComment;
    QElapsedTimer m_clock;
    QString m_message, m_judged, m_reply;
    std::optional<MoveVerdict> m_lastVerdict;
    std::optional<Move> m_lastReply, m_hint;
    std::optional<PracticeResult> m_result;
};

} // namespace rampart
