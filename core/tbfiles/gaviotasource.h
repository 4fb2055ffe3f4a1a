// Gaviota tablebase files (distance to mate, up to five men) probed through
// Debian's libgaviotatb.
//
// The library keeps process-wide state (one set of paths, one cache) and its
// init/restart is not re-entrant, so there is exactly one GaviotaSource per
// process (instance()) and it alone calls the library. setFolders() scans and
// checks the files (tbfilecheck.h), links those that pass into a private
// folder (tbstagingfolder.h) and (re)starts the library on it, under an
// exclusive lock; probes take a shared lock, so they never run during a
// restart. The library serialises its own probes with an internal mutex (its
// readme: "regions where different threads could access data ... were
// protected with a mutex"), so probe() may be called from any thread.
//
// Before the library sees a file for real, it is tried in a separate process
// (tbsandbox.h) on sample positions: a file that crashes or hangs the library
// there is reported and left out. Probes while a scan runs do not wait: they
// answer NotFound.
//
// One compression scheme at a time (the library opens files of one scheme):
// the scheme with the most usable files wins, ties going to the higher
// number (cp4 is the usual one); files of other schemes are reported.
//
// The library opens every file when it starts and keeps it open, so a file
// deleted later still answers. A probe that fails (an unplugged disk, a file
// truncated in place) is answered NotFound, and the material is reported
// (FileGone when the path is no longer there, FileFailed otherwise) and no
// longer probed until the folders are scanned again.
#pragma once

#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <vector>

#include "tables/tableprobe.h"

#include "tbfiles/tbfolderreport.h"
#include "tbfiles/tbgonefiles.h"
#include "tbfiles/tbtrialmemory.h"

namespace rampart {

class Position;
class TbStagingFolder;

class GaviotaSource {
public:
    static constexpr std::size_t CacheBytes = std::size_t(16) << 20;
    // Share of the cache for the library's win/draw/loss part (of 128).
    static constexpr int WdlCacheFraction = 64;

    // Positions probed in the trial run of each file (tbsandbox.h), fewer
    // for bigger files (each probe may decode a block), and its time limit.
    static constexpr int trialPositions(int men) { return men <= 3 ? 2048 : men == 4 ? 256 : 64; }
    static constexpr std::chrono::milliseconds TrialTimeLimit{20000};

    static GaviotaSource &instance();

    // The trial itself, run by the trial program (app/tools/tbtrial.cpp) in
    // a process of its own, never in one that uses the source: starts the
    // library on folder (which holds the material's file only) and probes
    // trialPositions() samples. Whether every probe answered.
    static bool trialProbe(const std::string &folder, int compression, const std::string &material);

    // Scans folders and restarts the library on the files that pass; an
    // empty list switches the source off. Returns the report (also report()).
    TbFolderReport setFolders(const std::vector<std::string> &folders);
    TbFolderReport report() const;
    std::vector<std::string> folders() const;
    // Whether any file is usable (a relaxed atomic load: cheap enough for
    // every search node).
    bool active() const { return m_active.load(std::memory_order_relaxed); }
    // Whether a usable file covers the position's material.
    bool covers(const Position &pos) const;
    // DTM of the position for its side to move; NotFound when not covered,
    // with castling rights, or when the probe fails.
    TableProbe probe(const Position &pos) const;

private:
    GaviotaSource();
    ~GaviotaSource();
    GaviotaSource(const GaviotaSource &) = delete;
    GaviotaSource &operator=(const GaviotaSource &) = delete;

    // The material's file (original path) or empty, under a held lock.
    std::string coveringFile(const Position &pos) const;
    void noteFailure(const std::string &file) const;

    std::atomic<bool> m_active{false};
    mutable std::shared_mutex m_mutex; // library (re)start vs probes
    std::unique_ptr<TbStagingFolder> m_staging;
    const char **m_paths = nullptr; // the library keeps using it: freed after restart
    bool m_started = false;
    TbFolderReport m_report;
    std::map<std::string, std::string> m_files; // material -> original path
    TbTrialMemory m_trials;

    mutable TbGoneFiles m_gone; // files no longer probed: why
};

} // namespace rampart
