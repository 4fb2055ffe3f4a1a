#include "tbfiles/tbsandbox.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace rampart {

SandboxOutcome runInSandbox(const std::function<bool()> &work, std::chrono::milliseconds limit) {
    const pid_t child = ::fork();
    if (child < 0) return SandboxOutcome::NoChild;
    if (child == 0) {
        const int devNull = ::open("/dev/null", O_WRONLY);
        if (devNull >= 0) {
            ::dup2(devNull, STDOUT_FILENO);
            ::dup2(devNull, STDERR_FILENO);
        }
        ::_exit(work() ? 0 : 1);
    }
    const auto deadline = std::chrono::steady_clock::now() + limit;
    int status = 0;
    for (;;) {
        const pid_t done = ::waitpid(child, &status, WNOHANG);
        if (done == child) break;
        if (done < 0) return SandboxOutcome::Crashed; // lost the child: trust nothing
        if (std::chrono::steady_clock::now() >= deadline) {
            ::kill(child, SIGKILL);
            ::waitpid(child, &status, 0);
            return SandboxOutcome::TimedOut;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    if (WIFSIGNALED(status)) return SandboxOutcome::Crashed;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? SandboxOutcome::Passed
                                                         : SandboxOutcome::Failed;
}

const char *sandboxOutcomeText(SandboxOutcome outcome) {
    switch (outcome) {
    case SandboxOutcome::Passed:
        return "passed a trial probe";
    case SandboxOutcome::Failed:
        return "the probing library could not read it";
    case SandboxOutcome::Crashed:
        return "it crashed the probing library in a trial run";
    case SandboxOutcome::TimedOut:
        return "the probing library hung on it in a trial run";
    case SandboxOutcome::NoChild:
        return "no trial run possible";
    }
    return "";
}

} // namespace rampart
