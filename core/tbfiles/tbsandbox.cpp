#include "tbfiles/tbsandbox.h"

#include <fcntl.h>
#include <filesystem>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

namespace rampart {

namespace {

bool isProgram(const std::filesystem::path &path) {
    std::error_code error;
    return std::filesystem::is_regular_file(path, error) && ::access(path.c_str(), X_OK) == 0;
}

// posix_spawn's file actions, released however the spawn ends.
class QuietStreams {
public:
    QuietStreams() {
        m_ok = ::posix_spawn_file_actions_init(&m_actions) == 0;
        m_ok = m_ok &&
               ::posix_spawn_file_actions_addopen(&m_actions, STDIN_FILENO, "/dev/null", O_RDONLY,
                                                  0) == 0 &&
               ::posix_spawn_file_actions_addopen(&m_actions, STDOUT_FILENO, "/dev/null", O_WRONLY,
                                                  0) == 0 &&
               ::posix_spawn_file_actions_adddup2(&m_actions, STDOUT_FILENO, STDERR_FILENO) == 0;
    }
    ~QuietStreams() { ::posix_spawn_file_actions_destroy(&m_actions); }
    QuietStreams(const QuietStreams &) = delete;
    QuietStreams &operator=(const QuietStreams &) = delete;

    bool ok() const { return m_ok; }
    const posix_spawn_file_actions_t *actions() const { return &m_actions; }

private:
    posix_spawn_file_actions_t m_actions;
    bool m_ok = false;
};

} // namespace

std::string sandboxProgram() {
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error) {
        const std::filesystem::path installed =
            self.parent_path() / RAMPART_TBTRIAL_FROM_BINDIR / SandboxProgramName;
        if (isProgram(installed)) return installed.lexically_normal().string();
    }
    const std::filesystem::path built =
        std::filesystem::path(RAMPART_TBTRIAL_BUILD_DIR) / SandboxProgramName;
    return isProgram(built) ? built.string() : std::string();
}

SandboxOutcome runInSandbox(const std::vector<std::string> &arguments,
                            std::chrono::milliseconds limit) {
    const std::string program = sandboxProgram();
    if (program.empty()) return SandboxOutcome::NoProgram;
    std::vector<std::string> strings{program};
    strings.insert(strings.end(), arguments.begin(), arguments.end());
    std::vector<char *> argv;
    for (std::string &s : strings) argv.push_back(s.data());
    argv.push_back(nullptr);

    const QuietStreams streams;
    if (!streams.ok()) return SandboxOutcome::NoChild;
    pid_t child = 0;
    if (::posix_spawn(&child, program.c_str(), streams.actions(), nullptr, argv.data(), environ) !=
        0)
        return SandboxOutcome::NoChild;

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
    case SandboxOutcome::NoProgram:
        return "no trial run possible: the trial program rampart-tbtrial is not installed";
    }
    return "";
}

} // namespace rampart
