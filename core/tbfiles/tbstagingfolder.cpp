#include "tbfiles/tbstagingfolder.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <vector>

namespace rampart {

TbStagingFolder::TbStagingFolder(const std::string &prefix) {
    std::error_code ec;
    const std::filesystem::path base = std::filesystem::temp_directory_path(ec);
    if (ec) {
        m_error = ec.message();
        return;
    }
    std::string pattern = (base / (prefix + "-XXXXXX")).string();
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    // mkdtemp: a fresh folder only we can enter (mode 0700), never reused.
    if (!::mkdtemp(buffer.data())) {
        m_error = std::strerror(errno);
        return;
    }
    m_path = buffer.data();
}

TbStagingFolder::~TbStagingFolder() {
    if (m_path.empty()) return;
    // The folder holds only our links: remove_all deletes the links, never
    // what they point to.
    std::error_code ec;
    std::filesystem::remove_all(m_path, ec);
}

bool TbStagingFolder::link(const std::string &name, const std::string &target) {
    if (!valid()) return false;
    std::error_code ec;
    const std::filesystem::path absolute = std::filesystem::absolute(target, ec);
    if (ec) {
        m_error = ec.message();
        return false;
    }
    std::filesystem::create_symlink(absolute, std::filesystem::path(m_path) / name, ec);
    if (ec) {
        m_error = ec.message();
        return false;
    }
    return true;
}

} // namespace rampart
