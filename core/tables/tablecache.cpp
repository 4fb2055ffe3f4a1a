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
    using Code = TableProblem::Code;
    LoadResult result;
    const std::filesystem::path path = fileFor(canonical);
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return result; // Missing
    std::vector<std::uint8_t> bytes;
    const bool read = cachefile::readAll(path, bytes);
    result.status = LoadStatus::Bad;
    result.problem.material = canonical.name();
    result.problem.path = path.string();
    auto bad = [&](Code code, std::uint64_t found = 0, std::uint64_t expected = 0) {
        result.problem.code = code;
        result.problem.found = found;
        result.problem.expected = expected;
        return result;
    };
    if (!read) return bad(Code::FileUnreadable);
    if (bytes.size() < std::size_t(HeaderBytes)) return bad(Code::HeaderTruncated);
    const std::uint8_t *h = bytes.data();
    if (std::memcmp(h, Magic, sizeof Magic) != 0) return bad(Code::NotATableFile);
    // Format 1 (checksum over the header and the entries) is still read.
    const std::uint32_t format = get32(h + 8);
    if (format != FormatVersion && format != 1)
        return bad(Code::OtherFormat, format, FormatVersion);
    if (get32(h + 12) != TableIndex::LayoutVersion)
        return bad(Code::OtherIndexLayout, get32(h + 12), TableIndex::LayoutVersion);
    if (get32(h + 16) != MaterialTable::GeneratorVersion)
        return bad(Code::OtherGenerator, get32(h + 16), MaterialTable::GeneratorVersion);
    char name[9] = {};
    std::memcpy(name, h + 20, 8);
    if (canonical.name() != name) {
        result.problem.detail = name;
        return bad(Code::OtherMaterial);
    }
    const std::uint64_t entries = get64(h + 28), compressed = get64(h + 36);
    const TableIndex index(canonical);
    if (entries != index.size()) return bad(Code::WrongEntryCount, entries, index.size());
    if (bytes.size() - std::size_t(HeaderBytes) != compressed)
        return bad(bytes.size() - std::size_t(HeaderBytes) < compressed ? Code::Truncated
                                                                        : Code::TrailingBytes);
    TableBytes values(entries);
    const std::optional<cachefile::FrameDamage> damage =
        cachefile::unpackChecked(h, ChecksumOffset, get64(h + ChecksumOffset), format == 1,
                                 h + HeaderBytes, std::size_t(compressed), values.data(), entries);
    if (damage) {
        result.problem.damage = *damage;
        return bad(Code::Corrupt);
    }
    result.status = LoadStatus::Loaded;
    result.problem = {};
    result.table = std::make_shared<MaterialTable>(canonical, std::move(values));
    return result;
}

std::optional<TableProblem> TableCache::save(const MaterialTable &table) const {
    const std::string name = table.material().name();
    auto fail = [&](const cachefile::WriteFailure &why) {
        TableProblem problem = TableProblem::of(TableProblem::Code::NotSaved, name);
        problem.write = why;
        return problem;
    };
    if (const auto failure = cachefile::makeFolder(m_directory)) return fail(*failure);
    const TableBytes &values = table.values();
    std::vector<std::uint8_t> out(std::size_t(HeaderBytes) + ZSTD_compressBound(values.size()));
    cachefile::WriteFailure why;
    const std::size_t n = cachefile::compressFrame(
        values.data(), values.size(), out.data() + HeaderBytes, out.size() - HeaderBytes, &why);
    if (n == 0) return fail(why);
    out.resize(std::size_t(HeaderBytes) + n);
    std::uint8_t *h = out.data();
    std::memcpy(h, Magic, sizeof Magic);
    put32(h + 8, FormatVersion);
    put32(h + 12, TableIndex::LayoutVersion);
    put32(h + 16, MaterialTable::GeneratorVersion);
    std::memset(h + 20, 0, 8);
    std::memcpy(h + 20, name.data(), std::min<std::size_t>(name.size(), 8));
    put64(h + 28, values.size());
    put64(h + 36, n);
    put64(h + ChecksumOffset, fnv1a(h, ChecksumOffset, FnvBasis)); // the entries: zstd's

    if (const auto failure =
            cachefile::writeAtomically(fileFor(table.material()), out.data(), out.size()))
        return fail(*failure);
    return std::nullopt;
}

} // namespace rampart
