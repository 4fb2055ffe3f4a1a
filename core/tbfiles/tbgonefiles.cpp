#include "tbfiles/tbgonefiles.h"

#include <filesystem>
#include <system_error>

namespace rampart {

void TbGoneFiles::note(const std::string &file) {
    std::error_code ec;
    const bool exists = std::filesystem::exists(file, ec) && !ec;
    std::lock_guard lock(m_mutex);
    m_files.emplace(file, exists ? TbProblem::Code::FileFailed : TbProblem::Code::FileGone);
}

bool TbGoneFiles::contains(const std::string &file) const {
    std::lock_guard lock(m_mutex);
    return m_files.count(file) != 0;
}

void TbGoneFiles::clear() {
    std::lock_guard lock(m_mutex);
    m_files.clear();
}

void TbGoneFiles::addTo(TbFolderReport &report) const {
    std::lock_guard lock(m_mutex);
    for (const auto &[path, code] : m_files) report.problems.push_back({code, path, {}});
}

} // namespace rampart
