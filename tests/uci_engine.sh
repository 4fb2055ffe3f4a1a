# Sourced by tests/compare_mates.sh and tests/compare_stockfish.sh (bash):
# the one UCI driver both use, and the checks they share.
#
#   usage_if_asked "$0" "$@"    prints the script's header comment and exits on -h/--help
#   require_rampart PATH        exits with a message when rampart-cli is not there
#   find_stockfish              sets $stockfish to the Stockfish program, or "" when missing
#   uci_python ARGS... << 'PY'  runs the Python program on stdin with ARGS as
#                               sys.argv[1:], after the class below:
#
#   UciEngine(command, threads=None, hash_mb=64, options=None)
#       starts the engine (a list: program and arguments), does the UCI
#       handshake (uci/uciok, the options given, and each name: value of
#       the options dict as "setoption", isready/readyok)
#   .search(fen, ms) -> [Report]
#       a new game at fen, "go movetime ms"; returns every report of the
#       first line that has a score, in order, until "bestmove"
#   .quit()
#   Report: time, depth, nodes (None when the engine left them out), kind
#       ("cp" or "mate"), value, bound (an upper or lower bound, not an
#       exact score), move (first move of the pv, None without one)
#
# The protocol: the UCI specification by Stefan Meyer-Kahlen
# (https://www.shredderchess.com/chess-features/uci-universal-chess-interface.html).

usage_if_asked() {
    local script="$1"
    shift
    case "${1:-}" in
    -h | --help)
        # The header comment, from after the "#!" line to the first code line.
        awk 'NR > 1 { if (!/^#/) exit; sub(/^# ?/, ""); print }' "$script"
        exit 0
        ;;
    esac
}

require_rampart() {
    if [[ ! -x "$1" ]]; then
        echo "error: rampart-cli not found at $1 (build it: cmake --build build --target rampart-cli)" >&2
        exit 1
    fi
}

find_stockfish() {
    stockfish="$(command -v stockfish || true)"
    [[ -z "$stockfish" && -x /usr/games/stockfish ]] && stockfish=/usr/games/stockfish
    return 0
}

uci_python() {
    if ! command -v python3 > /dev/null; then
        echo "error: python3 is needed to drive the engines" >&2
        exit 1
    fi
    python3 -c "$UCI_ENGINE_PY
$(cat)" "$@"
}

UCI_ENGINE_PY='
import collections, subprocess

Report = collections.namedtuple("Report", "time depth nodes kind value bound move")


class UciEngine:
    def __init__(self, command, threads=None, hash_mb=64, options=None):
        self.p = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        if threads:
            self.send("setoption name Threads value %d" % threads)
        if hash_mb:
            self.send("setoption name Hash value %d" % hash_mb)
        for name, value in (options or {}).items():
            self.send("setoption name %s value %s" % (name, value))
        self.send("isready")
        self.wait("readyok")

    def send(self, s):
        self.p.stdin.write(s + "\n")
        self.p.stdin.flush()

    def wait(self, prefix):
        for line in self.p.stdout:
            if line.startswith(prefix):
                return line
        return ""

    def search(self, fen, ms):
        self.send("ucinewgame")
        self.send("position fen " + fen)
        self.send("isready")
        self.wait("readyok")
        self.send("go movetime %d" % ms)
        reports = []
        for line in self.p.stdout:
            t = line.split()
            if not t:
                continue
            if t[0] == "bestmove":
                break
            if t[0] != "info" or "score" not in t:
                continue
            if "multipv" in t and t[t.index("multipv") + 1] != "1":
                continue

            def field(name):
                return int(t[t.index(name) + 1]) if name in t else None

            i = t.index("score")
            reports.append(Report(field("time"), field("depth"), field("nodes"), t[i + 1],
                                  int(t[i + 2]), "upperbound" in t or "lowerbound" in t,
                                  t[t.index("pv") + 1] if "pv" in t else None))
        return reports

    def quit(self):
        self.send("quit")
        self.p.wait()
'
