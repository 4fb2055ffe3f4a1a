// rampart-cli probe [--fen FEN | FILE | -] [--moves]
//
// One output line per input position: "FEN<TAB>RESULT" with RESULT one of
// "win N", "loss N" (N in moves; "loss 0" = checkmated now), "draw",
// "illegal: <reason>" or "unsupported: <reason>". With --moves every legal
// move follows on its own line, indented: "  UCI<TAB>SAN<TAB>RESULT", RESULT
// seen by the side that makes the move, best first.
#include "clicommand.h"
#include "clio.h"
#include "cliposition.h"
#include "commandfunctions.h"
#include "outputbuffer.h"
#include "common/fenproblemtext.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "tables/tablebase.h"

namespace rampart::cli {

namespace {

// A six-field line without ';' is a FEN, anything else is read as EPD.
FenResult readFenOrEpd(const std::string &line) {
    std::size_t fields = 0;
    bool inField = false;
    for (char c : line) {
        const bool space = c == ' ' || c == '\t';
        if (!space && !inField) ++fields;
        inField = !space;
    }
    if (fields == 6 && line.find(';') == std::string::npos) return parseFen(line);
    return parseEpd(line).position;
}

} // namespace

int runProbe(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser,
                QStringLiteral("Probes the KQK, KRK and KPK distance-to-mate tables. Prints "
                               "FEN<TAB>RESULT per position: 'win N' or 'loss N' (N in moves, "
                               "'loss 0' = checkmated), 'draw', 'illegal: <reason>' or "
                               "'unsupported: <reason>'."));
    addPositionInputOptions(parser);
    parser.addOption({QStringLiteral("moves"),
                      QStringLiteral("Also print every legal move (UCI, SAN, result after it "
                                     "for the mover), best first.")});
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    const bool withMoves = parser.isSet(QStringLiteral("moves"));

    // Built once for the whole run (a few milliseconds).
    const Tablebase tablebase;
    OutputBuffer buffer;
    int unreadable = 0;
    const bool inputOk = forEachInputLine(
        parser, [&](const std::string &line, int lineNumber, const QString &source) {
            const FenResult r = readFenOrEpd(line);
            if (!r.position) {
                buffer.flush();
                err() << "error: " << source << ':' << lineNumber << ": invalid FEN '"
                      << QString::fromStdString(line)
                      << "': " << QString::fromStdString(describeProblems(r.problems)) << Qt::endl;
                ++unreadable;
                return true;
            }
            buffer << line << '\t';
            if (!r.problems.empty()) {
                buffer << "illegal: ";
                for (std::size_t i = 0; i < r.problems.size(); ++i) {
                    if (i) buffer << "; ";
                    buffer << FenProblemText::sentence(r.problems[i]).toStdString();
                }
                buffer << '\n';
                return true;
            }
            const TableProbe probe = tablebase.probe(*r.position);
            buffer << probe.toString() << '\n';
            if (withMoves) {
                for (const MoveProbe &m : tablebase.probeMoves(*r.position))
                    buffer << "  " << m.move.uci() << '\t' << toSan(*r.position, m.move) << '\t'
                           << m.result.toString() << '\n';
            }
            return true;
        });
    buffer.flush();
    if (!inputOk) return 1;
    return unreadable ? 1 : 0;
}

} // namespace rampart::cli
