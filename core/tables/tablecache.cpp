#include "tables/tablecache.h"

#include <array>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <system_error>
#include <thread>
#include <zstd.h>

#include "tables/cachefile.h"

namespace rampart {

namespace {

constexpr char Magic[8] = {'R', 'A', 'M', 'P', 'T', 'B', '\r', '\n'};
constexpr int ChecksumOffset = 44;
using cachefile::fnv1a;
using cachefile::FnvBasis;
void put32(std::uint8_t *p, std::uint32_t v) {
    cachefile::putLe(p, v, 4);
}
void put64(std::uint8_t *p, std::uint64_t v) {
    cachefile::putLe(p, v, 8);
}
std::uint32_t get32(const std::uint8_t *p) {
    return std::uint32_t(cachefile::getLe(p, 4));
}
std::uint64_t get64(const std::uint8_t *p) {
    return cachefile::getLe(p, 8);
}

} // namespace

TableCache::TableCache(std::filesystem::path directory)
    : m_directory(std::move(directory)) {}

std::filesystem::path TableCache::fileFor(const Material &canonical) const {
    return m_directory / (canonical.name() + ".rtb");
}

std::uintmax_t TableCache::fileBytes(const Material &canonical) const {
    std::error_code ec;
    const std::uintmax_t n = std::filesystem::file_size(fileFor(canonical), ec);
    return ec ? 0 : n;
}

TableCache::LoadResult TableCache::load(const Material &canonical) const {
    LoadResult result;
    const std::filesystem::path path = fileFor(canonical);
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return result; // Missing
    std::vector<std::uint8_t> bytes;
    const bool read = cachefile::readAll(path, bytes);
    result.status = LoadStatus::Bad;
    auto bad = [&](const std::string &why) {
        result.problem = "cache file " + path.string() + " " + why;
        return result;
    };
    if (!read) return bad("cannot be read");
    if (bytes.size() < std::size_t(HeaderBytes)) return bad("is truncated (no complete header)");
    const std::uint8_t *h = bytes.data();
    if (std::memcmp(h, Magic, sizeof Magic) != 0) return bad("is not a Rampart table file");
    // Format 1 (checksum over the header and the entries) is still read.
    const std::uint32_t format = get32(h + 8);
    if (format != FormatVersion && format != 1)
        return bad("has format version " + std::to_string(format) + ", expected " +
                   std::to_string(FormatVersion));
    if (get32(h + 12) != TableIndex::LayoutVersion)
        return bad("has index layout version " + std::to_string(get32(h + 12)) + ", expected " +
                   std::to_string(TableIndex::LayoutVersion));
    if (get32(h + 16) != MaterialTable::GeneratorVersion)
        return bad("has generator version " + std::to_string(get32(h + 16)) + ", expected " +
                   std::to_string(MaterialTable::GeneratorVersion));
    char name[9] = {};
    std::memcpy(name, h + 20, 8);
    if (canonical.name() != name)
        return bad("holds material '" + std::string(name) + "', not " + canonical.name());
    const std::uint64_t entries = get64(h + 28), compressed = get64(h + 36);
    const TableIndex index(canonical);
    if (entries != index.size()) return bad("has the wrong number of entries");
    if (bytes.size() - std::size_t(HeaderBytes) != compressed)
        return bad(bytes.size() - std::size_t(HeaderBytes) < compressed ? "is truncated"
                                                                        : "has trailing bytes");
    TableBytes values(entries);
    const std::string problem =
        cachefile::unpackChecked(h, ChecksumOffset, get64(h + ChecksumOffset), format == 1,
                                 h + HeaderBytes, std::size_t(compressed), values.data(), entries);
    if (!problem.empty()) return bad("is corrupt (" + problem + ")");
    result.status = LoadStatus::Loaded;
    result.table = std::make_shared<MaterialTable>(canonical, std::move(values));
    return result;
}

bool TableCache::save(const MaterialTable &table, std::string *error) const {
    auto fail = [&](const std::string &why) {
        if (error) *error = why;
        return false;
    };
    std::error_code ec;
    std::filesystem::create_directories(m_directory, ec);
    if (ec)
        return fail("cannot create cache directory " + m_directory.string() + ": " + ec.message());
    const TableBytes &values = table.values();
    std::vector<std::uint8_t> out(std::size_t(HeaderBytes) + ZSTD_compressBound(values.size()));
    std::string why;
    const std::size_t n = cachefile::compressFrame(
        values.data(), values.size(), out.data() + HeaderBytes, out.size() - HeaderBytes, &why);
    if (n == 0) return fail(why);
    out.resize(std::size_t(HeaderBytes) + n);
    std::uint8_t *h = out.data();
    std::memcpy(h, Magic, sizeof Magic);
    put32(h + 8, FormatVersion);
    put32(h + 12, TableIndex::LayoutVersion);
    put32(h + 16, MaterialTable::GeneratorVersion);
    const std::string name = table.material().name();
    std::memset(h + 20, 0, 8);
    std::memcpy(h + 20, name.data(), std::min<std::size_t>(name.size(), 8));
    put64(h + 28, values.size());
    put64(h + 36, n);
    put64(h + ChecksumOffset, fnv1a(h, ChecksumOffset, FnvBasis)); // the entries: zstd's

    return cachefile::writeAtomically(fileFor(table.material()), out.data(), out.size(), error);
}

} // namespace rampart
