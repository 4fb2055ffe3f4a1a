// What every cache file of Rampart's own (the endgame tables, the solver's
// slices) needs on disk: little-endian header fields, the FNV-1a checksum
// over header and payload, and a write that never leaves a half-written file
// under the final name (a temporary file of our own in the same folder, then
// an atomic rename).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace rampart::cachefile {

// What the check of a cache file's payload found wrong (the app words it).
enum class FrameDamage {
    HeaderChecksum,   // the header's checksum does not match
    NoChecksum,       // a current-format frame without zstd's content checksum
    ChecksumMismatch, // the payload's checksum does not match
    NotDecompressed   // zstd cannot decompress the frame to the expected size
};

// Why a cache file was not written, as a code with the path it names, so
// that the app words it in the user's language. The file under its final
// name is left as it was.
struct WriteFailure {
    enum class Code {
        FolderNotMade, // path: the folder, detail: the system's words
        NotCompressed, // detail: zstd's error name (empty: no memory for it)
        NotOpened,     // path: the temporary file
        NotFilled,     // path: the temporary file (the disk may be full)
        NotRenamed     // path: the temporary file
    };
    Code code = Code::NotOpened;
    std::string path;
    std::string detail;
    bool operator==(const WriteFailure &) const = default;
};

// 64-bit FNV-1a (Fowler, Noll, Vo): start with FnvBasis, chain calls to
// checksum several ranges.
inline constexpr std::uint64_t FnvBasis = 0xcbf29ce484222325ULL;
std::uint64_t fnv1a(const std::uint8_t *data, std::size_t n, std::uint64_t h = FnvBasis);

// The payload of a cache file: one zstd frame at zstd's fastest regular
// level, carrying zstd's content checksum (XXH64 of the uncompressed bytes,
// checked by zstd itself when the frame is decompressed). Hashing the
// payload byte by byte with FNV-1a, as format 1 of the tables and 3 of the
// slices did, was a fifth of the time to load the 35 four-man tables.
// Returns the frame's size, 0 with failure set (NotCompressed) on failure.
std::size_t compressFrame(const std::uint8_t *data, std::size_t n, std::uint8_t *out,
                          std::size_t capacity, WriteFailure *failure);
// Whether a frame carries the content checksum (a file of the new formats
// without it is refused: its payload would go unchecked).
bool frameHasChecksum(const std::uint8_t *frame, std::size_t n);

// Decompresses a cache file's frame into exactly outBytes at out and checks
// it, for both kinds of file: header is the file's first checksumOffset
// bytes, storedSum the checksum stored after them. legacy: the checksum
// covers the header and the uncompressed payload (tables format 1, slices
// format 3); otherwise the header only, and the frame must carry zstd's
// content checksum. Returns nothing when sound, else what is wrong.
std::optional<FrameDamage> unpackChecked(const std::uint8_t *header, std::size_t checksumOffset,
                                         std::uint64_t storedSum, bool legacy,
                                         const std::uint8_t *frame, std::size_t frameBytes,
                                         std::uint8_t *out, std::size_t outBytes);

// The low `bytes` bytes of v at p, least significant first, and back.
void putLe(std::uint8_t *p, std::uint64_t v, int bytes);
std::uint64_t getLe(const std::uint8_t *p, int bytes);

// The whole file at path into bytes (one read, not byte by byte); false
// when it cannot be opened or read.
bool readAll(const std::filesystem::path &path, std::vector<std::uint8_t> &bytes);

// Creates folder (and its parents) when missing; the failure otherwise.
std::optional<WriteFailure> makeFolder(const std::filesystem::path &folder);

// Writes size bytes to target through "<target name>.tmp-<thread>-<random>"
// in the same folder and renames it into place. On failure the temporary
// file is removed, target is left as it was, and the failure says why.
std::optional<WriteFailure> writeAtomically(const std::filesystem::path &target,
                                            const std::uint8_t *data, std::size_t size);

} // namespace rampart::cachefile
