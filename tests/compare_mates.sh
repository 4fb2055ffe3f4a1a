#!/usr/bin/env bash
# Forced mates found by Rampart and by Stockfish on the same EPD file with
# "bm #N" operands, at the same fixed times per position, in one run:
# Rampart through `rampart-cli bench mates FILE --movetime MS`, Stockfish
# through UCI (`go movetime MS`, one thread, 64 MB hash, a new game per
# position), printed in the bench's own format (want, got, verdict, time,
# nodes), then a summary line per engine and time and the ratio of mates found.
#
# Run by hand (not part of CTest):
#   tests/compare_mates.sh [--syzygy-path DIR] [path/to/rampart-cli] [file.epd[,file.epd...]] [ms ...]
#   tests/compare_mates.sh --help
# Defaults: build/app/rampart-cli, resources/positions/pawn-mates.epd and
# pawn-mates-beyond.epd (five and six men, solver proofs), 300 and 1000 ms.
# --syzygy-path DIR gives both engines the same Syzygy folder (Rampart
# `--syzygy-path DIR`, Stockfish `setoption name SyzygyPath value DIR`).
# RAMPART_BENCH_OPTIONS adds options to Rampart's bench (for example
# "--tables --cache-dir DIR --no-build" for the four-man tables of a cache);
# RAMPART_VIA_UCI=1 drives `rampart-cli uci` like Stockfish instead (for a
# build without `bench mates`).
# Verdicts as in bench mates: best = exactly N, found = a mate for the right
# side no shorter than N, wrong, none. Exit status 1 when either engine
# reports a wrong mate (one that contradicts the file's promise), as
# `bench mates` does. The UCI driving: tests/uci_engine.sh.

# Under sh: again under bash (arrays, [[ ]]).
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=tests/uci_engine.sh
. "$here/tests/uci_engine.sh"
usage_if_asked "$0" "$@"
syzygy=""
while [[ "${1:-}" == --syzygy-path* ]]; do
    if [[ "$1" == --syzygy-path=* ]]; then
        syzygy="${1#--syzygy-path=}"
        shift
    elif [[ $# -ge 2 ]]; then
        syzygy="$2"
        shift 2
    else
        echo "error: --syzygy-path needs a folder" >&2
        exit 2
    fi
done
if [[ -n "$syzygy" && ! -d "$syzygy" ]]; then
    echo "error: no folder $syzygy" >&2
    exit 2
fi
rampart="${1:-$here/build/app/rampart-cli}"
epds="${2:-$here/resources/positions/pawn-mates.epd,$here/resources/positions/pawn-mates-beyond.epd}"
shift $(( $# > 2 ? 2 : $# ))
times=("$@")
[[ ${#times[@]} -eq 0 ]] && times=(300 1000)

require_rampart "$rampart"
IFS=, read -r -a files <<< "$epds"
for epd in "${files[@]}"; do
    if [[ ! -r "$epd" ]]; then
        echo "error: cannot read $epd" >&2
        exit 1
    fi
done
find_stockfish
if [[ -z "$stockfish" ]]; then
    echo "error: stockfish not found (Debian package 'stockfish')" >&2
    exit 1
fi

# uci_mates FILE MS ENGINE [ARGS...]: the bench's output for any UCI engine;
# exit status 1 when a reported mate is wrong.
uci_mates() {
    uci_python "$syzygy" "$@" << 'PYTHON'
import re, sys

syzygy, path, ms, command = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
engine = UciEngine(command, threads=1, hash_mb=64,
                   options={"SyzygyPath": syzygy} if syzygy else None)
total = found = best = wrong = 0
nodes_sum = time_sum = 0
for n, line in enumerate(open(path), 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    m = re.search(r"\bbm #(-?\d+)", line)
    if not m:
        continue
    want = int(m.group(1))
    ident = re.search(r'\bid "([^"]*)"', line)
    ident = ident.group(1) if ident else str(n)
    fen = " ".join(line.split()[:4]) + " 0 1"
    # The figures of the last report, the score of the last exact one.
    score = None
    nodes = elapsed = depth = 0
    for r in engine.search(fen, ms):
        nodes = r.nodes if r.nodes is not None else nodes
        elapsed = r.time if r.time is not None else elapsed
        depth = r.depth if r.depth is not None else depth
        if not r.bound:
            score = (r.kind, r.value)
    total += 1
    nodes_sum += nodes
    time_sum += elapsed
    if score and score[0] == "mate" and score[1] != 0:
        got = "#%d" % score[1]
        if (score[1] > 0) != (want > 0):
            verdict = "wrong"
        elif score[1] == want:
            verdict = "best"
        elif abs(score[1]) > abs(want):
            verdict = "found"
        else:
            verdict = "wrong"
    else:
        got = "cp %d" % score[1] if score else "-"
        verdict = "none"
    found += verdict in ("best", "found")
    best += verdict == "best"
    wrong += verdict == "wrong"
    print("%-10s want %-5s got %-9s %-5s %6d ms %10d nodes  depth %d"
          % (ident, "#%d" % want, got, verdict, elapsed, nodes, depth), flush=True)
engine.quit()
print("found %d/%d  best %d/%d  time %d ms  nodes %d" % (found, total, best, total, time_sum,
                                                          nodes_sum))
sys.exit(1 if wrong else 0)
PYTHON
}

bench_options=()
[[ -n "$syzygy" ]] && bench_options=(--syzygy-path "$syzygy")
summary=()
status=0
for epd in "${files[@]}"; do
    for ms in "${times[@]}"; do
        echo "== $(basename "$epd"): Rampart, $ms ms per position"
        if [[ -n "${RAMPART_VIA_UCI:-}" ]]; then
            rout="$(uci_mates "$epd" "$ms" "$rampart" uci)" || status=1
        else
            # shellcheck disable=SC2086
            rout="$("$rampart" bench mates "$epd" --movetime "$ms" "${bench_options[@]}" \
                ${RAMPART_BENCH_OPTIONS:-})" || status=1
        fi
        printf '%s\n' "$rout"
        rline="$(tail -n 1 <<< "$rout")"
        echo "== $(basename "$epd"): Stockfish ($stockfish), $ms ms per position"
        sout="$(uci_mates "$epd" "$ms" "$stockfish")" || status=1
        printf '%s\n' "$sout"
        sline="$(tail -n 1 <<< "$sout")"
        summary+=("$(basename "$epd") $ms ms: Rampart $rline | Stockfish $sline")
    done
done

echo "== Summary (machine load affects both alike)"
for s in "${summary[@]}"; do
    r=$(sed -n 's/.*Rampart found \([0-9]*\)\/.*/\1/p' <<< "$s")
    f=$(sed -n 's/.*Stockfish found \([0-9]*\)\/.*/\1/p' <<< "$s")
    ratio=$(python3 -c "print('%.2f' % ($r / $f) if $f else 'n/a')")
    echo "$s | found ratio Rampart/Stockfish $ratio"
done
[[ $status -eq 0 ]] || echo "error: a reported mate contradicts the file (verdict wrong above)" >&2
exit $status
