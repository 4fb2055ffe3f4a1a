// Runs the real rampart-cli executable for the CLI tests: one command with
// its output, or a UCI session read line by line.
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QProcess>
#include <QString>
#include <QStringList>

// What one run printed and how it ended; exitCode is -1 for a crash or timeout.
struct CliRun {
    int exitCode;
    QString out, err;
};

// The longest a run may take by default: two minutes (the sanitizer build is
// slow).
constexpr int CliTimeoutMs = 120000;

// Starts rampart-cli with args, feeds input to its standard input and waits
// up to timeoutMs.
inline CliRun runCli(const QStringList &args, const QByteArray &input = {},
                     int timeoutMs = CliTimeoutMs) {
    QProcess p;
    p.start(QStringLiteral(RAMPART_CLI_PATH), args);
    if (!input.isEmpty()) p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-1, {}, QStringLiteral("timeout")};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// A running `rampart-cli uci` with line-wise reading.
class UciProcess {
public:
    // args: the options of `uci` (none by default).
    explicit UciProcess(const QStringList &args = {}) {
        m_process.start(QStringLiteral(RAMPART_CLI_PATH),
                        QStringList{QStringLiteral("uci")} + args);
        m_started = m_process.waitForStarted(10000);
    }
    ~UciProcess() {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    bool started() const { return m_started; }
    void send(const QByteArray &line) {
        m_process.write(line + '\n');
        m_process.waitForBytesWritten(5000);
    }
    // Reads lines until one starts with prefix (returned), collecting all
    // lines read in `seen`; empty string on timeout.
    QString waitFor(const QString &prefix, int timeoutMs = 30000) {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            while (m_process.canReadLine()) {
                const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
                seen << line;
                if (line.startsWith(prefix)) return line;
            }
            m_process.waitForReadyRead(100);
        }
        return {};
    }
    // The exit code after "quit"; -1 when the engine is still running after
    // 60 s. The sanitizer build's exit (freeing the hash, the leak check)
    // took over 10 s once while the other test job loaded both cores.
    int quit() {
        send("quit");
        if (m_process.state() != QProcess::NotRunning && !m_process.waitForFinished(60000))
            return -1;
        return m_process.exitCode();
    }
    QStringList seen;

private:
    QProcess m_process;
    bool m_started = false;
};
