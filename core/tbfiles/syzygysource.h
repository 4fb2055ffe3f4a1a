// Syzygy tablebase files (win/draw/loss and distance to zeroing, up to seven
// men) probed through Debian's libfathom.
//
// fathom keeps process-wide state (tb_init/tb_free, TB_LARGEST) and its
// (re)initialisation must not overlap a probe, so there is exactly one
// SyzygySource per process (instance()); setFolders() scans and checks the
// files (tbfilecheck.h), links those that pass into a private folder
// (tbstagingfolder.h) and re-initialises fathom on it under an exclusive
// lock. WDL probes take a shared lock and run concurrently (fathom's
// tb_probe_wdl is thread safe unless built with TB_NO_THREADS, which Debian's
// build is not); DTZ probes go through tb_probe_root, which fathom documents
// as not thread safe, so they are serialised by a mutex of their own.
//
// Before fathom sees a material's files for real, they are tried in a child
// process (syzygytrial.h says what is checked): fathom asserts or crashes on
// a file with the right magic number and size over garbage, and reads a
// renamed file as the material of its name. All calls into fathom go through
// fathomcalls.h (fathom and Gaviota both export tb_init). Probes while a
// scan runs do not wait: they answer NotFound.
//
// What Syzygy can tell: win/draw/loss with the fifty-move rule (cursed wins
// and blessed losses) and, with the DTZ file, the plies to the next zeroing
// move. It never gives a distance to mate. Positions with castling rights are
// not in the tables.
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

class SyzygySource {
public:
    static SyzygySource &instance();

    // Scans folders and re-initialises fathom on the files that pass; an
    // empty list switches the source off.
    TbFolderReport setFolders(const std::vector<std::string> &folders);
    TbFolderReport report() const;
    std::vector<std::string> folders() const;
    // Whether any file is usable (a relaxed atomic load: cheap enough for
    // every search node).
    bool active() const { return m_active.load(std::memory_order_relaxed); }
    // Whether the WDL file of the position's material is usable.
    bool covers(const Position &pos) const;
    // WDL only (thread safe, no DTZ): for the search's interior nodes. The
    // halfmove clock is not used (fathom's WDL assumes a zeroing move was
    // just played); the outcome may be a cursed win or blessed loss.
    TableProbe probeWdl(const Position &pos) const;
    // WDL and, when the DTZ file is there, DTZ (with the halfmove clock).
    TableProbe probe(const Position &pos) const;

private:
    SyzygySource();
    ~SyzygySource();
    SyzygySource(const SyzygySource &) = delete;
    SyzygySource &operator=(const SyzygySource &) = delete;

    struct Material {
        std::string wdlFile, dtzFile; // original paths (dtz may be empty)
    };
    // The material's entry, or null, under a held lock.
    const Material *coveringMaterial(const Position &pos) const;
    bool isGone(const std::string &file) const;
    void noteFailure(const std::string &file) const;
    // The WDL probe of pos in a covered material, under a held lock.
    TableProbe wdlResult(const Material &material, const Position &pos) const;

    std::atomic<bool> m_active{false};
    mutable std::shared_mutex m_mutex; // fathom (re)init vs probes
    mutable std::mutex m_rootMutex;    // tb_probe_root is not thread safe
    std::unique_ptr<TbStagingFolder> m_staging;
    bool m_started = false;
    TbFolderReport m_report;
    std::map<std::string, Material> m_materials;
    TbTrialMemory m_trials;
    int m_largest = 0;

    mutable TbGoneFiles m_gone; // files no longer probed: why
};

} // namespace rampart
