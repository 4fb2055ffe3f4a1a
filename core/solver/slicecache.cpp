#include "solver/slicecache.h"

#include "tables/endgametable.h"

#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <thread>

namespace rampart {

namespace {

constexpr char Magic[8] = {'R', 'A', 'M', 'P', 'S', 'L', '\r', '\n'};
constexpr int ChecksumOffset = 44;
constexpr std::uint64_t FnvBasis = 0xcbf29ce484222325ULL;
constexpr std::uint64_t FnvPrime = 0x100000001b3ULL;

std::uint64_t fnv(const std::uint8_t *data, std::size_t n, std::uint64_t h) {
    for (std::size_t i = 0; i < n; ++i) h = (h ^ data[i]) * FnvPrime;
    return h;
}

// Little-endian fields of the header.
void putLe(std::uint8_t *p, std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) p[i] = std::uint8_t(v >> (8 * i));
}
std::uint64_t getLe(const std::uint8_t *p, int bytes) {
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= std::uint64_t(p[i]) << (8 * i);
    return v;
}

void header(std::uint8_t *h, const SliceKey &key, int runs, int scope) {
    std::memcpy(h, Magic, sizeof Magic);
    putLe(h + 8, SliceCache::FormatVersion, 4);
    putLe(h + 12, EndgameTable::GeneratorVersion, 4);
    putLe(h + 16, key.pawns[White], 8);
    putLe(h + 24, key.pawns[Black], 8);
    h[32] = key.piece[White];
    h[33] = key.piece[Black];
    h[34] = std::uint8_t(runs);
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
    std::ifstream f(path, std::ios::binary);
    if (!f) return r;
    const auto bad = [&](const std::string &why) {
        r.status = LoadStatus::Bad;
        r.problem = path.string() + ": " + why;
        return r;
    };
    std::uint8_t h[HeaderBytes];
    if (!f.read(reinterpret_cast<char *>(h), HeaderBytes)) return bad("truncated header");
    const int runs = h[34];
    std::uint8_t expected[HeaderBytes];
    header(expected, key, runs == 2 ? 2 : 1, m_scope);
    if (std::memcmp(h, expected, 8) != 0) return bad("not a slice file");
    if (std::memcmp(h + 8, expected + 8, 8) != 0) return bad("another format or table version");
    if (std::memcmp(h + 16, expected + 16, ChecksumOffset - 16) != 0)
        return bad("holds another slice");
    const std::uint64_t entries = key.positions();
    std::vector<std::uint8_t> payload(std::size_t(entries) * 2 * std::size_t(runs));
    if (!f.read(reinterpret_cast<char *>(payload.data()), std::streamsize(payload.size())))
        return bad("truncated");
    if (f.peek() != std::char_traits<char>::eof()) return bad("trailing bytes");
    std::uint64_t sum = fnv(h, ChecksumOffset, FnvBasis);
    sum = fnv(payload.data(), payload.size(), sum);
    if (sum != getLe(h + ChecksumOffset, 8)) return bad("checksum mismatch (corrupt)");
    slice.runs.assign(std::size_t(runs), std::vector<score::Score>(std::size_t(entries)));
    const std::uint8_t *p = payload.data();
    for (auto &run : slice.runs)
        for (score::Score &v : run) {
            v = score::Score(std::uint16_t(getLe(p, 2)));
            p += 2;
        }
    r.status = LoadStatus::Loaded;
    return r;
}

bool SliceCache::save(const SliceKey &key, const SolvedSlice &slice, std::string *error) const {
    const auto fail = [&](const std::string &why) {
        if (error) *error = why;
        return false;
    };
    std::error_code ec;
    std::filesystem::create_directories(m_directory, ec);
    if (ec) return fail("cannot create " + m_directory.string() + ": " + ec.message());
    const std::size_t entries = std::size_t(key.positions());
    std::vector<std::uint8_t> out(std::size_t(HeaderBytes) + entries * 2 * slice.runs.size());
    header(out.data(), key, int(slice.runs.size()), m_scope);
    std::uint8_t *p = out.data() + HeaderBytes;
    for (const auto &run : slice.runs)
        for (const score::Score v : run) {
            putLe(p, std::uint16_t(v), 2);
            p += 2;
        }
    std::uint64_t sum = fnv(out.data(), ChecksumOffset, FnvBasis);
    sum = fnv(out.data() + HeaderBytes, out.size() - std::size_t(HeaderBytes), sum);
    putLe(out.data() + ChecksumOffset, sum, 8);

    std::ostringstream tmpName;
    tmpName << key.fileStem() << ".rsl.tmp-"
            << std::hash<std::thread::id>{}(std::this_thread::get_id()) << '-'
            << std::random_device{}();
    const std::filesystem::path tmp = m_directory / tmpName.str();
    {
        std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
        if (!f) return fail("cannot write " + tmp.string());
        f.write(reinterpret_cast<const char *>(out.data()), std::streamsize(out.size()));
        f.flush();
        if (!f) {
            f.close();
            std::filesystem::remove(tmp, ec);
            return fail("cannot write " + tmp.string() + " (disk full?)");
        }
    }
    std::filesystem::rename(tmp, fileFor(key), ec);
    if (ec) {
        std::filesystem::remove(tmp, ec);
        return fail("cannot rename " + tmp.string() + " into place");
    }
    return true;
}

} // namespace rampart
