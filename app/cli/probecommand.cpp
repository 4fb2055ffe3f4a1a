// rampart-cli probe [--fen FEN | FILE | -] [--moves] [--threads N] [--cache-dir DIR] [--no-build]
//                   [--source rampart|gaviota|syzygy] [--with-source]
//                   [--syzygy-path DIR] [--gaviota-path DIR]
//
// One output line per input position: "FEN<TAB>RESULT" with RESULT one of
// "win N", "loss N" (N in moves; "loss 0" = checkmated now), "draw",
// "illegal: <reason>" or "unsupported: <reason>"; Syzygy results are "win",
// "draw", "loss" (and "cursed win", "blessed loss") with " dtz N" (plies to
// zeroing) when the DTZ file is there. With --moves every legal move follows
// on its own line, indented: "  UCI<TAB>SAN<TAB>RESULT", RESULT seen by the
// side that makes the move, best first. --with-source adds "<TAB>SOURCE"
// (rampart, gaviota, syzygy) to every result.
//
// Rampart's own tables answer any position with at most four men; the tables
// it needs are loaded from the cache or built first (progress on stderr). The
// fifty-move rule is ignored in their values. Without --source the
// precedence applies: Rampart's own tables, then Gaviota, then Syzygy; with
// it only that source is asked.
#include <optional>

#include "chess/fen.h"
#include "chess/notation.h"

#include "tables/tableregistry.h"

#include "tbfiles/gaviotasource.h"
#include "tbfiles/syzygysource.h"
#include "tbfiles/tbsources.h"

#include "text/fenproblemtext.h"

#include "clicommand.h"
#include "clio.h"
#include "cliposition.h"
#include "clitables.h"
#include "clitablesources.h"
#include "commandfunctions.h"
#include "outputbuffer.h"

namespace rampart::cli {

int runProbe(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(
        parser,
        QStringLiteral("Probes Rampart's own distance-to-mate tables (any position with at most "
                       "four men; missing tables are built first). Prints "
                       "FEN<TAB>RESULT per position: 'win N' or 'loss N' (N in moves, "
                       "'loss 0' = checkmated), 'draw', 'illegal: <reason>' or "
                       "'unsupported: <reason>'. The fifty-move rule is ignored. With "
                       "Gaviota or Syzygy files (--gaviota-path, --syzygy-path) larger "
                       "positions are answered from them; Syzygy as 'win', 'draw', "
                       "'loss' (or 'cursed win', 'blessed loss') with 'dtz N'."));
    addPositionInputOptions(parser);
    parser.addOption({QStringLiteral("moves"),
                      QStringLiteral("Also print every legal move (UCI, SAN, result after it "
                                     "for the mover), best first.")});
    parser.addOption({QStringLiteral("source"),
                      QStringLiteral("Ask only this source: rampart, gaviota or syzygy (default: "
                                     "the first that covers the position, in that order)."),
                      QStringLiteral("SOURCE")});
    parser.addOption({QStringLiteral("with-source"),
                      QStringLiteral("Append the source of each result (TAB, then rampart, "
                                     "gaviota or syzygy).")});
    addTableSourceOptions(parser);
    CliTables::addOptions(parser, true);
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    const bool withMoves = parser.isSet(QStringLiteral("moves"));
    const bool withSource = parser.isSet(QStringLiteral("with-source"));
    std::optional<TbSource> only;
    if (parser.isSet(QStringLiteral("source"))) {
        const QString name = parser.value(QStringLiteral("source")).toLower();
        for (const TbSource s : {TbSource::Rampart, TbSource::Gaviota, TbSource::Syzygy})
            if (name == QLatin1String(tbSourceName(s))) only = s;
        if (!only) {
            err() << "error: --source must be rampart, gaviota or syzygy, not '"
                  << parser.value(QStringLiteral("source")) << "'" << Qt::endl;
            return 2;
        }
    }
    std::optional<CliTables> tables = CliTables::fromParser(parser, exitCode);
    if (!tables) return exitCode;
    const TableRegistry &registry = tables->registry();
    applyTableSourceOptions(parser);
    const TbSources sources(registry);
    const auto sourceColumn = [&](TbSource s) {
        return withSource ? std::string("\t") + tbSourceName(s) : std::string();
    };
    OutputBuffer buffer;
    int unreadable = 0;
    const bool inputOk = forEachInputLine(
        parser, [&](const std::string &line, int lineNumber, const QString &source) {
            const FenResult r = parseFenOrEpd(line);
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
            const Position &pos = *r.position;
            // Rampart's tables up to four men: made available first (from the
            // cache or built) unless another source alone is asked.
            const Material material = Material::of(pos);
            if ((!only || *only == TbSource::Rampart) && material.menCount() <= Material::MaxMen &&
                material.menCount() > 2 && pos.castlingRights() == NoCastling &&
                !registry.contains(material.canonical())) {
                buffer.flush();
                tables->provide({material});
            }
            const std::optional<TbSource> covering = sources.coveringSource(pos, only);
            // Rampart's own tables keep their output, reasons included; so
            // does a position no source covers.
            if (!covering || *covering == TbSource::Rampart) {
                if (covering || !only || *only == TbSource::Rampart) {
                    const TableProbe probe = registry.probe(pos).result;
                    buffer << probe.toString();
                    if (!tables->mayBuild() && (probe.reason == TbReason::TableNotBuilt ||
                                                probe.reason == TbReason::EnPassantTableNotBuilt))
                        buffer << " (--no-build given)";
                } else {
                    buffer << "unsupported: not in the " << tbSourceName(*only) << " files";
                }
                buffer << (covering ? sourceColumn(TbSource::Rampart) : std::string()) << '\n';
                if (withMoves && covering) {
                    for (const MoveProbe &m : registry.probeMoves(pos))
                        buffer << "  " << m.move.uci() << '\t' << toSan(pos, m.move) << '\t'
                               << m.result.toString() << sourceColumn(TbSource::Rampart) << '\n';
                }
                return true;
            }
            const TableProbe result = sources.probe(pos, covering);
            if (!result.found()) {
                buffer << "unsupported: the " << tbSourceName(*covering)
                       << " files did not answer (see the warnings)\n";
                return true;
            }
            buffer << result.toString() << sourceColumn(result.source) << '\n';
            if (withMoves) {
                for (const MoveProbe &m : sources.probeMoves(pos, only))
                    buffer << "  " << m.move.uci() << '\t' << toSan(pos, m.move) << '\t'
                           << m.result.toString() << sourceColumn(m.result.source) << '\n';
            }
            return true;
        });
    buffer.flush();
    // Files that failed while probing (a disk gone): say so once.
    for (const TbSource s : {TbSource::Gaviota, TbSource::Syzygy}) {
        const TbFolderReport report = s == TbSource::Gaviota ? GaviotaSource::instance().report()
                                                             : SyzygySource::instance().report();
        for (const TbProblem &p : report.problems)
            if (p.code == TbProblem::Code::FileGone || p.code == TbProblem::Code::FileFailed)
                err() << "warning: " << tbSourceName(s) << ": "
                      << QString::fromStdString(problemMessage(p)) << Qt::endl;
    }
    if (!inputOk) return 1;
    return unreadable ? 1 : 0;
}

} // namespace rampart::cli
