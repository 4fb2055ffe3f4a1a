#!/usr/bin/env python3
# Usage: tests/select_solver_mates.py LIST > resources/positions/pawn-mates-beyond.epd
# LIST: the file RAMPART_LIST_SOLVER_MATES=LIST build/tests/tst_solvermates
# writes (root FEN, position FEN, mate in moves: negative when the side to
# move is mated), one line per proven mate of 5 to 70 moves with five or six
# men met while walking the solved sets of the test's roots.
"""Picks pawn-only mates beyond four men from the solver's proven values.

Rule (fixed before any engine ran): only pawn-only positions (no promoted
piece on the board yet); per root, the distinct mate lengths (wins and losses
apart) sorted, PER_ROOT lengths taken at even steps through them (first and
last included), and for each length the position at index
(|moves| * 7919) mod count in the list's order (a spread, not a choice)."""
import sys

PER_ROOT = 6

rows = {}
for line in open(sys.argv[1]):
    root, fen, moves = line.rstrip('\n').split('\t')
    board = fen.split()[0]
    if any(c in board for c in 'QRBNqrbn'):
        continue
    rows.setdefault(root, {}).setdefault(int(moves), []).append(fen)

print('# Pawn-only positions with five or six men and a forced mate, for')
print('# `rampart-cli bench mates` and tests/compare_mates.sh.')
print('# bm #N: the side to move mates in N moves; bm #-N: it is mated in N moves.')
print('# Every value is a solver proof (core/solver: every reachable position')
print('# solved, the promoted queen inside the scope, both runs equal), checked by')
print('# tst_solvermates (beyondFourMenFileIsProven) and by')
print('#   rampart-cli solve --pieces 1 --fen "FEN"')
print('# ("proven win N" for #N, "proven loss N" for #-N; the fifty-move rule is')
print('# ignored). Chosen by tests/select_solver_mates.py from the solved sets of')
print('# tst_solvermates\' roots by a fixed rule, before any engine ran on them.')
n = 0
for root, by_moves in rows.items():
    lengths = sorted(by_moves, key=lambda m: (m < 0, abs(m)))
    if len(lengths) <= PER_ROOT:
        picked = lengths
    else:
        step = (len(lengths) - 1) / (PER_ROOT - 1)
        picked = sorted({lengths[round(i * step)] for i in range(PER_ROOT)},
                        key=lambda m: (m < 0, abs(m)))
    for m in picked:
        fens = by_moves[m]
        fen = fens[(abs(m) * 7919) % len(fens)]
        n += 1
        board = ' '.join(fen.split()[:4])
        side = 'White' if fen.split()[1] == 'w' else 'Black'
        other = 'Black' if side == 'White' else 'White'
        mater = side if m > 0 else other
        men = sum(c.isalpha() for c in fen.split()[0])
        print('%s bm #%d; id "beyond-%02d"; c0 "%d men: %s mates in %d (solver proof, DTM %d, '
              'rampart-cli solve --pieces 1; solved set of %s)";'
              % (board, m, n, men, mater, abs(m), abs(m), ' '.join(root.split()[:2])))
