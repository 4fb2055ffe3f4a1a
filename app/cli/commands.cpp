#include "clicommand.h"

#include "commandfunctions.h"

namespace rampart::cli {

const Command *commands(int &count) {
    // Add new subcommands here (declared in commandfunctions.h).
    static const Command list[] = {
        {"perft", "Count leaf nodes of the legal move tree (move generator check).", runPerft},
        {"probe", "Probe the KQK/KRK/KPK distance-to-mate tables: win N, loss N, draw.", runProbe},
        {"tb", "Endgame table statistics, dumps and the KPK rule audit.", runTb},
        {"blockage", "Blockage (fortress) detection in pawn endings: verdict, fence and flood.",
         runBlockage},
        {"match", "List pattern matches (pattern, transform, identities) per position.", runMatch},
        {"eval", "Static PawnKing evaluation: optimistic and pessimistic verdicts.", runEval},
        {"analyze", "Search a position: one line per depth, then the best move and value.",
         runAnalyze},
        {"pgn", "PGN files: list the games (pawn endings, errors), export one game.", runPgn},
        {"uci", "Run as a UCI engine (for chess GUIs).", runUci},
        {"bench", "Run a benchmark and print its figures: perft, tables, blockage, eval, search, pgn.",
         runBench},
    };
    count = int(sizeof(list) / sizeof(list[0]));
    return list;
}

} // namespace rampart::cli
