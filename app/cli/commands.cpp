// The command tables of rampart-cli and the one dispatcher that runs them.
#include <algorithm>
#include <cstring>

#include "benchmarks.h"
#include "clicommand.h"
#include "clio.h"
#include "commandfunctions.h"

namespace rampart::cli {

namespace {

// Add new commands here (declared in commandfunctions.h).
const Command TopLevel[] = {
    {"perft", "Count leaf nodes of the legal move tree (move generator check).", runPerft},
    {"probe",
     "Probe the endgame tables (own up to four men, Gaviota, Syzygy): win N, loss N, draw.",
     runProbe},
    {"solve",
     "Prove pawn endings beyond four men over every reachable position: win N, draw, loss N.",
     runSolve},
    {"tb", "Endgame tables: build, verify, stats, dump, audit-kpk, sources.", runTb},
    {"blockage", "Blockage (fortress) detection in pawn endings: verdict, fence and flood.",
     runBlockage},
    {"match", "List pattern matches (pattern, transform, identities) per position.", runMatch},
    {"eval", "Static PawnKing evaluation: optimistic and pessimistic verdicts.", runEval},
    {"analyze", "Search a position: one line per depth, then the best move and value.", runAnalyze},
    {"pgn", "PGN files: list the games (pawn endings, errors), export one game.", runPgn},
    {"uci", "Run as a UCI engine (for chess GUIs).", runUci},
    {"bench", "Run a benchmark and print its figures (bench --help lists them).", runBench},
};

// Add new tb subcommands here (declared in commandfunctions.h).
const Command Tb[] = {
    {"build", "Build tables up to four men into the cache folder (MATERIAL... or --all).",
     runTbBuild},
    {"verify", "Check every value of tables up to four men against its moves.", runTbVerify},
    {"stats", "Statistics of one table (e.g. KPK, KPKP): results, DTM histograms, zugzwangs.",
     runTbStats},
    {"dump", "Every legal position of one table with its value (FEN<TAB>RESULT or CSV).",
     runTbDump},
    {"audit-kpk", "Check the KPK rules of the chessprogramming wiki against the bitbase.",
     runTbAuditKpk},
    {"sources",
     "Every table source: Rampart's own tables and cache, Gaviota and Syzygy folders, problems.",
     runTbSources},
};

// Add new benchmarks here (declared in benchmarks.h).
const Command Bench[] = {
    {"perft", "Nodes per second of the move generator over a fixed set of positions.", benchPerft},
    {"search", "Fixed pawn endings searched to fixed depths: node signature and nps.", benchSearch},
    {"eval", "Static evaluation (tables off) against the exact KPK results.", benchEval},
    {"blockage", "Average cost per blockage detection call over a mixed set of pawn endings.",
     benchBlockage},
    {"tables", "Build time and memory of the KPK bitbase and the KQK/KRK/KPK DTM tables.",
     benchTables},
    {"mates",
     "Known forced mates of an EPD file (bm #N) searched for a fixed time or nodes: found/total.",
     benchMates},
    {"pgn", "Generated PGN database indexed, read and replayed: games and plies per second.",
     benchPgn},
    {"solve", "Fine #70 and published pawn endings solved: value, slices, positions, time.",
     benchSolve},
    {"practice", "Practice replies from KPK, a four-man table and Fine #70's solved set: ms each.",
     benchPractice},
};

void printUsage(const QString &program, CommandTable table, const CommandLevel &level) {
    std::size_t width = 0;
    for (const Command &c : table) width = std::max(width, std::strlen(c.name));
    out() << "Usage: " << program << " <" << level.placeholder << "> [options]\n\n"
          << level.heading << '\n';
    for (const Command &c : table)
        out() << "  " << QString::fromLatin1(c.name).leftJustified(int(width) + 1) << ' '
              << c.summary << '\n';
    out() << "\nRun '" << program << " <" << level.placeholder << "> --help' for its options."
          << Qt::endl;
}

} // namespace

CommandTable commands() {
    return TopLevel;
}
CommandTable tbCommands() {
    return Tb;
}
CommandTable benchCommands() {
    return Bench;
}

int dispatch(const QStringList &arguments, CommandTable table, const CommandLevel &level) {
    const QString program = arguments.at(0);
    if (arguments.size() < 2) {
        printUsage(program, table, level);
        return 2;
    }
    const QString name = arguments.at(1);
    if (name == QLatin1String("--help") || name == QLatin1String("-h") ||
        name == QLatin1String("help")) {
        printUsage(program, table, level);
        return 0;
    }
    for (const Command &c : table) {
        if (name == QLatin1String(c.name)) {
            QStringList rest = arguments.mid(1);
            rest[0] = program + QLatin1Char(' ') + name;
            return c.run(rest);
        }
    }
    err() << "error: unknown " << level.placeholder << " '" << name << "' (see " << program
          << " --help)" << Qt::endl;
    return 2;
}

int runTb(const QStringList &arguments) {
    return dispatch(arguments, tbCommands(), {"subcommand", "Subcommands:"});
}

int runBench(const QStringList &arguments) {
    return dispatch(arguments, benchCommands(), {"benchmark", "Benchmarks:"});
}

} // namespace rampart::cli
