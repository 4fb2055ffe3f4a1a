// rampart-cli tb stats MATERIAL [--json]     (KPK, KQK, KRK: the start-up tables)
// rampart-cli tb dump MATERIAL [--csv]
// rampart-cli tb audit-kpk [--examples N]
// rampart-cli tb sources [--syzygy-path DIR] [--gaviota-path DIR] [--cache-dir DIR] [--json]
#include <map>
#include <optional>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "tables/kpkaudit.h"
#include "tables/tableregistry.h"
#include "tables/threemanpositions.h"

#include "tbfiles/gaviotasource.h"
#include "tbfiles/syzygysource.h"

#include "clicommand.h"
#include "clijson.h"
#include "clio.h"
#include "clitables.h"
#include "clitablesources.h"
#include "commandfunctions.h"
#include "outputbuffer.h"
#include "tabledumpline.h"

namespace rampart::cli {

namespace {

std::optional<TableId> tableFromName(const QString &name) {
    const QString upper = name.toUpper();
    if (upper == QLatin1String("KQK")) return TableId::KQK;
    if (upper == QLatin1String("KRK")) return TableId::KRK;
    if (upper == QLatin1String("KPK")) return TableId::KPK;
    return std::nullopt;
}

// Parses "<subcommand> TABLE [options]": KPK, KQK and KRK are the start-up
// tables (TableId); any other material up to four men comes back in
// *material. Prints the error and returns nothing when the table is missing
// or unknown.
std::optional<TableId> tableArgument(const QCommandLineParser &parser, int &exitCode,
                                     std::optional<Material> &material) {
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err() << "error: give exactly one table: a material up to four men, e.g. KPK or KPKP"
              << Qt::endl;
        exitCode = 2;
        return std::nullopt;
    }
    const std::optional<TableId> id = tableFromName(positional.first());
    if (id) return id;
    std::string why;
    material = Material::parse(positional.first().toStdString(), &why);
    if (!material || material->menCount() < 3) {
        err() << "error: unknown table '" << positional.first() << "': "
              << (material ? QStringLiteral("the bare kings are always a draw")
                           : QString::fromStdString(why))
              << Qt::endl;
        material.reset();
        exitCode = 2;
    }
    return std::nullopt;
}

} // namespace

int runTbStats(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser,
                QStringLiteral("Statistics of one table, full board, the side named first as "
                               "White: per side to move the legal positions, wins, draws, "
                               "losses, the DTM histograms (moves), the longest win and loss "
                               "with their positions and the mutual zugzwangs (positions listed "
                               "one per symmetry class)."));
    parser.addPositionalArgument(QStringLiteral("table"),
                                 QStringLiteral("KPK, KQK, KRK or any material up to four men."));
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    CliTables::addOptions(parser, true);
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    std::optional<Material> material;
    const std::optional<TableId> id = tableArgument(parser, exitCode, material);
    // The three-man tables too: one implementation of the figures for every
    // material (MaterialStatistics, also behind the tablebase browser).
    if (id) material = Material::parse(tableName(*id));
    if (!material) return exitCode;
    return runMaterialStats(parser, *material);
}

int runTbDump(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser,
                QStringLiteral("Every legal position of a table (full board, strong side White, "
                               "both sides to move) with its value: FEN<TAB>RESULT as `probe` "
                               "prints it, or CSV."));
    parser.addPositionalArgument(QStringLiteral("table"),
                                 QStringLiteral("KPK, KQK, KRK or any material up to four men "
                                                "(then one position per symmetry class)."));
    parser.addOption(
        {QStringLiteral("csv"), QStringLiteral("CSV with a header: fen,result,dtm_moves,dtm_plies "
                                               "(result win/draw/loss for the side to move).")});
    CliTables::addOptions(parser, true);
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    std::optional<Material> material;
    const std::optional<TableId> id = tableArgument(parser, exitCode, material);
    if (material) return runMaterialDump(parser, *material);
    if (!id) return exitCode;

    const bool csv = parser.isSet(QStringLiteral("csv"));
    OutputBuffer buffer;
    writeTableDumpHeader(buffer, csv);
    forEachThreeManPosition(TableRegistry::threeManOnly(), *id, [&](const TableEntry &e) {
        TableProbe p;
        p.kind = e.kind;
        p.distance = e.dtmMoves;
        writeTableDumpLine(buffer, e.fen(), p, csv);
    });
    buffer.flush();
    return 0;
}

int runTbAuditKpk(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Runs every KPK rule of the chessprogramming wiki's KPK "
                                       "page over all legal KPK positions and "
                                       "checks it against the bitbase."));
    parser.addOption({QStringLiteral("examples"),
                      QStringLiteral("Error examples to print per rule (default 5)."),
                      QStringLiteral("N"), QStringLiteral("5")});
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    bool ok = false;
    const int examples = parser.value(QStringLiteral("examples")).toInt(&ok);
    if (!ok || examples < 0) {
        err() << "error: --examples needs a number >= 0" << Qt::endl;
        return 2;
    }
    const KpkBitbase bitbase;
    const std::vector<KpkRule> rules = KpkRule::standardRules();
    const KpkAuditReport report = KpkAudit::run(bitbase, rules, examples);
    out() << "KPK rule audit over " << report.positions
          << " legal positions (White pawn, both sides to move)\n\n";
    out() << QStringLiteral("%1 %2 %3 %4 %5")
                 .arg(QStringLiteral("rule"), -38)
                 .arg(QStringLiteral("claim"), -6)
                 .arg(QStringLiteral("fires"), 8)
                 .arg(QStringLiteral("right"), 8)
                 .arg(QStringLiteral("wrong"), 8)
          << '\n';
    for (std::size_t i = 0; i < report.rules.size(); ++i) {
        const KpkRuleAudit &a = report.rules[i];
        out() << QStringLiteral("%1 %2 %3 %4 %5")
                     .arg(QString::fromStdString(a.name), -38)
                     .arg(QString::fromLatin1(kpkVerdictName(a.claim)), -6)
                     .arg(qint64(a.fires), 8)
                     .arg(qint64(a.right), 8)
                     .arg(qint64(a.wrong), 8)
              << '\n';
        for (const std::string &fen : a.errorExamples)
            out() << "    wrong: " << QString::fromStdString(fen) << '\n';
    }
    out() << "\nrule set (first rule that fires decides): decides " << report.decided << " of "
          << report.positions << " positions ("
          << QString::number(100.0 * report.decidedShare(), 'f', 1) << "%), " << report.decidedRight
          << " right, " << report.decidedWrong << " wrong" << Qt::endl;
    return 0;
}

namespace {

QJsonObject toJson(const TbFolderReport &report) {
    QJsonObject o;
    o[QStringLiteral("folders")] = jsonArray(report.folders);
    QJsonArray files, problems;
    for (const TbFileInfo &f : report.files) {
        QJsonObject j;
        j[QStringLiteral("material")] = QString::fromStdString(f.material);
        j[QStringLiteral("kind")] = QString::fromStdString(f.kind);
        if (!f.scheme.empty()) j[QStringLiteral("compression")] = QString::fromStdString(f.scheme);
        j[QStringLiteral("path")] = QString::fromStdString(f.path);
        files.append(j);
    }
    for (const TbProblem &p : report.problems)
        problems.append(QString::fromStdString(problemMessage(p)));
    o[QStringLiteral("files")] = files;
    o[QStringLiteral("problems")] = problems;
    o[QStringLiteral("largest_men")] = report.largestMen;
    return o;
}

void printReport(const char *title, const char *tells, const TbFolderReport &report) {
    out() << title << " (" << tells << ")\n";
    if (report.folders.empty()) {
        out() << "  off (no folder given)\n";
        return;
    }
    for (const std::string &f : report.folders)
        out() << "  folder  " << QString::fromStdString(f) << '\n';
    // One line per material: its kinds (and compression) together.
    std::map<std::string, std::string> kinds;
    for (const TbFileInfo &f : report.files) {
        std::string &k = kinds[f.material];
        k += (k.empty() ? "" : " ") + f.kind + (f.scheme.empty() ? "" : " " + f.scheme);
    }
    out() << "  " << kinds.size() << " materials, " << report.files.size() << " files, up to "
          << report.largestMen << " men\n";
    for (const auto &[material, k] : kinds)
        out() << "  " << QString::fromStdString(material).leftJustified(10) << ' '
              << QString::fromStdString(k) << '\n';
    for (const TbProblem &p : report.problems)
        out() << "  problem: " << QString::fromStdString(problemMessage(p)) << '\n';
}

// Rampart's own tables in the cache folder: material and file size.
std::vector<std::pair<std::string, std::uintmax_t>> cachedTables(const TableCache &cache) {
    std::vector<std::pair<std::string, std::uintmax_t>> tables;
    for (const Material &m : Material::allUpToFourMen())
        if (const std::uintmax_t bytes = cache.fileBytes(m)) tables.push_back({m.name(), bytes});
    return tables;
}

} // namespace

int runTbSources(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Reports every endgame-table source: Rampart's own tables "
                                       "(built in, and every material in the cache folder with "
                                       "its size) and the tablebase folders given, with "
                                       "materials, kinds (WDL/DTZ for Syzygy, DTM for Gaviota), "
                                       "compression, and every problem."));
    addTableSourceOptions(parser);
    parser.addOption(
        {QStringLiteral("cache-dir"),
         QStringLiteral("Folder of the built tables (default %1).").arg(defaultTableCacheDir()),
         QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the report as JSON.")});
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    const QString syzygyOption = QStringLiteral("syzygy-path"),
                  gaviotaOption = QStringLiteral("gaviota-path");
    const TableCache cache(ownTableCacheDir(parser));
    const auto cached = cachedTables(cache);
    const TbFolderReport syzygy =
        parser.isSet(syzygyOption)
            ? SyzygySource::instance().setFolders(folderList(parser.values(syzygyOption)))
            : TbFolderReport{};
    const TbFolderReport gaviota =
        parser.isSet(gaviotaOption)
            ? GaviotaSource::instance().setFolders(folderList(parser.values(gaviotaOption)))
            : TbFolderReport{};
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject root;
        root[QStringLiteral("rampart")] = QStringLiteral("KPK, KQK, KRK (DTM, in memory)");
        QJsonObject own;
        own[QStringLiteral("folder")] = QString::fromStdString(cache.directory().string());
        QJsonArray tables;
        for (const auto &[material, bytes] : cached)
            tables.append(
                QJsonObject{{QStringLiteral("material"), QString::fromStdString(material)},
                            {QStringLiteral("bytes"), double(bytes)}});
        own[QStringLiteral("tables")] = tables;
        root[QStringLiteral("rampart_cache")] = own;
        root[QStringLiteral("gaviota")] = toJson(gaviota);
        root[QStringLiteral("syzygy")] = toJson(syzygy);
        out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
    } else {
        out() << "Rampart (DTM, in memory): KPK, KQK, KRK\n";
        std::uintmax_t total = 0;
        for (const auto &entry : cached) total += entry.second;
        out() << "Rampart (DTM, built tables up to four men)\n  folder  "
              << QString::fromStdString(cache.directory().string()) << '\n'
              << "  " << cached.size() << " of " << Material::allUpToFourMen().size()
              << " materials, " << QString::number(double(total) / 1e6, 'f', 2) << " MB\n";
        for (const auto &[material, bytes] : cached)
            out() << "  " << QString::fromStdString(material).leftJustified(10) << ' '
                  << QString::number(double(bytes) / 1e3, 'f', 1) << " kB\n";
        printReport("Gaviota", "DTM", gaviota);
        printReport("Syzygy", "WDL, DTZ", syzygy);
    }
    out().flush();
    // Usable files in every source asked for: 0; otherwise 1.
    const bool ok = (!parser.isSet(syzygyOption) || syzygy.usable()) &&
                    (!parser.isSet(gaviotaOption) || gaviota.usable());
    return ok ? 0 : 1;
}

} // namespace rampart::cli
