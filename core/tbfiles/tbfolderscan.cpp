#include "tbfiles/tbfolderscan.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace rampart {

namespace {

namespace fs = std::filesystem;

struct FolderListing {
    bool opened = false;                 // false: the folder could not be listed at all
    std::vector<std::string> tableNames; // names that look like the format's files
    std::vector<fs::path> subfolders;
};

// One pass over a folder, both lists sorted (directory order is arbitrary;
// sorted names give stable reports). ec is set when the listing failed,
// at the start (opened false) or part way (what was listed is kept).
FolderListing listFolder(const fs::path &folder,
                         const std::function<bool(const std::string &)> &looksLike,
                         std::error_code &ec) {
    FolderListing listing;
    fs::directory_iterator it(folder, ec);
    if (ec) return listing;
    listing.opened = true;
    for (; it != fs::directory_iterator(); it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (looksLike(name))
            listing.tableNames.push_back(name);
        else if (std::error_code dirEc; it->is_directory(dirEc))
            listing.subfolders.push_back(it->path());
    }
    std::sort(listing.tableNames.begin(), listing.tableNames.end());
    std::sort(listing.subfolders.begin(), listing.subfolders.end());
    return listing;
}

} // namespace

TbFolderScan scanTbFolders(const std::vector<std::string> &folders,
                           const std::function<bool(const std::string &)> &looksLike,
                           const std::function<TbFileCheck(const std::string &)> &check) {
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
        // (folder, name) pairs: the folder's own files, or, when it holds
        // none, those of its subfolders one level down. Sets come split
        // that way (Syzygy's WDL and DTZ files, Debian's gaviotatb with one
        // folder per compression scheme), and the parent is what a user
        // picks first.
        std::vector<std::pair<fs::path, std::string>> files;
        const FolderListing listing = listFolder(folder, looksLike, ec);
        if (ec) scan.report.problems.push_back({Code::FolderUnreadable, folder, ec.message()});
        if (!listing.opened) continue;
        for (const std::string &name : listing.tableNames) files.emplace_back(folder, name);
        if (files.empty())
            for (const fs::path &sub : listing.subfolders) {
                std::error_code subEc;
                for (const std::string &name : listFolder(sub, looksLike, subEc).tableNames)
                    files.emplace_back(sub, name);
            }
        if (files.empty()) {
            scan.report.problems.push_back({Code::NoFiles, folder, {}});
            continue;
        }
        for (const auto &[where, name] : files) {
            const std::string path = (where / name).string();
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
