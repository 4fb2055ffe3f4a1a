#include "workers/uciengine.h"

#include <algorithm>

#include <QLocale>
#include <QTimer>

#include "chess/fen.h"
#include "chess/notation.h"

namespace rampart {

namespace {
// Time the engine gets to quit on its own before it is killed.
constexpr int QuitGraceMs = 300;
// Lines changes are shown at most this often.
constexpr int LinesIntervalMs = 100;
} // namespace

UciEngine::UciEngine(const QString &program, QObject *parent)
    : QObject(parent)
    , m_program(program)
    , m_watchdog(new QTimer(this))
    , m_throttle(new QTimer(this)) {
    m_watchdog->setSingleShot(true);
    connect(m_watchdog, &QTimer::timeout, this, [this] {
        fail(tr("The engine did not answer \"%1\" within %2 s and was stopped.")
                 .arg(m_awaited, QLocale().toString(m_watchdog->interval() / 1000.0, 'g', 3)));
    });
    m_throttle->setSingleShot(true);
    m_throttle->setInterval(LinesIntervalMs);
    connect(m_throttle, &QTimer::timeout, this, &UciEngine::linesChanged);
}

UciEngine::~UciEngine() {
    if (!m_process) return;
    m_process->disconnect(this);
    if (m_process->state() == QProcess::Running) {
        m_process->write("quit\n");
        if (!m_process->waitForFinished(QuitGraceMs)) {
            m_process->kill();
            m_process->waitForFinished(1000);
        }
    }
}

void UciEngine::setMultiPv(int lines) {
    lines = std::clamp(lines, 1, MaxLines);
    if (lines == m_multiPv) return;
    m_multiPv = lines;
    m_optionsChanged = true;
    if (m_state == State::Searching) {
        m_lines.clear();
        emit linesChanged();
        send("stop");
        setState(State::Stopping);
        expectReply(QStringLiteral("bestmove"), m_timeoutMs);
    }
}

void UciEngine::analyse(const Position &pos) {
    m_position = pos;
    m_wantSearch = true;
    switch (m_state) {
    case State::Idle:
    case State::Failed:
        startProcess();
        break;
    case State::Ready:
        goOrStop();
        break;
    case State::Searching:
        m_lines.clear();
        emit linesChanged();
        send("stop");
        setState(State::Stopping);
        expectReply(QStringLiteral("bestmove"), m_timeoutMs);
        break;
    case State::Starting:
    case State::Stopping:
        break; // the awaited reply starts the search
    }
}

void UciEngine::stop() {
    m_wantSearch = false;
    if (m_state != State::Searching) return;
    send("stop");
    setState(State::Stopping);
    expectReply(QStringLiteral("bestmove"), m_timeoutMs);
}

void UciEngine::startProcess() {
    m_failure.clear();
    m_lines.clear();
    m_buffer.clear();
    m_hasMultiPvOption = false;
    m_optionsChanged = true;
    m_process = new QProcess(this);
    m_process->setProgram(m_program);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &UciEngine::onReadyRead);
    connect(m_process, &QProcess::finished, this, &UciEngine::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, &UciEngine::onError);
    setState(State::Starting);
    m_process->start();
    if (!m_process) return; // failed to start: reported by onError
    send("uci");
    expectReply(QStringLiteral("uciok"), m_startupTimeoutMs);
}

void UciEngine::send(const QByteArray &command) {
    if (m_process) m_process->write(command + '\n');
}

void UciEngine::expectReply(const QString &what, int timeoutMs) {
    m_awaited = what;
    m_watchdog->start(timeoutMs);
}

void UciEngine::replied() {
    m_awaited.clear();
    m_watchdog->stop();
}

void UciEngine::setState(State state) {
    if (state == m_state) return;
    m_state = state;
    emit stateChanged(state);
}

void UciEngine::goOrStop() {
    if (!m_wantSearch || !m_process) return;
    if (m_optionsChanged && m_hasMultiPvOption)
        send("setoption name MultiPV value " + QByteArray::number(m_multiPv));
    m_optionsChanged = false;
    m_lines.clear();
    emit linesChanged();
    send("position fen " + QByteArray::fromStdString(toFen(m_position)));
    send("go infinite");
    setState(State::Searching);
}

void UciEngine::onReadyRead() {
    m_buffer += m_process->readAllStandardOutput();
    for (qsizetype end = m_buffer.indexOf('\n'); end >= 0 && m_process;
         end = m_buffer.indexOf('\n')) {
        const QByteArray line = m_buffer.left(end).trimmed();
        m_buffer.remove(0, end + 1);
        if (!line.isEmpty()) onLine(line);
    }
}

void UciEngine::onLine(const QByteArray &line) {
    const QList<QByteArray> tokens = line.simplified().split(' ');
    const QByteArray &command = tokens.front();
    if (command == "id" && tokens.size() > 2 && tokens[1] == "name") {
        m_engineName = QString::fromUtf8(line.mid(line.indexOf("name") + 4).trimmed());
        emit nameChanged(m_engineName);
    } else if (command == "option" && line.contains("name MultiPV ")) {
        m_hasMultiPvOption = true;
    } else if (command == "uciok" && m_state == State::Starting && m_awaited == "uciok") {
        send("isready");
        expectReply(QStringLiteral("readyok"), m_startupTimeoutMs);
    } else if (command == "readyok" && m_awaited == "readyok") {
        replied();
        setState(State::Ready);
        goOrStop();
    } else if (command == "bestmove" && m_state == State::Stopping) {
        replied();
        setState(State::Ready);
        goOrStop();
    } else if (command == "info" && m_state == State::Searching) {
        onInfo(tokens);
    }
}

void UciEngine::onInfo(const QList<QByteArray> &tokens) {
    EngineLine line;
    bool hasScore = false, hasPv = false;
    for (qsizetype i = 1; i < tokens.size(); ++i) {
        const QByteArray &key = tokens[i];
        const bool hasValue = i + 1 < tokens.size();
        if (key == "multipv" && hasValue) {
            line.multiPv = std::max(1, tokens[++i].toInt());
        } else if (key == "depth" && hasValue) {
            line.depth = tokens[++i].toInt();
        } else if (key == "nodes" && hasValue) {
            line.nodes = tokens[++i].toULongLong();
        } else if (key == "score" && i + 2 < tokens.size()) {
            hasScore = true;
            const QByteArray kind = tokens[++i];
            const int value = tokens[++i].toInt();
            if (kind == "mate")
                line.mateIn = value == 0 ? -1 : value; // mated now
            else
                line.centipawns = value;
            if (i + 1 < tokens.size() &&
                (tokens[i + 1] == "lowerbound" || tokens[i + 1] == "upperbound")) {
                line.bound = true;
                ++i;
            }
        } else if (key == "pv") {
            hasPv = true;
            Position p = m_position;
            for (++i; i < tokens.size(); ++i) {
                const ParsedMove move = parseUciMove(p, tokens[i].toStdString());
                if (!move.ok()) break; // the rest of the line is not playable here
                line.moves.push_back(move.move);
                p.makeMove(move.move);
            }
        } else if (key == "string") {
            return; // free text to the end of the line
        }
    }
    if (!hasScore || !hasPv || line.moves.empty()) return;
    // UCI scores are the side to move's; the panel shows White's view.
    if (m_position.sideToMove() == Black) {
        line.centipawns = -line.centipawns;
        line.mateIn = -line.mateIn;
    }
    auto it = std::find_if(m_lines.begin(), m_lines.end(),
                           [&](const EngineLine &l) { return l.multiPv == line.multiPv; });
    if (it != m_lines.end())
        *it = std::move(line);
    else
        m_lines.append(std::move(line));
    std::sort(m_lines.begin(), m_lines.end(),
              [](const EngineLine &a, const EngineLine &b) { return a.multiPv < b.multiPv; });
    while (m_lines.size() > m_multiPv) m_lines.removeLast();
    if (!m_throttle->isActive()) m_throttle->start();
}

void UciEngine::onFinished(int exitCode, QProcess::ExitStatus status) {
    if (status == QProcess::CrashExit)
        fail(tr("The engine crashed."));
    else
        fail(tr("The engine quit unexpectedly (exit code %1).").arg(exitCode));
}

void UciEngine::onError(QProcess::ProcessError error) {
    if (error == QProcess::FailedToStart)
        fail(tr("The engine could not be started: %1").arg(m_process->errorString()));
    else if (error == QProcess::WriteError && m_process->state() != QProcess::Running)
        fail(tr("The engine quit unexpectedly."));
}

void UciEngine::fail(const QString &reason) {
    if (!m_process) return;
    m_watchdog->stop();
    m_throttle->stop();
    m_awaited.clear();
    QProcess *process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    if (process->state() != QProcess::NotRunning) {
        process->kill();
        process->waitForFinished(1000);
    }
    process->deleteLater();
    m_wantSearch = false;
    m_failure = reason;
    setState(State::Failed);
    emit failed(reason);
}

} // namespace rampart
