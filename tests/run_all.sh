#!/bin/sh
# Builds and runs every test of Rampart:
#   1. the normal build (RelWithDebInfo) and its CTest suite, then the installation
#      check (tests/install_check.sh: staged install, validators, man pages, .deb),
#   2. the AddressSanitizer + UndefinedBehaviorSanitizer build and its suite,
#   3. the libFuzzer targets (clang) for a short fixed time each.
# Exits non-zero as soon as anything fails. Build folders: build/, build-asan/, build-fuzz/.
set -eu
cd "$(dirname "$0")/.."
JOBS="${JOBS:-2}"
FUZZ_SECONDS="${FUZZ_SECONDS:-30}"
export QT_QPA_PLATFORM=offscreen

echo "== normal build"
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build -j"$JOBS"
ctest --test-dir build --output-on-failure -j"$JOBS"
sh tests/install_check.sh build

echo "== sanitizer build (address + undefined)"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DRAMPART_SANITIZE=ON
cmake --build build-asan -j"$JOBS"
ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" \
LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0" \
UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
    ctest --test-dir build-asan --output-on-failure -j"$JOBS"

echo "== fuzzing (${FUZZ_SECONDS}s per target)"
cmake -S . -B build-fuzz -DRAMPART_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build-fuzz -j"$JOBS"
for target in fen san patterns pgn; do
    corpus="build-fuzz/corpus-$target"
    mkdir -p "$corpus"
    cp tests/fuzz/corpus/$target/* "$corpus"/
    status=0
    build-fuzz/tests/fuzz/fuzz_$target "$corpus" -max_total_time="$FUZZ_SECONDS" -timeout=5 \
        -rss_limit_mb=2048 -print_final_stats=1 > "build-fuzz/fuzz-$target.log" 2>&1 || status=$?
    tail -n 12 "build-fuzz/fuzz-$target.log"
    if [ "$status" -ne 0 ]; then
        echo "fuzz_$target failed (exit $status)"
        exit 1
    fi
done
echo "== all tests passed"
