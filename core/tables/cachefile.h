// What every cache file of Rampart's own (the endgame tables, the solver's
// slices) needs on disk: little-endian header fields, the FNV-1a checksum
// over header and payload, and a write that never leaves a half-written file
// under the final name (a temporary file of our own in the same folder, then
// an atomic rename).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace rampart::cachefile {

// 64-bit FNV-1a (Fowler, Noll, Vo): start with FnvBasis, chain calls to
// checksum several ranges.
inline constexpr std::uint64_t FnvBasis = 0xcbf29ce484222325ULL;
std::uint64_t fnv1a(const std::uint8_t *data, std::size_t n, std::uint64_t h = FnvBasis);

// The payload of a cache file: one zstd frame at zstd's fastest regular
// level, carrying zstd's content checksum (XXH64 of the uncompressed bytes,
// checked by zstd itself when the frame is decompressed). Hashing the
// payload byte by byte with FNV-1a, as format 1 of the tables and 3 of the
// slices did, was a fifth of the time to load the 35 four-man tables.
// Returns the frame's size, 0 with error set on failure.
std::size_t compressFrame(const std::uint8_t *data, std::size_t n, std::uint8_t *out,
                          std::size_t capacity, std::string *error);
// Whether a frame carries the content checksum (a file of the new formats
// without it is refused: its payload would go unchecked).
bool frameHasChecksum(const std::uint8_t *frame, std::size_t n);

// Decompresses a cache file's frame into exactly outBytes at out and checks
// it, for both kinds of file: header is the file's first checksumOffset
// bytes, storedSum the checksum stored after them. legacy: the checksum
// covers the header and the uncompressed payload (tables format 1, slices
// format 3); otherwise the header only, and the frame must carry zstd's
// content checksum. Returns "" when sound, else the problem ("header
// checksum mismatch", "checksum mismatch", ...).
std::string unpackChecked(const std::uint8_t *header, std::size_t checksumOffset,
                          std::uint64_t storedSum, bool legacy, const std::uint8_t *frame,
                          std::size_t frameBytes, std::uint8_t *out, std::size_t outBytes);

// The low `bytes` bytes of v at p, least significant first, and back.
void putLe(std::uint8_t *p, std::uint64_t v, int bytes);
std::uint64_t getLe(const std::uint8_t *p, int bytes);

// The whole file at path into bytes (one read, not byte by byte); false
// when it cannot be opened or read.
bool readAll(const std::filesystem::path &path, std::vector<std::uint8_t> &bytes);

// Writes size bytes to target through "<target name>.tmp-<thread>-<random>"
// in the same folder and renames it into place. On failure the temporary
// file is removed, target is left as it was, and error (if given) says why.
bool writeAtomically(const std::filesystem::path &target, const std::uint8_t *data,
                     std::size_t size, std::string *error);

} // namespace rampart::cachefile
