// Format checks on tablebase files before a probing library sees them.
//
// Neither libgaviotatb nor libfathom is hardened against crafted files: the
// Gaviota reader trusts the block index of a file (a block larger than its
// 64 KiB buffer or an index shorter than the material needs overruns memory)
// and fathom maps a file and then trusts the offsets in it. So every file is
// checked here first, and only files that pass are shown to the library
// (through a private folder of links, tbstagingfolder.h).
//
// Gaviota (.gtb.cpN): the name must be a Gaviota material (k, the stronger
// side's men in the order q r b n p, k, the other side's men; at most five
// men); the 40-byte header must give the 16384-entry block size and exactly
// the number of blocks and the tail block sizes that material's index range
// needs (the ranges are those of the published Gaviota format); the block
// offsets must start after the index, grow, stay within the file and give no
// block above 64 KiB. Uncompressed files (cp0) must hold both sides' tables.
//
// Syzygy (.rtbw, .rtbz): the name must be a material (KQRvKP style, at most
// seven men, as many as the pieces allow), the file must start with the
// format's magic number for its kind and its size must be 16 modulo 64 (the
// padding every Syzygy file has).
//
// What no check short of decoding can catch: a file with a valid header and
// index whose compressed blocks are garbage. The Gaviota decoders (zlib,
// LZMA, LZF) check their input; fathom's are unchecked. Such a file can still
// give wrong values; README says to verify downloads by their checksums.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace rampart {

struct TbFileCheck {
    bool ok = false;
    bool unreadable = false; // could not open or read (ok is false)
    std::string detail;      // why not, in English
    std::string material;    // canonical name: "kpk", "KPvKP"
    std::string kind;        // "DTM", "WDL", "DTZ"
    std::string scheme;      // Gaviota: "cp0".."cp4"
    int men = 0;
};

class GaviotaFileCheck {
public:
    static constexpr std::uint32_t BlockEntries = 16384;
    static constexpr std::uint32_t MaxCompressedBlock = 65536;
    static constexpr int MaxMen = 5;

    // Whether the file name looks like a Gaviota file at all ("*.gtb.cp*").
    static bool looksLikeGaviota(const std::string &fileName);
    // Positions per side of a material's index, or nullopt when the name is
    // no Gaviota material ("kqk" -> 29568).
    static std::optional<std::uint64_t> indexRange(const std::string &material);
    static TbFileCheck check(const std::string &path);
};

class SyzygyFileCheck {
public:
    static constexpr int MaxMen = 7;
    static bool looksLikeSyzygy(const std::string &fileName);
    static TbFileCheck check(const std::string &path);
};

} // namespace rampart
