#include "tbfiles/tbfilecheck.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <vector>

namespace rampart {

namespace {

constexpr std::uint64_t KingPairs = 462; // both kings, board symmetry removed
constexpr std::uint64_t PawnSquares = 24;
constexpr std::uint64_t SamePair = 2016;           // two like pieces
constexpr std::uint64_t SameTriple = 64 * 21 * 31; // three like pieces
constexpr std::uint64_t PawnPair = 576;            // two white pawns
constexpr std::uint64_t OpposedPawns = 24 * 48;    // a white and a black pawn
constexpr std::uint64_t PawnPairOf48 = 1128;
constexpr std::uint64_t PawnTriple = 8648;
constexpr std::uint64_t S = 64;

std::string fileNameOf(const std::string &path) {
    return std::filesystem::path(path).filename().string();
}

bool endsWith(const std::string &s, const std::string &tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// Men letters in the canonical order of the file names.
bool inCanonicalOrder(const std::string &men, const std::string &order) {
    std::size_t last = 0;
    for (char c : men) {
        const std::size_t at = order.find(c);
        if (at == std::string::npos || at < last) return false;
        last = at;
    }
    return true;
}

std::uint32_t le32(const unsigned char *p) {
    return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 |
           std::uint32_t(p[3]) << 24;
}

TbFileCheck fail(TbFileCheck r, std::string detail) {
    r.ok = false;
    r.detail = std::move(detail);
    return r;
}

TbFileCheck unreadable(TbFileCheck r, const std::string &detail) {
    r.unreadable = true;
    return fail(std::move(r), detail);
}

// Opens a file for the checks and measures it, leaving it at its start: the
// size in bytes, or the problem (r marked unreadable) when it cannot be
// opened or measured.
std::optional<std::uint64_t> openAndMeasure(const std::string &path, std::ifstream &in,
                                            TbFileCheck &r) {
    in.open(path, std::ios::binary);
    if (!in) {
        r = unreadable(r, std::strerror(errno));
        return std::nullopt;
    }
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    in.seekg(0);
    if (size < 0) {
        r = unreadable(r, "cannot tell the file size");
        return std::nullopt;
    }
    return std::uint64_t(size);
}

} // namespace

bool GaviotaFileCheck::looksLikeGaviota(const std::string &fileName) {
    const std::size_t at = fileName.find(".gtb.cp");
    return at != std::string::npos && at > 0;
}

std::optional<std::uint64_t> GaviotaFileCheck::indexRange(const std::string &material) {
    if (material.size() < 3 || material[0] != 'k') return std::nullopt;
    const std::size_t second = material.find('k', 1);
    if (second == std::string::npos) return std::nullopt;
    const std::string w = material.substr(1, second - 1), b = material.substr(second + 1);
    if (!inCanonicalOrder(w, "qrbnp") || !inCanonicalOrder(b, "qrbnp")) return std::nullopt;
    if (w.empty() || w.size() + b.size() + 2 > std::size_t(MaxMen)) return std::nullopt;
    const auto pawns = [](const std::string &s) { return std::count(s.begin(), s.end(), 'p'); };
    const auto wp = pawns(w), bp = pawns(b);
    // The index ranges of the Gaviota format, by the shape of the material
    // (a, b, c: pieces other than pawns; aa: two like pieces).
    if (w.size() == 1 && b.empty()) return wp ? PawnSquares * S * S : KingPairs * S;
    if (w.size() == 2 && b.empty()) {
        if (wp == 2) return PawnPair * S * S;
        if (wp == 1) return PawnSquares * S * S * S;
        return w[0] == w[1] ? KingPairs * SamePair : KingPairs * S * S;
    }
    if (w.size() == 1 && b.size() == 1) {
        if (wp && bp) return OpposedPawns * S * S;
        if (wp) return std::nullopt; // "kpkq": the stronger side is named first
        if (bp) return PawnSquares * S * S * S;
        return KingPairs * S * S;
    }
    if (w.size() == 3 && b.empty()) {
        if (wp == 3) return PawnTriple * S * S;
        if (wp == 2) return PawnPair * S * S * S;
        if (wp == 1)
            return w[0] == w[1] ? PawnSquares * SamePair * S * S : PawnSquares * S * S * S * S;
        if (w[0] == w[1] && w[1] == w[2]) return KingPairs * SameTriple;
        if (w[0] == w[1] || w[1] == w[2]) return KingPairs * SamePair * S;
        return KingPairs * S * S * S;
    }
    if (w.size() == 2 && b.size() == 1) {
        if (wp == 2) return bp ? PawnSquares * PawnPairOf48 * S * S : PawnPair * S * S * S;
        if (wp == 1) return bp ? OpposedPawns * S * S * S : PawnSquares * S * S * S * S;
        if (bp) return w[0] == w[1] ? PawnSquares * SamePair * S * S : PawnSquares * S * S * S * S;
        return w[0] == w[1] ? KingPairs * SamePair * S : KingPairs * S * S * S;
    }
    return std::nullopt;
}

TbFileCheck GaviotaFileCheck::check(const std::string &path) {
    TbFileCheck r;
    r.kind = "DTM";
    const std::string name = fileNameOf(path);
    const std::size_t at = name.find(".gtb.cp");
    if (at == std::string::npos || at == 0) return fail(r, "not a Gaviota file name");
    r.material = name.substr(0, at);
    const std::string schemeDigit = name.substr(at + 7);
    if (schemeDigit.size() != 1 || schemeDigit[0] < '0' || schemeDigit[0] > '4')
        return fail(r, "unknown compression scheme '" + name.substr(at + 5) + "'");
    r.scheme = "cp" + schemeDigit;
    r.men = int(r.material.size());
    const std::optional<std::uint64_t> range = indexRange(r.material);
    if (!range) return fail(r, "'" + r.material + "' is no Gaviota material of up to five men");

    std::ifstream in;
    const std::optional<std::uint64_t> measured = openAndMeasure(path, in, r);
    if (!measured) return r;
    const std::uint64_t fileSize = *measured;

    if (r.scheme == "cp0") {
        // One byte per position and side, no header.
        if (fileSize < 2 * *range) return fail(r, "too short for the material");
        r.ok = true;
        return r;
    }
    constexpr std::size_t HeaderBytes = 40;
    std::array<unsigned char, HeaderBytes> header{};
    if (fileSize < HeaderBytes) return fail(r, "too short for the header");
    if (!in.read(reinterpret_cast<char *>(header.data()), HeaderBytes))
        return unreadable(r, "read error in the header");
    const std::uint32_t blockSize = le32(&header[8]);
    const std::uint32_t tail1 = le32(&header[16]), tail2 = le32(&header[24]);
    const std::uint32_t indexEnd = le32(&header[32]);
    if (blockSize != BlockEntries) return fail(r, "unexpected block size");
    const std::uint64_t blocksPerSide = (*range + BlockEntries - 1) / BlockEntries;
    const std::uint32_t tail = std::uint32_t(*range % BlockEntries);
    if (tail1 != tail || tail2 != tail) return fail(r, "header does not fit the material");
    const std::uint64_t offsets = 2 * blocksPerSide + 1;
    if (indexEnd != HeaderBytes + 4 * offsets)
        return fail(r, "block index does not fit the material");
    if (indexEnd > fileSize) return fail(r, "truncated block index");

    std::vector<unsigned char> index(std::size_t(4 * offsets));
    if (!in.read(reinterpret_cast<char *>(index.data()), std::streamsize(index.size())))
        return unreadable(r, "read error in the block index");
    std::uint64_t previous = indexEnd;
    for (std::uint64_t i = 0; i < offsets; ++i) {
        const std::uint64_t offset = le32(&index[std::size_t(4 * i)]);
        if (i == 0 ? offset != indexEnd : offset <= previous)
            return fail(r, "block index out of order");
        if (offset - previous > MaxCompressedBlock) return fail(r, "block larger than 64 KiB");
        if (offset > fileSize) return fail(r, "truncated (a block lies beyond the end)");
        previous = offset;
    }
    r.ok = true;
    return r;
}

bool SyzygyFileCheck::looksLikeSyzygy(const std::string &fileName) {
    return endsWith(fileName, ".rtbw") || endsWith(fileName, ".rtbz");
}

TbFileCheck SyzygyFileCheck::check(const std::string &path) {
    TbFileCheck r;
    const std::string name = fileNameOf(path);
    const bool wdl = endsWith(name, ".rtbw");
    if (!wdl && !endsWith(name, ".rtbz")) return fail(r, "not a Syzygy file name");
    r.kind = wdl ? "WDL" : "DTZ";
    r.material = name.substr(0, name.size() - 5);
    // KxxvKyy: each side a king and its men in the order Q R B N P.
    const std::size_t v = r.material.find('v');
    const auto sideOk = [](const std::string &side) {
        return !side.empty() && side[0] == 'K' && inCanonicalOrder(side.substr(1), "QRBNP");
    };
    if (v == std::string::npos || !sideOk(r.material.substr(0, v)) ||
        !sideOk(r.material.substr(v + 1)))
        return fail(r, "'" + r.material + "' is no Syzygy material name");
    r.men = int(r.material.size()) - 1;
    if (r.men > MaxMen) return fail(r, "more than seven men");

    std::ifstream in;
    const std::optional<std::uint64_t> measured = openAndMeasure(path, in, r);
    if (!measured) return r;
    const std::uint64_t size = *measured;
    std::array<unsigned char, 4> magic{};
    if (size < 16 + 64) return fail(r, "too short");
    if (!in.read(reinterpret_cast<char *>(magic.data()), 4)) return unreadable(r, "read error");
    static constexpr std::array<unsigned char, 4> WdlMagic{0x71, 0xe8, 0x23, 0x5d};
    static constexpr std::array<unsigned char, 4> DtzMagic{0xd7, 0x66, 0x0c, 0xa5};
    if (magic != (wdl ? WdlMagic : DtzMagic)) return fail(r, "wrong magic number");
    if (size % 64 != 16) return fail(r, "wrong size (truncated or padded)");
    r.ok = true;
    return r;
}

} // namespace rampart
