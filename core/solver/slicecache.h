// Solved slices kept on disk, one file per slice in "<table cache>/slices".
//
// File layout (little-endian):
//   offset  size  field
//        0     8  magic "RAMPSL\r\n"
//        8     4  format version (FormatVersion)
//       12     4  table generator version (MaterialTable::GeneratorVersion:
//                 exits were valued by those tables)
//       16     8  white pawns (bitboard)
//       24     8  black pawns
//       32     1  white piece (PieceType, 6 = none)
//       33     1  black piece
//       34     1  runs: 1 (no value rests on an assumption), 2 (White-
//                 favoured run, then Black-favoured run), 3 or 4 (run 0 or
//                 run 1 only: the other is the assumption; queen bounds);
//                 plus ByteValues (0x80) when the payload holds one byte a
//                 value
//       35     1  scope: the pieces a slice may hold (Solver::Options::
//                 slicePieces; a smaller scope values more moves by
//                 assumption), or 4 + the sides whose queen slices
//                 are solved (1 White, 2 Black, 3 both) for queen bounds
//       36     8  entries per run (SliceKey::positions())
//       44     8  checksum: 64-bit FNV-1a over bytes 0..43
//       52    ..  the payload, one zstd frame with zstd's content checksum
//                 (XXH64, checked as it decompresses): runs x entries values,
//                 each one byte in the four-man tables' encoding (0 draw,
//                 1 + plies to mate, 255 none: score::toTableByte()) when
//                 every value of the slice has one (mates within 253 plies,
//                 as in every pawn ending met so far), else a 16-bit score
//                 (solverscore.h). Fine #70's queen slices shrink about
//                 tenfold at zstd's fastest level; the tables' cache files
//                 (tablecache.h) are zstd frames too
//                 (cachefile::compressFrame).
//
// Format 4 files (16-bit scores always) and format 3 files (the checksum at
// 44 over bytes 0..43 and the uncompressed payload, the frame without a
// checksum) are still read.
//
// Files are named "<SliceKey::fileStem()>-s<scope>.rsl".
//
// A file that is missing, truncated, corrupt, of another slice or of another
// version is never trusted: load() says why and the caller solves the slice
// again. save() writes a temporary file in the same folder and renames it
// into place, so no reader ever sees half a file.
#pragma once

#include <filesystem>
#include <optional>
#include <vector>

#include "solver/slicekey.h"
#include "solver/slicevalues.h"
#include "solver/solverproblem.h"
#include "solver/solverscore.h"

namespace rampart {

struct SolvedSlice {
    // runs[0]: out-of-scope exits valued as wins for White; runs[1]: for
    // Black. One run when no value of the slice rests on an assumption.
    // One run kept for run onlyRun alone (queen bounds: a side's queen slices
    // are solved in that side's lower bound only); -1: runs covers both.
    std::vector<SliceValues> runs;
    int onlyRun = -1;
    bool hasRun(int r) const { return onlyRun < 0 || onlyRun == r; }
    const SliceValues &run(int r) const { return runs[runs.size() > 1 ? r : 0]; }
};

class SliceCache {
public:
    static constexpr std::uint32_t FormatVersion = 5;
    // In the runs byte of the header: the payload holds one byte a value.
    static constexpr std::uint8_t ByteValues = 0x80;
    static constexpr int HeaderBytes = 52;

    enum class Folder { SlicesSubfolder, AsGiven };
    // Slices go to "<directory>/slices" (directory = the table cache), or
    // into directory itself with Folder::AsGiven.
    // scope: SliceRules::scopeCode() (0 to 2 pieces a slice may hold; 4 + sides for queen
    // bounds), part of every file's name
    // and header: slices solved under another scope are other files.
    SliceCache(const std::filesystem::path &directory, Folder folder, int scope);
    const std::filesystem::path &directory() const { return m_directory; }
    std::filesystem::path fileFor(const SliceKey &key) const;

    enum class LoadStatus { Loaded, Missing, Bad };
    struct LoadResult {
        LoadStatus status = LoadStatus::Missing;
        SolverProblem problem; // Bad: what is wrong, with the file
    };
    LoadResult load(const SliceKey &key, SolvedSlice &slice) const;
    // The runs of a slice as the solve left them (16-bit scores over the
    // full index, SolvedSlice::onlyRun's meaning for onlyRun): written as
    // they are, before they are packed for memory (SliceValues), which a
    // slice's values read back one entry at a time would cost again.
    // Nothing when saved, else why not.
    std::optional<SolverProblem> save(const SliceKey &key, int onlyRun,
                                      const std::vector<std::vector<score::Score>> &runs) const;

private:
    std::filesystem::path m_directory;
    int m_scope = 2;
};

} // namespace rampart
