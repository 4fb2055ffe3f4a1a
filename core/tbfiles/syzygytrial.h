// The trial run of one material's Syzygy files before fathom uses them for
// real (syzygysource.h): in a process of its own (tbsandbox.h), with fathom
// pointed at a private folder holding the material's files and the files of
// every material that already passed (so the smaller tables its captures and
// promotions lead to are visible when the folder has them).
//
// What the trial checks, on sample positions (tbsamplepositions.h):
// - fathom opens the files and counts the material (TB_LARGEST > 0);
// - fathom answers the WDL of every sample; for every 8th (the check costs a
//   probe per legal move) its WDL agrees with a one-ply search over fathom's
//   WDL of every position after a legal move (win if some move leaves the
//   opponent lost, else draw if some move draws, else loss; mate and
//   stalemate by the rules; cursed wins count as wins, blessed losses as
//   losses). A genuine table holds the game's exact value, which satisfies
//   this for every position; a renamed file (another material's values) or
//   garbage with the right header does not;
// - with a DTZ file, fathom's root probe answers and its WDL agrees.
// A probe fathom cannot answer because it needs a table the folder lacks
// (syzygyDependencies) skips that position; a probe that fails while every
// such table is visible fails the trial. At least MinCheckedPositions
// positions must pass the one-ply check, so a file is never passed on no evidence.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "tbfiles/tbsandbox.h"

namespace rampart {

struct SyzygyTrialFile {
    std::string fileName; // "KQvK.rtbw"
    std::string path;     // the original file
};

// Every material (Syzygy names, both orders of the sides) that fathom may
// probe to answer for material: those reached by captures and promotions,
// repeatedly, bare kings left out. "KPvK" -> KQvK, KRvK, KBvK, KNvK (and
// KvKQ, ...).
std::set<std::string> syzygyDependencies(const std::string &material);
// The pawns in a Syzygy material name; trials run in order of men, then pawns,
// so a material's dependencies are tried before it.
int syzygyPawns(const std::string &material);

class SyzygyTrial {
public:
    static constexpr int SamplePositions = 1024;
    static constexpr int OnePlyStride = 8; // every 8th sample gets the one-ply check
    static constexpr int DtzStride = 16;   // every 16th sample also probed for DTZ
    static_assert(DtzStride % OnePlyStride == 0, "DTZ probes follow a one-ply check");
    static constexpr int MinCheckedPositions = 16;
    static constexpr std::chrono::milliseconds TimeLimit{20000};

    // files: the material's own files; passed: files of materials that
    // passed before (made visible too); passedMaterials: their names.
    static SandboxOutcome run(const std::string &material,
                              const std::vector<SyzygyTrialFile> &files,
                              const std::vector<SyzygyTrialFile> &passed,
                              const std::set<std::string> &passedMaterials);

    // The trial itself, run by the trial program (app/tools/tbtrial.cpp) in
    // a process of its own: fathom started on folder, the checks above on
    // the material's samples. dtz: the folder holds the material's DTZ file;
    // complete: every table the material's probes may need is in the folder.
    static bool probe(const std::string &folder, const std::string &material, bool dtz,
                      bool complete);
};

} // namespace rampart
