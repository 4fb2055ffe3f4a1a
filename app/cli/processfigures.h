// What the commands and benchmarks report about this process: its peak memory
// and the CPU time of all its threads (on a shared machine the wall time
// depends on the load, these much less).
#pragma once

namespace rampart::cli {

// Peak resident memory of this process so far, in MB.
long peakRssMegabytes();
// CPU seconds of this process so far, every thread.
double cpuSeconds();

} // namespace rampart::cli
