#include "tbfiles/gaviotasource.h"

#include <algorithm>
#include <array>
#include <gtb-probe.h>

#include "chess/position.h"

#include "tbfiles/tbfolderscan.h"
#include "tbfiles/tbmaterialkey.h"
#include "tbfiles/tbsamplepositions.h"
#include "tbfiles/tbsandbox.h"
#include "tbfiles/tbstagingfolder.h"
#include "tbfiles/tbtrialmemory.h"

namespace rampart {

namespace {

// One probe through the library (no locking; callers hold what they must).
// NotFound when the library fails (failed is set) or calls the position
// illegal.
TableProbe gaviotaProbe(const Position &pos, bool &failed) {
    TableProbe r = TableProbe::notFound(TbSource::Gaviota);
    // Square lists ended by tb_NOSQUARE, piece lists by tb_NOPIECE; the
    // library's squares and piece codes: a1 = 0, pawn 1 .. king 6.
    std::array<unsigned, 17> squares[2];
    std::array<unsigned char, 17> kinds[2];
    for (const Color c : {White, Black}) {
        std::size_t n = 0;
        for (Bitboard b = pos.pieces(c); b && n < 16;) {
            const Square s = popLsb(b);
            squares[c][n] = s;
            kinds[c][n] = static_cast<unsigned char>(int(typeOf(pos.pieceOn(s))) + int(tb_PAWN));
            ++n;
        }
        squares[c][n] = tb_NOSQUARE;
        kinds[c][n] = tb_NOPIECE;
    }
    const unsigned stm = pos.sideToMove() == White ? tb_WHITE_TO_MOVE : tb_BLACK_TO_MOVE;
    const unsigned ep =
        pos.enPassantSquare() == NoSquare ? unsigned(tb_NOSQUARE) : unsigned(pos.enPassantSquare());
    unsigned info = tb_UNKNOWN, plies = 0;
    const int ok = tb_probe_hard(stm, ep, tb_NOCASTLE, squares[White].data(), squares[Black].data(),
                                 kinds[White].data(), kinds[Black].data(), &info, &plies);
    failed = !ok || info == tb_UNKNOWN;
    if (failed || info == tb_FORBID) return r;
    // A DTM source: every answer, a draw too, in the metric of our own tables.
    r.metric = TbMetric::Dtm;
    if (info == tb_DRAW) {
        r.kind = TableProbe::Kind::Draw;
        return r;
    }
    const bool whiteMates = info == tb_WMATE;
    const bool moverWins = whiteMates == (pos.sideToMove() == White);
    r.kind = moverWins ? TableProbe::Kind::Win : TableProbe::Kind::Loss;
    // Plies to mate: a win in N moves is 2N - 1 plies, a loss in N moves 2N.
    r.distance = moverWins ? int(plies + 1) / 2 : int(plies) / 2;
    return r;
}

} // namespace

GaviotaSource &GaviotaSource::instance() {
    static GaviotaSource source;
    return source;
}

GaviotaSource::GaviotaSource() = default;

GaviotaSource::~GaviotaSource() {
    std::unique_lock lock(m_mutex);
    if (m_started) {
        tbcache_done();
        tb_done();
    }
    if (m_paths) tbpaths_done(m_paths);
}

namespace {

// "kqkr" -> "Qr": the men besides the kings, White's upper case.
std::string menOfGaviotaName(const std::string &material) {
    const std::size_t second = material.find('k', 1);
    std::string men;
    for (std::size_t i = 1; i < material.size(); ++i)
        if (i != second) men += i < second ? char(material[i] - 32) : material[i];
    return men;
}

// Probes positions with only the given file visible to the library, in the
// trial program (tbsandbox.h, GaviotaSource::trialProbe()). Called with the
// source's exclusive lock held.
SandboxOutcome tryFile(const TbCheckedFile &file, int compression) {
    TbStagingFolder trial("rampart-gaviota-trial");
    if (!trial.link(file.fileName, file.path)) return SandboxOutcome::NoChild;
    return runInSandbox({"gaviota", trial.path(), std::to_string(compression), file.check.material},
                        GaviotaSource::TrialTimeLimit);
}

} // namespace

bool GaviotaSource::trialProbe(const std::string &folder, int compression,
                               const std::string &material) {
    const std::vector<Position> samples =
        sampleTbPositions(menOfGaviotaName(material), trialPositions(int(material.size())), 1);
    const char **paths = tbpaths_add(tbpaths_init(), folder.c_str());
    if (!paths) return false;
    tb_init(0, compression, paths);
    tbcache_init(CacheBytes, WdlCacheFraction);
    bool failed = false;
    for (const Position &pos : samples)
        if (gaviotaProbe(pos, failed); failed) return false;
    return tb_availability() != 0;
}

TbFolderReport GaviotaSource::setFolders(const std::vector<std::string> &folders) {
    TbFolderScan scan =
        scanTbFolders(folders, GaviotaFileCheck::looksLikeGaviota, GaviotaFileCheck::check);
    TbFolderReport report = std::move(scan.report);

    // The scheme with the most files; ties to the higher scheme number.
    std::map<std::string, int> perScheme;
    for (const TbCheckedFile &f : scan.accepted) ++perScheme[f.check.scheme];
    std::string scheme;
    int best = 0;
    for (const auto &[name, count] : perScheme)
        if (count >= best) {
            best = count;
            scheme = name;
        }
    const int compression = scheme.empty() ? tb_CP4 : scheme.back() - '0';

    std::vector<const TbCheckedFile *> candidates;
    std::map<std::string, std::string> chosen; // material -> path
    for (const TbCheckedFile &f : scan.accepted) {
        if (f.check.scheme != scheme) {
            report.problems.push_back({TbProblem::Code::OtherCompression, f.path, scheme});
        } else if (const auto it = chosen.find(f.check.material); it != chosen.end()) {
            report.problems.push_back({TbProblem::Code::Duplicate, f.path, it->second});
        } else {
            chosen.emplace(f.check.material, f.path);
            candidates.push_back(&f);
        }
    }

    // From here on no probe runs (they fail fast while a scan holds the lock).
    std::unique_lock lock(m_mutex);
    auto staging = std::make_unique<TbStagingFolder>("rampart-gaviota");
    if (!staging->valid() && !candidates.empty())
        report.problems.push_back({TbProblem::Code::StagingFailed, {}, staging->error()});
    std::map<std::string, std::string> files;
    bool noTrialProgram = false;
    for (const TbCheckedFile *f : candidates) {
        const SandboxOutcome trial =
            m_trials.passed({f->path}) ? SandboxOutcome::Passed : tryFile(*f, compression);
        if (trial == SandboxOutcome::Passed) m_trials.rememberPassed({f->path});
        if (trial == SandboxOutcome::NoProgram) {
            noTrialProgram = true;
            continue;
        }
        if (trial != SandboxOutcome::Passed) {
            report.problems.push_back(
                {TbProblem::Code::BadFile, f->path, sandboxOutcomeText(trial)});
            continue;
        }
        if (!staging->link(f->fileName, f->path)) {
            report.problems.push_back({TbProblem::Code::StagingFailed, f->path, staging->error()});
            continue;
        }
        files.emplace(f->check.material, f->path);
        report.files.push_back({f->check.material, f->check.kind, f->check.scheme, f->path});
        report.largestMen = std::max(report.largestMen, f->check.men);
    }
    if (noTrialProgram)
        report.problems.push_back({TbProblem::Code::NoTrialProgram, {}, SandboxProgramName});

    const char **oldPaths = m_paths;
    m_paths = nullptr;
    if (!files.empty() || m_started) {
        const char **paths = tbpaths_init();
        if (paths && staging->valid()) paths = tbpaths_add(paths, staging->path().c_str());
        if (!paths) {
            report.problems.push_back({TbProblem::Code::LibraryRefused, {}, "out of memory"});
            files.clear();
        } else {
            if (m_started) {
                tb_restart(0, compression, paths);
                tbcache_restart(CacheBytes, WdlCacheFraction);
            } else {
                tb_init(0, compression, paths);
                tbcache_init(CacheBytes, WdlCacheFraction);
                m_started = true;
            }
            m_paths = paths;
            if (!files.empty() && tb_availability() == 0) {
                report.problems.push_back(
                    {TbProblem::Code::LibraryRefused, {}, "no table available after start"});
                files.clear();
            }
        }
    }
    // The library has let go of the old paths and links only now.
    if (oldPaths) tbpaths_done(oldPaths);
    m_staging = std::move(staging);
    m_files = std::move(files);
    m_active.store(!m_files.empty(), std::memory_order_relaxed);
    if (m_files.empty()) report.files.clear();
    m_report = report;
    m_gone.clear();
    return report;
}

TbFolderReport GaviotaSource::report() const {
    TbFolderReport r;
    {
        std::shared_lock lock(m_mutex);
        r = m_report;
    }
    m_gone.addTo(r);
    return r;
}

std::vector<std::string> GaviotaSource::folders() const {
    std::shared_lock lock(m_mutex);
    return m_report.folders;
}

std::string GaviotaSource::coveringFile(const Position &pos) const {
    if (m_files.empty()) return {};
    const TbMaterialNames names = gaviotaMaterial(pos);
    if (names.men > GaviotaFileCheck::MaxMen) return {};
    auto it = m_files.find(names.whiteFirst);
    if (it == m_files.end()) it = m_files.find(names.blackFirst);
    if (it == m_files.end()) return {};
    return m_gone.contains(it->second) ? std::string() : it->second;
}

bool GaviotaSource::covers(const Position &pos) const {
    std::shared_lock lock(m_mutex, std::try_to_lock);
    if (!lock.owns_lock()) return false;
    return !coveringFile(pos).empty();
}

void GaviotaSource::noteFailure(const std::string &file) const {
    m_gone.note(file);
}

TableProbe GaviotaSource::probe(const Position &pos) const {
    TableProbe r = TableProbe::notFound(TbSource::Gaviota);
    if (pos.castlingRights() != 0) return r;
    // A scan in progress holds the lock: answer "not found" rather than wait.
    std::shared_lock lock(m_mutex, std::try_to_lock);
    if (!lock.owns_lock()) return r;
    const std::string file = coveringFile(pos);
    if (file.empty()) return r;
    bool failed = false;
    r = gaviotaProbe(pos, failed);
    if (failed) noteFailure(file);
    return r;
}

} // namespace rampart
