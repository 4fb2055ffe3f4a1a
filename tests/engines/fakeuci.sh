#!/bin/sh
# A tiny UCI engine for Rampart's tests (protocol: the UCI specification,
# https://www.shredderchess.com/download/div/uci.zip). It knows one kind of
# position, the king and e-pawn of the tests (8/8/8/4k3/8/8/4P3/4K3), and
# answers "go" with fixed lines for the side to move: scores from the side
# to move, principal variations in UCI notation, the first one ending in a
# move that is not legal there (the GUI must cut it off).
#
# FAKEUCI_MODE selects a misbehaviour: "crash" dies by SIGSEGV after the
# first "go", "hang" never answers "stop", "mute" never answers "uci".
# FAKEUCI_LOG, when set, names a file every command received is appended to.
mode=${FAKEUCI_MODE:-normal}
multipv=1
side=w
lines() {
    if [ "$side" = w ]; then
        echo "info depth 1 currmove e2e4 currmovenumber 1"
        echo "info depth 7 seldepth 9 multipv 1 score cp 512 nodes 4096 nps 100000 pv e2e4 e5e6 e1e2 a1a2"
        [ "$multipv" -ge 2 ] && echo "info depth 7 multipv 2 score cp 300 lowerbound nodes 4096 pv e2e3 e5e4"
        [ "$multipv" -ge 3 ] && echo "info depth 7 multipv 3 score mate 12 nodes 4096 pv e1d2 e5d4"
    else
        echo "info string thinking as Black"
        echo "info depth 6 multipv 1 score cp -250 nodes 2048 pv e5e4 e1f2"
        [ "$multipv" -ge 2 ] && echo "info depth 6 multipv 2 score mate -9 nodes 2048 pv e5d5 e2e4"
    fi
}
while IFS= read -r line; do
    [ -n "${FAKEUCI_LOG:-}" ] && echo "$line" >> "$FAKEUCI_LOG"
    case "$line" in
    uci)
        [ "$mode" = mute ] && continue
        echo "id name Fake UCI 1.0"
        echo "id author Rampart tests"
        echo "option name Hash type spin default 16 min 1 max 1024"
        echo "option name MultiPV type spin default 1 min 1 max 8"
        echo "uciok"
        ;;
    isready) echo "readyok" ;;
    "setoption name MultiPV value "*) multipv=${line##* } ;;
    "position fen "*)
        set -- ${line#position fen }
        side=$2
        ;;
    go*)
        lines
        [ "$mode" = crash ] && kill -SEGV $$
        ;;
    stop)
        [ "$mode" = hang ] && continue
        echo "bestmove e2e4"
        ;;
    quit) exit 0 ;;
    esac
done
