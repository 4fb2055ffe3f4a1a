// Remembers which files passed a trial run (tbsandbox.h), by path, size and
// modification time, so that scanning the same folders again (at start-up,
// after a setting changed) does not try every unchanged file again. A file
// that changed on disk is tried again. Thread-safe.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace rampart {

class TbTrialMemory {
public:
    // Whether every file passed before and is unchanged since.
    bool passed(const std::vector<std::string> &paths) const;
    void rememberPassed(const std::vector<std::string> &paths);

private:
    struct Stamp {
        std::uintmax_t size = 0;
        std::int64_t modified = 0;
        bool operator==(const Stamp &other) const = default;
    };
    static bool stampOf(const std::string &path, Stamp &stamp);

    mutable std::mutex m_mutex;
    std::map<std::string, Stamp> m_passed;
};

} // namespace rampart
