// Entry points of the subcommands; each lives in its own <name>command.cpp.
#pragma once

#include <QStringList>

namespace rampart::cli {

int runPerft(const QStringList &arguments);
// Pattern matches per position (matchcommand.cpp).
int runMatch(const QStringList &arguments);
// PawnKing static evaluation (evalcommand.cpp).
int runEval(const QStringList &arguments);
int runBlockage(const QStringList &arguments);
// bench and tb run the subcommand named by their first argument, from the
// tables in commands.cpp.
int runBench(const QStringList &arguments);
// Search: analysis of one position, and the UCI engine mode.
int runAnalyze(const QStringList &arguments);
int runUci(const QStringList &arguments);
// Endgame tables: probe positions (probecommand.cpp); tb stats, dump, the KPK
// rule audit and the table sources (tbcommand.cpp).
int runProbe(const QStringList &arguments);
int runTb(const QStringList &arguments);
int runTbStats(const QStringList &arguments);
int runTbDump(const QStringList &arguments);
int runTbAuditKpk(const QStringList &arguments);
int runTbSources(const QStringList &arguments);
// PGN files: list the games, export one (pgncommand.cpp).
int runPgn(const QStringList &arguments);
// tb build and tb verify for any material up to four men (tbbuildcommand.cpp).
int runTbBuild(const QStringList &arguments);
int runTbVerify(const QStringList &arguments);
// Pawn endings beyond four men solved over their reachable set (solvecommand.cpp).
int runSolve(const QStringList &arguments);
} // namespace rampart::cli

class QCommandLineParser;
namespace rampart {
class Material;
}

namespace rampart::cli {
// tb stats / tb dump of any material up to four men (tbmaterialcommand.cpp),
// called with the parsed command line.
int runMaterialStats(const QCommandLineParser &parser, const Material &material);
int runMaterialDump(const QCommandLineParser &parser, const Material &material);

} // namespace rampart::cli
