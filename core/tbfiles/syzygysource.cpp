#include "tbfiles/syzygysource.h"

#include <algorithm>
#include <set>
#include <tbprobe.h>

#include "chess/position.h"

#include "tbfiles/fathomcalls.h"
#include "tbfiles/syzygytrial.h"
#include "tbfiles/tbfolderscan.h"
#include "tbfiles/tbmaterialkey.h"
#include "tbfiles/tbsandbox.h"
#include "tbfiles/tbstagingfolder.h"
#include "tbfiles/tbtrialmemory.h"

namespace rampart {

namespace {

TableProbe::Kind outcomeOf(unsigned wdl) {
    switch (wdl) {
    case TB_WIN:
        return TableProbe::Kind::Win;
    case TB_CURSED_WIN:
        return TableProbe::Kind::CursedWin;
    case TB_DRAW:
        return TableProbe::Kind::Draw;
    case TB_BLESSED_LOSS:
        return TableProbe::Kind::BlessedLoss;
    case TB_LOSS:
        return TableProbe::Kind::Loss;
    default:
        return TableProbe::Kind::NotFound;
    }
}

} // namespace

SyzygySource &SyzygySource::instance() {
    static SyzygySource source;
    return source;
}

SyzygySource::SyzygySource() = default;

SyzygySource::~SyzygySource() {
    // fathom's tables stay mapped until the process ends: releasing them
    // (tb_init("")) makes Debian's fathom print "munmap: ..." for every
    // file it unmaps (it reports success as an error), noise at every exit.
}

TbFolderReport SyzygySource::setFolders(const std::vector<std::string> &folders) {
    TbFolderScan scan =
        scanTbFolders(folders, SyzygyFileCheck::looksLikeSyzygy, SyzygyFileCheck::check);
    TbFolderReport report = std::move(scan.report);

    // Files by material, duplicates (same name in two folders) left out.
    std::map<std::string, std::vector<const TbCheckedFile *>> byMaterial;
    std::map<std::string, std::string> chosen; // file name -> original path
    for (const TbCheckedFile &f : scan.accepted) {
        if (const auto it = chosen.find(f.fileName); it != chosen.end()) {
            report.problems.push_back({TbProblem::Code::Duplicate, f.path, it->second});
            continue;
        }
        chosen.emplace(f.fileName, f.path);
        byMaterial[f.check.material].push_back(&f);
    }

    // From here on no probe runs (they fail fast while a scan holds the lock).
    std::unique_lock lock(m_mutex);
    std::lock_guard rootLock(m_rootMutex);
    auto staging = std::make_unique<TbStagingFolder>("rampart-syzygy");
    if (!staging->valid() && !byMaterial.empty())
        report.problems.push_back({TbProblem::Code::StagingFailed, {}, staging->error()});
    std::map<std::string, Material> materials;
    // Fewer men first, then fewer pawns: the tables a material's captures
    // and promotions lead to are tried, and visible, before it.
    std::vector<std::string> order;
    for (const auto &entry : byMaterial) order.push_back(entry.first);
    std::stable_sort(order.begin(), order.end(), [](const std::string &a, const std::string &b) {
        return std::pair(a.size(), syzygyPawns(a)) < std::pair(b.size(), syzygyPawns(b));
    });
    std::vector<SyzygyTrialFile> passedFiles;
    std::set<std::string> passedMaterials;
    bool noTrialProgram = false;
    for (const std::string &material : order) {
        const std::vector<const TbCheckedFile *> &files = byMaterial[material];
        const bool hasWdl = std::any_of(files.begin(), files.end(), [](const TbCheckedFile *f) {
            return f->check.kind == "WDL";
        });
        // A DTZ file alone is of no use: fathom probes WDL first.
        std::vector<std::string> paths;
        std::vector<SyzygyTrialFile> trialFiles;
        for (const TbCheckedFile *f : files) {
            paths.push_back(f->path);
            trialFiles.push_back({f->fileName, f->path});
        }
        SandboxOutcome trial = SandboxOutcome::Failed;
        if (hasWdl)
            trial = m_trials.passed(paths)
                        ? SandboxOutcome::Passed
                        : SyzygyTrial::run(material, trialFiles, passedFiles, passedMaterials);
        if (trial == SandboxOutcome::Passed) {
            m_trials.rememberPassed(paths);
            passedFiles.insert(passedFiles.end(), trialFiles.begin(), trialFiles.end());
            passedMaterials.insert(material);
        }
        if (trial == SandboxOutcome::NoProgram) {
            noTrialProgram = true;
            continue;
        }
        if (trial != SandboxOutcome::Passed) {
            for (const TbCheckedFile *f : files)
                report.problems.push_back(
                    {TbProblem::Code::BadFile, f->path,
                     hasWdl ? sandboxOutcomeText(trial) : "its WDL file (.rtbw) is missing"});
            continue;
        }
        Material m;
        for (const TbCheckedFile *f : files) {
            if (!staging->link(f->fileName, f->path)) {
                report.problems.push_back(
                    {TbProblem::Code::StagingFailed, f->path, staging->error()});
                continue;
            }
            (f->check.kind == "WDL" ? m.wdlFile : m.dtzFile) = f->path;
            report.files.push_back({f->check.material, f->check.kind, {}, f->path});
            report.largestMen = std::max(report.largestMen, f->check.men);
        }
        if (!m.wdlFile.empty()) materials.emplace(material, m);
    }
    if (noTrialProgram)
        report.problems.push_back({TbProblem::Code::NoTrialProgram, {}, SandboxProgramName});

    if (m_started) {
        fathom::init(""); // not tb_free (fathomcalls.h)
        m_started = false;
    }
    int largest = 0;
    if (!materials.empty()) {
        const bool ok = fathom::init(staging->path().c_str());
        m_started = true;
        largest = int(fathom::largest());
        if (!ok || largest == 0) {
            report.problems.push_back(
                {TbProblem::Code::LibraryRefused, {}, "fathom found no table in the files"});
            materials.clear();
        }
    }
    m_staging = std::move(staging);
    m_materials = std::move(materials);
    m_active.store(!m_materials.empty(), std::memory_order_relaxed);
    m_largest = largest;
    if (m_materials.empty()) report.files.clear();
    m_report = report;
    m_gone.clear();
    return report;
}

TbFolderReport SyzygySource::report() const {
    TbFolderReport r;
    {
        std::shared_lock lock(m_mutex);
        r = m_report;
    }
    m_gone.addTo(r);
    return r;
}

std::vector<std::string> SyzygySource::folders() const {
    std::shared_lock lock(m_mutex);
    return m_report.folders;
}

bool SyzygySource::isGone(const std::string &file) const {
    return m_gone.contains(file);
}

void SyzygySource::noteFailure(const std::string &file) const {
    m_gone.note(file);
}

const SyzygySource::Material *SyzygySource::coveringMaterial(const Position &pos) const {
    if (m_materials.empty() || pos.castlingRights() != 0) return nullptr;
    const TbMaterialNames names = syzygyMaterial(pos);
    if (names.men > m_largest) return nullptr;
    auto it = m_materials.find(names.whiteFirst);
    if (it == m_materials.end()) it = m_materials.find(names.blackFirst);
    if (it == m_materials.end() || isGone(it->second.wdlFile)) return nullptr;
    return &it->second;
}

bool SyzygySource::covers(const Position &pos) const {
    std::shared_lock lock(m_mutex, std::try_to_lock);
    if (!lock.owns_lock()) return false;
    return coveringMaterial(pos) != nullptr;
}

TableProbe SyzygySource::wdlResult(const Material &material, const Position &pos) const {
    TableProbe r = TableProbe::notFound(TbSource::Syzygy);
    const unsigned wdl = fathom::probeWdl(pos);
    if (wdl == TB_RESULT_FAILED) {
        noteFailure(material.wdlFile);
        return r;
    }
    r.kind = outcomeOf(wdl);
    return r;
}

TableProbe SyzygySource::probeWdl(const Position &pos) const {
    TableProbe r = TableProbe::notFound(TbSource::Syzygy);
    // A scan in progress holds the lock: answer "not found" rather than wait.
    std::shared_lock lock(m_mutex, std::try_to_lock);
    if (!lock.owns_lock()) return r;
    const Material *m = coveringMaterial(pos);
    return m ? wdlResult(*m, pos) : r;
}

TableProbe SyzygySource::probe(const Position &pos) const {
    TableProbe r = TableProbe::notFound(TbSource::Syzygy);
    // A scan in progress holds the lock: answer "not found" rather than wait.
    std::shared_lock lock(m_mutex, std::try_to_lock);
    if (!lock.owns_lock()) return r;
    const Material *m = coveringMaterial(pos);
    if (!m) return r;
    if (!m->dtzFile.empty() && !isGone(m->dtzFile)) {
        unsigned result;
        {
            std::lock_guard rootLock(m_rootMutex);
            result = fathom::probeRoot(pos);
        }
        if (result == TB_RESULT_CHECKMATE) {
            r.kind = TableProbe::Kind::Loss; // the side to move is mated
            return r;
        }
        if (result == TB_RESULT_STALEMATE) {
            r.kind = TableProbe::Kind::Draw;
            return r;
        }
        if (result != TB_RESULT_FAILED) {
            r.kind = outcomeOf(TB_GET_WDL(result));
            if (r.kind != TableProbe::Kind::Draw) {
                r.metric = TbMetric::Dtz;
                r.distance = int(TB_GET_DTZ(result));
            }
            return r;
        }
        noteFailure(m->dtzFile);
    }
    // No DTZ file, or it failed: the WDL value.
    return wdlResult(*m, pos);
}

} // namespace rampart
