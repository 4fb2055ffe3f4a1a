// The benchmarks of `rampart-cli bench`, each in its own bench<name>.cpp.
#pragma once

#include <QStringList>

namespace rampart::cli {

int benchPerft(const QStringList &arguments);
int benchSearch(const QStringList &arguments);
// Static evaluation against the exact KPK results (benchevalkpk.cpp).
int benchEval(const QStringList &arguments);
int benchBlockage(const QStringList &arguments);
int benchTables(const QStringList &arguments);
// Known forced mates of an EPD file searched for a fixed time or node budget
// (benchmates.cpp).
int benchMates(const QStringList &arguments);
// PGN index and reading over a generated database (benchpgn.cpp).
int benchPgn(const QStringList &arguments);
// Fine #70 and published pawn endings solved (benchsolve.cpp).
int benchSolve(const QStringList &arguments);
// Practice replies timed on tables and a solved set (benchpractice.cpp).
int benchPractice(const QStringList &arguments);
// bench tables --four-men (benchfourmen.cpp).
int benchFourMen(int threads, int runs);

} // namespace rampart::cli
