#include "tables/cachefile.h"

#include <fstream>
#include <functional>
#include <memory>
#include <random>
#include <sstream>
#include <system_error>
#include <thread>
#include <zstd.h>
#include <zstd_errors.h>

namespace rampart::cachefile {

std::uint64_t fnv1a(const std::uint8_t *data, std::size_t n, std::uint64_t h) {
    for (std::size_t i = 0; i < n; ++i) {
        h ^= data[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

bool readAll(const std::filesystem::path &path, std::vector<std::uint8_t> &bytes) {
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in) return false;
    const std::streamoff size = in.tellg();
    if (size < 0) return false;
    bytes.resize(std::size_t(size));
    in.seekg(0);
    return bool(in.read(reinterpret_cast<char *>(bytes.data()), std::streamsize(size)));
}

std::size_t compressFrame(const std::uint8_t *data, std::size_t n, std::uint8_t *out,
                          std::size_t capacity, WriteFailure *failure) {
    // One context per thread: solves write slices from every worker.
    thread_local const std::unique_ptr<ZSTD_CCtx, decltype(&ZSTD_freeCCtx)> context(
        ZSTD_createCCtx(), &ZSTD_freeCCtx);
    ZSTD_CCtx *cctx = context.get();
    if (!cctx) {
        if (failure) *failure = {WriteFailure::Code::NotCompressed, {}, {}};
        return 0;
    }
    ZSTD_CCtx_reset(cctx, ZSTD_reset_session_and_parameters);
    // Level 1: a table is compressed on the critical path of every first
    // build (a solve from an empty cache waits for all 35) and a slice once
    // per solve; level 1 takes 0.4 s for the 35 tables against 9.6 s for the
    // tightest setting measured, for 26% more bytes (core/tables/README.md).
    ZSTD_CCtx_setParameter(cctx, ZSTD_c_compressionLevel, 1);
    ZSTD_CCtx_setParameter(cctx, ZSTD_c_checksumFlag, 1);
    const std::size_t written = ZSTD_compress2(cctx, out, capacity, data, n);
    if (ZSTD_isError(written)) {
        if (failure) *failure = {WriteFailure::Code::NotCompressed, {}, ZSTD_getErrorName(written)};
        return 0;
    }
    return written;
}

bool frameHasChecksum(const std::uint8_t *frame, std::size_t n) {
    // RFC 8878, 3.1.1: the magic number 0xFD2FB528 (little-endian), then the
    // frame header descriptor, whose bit 2 is Content_Checksum_Flag.
    return n >= 5 && getLe(frame, 4) == 0xFD2FB528u && (frame[4] & 0x04) != 0;
}

std::optional<FrameDamage> unpackChecked(const std::uint8_t *header, std::size_t checksumOffset,
                                         std::uint64_t storedSum, bool legacy,
                                         const std::uint8_t *frame, std::size_t frameBytes,
                                         std::uint8_t *out, std::size_t outBytes) {
    const std::uint64_t headerSum = fnv1a(header, checksumOffset);
    if (!legacy && headerSum != storedSum) return FrameDamage::HeaderChecksum;
    if (!legacy && !frameHasChecksum(frame, frameBytes)) return FrameDamage::NoChecksum;
    // zstd checks the frame's content checksum as it decompresses.
    const std::size_t n = ZSTD_decompress(out, outBytes, frame, frameBytes);
    if (ZSTD_isError(n))
        return ZSTD_getErrorCode(n) == ZSTD_error_checksum_wrong ? FrameDamage::ChecksumMismatch
                                                                 : FrameDamage::NotDecompressed;
    if (n != outBytes) return FrameDamage::NotDecompressed;
    if (legacy && fnv1a(out, outBytes, headerSum) != storedSum)
        return FrameDamage::ChecksumMismatch;
    return std::nullopt;
}

void putLe(std::uint8_t *p, std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) p[i] = std::uint8_t(v >> (8 * i));
}

std::uint64_t getLe(const std::uint8_t *p, int bytes) {
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= std::uint64_t(p[i]) << (8 * i);
    return v;
}

std::optional<WriteFailure> makeFolder(const std::filesystem::path &folder) {
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    if (ec) return WriteFailure{WriteFailure::Code::FolderNotMade, folder.string(), ec.message()};
    return std::nullopt;
}

std::optional<WriteFailure> writeAtomically(const std::filesystem::path &target,
                                            const std::uint8_t *data, std::size_t size) {
    // A name no other thread or process writing the same target uses.
    std::ostringstream tmpName;
    tmpName << target.filename().string() << ".tmp-"
            << std::hash<std::thread::id>{}(std::this_thread::get_id()) << '-'
            << std::random_device{}();
    const std::filesystem::path tmp = target.parent_path() / tmpName.str();
    const auto fail = [&](WriteFailure::Code code) { return WriteFailure{code, tmp.string(), {}}; };
    std::error_code ec;
    {
        std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
        if (!f) return fail(WriteFailure::Code::NotOpened);
        f.write(reinterpret_cast<const char *>(data), std::streamsize(size));
        f.flush();
        if (!f) {
            f.close();
            std::filesystem::remove(tmp, ec);
            return fail(WriteFailure::Code::NotFilled);
        }
    }
    std::filesystem::rename(tmp, target, ec);
    if (ec) {
        std::filesystem::remove(tmp, ec);
        return fail(WriteFailure::Code::NotRenamed);
    }
    return std::nullopt;
}

} // namespace rampart::cachefile
