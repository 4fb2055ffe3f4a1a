// The tablebase files a source no longer probes because a probe failed on
// them, and why (gone from disk, or failing while still there). Shared by
// the Gaviota and Syzygy sources; thread-safe, as probes note failures from
// any thread.
#pragma once

#include <map>
#include <mutex>
#include <string>

#include "tbfiles/tbfolderreport.h"

namespace rampart {

class TbGoneFiles {
public:
    // Records a failed probe on file: FileGone when the file no longer
    // exists, FileFailed otherwise.
    void note(const std::string &file);
    bool contains(const std::string &file) const;
    void clear();
    // Appends one problem per gone file to report.
    void addTo(TbFolderReport &report) const;

private:
    mutable std::mutex m_mutex;
    std::map<std::string, TbProblem::Code> m_files; // path -> why
};

} // namespace rampart
