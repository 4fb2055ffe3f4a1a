#!/usr/bin/env bash
# Forced mates found by Rampart and by Stockfish on the same EPD file with
# "bm #N" operands, at the same fixed times per position, in one run:
# Rampart through `rampart-cli bench mates FILE --movetime MS`, Stockfish
# through UCI (`go movetime MS`, one thread, 64 MB hash, a new game per
# position), printed in the bench's own format (want, got, verdict, time,
# nodes), then a summary line per engine and time and the ratio of mates found.
#
# Run by hand (not part of CTest):
#   tests/compare_mates.sh [path/to/rampart-cli] [file.epd] [ms ...]
#   tests/compare_mates.sh --help
# Defaults: build/app/rampart-cli, resources/positions/pawn-mates.epd, 300
# and 1000 ms. RAMPART_BENCH_OPTIONS adds options to Rampart's bench (for
# example "--tables --no-build" for the four-man tables of the cache);
# RAMPART_VIA_UCI=1 drives `rampart-cli uci` like Stockfish instead (for a
# build without `bench mates`).
# Verdicts as in bench mates: best = exactly N, found = a mate for the right
# side no shorter than N, wrong, none. The UCI driving: tests/uci_engine.sh.

# Under sh: again under bash (arrays, [[ ]]).
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=tests/uci_engine.sh
. "$here/tests/uci_engine.sh"
usage_if_asked "$0" "$@"
rampart="${1:-$here/build/app/rampart-cli}"
epd="${2:-$here/resources/positions/pawn-mates.epd}"
shift $(( $# > 2 ? 2 : $# ))
times=("$@")
[[ ${#times[@]} -eq 0 ]] && times=(300 1000)

require_rampart "$rampart"
if [[ ! -r "$epd" ]]; then
    echo "error: cannot read $epd" >&2
    exit 1
fi
find_stockfish
if [[ -z "$stockfish" ]]; then
    echo "error: stockfish not found (Debian package 'stockfish')" >&2
    exit 1
fi

# uci_mates FILE MS ENGINE [ARGS...]: the bench's output for any UCI engine.
uci_mates() {
    uci_python "$@" << 'PYTHON'
import re, sys

path, ms, command = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
engine = UciEngine(command, threads=1, hash_mb=64)
total = found = best = 0
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
    print("%-10s want %-5s got %-9s %-5s %6d ms %10d nodes  depth %d"
          % (ident, "#%d" % want, got, verdict, elapsed, nodes, depth), flush=True)
engine.quit()
print("found %d/%d  best %d/%d  time %d ms  nodes %d" % (found, total, best, total, time_sum,
                                                          nodes_sum))
PYTHON
}

summary=()
for ms in "${times[@]}"; do
    echo "== Rampart, $ms ms per position"
    if [[ -n "${RAMPART_VIA_UCI:-}" ]]; then
        rout="$(uci_mates "$epd" "$ms" "$rampart" uci)"
    else
        # shellcheck disable=SC2086
        rout="$("$rampart" bench mates "$epd" --movetime "$ms" ${RAMPART_BENCH_OPTIONS:-})"
    fi
    printf '%s\n' "$rout"
    rline="$(tail -n 1 <<< "$rout")"
    echo "== Stockfish ($stockfish), $ms ms per position"
    sout="$(uci_mates "$epd" "$ms" "$stockfish")"
    printf '%s\n' "$sout"
    sline="$(tail -n 1 <<< "$sout")"
    summary+=("$ms ms: Rampart $rline | Stockfish $sline")
done

echo "== Summary ($(basename "$epd"); machine load affects both alike)"
for s in "${summary[@]}"; do
    r=$(sed -n 's/.*Rampart found \([0-9]*\)\/.*/\1/p' <<< "$s")
    f=$(sed -n 's/.*Stockfish found \([0-9]*\)\/.*/\1/p' <<< "$s")
    ratio=$(python3 -c "print('%.2f' % ($r / $f) if $f else 'n/a')")
    echo "$s | found ratio Rampart/Stockfish $ratio"
done
