#include "clicommand.h"

#include "commandfunctions.h"

namespace rampart::cli {

const Command *commands(int &count) {
    // Add new subcommands here (declared in commandfunctions.h).
    static const Command list[] = {
        {"perft", "Count leaf nodes of the legal move tree (move generator check).", runPerft},
        {"match", "List pattern matches (pattern, transform, identities) per position.", runMatch},
        {"eval", "Static PawnKing evaluation: optimistic and pessimistic verdicts.", runEval},
        {"bench", "Run a benchmark and print its figures: perft, ...", runBench},
        {"blockage", "Blockage (fortress) detection in pawn endings: verdict, fence and flood.",
         runBlockage},
        {"bench", "Run a benchmark and print its figures: perft, blockage, tables.", runBench},
        {"probe", "Probe the KQK/KRK/KPK distance-to-mate tables: win N, loss N, draw.", runProbe},
        {"tb", "Endgame table statistics, dumps and the KPK rule audit.", runTb},
    };
    count = int(sizeof(list) / sizeof(list[0]));
    return list;
}

} // namespace rampart::cli
