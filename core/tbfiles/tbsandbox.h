// Runs a piece of work in a child process (fork) and reports whether it
// finished, failed, crashed or hung, so that a probing library can be tried
// on a file without risking Rampart: neither libgaviotatb nor libfathom
// survives every damaged file (a Gaviota file with a valid index over
// garbage blocks, a Syzygy file with the right magic number and size over
// garbage both crash them), and no check short of decoding the whole file
// can tell.
//
// The child runs only the work and leaves with _exit() (no destructors, no
// atexit handlers, nothing flushed); its output goes to /dev/null. The caller
// must make sure no other thread is inside the library being tried at the
// moment of the fork (the sources hold their exclusive lock), so that the
// child does not inherit a lock held by a thread it does not have.
#pragma once

#include <chrono>
#include <functional>

namespace rampart {

enum class SandboxOutcome {
    Passed,   // work() returned true
    Failed,   // work() returned false
    Crashed,  // the child died of a signal (segmentation fault, abort, ...)
    TimedOut, // killed after the time limit
    NoChild   // fork() failed; nothing was tried
};

SandboxOutcome runInSandbox(const std::function<bool()> &work, std::chrono::milliseconds limit);

// English, for problem details: "crashed the probing library" etc.
const char *sandboxOutcomeText(SandboxOutcome outcome);

} // namespace rampart
