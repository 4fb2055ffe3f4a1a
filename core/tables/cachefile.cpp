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
                          std::size_t capacity, std::string *error) {
    // One context per thread: solves write slices from every worker.
    thread_local const std::unique_ptr<ZSTD_CCtx, decltype(&ZSTD_freeCCtx)> context(
        ZSTD_createCCtx(), &ZSTD_freeCCtx);
    ZSTD_CCtx *cctx = context.get();
    if (!cctx) {
        if (error) *error = "compression failed: out of memory";
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
        if (error) *error = std::string("compression failed: ") + ZSTD_getErrorName(written);
        return 0;
    }
    return written;
}

bool frameHasChecksum(const std::uint8_t *frame, std::size_t n) {
    // RFC 8878, 3.1.1: the magic number 0xFD2FB528 (little-endian), then the
    // frame header descriptor, whose bit 2 is Content_Checksum_Flag.
    return n >= 5 && getLe(frame, 4) == 0xFD2FB528u && (frame[4] & 0x04) != 0;
}

std::string unpackChecked(const std::uint8_t *header, std::size_t checksumOffset,
                          std::uint64_t storedSum, bool legacy, const std::uint8_t *frame,
                          std::size_t frameBytes, std::uint8_t *out, std::size_t outBytes) {
    const std::uint64_t headerSum = fnv1a(header, checksumOffset);
    if (!legacy && headerSum != storedSum) return "header checksum mismatch";
    if (!legacy && !frameHasChecksum(frame, frameBytes)) return "the payload carries no checksum";
    // zstd checks the frame's content checksum as it decompresses.
    const std::size_t n = ZSTD_decompress(out, outBytes, frame, frameBytes);
    if (ZSTD_isError(n))
        return ZSTD_getErrorCode(n) == ZSTD_error_checksum_wrong ? "checksum mismatch"
                                                                 : "cannot be decompressed";
    if (n != outBytes) return "cannot be decompressed";
    if (legacy && fnv1a(out, outBytes, headerSum) != storedSum) return "checksum mismatch";
    return {};
}

void putLe(std::uint8_t *p, std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) p[i] = std::uint8_t(v >> (8 * i));
}

std::uint64_t getLe(const std::uint8_t *p, int bytes) {
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= std::uint64_t(p[i]) << (8 * i);
    return v;
}

bool writeAtomically(const std::filesystem::path &target, const std::uint8_t *data,
                     std::size_t size, std::string *error) {
    const auto fail = [&](const std::string &why) {
        if (error) *error = why;
        return false;
    };
    // A name no other thread or process writing the same target uses.
    std::ostringstream tmpName;
    tmpName << target.filename().string() << ".tmp-"
            << std::hash<std::thread::id>{}(std::this_thread::get_id()) << '-'
            << std::random_device{}();
    const std::filesystem::path tmp = target.parent_path() / tmpName.str();
    std::error_code ec;
    {
        std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
        if (!f) return fail("cannot write " + tmp.string());
        f.write(reinterpret_cast<const char *>(data), std::streamsize(size));
        f.flush();
        if (!f) {
            f.close();
            std::filesystem::remove(tmp, ec);
            return fail("cannot write " + tmp.string() + " (disk full?)");
        }
    }
    std::filesystem::rename(tmp, target, ec);
    if (ec) {
        std::filesystem::remove(tmp, ec);
        return fail("cannot rename " + tmp.string() + " into place");
    }
    return true;
}

} // namespace rampart::cachefile
