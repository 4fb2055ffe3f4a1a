// rampart-cli probe [--fen FEN | FILE | -] [--moves] [--threads N] [--cache-dir DIR] [--no-build]
//
// One output line per input position: "FEN<TAB>RESULT" with RESULT one of
// "win N", "loss N" (N in moves; "loss 0" = checkmated now), "draw",
// "illegal: <reason>" or "unsupported: <reason>". With --moves every legal
// move follows on its own line, indented: "  UCI<TAB>SAN<TAB>RESULT", RESULT
// seen by the side that makes the move, best first. Any position with at
// most four men is answered; the tables it needs are loaded from the cache
// or built first (progress on stderr). The fifty-move rule is ignored.
#include "clicommand.h"
#include "clio.h"
#include "cliposition.h"
#include "clitables.h"
#include "commandfunctions.h"
#include "outputbuffer.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "tables/tableregistry.h"

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
                QStringLiteral("Probes the distance-to-mate tables (any position with at most "
                               "four men; missing tables are built first). Prints "
                               "FEN<TAB>RESULT per position: 'win N' or 'loss N' (N in moves, "
                               "'loss 0' = checkmated), 'draw', 'illegal: <reason>' or "
                               "'unsupported: <reason>'. The fifty-move rule is ignored."));
    addPositionInputOptions(parser);
    parser.addOption({QStringLiteral("moves"),
                      QStringLiteral("Also print every legal move (UCI, SAN, result after it "
                                     "for the mover), best first.")});
    CliTables::addOptions(parser, true);
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    const bool withMoves = parser.isSet(QStringLiteral("moves"));
    std::optional<CliTables> tables = CliTables::fromParser(parser, exitCode);
    if (!tables) return exitCode;
    const TableRegistry &registry = tables->registry();
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
                    buffer << r.problems[i].message();
                }
                buffer << '\n';
                return true;
            }
            const Material material = Material::of(*r.position);
            if (material.menCount() <= Material::MaxMen && material.menCount() > 2 &&
                r.position->castlingRights() == NoCastling &&
                !registry.contains(material.canonical())) {
                buffer.flush();
                tables->provide({material});
            }
            TableProbe probe = registry.probe(*r.position).result;
            if (probe.kind == TableProbe::Kind::Unsupported && !tables->mayBuild() &&
                probe.reason.find("not built") != std::string::npos)
                probe.reason += " (--no-build given)";
            buffer << probe.toString() << '\n';
            if (withMoves) {
                for (const MoveProbe &m : registry.probeMoves(*r.position))
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
