#include "solver/sliceretro.h"

namespace rampart {

SliceRetro::Result SliceRetro::solve(const SliceKey &key, const ExitScore &exitScore, int threads,
                                     const std::atomic<bool> *cancel,
                                     std::vector<score::Score> &values,
                                     std::atomic<std::uint64_t> *positionsDone) {
    return solveWith(key, exitScore, threads, cancel, values, positionsDone);
}

} // namespace rampart
