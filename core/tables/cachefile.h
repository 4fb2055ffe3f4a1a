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

namespace rampart::cachefile {

// 64-bit FNV-1a (Fowler, Noll, Vo): start with FnvBasis, chain calls to
// checksum several ranges.
inline constexpr std::uint64_t FnvBasis = 0xcbf29ce484222325ULL;
std::uint64_t fnv1a(const std::uint8_t *data, std::size_t n, std::uint64_t h = FnvBasis);

// The low `bytes` bytes of v at p, least significant first, and back.
void putLe(std::uint8_t *p, std::uint64_t v, int bytes);
std::uint64_t getLe(const std::uint8_t *p, int bytes);

// Writes size bytes to target through "<target name>.tmp-<thread>-<random>"
// in the same folder and renames it into place. On failure the temporary
// file is removed, target is left as it was, and error (if given) says why.
bool writeAtomically(const std::filesystem::path &target, const std::uint8_t *data,
                     std::size_t size, std::string *error);

} // namespace rampart::cachefile
