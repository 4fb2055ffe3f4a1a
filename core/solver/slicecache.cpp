#include "solver/slicecache.h"

#include <bit>
#include <cstring>
#include <fstream>
#include <iterator>
#include <zstd.h>

#include "tables/cachefile.h"
#include "tables/materialtable.h"

namespace rampart {

namespace {

constexpr char Magic[8] = {'R', 'A', 'M', 'P', 'S', 'L', '\r', '\n'};
constexpr int ChecksumOffset = 44;
using cachefile::FnvBasis;
using cachefile::getLe;
using cachefile::putLe;
const auto fnv = cachefile::fnv1a;

void header(std::uint8_t *h, const SliceKey &key, int layout, int scope) {
    std::memcpy(h, Magic, sizeof Magic);
    putLe(h + 8, SliceCache::FormatVersion, 4);
    putLe(h + 12, MaterialTable::GeneratorVersion, 4);
    putLe(h + 16, key.pawns[White], 8);
    putLe(h + 24, key.pawns[Black], 8);
    h[32] = key.piece[White];
    h[33] = key.piece[Black];
    h[34] = std::uint8_t(layout);
    h[35] = std::uint8_t(scope);
    putLe(h + 36, key.positions(), 8);
}

} // namespace

SliceCache::SliceCache(const std::filesystem::path &directory, Folder folder, int scope)
    : m_directory(folder == Folder::AsGiven ? directory : directory / "slices")
    , m_scope(scope) {}

std::filesystem::path SliceCache::fileFor(const SliceKey &key) const {
    return m_directory / (key.fileStem() + "-s" + std::to_string(m_scope) + ".rsl");
}

SliceCache::LoadResult SliceCache::load(const SliceKey &key, SolvedSlice &slice) const {
    LoadResult r;
    const std::filesystem::path path = fileFor(key);
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return r;
    using Code = SolverProblem::Code;
    const auto bad = [&](Code code) {
        r.status = LoadStatus::Bad;
        r.problem.code = code;
        r.problem.path = path.string();
        return r;
    };
    std::vector<std::uint8_t> file;
    if (!cachefile::readAll(path, file)) return bad(Code::SliceUnreadable);
    if (file.size() < std::size_t(HeaderBytes)) return bad(Code::SliceHeaderTruncated);
    const std::uint8_t *h = file.data();
    // Formats 3 (the checksum over the header and the payload) and 4 (16-bit
    // scores always) are still read.
    const std::uint32_t format = std::uint32_t(getLe(h + 8, 4));
    const bool byteValues = format >= 5 && (h[34] & ByteValues);
    const int layout = byteValues ? h[34] & ~ByteValues : h[34];
    const int runs = layout == 2 ? 2 : 1;
    std::uint8_t expected[HeaderBytes];
    header(expected, key, layout >= 1 && layout <= 4 ? h[34] : 1, m_scope);
    if (std::memcmp(h, expected, 8) != 0) return bad(Code::NotASliceFile);
    if (format < 3 || format > SliceCache::FormatVersion ||
        std::memcmp(h + 12, expected + 12, 4) != 0)
        return bad(Code::SliceOtherVersion);
    if (std::memcmp(h + 16, expected + 16, ChecksumOffset - 16) != 0)
        return bad(Code::SliceOtherSlice);
    const std::uint64_t entries = key.positions();
    const std::uint8_t *frame = h + HeaderBytes;
    const std::size_t frameBytes = file.size() - std::size_t(HeaderBytes);
    const std::size_t valueBytes = byteValues ? 1 : 2;
    TableBytes payload(std::size_t(entries) * valueBytes * std::size_t(runs));
    // A whole frame of exactly the payload's size, nothing after it.
    const unsigned long long framed = ZSTD_getFrameContentSize(frame, frameBytes);
    if (framed == ZSTD_CONTENTSIZE_ERROR || framed == ZSTD_CONTENTSIZE_UNKNOWN)
        return bad(Code::SliceNoPayload);
    if (framed != payload.size()) return bad(Code::SlicePayloadSize);
    if (ZSTD_findFrameCompressedSize(frame, frameBytes) != frameBytes)
        return bad(Code::SliceTrailingBytes);
    if (const std::optional<cachefile::FrameDamage> damage =
            cachefile::unpackChecked(h, ChecksumOffset, getLe(h + ChecksumOffset, 8), format == 3,
                                     frame, frameBytes, payload.data(), payload.size())) {
        r.problem.damage = *damage;
        return bad(Code::SliceCorrupt);
    }
    slice.runs.clear();
    const std::uint8_t *p = payload.data();
    for (int i = 0; i < runs; ++i) {
        std::vector<score::Score> run(static_cast<std::size_t>(entries));
        if (byteValues) {
            for (score::Score &v : run) v = score::fromTableByte(*p++);
        } else if constexpr (std::endian::native == std::endian::little) {
            std::memcpy(run.data(), p, run.size() * 2); // the file's byte order
            p += run.size() * 2;
        } else {
            for (score::Score &v : run) {
                v = score::Score(std::uint16_t(getLe(p, 2)));
                p += 2;
            }
        }
        slice.runs.emplace_back(key, std::move(run));
    }
    slice.onlyRun = layout >= 3 ? layout - 3 : -1;
    r.status = LoadStatus::Loaded;
    return r;
}

std::optional<SolverProblem>
SliceCache::save(const SliceKey &key, int onlyRun,
                 const std::vector<std::vector<score::Score>> &runs) const {
    using Code = SolverProblem::Code;
    const auto notSaved = [](const cachefile::WriteFailure &why) {
        SolverProblem problem = SolverProblem::of(Code::SliceNotSaved);
        problem.write = why;
        return problem;
    };
    if (const auto failure = cachefile::makeFolder(m_directory)) return notSaved(*failure);
    const std::size_t entries = std::size_t(key.positions());
    for (const std::vector<score::Score> &run : runs)
        if (run.size() != entries) return SolverProblem::of(Code::SliceRunSize, {}, key.name());
    // One byte a value when every value has one (half the bytes to compress
    // and to read back: Fine #70's 4,269 files take 86 MB instead of 124 MB), else
    // 16-bit scores.
    TableBytes payload(entries * runs.size());
    std::uint8_t *p = payload.data();
    bool byteValues = true;
    for (const std::vector<score::Score> &run : runs) {
        for (const score::Score v : run) {
            const int byte = score::toTableByte(v);
            if (byte < 0) {
                byteValues = false;
                break;
            }
            *p++ = std::uint8_t(byte);
        }
        if (!byteValues) break;
    }
    if (!byteValues) {
        payload = TableBytes(entries * 2 * runs.size());
        p = payload.data();
        for (const std::vector<score::Score> &run : runs)
            for (const score::Score v : run) {
                const auto u = std::uint16_t(v); // little-endian, as putLe() writes
                *p++ = std::uint8_t(u & 0xff);
                *p++ = std::uint8_t(u >> 8);
            }
    }
    std::vector<std::uint8_t> out(std::size_t(HeaderBytes) + ZSTD_compressBound(payload.size()));
    const int layout = onlyRun >= 0 ? 3 + onlyRun : int(runs.size());
    header(out.data(), key, layout | (byteValues ? ByteValues : 0), m_scope);
    // The payload's checksum is zstd's, in the frame.
    putLe(out.data() + ChecksumOffset, fnv(out.data(), ChecksumOffset, FnvBasis), 8);
    cachefile::WriteFailure why;
    const std::size_t n = cachefile::compressFrame(
        payload.data(), payload.size(), out.data() + HeaderBytes, out.size() - HeaderBytes, &why);
    if (n == 0) return notSaved(why);
    out.resize(std::size_t(HeaderBytes) + n);

    if (const auto failure = cachefile::writeAtomically(fileFor(key), out.data(), out.size()))
        return notSaved(*failure);
    return std::nullopt;
}

} // namespace rampart
