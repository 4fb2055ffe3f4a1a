#!/bin/sh
# Builds and runs every test of Rampart:
#   0. the document check (tests/check_docs.sh: every path a Markdown file
#      names exists, every header is named in its folder's README, no
#      document or line is too long, the README's layer diagram matches the
#      build) and
#      the source format check (clang-format --dry-run --Werror) and the
#      commit subjects (at most 72 characters),
#   1. the normal build (RelWithDebInfo), the 35 endgame tables built and a
#      representative set of them verified (VERIFY_ALL=1: all 35), its CTest
#      suite, then the
#      installation check (tests/install_check.sh: staged install, validators,
#      man pages, .deb),
#   2. the AddressSanitizer + UndefinedBehaviorSanitizer build of the core,
#      the command-line program and their tests, and that suite,
#   3. the libFuzzer targets (clang) for a short fixed time each, JOBS at a time.
# Exits non-zero as soon as anything fails. Build folders: build/, build-asan/, build-fuzz/.
set -eu
cd "$(dirname "$0")/.."
JOBS="${JOBS:-2}"
FUZZ_SECONDS="${FUZZ_SECONDS:-20}"
export QT_QPA_PLATFORM=offscreen
START=$(date +%s)
# A phase's title with the time since the start (CI has a time budget).
phase() {
    echo "== $1 [$(( $(date +%s) - START )) s]"
}

phase "documents: named paths and the layer diagram"
sh tests/check_docs.sh

# Every C++ source as .clang-format has it (Debian's clang-format 14). The
# listing is taken first and must name files: piped straight into xargs, a
# failed `git ls-files` (no checkout) would give clang-format empty input,
# which passes.
phase "source format"
sources=$(git ls-files '*.cpp' '*.h') || {
    echo "source format: git ls-files failed"
    exit 1
}
if [ -z "$sources" ]; then
    echo "source format: git ls-files lists no .cpp or .h file"
    exit 1
fi
printf '%s\n' "$sources" | xargs clang-format --dry-run --Werror
echo "source format: every tracked .cpp and .h as .clang-format has it"

# Commit subjects say what changed in at most 72 characters (the why goes
# in the body). The rule holds from the commit after 1cb90c5, the last one
# written before it; a clone without that commit (shallow) checks what it has.
phase "commit subjects"
rule_base=1cb90c5
if git cat-file -e "$rule_base^{commit}" 2>/dev/null; then
    range="$rule_base..HEAD"
else
    range=HEAD
    echo "commit subjects: $rule_base is not in this clone; checking the commits it has"
fi
subjects=$(git log --format='%h %s' "$range") || {
    echo "commit subjects: git log failed"
    exit 1
}
long=$(printf '%s\n' "$subjects" | awk 'length($0) - index($0, " ") > 72')
if [ -n "$long" ]; then
    echo "commit subjects over 72 characters:"
    printf '%s\n' "$long"
    exit 1
fi
echo "commit subjects: every one since $rule_base within 72 characters"

phase "normal build"
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build -j"$JOBS"

# The 35 endgame tables built into build/tables-cache (23 s on two threads),
# then every stored value of a representative set checked against its moves:
# pawns on both sides, pawns against pieces, pieces against pieces, the
# longest mate (KBNK); 34 s. VERIFY_ALL=1 checks all 35 (about 240 s: too
# much of CI's 30 minutes to spend on every run).
phase "endgame tables: tb build, tb verify"
build/app/rampart-cli tb build --all --threads "$JOBS" --cache-dir build/tables-cache
if [ "${VERIFY_ALL:-0}" = 1 ]; then
    set -- --all
else
    set -- KPKP KPPK KQKP KRKP KQKR KRKN KBNK
fi
build/app/rampart-cli tb verify "$@" --threads "$JOBS" --cache-dir build/tables-cache

phase "normal suite"
# The tests that only use the four-man tables load the ones `tb verify` has
# just built and checked instead of building them again, each in its own
# cache (tests/tablecacheseed.h); the generator's own tests build theirs.
# Both suites run with --no-tests=error: by default ctest finds no test in a
# build folder that registered none and passes.
RAMPART_TABLE_SEED="$PWD/build/tables-cache" ctest --test-dir build --no-tests=error \
    --output-on-failure -j"$JOBS"
sh tests/install_check.sh build

# The pawn-ending solver checks itself on a few small sets: every stored value
# against the best over its moves (Réti 1921, the trebuchet, and a set whose
# promotions rest on an assumption); a few seconds.
phase "solver: solve --verify"
build/app/rampart-cli solve --verify --threads "$JOBS" --cache-dir build/tables-cache \
    --fen "7K/8/k1P5/7p/8/8/8/8 w - - 0 1" --fen "8/8/8/8/8/4Kp2/5Pk1/8 w - - 0 1" \
    --fen "8/1P5k/P7/8/8/8/8/N5K1 w - - 0 1"

phase "sanitizer build (address + undefined)"
# The core and the command-line program with their tests (everything but the
# GUI: CI has 30 minutes and two cores, and the GUI's sources and tests under
# the sanitizers cost about a third of the sanitizer phase, some 380 s). The
# GUI runs under the sanitizers with -DRAMPART_GUI_TESTS=ON (the default)
# and `cmake --build build-asan`.
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DRAMPART_SANITIZE=ON -DRAMPART_GUI_TESTS=OFF
cmake --build build-asan -j"$JOBS" --target rampart_core_tests
# As in the normal suite, the tests that only use the four-man tables load the
# checked ones (building them under the sanitizers is many times slower).
RAMPART_TABLE_SEED="$PWD/build/tables-cache" \
ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" \
LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0" \
UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
    ctest --test-dir build-asan --no-tests=error --output-on-failure -j"$JOBS"

phase "fuzzing (${FUZZ_SECONDS}s per target)"
# Only the fuzz targets and the core layers they link; JOBS targets at a time
# (each fuzzer is one process on one core).
cmake -S . -B build-fuzz -DRAMPART_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo
set -- fen san patterns pgn tbfile
targets=""
for target in "$@"; do targets="$targets fuzz_$target"; done
# shellcheck disable=SC2086 # one word per target
cmake --build build-fuzz -j"$JOBS" --target $targets
# One fuzzer on its corpus; its exit status is the fuzzer's.
fuzz() {
    corpus="build-fuzz/corpus-$1"
    mkdir -p "$corpus"
    cp tests/fuzz/corpus/"$1"/* "$corpus"/
    build-fuzz/tests/fuzz/fuzz_"$1" "$corpus" -max_total_time="$FUZZ_SECONDS" -timeout=5 \
        -rss_limit_mb=2048 -print_final_stats=1 > "build-fuzz/fuzz-$1.log" 2>&1
}
while [ $# -gt 0 ]; do
    batch="" # target:pid of each job of the batch
    running=0
    while [ $# -gt 0 ] && [ "$running" -lt "$JOBS" ]; do
        fuzz "$1" &
        batch="$batch $1:$!"
        running=$((running + 1))
        shift
    done
    # Each job's own exit status, from `wait` on its process: nothing read
    # back from the build folder, which a reused one may hold from an older
    # run. Every job of the batch ends before the script does.
    failed=""
    for job in $batch; do
        target=${job%%:*}
        status=0
        wait "${job#*:}" || status=$?
        tail -n 12 "build-fuzz/fuzz-$target.log"
        if [ "$status" -ne 0 ]; then
            failed="$failed fuzz_$target (exit $status)"
        fi
    done
    if [ -n "$failed" ]; then
        echo "fuzzing failed:$failed"
        exit 1
    fi
done
phase "all tests passed"
