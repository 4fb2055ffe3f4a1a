#!/usr/bin/env bash
# Rampart against Stockfish on pawn endings: for each position (Fine #70
# first), both engines search in UCI mode with the same number of threads
# (one unless told) and the same hash size on this machine; the script records the time at which each engine
# settles on a right move with a right value (winning where it wins, drawn
# where it draws) and keeps it until the time cap, and prints the ratio
# Stockfish time / Rampart time (> 1: Rampart settles faster).
#
# Run by hand (not part of CTest):
#   tests/compare_stockfish.sh [path/to/rampart-cli] [cap-seconds] [repeats] [threads]
#   tests/compare_stockfish.sh --help
# Defaults: build/app/rampart-cli, 5 s per engine and position, 3 repeats
# (each engine's settle time is the median of the repeats), 1 thread (UCI
# Threads, given to both engines).
# Installs Debian's `stockfish` package when it is missing (needs root or sudo).
# The UCI driving: tests/uci_engine.sh.

# Under sh: again under bash (arrays, [[ ]]).
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=tests/uci_engine.sh
. "$here/tests/uci_engine.sh"
usage_if_asked "$0" "$@"
rampart="${1:-$here/build/app/rampart-cli}"
cap="${2:-5}"
repeats="${3:-3}"
threads="${4:-1}"

require_rampart "$rampart"

find_stockfish
if [[ -z "$stockfish" ]]; then
    echo "stockfish not found: installing the Debian package" >&2
    if [[ $(id -u) -eq 0 ]]; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y stockfish >&2
    else
        sudo DEBIAN_FRONTEND=noninteractive apt-get install -y stockfish >&2
    fi
    stockfish="$(command -v stockfish || echo /usr/games/stockfish)"
fi

uci_python "$rampart" "$stockfish" "$cap" "$repeats" "$threads" << 'PYTHON'
import math, sys

rampart, stockfish, cap = sys.argv[1], sys.argv[2], float(sys.argv[3])
repeats = max(1, int(sys.argv[4]))
threads = max(1, int(sys.argv[5]))

# name, FEN, expected result (win = the side to move wins, draw, loss),
# right first moves (empty: any move keeping the right value), source.
POSITIONS = [
    ("fine70", "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1", "win", ["a1b1"],
     "Lasker-Reichhelm 1901, Fine no. 70"),
    ("reti", "7K/8/k1P5/7p/8/8/8/8 w - - 0 1", "draw", ["h8g7"], "Reti 1921"),
    ("breakthrough", "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1", "win", [],
     "three-pawn breakthrough"),
    ("triangulation", "8/2k5/p1P5/P1K5/8/8/8/8 w - - 0 1", "win", [],
     "triangulation, Epshteyn 2.1"),
    ("opposition-w", "8/2k5/2p5/2P5/3K4/8/8/8 w - - 0 1", "win", [],
     "blocked c-pawns, White to move"),
    ("opposition-b", "8/2k5/2p5/2P5/3K4/8/8/8 b - - 0 1", "draw", [],
     "blocked c-pawns, Black to move"),
    ("kpk-opposition", "8/8/8/4k3/8/4K3/4P3/8 b - - 0 1", "loss", [],
     "KPK, defender to move loses the opposition"),
    ("rook-pawn", "7k/8/6K1/7P/8/8/8/8 w - - 0 1", "draw", [], "KPK rook pawn"),
    ("outside-passer", "8/5ppp/4k3/8/P7/4K3/6PP/8 w - - 0 1", "win", [],
     "outside passed pawn"),
    ("fortress", "8/8/4k3/p1p1p1p1/P1P1P1P1/P7/3K4/8 w - - 0 1", "draw", [],
     "ram fence, extra pawn useless"),
    ("fortress-2", "6k1/8/8/1p1p1p1p/1P1P1P1P/1P1P4/8/3K4 w - - 0 1", "draw", [],
     "ram fence, two extra pawns"),
    ("race-queens", "8/8/2P5/5K2/8/7p/8/k7 w - - 0 1", "draw", [],
     "both pawns queen"),
]

WIN_CP = 200   # a score at least this (side to move's view) counts as winning
DRAW_CP = 50   # |score| at most this counts as drawn


def right_value(kind, value):
    if kind == "mate":
        return ("win" if value > 0 else "loss")
    if value >= WIN_CP:
        return "win"
    if value <= -WIN_CP:
        return "loss"
    if abs(value) <= DRAW_CP:
        return "draw"
    return "unclear"


def run(program, fen):
    """A fresh engine process searching fen until the cap: its exact-score
    reports with a line, as (ms, move, kind, value, depth)."""
    command = [program, "uci"] if program == rampart else [program]
    engine = UciEngine(command, threads=threads, hash_mb=64)
    reports = engine.search(fen, int(cap * 1000))
    engine.quit()
    # A report without time or depth comes before the search: Rampart's
    # table answer ("info depth 0 score mate -20 pv e5d5"), at 0 ms.
    return [(r.time or 0, r.move, r.kind, r.value, r.depth or 0) for r in reports
            if r.move and not r.bound]


def settle(samples, expected, moves):
    """Time of the first sample from which every later sample is right."""
    settled = None
    for ms, move, kind, value, depth in samples:
        ok = right_value(kind, value) == expected and (not moves or move in moves)
        if ok and settled is None:
            settled = (ms, depth)
        elif not ok:
            settled = None
    return settled


def median_settle(engine, fen, expected, moves):
    """Median settle time over the repeats (None counts as never = slowest),
    and the last run's samples."""
    results = []
    samples = []
    for _ in range(repeats):
        samples = run(engine, fen)
        results.append(settle(samples, expected, moves))
    results.sort(key=lambda x: float("inf") if x is None else x[0])
    return results[len(results) // 2], samples


def show(s):
    return "never" if s is None else "%6d ms (d%d)" % (s[0], s[1])


print("cap %.0f s per engine and position, median of %d runs, %d thread(s); Stockfish %s"
      % (cap, repeats, threads, stockfish))
print("%-15s %-5s %-18s %-18s %-9s %s" % ("position", "want", "rampart", "stockfish",
                                           "sf/ramp", "final scores (rampart | stockfish)"))
ratios = []
for name, fen, expected, moves, source in POSITIONS:
    rs, r = median_settle(rampart, fen, expected, moves)
    ss, s = median_settle(stockfish, fen, expected, moves)
    if rs and ss:
        ratio = max(ss[0], 1) / max(rs[0], 1)
        ratios.append(ratio)
        rtext = "%.1f" % ratio
    elif rs and not ss:
        rtext = "sf never"
    elif ss and not rs:
        rtext = "rp never"
    else:
        rtext = "-"
    last = lambda x: ("%s %s %d" % (x[-1][1], x[-1][2], x[-1][3])) if x else "none"
    print("%-15s %-5s %-18s %-18s %-9s %s | %s" % (name, expected, show(rs), show(ss), rtext,
                                                   last(r), last(s)), flush=True)
if ratios:
    g = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
    print("geometric mean of sf/rampart over %d positions both settled: %.2f" % (len(ratios), g))
print("times are the engines' own 'time' fields (1 ms resolution); 0-2 ms figures are noise")
PYTHON
