#include "tables/cachefile.h"

#include <fstream>
#include <functional>
#include <random>
#include <sstream>
#include <system_error>
#include <thread>

namespace rampart::cachefile {

std::uint64_t fnv1a(const std::uint8_t *data, std::size_t n, std::uint64_t h) {
    for (std::size_t i = 0; i < n; ++i) {
        h ^= data[i];
        h *= 0x100000001b3ULL;
    }
    return h;
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
