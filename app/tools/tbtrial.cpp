// rampart-tbtrial: the trial run of other programs' tablebase files, in a
// process of its own (core/tbfiles/tbsandbox.h says why a fresh process and
// not a fork). Rampart starts it before a probing library sees a file for
// real; it is no tool for users and is installed in libexec.
//
//   rampart-tbtrial gaviota FOLDER COMPRESSION MATERIAL     (kqkr; COMPRESSION 0..9)
//   rampart-tbtrial syzygy FOLDER MATERIAL wdl|dtz complete|partial   (KQvKR)
//
// FOLDER holds links to the files to try (core/tbfiles/tbstagingfolder.h).
// Exit status 0: every probe answered as it must; 1: a probe failed or gave a
// wrong answer; 2: wrong arguments. A file that crashes or hangs the library
// ends the process that way, which is the point.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "tbfiles/gaviotasource.h"
#include "tbfiles/syzygytrial.h"

namespace {

// A material as the format names it: king, men, separator, king, men
// ("kqkr": separator "", king 'k', men "qrbnp"; "KQvKR": "v", 'K', "QRBNP").
bool isMaterial(const std::string &name, const std::string &separator, char king, const char *men) {
    const std::size_t second = name.find(separator + king, 1);
    if (name.empty() || name[0] != king || second == std::string::npos) return false;
    for (std::size_t i = 1; i < name.size(); ++i)
        if (i < second || i >= second + separator.size() + 1)
            if (!std::strchr(men, name[i])) return false;
    return true;
}

int usage() {
    std::fputs("usage: rampart-tbtrial gaviota FOLDER COMPRESSION MATERIAL\n"
               "       rampart-tbtrial syzygy FOLDER MATERIAL wdl|dtz complete|partial\n"
               "(run by Rampart to try tablebase files in a process of its own)\n",
               stderr);
    return 2;
}

int trial(int argc, char **argv) {
    if (argc < 2) return usage();
    const std::string format = argv[1];
    if (format == "gaviota" && argc == 5) {
        const std::string compression = argv[3], material = argv[4];
        if (compression.size() != 1 || compression[0] < '0' || compression[0] > '9' ||
            !isMaterial(material, "", 'k', "qrbnp"))
            return usage();
        return rampart::GaviotaSource::trialProbe(argv[2], compression[0] - '0', material) ? 0 : 1;
    }
    if (format == "syzygy" && argc == 6) {
        const std::string material = argv[3], kind = argv[4], scope = argv[5];
        if (!isMaterial(material, "v", 'K', "QRBNP") || (kind != "wdl" && kind != "dtz") ||
            (scope != "complete" && scope != "partial"))
            return usage();
        return rampart::SyzygyTrial::probe(argv[2], material, kind == "dtz", scope == "complete")
                   ? 0
                   : 1;
    }
    return usage();
}

} // namespace

int main(int argc, char **argv) {
    // Leave at once: the libraries keep their tables and caches until the
    // process ends, which is now, and a leak report at exit in the sanitizer
    // build would turn a passed trial into a failed one.
    std::_Exit(trial(argc, argv));
}
