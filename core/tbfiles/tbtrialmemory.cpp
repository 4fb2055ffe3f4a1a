#include "tbfiles/tbtrialmemory.h"

#include <filesystem>
#include <system_error>

namespace rampart {

bool TbTrialMemory::stampOf(const std::string &path, Stamp &stamp) {
    std::error_code ec;
    stamp.size = std::filesystem::file_size(path, ec);
    if (ec) return false;
    const auto time = std::filesystem::last_write_time(path, ec);
    if (ec) return false;
    stamp.modified = std::int64_t(time.time_since_epoch().count());
    return true;
}

bool TbTrialMemory::passed(const std::vector<std::string> &paths) const {
    std::lock_guard lock(m_mutex);
    for (const std::string &path : paths) {
        Stamp now;
        const auto it = m_passed.find(path);
        if (it == m_passed.end() || !stampOf(path, now) || !(now == it->second)) return false;
    }
    return !paths.empty();
}

void TbTrialMemory::rememberPassed(const std::vector<std::string> &paths) {
    std::lock_guard lock(m_mutex);
    for (const std::string &path : paths) {
        Stamp now;
        if (stampOf(path, now)) m_passed[path] = now;
    }
}

} // namespace rampart
