// rampart-cli bench mates FILE: how many known forced mates the search finds
// in a fixed time (or a fixed number of nodes) per position. Exit status 1
// when the search reports a mate the file's promise contradicts (verdict
// "wrong": a mate for the other side, or shorter than the proven one), as
// `bench solve` does on a contradiction.
#include <algorithm>
#include <cstdlib>
#include <optional>

#include "chess/fen.h"

#include "tbfiles/tbsources.h"

#include "search/search.h"

#include "benchmarks.h"
#include "clio.h"
#include "clitables.h"
#include "clitablesources.h"

namespace rampart::cli {

namespace {

// The mate an EPD line promises: "bm #N" (N > 0: the side to move mates in
// N moves; N < 0: it is mated in -N moves). Nothing when the line has no such
// operand.
std::optional<int> promisedMate(const EpdRecord &record) {
    for (const std::string &operand : record.bestMoves()) {
        if (operand.size() < 2 || operand[0] != '#') continue;
        char *end = nullptr;
        const long n = std::strtol(operand.c_str() + 1, &end, 10);
        if (*end == '\0' && n != 0 && n > -1000 && n < 1000) return int(n);
    }
    return std::nullopt;
}

// The search's answer against the promise: "best" exactly N, "found" a mate
// for the right side no shorter than N, "wrong" a mate for the wrong side or
// shorter than the proven one, "none" no mate.
const char *verdictOf(const SearchResult &r, int promised) {
    if (!r.isMate()) return "none";
    const int moves = r.mateInMoves();
    if ((moves > 0) != (promised > 0)) return "wrong";
    if (moves == promised) return "best";
    return std::abs(moves) > std::abs(promised) ? "found" : "wrong";
}

// A line is used when its position reads and is legal and its "bm #N"
// operation reads: a malformed operation after it is no reason to drop the
// position (the public mate tracker's file, matetrack.epd, ends its lines
// with notes such as "00:06;" that are no EPD operation).
bool positionUsable(const EpdRecord &record) {
    return record.position.position &&
           std::all_of(
               record.position.problems.begin(), record.position.problems.end(),
               [](const FenProblem &p) { return p.code == FenProblemCode::BadEpdOperation; });
}

QString scoreText(const SearchResult &r) {
    if (r.isMate()) return QStringLiteral("#%1").arg(r.mateInMoves());
    return QStringLiteral("cp %1").arg(r.score);
}

} // namespace

int benchMates(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser,
                QStringLiteral("Searches every position of an EPD file with 'bm #N' (the side to "
                               "move mates in N moves; #-N: it is mated in N) for a fixed time. "
                               "Prints per position the expected and the reported mate (side to "
                               "move's view; 'cp' when no mate was reported), the verdict (best: "
                               "exactly N; found: a mate for the right side no shorter than N; "
                               "wrong; none), time and nodes; then found/total and best/total. "
                               "Exit status 1 when a reported mate contradicts a promise "
                               "(verdict wrong)."));
    addPositionInputOptions(parser);
    parser.addOption({QStringLiteral("movetime"),
                      QStringLiteral("Milliseconds per position (default 1000)."),
                      QStringLiteral("MS"), QStringLiteral("1000")});
    parser.addOption({QStringLiteral("nodes"),
                      QStringLiteral("Search N nodes per position instead of a time (the same "
                                     "result on every run and machine)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("hash"),
                      QStringLiteral("Transposition table size in MB (default 64)."),
                      QStringLiteral("MB"), QStringLiteral("64")});
    parser.addOption({QStringLiteral("tables"),
                      QStringLiteral("Give the search the four-man endgame tables of the cache "
                                     "(built first when missing, unless --no-build).")});
    CliTables::addOptions(parser, true);
    addTableSourceOptions(parser);
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    bool ok = false;
    const qlonglong movetime = parser.value(QStringLiteral("movetime")).toLongLong(&ok);
    if (!ok || movetime < 1 || movetime > 3600 * 1000) {
        err() << "error: --movetime must be a number from 1 to 3600000, not '"
              << parser.value(QStringLiteral("movetime")) << "'" << Qt::endl;
        return 2;
    }
    qlonglong nodeLimit = 0;
    if (parser.isSet(QStringLiteral("nodes"))) {
        nodeLimit = parser.value(QStringLiteral("nodes")).toLongLong(&ok);
        if (!ok || nodeLimit < 1) {
            err() << "error: --nodes must be a positive number, not '"
                  << parser.value(QStringLiteral("nodes")) << "'" << Qt::endl;
            return 2;
        }
    }
    const int hash = parser.value(QStringLiteral("hash")).toInt(&ok);
    if (!ok || hash < 1 || hash > 4096) {
        err() << "error: --hash must be a number from 1 to 4096, not '"
              << parser.value(QStringLiteral("hash")) << "'" << Qt::endl;
        return 2;
    }
    std::optional<CliTables> tables;
    if (parser.isSet(QStringLiteral("tables"))) {
        tables = CliTables::fromParser(parser, exitCode);
        if (!tables) return exitCode;
        if (!tables->provide(Material::allUpToFourMen())) return 1;
    }

    applyTableSourceOptions(parser);

    Search search{std::size_t(hash)};
    if (tables) search.setTables(&tables->registry());
    search.setTableFiles(TbFileSources::process());
    SearchLimits limits;
    if (nodeLimit)
        limits.nodes = std::uint64_t(nodeLimit);
    else
        limits.timeMs = movetime;

    int total = 0, found = 0, best = 0, wrong = 0, skipped = 0;
    std::uint64_t nodes = 0;
    qint64 totalMs = 0;
    if (nodeLimit)
        out() << "nodes " << nodeLimit;
    else
        out() << "movetime " << movetime << " ms";
    out() << (tables ? ", four-man tables" : "") << '\n';
    const bool read = forEachInputLine(parser, [&](const std::string &line, int lineNumber,
                                                   const QString &source) {
        const EpdRecord record = parseEpd(line);
        const std::optional<int> promised = promisedMate(record);
        const bool usable = positionUsable(record);
        if (!usable || !promised) {
            err() << "warning: " << source << " line " << lineNumber
                  << (usable ? ": no 'bm #N' operand, skipped" : ": not a valid position, skipped")
                  << Qt::endl;
            ++skipped;
            return true;
        }
        search.arm();
        const SearchResult r = search.run(*record.position.position, limits);
        const char *verdict = verdictOf(r, *promised);
        ++total;
        if (std::string_view(verdict) == "best") ++best;
        if (std::string_view(verdict) == "best" || std::string_view(verdict) == "found") ++found;
        if (std::string_view(verdict) == "wrong") ++wrong;
        nodes += r.nodes;
        totalMs += r.timeMs;
        const std::string id = record.id();
        out() << QString::fromStdString(id.empty() ? std::to_string(lineNumber) : id)
                     .leftJustified(10)
              << " want " << QStringLiteral("#%1").arg(*promised).leftJustified(5) << " got "
              << scoreText(r).leftJustified(9) << ' '
              << QString::fromLatin1(verdict).leftJustified(5) << ' '
              << QString::number(r.timeMs).rightJustified(6) << " ms "
              << QString::number(r.nodes).rightJustified(10) << " nodes  depth " << r.depth
              << Qt::endl;
        return true;
    });
    if (!read) return 1;
    if (total == 0) {
        err() << "error: no position with 'bm #N' in the input" << Qt::endl;
        return 1;
    }
    out() << "found " << found << '/' << total << "  best " << best << '/' << total << "  time "
          << totalMs << " ms  nodes " << nodes;
    if (skipped) out() << "  skipped " << skipped;
    out() << Qt::endl;
    if (wrong)
        err() << "error: " << wrong << " reported mate(s) contradict the file's promise"
              << Qt::endl;
    return wrong ? 1 : 0;
}

} // namespace rampart::cli
