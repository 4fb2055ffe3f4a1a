#include "tbfiles/tbfolderscan.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace rampart {

TbFolderScan scanTbFolders(const std::vector<std::string> &folders,
                           const std::function<bool(const std::string &)> &looksLike,
                           const std::function<TbFileCheck(const std::string &)> &check) {
    namespace fs = std::filesystem;
    using Code = TbProblem::Code;
    TbFolderScan scan;
    scan.report.folders = folders;
    if (folders.empty()) scan.report.problems.push_back({Code::NoFolders, {}, {}});
    for (const std::string &folder : folders) {
        std::error_code ec;
        const fs::file_status status = fs::status(folder, ec);
        if (ec || !fs::exists(status)) {
            scan.report.problems.push_back({Code::FolderMissing, folder, {}});
            continue;
        }
        if (!fs::is_directory(status)) {
            scan.report.problems.push_back({Code::NotAFolder, folder, {}});
            continue;
        }
        std::vector<std::string> names;
        fs::directory_iterator it(folder, ec);
        if (ec) {
            scan.report.problems.push_back({Code::FolderUnreadable, folder, ec.message()});
            continue;
        }
        for (; it != fs::directory_iterator(); it.increment(ec)) {
            const std::string name = it->path().filename().string();
            if (looksLike(name)) names.push_back(name);
        }
        if (ec) scan.report.problems.push_back({Code::FolderUnreadable, folder, ec.message()});
        // Directory order is arbitrary; sorted names give stable reports.
        std::sort(names.begin(), names.end());
        if (names.empty()) {
            scan.report.problems.push_back({Code::NoFiles, folder, {}});
            continue;
        }
        for (const std::string &name : names) {
            const std::string path = (fs::path(folder) / name).string();
            const TbFileCheck result = check(path);
            if (result.ok)
                scan.accepted.push_back({path, name, result});
            else
                scan.report.problems.push_back(
                    {result.unreadable ? Code::FileUnreadable : Code::BadFile, path,
                     result.detail});
        }
    }
    return scan;
}

} // namespace rampart
