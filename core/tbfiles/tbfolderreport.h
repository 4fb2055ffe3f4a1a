// What a scan of tablebase folders found: the usable files (material, kind,
// compression) and the problems, as codes with arguments so that the app can
// word them in the user's language (the CLI prints problemMessage()).
#pragma once

#include <string>
#include <vector>

namespace rampart {

struct TbProblem {
    enum class Code {
        NoFolders,        // no folder was given
        FolderMissing,    // path: the folder does not exist
        NotAFolder,       // path: exists but is no folder
        FolderUnreadable, // path, detail: the folder cannot be listed
        NoFiles,          // path: no tablebase file in the folder
        FileUnreadable,   // path, detail: the file cannot be opened or read
        BadFile,          // path, detail: the file fails the format checks
        Duplicate,        // path, detail (the file used instead): same material twice
        OtherCompression, // path, detail (the scheme used): Gaviota files of another scheme
        StagingFailed,    // detail: the private folder for the library could not be made
        LibraryRefused,   // detail: the library's initialisation failed
        FileGone,         // path: a file that was found is no longer there (probes skip it)
        FileFailed,       // path: a file that was found no longer reads (probes skip it)
        NoTrialProgram    // detail (its name): the trial program (tbsandbox.h) is missing,
                          // so no file could be tried and none is used
    };
    Code code = Code::NoFolders;
    std::string path;
    std::string detail;

    bool operator==(const TbProblem &other) const = default;
};

// English text of a problem, for the CLI and logs.
std::string problemMessage(const TbProblem &problem);

struct TbFileInfo {
    std::string material; // as the files name it: "KPvKP", "kpkp"
    std::string kind;     // "WDL", "DTZ" (Syzygy); "DTM" (Gaviota)
    std::string scheme;   // Gaviota: "cp4" etc.; Syzygy: empty
    std::string path;     // the file as the user has it
};

struct TbFolderReport {
    std::vector<std::string> folders;
    std::vector<TbFileInfo> files; // usable files, sorted by material then kind
    std::vector<TbProblem> problems;
    int largestMen = 0; // most men of any usable material (0: none)

    bool usable() const { return !files.empty(); }
};

} // namespace rampart
