// An external UCI engine (Stockfish or any other program that speaks the
// Universal Chess Interface, https://www.shredderchess.com/download/div/uci.zip)
// analysing beside Rampart's own search.
//
// The engine runs in its own process (QProcess). All traffic is
// asynchronous: commands are written, replies arrive through
// readyReadStandardOutput on the owner's thread, so a slow engine never
// blocks the GUI and Rampart's own analysis keeps its worker thread. A
// watchdog (timeout(), default 5 s) guards every reply the protocol
// requires: "uciok" after "uci", "readyok" after "isready", "bestmove" after
// "stop". An engine that misses one, cannot be started, crashes or exits is
// killed and reported with failed() (state Failed); it never takes the
// caller down. analyse() may then start it again.
//
// Protocol: uci -> uciok; setoption MultiPV (when the engine offers it);
// isready -> readyok; then "position fen ...", "go infinite" per request. A
// new request while searching sends "stop", waits for "bestmove" and only
// then starts the new search, so late "info" lines of the old search are
// never shown for the new position (they are dropped while stopping).
// Lines are kept per "multipv" number, scores converted to White's view,
// the principal variation checked move by move against the position (the
// line ends at the first move that is not legal there).
#pragma once

#include <vector>

#include <QList>
#include <QObject>
#include <QProcess>
#include <QString>

#include "chess/position.h"

class QTimer;

namespace rampart {

struct EngineLine {
    int multiPv = 1; // 1 = best
    int depth = 0;
    int centipawns = 0; // White's view
    int mateIn = 0;     // moves, White's view: > 0 White mates, < 0 Black mates, 0 none
    bool bound = false; // a lowerbound/upperbound score, not exact
    std::uint64_t nodes = 0;
    std::vector<Move> moves; // legal from the analysed position
};

class UciEngine : public QObject {
    Q_OBJECT

public:
    enum class State { Idle, Starting, Ready, Searching, Stopping, Failed };
    Q_ENUM(State)

    // Replies to a command of a running engine ("bestmove" after "stop").
    static constexpr int DefaultTimeoutMs = 5000;
    // The start-up handshake ("uciok", "readyok"): an engine may load a large
    // network before it answers "readyok", and a busy machine starts
    // programs slowly, so this wait is longer.
    static constexpr int StartupTimeoutMs = 30000;
    static constexpr int MaxLines = 8;

    explicit UciEngine(const QString &program, QObject *parent = nullptr);
    // Sends "quit", gives the engine a moment, then kills it.
    ~UciEngine() override;

    // The engine's "id name", empty until it said it.
    QString engineName() const { return m_engineName; }
    State state() const { return m_state; }
    bool isSearching() const { return m_state == State::Searching || m_wantSearch; }
    // Why the engine failed last (empty when it has not).
    QString failure() const { return m_failure; }
    const Position &position() const { return m_position; }
    // The lines of the current search, best first (multipv order).
    QList<EngineLine> lines() const { return m_lines; }

    // How long the engine may take for a required reply, the start-up
    // handshake included (tests use short times).
    void setTimeout(int ms) { m_timeoutMs = m_startupTimeoutMs = ms; }
    int multiPv() const { return m_multiPv; }
    // Lines to search (1..MaxLines); a running search restarts with them.
    void setMultiPv(int lines);

public slots:
    // Analyses pos until stop() (starting the process when needed).
    void analyse(const rampart::Position &pos);
    void stop();

signals:
    void stateChanged(rampart::UciEngine::State state);
    // The lines changed (at most about ten times a second).
    void linesChanged();
    void nameChanged(const QString &name);
    // The engine was killed or died; reason is a full sentence.
    void failed(const QString &reason);

private:
    void startProcess();
    void send(const QByteArray &command);
    void onReadyRead();
    void onLine(const QByteArray &line);
    void onInfo(const QList<QByteArray> &tokens);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onError(QProcess::ProcessError error);
    void fail(const QString &reason);
    void setState(State state);
    // Sends position + go for the wanted position, or "stop" first.
    void goOrStop();
    void expectReply(const QString &what, int timeoutMs);
    void replied();

    QString m_program;
    QString m_engineName;
    QProcess *m_process = nullptr;
    QTimer *m_watchdog;
    QTimer *m_throttle;
    QString m_awaited; // the reply the watchdog waits for ("uciok", ...)
    QByteArray m_buffer;
    State m_state = State::Idle;
    QString m_failure;
    int m_timeoutMs = DefaultTimeoutMs;
    int m_startupTimeoutMs = StartupTimeoutMs;
    int m_multiPv = 1;
    bool m_hasMultiPvOption = false;
    bool m_wantSearch = false;     // a search is wanted on m_position
    bool m_optionsChanged = false; // MultiPV to send before the next go
    Position m_position;
    QList<EngineLine> m_lines;
};

} // namespace rampart
