#include "tabledumpline.h"

namespace rampart::cli {

void writeTableDumpHeader(OutputBuffer &buffer, bool csv) {
    if (csv) buffer << "fen,result,dtm_moves,dtm_plies\n";
}

void writeTableDumpLine(OutputBuffer &buffer, std::string_view fen, const TableProbe &probe,
                        bool csv) {
    buffer << fen;
    if (!csv) {
        buffer << '\t' << probe.toString() << '\n';
        return;
    }
    const char *result = probe.kind == TableProbe::Kind::Win    ? "win"
                         : probe.kind == TableProbe::Kind::Loss ? "loss"
                                                                : "draw";
    buffer << ',' << result << ',';
    if (probe.isDecided())
        buffer << (long long)probe.distance << ',' << (long long)probe.plies();
    else
        buffer << ',';
    buffer << '\n';
}

} // namespace rampart::cli
