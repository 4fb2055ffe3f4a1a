// Scans tablebase folders for the files of one format and checks each
// (tbfilecheck.h). A folder without any is read one level down: the files of
// its subfolders, not deeper. Files whose names do not look like the
// format's are skipped silently; everything else ends up either in the
// accepted list or as a problem. Used by the Gaviota and Syzygy sources.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "tbfiles/tbfilecheck.h"
#include "tbfiles/tbfolderreport.h"

namespace rampart {

struct TbCheckedFile {
    std::string path;     // as found in the user's folder
    std::string fileName; // bare name, for the staging link
    TbFileCheck check;
};

struct TbFolderScan {
    TbFolderReport report;               // folders and problems; files is left empty
    std::vector<TbCheckedFile> accepted; // files that passed, first folder first
};

TbFolderScan scanTbFolders(const std::vector<std::string> &folders,
                           const std::function<bool(const std::string &)> &looksLike,
                           const std::function<TbFileCheck(const std::string &)> &check);

} // namespace rampart
