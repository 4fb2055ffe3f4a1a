// rampart-cli tb build [MATERIAL...|--all] [--threads N] [--cache-dir DIR]
// rampart-cli tb verify MATERIAL...|--all [--threads N] [--cache-dir DIR] [--no-build]

#include <QElapsedTimer>

#include "tables/tablebuilder.h"
#include "tables/tableverifier.h"

#include "clio.h"
#include "clitables.h"
#include "commandfunctions.h"
#include "processfigures.h"

namespace rampart::cli {

namespace {

constexpr const char *FiftyMoveNote =
    "DTM in plies from the side to move's view; the fifty-move rule is ignored.";

// The materials named on the command line, or all 35 with --all; prints the
// problem and returns nothing when a name is bad.
std::optional<std::vector<Material>> materialArguments(const QCommandLineParser &parser,
                                                       int &exitCode) {
    const QStringList names = parser.positionalArguments();
    const bool all = parser.isSet(QStringLiteral("all"));
    if (all && !names.isEmpty()) {
        err() << "error: give materials or --all, not both" << Qt::endl;
        exitCode = 2;
        return std::nullopt;
    }
    if (all) return Material::allUpToFourMen();
    if (names.isEmpty()) {
        err() << "error: name the materials (e.g. KPKP KQKR) or give --all" << Qt::endl;
        exitCode = 2;
        return std::nullopt;
    }
    std::vector<Material> list;
    for (const QString &name : names) {
        std::string why;
        const std::optional<Material> m = Material::parse(name.toStdString(), &why);
        if (!m || m->menCount() < 3) {
            err() << "error: bad material '" << name << "': "
                  << (m ? QStringLiteral("no table for the bare kings (always a draw)")
                        : QString::fromStdString(why))
                  << Qt::endl;
            exitCode = 2;
            return std::nullopt;
        }
        const Material c = m->canonical();
        if (std::find(list.begin(), list.end(), c) == list.end()) list.push_back(c);
    }
    return list;
}

QString megabytes(std::uintmax_t bytes) {
    return QString::number(double(bytes) / 1e6, 'f', 2) + QStringLiteral(" MB");
}

// The arguments tb build and tb verify share: MATERIAL... or --all and the
// table options. Fills materials and returns the tables; nullopt, with
// exitCode set, when the arguments are bad or --help/--version ran.
std::optional<CliTables> parseTableCommand(QCommandLineParser &parser, const QStringList &arguments,
                                           const QString &description, const QString &materialsHelp,
                                           bool verifyOptions, std::vector<Material> &materials,
                                           int &exitCode) {
    setupParser(parser, description);
    parser.addPositionalArgument(QStringLiteral("materials"), materialsHelp,
                                 QStringLiteral("[MATERIAL...]"));
    parser.addOption({QStringLiteral("all"), QStringLiteral("All 35 materials up to four men.")});
    CliTables::addOptions(parser, verifyOptions);
    if (!parseOrExit(parser, arguments, exitCode)) return std::nullopt;
    std::optional<std::vector<Material>> parsed = materialArguments(parser, exitCode);
    if (!parsed) return std::nullopt;
    std::optional<CliTables> tables = CliTables::fromParser(parser, exitCode);
    if (tables) materials = std::move(*parsed);
    return tables;
}

} // namespace

int runTbBuild(const QStringList &arguments) {
    QCommandLineParser parser;
    int exitCode = 0;
    std::vector<Material> materials;
    std::optional<CliTables> tables =
        parseTableCommand(parser, arguments,
                          QStringLiteral("Builds endgame tables (and the tables they depend on) "
                                         "into the cache folder; tables already cached are "
                                         "checked and loaded. Progress on standard error."),
                          QStringLiteral("Materials with at most four men, e.g. KPKP KQKR."), false,
                          materials, exitCode);
    if (!tables) return exitCode;

    QElapsedTimer timer;
    timer.start();
    if (!tables->provide(materials)) return 1;
    const double seconds = double(timer.elapsed()) / 1000.0;
    out() << QStringLiteral("%1 %2 %3 %4\n")
                 .arg(QStringLiteral("material"), -8)
                 .arg(QStringLiteral("entries"), 12)
                 .arg(QStringLiteral("longest win, White to move"), 27)
                 .arg(QStringLiteral("file"), 12);
    std::uintmax_t totalBytes = 0;
    const std::vector<Material> all = TableBuilder::withDependencies(materials);
    for (const Material &m : all) {
        const MaterialTable *t = tables->registry().find(m);
        const std::uintmax_t bytes = tables->cache().fileBytes(m);
        totalBytes += bytes;
        out() << QStringLiteral("%1 %2 %3 %4\n")
                     .arg(QString::fromStdString(m.name()), -8)
                     .arg(qint64(t->index().size()), 12)
                     .arg(QStringLiteral("%1 plies").arg(t->longestWinPlies(White)), 27)
                     .arg(megabytes(bytes), 12);
    }
    out() << all.size() << " tables ready in " << QString::number(seconds, 'f', 2) << " s ("
          << tables->threads() << " threads), peak memory " << peakRssMegabytes() << " MB; cache "
          << QString::fromStdString(tables->cache().directory().string()) << ", "
          << megabytes(totalBytes) << " on disk\n"
          << FiftyMoveNote << Qt::endl;
    return 0;
}

int runTbVerify(const QStringList &arguments) {
    QCommandLineParser parser;
    int exitCode = 0;
    std::vector<Material> materials;
    std::optional<CliTables> tables = parseTableCommand(
        parser, arguments,
        QStringLiteral("Checks every stored value of a table against the best value over "
                       "its legal moves (Position's move generator; the successor tables "
                       "for captures and promotions). Exit code 1 on any mismatch."),
        QStringLiteral("Materials with at most four men, e.g. KPKP."), true, materials, exitCode);
    if (!tables) return exitCode;
    if (!tables->provide(materials)) return 1;

    int failed = 0;
    std::uint64_t checked = 0;
    QElapsedTimer timer;
    timer.start();
    for (const Material &m : materials) {
        const MaterialTable *t = tables->registry().find(m);
        const TableVerifyReport r =
            TableVerifier::verify(*t, tables->registry(), tables->threads());
        checked += r.checked;
        out() << QString::fromStdString(m.name()).leftJustified(6) << ' '
              << (r.ok() ? "ok      " : "MISMATCH") << ' ' << qint64(r.checked)
              << " positions checked, " << qint64(r.mismatches) << " mismatches\n";
        for (const std::string &e : r.examples)
            out() << "    " << QString::fromStdString(e) << '\n';
        if (!r.ok()) ++failed;
    }
    out() << (failed ? QStringLiteral("verify FAILED: %1 of %2 tables have mismatches")
                           .arg(failed)
                           .arg(materials.size())
                     : QStringLiteral("verify ok: %1 tables, %2 positions, every value equals "
                                      "the best over its moves")
                           .arg(materials.size())
                           .arg(qint64(checked)))
          << " (" << QString::number(double(timer.elapsed()) / 1000.0, 'f', 1) << " s)\n"
          << FiftyMoveNote << Qt::endl;
    return failed ? 1 : 0;
}

} // namespace rampart::cli
