// tb stats / tb dump for any material up to four men (the general tables).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "tables/materialstatistics.h"
#include "tables/tablepositions.h"

#include "clijson.h"
#include "clio.h"
#include "clitables.h"
#include "commandfunctions.h"
#include "outputbuffer.h"
#include "tabledumpline.h"

namespace rampart::cli {

namespace {

const char *sideName(Color c) {
    return c == White ? "White" : "Black";
}

// The table of a material, loaded or built; null after printing why.
const MaterialTable *tableFor(CliTables &tables, const Material &material) {
    if (!tables.provide({material})) return nullptr;
    return tables.registry().find(material.canonical());
}

} // namespace

int runMaterialStats(const QCommandLineParser &parser, const Material &material) {
    int exitCode = 0;
    std::optional<CliTables> tables = CliTables::fromParser(parser, exitCode);
    if (!tables) return exitCode;
    const MaterialTable *table = tableFor(*tables, material);
    if (!table) return 1;
    // The browser lists up to MaterialStatistics::MaxListed; a terminal this many.
    constexpr std::size_t Listed = 100;
    const MaterialStatistics stats = *MaterialStatistics::compute(*table, Listed);
    const QString name = QString::fromStdString(stats.material.name());
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject root;
        root[QStringLiteral("table")] = name;
        root[QStringLiteral("dtmUnit")] = QStringLiteral("moves");
        root[QStringLiteral("fiftyMoveRule")] = QStringLiteral("ignored");
        QJsonArray sides;
        for (const MaterialSideStatistics &s : stats.sides) {
            QJsonObject o;
            o[QStringLiteral("sideToMove")] = QString::fromLatin1(sideName(s.sideToMove));
            o[QStringLiteral("legal")] = qint64(s.legal);
            o[QStringLiteral("wins")] = qint64(s.wins);
            o[QStringLiteral("draws")] = qint64(s.draws);
            o[QStringLiteral("losses")] = qint64(s.losses);
            o[QStringLiteral("winHistogram")] = jsonArray(s.winHistogram);
            o[QStringLiteral("lossHistogram")] = jsonArray(s.lossHistogram);
            o[QStringLiteral("longestWinMoves")] = s.longestWinMoves;
            o[QStringLiteral("longestLossMoves")] = s.longestLossMoves;
            o[QStringLiteral("longestWins")] = jsonArray(s.longestWins);
            o[QStringLiteral("longestLosses")] = jsonArray(s.longestLosses);
            sides.append(o);
        }
        root[QStringLiteral("sides")] = sides;
        root[QStringLiteral("mutualZugzwangs")] = qint64(stats.mutualZugzwangs);
        root[QStringLiteral("zugzwangs")] = jsonArray(stats.zugzwangFens);
        root[QStringLiteral("memoryBytes")] = qint64(table->memoryBytes());
        out() << QJsonDocument(root).toJson(QJsonDocument::Indented) << Qt::flush;
        return 0;
    }
    out() << name
          << " (full board, DTM in moves, the fifty-move rule ignored; listed positions are one "
             "per symmetry class, at most "
          << Listed << " each)\n";
    for (const MaterialSideStatistics &s : stats.sides) {
        out() << '\n'
              << sideName(s.sideToMove) << " to move: " << s.legal << " legal, " << s.wins
              << " wins, " << s.draws << " draws, " << s.losses << " losses\n";
        for (const auto &[what, histogram] :
             {std::pair{"win", &s.winHistogram}, std::pair{"loss", &s.lossHistogram}}) {
            bool any = false;
            for (std::uint64_t n : *histogram) any |= n != 0;
            if (!any) continue;
            out() << "  DTM histogram (" << what << " in N moves):\n";
            for (std::size_t n = 0; n < histogram->size(); ++n)
                if ((*histogram)[n])
                    out() << "    " << what << " in " << qSetFieldWidth(2) << n << qSetFieldWidth(0)
                          << ": " << (*histogram)[n] << '\n';
        }
        if (s.wins) {
            out() << "  longest: win " << s.longestWinMoves << " moves ("
                  << 2 * s.longestWinMoves - 1 << " plies), positions:\n";
            for (const std::string &fen : s.longestWins)
                out() << "    " << QString::fromStdString(fen) << '\n';
        }
        if (s.losses) {
            out() << "  longest: loss " << s.longestLossMoves << " moves ("
                  << 2 * s.longestLossMoves << " plies), positions:\n";
            for (const std::string &fen : s.longestLosses)
                out() << "    " << QString::fromStdString(fen) << '\n';
        }
    }
    out() << "\nmutual zugzwangs (the side to move does worse than if the other side were to "
             "move): "
          << stats.mutualZugzwangs << '\n';
    for (const std::string &fen : stats.zugzwangFens)
        out() << "    " << QString::fromStdString(fen) << '\n';
    out() << "\ntable memory: " << table->memoryBytes() << " bytes" << Qt::endl;
    return 0;
}

int runMaterialDump(const QCommandLineParser &parser, const Material &material) {
    int exitCode = 0;
    std::optional<CliTables> tables = CliTables::fromParser(parser, exitCode);
    if (!tables) return exitCode;
    const MaterialTable *table = tableFor(*tables, material);
    if (!table) return 1;
    const bool csv = parser.isSet(QStringLiteral("csv"));
    OutputBuffer buffer;
    writeTableDumpHeader(buffer, csv);
    const TableIndex &index = table->index();
    table->forEachEntry([&](const Placement &p, std::uint8_t v) {
        writeTableDumpLine(buffer, tablePositionFen(index, p), MaterialTable::toProbe(v), csv);
    });
    buffer.flush();
    return 0;
}

} // namespace rampart::cli
