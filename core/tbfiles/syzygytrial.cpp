#include "tbfiles/syzygytrial.h"

#include <algorithm>
#include <bit>
#include <tbprobe.h>

#include "chess/position.h"

#include "tbfiles/fathomcalls.h"
#include "tbfiles/tbsamplepositions.h"
#include "tbfiles/tbstagingfolder.h"

namespace rampart {

namespace {

constexpr const char *MenOrder = "QRBNP";

std::string sorted(std::string men) {
    std::sort(men.begin(), men.end(), [](char a, char b) {
        return std::string_view(MenOrder).find(a) < std::string_view(MenOrder).find(b);
    });
    return men;
}

// "KQvKR" -> {"Q", "R"}: each side's men besides the king.
std::pair<std::string, std::string> sidesOf(const std::string &material) {
    const std::size_t v = material.find('v');
    if (v == std::string::npos || v < 1) return {};
    return {material.substr(1, v - 1), material.substr(v + 2)};
}

// "KQvKR" -> "Qr": White's men upper case, Black's lower case.
std::string menOfSyzygyName(const std::string &material) {
    const auto [white, black] = sidesOf(material);
    std::string men = white;
    for (char c : black) men += char(c + 32);
    return men;
}

int sign(int v) {
    return (v > 0) - (v < 0);
}

// The sign of fathom's WDL for the side to move (win +1, draw 0, loss -1),
// or nothing when fathom could not answer. Bare kings are a draw.
bool wdlSign(const Position &pos, int &out) {
    if (std::popcount(pos.pieces()) == 2) {
        out = 0;
        return true;
    }
    const unsigned wdl = fathom::probeWdl(pos);
    if (wdl == TB_RESULT_FAILED) return false;
    out = sign(int(wdl) - 2);
    return true;
}

// The one-ply check of syzygytrial.h for pos: true when it holds, false when
// it does not; `answered` false when fathom could not answer a probe.
bool onePlyAgrees(const Position &pos, bool &answered) {
    answered = false;
    int value = 0;
    if (!wdlSign(pos, value)) return true;
    const MoveList moves = pos.legalMoves();
    int best = -1;
    if (moves.empty()) best = pos.inCheck() ? -1 : 0;
    for (Move m : moves) {
        Position child = pos;
        child.makeMove(m);
        int childValue = 0;
        if (!wdlSign(child, childValue)) return true;
        best = std::max(best, -childValue);
    }
    answered = true;
    return value == best;
}

} // namespace

std::set<std::string> syzygyDependencies(const std::string &material) {
    std::set<std::pair<std::string, std::string>> seen;
    std::vector<std::pair<std::string, std::string>> todo{sidesOf(material)};
    std::set<std::string> out;
    while (!todo.empty()) {
        const auto [white, black] = todo.back();
        todo.pop_back();
        for (int side = 0; side < 2; ++side) {
            const std::string &men = side == 0 ? white : black;
            for (std::size_t i = 0; i < men.size(); ++i) {
                std::vector<std::string> next{men.substr(0, i) + men.substr(i + 1)}; // captured
                if (men[i] == 'P')
                    for (char promoted : std::string("QRBN")) {
                        std::string p = men;
                        p[i] = promoted;
                        next.push_back(sorted(p));
                    }
                for (const std::string &n : next) {
                    std::pair<std::string, std::string> sides =
                        side == 0 ? std::pair{n, black} : std::pair{white, n};
                    if (sides.first.empty() && sides.second.empty()) continue;
                    if (!seen.insert(sides).second) continue;
                    todo.push_back(sides);
                    out.insert("K" + sides.first + "vK" + sides.second);
                    out.insert("K" + sides.second + "vK" + sides.first);
                }
            }
        }
    }
    return out;
}

int syzygyPawns(const std::string &material) {
    return int(std::count(material.begin(), material.end(), 'P'));
}

SandboxOutcome SyzygyTrial::run(const std::string &material,
                                const std::vector<SyzygyTrialFile> &files,
                                const std::vector<SyzygyTrialFile> &passed,
                                const std::set<std::string> &passedMaterials) {
    TbStagingFolder trial("rampart-syzygy-trial");
    bool dtz = false;
    for (const SyzygyTrialFile &f : files) {
        if (!trial.link(f.fileName, f.path)) return SandboxOutcome::NoChild;
        dtz = dtz || f.fileName.ends_with(".rtbz");
    }
    for (const SyzygyTrialFile &f : passed)
        if (!trial.link(f.fileName, f.path)) return SandboxOutcome::NoChild;
    const std::set<std::string> needed = syzygyDependencies(material);
    // Each dependency is needed in one of its two spellings only.
    const bool complete = std::all_of(needed.begin(), needed.end(), [&](const std::string &m) {
        const auto [white, black] = sidesOf(m);
        return passedMaterials.count(m) || passedMaterials.count("K" + black + "vK" + white);
    });
    return runInSandbox(
        {"syzygy", trial.path(), material, dtz ? "dtz" : "wdl", complete ? "complete" : "partial"},
        TimeLimit);
}

bool SyzygyTrial::probe(const std::string &folder, const std::string &material, bool dtz,
                        bool complete) {
    if (!fathom::init(folder.c_str()) || fathom::largest() == 0) return false;
    const std::vector<Position> samples =
        sampleTbPositions(menOfSyzygyName(material), SamplePositions, 1);
    int checked = 0;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const Position &pos = samples[i];
        if (i % OnePlyStride != 0) {
            if (complete && fathom::probeWdl(pos) == TB_RESULT_FAILED) return false;
            continue;
        }
        bool answered = false;
        if (!onePlyAgrees(pos, answered)) return false;
        if (!answered) {
            if (complete) return false;
            continue;
        }
        ++checked;
        if (!dtz || i % DtzStride != 0) continue; // a multiple of OnePlyStride
        const unsigned root = fathom::probeRoot(pos);
        if (root == TB_RESULT_FAILED) {
            if (complete) return false;
            continue;
        }
        if (root == TB_RESULT_CHECKMATE || root == TB_RESULT_STALEMATE) continue;
        if (TB_GET_WDL(root) != fathom::probeWdl(pos)) return false;
    }
    return checked >= MinCheckedPositions;
}

} // namespace rampart
