// Runs a trial probe of tablebase files in a separate, freshly started
// process and reports whether it finished, failed, crashed or hung, so that a
// probing library can be tried on a file without risking Rampart: neither
// libgaviotatb nor libfathom survives every damaged file (a Gaviota file with
// a valid index over garbage blocks, a Syzygy file with the right magic
// number and size over garbage both crash them), and no check short of
// decoding the whole file can tell.
//
// The process is the trial program rampart-tbtrial (app/tools/tbtrial.cpp),
// started with posix_spawn, never a fork of the running program: a fork
// copies only the calling thread, so a lock another thread held at that
// moment stays locked in the child for good. Under AddressSanitizer a trial
// forked from the UCI engine while it built tables hung that way inside the
// sanitizer's allocator (the child's first malloc waited for ever), one run
// in three. A fresh process inherits no lock.
//
// Where the trial program is looked for: beside the running program, at the
// installed layout's relative place (bin/../libexec/rampart), then in the
// build tree this core was built in (tests and the programs run from the
// build folder).
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace rampart {

enum class SandboxOutcome {
    Passed,   // the trial program exited with 0: every probe answered as it must
    Failed,   // it exited with another code (a probe failed, a wrong answer)
    Crashed,  // it died of a signal (segmentation fault, abort, ...)
    TimedOut, // killed after the time limit
    NoChild,  // the process could not be started; nothing was tried
    NoProgram // the trial program was not found; nothing was tried
};

constexpr const char *SandboxProgramName = "rampart-tbtrial";

// Runs the trial program with the arguments (after its own name; see
// app/tools/tbtrial.cpp) with standard input, output and error on /dev/null.
SandboxOutcome runInSandbox(const std::vector<std::string> &arguments,
                            std::chrono::milliseconds limit);

// The trial program's path, or empty when it is in none of the places above.
std::string sandboxProgram();

// English, for problem details: "crashed the probing library" etc.
const char *sandboxOutcomeText(SandboxOutcome outcome);

} // namespace rampart
