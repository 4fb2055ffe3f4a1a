#!/usr/bin/env python3
# Usage: tests/select_pawn_mates.py KPKP.csv KPPK.csv > resources/positions/pawn-mates.epd
# (the CSV files from `rampart-cli tb dump KPKP --csv` and `tb dump KPPK --csv`).
"""Picks pawn-only mate positions from `rampart-cli tb dump MATERIAL --csv`.

Rule (fixed before any engine ran): per material, result and mate length in
moves, the position at index (moves * 7919 + len(result)) mod count in dump order
of all positions with that value (a spread, not a choice);
every second chosen position is colour-flipped so both colours move."""
import csv, sys

def flip(fen):
    board, side, castle, ep, hm, fm = fen.split()
    rows = board.split('/')[::-1]
    rows = [r.swapcase() for r in rows]
    return '/'.join(rows) + ' ' + ('b' if side == 'w' else 'w') + ' - - 0 1'

def pick(path, material, result, lengths):
    buckets = {}
    with open(path) as f:
        for row in csv.DictReader(f):
            if row['result'] != result: continue
            m = int(row['dtm_moves'])
            if m in lengths: buckets.setdefault(m, []).append(row)
    out = []
    for m in lengths:
        b = buckets.get(m)
        if not b: continue
        r = b[(m * 7919 + len(result)) % len(b)]
        out.append((material, result, m, int(r['dtm_plies']), r['fen']))
    return out

chosen = []
chosen += pick(sys.argv[1], 'KPKP', 'win', list(range(5, 34)))
chosen += pick(sys.argv[1], 'KPKP', 'loss', list(range(5, 34, 3)))
chosen += pick(sys.argv[2], 'KPPK', 'win', list(range(5, 33, 2)))
chosen += pick(sys.argv[2], 'KPPK', 'loss', list(range(5, 33, 6)))
n = 0
for material, result, moves, plies, fen in chosen:
    n += 1
    if n % 2 == 0: fen = flip(fen)
    side = 'White' if fen.split()[1] == 'w' else 'Black'
    other = 'Black' if side == 'White' else 'White'
    bm = moves if result == 'win' else -moves
    board = ' '.join(fen.split()[:4])
    text = ('%s mates in %d' % (side, moves)) if result == 'win' else ('%s mates in %d' % (other, moves))
    print('%s bm #%d; id "%s-%02d"; c0 "%s: %s (table DTM %d plies, rampart-cli probe)";'
          % (board, bm, material.lower(), n, material, text, plies))
