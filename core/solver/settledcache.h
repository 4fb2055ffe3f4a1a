// What the DTM search settled for a solved root (settleddtms.h: the values of
// the root, its moves and the positions along its DTM line, and the lines),
// kept on disk beside the slices of the same scope. A position solved once
// then shows its exact DTM and line again in a later session without
// searching again: Fine #70 from the cache took 7.0 s, 3.7 s of it the DTM
// search.
//
// One file a root, "dtm-<scope>-<root key in 16 hex digits>.rsd" in the
// slices' folder: the magic "RSDT", the format version, the scope, the root's
// key, the counts, an FNV-1a checksum over header and payload; then the
// values (position key, both runs, side to move) and the lines (start key,
// length, moves). Written through a temporary file and renamed; read back
// only when every check holds, else refused (the search runs again and
// writes it anew). Keys are Position::key(), the same in every run and build.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>

#include "solver/settleddtms.h"
#include "solver/solverproblem.h"

namespace rampart {

class SettledCache {
public:
    static constexpr std::uint32_t FormatVersion = 1;
    static constexpr int HeaderBytes = 36;

    // folder: where the slices of this scope go (SliceCache::directory()).
    SettledCache(std::filesystem::path folder, int scope);
    std::filesystem::path fileFor(std::uint64_t rootKey) const;

    enum class LoadStatus { Loaded, Missing, Bad };
    struct LoadResult {
        LoadStatus status = LoadStatus::Missing;
        SolverProblem problem; // Bad: SettledFileBad with the file
    };
    // Adds what the root's file holds to into (values narrow what is there).
    LoadResult load(std::uint64_t rootKey, SettledDtms &into) const;
    // Everything from holds, as the root's file. Nothing when saved, else why
    // not (SettledNotSaved).
    std::optional<SolverProblem> save(std::uint64_t rootKey, const SettledDtms &from) const;

private:
    std::filesystem::path m_folder;
    int m_scope = 0;
};

} // namespace rampart
