// Built tables kept on disk, one zstd-compressed file per material in a
// directory the caller chooses (the app and the CLI use the user's cache
// location; see README "Cache files").
//
// File layout (little-endian):
//   offset  size  field
//        0     8  magic "RAMPTB\r\n"
//        8     4  format version (FormatVersion)
//       12     4  index layout version (TableIndex::LayoutVersion)
//       16     4  generator version (MaterialTable::GeneratorVersion)
//       20     8  material name, NUL-padded ("KQKP")
//       28     8  entries (uncompressed bytes)
//       36     8  compressed bytes that follow the header
//       44     8  checksum: 64-bit FNV-1a over bytes 0..43
//       52     ..  one zstd frame of the entries with zstd's content
//                 checksum (XXH64 of the entries, checked by zstd as it
//                 decompresses; cachefile::compressFrame)
//
// Format 1 files (the checksum at 44 covering bytes 0..43 and the
// uncompressed entries, the frame without a checksum) are still read.
//
// A file that is missing, truncated, corrupt, of another material or of
// another version is never trusted: load() reports why and the caller
// rebuilds it. save() writes a temporary file in the same directory and
// renames it into place, so readers never see a half-written file.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>

#include "tables/materialtable.h"
#include "tables/tableproblem.h"

namespace rampart {

class TableCache {
public:
    static constexpr std::uint32_t FormatVersion = 2;
    static constexpr int HeaderBytes = 52;

    explicit TableCache(std::filesystem::path directory);
    const std::filesystem::path &directory() const { return m_directory; }
    // "<directory>/KQKP.rtb".
    std::filesystem::path fileFor(const Material &canonical) const;

    enum class LoadStatus { Loaded, Missing, Bad };
    struct LoadResult {
        LoadStatus status = LoadStatus::Missing;
        std::shared_ptr<MaterialTable> table; // when Loaded
        TableProblem problem;                 // when Bad: what is wrong, naming the file
    };
    LoadResult load(const Material &canonical) const;
    // Creates the directory when needed. The problem (NotSaved) on failure.
    std::optional<TableProblem> save(const MaterialTable &table) const;
    // Compressed size of a material's file, 0 when missing.
    std::uintmax_t fileBytes(const Material &canonical) const;

private:
    std::filesystem::path m_directory;
};

} // namespace rampart
