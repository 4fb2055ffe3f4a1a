#include "tbfiles/tbfolderreport.h"

namespace rampart {

std::string problemMessage(const TbProblem &p) {
    using Code = TbProblem::Code;
    switch (p.code) {
    case Code::NoFolders:
        return "no folder given";
    case Code::FolderMissing:
        return "folder does not exist: " + p.path;
    case Code::NotAFolder:
        return "not a folder: " + p.path;
    case Code::FolderUnreadable:
        return "cannot list folder " + p.path + ": " + p.detail;
    case Code::NoFiles:
        return "no tablebase files in " + p.path;
    case Code::FileUnreadable:
        return "cannot read " + p.path + ": " + p.detail;
    case Code::BadFile:
        return "not a valid tablebase file, ignored: " + p.path + " (" + p.detail + ")";
    case Code::Duplicate:
        return "same material twice, ignored: " + p.path + " (using " + p.detail + ")";
    case Code::OtherCompression:
        return "other compression scheme, ignored: " + p.path + " (using " + p.detail + ")";
    case Code::StagingFailed:
        return "cannot prepare the files for the probing library: " + p.detail;
    case Code::LibraryRefused:
        return "the probing library did not start: " + p.detail;
    case Code::FileGone:
        return "file no longer available, no longer probed: " + p.path;
    case Code::FileFailed:
        return "file no longer reads as it did, no longer probed: " + p.path;
    case Code::NoTrialProgram:
        return "the trial program " + p.detail +
               " is missing, so the files cannot be tried and are not used (reinstall Rampart)";
    }
    return {};
}

} // namespace rampart
