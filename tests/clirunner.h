// Runs the real rampart-cli executable for the CLI tests.
#pragma once

#include <QByteArray>
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
