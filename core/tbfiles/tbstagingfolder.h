// A private temporary folder of symbolic links to checked tablebase files:
// what a probing library is pointed at, so it never sees a file that failed
// the checks (tbfilecheck.h). The folder is made under the system's temporary
// directory with a unique name and removed (links only, never the targets)
// when the object goes.
#pragma once

#include <string>

namespace rampart {

class TbStagingFolder {
public:
    // Makes the folder; valid() says whether that worked (error() why not).
    explicit TbStagingFolder(const std::string &prefix);
    ~TbStagingFolder();
    TbStagingFolder(const TbStagingFolder &) = delete;
    TbStagingFolder &operator=(const TbStagingFolder &) = delete;

    bool valid() const { return !m_path.empty(); }
    const std::string &path() const { return m_path; }
    const std::string &error() const { return m_error; }
    // Links name (a bare file name) in the folder to target; false (and
    // error()) when that fails.
    bool link(const std::string &name, const std::string &target);

private:
    std::string m_path;
    std::string m_error;
};

} // namespace rampart
