// libFuzzer target: the tablebase file checks that stand between a file on
// disk and the probing libraries (core/tbfiles/tbfilecheck.h). The first
// input byte picks the name (a Gaviota or Syzygy material, either scheme or
// kind), the rest is the file. Invariants: no crash, no leak, no hang, and a
// file too short for its header is never accepted.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <unistd.h>

#include "tbfiles/tbfilecheck.h"

using namespace rampart;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    static const char *const Names[] = {"kpk.gtb.cp4", "kpkp.gtb.cp4",  "kqk.gtb.cp1",
                                        "kpk.gtb.cp0", "kqrkp.gtb.cp2", "KPvKP.rtbw",
                                        "KPvKP.rtbz",  "KQvK.rtbw"};
    if (size == 0) return 0;
    const std::string name = Names[data[0] % (sizeof Names / sizeof *Names)];
    static const std::filesystem::path dir = [] {
        std::filesystem::path d = std::filesystem::temp_directory_path() /
                                  ("rampart-fuzz-tbfile-" + std::to_string(::getpid()));
        std::filesystem::create_directories(d);
        return d;
    }();
    const std::string path = (dir / name).string();
    std::FILE *f = std::fopen(path.c_str(), "wb");
    if (!f) return 0;
    if (size > 1) std::fwrite(data + 1, 1, size - 1, f);
    std::fclose(f);
    const bool gaviota = GaviotaFileCheck::looksLikeGaviota(name);
    const TbFileCheck check =
        gaviota ? GaviotaFileCheck::check(path) : SyzygyFileCheck::check(path);
    const std::size_t minimum = gaviota ? (name.back() == '0' ? 1 : 40) : 16 + 64;
    if (check.ok && size - 1 < minimum) std::abort();
    std::remove(path.c_str());
    return 0;
}
