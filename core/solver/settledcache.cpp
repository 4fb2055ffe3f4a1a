#include "solver/settledcache.h"

#include <cstdio>
#include <cstring>
#include <vector>

#include "tables/cachefile.h"

namespace rampart {

namespace {

constexpr char Magic[4] = {'R', 'S', 'D', 'T'};
constexpr int ChecksumOffset = 28;
constexpr std::size_t ValueBytes = 8 + 2 + 2 + 1;
constexpr std::size_t LineHeadBytes = 8 + 2;
// A DTM line is a few hundred plies at most (MaxSearchPly in the search,
// 253 plies for the longest five-man mate); more is damage.
constexpr std::size_t MostLineMoves = 4096;

// Reads little-endian fields off a byte range, refusing to run past its end.
class Reader {
public:
    Reader(const std::uint8_t *p, const std::uint8_t *end)
        : m_p(p)
        , m_end(end) {}
    bool has(std::size_t n) const { return std::size_t(m_end - m_p) >= n; }
    std::uint64_t take(int bytes) {
        const std::uint64_t v = cachefile::getLe(m_p, bytes);
        m_p += bytes;
        return v;
    }
    bool atEnd() const { return m_p == m_end; }

private:
    const std::uint8_t *m_p;
    const std::uint8_t *m_end;
};

void put(std::vector<std::uint8_t> &out, std::uint64_t v, int bytes) {
    const std::size_t at = out.size();
    out.resize(at + std::size_t(bytes));
    cachefile::putLe(out.data() + at, v, bytes);
}

} // namespace

SettledCache::SettledCache(std::filesystem::path folder, int scope)
    : m_folder(std::move(folder))
    , m_scope(scope) {}

std::filesystem::path SettledCache::fileFor(std::uint64_t rootKey) const {
    char name[48];
    std::snprintf(name, sizeof name, "dtm-%d-%016llx.rsd", m_scope,
                  static_cast<unsigned long long>(rootKey));
    return m_folder / name;
}

SettledCache::LoadResult SettledCache::load(std::uint64_t rootKey, SettledDtms &into) const {
    const std::filesystem::path path = fileFor(rootKey);
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return {};
    const auto bad = [&path] {
        return LoadResult{LoadStatus::Bad,
                          SolverProblem::of(SolverProblem::Code::SettledFileBad, path.string())};
    };
    std::vector<std::uint8_t> bytes;
    if (!cachefile::readAll(path, bytes) || bytes.size() < std::size_t(HeaderBytes)) return bad();
    const std::uint8_t *h = bytes.data();
    if (std::memcmp(h, Magic, 4) != 0 || cachefile::getLe(h + 4, 4) != FormatVersion ||
        cachefile::getLe(h + 8, 4) != std::uint64_t(m_scope) ||
        cachefile::getLe(h + 12, 8) != rootKey)
        return bad();
    std::uint64_t sum = cachefile::fnv1a(h, ChecksumOffset);
    sum = cachefile::fnv1a(h + HeaderBytes, bytes.size() - std::size_t(HeaderBytes), sum);
    if (sum != cachefile::getLe(h + ChecksumOffset, 8)) return bad();

    const std::uint64_t valueCount = cachefile::getLe(h + 20, 4);
    const std::uint64_t lineCount = cachefile::getLe(h + 24, 4);
    Reader r(h + HeaderBytes, h + bytes.size());
    std::vector<std::pair<std::uint64_t, SolverValue>> values;
    for (std::uint64_t i = 0; i < valueCount; ++i) {
        if (!r.has(ValueBytes)) return bad();
        const std::uint64_t key = r.take(8);
        SolverValue v;
        v.whiteRun = score::Score(std::int16_t(r.take(2)));
        v.blackRun = score::Score(std::int16_t(r.take(2)));
        const std::uint64_t side = r.take(1);
        if (side > 1) return bad();
        v.sideToMove = side == 0 ? White : Black;
        if (!v.isValid()) return bad();
        values.emplace_back(key, v);
    }
    std::vector<std::pair<std::uint64_t, std::vector<Move>>> lines;
    for (std::uint64_t i = 0; i < lineCount; ++i) {
        if (!r.has(LineHeadBytes)) return bad();
        const std::uint64_t start = r.take(8);
        const std::size_t length = std::size_t(r.take(2));
        if (length > MostLineMoves || !r.has(2 * length)) return bad();
        std::vector<Move> line;
        line.reserve(length);
        for (std::size_t m = 0; m < length; ++m) {
            const Move move = Move::fromRaw(std::uint16_t(r.take(2)));
            if (move.isNone() || move.isNull()) return bad();
            line.push_back(move);
        }
        lines.emplace_back(start, std::move(line));
    }
    if (!r.atEnd()) return bad();
    into.add(values);
    into.addLines(std::move(lines));
    return {LoadStatus::Loaded, {}};
}

std::optional<SolverProblem> SettledCache::save(std::uint64_t rootKey,
                                                const SettledDtms &from) const {
    const auto notSaved = [](const cachefile::WriteFailure &why) {
        SolverProblem problem = SolverProblem::of(SolverProblem::Code::SettledNotSaved);
        problem.write = why;
        return problem;
    };
    if (const auto failure = cachefile::makeFolder(m_folder)) return notSaved(*failure);
    const auto values = from.values();
    const auto lines = from.lines();
    std::vector<std::uint8_t> out(std::size_t(HeaderBytes), 0);
    std::memcpy(out.data(), Magic, 4);
    cachefile::putLe(out.data() + 4, FormatVersion, 4);
    cachefile::putLe(out.data() + 8, std::uint64_t(m_scope), 4);
    cachefile::putLe(out.data() + 12, rootKey, 8);
    cachefile::putLe(out.data() + 20, values.size(), 4);
    std::size_t kept = 0;
    for (const auto &[key, value] : values) {
        put(out, key, 8);
        put(out, std::uint16_t(value.whiteRun), 2);
        put(out, std::uint16_t(value.blackRun), 2);
        put(out, value.sideToMove == White ? 0 : 1, 1);
    }
    for (const auto &[start, line] : lines) {
        if (line.size() > MostLineMoves) continue;
        ++kept;
        put(out, start, 8);
        put(out, line.size(), 2);
        for (const Move m : line) put(out, m.raw(), 2);
    }
    cachefile::putLe(out.data() + 24, kept, 4);
    std::uint64_t sum = cachefile::fnv1a(out.data(), ChecksumOffset);
    sum = cachefile::fnv1a(out.data() + HeaderBytes, out.size() - std::size_t(HeaderBytes), sum);
    cachefile::putLe(out.data() + ChecksumOffset, sum, 8);
    if (const auto failure = cachefile::writeAtomically(fileFor(rootKey), out.data(), out.size()))
        return notSaved(*failure);
    return std::nullopt;
}

} // namespace rampart
