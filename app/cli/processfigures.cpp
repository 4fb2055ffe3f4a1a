#include "processfigures.h"

#include <sys/resource.h>

namespace rampart::cli {

namespace {
rusage selfUsage() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage;
}
} // namespace

long peakRssMegabytes() {
    return selfUsage().ru_maxrss / 1024; // kilobytes on Linux
}

double cpuSeconds() {
    const rusage usage = selfUsage();
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

} // namespace rampart::cli
